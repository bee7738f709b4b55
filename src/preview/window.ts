// Which rows of a long list or container to draw: pure arithmetic over row sizes, so it is tested without a browser.

/** The rows to draw, `start` to `end` (exclusive), and the space the rows left out take above and below. */
export interface Span {
  readonly start: number;
  readonly end: number;
  readonly before: number;
  readonly after: number;
}

/** Row sizes as the windowing reads them: each row's size, where a row starts, and which row holds a point. */
export interface Layout {
  readonly count: number;
  /** Where row `index` starts: the sum of the rows above it (the total for `count`). */
  offsetOf(index: number): number;
  /** How many rows end at or above `y`. */
  rowsAbove(y: number): number;
}

/**
 * The rows that meet the view from `top` to `bottom` (pixels from the first row's top), widened by
 * `margin` on both sides, and at most `most` of them. Logarithmic in the number of rows.
 */
export function spanOf(layout: Layout, top: number, bottom: number, margin: number, most: number): Span {
  const from = top - margin;
  const to = bottom + margin;
  const start = Math.min(layout.count, layout.rowsAbove(from));
  const before = layout.offsetOf(start);
  // the row holding `to` is drawn when it starts above it
  const holding = layout.rowsAbove(to);
  const reach = holding < layout.count && layout.offsetOf(holding) < to ? holding + 1 : holding;
  const end = Math.min(layout.count, start + most, Math.max(start, reach));
  return { start, end, before, after: layout.offsetOf(layout.count) - layout.offsetOf(end) };
}

/**
 * The sizes of `count` rows as far as they have been measured; a row not yet measured is taken to be as
 * tall as the average measured row (or `estimate` before any is), an average frozen once the view relies
 * on it. A row of size 0 counts as 1 pixel, so rows that draw nothing cannot pull the whole list in.
 * Sums are kept in a Fenwick tree: 50,000 rows are read in a few steps, not 50,000.
 */
export class Sizes implements Layout {
  #sizes = new Float64Array(0);
  #tree = new Float64Array(1);
  #sum = 0;
  #measured = 0;
  #settled: number | undefined;
  /** The estimate the tree was built with; another one rebuilds it. */
  #built = Number.NaN;

  constructor(private readonly estimate: number) {}

  get count(): number {
    return this.#sizes.length;
  }

  #estimate(): number {
    return Math.max(1, this.#settled ?? (this.#measured > 0 ? this.#sum / this.#measured : this.estimate));
  }

  /** Keeps what was measured for the rows that remain when the count changes. */
  resize(count: number): void {
    if (count === this.#sizes.length) return;
    const next = new Float64Array(count).fill(Number.NaN);
    next.set(this.#sizes.subarray(0, Math.min(count, this.#sizes.length)));
    this.#sizes = next;
    this.#sum = 0;
    this.#measured = 0;
    for (const size of next) {
      if (Number.isNaN(size)) continue;
      this.#sum += size;
      this.#measured++;
    }
    this.#built = Number.NaN;
  }

  /** Records a measured size; true when it differs from what was known by half a pixel or more. */
  set(index: number, size: number): boolean {
    if (index < 0 || index >= this.#sizes.length || !Number.isFinite(size)) return false;
    const old = this.#sizes[index] ?? Number.NaN;
    if (!Number.isNaN(old) && Math.abs(old - size) < 0.5) return false;
    const was = this.size(index);
    if (Number.isNaN(old)) this.#measured++;
    else this.#sum -= old;
    this.#sum += size;
    this.#sizes[index] = size;
    if (this.#built === this.#estimate()) this.#add(index, this.size(index) - was);
    else this.#built = Number.NaN;
    return true;
  }

  /**
   * From now on, rows not yet measured keep the present average: a new average would move every row
   * below the drawn ones, by a lot 40,000 rows down, so the view would jump.
   */
  freeze(): void {
    this.#settled ??= this.#measured > 0 ? this.#sum / this.#measured : undefined;
  }

  readonly size = (index: number): number => {
    const known = this.#sizes[index];
    return known !== undefined && !Number.isNaN(known) ? Math.max(1, known) : this.#estimate();
  };

  offsetOf(index: number): number {
    const tree = this.#fresh();
    let sum = 0;
    for (let i = Math.min(index, this.#sizes.length); i > 0; i -= i & -i) sum += tree[i] ?? 0;
    return sum;
  }

  rowsAbove(y: number): number {
    const tree = this.#fresh();
    const n = this.#sizes.length;
    let at = 0;
    let left = y;
    for (let step = 1 << Math.floor(Math.log2(Math.max(1, n))); step > 0; step >>= 1) {
      const next = at + step;
      const size = tree[next] ?? Number.POSITIVE_INFINITY;
      if (next <= n && size <= left) {
        at = next;
        left -= size;
      }
    }
    return at;
  }

  #add(index: number, delta: number): void {
    for (let i = index + 1; i < this.#tree.length; i += i & -i) this.#tree[i] = (this.#tree[i] ?? 0) + delta;
  }

  #fresh(): Float64Array {
    const estimate = this.#estimate();
    if (this.#built === estimate) return this.#tree;
    const n = this.#sizes.length;
    const tree = new Float64Array(n + 1);
    for (let i = 1; i <= n; i++) {
      tree[i] = (tree[i] ?? 0) + this.size(i - 1);
      const parent = i + (i & -i);
      if (parent <= n) tree[parent] = (tree[parent] ?? 0) + (tree[i] ?? 0);
    }
    this.#tree = tree;
    this.#built = estimate;
    return tree;
  }
}

/** The key names the index of the next row to focus from `at`: arrows wrap, Home and End go to the ends; rows `usable` rejects are passed over. */
export function stepIndex(count: number, at: number, key: string, usable: (index: number) => boolean): number | undefined {
  const scan = (from: number, step: 1 | -1, wrap: boolean): number | undefined => {
    for (let k = 0, i = from; k < count; k++, i += step) {
      if (wrap) i = (i + count) % count;
      else if (i < 0 || i >= count) return undefined;
      if (usable(i)) return i;
    }
    return undefined;
  };
  if (key === 'ArrowDown') return scan(at + 1, 1, true);
  if (key === 'ArrowUp') return scan(at - 1, -1, true);
  if (key === 'Home') return scan(0, 1, false);
  if (key === 'End') return scan(count - 1, -1, false);
  return undefined;
}

/** The index of the row under `prefix` that `pointer` is in or below (`/items/12/actions/0` under `/items/` is 12). */
export function indexUnder(pointer: string | undefined, prefix: string): number | undefined {
  if (pointer === undefined || !pointer.startsWith(prefix)) return undefined;
  const slash = pointer.indexOf('/', prefix.length);
  const digits = slash === -1 ? pointer.slice(prefix.length) : pointer.slice(prefix.length, slash);
  const index = Number(digits);
  // "01", "1e3", " 1" and "" are not indexes a pointer writes
  return digits !== '' && Number.isInteger(index) && String(index) === digits ? index : undefined;
}
