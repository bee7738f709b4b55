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

describe("the parts of today's elements a wire log line points at", () => {
  const today = {
    type: 'column',
    children: [
      { type: 'button', id: 'new', label: 'New', menu: [{ value: 'file', label: 'File' }, { value: 'dir', label: 'Folder' }] },
      {
        type: 'flow',
        id: 'steps',
        steps: [{ id: 'fetch', title: 'Fetch' }, { id: 'build', title: 'Build' }],
        reorderable: true,
        insertMenu: [{ value: 'wait', label: 'Wait' }, { value: 'build', label: 'A step named like one' }],
      },
      {
        type: 'tabs',
        id: 'pages',
        tabs: [{ id: 'one', label: 'One' }, { id: 'two', label: 'Two', closable: true }],
        addMenu: [{ value: 'blank', label: 'Blank' }, { value: 'two', label: 'Same as a tab id' }],
        children: [
          { type: 'table', id: 'runs', columns: [{ label: 'Run' }], rows: [{ id: 'r1', cells: ['#1'] }, { id: 'r2', cells: ['#2'] }] },
          { type: 'grid', id: 'split', resizable: true, widths: ['240px', '1'], children: [{ type: 'select', id: 'method', options: [{ value: 'GET', label: 'GET' }, { value: 'POST', label: 'POST' }] }] },
        ],
      },
      { type: 'card', id: 'tip', closable: true, children: [{ type: 'checkbox', id: 'agree', label: 'Agree' }] },
    ],
  };

  test('a menu entry picked from a button', () => {
    expect(pointerOfTarget(today, { element: 'new', event: 'select', value: 'dir' })).toBe('/children/0/menu/1');
    expect(pointerOfTarget(today, { element: 'new', event: 'select', value: 'nope' })).toBe('/children/0');
  });

  test('a flow step for select and move (the dragged one), the "+" menu entry for insert', () => {
    expect(pointerOfTarget(today, { element: 'steps', event: 'select', item: 'build' })).toBe('/children/1/steps/1');
    expect(pointerOfTarget(today, { element: 'steps', event: 'move', item: 'build', value: 'fetch' })).toBe('/children/1/steps/1');
    expect(pointerOfTarget(today, { element: 'steps', event: 'insert', item: 'fetch', value: 'build' })).toBe('/children/1/insertMenu/1');
    expect(pointerOfTarget(today, { element: 'steps', event: 'insert', item: 'fetch', value: 'gone' })).toBe('/children/1/steps/0');
  });

  test('a tab for change and close, the "+" menu entry for add, told apart by the event', () => {
    expect(pointerOfTarget(today, { element: 'pages', event: 'change', value: 'two' })).toBe('/children/2/tabs/1');
    expect(pointerOfTarget(today, { element: 'pages', event: 'close', value: 'two' })).toBe('/children/2/tabs/1');
    expect(pointerOfTarget(today, { element: 'pages', event: 'add', value: 'two' })).toBe('/children/2/addMenu/1');
    expect(pointerOfTarget(today, { element: 'pages', event: 'add', value: 'blank' })).toBe('/children/2/addMenu/0');
    // a line without its event: a tab first, then a menu entry
    expect(pointerOfTarget(today, { element: 'pages', value: 'blank' })).toBe('/children/2/addMenu/0');
    expect(pointerOfTarget(today, { element: 'pages', event: 'change', value: 'blank' })).toBe('/children/2');
  });

  test('a table row, a select option, and the node itself for a card, a grid and a checkbox', () => {
    expect(pointerOfTarget(today, { element: 'runs', event: 'select', item: 'r2' })).toBe('/children/2/children/0/rows/1');
    expect(pointerOfTarget(today, { element: 'method', event: 'change', value: 'POST' })).toBe('/children/2/children/1/children/0/options/1');
    expect(pointerOfTarget(today, { element: 'tip', event: 'close' })).toBe('/children/3');
    expect(pointerOfTarget(today, { element: 'split', event: 'resize', value: 320 })).toBe('/children/2/children/1');
    expect(pointerOfTarget(today, { element: 'agree', event: 'change', value: true })).toBe('/children/3/children/0');
  });

  test('entries that are not objects, or lists that are not arrays, fall back to the node', () => {
    const odd = { type: 'tabs', id: 'odd', tabs: [null, 'two', { id: 'two', label: 'Two' }], addMenu: 'nope' };
    expect(pointerOfTarget(odd, { element: 'odd', event: 'change', value: 'two' })).toBe('/tabs/2');
    expect(pointerOfTarget(odd, { element: 'odd', event: 'add', value: 'two' })).toBe('');
    expect(pointerOfTarget({ type: 'table', id: 't', rows: 'nope' }, { element: 't', item: 'r1' })).toBe('');
  });
});
