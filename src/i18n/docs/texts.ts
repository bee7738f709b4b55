import { z } from 'zod';
import { ACTION_KINDS, actionSpec } from '../../events/reactions/actions';
import { gallery } from '../../gallery';
import { nodeTypes, propDocs, specOf, type PropDoc } from '../../schema';

// every documentation text the designer shows, in English as its source writes it: what each language translates

function propTexts(docs: readonly PropDoc[]): string[] {
  return docs.flatMap((prop) => [prop.description, ...propTexts(prop.entries ?? [])]);
}

/** The node grammar's doc lines: node types, props, entry keys, events. */
export function schemaDocTexts(): string[] {
  return nodeTypes.flatMap((type) => {
    const spec = specOf(type);
    return [spec.description, ...propTexts(propDocs(type)), ...spec.events.map((event) => event.description)];
  });
}

/** The reactions' actions and their fields. */
export function actionDocTexts(): string[] {
  return ACTION_KINDS.flatMap((kind) => {
    const spec = actionSpec(kind);
    return [spec.description, ...Object.values(spec.schema.shape as Record<string, z.ZodType>).map((field) => field.description ?? '')];
  });
}

/** The starters' titles and descriptions, as the Documents menu lists them. */
export function starterDocTexts(): string[] {
  return gallery.flatMap((starter) => [starter.title, starter.description]);
}

/** Every text a language's documentation table must translate, each once. */
export function docTexts(): string[] {
  return [...new Set([...schemaDocTexts(), ...actionDocTexts(), ...starterDocTexts()].filter((text) => text.trim() !== ''))];
}
