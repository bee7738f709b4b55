import { describe, expect, test } from 'vitest';
import { inverse, reactionChanges, treeChanges, type Rename } from './rename';

const reactions = [
  { element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'detail' }, { do: 'setValue', element: 'size', value: 'm' }] },
  { element: 'size', event: 'change', value: 'm', actions: [{ do: 'notify', message: 'detail', kind: 'info' }] },
  'not a reaction',
  { element: 'detail', event: 'click', actions: 'nope' },
];

describe('renames', () => {
  test('a screen rename changes only the fields that name a screen', () => {
    expect(reactionChanges(reactions, { kind: 'screen', from: 'detail', to: 'details' })).toEqual([{ pointer: '/0/actions/0/screen', value: 'details' }]);
  });

  test('an element rename changes reactions, setValue targets and every node with that id', () => {
    const rename: Rename = { kind: 'element', from: 'size', to: 'weight' };
    expect(reactionChanges(reactions, rename)).toEqual([
      { pointer: '/0/actions/1/element', value: 'weight' },
      { pointer: '/1/element', value: 'weight' },
    ]);
    const tree = { type: 'column', children: [{ type: 'choice', id: 'size', options: [] }, { type: 'row', children: [{ type: 'input', id: 'size' }] }] };
    expect(treeChanges(tree, rename)).toEqual([
      { pointer: '/children/0/id', value: 'weight' },
      { pointer: '/children/1/children/0/id', value: 'weight' },
    ]);
  });

  test("a key rename changes the entry, the node's pick, and the reactions of that element only", () => {
    const rename: Rename = { kind: 'key', node: '/children/0', list: 'options', key: 'value', picks: ['value'], from: 'm', to: 'medium' };
    const tree = { type: 'column', children: [{ type: 'choice', id: 'size', options: [{ value: 's' }, { value: 'm' }], value: 'm' }] };
    expect(treeChanges(tree, rename)).toEqual([
      { pointer: '/children/0/options/1/value', value: 'medium' },
      { pointer: '/children/0/value', value: 'medium' },
    ]);
    expect(reactionChanges(reactions, rename, 'size')).toEqual([
      { pointer: '/0/actions/1/value', value: 'medium' },
      { pointer: '/1/value', value: 'medium' },
    ]);
    expect(reactionChanges(reactions, rename, 'other')).toEqual([]);
    // a multiple pick keeps its other entries
    expect(treeChanges({ type: 'column', children: [{ type: 'choice', options: [], value: ['s', 'm'] }] }, rename)).toEqual([{ pointer: '/children/0/value', value: ['s', 'medium'] }]);
    expect(inverse(rename)).toMatchObject({ from: 'medium', to: 'm' });
  });
});

test("a graph card's id renamed follows into the wires that name it, at either end", () => {
  const tree = {
    type: 'graph',
    id: 'flow',
    nodes: [{ id: 'build', title: 'Build', outputs: [{ id: 'out' }] }, { id: 'ship', title: 'Ship', inputs: [{ id: 'in' }] }],
    edges: [{ from: { node: 'build', port: 'out' }, to: { node: 'ship', port: 'in' } }, { from: { node: 'ship', port: 'x' }, to: { node: 'build', port: 'y' } }],
  };
  const rename: Rename = { kind: 'key', node: '', list: 'nodes', key: 'id', picks: [], from: 'build', to: 'compile' };
  expect(treeChanges(tree, rename)).toEqual([
    { pointer: '/nodes/0/id', value: 'compile' },
    { pointer: '/edges/0/from/node', value: 'compile' },
    { pointer: '/edges/1/to/node', value: 'compile' },
  ]);
});
