import { describe, expect, test } from 'vitest';
import { countIds, renameAt } from './rename-at';

const tree = { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }, { type: 'choice', id: 'size', options: [{ label: 'S', value: 's' }, { label: 'M', value: 'm' }], value: 'm' }, { type: 'text', id: 'note', text: 'x' }] };

describe('renameAt', () => {
  test('an interactive element id is an element rename', () => {
    expect(renameAt(tree, '/children/0/id', 'old', 'go')).toEqual({ kind: 'element', from: 'old', to: 'go' });
    // a text sends no events: nothing refers to its id
    expect(renameAt(tree, '/children/2/id', 'n', 'note')).toBeUndefined();
    expect(renameAt(tree, '/children/0/id', '', 'go')).toBeUndefined();
  });

  test("an option value is a key rename of its node's list, with the props that pick it", () => {
    expect(renameAt(tree, '/children/1/options/1/value', 'medium', 'm')).toEqual({ kind: 'key', node: '/children/1', list: 'options', key: 'value', picks: ['value'], from: 'medium', to: 'm' });
    // a label is not a name anything refers to
    expect(renameAt(tree, '/children/1/options/1/label', 'Medium', 'M')).toBeUndefined();
    // two options with one value would merge: nothing follows
    const twins = { ...tree, children: [tree.children[0], { ...tree.children[1], options: [{ value: 's' }, { value: 's' }] }] };
    expect(renameAt(twins, '/children/1/options/1/value', 'm', 's')).toBeUndefined();
  });

  test('ids are counted across the tree', () => {
    expect(countIds(tree, 'go')).toBe(1);
    expect(countIds(tree, 'none')).toBe(0);
  });
});

test("a graph card's id edited in the inspector is a key rename of the graph's nodes", () => {
  const tree = { type: 'column', children: [{ type: 'graph', id: 'flow', nodes: [{ id: 'build', title: 'Build' }, { id: 'ship', title: 'Ship' }] }] };
  expect(renameAt(tree, '/children/0/nodes/0/id', 'build', 'compile')).toEqual({ kind: 'key', node: '/children/0', list: 'nodes', key: 'id', picks: [], from: 'build', to: 'compile' });
});
