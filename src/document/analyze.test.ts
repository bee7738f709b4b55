import { describe, expect, test } from 'vitest';
import { AGENTTY_RULE, MAX_DEPTH, MAX_LINE_BYTES, nodeTypes, propDocs, registry } from '../schema';
import { analyze, MAX_REPORTED_ISSUES, type Analysis } from './analyze';
import type { LocatedIssue } from './issue';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The text an issue marks. */
const marked = (analysis: Analysis, issue: LocatedIssue) => analysis.text.slice(issue.start, issue.end);

/** The one issue with this code (fails when there are none or several). */
function only(analysis: Analysis, code: LocatedIssue['code']): LocatedIssue {
  const found = analysis.issues.filter((issue) => issue.code === code);
  expect(found, `issues with code ${code}: ${JSON.stringify(analysis.issues)}`).toHaveLength(1);
  return found[0]!;
}

const summary = (analysis: Analysis) => analysis.issues.map((issue) => [issue.code, issue.severity, marked(analysis, issue)]);

const button = (id: string, label = 'Go') => ({ type: 'button', id, label });

describe('document shapes', () => {
  const tree = { type: 'column', children: [{ type: 'text', text: 'Hello' }] };

  test('a bare tree is detected as a tree at the root', () => {
    const analysis = analyze(pretty(tree));
    expect(analysis.parsed).toBe(true);
    expect(analysis.shape).toBe('tree');
    expect(analysis.treePath).toEqual([]);
    expect(analysis.tree).toEqual(tree);
    expect(analysis.issues).toEqual([]);
    expect(analysis.hasErrors).toBe(false);
  });

  test('a { "tree": … } object is detected as params with the tree under "tree"', () => {
    const analysis = analyze(pretty({ tree }));
    expect(analysis.shape).toBe('params');
    expect(analysis.treePath).toEqual(['tree']);
    expect(analysis.tree).toEqual(tree);
    expect(analysis.issues).toEqual([]);
  });

  test('a whole JSON-RPC line is detected as a message with the tree under params.tree', () => {
    const analysis = analyze(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } }));
    expect(analysis.shape).toBe('message');
    expect(analysis.treePath).toEqual(['params', 'tree']);
    expect(analysis.tree).toEqual(tree);
    expect(analysis.issues).toEqual([]);
  });

  test('a message id may be a number or a string, or left out', () => {
    for (const id of [1, 'req-7', undefined]) {
      const analysis = analyze(JSON.stringify({ jsonrpc: '2.0', id, method: 'ui/setPanel', params: { tree } }));
      expect(analysis.shape).toBe('message');
      expect(analysis.issues).toEqual([]);
    }
  });

  test('a message id that is neither number nor string is an error on the id value', () => {
    for (const id of ['null', 'true', '[1]', '{}']) {
      const analysis = analyze(`{"jsonrpc":"2.0","id":${id},"method":"ui/setPanel","params":{"tree":{"type":"divider"}}}`);
      const issue = only(analysis, 'shape');
      expect(issue.severity).toBe('error');
      expect(marked(analysis, issue)).toBe(id);
      expect(issue.message).toMatch(/"id" must be a number or a string/);
    }
  });

  test('"jsonrpc" other than "2.0" is an error on its value', () => {
    const analysis = analyze(pretty({ jsonrpc: '1.0', method: 'ui/setPanel', params: { tree } }));
    const issue = only(analysis, 'shape');
    expect(issue.severity).toBe('error');
    expect(marked(analysis, issue)).toBe('"1.0"');
    expect(issue.message).toContain('"2.0"');
    expect(issue.message).toContain('not "1.0"');
    expect(analysis.hasErrors).toBe(true);
  });

  test('a numeric jsonrpc 2.0 is not the string "2.0"', () => {
    const analysis = analyze('{"jsonrpc":2.0,"method":"ui/setPanel","params":{"tree":{"type":"divider"}}}');
    expect(marked(analysis, only(analysis, 'shape'))).toBe('2.0');
  });

  test('a method other than ui/setPanel is an error on its value', () => {
    const analysis = analyze(pretty({ jsonrpc: '2.0', method: 'ui/event', params: { tree } }));
    const issue = only(analysis, 'shape');
    expect(issue.severity).toBe('error');
    expect(marked(analysis, issue)).toBe('"ui/event"');
    expect(issue.message).toContain('"ui/setPanel"');
  });

  test('a message without jsonrpc is detected by its method and the missing jsonrpc is an error', () => {
    const analysis = analyze('{"method":"ui/setPanel","params":{"tree":{"type":"divider"}}}');
    expect(analysis.shape).toBe('message');
    const issue = only(analysis, 'shape');
    expect(issue.severity).toBe('error');
    expect(issue.message).toMatch(/"jsonrpc" must be "2.0"/);
    // a missing key is marked at the first key of its object
    expect(marked(analysis, issue)).toBe('"method"');
  });

  test('a message without params or with params that are not an object is an error and has no tree', () => {
    const missing = analyze('{"jsonrpc":"2.0","method":"ui/setPanel"}');
    expect(missing.tree).toBeUndefined();
    expect(only(missing, 'shape').message).toContain('"params" must be an object');

    const wrong = analyze('{"jsonrpc":"2.0","method":"ui/setPanel","params":[1]}');
    expect(marked(wrong, only(wrong, 'shape'))).toBe('[1]');
  });

  test('params without a tree is an error marked inside params', () => {
    const analysis = analyze('{"jsonrpc":"2.0","method":"ui/setPanel","params":{"three":{}}}');
    const shape = only(analysis, 'shape');
    expect(shape.message).toContain('need a "tree"');
    expect(marked(analysis, shape)).toBe('"three"');
    expect(marked(analysis, only(analysis, 'unknown-key'))).toBe('"three"');
  });

  test('unknown keys on the wrapper are warnings on the key', () => {
    const params = analyze(pretty({ tree, extra: 1 }));
    const paramsIssue = only(params, 'unknown-key');
    expect(paramsIssue.severity).toBe('warning');
    expect(marked(params, paramsIssue)).toBe('"extra"');

    const message = analyze(pretty({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree }, result: 1 }));
    const messageIssue = only(message, 'unknown-key');
    expect(messageIssue.severity).toBe('warning');
    expect(marked(message, messageIssue)).toBe('"result"');
    expect(messageIssue.message).toContain('jsonrpc, id, method, params');
  });

  test('an object with both "tree" and "type" is a bare tree, not params', () => {
    const analysis = analyze('{"type":"divider","tree":1}');
    expect(analysis.shape).toBe('tree');
    expect(marked(analysis, only(analysis, 'unknown-key'))).toBe('"tree"');
  });

  test('issues inside a wrapped tree are marked inside the tree', () => {
    const bad = { type: 'column', children: [{ type: 'row', children: [{ type: 'text', text: 'x' }], gap: 'huge' }] };
    for (const text of [pretty(bad), pretty({ tree: bad }), pretty({ jsonrpc: '2.0', id: 3, method: 'ui/setPanel', params: { tree: bad } })]) {
      const analysis = analyze(text);
      const issue = only(analysis, 'schema');
      expect(marked(analysis, issue)).toBe('"huge"');
      expect(issue.path).toEqual([...analysis.treePath, 'children', 0, 'gap']);
      // the one "huge" in the text
      expect(issue.start).toBe(text.indexOf('"huge"'));
    }
  });

  test('duplicate ids in a wrapped tree name the other node by its path inside the tree', () => {
    const tree = { type: 'column', children: [button('go'), button('go')] };
    const analysis = analyze(pretty({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } }));
    const messages = analysis.issues.map((issue) => issue.message);
    expect(messages).toEqual([expect.stringContaining('button at /children/1'), expect.stringContaining('button at /children/0')]);
  });
});

describe('syntax errors', () => {
  const cases: [string, string, string][] = [
    ['missing comma', '{"type": "text" "text": "a"}', 'comma'],
    ['trailing comma', '{"type": "divider",}', 'trailing comma'],
    ['unterminated string', '{"type": "text", "text": "abc', 'Unterminated string'],
    ['line comment', '{"type": "divider"} // note', 'Comments are not allowed'],
    ['block comment', '{/* c */ "type": "divider"}', 'Comments are not allowed'],
    ['garbage after the value', '{"type": "divider"} x', 'Unexpected character'],
    ['second value after the value', '{"type": "divider"} {}', 'after the end'],
    ['single quotes', "{'type': 'divider'}", 'double quotes'],
    ['unclosed object', '{"type": "divider"', 'Expected }'],
    ['bad escape', '{"type": "text", "text": "\\q"}', 'Invalid escape'],
    ['raw newline in a string', '{"type": "text", "text": "a\nb"}', 'Unterminated string'],
    ['raw tab in a string', '{"type": "text", "text": "a\tb"}', 'Control characters must be escaped'],
  ];

  test.each(cases)('%s is a syntax error with a range inside the text', (_name, text, words) => {
    const analysis = analyze(text);
    expect(analysis.parsed).toBe(false);
    expect(analysis.shape).toBeUndefined();
    expect(analysis.tree).toBeUndefined();
    expect(analysis.hasErrors).toBe(true);
    expect(analysis.issues.length).toBeGreaterThan(0);
    for (const issue of analysis.issues) {
      expect(issue.code).toBe('syntax');
      expect(issue.severity).toBe('error');
      expect(issue.start).toBeGreaterThanOrEqual(0);
      expect(issue.end).toBeGreaterThan(issue.start);
      expect(issue.end).toBeLessThanOrEqual(text.length);
    }
    expect(analysis.issues.map((issue) => issue.message).join('\n')).toContain(words);
  });

  test('the missing comma is marked at the key that follows it', () => {
    const analysis = analyze('{"type": "text" "text": "a"}');
    expect(summary(analysis)).toEqual([['syntax', 'error', '"text"']]);
    expect(analysis.issues[0]!.start).toBe(16);
  });

  test('a trailing comma is marked at the comma', () => {
    const analysis = analyze('{"type": "divider",}');
    expect(analysis.issues.map((issue) => marked(analysis, issue))).toEqual([',']);
  });

  test('a comment is marked over the comment', () => {
    const analysis = analyze('{"type": "divider"} // note');
    expect(marked(analysis, analysis.issues[0]!)).toBe('// note');
  });

  test('garbage after the value is marked at the garbage', () => {
    const analysis = analyze('{"type": "divider"} x');
    expect(marked(analysis, analysis.issues[0]!)).toBe('x');
  });

  test('an empty or blank document is one syntax error saying it is empty', () => {
    for (const text of ['', '   \n\t']) {
      const analysis = analyze(text);
      expect(analysis.parsed).toBe(false);
      expect(analysis.issues).toHaveLength(1);
      expect(analysis.issues[0]).toMatchObject({ code: 'syntax', severity: 'error', start: 0, end: 0 });
      expect(analysis.issues[0]!.message).toMatch(/empty/);
    }
  });
});

describe('schema errors', () => {
  const requiredProps = nodeTypes.flatMap((type) =>
    propDocs(type)
      .filter((prop) => prop.required && prop.name !== 'type')
      .map((prop): [string, string] => [type, prop.name]),
  );

  test("the required props per node type are Agentty's (its fields without a default)", () => {
    expect(requiredProps).toEqual([
      ['section', 'title'],
      ['text', 'text'],
      ['button', 'id'],
      ['button', 'label'],
      ['input', 'id'],
      ['list', 'id'],
      ['choice', 'id'],
      ['toggle', 'id'],
      ['toggle', 'label'],
      ['badge', 'text'],
      ['flow', 'id'],
      ['popover', 'id'],
      ['popover', 'title'],
      ['tabs', 'id'],
      ['table', 'id'],
      ['stat', 'label'],
      ['stat', 'value'],
      ['callout', 'text'],
      ['select', 'id'],
      ['checkbox', 'id'],
      ['checkbox', 'label'],
      ['code', 'text'],
      ['graph', 'id'],
    ]);
  });

  test.each(requiredProps)('a %s without "%s" is an error marked at the node\'s "type" value', (type, prop) => {
    const node: Record<string, unknown> = { ...registry[type as keyof typeof registry].example };
    delete node[prop];
    const tree = { type: 'column', children: [node] };
    const text = pretty(tree);
    const analysis = analyze(text);
    const issue = only(analysis, 'missing-prop');
    expect(issue.severity).toBe('error');
    expect(marked(analysis, issue)).toBe(`"${type}"`);
    expect(issue.start).toBe(text.indexOf(`"type": "${type}"`, text.indexOf('"children"')) + '"type": '.length);
    expect(issue.path).toEqual(['children', 0, prop]);
    expect(issue.message).toContain(`Missing required "${prop}"`);
    expect(issue.message).toContain(`${type} takes`);
    expect(analysis.issues.filter((other) => other.severity === 'error')).toHaveLength(1);
  });

  test('a missing prop is marked at "type" even when "type" is not the first key', () => {
    const text = '{"label": "Go", "type": "button"}';
    const analysis = analyze(text);
    expect(marked(analysis, only(analysis, 'missing-prop'))).toBe('"button"');
  });

  test('a node without "type" is an error at its first key, or its brace when empty', () => {
    const keyed = analyze('{"type":"column","children":[{"text":"a"}]}');
    const issue = only(keyed, 'missing-prop');
    expect(issue.severity).toBe('error');
    expect(issue.message).toContain('needs a "type"');
    expect(marked(keyed, issue)).toBe('"text"');

    const empty = analyze('{"type":"column","children":[{}]}');
    expect(marked(empty, only(empty, 'missing-prop'))).toBe('{');
  });

  test('a list item without a title is marked at the item and does not claim the list takes "title"', () => {
    const text = pretty({ type: 'list', id: 'l', items: [{ id: 'a' }] });
    const analysis = analyze(text);
    const issue = only(analysis, 'missing-prop');
    expect(issue.path).toEqual(['items', 0, 'title']);
    expect(marked(analysis, issue)).toBe('"id"');
    expect(issue.start).toBe(text.indexOf('"id": "a"'));
    expect(issue.message).toContain('Missing required "title"');
    expect(issue.message).not.toContain('list takes');
  });

  test('a wrong type is an error on the value: "wrap": "yes"', () => {
    const analysis = analyze(pretty({ type: 'row', children: [{ type: 'divider' }], wrap: 'yes' }));
    const issue = only(analysis, 'schema');
    expect(issue.severity).toBe('error');
    expect(marked(analysis, issue)).toBe('"yes"');
    expect(issue.message).toBe(`"wrap" must be true or false, got the string "yes". ${AGENTTY_RULE}`);
  });

  test('a wrong type on a string prop names what it got', () => {
    const analysis = analyze(pretty({ type: 'text', text: 42 }));
    const issue = only(analysis, 'schema');
    expect(marked(analysis, issue)).toBe('42');
    expect(issue.message).toBe(`"text" must be a string, got number 42. ${AGENTTY_RULE}`);
  });

  test('a bad enum value is an error on the value that lists the allowed values', () => {
    const analysis = analyze(pretty({ type: 'column', children: [{ type: 'divider' }], gap: 'huge' }));
    const issue = only(analysis, 'schema');
    expect(issue.severity).toBe('error');
    expect(marked(analysis, issue)).toBe('"huge"');
    expect(issue.message).toContain('"gap" must be one of "none", "small", "medium", "large"');
    expect(issue.message).toContain('"huge"');
  });

  test('bad enum values on every enum prop list that prop\'s values', () => {
    const nodes = [
      { type: 'text', text: 'a', style: 'bold' },
      { type: 'button', id: 'b', label: 'B', variant: 'loud' },
      { type: 'badge', text: 'x', tone: 'purple' },
      { type: 'list', id: 'l', items: [{ id: 'i', title: 'I', tone: 'purple' }] },
    ];
    const analysis = analyze(pretty({ type: 'column', children: nodes }));
    const schema = analysis.issues.filter((issue) => issue.code === 'schema');
    expect(schema.map((issue) => marked(analysis, issue))).toEqual(['"bold"', '"loud"', '"purple"', '"purple"']);
    expect(schema[0]!.message).toContain('"body", "title", "muted", "small", "code", "error", "success"');
    expect(schema[1]!.message).toContain('"primary", "secondary", "ghost", "danger"');
    expect(schema[2]!.message).toContain('"neutral", "info", "success", "warning", "error"');
  });

  test('an unknown node type is an error on the type value that lists the known types', () => {
    const analysis = analyze(pretty({ type: 'column', children: [{ type: 'slider', id: 's' }] }));
    const issue = only(analysis, 'unknown-type');
    expect(issue.severity).toBe('error');
    expect(marked(analysis, issue)).toBe('"slider"');
    expect(issue.message).toContain('"slider"');
    expect(issue.message).toContain(nodeTypes.join(', '));
    // no noise about the keys of a type nobody knows
    expect(analysis.issues).toHaveLength(1);
  });

  test('a type name is case sensitive', () => {
    const analysis = analyze('{"type":"Divider"}');
    expect(marked(analysis, only(analysis, 'unknown-type'))).toBe('"Divider"');
  });

  test('a child that is not an object is an error on that child', () => {
    const text = '{"type":"column","children":["hi", 3, null, [], {"type":"divider"}]}';
    const analysis = analyze(text);
    expect(summary(analysis)).toEqual([
      ['schema', 'error', '"hi"'],
      ['schema', 'error', '3'],
      ['schema', 'error', 'null'],
      ['schema', 'error', '[]'],
    ]);
    expect(analysis.issues[0]!.message).toBe(`Expected a node object with a "type", got the string "hi". ${AGENTTY_RULE}`);
    expect(analysis.issues[3]!.message).toContain('got an array');
  });

  test('a root that is not an object is an error over the whole value', () => {
    const analysis = analyze(' [1, 2] ');
    expect(summary(analysis)).toEqual([['schema', 'error', '[1, 2]']]);
  });

  test('"children" that is not an array is an error on its value', () => {
    const analysis = analyze('{"type":"column","children":{"type":"divider"}}');
    const issue = only(analysis, 'schema');
    expect(marked(analysis, issue)).toBe('{"type":"divider"}');
    expect(issue.message).toContain('"children" must be an array');
  });

  test('a choice option value that is not a scalar is an error on the value', () => {
    const analysis = analyze('{"type":"choice","id":"c","options":[{"value":{"x":1},"label":"A"}]}');
    const issue = only(analysis, 'schema');
    expect(marked(analysis, issue)).toBe('{"x":1}');
    expect(issue.message).toContain('must be a string');
  });
});

describe('semantic checks', () => {
  test.each([
    ['button', button('dup'), button('dup')],
    ['input', { type: 'input', id: 'dup' }, { type: 'input', id: 'dup' }],
    ['list', { type: 'list', id: 'dup', items: [] }, { type: 'list', id: 'dup', items: [] }],
    ['choice', { type: 'choice', id: 'dup', options: [] }, { type: 'choice', id: 'dup', options: [] }],
    ['toggle', { type: 'toggle', id: 'dup', label: 'T' }, { type: 'toggle', id: 'dup', label: 'T' }],
  ])('a duplicate %s id is a warning at both ids', (type, first, second) => {
    const text = pretty({ type: 'column', children: [first, second] });
    const analysis = analyze(text);
    const dups = analysis.issues.filter((issue) => issue.code === 'duplicate-id');
    expect(dups).toHaveLength(2);
    const firstAt = text.indexOf('"dup"');
    const secondAt = text.indexOf('"dup"', firstAt + 1);
    expect(dups.map((issue) => [issue.severity, issue.start, marked(analysis, issue)])).toEqual([
      ['warning', firstAt, '"dup"'],
      ['warning', secondAt, '"dup"'],
    ]);
    expect(analysis.hasErrors).toBe(false);
    expect(dups[0]!.message).toContain('Agentty accepts it');
    expect(dups[0]!.message).toContain(`Duplicate id "dup"`);
    expect(dups[0]!.message).toContain(`${type} at /children/1`);
    expect(dups[1]!.message).toContain(`${type} at /children/0`);
  });

  test('ids must be unique across the whole tree, across types and depths', () => {
    const tree = { type: 'column', children: [button('x'), { type: 'section', title: 'S', children: [{ type: 'toggle', id: 'x', label: 'T' }] }] };
    const analysis = analyze(pretty(tree));
    const dups = analysis.issues.filter((issue) => issue.code === 'duplicate-id');
    expect(dups.map((issue) => issue.path)).toEqual([
      ['children', 0, 'id'],
      ['children', 1, 'children', 0, 'id'],
    ]);
    expect(dups[0]!.message).toContain('toggle at /children/1/children/0');
    expect(dups[1]!.message).toContain('button at /children/0');
  });

  test('three uses of one id are three warnings, each naming the other two', () => {
    const analysis = analyze(pretty({ type: 'column', children: [button('a'), button('a'), button('a')] }));
    const dups = analysis.issues.filter((issue) => issue.code === 'duplicate-id');
    expect(dups).toHaveLength(3);
    expect(dups[0]!.message).toContain('button at /children/1, the button at /children/2');
    expect(dups[2]!.message).toContain('button at /children/0, the button at /children/1');
  });

  test('distinct ids, item ids equal to node ids, and non-interactive nodes do not clash', () => {
    const tree = {
      type: 'column',
      children: [button('a'), button('b'), { type: 'list', id: 'l', items: [{ id: 'a', title: 'A', actions: [{ id: 'b' }] }] }],
    };
    expect(analyze(pretty(tree)).issues).toEqual([]);
  });

  test('duplicate item ids in one list are warnings at both ids; the same id in two lists is fine', () => {
    const list = (id: string) => ({ type: 'list', id, items: [{ id: 'row', title: 'A' }, { id: 'other', title: 'B' }, { id: 'row', title: 'C' }] });
    const text = pretty(list('l'));
    const analysis = analyze(text);
    expect(summary(analysis)).toEqual([
      ['duplicate-item-id', 'warning', '"row"'],
      ['duplicate-item-id', 'warning', '"row"'],
    ]);
    expect(analysis.issues[0]!.path).toEqual(['items', 0, 'id']);
    expect(analysis.issues[1]!.path).toEqual(['items', 2, 'id']);
    expect(analysis.issues[0]!.message).toContain('Duplicate item id "row"');

    const twoLists = { type: 'column', children: [{ type: 'list', id: 'a', items: [{ id: 'row', title: 'A' }] }, { type: 'list', id: 'b', items: [{ id: 'row', title: 'A' }] }] };
    expect(analyze(pretty(twoLists)).issues).toEqual([]);
  });

  test('duplicate action ids in one item are warnings at both; the same action id on two items is fine', () => {
    const tree = {
      type: 'list',
      id: 'l',
      items: [
        { id: 'a', title: 'A', actions: [{ id: 'open', icon: 'search' }, { id: 'open', label: 'Open' }] },
        { id: 'b', title: 'B', actions: [{ id: 'open' }] },
      ],
    };
    const analysis = analyze(pretty(tree));
    expect(summary(analysis)).toEqual([
      ['duplicate-action-id', 'warning', '"open"'],
      ['duplicate-action-id', 'warning', '"open"'],
    ]);
    expect(analysis.issues.map((issue) => issue.path)).toEqual([
      ['items', 0, 'actions', 0, 'id'],
      ['items', 0, 'actions', 1, 'id'],
    ]);
    expect(analysis.issues[0]!.message).toContain('Duplicate action id "open"');
  });

  test('duplicate option values in one choice are warnings at both values; 1 and "1" are different values (API 1)', () => {
    const text = '{"type":"choice","id":"c","options":[{"value":1,"label":"one"},{"value":"1","label":"text one"},{"value":true,"label":"yes"},{"value":1,"label":"uno"}]}';
    const analysis = analyze(text, 'panel', { api: 1 });
    const dups = analysis.issues.filter((issue) => issue.code === 'duplicate-option-value');
    expect(dups.map((issue) => [issue.severity, issue.path, marked(analysis, issue)])).toEqual([
      ['warning', ['options', 0, 'value'], '1'],
      ['warning', ['options', 3, 'value'], '1'],
    ]);
    expect(dups[0]!.message).toContain('Duplicate option value 1');
    expect(analysis.issues.filter((issue) => issue.code !== 'option-value-type')).toHaveLength(2);
    expect(analysis.hasErrors).toBe(false);
  });

  test('duplicate values in a select, a menu, and ids of flow steps, tabs and table rows are warnings at each', () => {
    const entries = (key: string, ids: string[], extra: Record<string, unknown>) => ids.map((id) => ({ [key]: id, ...extra }));
    const tree = {
      type: 'column',
      children: [
        { type: 'select', id: 's', options: entries('value', ['a', 'a'], { label: 'A' }) },
        { type: 'button', id: 'b', label: 'B', menu: entries('value', ['m', 'n', 'm'], { label: 'M' }) },
        { type: 'flow', id: 'f', steps: entries('id', ['s', 's'], { title: 'S' }), insertMenu: entries('value', ['x', 'x'], { label: 'X' }) },
        { type: 'tabs', id: 't', tabs: entries('id', ['one', 'one'], { label: 'One' }), addMenu: entries('value', ['y', 'y'], { label: 'Y' }), children: [] },
        { type: 'table', id: 'tb', columns: [{ label: 'A' }], rows: entries('id', ['r', 'r'], { cells: ['x'] }) },
      ],
    };
    const analysis = analyze(pretty(tree));
    const dups = analysis.issues.filter((issue) => issue.code.startsWith('duplicate-'));
    expect(dups.map((issue) => [issue.code, issue.severity, issue.path.slice(2).join('.')])).toEqual([
      ['duplicate-option-value', 'warning', 'options.0.value'],
      ['duplicate-option-value', 'warning', 'options.1.value'],
      ['duplicate-option-value', 'warning', 'menu.0.value'],
      ['duplicate-option-value', 'warning', 'menu.2.value'],
      ['duplicate-entry-id', 'warning', 'steps.0.id'],
      ['duplicate-entry-id', 'warning', 'steps.1.id'],
      ['duplicate-option-value', 'warning', 'insertMenu.0.value'],
      ['duplicate-option-value', 'warning', 'insertMenu.1.value'],
      ['duplicate-entry-id', 'warning', 'tabs.0.id'],
      ['duplicate-entry-id', 'warning', 'tabs.1.id'],
      ['duplicate-option-value', 'warning', 'addMenu.0.value'],
      ['duplicate-option-value', 'warning', 'addMenu.1.value'],
      ['duplicate-entry-id', 'warning', 'rows.0.id'],
      ['duplicate-entry-id', 'warning', 'rows.1.id'],
    ]);
    expect(dups[4]!.message).toContain('Duplicate step id "s" among these flow steps');
    expect(dups[8]!.message).toContain('Duplicate tab id "one" among these tabs');
    expect(dups[12]!.message).toContain('Duplicate row id "r" among these table rows');
    expect(analysis.hasErrors).toBe(false);
  });

  test('duplicate string option values are reported with quotes', () => {
    const analysis = analyze('{"type":"choice","id":"c","options":[{"value":"a","label":"A"},{"value":"a","label":"B"}]}');
    expect(analysis.issues[0]!.message).toContain('Duplicate option value "a"');
  });

  test.each([
    ['button', '{"type":"button","id":"","label":"B"}'],
    ['list', '{"type":"list","id":"","items":[]}'],
    ['list item', '{"type":"list","id":"l","items":[{"id":"","title":"T"}]}'],
    ['row action', '{"type":"list","id":"l","items":[{"id":"i","title":"T","actions":[{"id":""}]}]}'],
    ['flow step', '{"type":"flow","id":"f","steps":[{"id":"","title":"T"}]}'],
    ['tab', '{"type":"tabs","id":"t","tabs":[{"id":"","label":"T"}],"children":[]}'],
    ['table row', '{"type":"table","id":"t","rows":[{"id":""}]}'],
    ['card', '{"type":"card","id":"","children":[]}'],
  ])('an empty %s id is a warning on the id, not an error', (_what, text) => {
    const analysis = analyze(text);
    expect(summary(analysis).filter(([code]) => code !== 'empty-children')).toEqual([['empty-id', 'warning', '""']]);
    expect(analysis.issues.find((issue) => issue.code === 'empty-id')!.message).toMatch(/The id is empty: Agentty accepts it/);
    expect(analysis.hasErrors).toBe(false);
  });

  test('two empty ids are not also reported as duplicates', () => {
    const analysis = analyze('{"type":"column","children":[{"type":"button","id":"","label":"B"},{"type":"button","id":"","label":"B"}]}');
    expect(analysis.issues.map((issue) => issue.code)).toEqual(['empty-id', 'empty-id']);
  });

  test('a choice value that is not among the options is a warning on the value', () => {
    const text = '{"type":"choice","id":"c","options":[{"value":"a","label":"A"},{"value":"one","label":"One"}],"value":"1"}';
    const analysis = analyze(text);
    const issue = only(analysis, 'choice-value');
    expect(issue.severity).toBe('warning');
    expect(marked(analysis, issue)).toBe('"1"');
    expect(issue.start).toBe(text.lastIndexOf('"1"'));
    expect(issue.message).toContain('not one of');
    expect(analysis.hasErrors).toBe(false);
  });

  test('a choice value that is among the options, or absent, is fine', () => {
    expect(analyze('{"type":"choice","id":"c","options":[{"value":"no","label":"No"}],"value":"no"}').issues).toEqual([]);
    expect(analyze('{"type":"choice","id":"c","options":[{"value":"2","label":"Two"}]}').issues).toEqual([]);
  });

  test('number and true/false choice values are errors for API 2 and later (Agentty reads strings), warnings for API 1', () => {
    const text = '{"type":"choice","id":"c","options":[{"value":false,"label":"No"},{"value":2,"label":"Two"}],"value":false}';
    for (const api of [2, 4, 6] as const) {
      const analysis = analyze(text, 'panel', { api });
      expect(summary(analysis)).toEqual([
        ['option-value-type', 'error', 'false'],
        ['option-value-type', 'error', '2'],
        ['option-value-type', 'error', 'false'],
      ]);
      expect(analysis.issues[1]!.message).toBe(`2 is a number: Agentty reads choice values as strings and refuses the tree. Write "2". ${AGENTTY_RULE}`);
    }
    expect(analyze(text).hasErrors).toBe(true);
    const api1 = analyze(text, 'panel', { api: 1 });
    expect(summary(api1).map(([code, severity]) => [code, severity])).toEqual(Array(3).fill(['option-value-type', 'warning']));
    expect(api1.issues[0]!.message).toContain("the wire spec (API 1) leaves the type open, but today's Agentty reads choice values as strings and refuses it");
    expect(api1.hasErrors).toBe(false);
  });

  test('an unknown key is a warning on the key that names the keys the node takes and suggests a close match', () => {
    const text = pretty({ type: 'button', id: 'b', lable: 'Go' });
    const analysis = analyze(text);
    const issue = only(analysis, 'unknown-key');
    expect(issue.severity).toBe('warning');
    expect(marked(analysis, issue)).toBe('"lable"');
    expect(issue.message).toContain('Unknown key "lable"');
    expect(issue.message).toContain('did you mean "label"?');
    expect(issue.message).toContain('type, id, label, icon, variant, disabled');
    // and the real label is missing
    expect(only(analysis, 'missing-prop').message).toContain('"label"');
  });

  test('an unknown key without a close match suggests nothing', () => {
    const analysis = analyze('{"type":"divider","colour":"red"}');
    const issue = only(analysis, 'unknown-key');
    expect(issue.message).not.toContain('did you mean');
    expect(issue.message).toContain('Divider takes type.');
    expect(issue.message).toContain('Agentty ignores it');
  });

  test('unknown keys on list items, row actions and choice options are warnings on the key', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'list', id: 'l', items: [{ id: 'i', titel: 'T', title: 'T', actions: [{ id: 'a', tooltop: 'x' }] }] },
        { type: 'choice', id: 'c', options: [{ value: '1', label: 'One', lable: 'x' }] },
      ],
    };
    const analysis = analyze(pretty(tree));
    const unknown = analysis.issues.filter((issue) => issue.code === 'unknown-key');
    expect(unknown.map((issue) => [issue.severity, marked(analysis, issue)])).toEqual([
      ['warning', '"titel"'],
      ['warning', '"tooltop"'],
      ['warning', '"lable"'],
    ]);
    expect(unknown[0]!.message).toContain('did you mean "title"?');
    expect(unknown[1]!.message).toContain('did you mean "tooltip"?');
    expect(unknown[2]!.message).toContain('A choice option takes value, label');
  });

  test('an unknown icon name is a warning on the value; a known one is fine', () => {
    const unknown = analyze(pretty({ type: 'button', id: 'b', label: 'B', icon: 'serch' }));
    const issue = only(unknown, 'unknown-icon');
    expect(issue.severity).toBe('warning');
    expect(marked(unknown, issue)).toBe('"serch"');
    expect(issue.message).toContain('Unknown icon "serch"');
    expect(issue.message).toBe('Unknown icon "serch": Agentty has no icon by that name and draws its puzzle icon instead (did you mean "search"?).');
    // a Lucide icon Agentty does not ship is unknown too
    expect(only(analyze(pretty({ type: 'button', id: 'b', label: 'B', icon: 'calendar-check' })), 'unknown-icon').message).toContain('draws its puzzle icon');

    expect(analyze(pretty({ type: 'button', id: 'b', label: 'B', icon: 'search' })).issues).toEqual([]);
  });

  test('icons on list items and row actions are checked too', () => {
    const tree = { type: 'list', id: 'l', items: [{ id: 'i', title: 'T', icon: 'nope-1', actions: [{ id: 'a', icon: 'nope-2' }, { id: 'b', icon: 'trash-2' }] }] };
    const analysis = analyze(pretty(tree));
    expect(summary(analysis)).toEqual([
      ['unknown-icon', 'warning', '"nope-1"'],
      ['unknown-icon', 'warning', '"nope-2"'],
    ]);
  });

  test('empty children is an info on the empty array, for every container', () => {
    for (const type of ['column', 'row', 'section']) {
      const node = { ...registry[type as 'column'].example, children: [] };
      const analysis = analyze(pretty(node));
      expect(summary(analysis)).toEqual([['empty-children', 'info', '[]']]);
      expect(analysis.issues[0]!.message).toContain(`This ${type} has no children`);
      expect(analysis.hasErrors).toBe(false);
    }
  });

  test('an empty list is fine', () => {
    expect(analyze('{"type":"list","id":"l","items":[]}').issues).toEqual([]);
  });

  test('issues come sorted by position in the text', () => {
    const text = pretty({ type: 'column', children: [{ type: 'row', children: [] }, button('a', 'A'), { type: 'text', text: 1 }, button('a', 'B')], gapp: 'x' });
    const starts = analyze(text).issues.map((issue) => issue.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.length).toBe(5);
  });
});

describe('the 16 MB line limit', () => {
  const tree = (length: number) => ({ type: 'text', text: 'a'.repeat(length) });
  // the compact line with an empty text: every byte of it but the text's characters
  const overhead = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ui/setPanel', params: { tree: tree(0) } }).length;

  test(
    'a tree whose compact ui/setPanel line is one byte over the limit is an error on the tree',
    () => {
      const text = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ui/setPanel', params: { tree: tree(MAX_LINE_BYTES - overhead + 1) } });
      expect(text.length).toBe(MAX_LINE_BYTES + 1);
      const analysis = analyze(text);
      const issue = only(analysis, 'line-too-long');
      expect(issue.severity).toBe('error');
      expect(issue.path).toEqual(['params', 'tree']);
      expect(issue.start).toBe(text.indexOf('{"type"'));
      expect(issue.end).toBe(text.length - 2);
      expect(issue.message).toContain((MAX_LINE_BYTES + 1).toLocaleString('en'));
      expect(issue.message).toContain('16 MB');
      expect(analysis.hasErrors).toBe(true);
    },
    60_000,
  );

  test(
    'a line of exactly the limit is fine, and indentation in the editor does not count',
    () => {
      const exact = { jsonrpc: '2.0', id: 1, method: 'ui/setPanel', params: { tree: tree(MAX_LINE_BYTES - overhead) } };
      expect(JSON.stringify(exact).length).toBe(MAX_LINE_BYTES);
      // the one text of 16 million characters is cut by Agentty: a warning, no error
      const codes = (text: string) => analyze(text).issues.map((issue) => issue.code);
      expect(codes(JSON.stringify(exact))).toEqual(['long-text']);
      // pretty-printed text is longer than the limit, but the line a plugin writes is compact
      const indented = JSON.stringify(exact, null, 8);
      expect(indented.length).toBeGreaterThan(MAX_LINE_BYTES);
      expect(codes(indented)).toEqual(['long-text']);
    },
    60_000,
  );

  test(
    'a bare tree is measured as the line it would be sent in, in UTF-8 bytes',
    () => {
      const wrapper = JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: tree(0) } }).length;
      // "é" is two UTF-8 bytes: half as many characters reach the same byte count
      const chars = (MAX_LINE_BYTES - wrapper) / 2;
      const under = analyze(JSON.stringify({ type: 'text', text: 'é'.repeat(chars) }));
      expect(under.issues.map((issue) => issue.code)).toEqual(['long-text']);
      const over = analyze(JSON.stringify({ type: 'text', text: 'é'.repeat(chars) + 'a' }));
      const issue = only(over, 'line-too-long');
      expect(over.text.slice(issue.start, issue.end)).toBe(over.text);
    },
    60_000,
  );

  test(
    'numbers that grow when re-serialised are counted as the plugin would write them',
    () => {
      // 1e20 is written as 21 digits: 4.4 bytes per character of text, more than the 3 a UTF-8 bound assumes
      const count = Math.ceil(MAX_LINE_BYTES / 22) + 10;
      const text = `{"type":"divider","x":[${Array(count).fill('1e20').join(',')}]}`;
      expect(text.length * 3 + 128).toBeLessThan(MAX_LINE_BYTES);
      const analysis = analyze(text);
      expect(only(analysis, 'line-too-long').severity).toBe('error');
    },
    60_000,
  );
});

describe('hostile input', () => {
  const hostile = [
    'She said "hi" \\ and left',
    'line one\nline two\r\n\ttabbed',
    '</script><script>alert(1)</script>',
    '<b>not html</b> &amp;',
    'emoji 😀👩‍👩‍👧 and 🏳️‍🌈',
    'שלום עולם مرحبا \u202e reversed \u202c',
    '\u0000 nul and \u2028 separator',
  ];

  test('strings with quotes, newlines, </script>, emoji and right-to-left text round-trip with no issues', () => {
    const tree = {
      type: 'column',
      children: hostile.flatMap((text, i) => [
        { type: 'text', text },
        { type: 'button', id: text, label: text },
        { type: 'list', id: `list-${i}`, items: [{ id: text, title: text, subtitle: text, actions: [{ id: text, tooltip: text }] }] },
        { type: 'choice', id: `choice-${i}`, options: [{ value: text, label: text }], value: text },
      ]),
    };
    for (const text of [JSON.stringify(tree), pretty(tree)]) {
      const analysis = analyze(text);
      expect(analysis.issues).toEqual([]);
      expect(analysis.tree).toEqual(tree);
    }
  });

  test('issues after hostile strings are still marked at the right place', () => {
    const children = hostile.map((text) => ({ type: 'text', text, style: 'loud' }));
    const text = pretty({ type: 'column', children });
    const analysis = analyze(text);
    expect(analysis.issues).toHaveLength(hostile.length);
    let from = 0;
    for (const issue of analysis.issues) {
      expect(marked(analysis, issue)).toBe('"loud"');
      expect(issue.start).toBe(text.indexOf('"loud"', from));
      from = issue.end;
    }
  });

  test('an emoji id used twice is reported at both, with ranges in UTF-16 offsets', () => {
    const text = pretty({ type: 'column', children: [button('🚀'), { type: 'text', text: '👩‍👩‍👧 🏳️‍🌈' }, button('🚀')] });
    const analysis = analyze(text);
    expect(summary(analysis)).toEqual([
      ['duplicate-id', 'warning', '"🚀"'],
      ['duplicate-id', 'warning', '"🚀"'],
    ]);
  });

  test("a 10,000-node tree analyses with one error: Agentty's element limit, on the children that make it", () => {
    const children = Array.from({ length: 10_000 }, (_, i) =>
      i % 4 === 0 ? button(`b${i}`) : i % 4 === 1 ? { type: 'text', text: `t${i}`, style: 'muted' } : i % 4 === 2 ? { type: 'badge', text: `${i}`, tone: 'info' } : { type: 'toggle', id: `t${i}`, label: 'T' },
    );
    const started = performance.now();
    const analysis = analyze(pretty({ type: 'column', children }));
    expect(summary(analysis)).toEqual([['too-many-elements', 'error', '"children"']]);
    expect(analysis.issues[0]!.message).toContain('10,001 (10,001 nodes)');
    expect((analysis.tree as { children: unknown[] }).children).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  const nested = (levels: number) => '{"type":"column","children":['.repeat(levels) + ']}'.repeat(levels);

  test('a 5,000-level deep nesting gives a clear error and does not throw', () => {
    for (const text of [nested(5_000), `{"tree":${nested(5_000)}}`, `{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":${nested(5_000)}}}`]) {
      let analysis: Analysis | undefined;
      expect(() => (analysis = analyze(text))).not.toThrow();
      expect(analysis!.parsed).toBe(true);
      expect(analysis!.hasErrors).toBe(true);
      expect(analysis!.issues).toHaveLength(1);
      const issue = analysis!.issues[0]!;
      expect(issue).toMatchObject({ code: 'too-deep', severity: 'error', path: analysis!.treePath });
      expect(analysis!.drawable).toBe(false);
      expect(issue.message).toContain(`deeper than ${MAX_DEPTH} levels`);
      expect(issue.start).toBeGreaterThanOrEqual(0);
      expect(issue.end).toBeLessThanOrEqual(text.length);
    }
  });

  test('deep nesting outside the tree or in broken JSON does not throw either', () => {
    const deepArray = '['.repeat(6_000) + ']'.repeat(6_000);
    const wrapped = `{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"divider"}},"extra":${deepArray}}`;
    let analysis: Analysis | undefined;
    expect(() => (analysis = analyze(wrapped))).not.toThrow();
    expect(analysis!.issues.map((issue) => [issue.code, issue.severity])).toEqual([['unknown-key', 'warning']]);
    expect(analysis!.drawable).toBe(true);

    const broken = analyze('['.repeat(6_000));
    expect(broken.parsed).toBe(false);
    expect(broken.issues.length).toBeGreaterThan(0);
    expect(broken.issues.every((issue) => issue.code === 'syntax' && issue.end <= 6_000)).toBe(true);
  });

  test("nesting past what Agentty's parser reads in a line is an error; past the designer's own limit the tree is not drawn", () => {
    // a column level is two JSON levels: the node and its children array; the line adds 2 around the tree
    const read = analyze(nested(62));
    expect(read.issues.map((issue) => issue.code)).toEqual(['nested-too-deep', 'empty-children']);
    const dropped = analyze(nested(63));
    expect(dropped.issues.map((issue) => issue.code)).toEqual(['too-deep', 'nested-too-deep', 'empty-children']);
    expect(dropped.issues[0]!.message).toBe(`The tree is nested deeper than 125 levels of arrays and objects: Agentty's parser drops a ui/setPanel line nested deeper than 127 levels (the tree 125), so the panel never arrives. ${AGENTTY_RULE}`);
    expect(dropped.drawable).toBe(true);
    // the same for junk under a key Agentty would otherwise ignore
    expect(analyze(`{"type":"divider","junk":${'['.repeat(125)}${']'.repeat(125)}}`).issues.map((issue) => issue.code)).toEqual(['too-deep', 'unknown-key']);
    const atLimit = analyze(nested(MAX_DEPTH / 2));
    expect(atLimit.issues.map((issue) => issue.code)).toEqual(['too-deep', 'nested-too-deep', 'empty-children']);
    const past = analyze(nested(MAX_DEPTH / 2 + 1));
    expect(past.issues.map((issue) => issue.code)).toEqual(['too-deep']);
    expect(past.issues[0]!.message).toContain('deeper than 256 levels, which Panel Designer does not validate or draw');
    expect(past.drawable).toBe(false);
  });

  test('a document with 20,000 errors reports the first few hundred and one summary', () => {
    const text = JSON.stringify({ type: 'column', children: Array.from({ length: 20_000 }, () => 1) });
    const analysis = analyze(text);
    expect(analysis.issues).toHaveLength(MAX_REPORTED_ISSUES + 1);
    const summaries = analysis.issues.filter((issue) => issue.severity === 'info');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.message).toContain(`${(20_000 - MAX_REPORTED_ISSUES).toLocaleString('en')} more issues not shown`);
    const errors = analysis.issues.filter((issue) => issue.severity === 'error');
    expect(errors).toHaveLength(MAX_REPORTED_ISSUES);
    expect(errors.every((issue) => marked(analysis, issue) === '1')).toBe(true);
  });

  test('20,000 buttons sharing one id are reported quickly, each message naming a few of the others', () => {
    const text = JSON.stringify({ type: 'column', children: Array.from({ length: 20_000 }, () => button('same')) });
    const started = performance.now();
    const analysis = analyze(text);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(analysis.issues).toHaveLength(MAX_REPORTED_ISSUES + 1);
    const first = analysis.issues.find((issue) => issue.code === 'duplicate-id')!;
    expect(first.message).toContain('button at /children/1, the button at /children/2, the button at /children/3 and 19,996 more');
    expect(first.message.length).toBeLessThan(300);
  });

  test('20,000 rows sharing one id are reported quickly', () => {
    const items = Array.from({ length: 20_000 }, () => ({ id: 'row', title: 'T' }));
    const started = performance.now();
    const analysis = analyze(JSON.stringify({ type: 'list', id: 'l', items }));
    expect(performance.now() - started).toBeLessThan(3_000);
    // the error is kept first, whatever the number of warnings
    expect(analysis.issues.filter((issue) => issue.code === 'too-many-elements')).toHaveLength(1);
    expect(analysis.issues.filter((issue) => issue.code === 'duplicate-item-id')).toHaveLength(MAX_REPORTED_ISSUES - 1);
  });

  test('a "__proto__" key is an unknown key, not a prototype', () => {
    const analysis = analyze('{"type":"text","text":"a","__proto__":{"style":"code"}}');
    expect(summary(analysis)).toEqual([['unknown-key', 'warning', '"__proto__"']]);
  });
});

describe('registry examples', () => {
  test.each(nodeTypes)('the %s example analyses with no errors or warnings', (type) => {
    const analysis = analyze(pretty(registry[type].example));
    expect(analysis.issues.filter((issue) => issue.severity !== 'info')).toEqual([]);
  });
});
