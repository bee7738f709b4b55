import { describe, expect, test } from 'vitest';
import { analyze } from './analyze';
import fc from 'fast-check';
import { getLocation } from 'jsonc-parser';
import { drawnPartPath, partAtOffset, pathAtOffset } from './node-path';

const tree = {
  type: 'column',
  gap: 'small',
  children: [
    { type: 'button', id: 'go', label: 'Go now' },
    {
      type: 'list',
      id: 'files',
      items: [
        { id: 'a', title: 'First title' },
        { id: 'b', title: 'Second title', actions: [{ id: 'open', label: 'Open it' }] },
      ],
    },
    { type: 'choice', id: 'c', options: [{ value: 1, label: 'Option one' }] },
  ],
};

/** The offset just inside the first occurrence of `needle` after `after`. */
const inside = (text: string, needle: string, after = '') => text.indexOf(needle, text.indexOf(after)) + 2;

describe('partAtOffset', () => {
  const text = JSON.stringify(tree, null, 2);

  test("a cursor inside a list item's title is the item", () => {
    expect(partAtOffset(text, inside(text, '"Second title"'), [])).toEqual(['children', 1, 'items', 1]);
    expect(partAtOffset(text, inside(text, '"First title"'), [])).toEqual(['children', 1, 'items', 0]);
  });

  test("a cursor inside a node's prop is that node", () => {
    expect(partAtOffset(text, inside(text, '"Go now"'), [])).toEqual(['children', 0]);
    expect(partAtOffset(text, inside(text, '"label"'), [])).toEqual(['children', 0]);
    expect(partAtOffset(text, inside(text, '"files"'), [])).toEqual(['children', 1]);
  });

  test('a cursor inside a row action or an option is that action or option', () => {
    expect(partAtOffset(text, inside(text, '"Open it"'), [])).toEqual(['children', 1, 'items', 1, 'actions', 0]);
    expect(partAtOffset(text, inside(text, '"Option one"'), [])).toEqual(['children', 2, 'options', 0]);
  });

  test("a cursor on the root's own props is the root", () => {
    expect(partAtOffset(text, inside(text, '"small"'), [])).toEqual([]);
    expect(partAtOffset(text, inside(text, '"column"'), [])).toEqual([]);
  });

  test('in a wrapped tree the path is relative to the tree, and the wrapper outside the tree is undefined', () => {
    const message = JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'ui/setPanel', params: { tree } }, null, 2);
    const { treePath } = analyze(message);
    expect(treePath).toEqual(['params', 'tree']);
    expect(partAtOffset(message, inside(message, '"Second title"'), treePath)).toEqual(['children', 1, 'items', 1]);
    expect(partAtOffset(message, inside(message, '"2.0"'), treePath)).toBeUndefined();
    expect(partAtOffset(message, inside(message, '"ui/setPanel"'), treePath)).toBeUndefined();
    expect(partAtOffset(message, inside(message, '"jsonrpc"'), treePath)).toBeUndefined();
    expect(partAtOffset(message, inside(message, '"params"'), treePath)).toBeUndefined();

    const params = JSON.stringify({ tree, note: 'x' }, null, 2);
    expect(partAtOffset(params, inside(params, '"note"'), ['tree'])).toBeUndefined();
    expect(partAtOffset(params, inside(params, '"Go now"'), ['tree'])).toEqual(['children', 0]);
  });

  test('a cursor in broken JSON still finds the part it is in', () => {
    const broken = '{"type":"column","children":[{"type":"button","label":"Go"';
    expect(partAtOffset(broken, broken.indexOf('"Go"') + 1, [])).toEqual(['children', 0]);
  });

  test('a cursor in 5,000-level deep text does not throw', () => {
    const deep = '{"type":"column","children":['.repeat(5_000) + ']}'.repeat(5_000);
    expect(() => partAtOffset(deep, deep.length - 3, [])).not.toThrow();
  });
});

describe('drawnPartPath', () => {
  test('is the deepest node, item, action or option on the path', () => {
    expect(drawnPartPath(['children', 0, 'children', 2, 'label'])).toEqual(['children', 0, 'children', 2]);
    expect(drawnPartPath(['children', 1, 'items', 3, 'title'])).toEqual(['children', 1, 'items', 3]);
    expect(drawnPartPath(['items', 3, 'actions', 1, 'icon'])).toEqual(['items', 3, 'actions', 1]);
    expect(drawnPartPath(['options', 0, 'value'])).toEqual(['options', 0]);
    expect(drawnPartPath(['children', 0, 'children'])).toEqual(['children', 0]);
  });

  test('is the root for the root\'s own props and the empty path', () => {
    expect(drawnPartPath(['gap'])).toEqual([]);
    expect(drawnPartPath(['children'])).toEqual([]);
    expect(drawnPartPath([])).toEqual([]);
  });

  test('indexes under other keys are not drawn parts', () => {
    expect(drawnPartPath(['children', 2, 'extra', 0])).toEqual(['children', 2]);
  });
});

describe('pathAtOffset', () => {
  const keys = fc.constantFrom('children', 'items', 'actions', 'options', 'type', 'a"b', 'é', 'x\\y');
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.string(), fc.integer(), fc.boolean(), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(keys, tie('value'), { maxKeys: 4 })),
  })).value;

  test('agrees with jsonc-parser inside every string, key or value, compact or pretty', () => {
    fc.assert(
      fc.property(json, fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        for (let offset = 1; offset < text.length; offset++) {
          // strictly inside a string token, where both read the same token
          const before = text.slice(0, offset);
          const quotes = (before.match(/(?<!\\)(\\\\)*"/g) ?? []).length;
          if (quotes % 2 === 0) continue;
          expect(pathAtOffset(text, offset)).toEqual(getLocation(text, offset).path);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('text nested 20,000 deep is read without recursion', () => {
    const text = '['.repeat(20_000) + '"x"' + ']'.repeat(20_000);
    expect(pathAtOffset(text, 20_001)).toHaveLength(20_000);
  });

  test('an unfinished key or a broken escape is read as written', () => {
    expect(pathAtOffset('{"chil', 5)).toEqual(['chil']);
    expect(pathAtOffset('{"a\\q": 1', 4)).toEqual(['a\\q']);
  });
});
