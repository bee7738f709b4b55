import { z } from 'zod';
import { ChoiceOption, ListAction, ListItem } from '../schema/nodes';
import { nodeTypes, propDocs, specOf } from '../schema/registry';

// The preset dictionary is part of link format v1: decoding needs the very same bytes.
// Changing what goes in here (or the schema it is derived from) breaks every v1 link ever shared:
// freeze this list as `v1` and start a `v2` instead. dictionary.test.ts pins the bytes.

/** Keys of the objects nested in nodes: list rows, row buttons, choice options. */
function nestedKeys(): string[] {
  return [ListItem, ListAction, ChoiceOption].flatMap((schema: z.ZodObject) => Object.keys(schema.shape));
}

/** The node grammar's own words, from the schema registry: types, props, enum values, events. */
function grammarFragments(): string[] {
  const fragments: string[] = [];
  for (const type of nodeTypes) {
    const spec = specOf(type);
    fragments.push(JSON.stringify(spec.example));
    for (const event of spec.events) fragments.push(`"event":"${event.event}"`);
    for (const prop of propDocs(type)) {
      if (prop.name === 'type') continue;
      fragments.push(`"${prop.name}":`);
      for (const value of prop.values ?? []) fragments.push(`"${prop.name}":"${value}"`);
    }
  }
  for (const key of nestedKeys()) fragments.push(`"${key}":"`);
  for (const type of nodeTypes) fragments.push(`{"type":"${type}",`);
  return fragments;
}

/** The share document's own frame and the reactions' words (frozen literals: they are link format, not grammar). */
const frameFragments = [
  '"settings":{"width":"narrow","hostTheme":"dark"}',
  '"settings":{"width":"wide","hostTheme":"light"}',
  '{"do":"injectPrompt","text":"',
  '"target":"ask"',
  '{"do":"setBadge","text":"',
  '"kind":"success"}',
  '"kind":"info"}',
  '{"do":"notify","message":"',
  '{"do":"showScreen","screen":"',
  '"item":"',
  '"actions":[{"do":"',
  '{"element":"',
  '","event":"click","actions":[{"do":"',
  '"reactions":[{"element":"',
  '"context":{',
  '{"version":1,"name":"',
  '"screens":[{"name":"main","text":{"type":"column","gap":"',
  '{"name":"',
  '","text":{"type":"column","children":[',
];

/** The fragments that recur most, last: deflate reaches the end of the dictionary with the shortest distances. */
const commonFragments = [
  '"actions":[{"id":"',
  '","icon":"',
  '","subtitle":"',
  '","detail":"',
  '","tone":"',
  '","variant":"',
  '{"value":"',
  '"options":[{"value":"',
  '"items":[{"id":"',
  '{"type":"section","title":"',
  '{"type":"row","gap":"small","children":[{"type":"',
  '{"type":"button","id":"',
  '","label":"',
  '{"type":"badge","text":"',
  '{"type":"text","text":"',
  '","style":"muted"},',
  '","children":[{"type":"',
  '"}]},{"type":"',
  '"},{"type":"',
  '"}]}',
  '"},{"id":"',
  '","title":"',
];

/** The words, in dictionary order. */
export function dictionaryWords(): string[] {
  // a repeated word keeps its last place, nearest the end
  const words = [...grammarFragments(), ...frameFragments, ...commonFragments];
  return words.filter((word, index) => words.lastIndexOf(word) === index);
}

/** The v1 preset dictionary for deflate-raw, as UTF-8 bytes. */
export const dictionaryV1: Uint8Array = new TextEncoder().encode(dictionaryWords().join(''));
