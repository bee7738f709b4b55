import { describe, expect, test } from 'vitest';
import { dropAt } from './drag';

const tree = {
  type: 'column',
  children: [
    { type: 'text', text: 'a' },
    { type: 'section', title: 'S', children: [{ type: 'divider' }] },
    { type: 'row' }, // a container without its children key
  ],
};

describe('where a drop lands', () => {
  test('the top half of a leaf is before it, the bottom half after it', () => {
    expect(dropAt(tree, '/children/0', 0.1)).toEqual({ place: { parent: '', index: 0 }, mode: 'before' });
    expect(dropAt(tree, '/children/0', 0.9)).toEqual({ place: { parent: '', index: 1 }, mode: 'after' });
  });

  test('the middle of a container is inside it, at the end; its edges are before and after', () => {
    expect(dropAt(tree, '/children/1', 0.5)).toEqual({ place: { parent: '/children/1', index: 1 }, mode: 'inside' });
    expect(dropAt(tree, '/children/1', 0.2)).toEqual({ place: { parent: '', index: 1 }, mode: 'before' });
    expect(dropAt(tree, '/children/1', 0.8)).toEqual({ place: { parent: '', index: 2 }, mode: 'after' });
    expect(dropAt(tree, '/children/2', 0.5)).toEqual({ place: { parent: '/children/2', index: 0 }, mode: 'inside' });
  });

  test('anywhere on a root container is inside it; a leaf at the root takes no drop', () => {
    expect(dropAt(tree, '', 0.01)).toEqual({ place: { parent: '', index: 3 }, mode: 'inside' });
    expect(dropAt({ type: 'text', text: 'x' }, '', 0.5)).toBeUndefined();
    expect(dropAt(tree, '/children/9', 0.5)).toEqual({ place: { parent: '', index: 10 }, mode: 'after' });
  });
});
