import { describe, expect, test } from 'vitest';
import { indexUnder, Sizes, spanOf, stepIndex, type Layout } from './window';

/** `count` rows, every one measured at `size(i)`. */
function rows(count: number, size: (index: number) => number): Layout {
  const sizes = new Sizes(size(0));
  sizes.resize(count);
  for (let i = 0; i < count; i++) sizes.set(i, size(i));
  return sizes;
}
const fixed = (count: number, px: number): Layout => rows(count, () => px);

describe('spanOf', () => {
  test('at the top it draws the view plus the margin below, nothing above', () => {
    expect(spanOf(fixed(50_000, 33), 0, 660, 330, 400)).toEqual({ start: 0, end: 30, before: 0, after: (50_000 - 30) * 33 });
  });

  test('scrolled into the middle it draws the view plus the margin on both sides, and the spacers add up', () => {
    const span = spanOf(fixed(50_000, 33), 33_000, 33_660, 330, 400);
    expect(span.start).toBe(990);
    expect(span.end).toBe(1030);
    expect(span.before).toBe(990 * 33);
    expect(span.before + (span.end - span.start) * 33 + span.after).toBe(50_000 * 33);
  });

  test('at the bottom it draws the last row and leaves nothing below', () => {
    const total = 50_000 * 33;
    const span = spanOf(fixed(50_000, 33), total - 600, total, 300, 400);
    expect(span.end).toBe(50_000);
    expect(span.after).toBe(0);
    expect(span.start).toBe(50_000 - Math.ceil(900 / 33));
  });

  test('rows of different sizes: the row the view starts in is drawn', () => {
    const size = (i: number): number => (i % 2 === 0 ? 20 : 50);
    // rows 0..3 end at 20, 70, 90, 140; a view from 75 starts in row 2
    const span = spanOf(rows(100, size), 75, 100, 0, 400);
    expect(span.start).toBe(2);
    expect(span.before).toBe(70);
    expect(span.end).toBe(4);
  });

  test('a view above the container draws only what the margin reaches; one past its end draws nothing', () => {
    expect(spanOf(fixed(1000, 10), -500, -100, 150, 400)).toEqual({ start: 0, end: 5, before: 0, after: 9950 });
    const past = spanOf(fixed(1000, 10), 20_000, 20_500, 100, 400);
    expect(past.end - past.start).toBe(0);
    expect(past.before).toBe(10_000);
  });

  test('never more than `most` rows, and rows of size 0 count as one pixel', () => {
    expect(spanOf(fixed(5000, 0), 0, 800, 600, 400).end).toBe(400);
    expect(spanOf(fixed(5000, 1), 0, 100, 0, 400).end).toBe(100);
  });

  test('an empty list draws nothing', () => {
    const empty = new Sizes(33);
    expect(spanOf(empty, 0, 800, 600, 400)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});

describe('offsetOf and rowsAbove', () => {
  test('sum the rows above, and find the row holding a point, as a plain loop would', () => {
    const size = (i: number): number => 10 + ((i * 7) % 13);
    const layout = rows(1000, size);
    let y = 0;
    for (let i = 0; i < 1000; i++) {
      expect(layout.offsetOf(i)).toBe(y);
      expect(layout.rowsAbove(y)).toBe(i);
      expect(layout.rowsAbove(y + size(i) - 0.5)).toBe(i);
      y += size(i);
    }
    expect(layout.offsetOf(1000)).toBe(y);
    expect(layout.rowsAbove(y + 100)).toBe(1000);
    expect(layout.rowsAbove(-5)).toBe(0);
  });

  test('a newly measured row moves only the rows below it', () => {
    const layout = new Sizes(33);
    layout.resize(50_000);
    layout.set(0, 33);
    layout.freeze();
    expect(layout.offsetOf(40_000)).toBe(40_000 * 33);
    layout.set(10, 50);
    expect(layout.offsetOf(10)).toBe(330);
    expect(layout.offsetOf(40_000)).toBe(40_000 * 33 + 17);
  });
});

describe('Sizes', () => {
  test('unmeasured rows take the estimate, then the average of the measured ones', () => {
    const sizes = new Sizes(33);
    sizes.resize(10);
    expect(sizes.size(5)).toBe(33);
    expect(sizes.set(0, 40)).toBe(true);
    expect(sizes.set(1, 50)).toBe(true);
    expect(sizes.size(0)).toBe(40);
    expect(sizes.size(5)).toBe(45);
  });

  test('once frozen, the size of rows not measured stays put however many are measured later', () => {
    const sizes = new Sizes(33);
    sizes.resize(100);
    sizes.freeze();
    expect(sizes.size(50)).toBe(33);
    sizes.set(0, 40);
    sizes.freeze();
    expect(sizes.size(50)).toBe(40);
    sizes.set(1, 60);
    sizes.freeze();
    expect(sizes.size(50)).toBe(40);
    expect(sizes.size(1)).toBe(60);
  });

  test('a size within half a pixel of the known one is no change; a new one replaces it in the average', () => {
    const sizes = new Sizes(10);
    sizes.resize(3);
    sizes.set(0, 20);
    expect(sizes.set(0, 20.3)).toBe(false);
    expect(sizes.set(0, 30)).toBe(true);
    expect(sizes.size(2)).toBe(30);
  });

  test('a new count keeps the rows that remain and forgets the rest', () => {
    const sizes = new Sizes(10);
    sizes.resize(4);
    sizes.set(0, 20);
    sizes.set(3, 100);
    sizes.resize(2);
    expect(sizes.count).toBe(2);
    expect(sizes.size(0)).toBe(20);
    expect(sizes.size(1)).toBe(20);
    sizes.resize(5);
    expect(sizes.size(4)).toBe(20);
    expect(sizes.set(7, 5)).toBe(false);
    expect(sizes.set(1, Number.NaN)).toBe(false);
  });
});

describe('stepIndex', () => {
  const all = (): boolean => true;
  test('arrows move one row and wrap; Home and End go to the ends', () => {
    expect(stepIndex(50_000, 10, 'ArrowDown', all)).toBe(11);
    expect(stepIndex(50_000, 49_999, 'ArrowDown', all)).toBe(0);
    expect(stepIndex(50_000, 0, 'ArrowUp', all)).toBe(49_999);
    expect(stepIndex(50_000, 7, 'Home', all)).toBe(0);
    expect(stepIndex(50_000, 7, 'End', all)).toBe(49_999);
    expect(stepIndex(50_000, 7, 'Enter', all)).toBeUndefined();
  });

  test('rows that are not list items are passed over, as the drawn list does', () => {
    const usable = (i: number): boolean => i % 3 !== 0;
    expect(stepIndex(10, 2, 'ArrowDown', usable)).toBe(4);
    expect(stepIndex(10, 1, 'ArrowUp', usable)).toBe(8);
    expect(stepIndex(10, 5, 'Home', usable)).toBe(1);
    expect(stepIndex(10, 5, 'End', usable)).toBe(8);
    expect(stepIndex(10, 5, 'End', () => false)).toBeUndefined();
  });
});

describe('indexUnder', () => {
  test('the row a pointer is in or below', () => {
    expect(indexUnder('/children/0/items/12', '/children/0/items/')).toBe(12);
    expect(indexUnder('/children/0/items/12/actions/0', '/children/0/items/')).toBe(12);
    expect(indexUnder('/children/0', '/children/0/items/')).toBeUndefined();
    expect(indexUnder('/children/0/items/x', '/children/0/items/')).toBeUndefined();
    expect(indexUnder('/children/0/items/01', '/children/0/items/')).toBeUndefined();
    expect(indexUnder(undefined, '/children/')).toBeUndefined();
  });
});
