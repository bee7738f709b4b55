import { describe, expect, test } from 'vitest';
import type { TextRange } from './issue';
import { locatePaths, rangeFor } from './locate';
import { toPointer } from './json-path';

const text = `{
  "type": "column",
  "children": [
    { "label": "Go", "type": "button", "id": "go" },
    { "text": "plain" },
    {},
    [1, 2]
  ],
  "a/b": { "~": true }
}`;

const slice = (range: TextRange | undefined) => (range ? text.slice(range.start, range.end) : undefined);

describe('locatePaths', () => {
  const paths = [[], ['type'], ['children'], ['children', 0], ['children', 0, 'label'], ['children', 1], ['children', 2], ['children', 3, 1], ['a/b', '~']];
  const found = locatePaths(text, paths);
  const at = (path: (string | number)[]) => found.get(toPointer(path));

  test('a property has its key range and its value range', () => {
    expect(slice(at(['type'])!.key)).toBe('"type"');
    expect(slice(at(['type'])!.value)).toBe('"column"');
    expect(slice(at(['children', 0, 'label'])!.key)).toBe('"label"');
    expect(slice(at(['children', 0, 'label'])!.value)).toBe('"Go"');
  });

  test('an object or array value spans from its opening to its closing bracket', () => {
    const children = slice(at(['children'])!.value)!;
    expect(children.startsWith('[\n    { "label"')).toBe(true);
    expect(children.endsWith('[1, 2]\n  ]')).toBe(true);
    expect(slice(at(['children'])!.key)).toBe('"children"');
    expect(slice(at([])!.value)).toBe(text);
  });

  test('array items have a value and no key', () => {
    expect(slice(at(['children', 0])!.value)).toBe('{ "label": "Go", "type": "button", "id": "go" }');
    expect(at(['children', 0])!.key).toBeUndefined();
    expect(slice(at(['children', 3, 1])!.value)).toBe('2');
  });

  test('an object\'s anchor is its "type" value even when "type" is not first', () => {
    expect(slice(at(['children', 0])!.anchor)).toBe('"button"');
    expect(slice(at([])!.anchor)).toBe('"column"');
  });

  test('an object without "type" is anchored at its first key; an empty one has no anchor', () => {
    expect(slice(at(['children', 1])!.anchor)).toBe('"text"');
    expect(at(['children', 2])!.anchor).toBeUndefined();
    expect(slice(at(['children', 2])!.value)).toBe('{}');
  });

  test('keys holding "/" and "~" are found through their escaped pointers', () => {
    expect(slice(at(['a/b', '~'])!.key)).toBe('"~"');
    expect(slice(at(['a/b', '~'])!.value)).toBe('true');
  });

  test('only the asked paths are reported, and missing ones are absent', () => {
    const one = locatePaths(text, [['children', 0, 'id'], ['children', 9], ['nope']]);
    expect([...one.keys()]).toEqual(['/children/0/id']);
    expect(slice(one.get('/children/0/id')!.value)).toBe('"go"');
  });

  test('a duplicate key is located at its last occurrence, the one JSON.parse keeps', () => {
    const doubled = '{"type":"text","text":"first","text":"second"}';
    const location = locatePaths(doubled, [['text']]).get('/text')!;
    expect(doubled.slice(location.value!.start, location.value!.end)).toBe('"second"');
  });

  test('positions are UTF-16 offsets, past emoji and right-to-left text', () => {
    const tricky = '{"text":"😀 שלום \\" }","style":"x"}';
    const location = locatePaths(tricky, [['style']]).get('/style')!;
    expect(tricky.slice(location.value!.start, location.value!.end)).toBe('"x"');
    expect(tricky.slice(location.key!.start, location.key!.end)).toBe('"style"');
  });
});

describe('rangeFor', () => {
  const location = { key: { start: 1, end: 5 }, value: { start: 7, end: 20 }, anchor: { start: 9, end: 12 } };

  test('picks the key, the value, or the anchor for a missing prop', () => {
    expect(rangeFor(location, 'key', 30)).toEqual({ start: 1, end: 5 });
    expect(rangeFor(location, 'value', 30)).toEqual({ start: 7, end: 20 });
    expect(rangeFor(location, 'missing', 30)).toEqual({ start: 9, end: 12 });
  });

  test('falls back to the opening bracket, the other range, or the first character', () => {
    expect(rangeFor({ value: { start: 7, end: 20 } }, 'missing', 30)).toEqual({ start: 7, end: 8 });
    expect(rangeFor({ value: { start: 7, end: 20 } }, 'key', 30)).toEqual({ start: 7, end: 20 });
    expect(rangeFor({ key: { start: 1, end: 5 } }, 'value', 30)).toEqual({ start: 1, end: 5 });
    expect(rangeFor(undefined, 'value', 30)).toEqual({ start: 0, end: 1 });
    expect(rangeFor(undefined, 'value', 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('locatePaths in a text that repeats no key', () => {
  test('the scan that stops at the wanted values finds the same ranges as a full scan', () => {
    const tree = { type: 'column', children: Array.from({ length: 50 }, (_, i) => ({ type: 'text', text: `Line ${i}`, nested: { deep: [i, { more: 'x' }] } })) };
    const text = JSON.stringify(tree, null, 2);
    const paths = [['children', 3], ['children', 3, 'text'], ['children', 7, 'nested', 'deep', 1], ['children']];
    expect(locatePaths(text, paths, { uniqueKeys: true })).toEqual(locatePaths(text, paths));
  });
});
