import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { nodeTypes, propNames } from '../schema/registry';
import { dictionaryV1, dictionaryWords } from './dictionary';
import { decodeShareLink } from './link';

test('the dictionary holds every node type and prop name, and fits deflate\'s 32 KB window', () => {
  const text = new TextDecoder().decode(dictionaryV1);
  for (const type of nodeTypes) {
    expect(text).toContain(`{"type":"${type}",`);
    for (const prop of propNames(type)) expect(text).toContain(`"${prop}":`);
  }
  expect(dictionaryV1.length).toBeLessThanOrEqual(32 * 1024);
  expect(new Set(dictionaryWords()).size).toBe(dictionaryWords().length);
});

// if this fails, the schema or the word list changed: v1 links made before would no longer open.
// freeze the old words as v1 and add a v2 link format instead of updating these values.
test('the v1 dictionary never changes', () => {
  expect(dictionaryV1.length).toBe(DICTIONARY_V1_LENGTH);
  expect(createHash('sha256').update(dictionaryV1).digest('hex')).toBe(DICTIONARY_V1_SHA256);
});

test('a v1 link made by an earlier build still opens', () => {
  const result = decodeShareLink(GOLDEN_LINK);
  expect(result).toEqual({ ok: true, doc: GOLDEN_DOC });
});

const DICTIONARY_V1_LENGTH = 2309;
const DICTIONARY_V1_SHA256 = '6fce17738ea84fc5d43e7b988dcdb35faa5b65ec69c65f3323242a960aca299b';
const GOLDEN_DOC = {
  version: 1,
  name: 'Golden "v1" 🚀',
  screens: [
    { name: 'main', text: '{\n  "type": "column",\n  "children": [\n    {\n      "type": "button",\n      "id": "go",\n      "label": "Go"\n    }\n  ]\n}\n' },
    { name: 'draft', text: '{ "type": "text", "te' },
  ],
  reactions: '[\n  {\n    "element": "go",\n    "event": "click",\n    "actions": [\n      {\n        "do": "showScreen",\n        "screen": "draft"\n      }\n    ]\n  }\n]\n',
  context: '{}',
  settings: { width: 'narrow', hostTheme: 'dark' },
};
const GOLDEN_LINK = '#v1/wxrl7qCqK08hRqnMMEZJ4cP8WQ3wNElKMsDmRNRASc9HChZ3YDaJrQU5Emp8SlFiGlI4VAMdBDIlRskKxAIKxijpgFngygdX-gbbQTB7YM9-EBcAXQU0n8QiqBYA';
