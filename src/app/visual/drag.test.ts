import { describe, expect, test } from 'vitest';
import { barFor, dropAt, gridColumns, type Box, type Layout, type Spot } from './drag';

const tree = {
  type: 'column',
  children: [
    { type: 'text', text: 'a' },
    { type: 'section', title: 'S', children: [{ type: 'divider' }] },
    { type: 'row' }, // a container without its children key
  ],
};

// a node 100 px tall and 200 px wide, with the pointer `fraction` of the way down (or across)
const down = (fraction: number): Spot => ({ x: 100, y: fraction * 100, width: 200, height: 100 });
const across = (fraction: number): Spot => ({ x: fraction * 200, y: 50, width: 200, height: 100 });

describe('where a drop lands', () => {
  test('the top half of a leaf is before it, the bottom half after it', () => {
    expect(dropAt(tree, '/children/0', down(0.1))).toEqual({ place: { parent: '', index: 0 }, mode: 'before', target: '/children/0', axis: 'y' });
    expect(dropAt(tree, '/children/0', down(0.9))).toEqual({ place: { parent: '', index: 1 }, mode: 'after', target: '/children/0', axis: 'y' });
  });

  test('the middle of a container is inside it, at the end; its edges are before and after', () => {
    expect(dropAt(tree, '/children/1', down(0.5))).toMatchObject({ place: { parent: '/children/1', index: 1 }, mode: 'inside' });
    expect(dropAt(tree, '/children/1', down(0.2))).toMatchObject({ place: { parent: '', index: 1 }, mode: 'before' });
    expect(dropAt(tree, '/children/1', down(0.8))).toMatchObject({ place: { parent: '', index: 2 }, mode: 'after' });
    expect(dropAt(tree, '/children/2', down(0.5))).toMatchObject({ place: { parent: '/children/2', index: 0 }, mode: 'inside' });
  });

  test('an empty container is inside almost to its edges: its drop area means "in here"', () => {
    const area = (y: number): Spot => ({ x: 10, y, width: 200, height: 32 });
    expect(dropAt(tree, '/children/2', area(7))).toMatchObject({ place: { parent: '/children/2', index: 0 }, mode: 'inside' });
    expect(dropAt(tree, '/children/2', area(25))).toMatchObject({ mode: 'inside' });
    expect(dropAt(tree, '/children/2', area(2))).toMatchObject({ place: { parent: '', index: 2 }, mode: 'before' });
    expect(dropAt(tree, '/children/2', area(31))).toMatchObject({ place: { parent: '', index: 3 }, mode: 'after' });
    // an empty root takes the drop wherever it lands
    expect(dropAt({ type: 'column', children: [] }, '', area(1))).toMatchObject({ place: { parent: '', index: 0 }, mode: 'inside' });
  });

  test('anywhere on a root container is inside it; a leaf at the root takes no drop', () => {
    expect(dropAt(tree, '', down(0.01))).toEqual({ place: { parent: '', index: 3 }, mode: 'inside', target: '', axis: 'y' });
    expect(dropAt({ type: 'text', text: 'x' }, '', down(0.5))).toBeUndefined();
    expect(dropAt(tree, '/children/9', down(0.5))).toMatchObject({ place: { parent: '', index: 10 }, mode: 'after' });
  });
});

describe('drops on the drawn preview', () => {
  // a column holding a row of two buttons, and a text below it
  const panel = {
    type: 'column',
    children: [
      { type: 'row', children: [{ type: 'button', id: 'a', label: 'A' }, { type: 'button', id: 'b', label: 'B' }] },
      { type: 'text', text: 'below' },
    ],
  };
  const layoutWith = (rowY: number): Layout => ({ spotOf: (pointer) => (pointer === '/children/0' ? { x: 50, y: rowY, width: 300, height: 28 } : undefined) });

  test('in a row, the left half of a node is before it and the right half after it, with an upright bar', () => {
    const layout = layoutWith(14);
    expect(dropAt(panel, '/children/0/children/1', across(0.2), layout)).toEqual({ place: { parent: '/children/0', index: 1 }, mode: 'before', target: '/children/0/children/1', axis: 'x' });
    expect(dropAt(panel, '/children/0/children/1', across(0.8), layout)).toEqual({ place: { parent: '/children/0', index: 2 }, mode: 'after', target: '/children/0/children/1', axis: 'x' });
  });

  test('near the bottom edge of a row the node goes after the row, in its column; near the top, before it', () => {
    expect(dropAt(panel, '/children/0/children/1', across(0.8), layoutWith(25))).toEqual({ place: { parent: '', index: 1 }, mode: 'after', target: '/children/0', axis: 'y' });
    expect(dropAt(panel, '/children/0/children/0', across(0.2), layoutWith(2))).toEqual({ place: { parent: '', index: 0 }, mode: 'before', target: '/children/0', axis: 'y' });
    // the row at the root has no outside to drop into
    const rootRow = panel.children[0];
    expect(dropAt(rootRow, '/children/1', across(0.8), { spotOf: () => ({ x: 0, y: 27, width: 300, height: 28 }) })).toMatchObject({ place: { parent: '', index: 2 }, mode: 'after' });
  });

  test('the outline (no layout) keeps every node one below the other, rows included', () => {
    expect(dropAt(panel, '/children/0/children/1', down(0.9))).toMatchObject({ place: { parent: '/children/0', index: 2 }, mode: 'after', axis: 'y' });
  });
});

describe("today's containers take drops like a column", () => {
  const panel = {
    type: 'column',
    children: [
      { type: 'tabs', id: 'tabs', tabs: [{ id: 'one', label: 'One' }], value: 'one', children: [{ type: 'text', text: 'in the tab' }] },
      { type: 'grid', columns: 3, children: [{ type: 'stat', label: 'Runs', value: '4' }] },
      { type: 'grid', columns: 1, children: [{ type: 'stat', label: 'Runs', value: '4' }] },
      { type: 'card', children: [] },
      { type: 'popover', id: 'p', title: 'Settings' },
    ],
  };
  const none: Layout = { spotOf: () => undefined };

  test('the middle of a tabs, grid, card or popover puts the node inside, at the end', () => {
    for (const [pointer, count] of [['/children/0', 1], ['/children/1', 1], ['/children/3', 0], ['/children/4', 0]] as const) {
      expect(dropAt(panel, pointer, down(0.5)), pointer).toMatchObject({ place: { parent: pointer, index: count }, mode: 'inside', target: pointer });
    }
  });

  test('in a drawn grid of several columns the children lie side by side; in a one-column grid, one below the other', () => {
    expect(dropAt(panel, '/children/1/children/0', across(0.8), none)).toEqual({ place: { parent: '/children/1', index: 1 }, mode: 'after', target: '/children/1/children/0', axis: 'x' });
    expect(dropAt(panel, '/children/2/children/0', down(0.8), none)).toMatchObject({ mode: 'after', axis: 'y' });
    expect(dropAt(panel, '/children/1', down(0.5), none)).toMatchObject({ mode: 'inside', axis: 'x' });
    // the children of a tabs follow each other down
    expect(dropAt(panel, '/children/0/children/0', down(0.8), none)).toMatchObject({ place: { parent: '/children/0', index: 1 }, axis: 'y' });
  });

  test("a grid's column count is Agentty's: widths first, else columns clamped to 1..6, 2 by default", () => {
    expect(gridColumns({ type: 'grid' })).toBe(2);
    expect(gridColumns({ type: 'grid', columns: 0 })).toBe(1);
    expect(gridColumns({ type: 'grid', columns: 40 })).toBe(6);
    expect(gridColumns({ type: 'grid', columns: 'three' })).toBe(2);
    expect(gridColumns({ type: 'grid', columns: 1, widths: ['240px', '1'] })).toBe(2);
    expect(gridColumns({ type: 'grid', widths: Array.from({ length: 9 }, () => '1') })).toBe(6);
    expect(gridColumns({ type: 'grid', columns: 3, widths: [] })).toBe(3);
  });
});

describe('the insertion bar', () => {
  const panel = {
    type: 'column',
    children: [
      { type: 'text', text: 'one' },
      { type: 'row', children: [{ type: 'button', id: 'a', label: 'A' }, { type: 'button', id: 'b', label: 'B' }] },
      { type: 'column', children: [] },
    ],
  };
  const boxes: Record<string, Box> = {
    '': { left: 0, top: 0, right: 300, bottom: 200 },
    '/children/0': { left: 0, top: 0, right: 300, bottom: 20 },
    '/children/1': { left: 0, top: 30, right: 300, bottom: 60 },
    '/children/1/children/0': { left: 0, top: 30, right: 40, bottom: 60 },
    '/children/1/children/1': { left: 50, top: 30, right: 90, bottom: 60 },
    '/children/2': { left: 0, top: 70, right: 300, bottom: 102 },
  };
  const boxOf = (pointer: string) => boxes[pointer];

  test('between two nodes of a column it lies halfway across the gap, as wide as the node', () => {
    expect(barFor(panel, { place: { parent: '', index: 1 }, mode: 'after', target: '/children/0', axis: 'y' }, boxOf)).toEqual({ left: 0, right: 300, top: 23.5, bottom: 26.5 });
    expect(barFor(panel, { place: { parent: '', index: 1 }, mode: 'before', target: '/children/1', axis: 'y' }, boxOf)).toEqual({ left: 0, right: 300, top: 23.5, bottom: 26.5 });
    // the first node has no neighbour before it: the bar touches its top
    expect(barFor(panel, { place: { parent: '', index: 0 }, mode: 'before', target: '/children/0', axis: 'y' }, boxOf)).toEqual({ left: 0, right: 300, top: -3, bottom: 0 });
  });

  test('between two nodes of a row it stands upright in the gap, as tall as the node', () => {
    expect(barFor(panel, { place: { parent: '/children/1', index: 1 }, mode: 'after', target: '/children/1/children/0', axis: 'x' }, boxOf)).toEqual({ left: 43.5, right: 46.5, top: 30, bottom: 60 });
  });

  test('a drop inside draws after the last child; in an empty container, across its middle', () => {
    expect(barFor(panel, { place: { parent: '', index: 3 }, mode: 'inside', target: '', axis: 'y' }, boxOf)).toEqual({ left: 0, right: 300, top: 103.5, bottom: 106.5 });
    expect(barFor(panel, { place: { parent: '/children/2', index: 0 }, mode: 'inside', target: '/children/2', axis: 'y' }, boxOf)).toEqual({ left: 4, right: 296, top: 84.5, bottom: 87.5 });
    expect(barFor(panel, { place: { parent: '/children/9', index: 0 }, mode: 'inside', target: '/children/9', axis: 'y' }, boxOf)).toBeUndefined();
    // a container whose children go below a title: across the middle of that area, not of the whole node
    const body: Box = { left: 10, top: 80, right: 290, bottom: 100 };
    expect(barFor(panel, { place: { parent: '/children/2', index: 0 }, mode: 'inside', target: '/children/2', axis: 'y' }, boxOf, () => body)).toEqual({ left: 14, right: 286, top: 88.5, bottom: 91.5 });
  });
});
