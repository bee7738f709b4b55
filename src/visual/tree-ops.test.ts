import { describe, expect, test } from 'vitest';
import { analyze, fromPointer, valueAt } from '../document';
import type { TextEdit } from '../document';
import {
  duplicateNode,
  firstNode,
  freshId,
  insertionPoint,
  insertNode,
  isContainer,
  keyboardTarget,
  moveNode,
  movedPointer,
  newNode,
  nodeFromText,
  readClipboardNode,
  nodePointerOf,
  removeNode,
  takenIds,
  withFreshIds,
  wrapRoot,
  type MoveDirection,
} from './tree-ops';

const text = `{
  "type": "column",
  "gap": "small",
  "children": [
    { "type": "button", "id": "go", "label": "Go" },
    {
      "type": "row",
      "children": [{ "type": "text", "text": "A" }, { "type": "toggle", "id": "t", "label": "T" }]
    },
    { "type": "text", "text": "end" }
  ]
}
`;
const tree = JSON.parse(text);

function apply(replacement: TextEdit | undefined, source = text): string {
  expect(replacement).toBeDefined();
  const { start, end, text: inserted } = replacement!;
  return source.slice(0, start) + inserted + source.slice(end);
}

describe('visual edits as text edits', () => {
  test('a new node is valid at once, with an id unused in the tree', () => {
    const button = newNode('button', tree);
    expect(button).toMatchObject({ type: 'button', id: 'button' });
    const taken = takenIds(tree);
    expect(freshId('go', taken)).toBe('go-2');
    expect(freshId('go', taken)).toBe('go-3');
    const inserted = apply(insertNode(text, [], '', 1, newNode('toggle', tree)));
    expect(analyze(inserted).issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(JSON.parse(inserted).children[1]).toMatchObject({ type: 'toggle', id: 'toggle' });
  });

  test('an insert leaves the rest of the text byte-identical', () => {
    const replacement = insertNode(text, [], '/children/1', 0, { type: 'divider' });
    const next = apply(replacement);
    expect(next.slice(0, replacement!.start)).toBe(text.slice(0, replacement!.start));
    expect(next.slice(replacement!.start + replacement!.text.length)).toBe(text.slice(replacement!.end));
    expect(JSON.parse(next).children[1].children[0]).toEqual({ type: 'divider' });
    expect(next).toContain('"gap": "small"');
  });

  test('delete removes exactly one node', () => {
    const next = JSON.parse(apply(removeNode(text, [], '/children/0')));
    expect(next.children.map((child: { type: string }) => child.type)).toEqual(['row', 'text']);
  });

  test('duplicate inserts a copy right after, with fresh ids throughout', () => {
    const next = JSON.parse(apply(duplicateNode(text, [], tree, '/children/1')));
    expect(next.children).toHaveLength(4);
    expect(next.children[2].children[1]).toMatchObject({ type: 'toggle', id: 't-2', label: 'T' });
    expect(analyze(JSON.stringify(next)).issues.filter((issue) => issue.code === 'duplicate-id')).toEqual([]);
  });

  test('move reorders within a container and re-parents into another, as one edit', () => {
    const down = JSON.parse(apply(moveNode(text, [], tree, '/children/0', '', 3)));
    expect(down.children.map((child: { type: string }) => child.type)).toEqual(['row', 'text', 'button']);
    const into = JSON.parse(apply(moveNode(text, [], tree, '/children/0', '/children/1', 1)));
    expect(into.children[0].type).toBe('row');
    expect(into.children[0].children.map((child: { type: string }) => child.type)).toEqual(['text', 'button', 'toggle']);
    expect(moveNode(text, [], tree, '/children/1', '/children/1', 0)).toBeUndefined();
  });

  test('edits land inside a wrapped tree too', () => {
    const wrapped = JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } }, null, 2);
    const next = JSON.parse(apply(removeNode(wrapped, ['params', 'tree'], '/children/2'), wrapped));
    expect(next.params.tree.children).toHaveLength(2);
  });
});

/**
 * Applies a replacement and checks it is confined to its range: the text before `start` and after `end`
 * survives byte for byte, the range is minimal, and every `kept` part of the source (found once in it) lies
 * wholly outside the range, so it reappears unchanged in the result.
 */
function applyKeeping(replacement: TextEdit | undefined, source: string, ...kept: string[]): string {
  const next = apply(replacement, source);
  const { start, end, text: inserted } = replacement!;
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThanOrEqual(start);
  expect(end).toBeLessThanOrEqual(source.length);
  expect(next.slice(0, start)).toBe(source.slice(0, start));
  expect(next.slice(start + inserted.length)).toBe(source.slice(end));
  // minimal: the range would shrink if its first or last character were unchanged
  if (inserted !== '' && end > start) {
    expect(inserted[0]).not.toBe(source[start]);
    expect(inserted[inserted.length - 1]).not.toBe(source[end - 1]);
  }
  for (const part of kept) {
    const at = source.indexOf(part);
    expect(at, `kept part ${JSON.stringify(part)} is in the source`).toBeGreaterThanOrEqual(0);
    expect(at + part.length <= start || at >= end, `kept part ${JSON.stringify(part)} lies outside ${start}..${end}`).toBe(true);
    const shifted = at >= end ? at + inserted.length - (end - start) : at;
    expect(next.slice(shifted, shifted + part.length)).toBe(part);
  }
  return next;
}

const nestedText = `{
  "type": "column",
  "children": [
    { "type": "button", "id": "a", "label": "A" },
    {
      "type": "row",
      "children": [
        { "type": "text", "text": "r0" },
        { "type": "section", "title": "S", "children": [{ "type": "text", "text": "deep" }] },
        { "type": "toggle", "id": "r2", "label": "R2" }
      ]
    },
    { "type": "section", "title": "Empty", "children": [] },
    { "type": "text", "text": "last" }
  ]
}
`;
const nested = JSON.parse(nestedText);

/** Every node pointer of a tree, depth first. */
function pointersOf(node: unknown, pointer = ''): string[] {
  const children = isContainer(node) ? ((node as { children?: unknown[] }).children ?? []) : [];
  return [pointer, ...children.flatMap((child, i) => pointersOf(child, `${pointer}/children/${i}`))];
}

/** A fingerprint of every node in the tree (the multiset a move must preserve). */
function nodesOf(tree: unknown): string[] {
  return pointersOf(tree)
    .map((pointer) => {
      const { children: _children, ...rest } = valueAt(tree, fromPointer(pointer)) as Record<string, unknown>;
      return JSON.stringify(rest);
    })
    .sort();
}

const directions: readonly MoveDirection[] = ['up', 'down', 'in', 'out'];

describe('pointers and places', () => {
  test('nodePointerOf: a list row, row action or choice option belongs to its node', () => {
    expect(nodePointerOf('')).toBe('');
    expect(nodePointerOf('/children/2')).toBe('/children/2');
    expect(nodePointerOf('/children/12/children/0')).toBe('/children/12/children/0');
    expect(nodePointerOf('/children/2/items/0')).toBe('/children/2');
    expect(nodePointerOf('/children/1/children/0/items/3/actions/1')).toBe('/children/1/children/0');
    expect(nodePointerOf('/children/0/options/1/value')).toBe('/children/0');
    expect(nodePointerOf('/children/0/nodes/2')).toBe('/children/0');
    expect(nodePointerOf('/children/0/nodes/2/inputs/0')).toBe('/children/0');
    expect(nodePointerOf('/children/0/nodes/2/children/1')).toBe('/children/0/nodes/2/children/1');
    expect(nodePointerOf('/nodes/0/children/0/items/1')).toBe('/nodes/0/children/0');
    expect(nodePointerOf('/items/0')).toBe('');
  });

  test('isContainer: node types that hold children, with or without the key', () => {
    expect(isContainer({ type: 'column', children: [] })).toBe(true);
    expect(isContainer({ type: 'row' })).toBe(true);
    expect(isContainer({ type: 'section', title: 'S', children: 'not an array' })).toBe(true);
    expect(isContainer({ type: 'text', text: 'x' })).toBe(false);
    expect(isContainer({ type: 'list', id: 'l', items: [] })).toBe(false);
    expect(isContainer({ type: 'bogus', children: [] })).toBe(false);
    expect(isContainer({ children: [] })).toBe(false);
    expect(isContainer(null)).toBe(false);
    expect(isContainer([{ type: 'column', children: [] }])).toBe(false);
    expect(isContainer('column')).toBe(false);
  });

  test('insertionPoint: the end of a selected container, or right after a selected node', () => {
    expect(insertionPoint(nested, undefined)).toEqual({ parent: '', index: 4 });
    expect(insertionPoint(nested, '')).toEqual({ parent: '', index: 4 });
    expect(insertionPoint(nested, '/children/1')).toEqual({ parent: '/children/1', index: 3 });
    expect(insertionPoint(nested, '/children/2')).toEqual({ parent: '/children/2', index: 0 });
    expect(insertionPoint(nested, '/children/0')).toEqual({ parent: '', index: 1 });
    expect(insertionPoint(nested, '/children/1/children/0')).toEqual({ parent: '/children/1', index: 1 });
    expect(insertionPoint(nested, '/children/1/children/1/children/0')).toEqual({ parent: '/children/1/children/1', index: 1 });
    const withList = { type: 'column', children: [{ type: 'text', text: 't' }, { type: 'list', id: 'l', items: [{ id: 'i', title: 'I', actions: [{ id: 'x' }] }] }] };
    expect(insertionPoint(withList, '/children/1/items/0/actions/0')).toEqual({ parent: '', index: 2 });
    expect(insertionPoint({ type: 'row' }, undefined)).toEqual({ parent: '', index: 0 });
    // a leaf at the root has no room beside it
    expect(insertionPoint({ type: 'text', text: 'x' }, undefined)).toBeUndefined();
    expect(insertionPoint({ type: 'text', text: 'x' }, '')).toBeUndefined();
  });

  test('movedPointer: where a node lands, counting the gap its removal leaves', () => {
    expect(movedPointer('/children/0', '', 3)).toBe('/children/2');
    expect(movedPointer('/children/3', '', 0)).toBe('/children/0');
    expect(movedPointer('/children/0', '/children/1', 1)).toBe('/children/0/children/1');
    expect(movedPointer('/children/3', '/children/1', 1)).toBe('/children/1/children/1');
    expect(movedPointer('/children/1/children/0', '', 1)).toBe('/children/1');
    expect(movedPointer('/children/1/children/0', '', 2)).toBe('/children/2');
    expect(movedPointer('/children/0', '/children/2/children/1', 0)).toBe('/children/1/children/1/children/0');
    expect(movedPointer('', '/children/0', 0)).toBeUndefined();
    expect(movedPointer('/children/1', '/children/1', 0)).toBeUndefined();
    expect(movedPointer('/children/1', '/children/1/children/0', 0)).toBeUndefined();
    // a sibling whose index merely starts with the same digits is not inside
    expect(movedPointer('/children/1', '/children/10', 0)).toBe('/children/9/children/0');
  });
});

describe('keyboard moves', () => {
  const expected: Record<string, Record<MoveDirection, { parent: string; index: number } | undefined>> = {
    '': { up: undefined, down: undefined, in: undefined, out: undefined },
    '/children/0': { up: undefined, down: { parent: '', index: 2 }, in: undefined, out: undefined },
    '/children/1': { up: { parent: '', index: 0 }, down: { parent: '', index: 3 }, in: undefined, out: undefined },
    '/children/1/children/0': {
      up: { parent: '', index: 1 },
      down: { parent: '/children/1', index: 2 },
      in: undefined,
      out: { parent: '', index: 2 },
    },
    '/children/1/children/1': {
      up: { parent: '/children/1', index: 0 },
      down: { parent: '/children/1', index: 3 },
      in: undefined,
      out: { parent: '', index: 2 },
    },
    '/children/1/children/1/children/0': {
      up: { parent: '/children/1', index: 1 },
      down: { parent: '/children/1', index: 2 },
      in: undefined,
      out: { parent: '/children/1', index: 2 },
    },
    '/children/1/children/2': {
      up: { parent: '/children/1', index: 1 },
      down: { parent: '', index: 2 },
      in: { parent: '/children/1/children/1', index: 1 },
      out: { parent: '', index: 2 },
    },
    '/children/2': { up: { parent: '', index: 1 }, down: { parent: '', index: 4 }, in: { parent: '/children/1', index: 3 }, out: undefined },
    '/children/3': { up: { parent: '', index: 2 }, down: undefined, in: { parent: '/children/2', index: 0 }, out: undefined },
  };

  test('the table covers every node of the tree', () => {
    expect(Object.keys(expected).sort()).toEqual(pointersOf(nested).sort());
  });

  for (const [pointer, targets] of Object.entries(expected)) {
    test(`keyboardTarget of ${pointer || 'the root'}`, () => {
      for (const direction of directions) expect(keyboardTarget(nested, pointer, direction), direction).toEqual(targets[direction]);
    });
  }

  test('after each move the node is found at movedPointer in the re-parsed text', () => {
    let moves = 0;
    for (const pointer of pointersOf(nested)) {
      const node = valueAt(nested, fromPointer(pointer));
      for (const direction of directions) {
        const target = keyboardTarget(nested, pointer, direction);
        if (!target) continue;
        moves++;
        const next = applyKeeping(moveNode(nestedText, [], nested, pointer, target.parent, target.index), nestedText, '"type": "column"');
        const parsed = JSON.parse(next);
        const landed = movedPointer(pointer, target.parent, target.index);
        expect(landed, `${pointer} ${direction}`).toBeDefined();
        expect(valueAt(parsed, fromPointer(landed!)), `${pointer} ${direction} → ${landed}`).toEqual(node);
        expect(nodesOf(parsed), `${pointer} ${direction} keeps every node`).toEqual(nodesOf(nested));
        expect(analyze(next).issues.filter((issue) => issue.severity === 'error'), `${pointer} ${direction}`).toEqual([]);
      }
    }
    expect(moves).toBe(21);
  });

  test('inside a ui/setPanel message the moved node is found at movedPointer under params.tree', () => {
    const message = JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: nested } }, null, 2) + '\n';
    for (const [pointer, direction] of [
      ['/children/1/children/0', 'up'],
      ['/children/1/children/2', 'down'],
      ['/children/3', 'in'],
      ['/children/1/children/1/children/0', 'out'],
    ] as const) {
      const target = keyboardTarget(nested, pointer, direction)!;
      const next = applyKeeping(moveNode(message, ['params', 'tree'], nested, pointer, target.parent, target.index), message, '"jsonrpc": "2.0"', '"method": "ui/setPanel"');
      const parsed = JSON.parse(next);
      expect(parsed.jsonrpc).toBe('2.0');
      expect(valueAt(parsed.params.tree, fromPointer(movedPointer(pointer, target.parent, target.index)!)), `${pointer} ${direction}`).toEqual(valueAt(nested, fromPointer(pointer)));
    }
  });

  test('concrete landings: leaving a container at either end, in and out', () => {
    const move = (pointer: string, direction: MoveDirection) => {
      const target = keyboardTarget(nested, pointer, direction)!;
      const parsed = JSON.parse(apply(moveNode(nestedText, [], nested, pointer, target.parent, target.index), nestedText));
      return { landed: movedPointer(pointer, target.parent, target.index), parsed };
    };
    const upOut = move('/children/1/children/0', 'up');
    expect(upOut.landed).toBe('/children/1');
    expect(upOut.parsed.children.map((child: { type: string }) => child.type)).toEqual(['button', 'text', 'row', 'section', 'text']);
    const downOut = move('/children/1/children/2', 'down');
    expect(downOut.landed).toBe('/children/2');
    expect(downOut.parsed.children[1].children).toHaveLength(2);
    expect(downOut.parsed.children[2]).toEqual({ type: 'toggle', id: 'r2', label: 'R2' });
    const intoEmpty = move('/children/3', 'in');
    expect(intoEmpty.landed).toBe('/children/2/children/0');
    expect(intoEmpty.parsed.children[2].children).toEqual([{ type: 'text', text: 'last' }]);
    const intoRow = move('/children/2', 'in');
    expect(intoRow.landed).toBe('/children/1/children/3');
    expect(intoRow.parsed.children).toHaveLength(3);
    const out = move('/children/1/children/1/children/0', 'out');
    expect(out.landed).toBe('/children/1/children/2');
    expect(out.parsed.children[1].children[1].children).toEqual([]);
  });

  test('moving in to a previous container whose children key is missing', () => {
    const source = `{
  "type": "column",
  "children": [
    { "type": "row" },
    { "type": "text", "text": "x" }
  ]
}
`;
    const tree = JSON.parse(source);
    const target = keyboardTarget(tree, '/children/1', 'in');
    expect(target).toEqual({ parent: '/children/0', index: 0 });
    const next = applyKeeping(moveNode(source, [], tree, '/children/1', target!.parent, target!.index), source, '"type": "column"');
    expect(JSON.parse(next)).toEqual({ type: 'column', children: [{ type: 'row', children: [{ type: 'text', text: 'x' }] }] });
    expect(movedPointer('/children/1', target!.parent, target!.index)).toBe('/children/0/children/0');
  });
});

describe('first node, wrapping the root, nodes from the clipboard', () => {
  const node = { type: 'column', children: [{ type: 'text', text: 'hi' }] };

  test('firstNode: an empty document becomes the node, with a trailing newline', () => {
    const replacement = firstNode('', node);
    expect(replacement).toEqual({ start: 0, end: 0, text: '{\n  "type": "column",\n  "children": [\n    {\n      "type": "text",\n      "text": "hi"\n    }\n  ]\n}\n' });
    expect(apply(firstNode('  \n\n', node), '  \n\n')).toBe(JSON.stringify(node, null, 2) + '\n');
  });

  test("firstNode: the document's line ends and indentation", () => {
    expect(apply(firstNode('\r\n', node), '\r\n')).toBe(JSON.stringify(node, null, 2).replace(/\n/g, '\r\n') + '\r\n');
    const tabbed = '{\n\t"ty';
    expect(apply(firstNode(tabbed, node), tabbed)).toBe(JSON.stringify(node, null, '\t') + '\n');
    const four = '{\n    "type": "col';
    expect(apply(firstNode(four, node), four)).toBe(JSON.stringify(node, null, 4) + '\n');
  });

  test('wrapRoot: a leaf root and the new node go into a column', () => {
    const leaf = '{\n  "type": "text",\n  "text": "hi"\n}\n';
    const next = applyKeeping(wrapRoot(leaf, [], JSON.parse(leaf), { type: 'divider' }), leaf);
    expect(JSON.parse(next)).toEqual({ type: 'column', children: [{ type: 'text', text: 'hi' }, { type: 'divider' }] });
    expect(next).toBe('{\n  "type": "column",\n  "children": [\n    {\n      "type": "text",\n      "text": "hi"\n    },\n    {\n      "type": "divider"\n    }\n  ]\n}\n');
  });

  test('wrapRoot inside a ui/setPanel message leaves the envelope alone', () => {
    const leaf = { type: 'button', id: 'b', label: 'B' };
    const message = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ui/setPanel', params: { tree: leaf, width: 'wide' } }, null, 2);
    const next = applyKeeping(wrapRoot(message, ['params', 'tree'], leaf, { type: 'divider' }), message, '"jsonrpc": "2.0"', '"method": "ui/setPanel"', '"width": "wide"');
    expect(JSON.parse(next)).toEqual({ jsonrpc: '2.0', id: 7, method: 'ui/setPanel', params: { tree: { type: 'column', children: [leaf, { type: 'divider' }] }, width: 'wide' } });
  });

  test('nodeFromText: a bare node, setPanel params or a whole message', () => {
    const text = { type: 'text', text: 'a' };
    expect(nodeFromText(JSON.stringify(text))).toEqual(text);
    expect(nodeFromText(JSON.stringify(node, null, 2))).toEqual(node);
    expect(nodeFromText(JSON.stringify({ tree: node }))).toEqual(node);
    expect(nodeFromText(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: text } }))).toEqual(text);
  });

  test('nodeFromText: broken or non-node JSON is not a node', () => {
    for (const text of ['', 'hello', '{"type": "text",', '{"type": "text" "text": "a"}', "{'type': 'text'}"]) expect(nodeFromText(text), text).toBeUndefined();
    for (const text of [
      'null',
      '42',
      '"column"',
      '[{"type": "text", "text": "a"}]',
      '{"type": "bogus"}',
      '{"type": 1}',
      '{"text": "a"}',
      '{"tree": 1}',
      '{"tree": {"type": "bogus"}}',
      '{"tree": {"type": "text", "text": "a"}, "type": "bogus"}',
      '{"params": {"tree": {"type": "bogus"}}}',
      '{"params": {"tree": [{"type": "text", "text": "a"}]}}',
    ])
      expect(nodeFromText(text), text).toBeUndefined();
  });

  test('readClipboardNode: a node nested 20,000 deep is refused with the limit instead of throwing on paste', () => {
    const deep = '{"type":"column","children":['.repeat(10_000) + '{"type":"button","id":"b","label":"B"}' + ']}'.repeat(10_000);
    const read = readClipboardNode(deep);
    expect(read).toEqual({ ok: false, reason: expect.stringMatching(/nested deeper than 256 levels/) });
    // the older entry point hands the app nothing it would throw on
    expect(nodeFromText(deep)).toBeUndefined();
    expect(() => withFreshIds(nodeFromText(deep), takenIds(tree))).not.toThrow();
  });

  test('readClipboardNode: says why a clipboard holds no node, and hands over the node otherwise', () => {
    const button = { type: 'button', id: 'go', label: 'Go' };
    expect(readClipboardNode(JSON.stringify({ tree: button }))).toEqual({ ok: true, value: button });
    expect(readClipboardNode('hello')).toEqual({ ok: false, reason: expect.stringMatching(/^The clipboard holds no panel node: its text is not JSON\./) });
    expect(readClipboardNode('{"type": "bogus"}')).toEqual({ ok: false, reason: expect.stringMatching(/^The clipboard holds no panel node: copy one/) });
  });

  test('readClipboardNode: a node holding 1e400 is refused, not pasted with null in its place', () => {
    expect(readClipboardNode('{"type": "text", "text": "a", "size": -1e400}')).toEqual({ ok: false, reason: expect.stringMatching(/number too large for JSON.*null/) });
  });
});

describe('insertion into a container without children', () => {
  test('a nested container gets a children array', () => {
    const source = `{
  "type": "column",
  "children": [
    { "type": "row", "gap": "small" },
    { "type": "text", "text": "after" }
  ]
}
`;
    const next = applyKeeping(insertNode(source, [], '/children/0', 0, { type: 'divider' }), source, '"type": "column"', '{ "type": "text", "text": "after" }');
    expect(JSON.parse(next)).toEqual({
      type: 'column',
      children: [{ type: 'row', gap: 'small', children: [{ type: 'divider' }] }, { type: 'text', text: 'after' }],
    });
  });

  test('the root container, inside a message too', () => {
    const root = '{\n  "type": "section",\n  "title": "S"\n}\n';
    const next = applyKeeping(insertNode(root, [], '', 0, { type: 'text', text: 'x' }), root, '"type": "section"');
    expect(JSON.parse(next)).toEqual({ type: 'section', title: 'S', children: [{ type: 'text', text: 'x' }] });
    const message = JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: { type: 'column' } } }, null, 2);
    const wrapped = applyKeeping(insertNode(message, ['params', 'tree'], '', 0, { type: 'divider' }), message, '"jsonrpc": "2.0"');
    expect(JSON.parse(wrapped).params.tree).toEqual({ type: 'column', children: [{ type: 'divider' }] });
  });

  test('an index past the end of a missing array still gives a one-node array', () => {
    const source = '{ "type": "column", "children": [{ "type": "row" }] }';
    const next = JSON.parse(apply(insertNode(source, [], '/children/0', 2, { type: 'divider' }), source));
    expect(next.children[0]).toEqual({ type: 'row', children: [{ type: 'divider' }] });
  });
});

describe('hostile text round-trips exactly', () => {
  const hostile = [
    'quote " apostrophe \' backslash \\ escaped \\" end\\',
    'line one\nline two\r\nthree\ttab\fform\bback',
    '</script><script>alert("x")</script><!-- -->',
    'emoji 😀 👩‍👩‍👧‍👦 🏳️‍🌈 🇯🇵',
    'العربية من اليمين إلى اليسار ١٢٣',
    'עברית מימין לשמאל \u202Eevil\u202C mixed English',
    'separators \u2028 \u2029 nul \u0000 bom \uFEFF',
    '{"type": "text", "text": "fake"}, ] } ]',
  ];

  for (const value of hostile) {
    test(JSON.stringify(value).slice(0, 40), () => {
      const source = JSON.stringify({ type: 'column', children: [{ type: 'text', text: 'keep' }, { type: 'row', children: [] }, { type: 'badge', text: value }] }, null, 2) + '\n';
      const encoded = JSON.stringify(value);
      expect(JSON.parse(source).children[2].text).toBe(value);

      // insert
      const inserted = applyKeeping(insertNode(source, [], '/children/1', 0, { type: 'button', id: value, label: value }), source, '"text": "keep"', encoded);
      const afterInsert = JSON.parse(inserted);
      expect(afterInsert.children[1].children[0]).toEqual({ type: 'button', id: value, label: value });
      expect(afterInsert.children[2].text).toBe(value);

      // duplicate: the copy keeps the label, and its id is the hostile one with a suffix
      const duplicated = applyKeeping(duplicateNode(inserted, [], afterInsert, '/children/1/children/0'), inserted, '"text": "keep"', encoded);
      const afterDuplicate = JSON.parse(duplicated);
      expect(afterDuplicate.children[1].children).toEqual([
        { type: 'button', id: value, label: value },
        { type: 'button', id: `${value}-2`, label: value },
      ]);
      expect(afterDuplicate.children[2].text).toBe(value);

      // move the hostile badge into the row, and the button out of it
      const moved = applyKeeping(moveNode(duplicated, [], afterDuplicate, '/children/2', '/children/1', 1), duplicated, '"text": "keep"');
      const afterMove = JSON.parse(moved);
      expect(afterMove.children).toHaveLength(2);
      expect(afterMove.children[1].children[1]).toEqual({ type: 'badge', text: value });
      const out = JSON.parse(apply(moveNode(moved, [], afterMove, '/children/1/children/0', '', 0), moved));
      expect(out.children[0]).toEqual({ type: 'button', id: value, label: value });
      expect(out.children[2].children.map((child: { label?: string; text?: string }) => child.label ?? child.text)).toEqual([value, value]);

      // removing another node leaves the encoded text byte-identical
      applyKeeping(removeNode(source, [], '/children/0'), source, encoded);
    });
  }
});

describe("edits keep the document's own formatting", () => {
  const tree = { type: 'column', children: [{ type: 'row', children: [{ type: 'text', text: 'a' }] }, { type: 'toggle', id: 't', label: 'T' }] };

  test('CRLF line ends and tab indentation in inserted, duplicated and moved nodes', () => {
    const source = JSON.stringify(tree, null, '\t').replace(/\n/g, '\r\n') + '\r\n';
    const results = [
      applyKeeping(insertNode(source, [], '/children/0', 1, { type: 'section', title: 'S', children: [{ type: 'divider' }] }), source, '"type": "column"'),
      applyKeeping(duplicateNode(source, [], tree, '/children/0'), source, '"type": "column"'),
      applyKeeping(moveNode(source, [], tree, '/children/1', '/children/0', 0), source, '"type": "column"'),
    ];
    for (const next of results) {
      expect(next.replace(/\r\n/g, '')).not.toContain('\n');
      expect(next.replace(/\r\n/g, '')).not.toContain('\r');
      expect(next).not.toMatch(/\n +/);
      expect(next.endsWith('}\r\n')).toBe(true);
    }
    expect(JSON.parse(results[0]!).children[0].children[1]).toEqual({ type: 'section', title: 'S', children: [{ type: 'divider' }] });
    expect(JSON.parse(results[2]!).children).toEqual([{ type: 'row', children: [{ type: 'toggle', id: 't', label: 'T' }, { type: 'text', text: 'a' }] }]);
  });

  test('four-space indentation', () => {
    const source = JSON.stringify(tree, null, 4) + '\n';
    const next = applyKeeping(insertNode(source, [], '', 2, { type: 'text', text: 'new' }), source, '"type": "column"', '"label": "T"');
    expect(next).toContain('\n        {\n            "type": "text",\n            "text": "new"\n        }\n    ]\n}\n');
  });
});

describe("today's containers and optional ids", () => {
  const today = {
    type: 'column',
    children: [
      { type: 'tabs', id: 'tabs', tabs: [{ id: 'one', label: 'One' }], value: 'one', children: [{ type: 'text', text: 'in the tab' }] },
      { type: 'grid', columns: 2, children: [] },
      { type: 'card', id: 'notes', closable: true, title: 'Notes', children: [] },
      { type: 'popover', id: 'settings', title: 'Settings' },
    ],
  };
  const todayText = JSON.stringify(today, null, 2);

  test('tabs, grid, card and popover are containers; a selected one takes the new node at its end', () => {
    for (const child of today.children) expect(isContainer(child), child.type).toBe(true);
    expect(insertionPoint(today, '/children/0')).toEqual({ parent: '/children/0', index: 1 });
    expect(insertionPoint(today, '/children/3')).toEqual({ parent: '/children/3', index: 0 });
    // a selected tab or table row selects its node
    expect(insertionPoint(today, '/children/0/tabs/0')).toEqual({ parent: '/children/0', index: 1 });
    expect(nodePointerOf('/children/5/rows/2/cells/1')).toBe('/children/5');
    const into = JSON.parse(apply(insertNode(todayText, [], '/children/3', 0, newNode('text', today)), todayText));
    expect(into.children[3].children).toEqual([{ type: 'text', text: 'Text' }]);
  });

  test('keyboard moves go in and out of them', () => {
    expect(keyboardTarget(today, '/children/1', 'in')).toEqual({ parent: '/children/0', index: 1 });
    expect(keyboardTarget(today, '/children/0/children/0', 'out')).toEqual({ parent: '', index: 1 });
    expect(keyboardTarget(today, '/children/3', 'in')).toEqual({ parent: '/children/2', index: 0 });
  });

  test('a new card or grid gets no id (it is optional); a copied one with an id gets a fresh one', () => {
    expect(newNode('card', today)).toEqual({ type: 'card', title: 'Card', children: [] });
    expect(newNode('grid', today)).toEqual({ type: 'grid', columns: 2, children: [] });
    expect(newNode('tabs', today)).toMatchObject({ type: 'tabs', id: 'tabs-2' });
    expect(newNode('popover', today)).toMatchObject({ id: 'popover' });
    const copy = JSON.parse(apply(duplicateNode(todayText, [], today, '/children/2'), todayText));
    expect(copy.children[3]).toMatchObject({ type: 'card', id: 'notes-2', closable: true });
    expect(takenIds(today)).toEqual(new Set(['tabs', 'notes', 'settings']));
  });
});
