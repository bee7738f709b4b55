import { describe, expect, test } from 'vitest';
import { treeOfSize } from '../../bench/trees.mjs';
import { exportableTreeOf } from '../export/payload';
import { analyze, type Analysis } from './analyze';
import type { LocatedIssue } from './issue';
import { lexicalIssues } from './lexical';
import { locatePaths } from './locate';
import { partAtOffset } from './node-path';
import { syntaxIssues } from './syntax';

const marked = (analysis: Analysis, issue: LocatedIssue) => analysis.text.slice(issue.start, issue.end);
const summary = (analysis: Analysis) => analysis.issues.map((issue) => [issue.code, issue.severity, marked(analysis, issue)]);
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

describe('numbers JSON cannot carry', () => {
  test('1e400 in an unknown key is an error at its exact text, saying it becomes Infinity', () => {
    const analysis = analyze('{"type": "divider", "weight": 1e400}');
    expect(summary(analysis)).toEqual([
      ['unknown-key', 'warning', '"weight"'],
      ['number-range', 'error', '1e400'],
    ]);
    const issue = analysis.issues.find((each) => each.code === 'number-range')!;
    expect(issue.message).toBe('1e400 is too large for a JSON number: it becomes Infinity, which JSON cannot carry (an export would write null). Use a smaller number, or a string.');
    expect(issue.path).toEqual(['weight']);
    expect(analysis.hasErrors).toBe(true);
  });

  test('-1e400 becomes -Infinity, and is marked as well', () => {
    const analysis = analyze('{"type": "divider", "weight": -1e400}');
    const issue = analysis.issues.find((each) => each.code === 'number-range')!;
    expect(marked(analysis, issue)).toBe('-1e400');
    expect(issue.message).toMatch(/^-1e400 is too large for a JSON number: it becomes -Infinity, which JSON cannot carry/);
  });

  test('in the tree, deep in arrays, in a message id: each one marked, with its path, and export refuses', () => {
    const inTree = analyze('{"type":"column","children":[{"type":"text","text":"a","x":[1, 2E+999]}]}');
    expect(inTree.issues.filter((issue) => issue.code === 'number-range').map((issue) => [issue.path, marked(inTree, issue)])).toEqual([[['children', 0, 'x', 1], '2E+999']]);
    expect(exportableTreeOf(inTree)).toMatchObject({ ok: false, reason: expect.stringContaining('2E+999 is too large for a JSON number') });

    const inId = analyze('{"jsonrpc":"2.0","id":1e400,"method":"ui/setPanel","params":{"tree":{"type":"divider"}}}');
    expect(summary(inId)).toEqual([['number-range', 'error', '1e400']]);
    expect(inId.issues[0]!.path).toEqual(['id']);
  });

  test('a value the schema also rejects gets one marker, not two', () => {
    const analysis = analyze('{"type": "text", "text": 1e400}');
    expect(summary(analysis)).toEqual([['number-range', 'error', '1e400']]);
  });

  test('a number of 400 digits is marked, its message shortened', () => {
    const digits = '9'.repeat(400);
    const analysis = analyze(`{"type": "divider", "n": ${digits}}`);
    const issue = analysis.issues.find((each) => each.code === 'number-range')!;
    expect(marked(analysis, issue)).toBe(digits);
    expect(issue.message).toMatch(/^9{12}… is too large for a JSON number/);
  });

  test('numbers JSON carries, and look-alikes in strings and keys, are left alone', () => {
    for (const text of [
      '{"type": "divider", "n": 1e308, "m": -1.7976931348623157e308, "tiny": 1e-400, "z": 0e999, "big": 123456789012345678901234567890}',
      '{"type": "text", "text": "1e400", "1e400": "-1e400"}',
    ]) {
      expect(analyze(text).issues.filter((issue) => issue.code === 'number-range')).toEqual([]);
    }
  });
});

describe('duplicate keys', () => {
  test('a second "type" is a warning at the second, naming the line of the ignored first', () => {
    const text = '{\n  "type": "text",\n  "text": "a",\n  "type": "divider"\n}';
    const analysis = analyze(text);
    const issue = analysis.issues.find((each) => each.code === 'duplicate-key')!;
    expect(issue).toMatchObject({ severity: 'warning', path: ['type'], target: 'key' });
    expect(marked(analysis, issue)).toBe('"type"');
    expect(issue.start).toBe(text.lastIndexOf('"type"'));
    expect(issue.message).toBe('Duplicate key "type": JSON keeps only the last one, so the "type" on line 2 is ignored.');
  });

  test('each later occurrence names the one before it; keys written with escapes count too', () => {
    const text = '{"type": "divider",\n"type": "divider",\n"\\u0074ype": "divider"}';
    const messages = analyze(text).issues.filter((each) => each.code === 'duplicate-key').map((each) => each.message);
    expect(messages).toEqual([expect.stringContaining('"type" on line 1 is ignored'), expect.stringContaining('"type" on line 2 is ignored')]);
  });

  test('the same key in different objects is no duplicate; a key after a nested object is compared with its own object only', () => {
    expect(analyze(pretty({ type: 'column', children: [{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }] })).issues).toEqual([]);
    const text = '{"type":"column","children":[{"type":"text","text":"a"}],"children":[]}';
    const issues = analyze(text).issues.filter((each) => each.code === 'duplicate-key');
    expect(issues.map((each) => [each.path, text.slice(each.start, each.end)])).toEqual([[['children'], '"children"']]);
  });

  test('keys written with spaces before the colon count, and colons inside strings do not make duplicates', () => {
    const spaced = '{ "type" : "divider" ,\n  "type"\n  :\n  "divider" }';
    expect(analyze(spaced).issues.map((each) => [each.code, spaced.slice(each.start, each.end)])).toEqual([['duplicate-key', '"type"']]);
    expect(analyze('{"type": "text", "text": "at 12:30 see \\": here\\" : and \\":"}').issues).toEqual([]);
  });

  test('inside list items, wrappers and large objects, with the path of the object', () => {
    const list = analyze('{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"list","id":"l","items":[{"id":"a","title":"A","id":"b"}]}}}');
    expect(list.issues.filter((each) => each.code === 'duplicate-key').map((each) => each.path)).toEqual([['params', 'tree', 'items', 0, 'id']]);
    const keys = Array.from({ length: 100 }, (_, i) => `"k${i}": ${i}`);
    const wide = analyze(`{"type": "divider", ${keys.join(', ')}, "k57": 0}`);
    expect(wide.issues.filter((each) => each.code === 'duplicate-key').map((each) => each.path)).toEqual([['k57']]);
  });
});

describe('a byte-order mark at the start', () => {
  // decision: accepted as JSON parsers commonly do, with a warning: it is invisible and JSON does not allow it
  const tree = { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }] };

  test('the rest parses, with one warning on the mark saying what it is and that exports leave it out', () => {
    const analysis = analyze(`\uFEFF${pretty(tree)}`);
    expect(analysis.parsed).toBe(true);
    expect(analysis.tree).toEqual(tree);
    expect(analysis.hasErrors).toBe(false);
    expect(analysis.issues).toEqual([
      expect.objectContaining({ code: 'byte-order-mark', severity: 'warning', start: 0, end: 1, message: expect.stringMatching(/invisible byte-order mark \(U\+FEFF\).*exports leave it out/) }),
    ]);
  });

  test('other markers still land on their text', () => {
    const text = '\uFEFF{"type": "button", "id": "", "label": "Go"}';
    const analysis = analyze(text);
    expect(summary(analysis)).toEqual([
      ['byte-order-mark', 'warning', '\uFEFF'],
      ['empty-id', 'warning', '""'],
    ]);
    expect(locatePaths(text, [['id']]).get('/id')?.value).toEqual({ start: text.indexOf('""'), end: text.indexOf('""') + 2 });
  });

  test('a syntax error after the mark is reported as itself', () => {
    const analysis = analyze('\uFEFF{"type": "divider",}');
    expect(analysis.issues.filter((issue) => issue.severity === 'error').map((issue) => issue.message)).toEqual([expect.stringContaining('trailing comma')]);
  });

  test('where JSON.parse is all there is (context, reactions), the mark alone is the syntax error, named', () => {
    expect(syntaxIssues('\uFEFF{}')).toEqual([expect.objectContaining({ code: 'syntax', severity: 'error', start: 0, end: 1, message: expect.stringContaining('byte-order mark (U+FEFF)') })]);
  });

  test('the cursor finds its node past the mark', () => {
    const text = `\uFEFF${pretty(tree)}`;
    expect(partAtOffset(text, text.indexOf('"Go"') + 1, [])).toEqual(['children', 0]);
  });
});

describe('cost on a 10,000-node document', () => {
  const median = (run: () => unknown): number => {
    for (let i = 0; i < 5; i++) run(); // warm up
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      run();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[10]!;
  };
  const value: unknown = treeOfSize(10_000);
  const text = pretty(value);

  test('without a repeated key or an overflowing number, the checks do not scan the text', () => {
    expect(lexicalIssues(text, value)).toEqual([]);
    const time = median(() => lexicalIssues(text, value));
    console.log(`lexical checks, 10,000 nodes (${(text.length / 1024).toFixed(0)} KB of text): median ${time.toFixed(2)} ms`);
    // the budget is ~5 ms; generous here for slow CI machines
    expect(time).toBeLessThan(25);
  });

  test('with a repeated key, the full scan finds it', () => {
    const repeated = text.replace('"gap": "medium"', '"gap": "medium", "gap": "small"');
    const parsed: unknown = JSON.parse(repeated);
    expect(lexicalIssues(repeated, parsed).map((issue) => issue.code)).toEqual(['duplicate-key']);
    const time = median(() => lexicalIssues(repeated, parsed));
    console.log(`lexical checks with a repeated key (full scan), 10,000 nodes: median ${time.toFixed(2)} ms`);
    expect(time).toBeLessThan(100);
  });
});
