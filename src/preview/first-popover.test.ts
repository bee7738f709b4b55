import { describe, expect, test } from 'vitest';
import { firstPopover, nodeAt } from './first-popover';

const popover = (id: string) => ({ type: 'popover', id, title: id, children: [] });

describe('the popover Agentty shows', () => {
  test('is the first in the tree, depth first, wherever it is nested', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'text', text: 'a' },
        { type: 'card', children: [{ type: 'grid', children: [{ type: 'text', text: 'b' }, popover('inner')] }] },
        popover('second'),
      ],
    };
    expect(firstPopover(tree)).toBe('/children/1/children/0/children/1');
    expect(nodeAt(tree, '/children/1/children/0/children/1')).toEqual(popover('inner'));
  });

  test('is the root itself when the root is one, and none in a tree without one', () => {
    expect(firstPopover(popover('root'))).toBe('');
    expect(firstPopover({ type: 'column', children: [{ type: 'text', text: 'x' }] })).toBeUndefined();
    expect(firstPopover(null)).toBeUndefined();
    expect(firstPopover({ type: 'column', children: 'not a list' })).toBeUndefined();
  });

  test('children of nodes that hold none are not searched', () => {
    expect(firstPopover({ type: 'text', text: 'x', children: [popover('hidden')] })).toBeUndefined();
  });

  test('a tree deeper than the designer draws does not overflow the stack', () => {
    let tree: unknown = popover('deep');
    for (let i = 0; i < 50_000; i++) tree = { type: 'column', children: [tree] };
    expect(firstPopover(tree)).toBeUndefined();
  });

  test('an edited tree that shares its unchanged parts gives the new answer', () => {
    const kept = { type: 'column', children: [{ type: 'text', text: 'x' }] };
    expect(firstPopover({ type: 'column', children: [kept] })).toBeUndefined();
    expect(firstPopover({ type: 'column', children: [kept, popover('new')] })).toBe('/children/1');
  });
});
