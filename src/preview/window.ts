// Which rows of a long list or container to draw: pure arithmetic over row sizes, so it is tested without a browser.

/** The rows to draw, `start` to `end` (exclusive), and the space the rows left out take above and below. */
export interface Span {
  readonly start: number;
  readonly end: number;
  readonly before: number;
  readonly after: number;
}

/** The size of row `i` in CSS pixels, measured or estimated. */
export type SizeOf = (index: number) => number;

/** Where row `index` starts: the sum of the rows above it. */
export function offsetOf(size: SizeOf, index: number): number {
  let y = 0;
  for (let i = 0; i < index; i++) y += size(i);
  return y;
}

/**
 * The rows of `count` that meet the view from `top` to `bottom` (pixels from the first row's top),
 * widened by `margin` on both sides, and at most `most` of them. A row of size 0 counts as 1 pixel,
 * so rows that draw nothing cannot pull the whole list in.
 */
export function spanOf(count: number, size: SizeOf, top: number, bottom: number, margin: number, most: number): Span {
  const from = top - margin;
  const to = bottom + margin;
  let y = 0;
  let i = 0;
  while (i < count) {
    const s = Math.max(1, size(i));
    if (y + s > from) break;
    y += s;
    i++;
  }
  const start = i;
  const before = y;
  while (i < count && y < to && i - start < most) {
    y += Math.max(1, size(i));
    i++;
  }
  const end = i;
  let after = 0;
  for (; i < count; i++) after += Math.max(1, size(i));
  return { start, end, before, after };
}

/**
 * The sizes of `count` rows as far as they have been measured; a row not yet measured is taken to be as
 * tall as the average measured row (or `estimate` before any is), an average frozen once the view relies on it.
 */
export class Sizes {
  #sizes = new Float64Array(0);
  #sum = 0;
  #measured = 0;

  constructor(private readonly estimate: number) {}

  get count(): number {
    return this.#sizes.length;
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
  }

  /** Records a measured size; true when it differs from what was known by half a pixel or more. */
  set(index: number, size: number): boolean {
    if (index < 0 || index >= this.#sizes.length || !Number.isFinite(size)) return false;
    const old = this.#sizes[index] ?? Number.NaN;
    if (!Number.isNaN(old) && Math.abs(old - size) < 0.5) return false;
    if (Number.isNaN(old)) this.#measured++;
    else this.#sum -= old;
    this.#sum += size;
    this.#sizes[index] = size;
    return true;
  }

  #settled: number | undefined;

  /**
   * From now on, rows not yet measured keep the present average: a new average would move every row
   * below the drawn ones, by a lot 40,000 rows down, so the view would jump.
   */
  freeze(): void {
    this.#settled ??= this.#measured > 0 ? this.#sum / this.#measured : undefined;
  }

  readonly size: SizeOf = (index) => {
    const known = this.#sizes[index];
    if (known !== undefined && !Number.isNaN(known)) return known;
    return this.#settled ?? (this.#measured > 0 ? this.#sum / this.#measured : this.estimate);
  };
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
  const rest = pointer.slice(prefix.length);
  const slash = rest.indexOf('/');
  const digits = slash === -1 ? rest : rest.slice(0, slash);
  return /^(0|[1-9]\d*)$/.test(digits) ? Number(digits) : undefined;
}
