import { z } from 'zod';
import { ACTION_KINDS, actionSpec } from '../../events/reactions/actions';
import { gallery } from '../../gallery';
import { nodeTypes, propDocs, specOf, type PropDoc } from '../../schema';
import { bridgeJsonSchema, bridgeReference } from '../../schema/bridge';
import { manifestJsonSchema } from '../../manifest/schema';
import { reactionsJsonSchema } from '../../events/reactions/schema';
import { documentJsonSchema } from '../../schema/json-schema';

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

/** Every prose text of a JSON Schema that Monaco's hover and completion show: descriptions, enum descriptions. */
export function jsonSchemaDocTexts(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(jsonSchemaDocTexts);
  if (schema === null || typeof schema !== 'object') return [];
  return Object.entries(schema).flatMap(([key, value]): string[] => {
    if (key === 'description' && typeof value === 'string') return [value];
    if (key === 'enumDescriptions' && Array.isArray(value)) return value.filter((text) => typeof text === 'string');
    // allowed values and defaults are JSON, not prose
    if (key === 'enum' || key === 'default' || key === 'const' || key === 'examples') return [];
    return jsonSchemaDocTexts(value);
  });
}

/** The Agent Bridge document's keys, as the editor's hover and the Reference tab of a plugin settings design show them. */
export function bridgeDocTexts(): string[] {
  const reference = bridgeReference().flatMap((section) => [section.description, ...propTexts(section.keys)]);
  return [...jsonSchemaDocTexts(bridgeJsonSchema()), ...reference];
}

/** agentty-plugin.json's keys and permissions, as the Plugin editor's hover shows them. */
export function manifestDocTexts(): string[] {
  return jsonSchemaDocTexts(manifestJsonSchema());
}

/** What the panel and reactions editors' hover and completion show (the schemas' nested keys too). */
export function editorDocTexts(): string[] {
  return [...jsonSchemaDocTexts(documentJsonSchema()), ...jsonSchemaDocTexts(reactionsJsonSchema())];
}

/** Every text a language's documentation table must translate, each once. */
export function docTexts(): string[] {
  const all = [...schemaDocTexts(), ...actionDocTexts(), ...starterDocTexts(), ...bridgeDocTexts(), ...manifestDocTexts(), ...editorDocTexts()];
  return [...new Set(all.filter((text) => text.trim() !== ''))];
}
