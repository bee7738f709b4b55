import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { nodeTypes, specOf } from '../schema';
import { CURRENT_LINK_FORMAT, dictionaryV1, dictionaryV2, linkDictionary } from './dictionary';
import { parseDesignDocument } from './document';
import { LINK_FORMAT_VERSION, decodeShareLink } from './link';

test('the v1 dictionary holds the twelve node types and fits deflate\'s 32 KB window', () => {
  const text = new TextDecoder().decode(dictionaryV1);
  for (const type of ['column', 'row', 'section', 'text', 'button', 'input', 'list', 'choice', 'toggle', 'badge', 'spinner', 'divider']) expect(text).toContain(`{"type":"${type}",`);
  expect(dictionaryV1.length).toBeLessThanOrEqual(32 * 1024);
});

test('the v2 dictionary knows the names of API 4: 25 node types, their props, enum values and events, and a target API', () => {
  const text = new TextDecoder().decode(dictionaryV2);
  // frozen before image and graph (API 5): links with them open as well, only a little longer
  const known = nodeTypes.filter((type) => specOf(type).since <= 4);
  expect(known).toHaveLength(25);
  for (const type of known) expect(text, type).toContain(`{"type":"${type}",`);
  for (const word of ['"state":"done"', '"align":"center"', '"tagTone":"warning"', '"event":"move"', '"event":"resize"', '"event":"add"', '"insertMenu":', '"completions":', '"closable":', '"api":', '"cells":[']) expect(text, word).toContain(word);
  expect(dictionaryV2.length).toBeLessThanOrEqual(32 * 1024);
  expect(CURRENT_LINK_FORMAT).toBe(2);
});

test('every link format up to the current one has its dictionary, and links are written in the current one', () => {
  for (let version = 1; version <= CURRENT_LINK_FORMAT; version++) expect(linkDictionary(version)).toBeInstanceOf(Uint8Array);
  expect(linkDictionary(0)).toBeUndefined();
  expect(linkDictionary(CURRENT_LINK_FORMAT + 1)).toBeUndefined();
  expect(LINK_FORMAT_VERSION).toBe(CURRENT_LINK_FORMAT);
  expect(linkDictionary(1)).toBe(dictionaryV1);
});

// if this fails, the v1 literal was edited: v1 links made before would no longer open.
// put it back as it was; a better dictionary is a v2 link format.
test('the v1 dictionary never changes', () => {
  expect(dictionaryV1.length).toBe(DICTIONARY_V1_LENGTH);
  expect(createHash('sha256').update(dictionaryV1).digest('hex')).toBe(DICTIONARY_V1_SHA256);
});

// the same for v2, frozen the day v2 links were first made: a better dictionary is a v3
test('the v2 dictionary never changes', () => {
  expect(dictionaryV2.length).toBe(4546);
  expect(createHash('sha256').update(dictionaryV2).digest('hex')).toBe('53c59af1495e2dcdc9bf48c0245074f66ff8e20beea41874f05e52fa7ccf2268');
  expect(linkDictionary(2)).toBe(dictionaryV2);
});

test('a v1 link made by an earlier build still opens', () => {
  const result = decodeShareLink(GOLDEN_LINK);
  // with today's defaults for settings added since (golden-links.test.ts has more)
  expect(result).toEqual(parseDesignDocument(GOLDEN_DOC));
});

const DICTIONARY_V1_LENGTH = 2309;
const DICTIONARY_V1_SHA256 = '6fce17738ea84fc5d43e7b988dcdb35faa5b65ec69c65f3323242a960aca299b';
const GOLDEN_DOC = {
  version: 1,
  name: 'Golden "v1" 🚀',
  // links from before document kinds open as panels
  kind: 'panel',
  screens: [
    { name: 'main', text: '{\n  "type": "column",\n  "children": [\n    {\n      "type": "button",\n      "id": "go",\n      "label": "Go"\n    }\n  ]\n}\n' },
    { name: 'draft', text: '{ "type": "text", "te' },
  ],
  reactions: '[\n  {\n    "element": "go",\n    "event": "click",\n    "actions": [\n      {\n        "do": "showScreen",\n        "screen": "draft"\n      }\n    ]\n  }\n]\n',
  context: '{}',
  settings: { width: 'narrow', hostTheme: 'dark', api: 6 },
};
const GOLDEN_LINK = '#v1/wxrl7qCqK08hRqnMMEZJ4cP8WQ3wNElKMsDmRNRASc9HChZ3YDaJrQU5Emp8SlFiGlI4VAMdBDIlRskKxAIKxijpgFngygdX-gbbQTB7YM9-EBcAXQU0n8QiqBYA';
