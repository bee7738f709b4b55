import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { setPanelLineBytes, utf8Bytes } from './line-size';

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe('UTF-8 sizes', () => {
  test('counted as the encoder writes them: ASCII, accents, emoji, right-to-left text, lone surrogates', () => {
    for (const text of ['', 'plain', 'café', '👋🏽 hi', 'שלום עולם', '\ud800 lone', 'end \udc00', '</script>"\\\n']) expect(utf8Bytes(text), text).toBe(encoded(text));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => utf8Bytes(text) === encoded(text)), { numRuns: 2000 });
  });

  test('the ui/setPanel line of a tree', () => {
    const tree = { type: 'text', text: 'é👋' };
    expect(setPanelLineBytes(tree, 7)).toBe(encoded(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ui/setPanel', params: { tree } })));
  });
});
