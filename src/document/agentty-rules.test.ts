import { describe, expect, test } from 'vitest';
import { AGENTTY_RULE, API_VERSIONS, registry, nodeTypes, type ApiVersion } from '../schema';
import { analyze, type Analysis } from './analyze';

// Agentty's own verdicts (crates/agentty-bridge/src/plugins/ui.rs): an error is a tree it refuses, nothing else.

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const check = (tree: unknown, api?: ApiVersion) => analyze(pretty(tree), 'panel', api === undefined ? {} : { api });
const errors = (analysis: Analysis) => analysis.issues.filter((issue) => issue.severity === 'error');
const codes = (analysis: Analysis) => analysis.issues.map((issue) => `${issue.severity} ${issue.code}`);
const marked = (analysis: Analysis, code: string) => {
  const issue = analysis.issues.find((each) => each.code === code);
  return issue && analysis.text.slice(issue.start, issue.end);
};
const range = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
const rows = (n: number, cells: number) => range(n, (i) => ({ id: `r${i}`, cells: range(cells, (c) => `c${c}`) }));

describe('more than 2,000 elements, counted as Agentty counts them', () => {
  test.each([
    // [what, tree of exactly 2,000 elements, the same with one more]
    ['list items and row actions', (n: number) => ({ type: 'list', id: 'l', items: [...range(999, (i) => ({ id: `i${i}`, title: 'T', actions: [{ id: 'a' }] })), ...range(n - 1999, (i) => ({ id: `x${i}`, title: 'T' }))] })],
    ['choice options', (n: number) => ({ type: 'choice', id: 'c', options: range(n - 1, (i) => ({ value: `v${i}`, label: 'L' })) })],
    ['select options', (n: number) => ({ type: 'select', id: 's', options: range(n - 1, (i) => ({ value: `v${i}`, label: 'L' })) })],
    ['button menu entries', (n: number) => ({ type: 'button', id: 'b', label: 'B', menu: range(n - 1, (i) => ({ value: `v${i}`, label: 'L' })) })],
    ['flow steps and the insert menu', (n: number) => ({ type: 'flow', id: 'f', steps: range(n - 11, (i) => ({ id: `s${i}`, title: 'S' })), insertMenu: range(10, (i) => ({ value: `v${i}`, label: 'L' })) })],
    ['tabs and the add menu', (n: number) => ({ type: 'tabs', id: 't', tabs: range(n - 11, (i) => ({ id: `t${i}`, label: 'T' })), addMenu: range(10, (i) => ({ value: `v${i}`, label: 'L' })), children: [{ type: 'divider' }] }).valueOf()],
    ['keyValue items', (n: number) => ({ type: 'keyValue', items: range(n - 1, (i) => ({ label: `k${i}`, value: 'v' })) })],
    ['nodes', (n: number) => ({ type: 'column', children: range(n - 1, () => ({ type: 'divider' })) })],
  ])('%s: 2,000 are accepted, 2,001 refused', (_what, make) => {
    // the tabs case holds one divider child: one element fewer for the tabs themselves
    const fit = (n: number) => {
      const tree = make(n) as { type: string; tabs?: unknown[] };
      if (tree.type === 'tabs') tree.tabs!.pop();
      return tree;
    };
    expect(errors(check(fit(2_000)))).toEqual([]);
    const over = check(fit(2_001));
    expect(errors(over).map((issue) => issue.code)).toEqual(['too-many-elements']);
    expect(errors(over)[0]!.message).toMatch(/^UI tree has more than 2000 elements: 2,001 \(/);
  });

  test('a table counts its columns, then each row as 1 plus its cells cut to the number of columns', () => {
    const table = (n: number) => ({ type: 'table', id: 't', columns: [{ label: 'A' }, { label: 'B' }], rows: rows(n, 5) });
    // 1 node + 2 columns + 666 rows × (1 + 2 cells) = 2,001
    expect(errors(check(table(665)))).toEqual([]);
    const over = check(table(666));
    expect(errors(over)[0]!.message).toContain('2,001 (1,332 table cells, 666 table rows, 2 table columns, 1 node)');
  });

  test('an input counts at most 500 completions; grid widths count nothing', () => {
    const completions = range(5_000, (i) => ({ label: `word${i}` }));
    const tree = {
      type: 'column',
      children: [
        ...range(3, (i) => ({ type: 'input', id: `i${i}`, completions })),
        { type: 'grid', widths: range(100, () => '1'), children: [] },
        ...range(492, () => ({ type: 'divider' })),
      ],
    };
    // 1 column + 3 inputs + 1,500 completions + 1 grid + 492 dividers = 1,997
    expect(errors(check(tree))).toEqual([]);
    tree.children.push(...range(4, () => ({ type: 'divider' })));
    expect(errors(check(tree))[0]!.message).toContain('2,001 (1,500 completions, 501 nodes)');
  });

  test('the error names what makes up the count and sits on the biggest contributor, for a click in Problems', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'section', title: 'Files', children: range(40, (i) => ({ type: 'text', text: `t${i}` })) },
        { type: 'list', id: 'files', items: range(1_900, (i) => ({ id: `f${i}`, title: 'F', actions: i < 28 ? [{ id: 'open' }] : [] })) },
        { type: 'keyValue', items: range(50, (i) => ({ label: `k${i}`, value: 'v' })) },
      ],
    };
    const analysis = check(tree);
    const [issue] = errors(analysis);
    expect(issue!.message).toBe(
      `UI tree has more than 2000 elements: 2,022 (1,900 list items, 50 key-value items, 44 nodes, 28 row actions), and Agentty refuses the tree. The list at /children/1 adds the most: 1,928, most of them in its "items". ${AGENTTY_RULE}`,
    );
    expect(issue!.path).toEqual(['children', 1, 'items']);
    expect(marked(analysis, 'too-many-elements')).toBe('"items"');
  });
});

describe('nesting deeper than 12 levels', () => {
  const nested = (levels: number, leaf: unknown = { type: 'text', text: 'leaf' }) => {
    let tree = leaf;
    for (let i = 0; i < levels; i++) tree = { type: i % 2 ? 'card' : 'column', children: [tree] };
    return tree;
  };

  test('a node at level 12 is accepted; one at level 13 is an error at that node, and only the first', () => {
    expect(check(nested(12)).issues).toEqual([]);
    const deep = check({ type: 'row', children: [nested(12), nested(14)] });
    expect(codes(deep)).toEqual(['error nested-too-deep']);
    const issue = deep.issues[0]!;
    // the row is level 0; its first child's chain reaches level 13 at the text
    expect(issue.path).toEqual([...range(13, () => ['children', 0]).flat(), 'type']);
    expect(marked(deep, 'nested-too-deep')).toBe('"text"');
    expect(issue.message).toBe(`UI tree is nested deeper than 12 levels: this text is at level 13 (the root is level 0), and Agentty refuses the tree. ${AGENTTY_RULE}`);
  });

  test('the designer still refuses to draw past 256 JSON levels, and says why', () => {
    const analysis = check(nested(200));
    expect(codes(analysis)).toEqual(['error too-deep']);
    expect(analysis.drawable).toBe(false);
  });
});

describe('what serde refuses, and what it lets through', () => {
  test('an unknown type and an unknown enum value are errors, with "did you mean"', () => {
    const analysis = check({ type: 'column', children: [{ type: 'chekbox', id: 'c', label: 'C' }, { type: 'flow', id: 'f', steps: [{ id: 's', title: 'S', state: 'don' }] }, { type: 'callout', text: 'x', tone: 'warn' }] });
    expect(codes(analysis)).toEqual(['error unknown-type', 'error schema', 'error schema']);
    expect(analysis.issues[0]!.message).toContain('did you mean "checkbox"?');
    expect(analysis.issues[1]!.message).toContain('"state" must be one of "off", "on", "active", "done", "error"');
  });

  test('an unknown key is a warning that Agentty ignores it, on nodes and on every kind of entry, with "did you mean"', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'table', id: 't', columns: [{ label: 'A', algn: 'end' }], rows: [{ id: 'r', cels: [] }] },
        { type: 'tabs', id: 'tb', tabs: [{ id: 'a', label: 'A', closeable: true }], children: [], fil: true },
        { type: 'input', id: 'i', completions: [{ label: 'x', inserts: 'y' }] },
        { type: 'button', id: 'b', label: 'B', menu: [{ value: 'v', label: 'V', icon: 'x' }] },
        { type: 'keyValue', items: [{ label: 'k', value: 'v', monospace: true }] },
      ],
    };
    const analysis = check(tree);
    expect(analysis.hasErrors).toBe(false);
    const unknown = analysis.issues.filter((issue) => issue.code === 'unknown-key');
    expect(unknown.map((issue) => [issue.severity, analysis.text.slice(issue.start, issue.end)])).toEqual(
      ['"algn"', '"cels"', '"closeable"', '"fil"', '"inserts"', '"icon"', '"monospace"'].map((key) => ['warning', key]),
    );
    expect(unknown[0]!.message).toBe(`Unknown key "algn" on a table column (did you mean "align"?): Agentty ignores it, so it does nothing; most such keys are typos. A table column takes label, align, grow. ${AGENTTY_RULE}`);
    expect(unknown[2]!.message).toContain('on a tab (did you mean "closable"?)');
  });

  test('a card without a title, a progress without a value, and every new type with only its required fields are valid', () => {
    expect(check({ type: 'card', children: [{ type: 'text', text: 'x' }] }).issues).toEqual([]);
    expect(check({ type: 'progress' }).issues).toEqual([]);
    const required: Record<string, Record<string, unknown>> = {
      flow: { id: 'f' },
      popover: { id: 'p', title: 'P', children: [] },
      grid: { children: [] },
      tabs: { id: 't', children: [] },
      table: { id: 't' },
      keyValue: {},
      stat: { label: 'L', value: '1' },
      callout: { text: 'x' },
      select: { id: 's' },
      checkbox: { id: 'c', label: 'C' },
      code: { text: 'x' },
    };
    for (const [type, fields] of Object.entries(required)) expect(errors(check({ type, ...fields })), type).toEqual([]);
  });

  test("null is a warning where Agentty's field is optional, an error where it is not", () => {
    const optional = check({ type: 'card', title: null, children: [{ type: 'list', id: 'l', empty: null, items: [{ id: 'a', title: 'A', subtitle: null, tag: null, actions: [{ id: 'x', tooltip: null }] }] }] });
    expect(codes(optional)).toEqual(Array(5).fill('warning null-prop'));
    expect(optional.issues[0]!.message).toContain('"title" is null: Agentty reads it as left out, so leave it out.');
    for (const [tree, key] of [
      [{ type: 'column', children: null }, 'children'],
      [{ type: 'column', gap: null, children: [] }, 'gap'],
      [{ type: 'input', id: 'i', placeholder: null }, 'placeholder'],
      [{ type: 'list', id: 'l', items: [{ id: 'a', title: 'A', tone: null }] }, 'tone'],
      [{ type: 'grid', columns: null, children: [] }, 'columns'],
      [{ type: 'select', id: 's', value: null }, 'value'],
    ] as const) {
      const analysis = check(tree);
      expect(errors(analysis).map((issue) => [issue.path.at(-1), issue.message.slice(0, issue.message.indexOf(' Leave'))]), key).toEqual([
        [key, `"${key}" cannot be null: Agentty's field is not optional, so it refuses the tree.`],
      ]);
    }
  });

  test('a container without children is a warning: Agentty reads it as none', () => {
    const analysis = check({ type: 'grid', columns: 2 });
    expect(codes(analysis)).toEqual(['warning missing-children']);
    expect(analysis.issues[0]!.message).toContain('This grid has no "children": Agentty reads it as none');
    expect(marked(analysis, 'missing-children')).toBe('"grid"');
  });

  test.each([
    ['a fraction', { type: 'input', id: 'i', rows: 2.5 }, '"rows" must be a whole number, got number 2.5.'],
    ['a negative', { type: 'grid', columns: -1, children: [] }, '"columns" must be a whole number 0 or more, got number -1.'],
    ['past u8', { type: 'list', id: 'l', items: [{ id: 'a', title: 'A', depth: 256 }] }, '"depth" must be a whole number from 0 to 255, got number 256.'],
    ['past u32', { type: 'table', id: 't', columns: [{ label: 'A', grow: 4_294_967_296 }] }, '"grow" must be a whole number from 0 to 4,294,967,295, got number 4294967296.'],
  ])('a whole-number field refuses %s', (_what, tree, message) => {
    expect(errors(check(tree)).map((issue) => issue.message)).toEqual([`${message} ${AGENTTY_RULE}`]);
  });

  test('the largest whole numbers are fine, and -0 (a decimal to serde) is refused', () => {
    expect(check({ type: 'list', id: 'l', items: [{ id: 'a', title: 'A', depth: 255 }] }).issues).toEqual([]);
    expect(check({ type: 'table', id: 't', columns: [{ label: 'A', grow: 4_294_967_295 }] }).issues).toEqual([]);
    const minusZero = analyze('{"type":"input","id":"i","rows":-0}');
    expect(errors(minusZero).map((issue) => [issue.code, minusZero.text.slice(issue.start, issue.end)])).toEqual([['schema', '-0']]);
  });
});

describe('whole numbers written as decimals', () => {
  test('"2.0" or "1e1" where Agentty wants a whole number is an error at it; elsewhere, or in a string, it is fine', () => {
    const text =
      '{"type":"column","children":[{"type":"input","id":"i","rows":2.0},{"type":"grid","columns":1e1,"children":[{"type":"divider"}]},' +
      '{"type":"table","id":"t","columns":[{"label":"A","grow":3.00}]},{"type":"progress","value":1.0},{"type":"card","depth":2.0,"children":[{"type":"text","text":"\\"rows\\": 2.0"}]}]}';
    const analysis = analyze(text);
    expect(errors(analysis).map((issue) => [issue.path.join('.'), analysis.text.slice(issue.start, issue.end)])).toEqual([
      ['children.0.rows', '2.0'],
      ['children.1.columns', '1e1'],
      ['children.2.columns.0.grow', '3.00'],
    ]);
    expect(errors(analysis)[0]!.message).toBe(
      `"rows" is written 2.0: Agentty reads a number with a decimal point or an exponent as a decimal, and refuses it where it wants a whole number. Write 2. ${AGENTTY_RULE}`,
    );
  });

  test('a fraction gets only the message that it is not whole', () => {
    expect(errors(analyze('{"type":"input","id":"i","rows":2.5}')).map((issue) => issue.message)).toEqual([`"rows" must be a whole number, got number 2.5. ${AGENTTY_RULE}`]);
  });
});

describe('texts over 20,000 characters', () => {
  test('are a warning that Agentty cuts them, counted in characters, not UTF-16 units', () => {
    expect(check({ type: 'text', text: 'x'.repeat(20_000) }).issues).toEqual([]);
    expect(check({ type: 'text', text: '😀'.repeat(20_000) }).issues).toEqual([]);
    const long = check({ type: 'text', text: '😀'.repeat(20_001) });
    expect(codes(long)).toEqual(['warning long-text']);
    expect(long.issues[0]!.message).toBe(`This text is 20,001 characters long: Agentty cuts it after 20,000 and ends it with "…". ${AGENTTY_RULE}`);
  });

  test('in entries and lists of strings too, but not in the ids Agentty matches events by', () => {
    const long = 'y'.repeat(20_001);
    const tree = {
      type: 'column',
      children: [
        { type: 'button', id: long, label: 'B' },
        { type: 'table', id: 't', columns: [{ label: 'A' }], rows: [{ id: long, cells: [long] }] },
        { type: 'list', id: 'l', items: [{ id: long, title: long }] },
      ],
    };
    const analysis = check(tree);
    expect(analysis.issues.filter((issue) => issue.code === 'long-text').map((issue) => issue.path.join('.'))).toEqual(['children.1.rows.0.id', 'children.1.rows.0.cells.0', 'children.2.items.0.title']);
  });
});

describe('half of a surrogate pair, which JSON.parse takes and Agentty\'s parser does not', () => {
  test('is an error at the string or key that holds it, wherever it is; a whole pair is fine', () => {
    const text = '{"type":"column","children":[{"type":"text","text":"\\ud83d alone"},{"type":"text","text":"pair \\ud83d\\ude00"},{"type":"divider","note":"\\ude00"},{"type":"divider","\\ud800":1}]}';
    const analysis = analyze(text);
    expect(errors(analysis).map((issue) => [issue.code, analysis.text.slice(issue.start, issue.end)])).toEqual([
      ['lone-surrogate', '"\\ud83d alone"'],
      ['lone-surrogate', '"\\ude00"'],
      ['lone-surrogate', '"\\ud800"'],
    ]);
    expect(errors(analysis)[0]!.message).toContain("Agentty's JSON parser refuses the whole line, so the panel never arrives");
    expect(analyze('{"type":"text","text":"\\ud83d\\ude00 \\u00e9 \\\\ud800 is text"}').issues).toEqual([]);
  });

  test('a raw lone surrogate in the editor\'s text is found too', () => {
    expect(codes(analyze(`{"type":"text","text":"x\ud83d"}`))).toEqual(['error lone-surrogate']);
  });
});

describe('the target API: which Agentty the design simulates', () => {
  test('a type newer than the target is an error on its type, naming the version it needs', () => {
    const tree = { type: 'column', children: [{ type: 'card', title: 'C', children: [{ type: 'stat', label: 'L', value: '1' }] }] };
    const api1 = check(tree, 1);
    expect(errors(api1).map((issue) => [issue.message, api1.text.slice(issue.start, issue.end)])).toEqual([
      [`\`card\` needs API 4; this design targets API 1, whose Agentty does not know it. ${AGENTTY_RULE}`, '"card"'],
      [`\`stat\` needs API 4; this design targets API 1, whose Agentty does not know it. ${AGENTTY_RULE}`, '"stat"'],
    ]);
    expect(errors(check(tree, 3))).toHaveLength(2);
    expect(errors(check(tree, 4))).toEqual([]);
    expect(errors(check(tree))).toEqual([]);
  });

  test('a prop newer than the target is an error on its key, nested ones too; flow and popover are API 1', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'button', id: 'b', label: 'B', menu: [] },
        { type: 'input', id: 'i', rows: 3, mono: true },
        { type: 'list', id: 'l', items: [{ id: 'a', title: 'A', depth: 1, tag: 'GET', tagTone: 'info', selected: true }] },
        { type: 'flow', id: 'f', steps: [], reorderable: true },
        { type: 'popover', id: 'p', title: 'P', children: [] },
      ],
    };
    const api1 = check(tree, 1);
    expect(errors(api1).map((issue) => api1.text.slice(issue.start, issue.end))).toEqual(['"menu"', '"rows"', '"mono"', '"depth"', '"tag"', '"tagTone"', '"selected"', '"reorderable"']);
    expect(errors(api1)[3]!.message).toBe(`"depth" on a list item needs API 4; this design targets API 1, whose Agentty does not know it. ${AGENTTY_RULE}`);
    expect(errors(check(tree, 4))).toEqual([]);
  });

  test('inside a newer type only the type is named, not each of its props', () => {
    const analysis = check({ type: 'tabs', id: 't', tabs: [{ id: 'a', label: 'A', closable: true }], addMenu: [], children: [] }, 2);
    expect(errors(analysis).map((issue) => issue.code)).toEqual(['newer-api']);
  });

  test.each(nodeTypes)('the %s example is valid for the API that added it and later, an error before', (type) => {
    const { since } = registry[type];
    for (const api of API_VERSIONS) expect(errors(check(registry[type].example, api)).length > 0, `API ${api}`).toBe(api < since);
  });
});

describe('hostile input', () => {
  test('unknown keys with quotes, </script>, emoji and right-to-left text are named as written', () => {
    const keys = ['"quoted"', '</script>', '😀', 'שלום', '__proto__'];
    const text = `{"type":"divider",${keys.map((key) => `${JSON.stringify(key)}:1`).join(',')}}`;
    const analysis = analyze(text);
    expect(analysis.issues.map((issue) => [issue.code, analysis.text.slice(issue.start, issue.end)])).toEqual(keys.map((key) => ['unknown-key', JSON.stringify(key)]));
    expect(analysis.issues[1]!.message).toContain('Unknown key "</script>" on divider');
  });

  test('20,000 list items with one repeated id: the error comes first, the warnings are capped', () => {
    const items = range(20_000, () => ({ id: 'same', title: 'T' }));
    const analysis = check({ type: 'list', id: 'l', items });
    expect(errors(analysis).map((issue) => issue.code)).toEqual(['too-many-elements']);
    expect(analysis.issues.filter((issue) => issue.code === 'duplicate-item-id').length).toBeGreaterThan(400);
  }, 30_000);
});
