import { describe, expect, test } from 'vitest';
import { nodesOf } from './walk';

describe('nodesOf', () => {
  test('visits known nodes in document order with their paths, following containers only', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'button', id: 'a', label: 'A', children: [{ type: 'text', text: 'ignored: a button has no children' }] },
        { type: 'row', children: [{ type: 'text', text: 'x' }, 'not a node', { type: 'nope' }] },
      ],
    };
    expect([...nodesOf(tree)].map(({ type, path }) => [type, path.join('/')])).toEqual([
      ['column', ''],
      ['button', 'children/0'],
      ['row', 'children/1'],
      ['text', 'children/1/children/0'],
    ]);
  });

  // 100,000 levels overflow any recursive walk (the stack holds ~10,000 frames) and stay fast on a loaded runner
  test('a tree 100,000 levels deep is walked without recursion', () => {
    let tree: unknown = { type: 'divider' };
    for (let i = 0; i < 100_000; i++) tree = { type: 'column', children: [tree] };
    let count = 0;
    for (const _ of nodesOf(tree)) count++;
    expect(count).toBe(100_001);
  });
});
