import fc from 'fast-check';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import type { JsonPath } from '../document';
import { applyReplacement, combineReplacements, editJson, layoutOf, setJson } from './json-edit';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const lines = (...parts: string[]) => parts.join('\n');

/** `text` with its one occurrence of `from` replaced by `to`; throws when `from` is missing or repeated. */
function swap(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${JSON.stringify(from)} occurs ${count} times`);
  return text.replace(from, () => to);
}

const doc = lines(
  '{',
  '  "type": "column",',
  '  "gap": 8,',
  '  "children": [',
  '    { "type" : "text" , "text" : "x" },',
  '    {',
  '      "type": "button",',
  '      "label": "Save"',
  '    }',
  '  ]',
  '}',
  '',
);
const oneLine = '{ "type" : "text" , "text" : "x" }';

describe('layoutOf', () => {
  test('two spaces and LF', () => {
    expect(layoutOf(doc)).toEqual({ eol: '\n', unit: '  ' });
  });

  test('four spaces', () => {
    expect(layoutOf('{\n    "a": 1\n}')).toEqual({ eol: '\n', unit: '    ' });
  });

  test('tabs, even deeper ones', () => {
    expect(layoutOf('{\n\t"a": [\n\t\t1\n\t]\n}')).toEqual({ eol: '\n', unit: '\t' });
  });

  test('CRLF', () => {
    expect(layoutOf('{\r\n  "a": 1\r\n}\r\n')).toEqual({ eol: '\r\n', unit: '  ' });
  });

  test('a one-line document gets LF and two spaces', () => {
    expect(layoutOf('{ "a": [1, 2] }')).toEqual({ eol: '\n', unit: '  ' });
  });

  test('a whitespace-only line is not taken for the indentation', () => {
    expect(layoutOf('{\n   \n    "a": 1\n}')).toEqual({ eol: '\n', unit: '    ' });
  });
});

describe('setJson replaces an existing value', () => {
  test('a string', () => {
    expect(setJson(doc, ['children', 1, 'label'], 'Cancel')).toBe(swap(doc, '"Save"', '"Cancel"'));
  });

  test('a number', () => {
    expect(setJson(doc, ['gap'], 12)).toBe(swap(doc, '"gap": 8', '"gap": 12'));
  });

  test('a string by null, false', () => {
    expect(setJson(doc, ['type'], null)).toBe(swap(doc, '"type": "column"', '"type": null'));
    expect(setJson(doc, ['type'], false)).toBe(swap(doc, '"type": "column"', '"type": false'));
  });

  test('a string by an object, written over lines with the owner line indentation', () => {
    expect(setJson(doc, ['children', 1, 'label'], { en: 'Save', de: 'Speichern' })).toBe(
      swap(doc, '"label": "Save"', '"label": {\n        "en": "Save",\n        "de": "Speichern"\n      }'),
    );
  });

  test('a whole array by an empty one', () => {
    expect(setJson(doc, ['children'], [])).toBe(lines('{', '  "type": "column",', '  "gap": 8,', '  "children": []', '}', ''));
  });

  test('a whole array by a nested one', () => {
    expect(setJson(doc, ['children'], [1, { a: true }])).toBe(
      lines('{', '  "type": "column",', '  "gap": 8,', '  "children": [', '    1,', '    {', '      "a": true', '    }', '  ]', '}', ''),
    );
  });

  test('the root, keeping the whitespace around it', () => {
    expect(setJson(doc, [], { type: 'divider' })).toBe('{\n  "type": "divider"\n}\n');
    expect(setJson('\n  [1, 2]  \n', [], 'x')).toBe('\n  "x"  \n');
    expect(setJson('  {"a": 1}', [], { b: [1] })).toBe('  {\n    "b": [\n      1\n    ]\n  }');
  });

  test('inside a one-line object, the spacing around the other key kept', () => {
    expect(setJson(doc, ['children', 0, 'text'], 'y')).toBe(swap(doc, oneLine, '{ "type" : "text" , "text" : "y" }'));
    expect(setJson(doc, ['children', 0, 'type'], 'image')).toBe(swap(doc, oneLine, '{ "type" : "image" , "text" : "x" }'));
  });

  test('inside a one-line object, by an object', () => {
    expect(setJson(doc, ['children', 0, 'text'], { a: 1 })).toBe(swap(doc, oneLine, '{ "type" : "text" , "text" : {\n      "a": 1\n    } }'));
  });

  test('an element of a one-line array', () => {
    expect(setJson('{ "xs": [1, 2, 3] }', ['xs', 1], 'two')).toBe('{ "xs": [1, "two", 3] }');
  });

  test('with tabs and CRLF', () => {
    const text = '{\r\n\t"a": 1,\r\n\t"b": 2\r\n}';
    expect(setJson(text, ['a'], { x: [1] })).toBe('{\r\n\t"a": {\r\n\t\t"x": [\r\n\t\t\t1\r\n\t\t]\r\n\t},\r\n\t"b": 2\r\n}');
  });
});

describe('setJson adds a property', () => {
  test('last in a multi-line object, with the siblings indentation', () => {
    expect(setJson(doc, ['children', 1, 'disabled'], true)).toBe(
      swap(doc, '      "label": "Save"\n', '      "label": "Save",\n      "disabled": true\n'),
    );
  });

  test('last in the root object', () => {
    expect(setJson(doc, ['id'], 'main')).toBe(swap(doc, '  ]\n}', '  ],\n  "id": "main"\n}'));
  });

  test('a multi-line value in a multi-line object', () => {
    expect(setJson(doc, ['children', 1, 'style'], { bold: true, size: [1, 2] })).toBe(
      swap(
        doc,
        '      "label": "Save"\n',
        '      "label": "Save",\n      "style": {\n        "bold": true,\n        "size": [\n          1,\n          2\n        ]\n      }\n',
      ),
    );
  });

  test('inline in a one-line object', () => {
    expect(setJson(doc, ['children', 0, 'tone'], 'muted')).toBe(swap(doc, oneLine, '{ "type" : "text" , "text" : "x", "tone": "muted" }'));
  });

  test('a compact object value in a one-line object', () => {
    expect(setJson(doc, ['children', 0, 'style'], { bold: true })).toBe(
      swap(doc, oneLine, '{ "type" : "text" , "text" : "x", "style": {"bold":true} }'),
    );
  });

  test('to an empty root object', () => {
    expect(setJson('{}', ['a'], 1)).toBe('{\n  "a": 1\n}');
    expect(setJson('{ }', ['a'], 1)).toBe('{\n  "a": 1\n}');
  });

  test('to an empty nested object', () => {
    expect(setJson(lines('{', '  "props": {},', '  "b": 1', '}'), ['props', 'a'], [1])).toBe(
      lines('{', '  "props": {', '    "a": [', '      1', '    ]', '  },', '  "b": 1', '}'),
    );
  });

  test('with tabs', () => {
    expect(setJson('{\n\t"a": 1\n}', ['b'], { c: 2 })).toBe('{\n\t"a": 1,\n\t"b": {\n\t\t"c": 2\n\t}\n}');
  });

  test('with the siblings indentation even when it is not one level deeper', () => {
    const text = lines('{', '  "props": {', '        "a": 1', '  }', '}');
    expect(setJson(text, ['props', 'b'], { c: 2 })).toBe(lines('{', '  "props": {', '        "a": 1,', '        "b": {', '          "c": 2', '        }', '  }', '}'));
  });
});

describe('setJson removes a property', () => {
  const three = lines('{', '  "a": 1,', '  "b": 2,', '  "c": 3', '}');

  test('the first of a multi-line object', () => {
    expect(setJson(three, ['a'], undefined)).toBe(lines('{', '  "b": 2,', '  "c": 3', '}'));
  });

  test('the middle one of a multi-line object', () => {
    expect(setJson(three, ['b'], undefined)).toBe(lines('{', '  "a": 1,', '  "c": 3', '}'));
  });

  test('the last of a multi-line object', () => {
    expect(setJson(three, ['c'], undefined)).toBe(lines('{', '  "a": 1,', '  "b": 2', '}'));
  });

  test('the only one of a multi-line object', () => {
    expect(setJson('{\n  "a": 1\n}', ['a'], undefined)).toBe('{}');
    expect(setJson(lines('{', '  "x": {', '    "a": 1', '  },', '  "y": 2', '}'), ['x', 'a'], undefined)).toBe(lines('{', '  "x": {},', '  "y": 2', '}'));
  });

  test('with a multi-line value', () => {
    expect(setJson(doc, ['children'], undefined)).toBe(lines('{', '  "type": "column",', '  "gap": 8', '}', ''));
  });

  test('first, middle, last and only of a one-line object', () => {
    const object = '{ "a": 1, "b": 2, "c": 3 }';
    expect(setJson(object, ['a'], undefined)).toBe('{ "b": 2, "c": 3 }');
    expect(setJson(object, ['b'], undefined)).toBe('{ "a": 1, "c": 3 }');
    expect(setJson(object, ['c'], undefined)).toBe('{ "a": 1, "b": 2 }');
    expect(setJson('{ "a": 1 }', ['a'], undefined)).toBe('{}');
  });

  test('the neighbour on the same line is untouched', () => {
    expect(setJson(doc, ['children', 0, 'text'], undefined)).toBe(swap(doc, oneLine, '{ "type" : "text" }'));
    expect(setJson(doc, ['children', 0, 'type'], undefined)).toBe(swap(doc, oneLine, '{ "text" : "x" }'));
    const shared = lines('{', '  "a": 1, "b": 2,', '  "c": 3', '}');
    expect(setJson(shared, ['a'], undefined)).toBe(lines('{', '  "b": 2,', '  "c": 3', '}'));
    expect(setJson(shared, ['c'], undefined)).toBe(lines('{', '  "a": 1, "b": 2', '}'));
  });
});

describe('setJson inserts into an array', () => {
  test('a one-line array at start, middle and end, compactly', () => {
    expect(setJson('[1, 2, 3]', [0], 'x', true)).toBe('["x", 1, 2, 3]');
    expect(setJson('[1, 2, 3]', [1], 'x', true)).toBe('[1, "x", 2, 3]');
    expect(setJson('[1, 2, 3]', [3], 'x', true)).toBe('[1, 2, 3, "x"]');
    expect(setJson('[1, 2, 3]', [1], { a: [true] }, true)).toBe('[1, {"a":[true]}, 2, 3]');
  });

  test('a one-line array inside a multi-line document', () => {
    expect(setJson('{\n  "xs": [1, 2]\n}', ['xs', 2], 3, true)).toBe('{\n  "xs": [1, 2, 3]\n}');
  });

  test('an empty array', () => {
    expect(setJson('[]', [0], 'x', true)).toBe('[\n  "x"\n]');
    expect(setJson(lines('{', '  "children": [],', '  "gap": 8', '}'), ['children', 0], { type: 'divider' }, true)).toBe(
      lines('{', '  "children": [', '    {', '      "type": "divider"', '    }', '  ],', '  "gap": 8', '}'),
    );
  });

  const tabbed = ['{', '\t"children": [', '\t\t{ "type": "divider" },', '\t\t{ "type": "text", "text": "a" }', '\t]', '}'];
  const spacer = ['\t\t{', '\t\t\t"type": "spacer"', '\t\t}'];
  const withSpacer = (index: number) => {
    const items = ['\t\t{ "type": "divider" }', '\t\t{ "type": "text", "text": "a" }'];
    const entries: string[][] = items.map((item) => [item]);
    entries.splice(index, 0, spacer);
    const body = entries.flatMap((entry, at) => (at < entries.length - 1 ? [...entry.slice(0, -1), entry.at(-1) + ','] : entry));
    return ['{', '\t"children": [', ...body, '\t]', '}'];
  };

  test.each([0, 1, 2])('a multi-line array with tabs, at %i', (index) => {
    expect(setJson(tabbed.join('\n'), ['children', index], { type: 'spacer' }, true)).toBe(withSpacer(index).join('\n'));
  });

  test.each([0, 1, 2])('a multi-line array with CRLF, at %i: CRLF kept, no lone LF', (index) => {
    const result = setJson(tabbed.join('\r\n'), ['children', index], { type: 'spacer' }, true);
    expect(result).toBe(withSpacer(index).join('\r\n'));
    expect(result).not.toMatch(/(?<!\r)\n/);
  });

  test('a multi-line array with the items indentation even when it is not one level deeper', () => {
    const text = lines('{', '  "xs": [', '      1,', '      2', '  ]', '}');
    expect(setJson(text, ['xs', 1], 'x', true)).toBe(lines('{', '  "xs": [', '      1,', '      "x",', '      2', '  ]', '}'));
    expect(setJson(text, ['xs', 2], 'x', true)).toBe(lines('{', '  "xs": [', '      1,', '      2,', '      "x"', '  ]', '}'));
  });

  test('an empty array with CRLF', () => {
    const result = setJson('{\r\n  "xs": []\r\n}', ['xs', 0], 1, true);
    expect(result).toBe('{\r\n  "xs": [\r\n    1\r\n  ]\r\n}');
    expect(result).not.toMatch(/(?<!\r)\n/);
  });

  test('at index 0 of a missing key creates the array', () => {
    expect(setJson(doc, ['children', 1, 'items', 0], 'a', true)).toBe(
      swap(doc, '      "label": "Save"\n', '      "label": "Save",\n      "items": [\n        "a"\n      ]\n'),
    );
    expect(setJson(doc, ['children', 0, 'items', 0], 'a', true)).toBe(swap(doc, oneLine, '{ "type" : "text" , "text" : "x", "items": ["a"] }'));
  });

  test('at index 1 of a missing key does nothing', () => {
    expect(setJson(doc, ['children', 1, 'items', 1], 'a', true)).toBe(doc);
  });

  test('setting the index just past the end appends', () => {
    expect(setJson('[1, 2]', [2], 3)).toBe('[1, 2, 3]');
    expect(setJson(doc, ['children', 2], 'z')).toBe(swap(doc, '    }\n  ]', '    },\n    "z"\n  ]'));
  });

  // Reported, not fixed: undefined has no JSON text, so the insert writes the word `undefined` into the
  // compact array (invalid JSON), and throws a TypeError from `.replace` on a multi-line one. Expected: unchanged.
  test('inserting undefined leaves the text unchanged (bug: writes `undefined`)', () => {
    expect(setJson('[1, 2]', [1], undefined, true)).toBe('[1, 2]');
  });

  test('inserting undefined into a multi-line array leaves it unchanged (bug: throws)', () => {
    expect(setJson('[\n  1\n]', [0], undefined, true)).toBe('[\n  1\n]');
  });
});

describe('setJson removes an array element', () => {
  const multi = lines('[', '  1,', '  2,', '  3', ']');

  test('first, middle, last and only of a multi-line array', () => {
    expect(setJson(multi, [0], undefined)).toBe(lines('[', '  2,', '  3', ']'));
    expect(setJson(multi, [1], undefined)).toBe(lines('[', '  1,', '  3', ']'));
    expect(setJson(multi, [2], undefined)).toBe(lines('[', '  1,', '  2', ']'));
    expect(setJson('[\n  1\n]', [0], undefined)).toBe('[]');
  });

  test('first, middle, last and only of a one-line array', () => {
    expect(setJson('[1, 2, 3]', [0], undefined)).toBe('[2, 3]');
    expect(setJson('[1, 2, 3]', [1], undefined)).toBe('[1, 3]');
    expect(setJson('[1, 2, 3]', [2], undefined)).toBe('[1, 2]');
    expect(setJson('[1]', [0], undefined)).toBe('[]');
  });

  test('a one-line object element takes its whole line with it', () => {
    expect(setJson(doc, ['children', 0], undefined)).toBe(swap(doc, `    ${oneLine},\n`, ''));
  });

  test('a multi-line object element', () => {
    expect(setJson(doc, ['children', 1], undefined)).toBe(lines('{', '  "type": "column",', '  "gap": 8,', '  "children": [', `    ${oneLine}`, '  ]', '}', ''));
  });
});

describe('setJson leaves the text alone', () => {
  test.each<[string, JsonPath, boolean]>([
    ['a missing parent', ['nope', 'deeper'], false],
    ['a key under a number', ['gap', 'x'], false],
    ['a key under a string', ['children', 1, 'type', 'x'], false],
    ['an index far past the end', ['children', 5], false],
    ['a key on an array', ['children', 'x'], false],
    ['an index on an object', ['children', 1, 0], false],
    ['an insert into a string', ['type', 0], true],
    ['an insert into an object', ['children', 1, 0], true],
    ['an insert with a key', ['children', 'x'], true],
    ['an insert at the root', [], true],
  ])('when the path cannot be reached: %s', (_, path, insert) => {
    expect(setJson(doc, path, 'v', insert)).toBe(doc);
  });

  test.each<[string, JsonPath]>([
    ['a missing key', ['nope']],
    ['a missing nested key', ['children', 0, 'nope']],
    ['a missing index', ['children', 9]],
    ['a missing parent', ['nope', 'deeper']],
    ['the root', []],
  ])('when removing %s', (_, path) => {
    expect(setJson(doc, path, undefined)).toBe(doc);
  });

  test('when there is no JSON at all', () => {
    expect(setJson('', ['a'], 1)).toBe('');
    expect(setJson('   ', ['a'], 1)).toBe('   ');
  });
});

describe('hostile strings round-trip', () => {
  const hostile = [
    'say "hi"',
    'back\\slash\\',
    '\\"',
    'two\nlines\r\nand\ttab',
    '</script><script>alert(1)</script>',
    '<!-- -->',
    '😀👩‍👩‍👧 🏳️‍🌈',
    'مرحبا بالعالم',
    'שלום עולם',
    '\u202eRTL override\u202c',
    'line\u2028sep\u2029para',
    '\u0000\u0001\u001f\b\f',
    '\ud800 lone surrogate',
    '',
    ' ',
    '{"a": [1, 2]}',
    '${x}`',
  ];

  const parse = (text: string) => JSON.parse(text) as { children: Record<string, unknown>[]; [key: string]: unknown };
  const expected = (edit: (tree: ReturnType<typeof parse>) => void) => {
    const tree = parse(doc);
    edit(tree);
    return tree;
  };

  test.each(hostile)('as a replaced value: %j', (value) => {
    const result = setJson(doc, ['children', 1, 'label'], value);
    expect(parse(result).children[1]!['label']).toBe(value);
    expect(parse(result)).toEqual(expected((tree) => (tree.children[1]!['label'] = value)));
  });

  test.each(hostile)('as a key and value added to a multi-line and a one-line object: %j', (value) => {
    const multi = setJson(doc, ['children', 1, value], value);
    expect(Object.keys(parse(multi).children[1]!)).toEqual(['type', 'label', value]);
    expect(parse(multi).children[1]![value]).toBe(value);
    const inline = setJson(doc, ['children', 0, value], value);
    expect(Object.keys(parse(inline).children[0]!)).toEqual(['type', 'text', value]);
    expect(parse(inline).children[0]![value]).toBe(value);
  });

  test.each(hostile)('nested in an object value: %j', (value) => {
    const result = setJson(doc, ['children', 0, 'text'], { [value]: [value] });
    expect(parse(result).children[0]!['text']).toEqual({ [value]: [value] });
  });

  test.each(hostile)('inserted into an array: %j', (value) => {
    const result = setJson(doc, ['children', 1], value, true);
    expect(parse(result).children[1]).toBe(value);
    expect(parse(result).children).toHaveLength(3);
    expect(setJson('[1, 2]', [1], value, true)).toBe(`[1, ${JSON.stringify(value)}, 2]`);
  });

  test.each(hostile)('already in the document, edits around them land exactly: %j', (value) => {
    const text = JSON.stringify({ [value]: value, next: 1 }, null, 2);
    expect(setJson(text, ['next'], 2)).toBe(swap(text, '"next": 1', '"next": 2'));
    expect(setJson(text, [value], 'plain')).toBe(swap(text, `: ${JSON.stringify(value)},`, ': "plain",'));
    expect(setJson(text, [value], undefined)).toBe('{\n  "next": 1\n}');
    expect(setJson(text, ['after'], value)).toBe(swap(text, '"next": 1\n', `"next": 1,\n  "after": ${JSON.stringify(value)}\n`));
  });

  test.each(hostile)('added then removed gives the text back: %j', (value) => {
    expect(setJson(setJson(doc, ['children', 0, value], value), ['children', 0, value], undefined)).toBe(doc);
    expect(setJson(setJson(doc, ['children', 1, value], value), ['children', 1, value], undefined)).toBe(doc);
  });

  test('__proto__ is an ordinary key', () => {
    const result = setJson('{\n  "a": 1\n}', ['__proto__'], { polluted: true });
    const tree = JSON.parse(result) as object;
    expect(Object.keys(tree)).toEqual(['a', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(tree, '__proto__')?.value).toEqual({ polluted: true });
    expect(setJson(result, ['__proto__', 'polluted'], false)).toBe(swap(result, 'true', 'false'));
  });
});

describe('random edits on formatted documents', () => {
  interface Style {
    readonly unit: string;
    readonly eol: string;
    /** Containers this deep and deeper are written on one line. */
    readonly inlineFrom: number;
    /** `{ "a": 1, "b": [1, 2] }` rather than `{"a":1,"b":[1,2]}` on one line. */
    readonly spaced: boolean;
    readonly trailing: boolean;
  }

  function print(value: Json, depth: number, style: Style): string {
    if (value === null || typeof value !== 'object') return JSON.stringify(value);
    const colon = style.spaced || depth < style.inlineFrom ? ': ' : ':';
    const entries = Array.isArray(value)
      ? value.map((item) => print(item, depth + 1, style))
      : Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}${colon}${print(item, depth + 1, style)}`);
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) return open + close;
    if (depth >= style.inlineFrom) {
      if (!style.spaced) return open + entries.join(',') + close;
      return Array.isArray(value) ? `[${entries.join(', ')}]` : `{ ${entries.join(', ')} }`;
    }
    const pad = style.unit.repeat(depth + 1);
    return open + style.eol + entries.map((entry) => pad + entry).join(',' + style.eol) + style.eol + style.unit.repeat(depth) + close;
  }

  const format = (value: Json, style: Style) => print(value, 0, style) + (style.trailing ? style.eol : '');

  function child(value: Json, step: string | number): Json {
    const found = Array.isArray(value) ? value[step as number] : (value as Record<string, Json>)[step];
    if (found === undefined) throw new Error(`no ${step}`);
    return found;
  }

  /** What setJson promises, on the parsed value. */
  function reference(root: Json, path: JsonPath, value: Json | undefined, insert: boolean): Json {
    const copy = JSON.parse(JSON.stringify(root)) as Json;
    if (path.length === 0) return value === undefined ? copy : value;
    const parent = path.slice(0, -1).reduce(child, copy);
    const last = path[path.length - 1]!;
    if (Array.isArray(parent)) {
      const index = last as number;
      if (insert) parent.splice(index, 0, value!);
      else if (value === undefined) parent.splice(index, 1);
      else parent[index] = value;
    } else {
      const object = parent as Record<string, Json>;
      if (value === undefined) delete object[last as string];
      else Object.defineProperty(object, last, { value, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }

  type Kind = 'replace' | 'remove' | 'add' | 'insert' | 'append';
  interface Edit {
    readonly kind: Kind;
    readonly path: JsonPath;
  }

  /** Every edit that can be made to `value`, new keys taken from `key`. */
  function edits(value: Json, key: string, at: JsonPath = []): Edit[] {
    const out: Edit[] = [{ kind: 'replace', path: at }];
    if (at.length > 0) out.push({ kind: 'remove', path: at });
    if (Array.isArray(value)) {
      for (let index = 0; index <= value.length; index++) out.push({ kind: 'insert', path: [...at, index] });
      out.push({ kind: 'append', path: [...at, value.length] });
      value.forEach((item, index) => out.push(...edits(item, key, [...at, index])));
    } else if (value !== null && typeof value === 'object') {
      let fresh = key;
      while (Object.hasOwn(value, fresh)) fresh += '_';
      out.push({ kind: 'add', path: [...at, fresh] });
      for (const [name, item] of Object.entries(value)) out.push(...edits(item, key, [...at, name]));
    }
    return out;
  }

  const end = (node: Node) => node.offset + node.length;

  /** The span of `text` the edit may change: everything before `lo` and from `hi` on stays. */
  function allowed(text: string, { kind, path }: Edit): [number, number] {
    const root = parseTree(text)!;
    const at = (steps: JsonPath) => findNodeAtLocation(root, [...steps])!;
    if (kind === 'replace') {
      const node = at(path);
      return [node.offset, end(node)];
    }
    const container = at(path.slice(0, -1));
    const items = container.children ?? [];
    if (kind === 'remove') {
      const node = at(path);
      const index = items.indexOf(node.parent?.type === 'property' ? node.parent : node);
      return [index > 0 ? end(items[index - 1]!) : container.offset + 1, index < items.length - 1 ? items[index + 1]!.offset : end(container) - 1];
    }
    if (items.length === 0) return [container.offset + 1, end(container) - 1];
    const index = kind === 'add' ? items.length : (path[path.length - 1] as number);
    const point = index < items.length ? items[index]!.offset : end(items[items.length - 1]!);
    return [point, point];
  }

  function commonPrefix(a: string, b: string): number {
    let length = 0;
    while (length < a.length && length < b.length && a[length] === b[length]) length++;
    return length;
  }

  function commonSuffix(a: string, b: string): number {
    let length = 0;
    while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length]) length++;
    return length;
  }

  const key = fc.constantFrom('a', 'b', 'type', 'text', 'children', '', 'k"q', 'back\\slash', 'ü', '😀', 'x y', '</script>', '\u2028', 'שלום');
  const scalar = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.boolean(), fc.constant(null), fc.string({ unit: 'binary', maxLength: 6 }));
  const { json, container } = fc.letrec<{ json: Json; container: Json; array: Json[]; object: Record<string, Json> }>((tie) => ({
    json: fc.oneof({ depthSize: 'small', maxDepth: 4 }, scalar, tie('array'), tie('object')),
    container: fc.oneof(tie('array'), tie('object')),
    array: fc.array(tie('json'), { maxLength: 4 }),
    object: fc.dictionary(key, tie('json'), { maxKeys: 4, noNullPrototype: true }),
  }));
  const style = fc.record({
    unit: fc.constantFrom('  ', '    ', '\t'),
    eol: fc.constantFrom('\n', '\r\n'),
    inlineFrom: fc.integer({ min: 0, max: 4 }),
    spaced: fc.boolean(),
    trailing: fc.boolean(),
  });
  const value = fc.oneof({ depthSize: 'small', maxDepth: 2 }, scalar, json);
  const scenario = fc.record({ tree: container, style, pick: fc.nat(), key, value });

  function run({ tree, style, pick, key, value }: { tree: Json; style: Style; pick: number; key: string; value: Json }) {
    const text = format(tree, style);
    const candidates = edits(tree, key);
    const edit = candidates[pick % candidates.length]!;
    const newValue = edit.kind === 'remove' ? undefined : value;
    return { text, edit, newValue, result: setJson(text, edit.path, newValue, edit.kind === 'insert') };
  }

  test('the parsed result is the same edit applied to the parsed document', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { text, edit, newValue, result } = run(input);
        const want = reference(input.tree, edit.path, newValue, edit.kind === 'insert');
        const got = JSON.parse(result) as unknown;
        expect(got).toEqual(want);
        // key order too: an added key goes last
        expect(JSON.stringify(got)).toBe(JSON.stringify(want));
        expect(JSON.parse(text)).toEqual(input.tree);
      }),
      { numRuns: 500 },
    );
  });

  test('the text outside the changed span is byte-identical', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { text, edit, result } = run(input);
        const [lo, hi] = allowed(text, edit);
        const prefix = commonPrefix(text, result);
        const suffix = commonSuffix(text, result);
        // text[0, lo) starts the result, text[hi, end) ends it, and the two do not overlap there
        expect(prefix).toBeGreaterThanOrEqual(lo);
        expect(suffix).toBeGreaterThanOrEqual(text.length - hi);
        expect(lo + (text.length - hi)).toBeLessThanOrEqual(result.length);
        if (edit.kind === 'remove') expect(result.length).toBeLessThan(text.length);
        if (text.includes('\r\n')) expect(result).not.toMatch(/(?<!\r)\n/);
      }),
      { numRuns: 500 },
    );
  });

  test('entries added to a non-empty one-line container stay on that line', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { text, edit, result } = run(input);
        if (edit.kind === 'replace' || edit.kind === 'remove') return;
        const holder = findNodeAtLocation(parseTree(text)!, [...edit.path.slice(0, -1)])!;
        if (!holder.children?.length || text.slice(holder.offset, end(holder)).includes('\n')) return;
        expect(result.split('\n').length).toBe(text.split('\n').length);
      }),
      { numRuns: 500 },
    );
  });

  test('adding or inserting, then removing the same path, gives the text back byte for byte', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { text, edit, result } = run(input);
        if (edit.kind === 'replace' || edit.kind === 'remove') return;
        expect(setJson(result, edit.path, undefined)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

describe('combining two replacements into one', () => {
  const text = '[\n  1,\n  2,\n  3\n]\n';
  // a move is a removal and then an insertion into the text the removal left
  test.each([
    ['first to last', 0, 2, '[\n  2,\n  3,\n  1\n]\n'],
    ['last to first', 2, 0, '[\n  3,\n  1,\n  2\n]\n'],
    ['middle to first', 1, 0, '[\n  2,\n  1,\n  3\n]\n'],
  ] as const)('%s is one replacement with the same result', (_name, from, to, expected) => {
    const removal = editJson(text, [from], undefined);
    const between = applyReplacement(text, removal);
    const insertion = editJson(between, [to], JSON.parse(text)[from], true);
    const combined = combineReplacements(text, removal, insertion)!;
    expect(applyReplacement(text, combined)).toBe(expected);
    expect(combined.start).toBeGreaterThan(0);
    expect(combined.end).toBeLessThan(text.length);
  });

  test('a missing side gives the other', () => {
    const only = editJson(text, [0], 7);
    expect(combineReplacements(text, only, undefined)).toEqual(only);
    expect(combineReplacements(text, undefined, only)).toEqual(only);
    expect(applyReplacement(text, only)).toBe('[\n  7,\n  2,\n  3\n]\n');
  });
});
