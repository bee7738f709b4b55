import { describe, expect, test } from 'vitest';
import { pointerOfElement, pointerOfTarget } from './find-element';

const tree = {
  type: 'column',
  children: [
    { type: 'text', text: 'go' },
    { type: 'section', title: 'S', children: [{ type: 'button', id: 'go', label: 'Go' }] },
    { type: 'list', id: 'files', items: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B', actions: [{ id: 'open' }, { id: 'pin' }] }] },
    { type: 'choice', id: 'size', options: [{ value: 1, label: 'One' }, { value: '1', label: 'One as text' }] },
    { type: 'badge', id: 'go', text: 'not interactive' },
  ],
};

describe('finding the element of a wire log line', () => {
  test('the first interactive node with that id, in document order', () => {
    expect(pointerOfElement(tree, 'go')).toBe('/children/1/children/0');
    expect(pointerOfElement(tree, 'nope')).toBeUndefined();
  });

  test('a row button, a row and a choice option are found by their params', () => {
    expect(pointerOfTarget(tree, { element: 'files', item: 'b', action: 'pin' })).toBe('/children/2/items/1/actions/1');
    expect(pointerOfTarget(tree, { element: 'files', item: 'a' })).toBe('/children/2/items/0');
    expect(pointerOfTarget(tree, { element: 'size', value: '1' })).toBe('/children/3/options/1');
    expect(pointerOfTarget(tree, { element: 'files', item: 'zzz' })).toBe('/children/2');
  });
});
