import type { JsonPath } from './json-path';
import { stringEnd } from './node-path';

/** One replacement in a text, as an editor reports it: `length` characters at `offset` become `text`. */
export interface TextChange {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

const QUOTE = 34;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;
// characters that make a string's text differ from its value, or end it
// eslint-disable-next-line no-control-regex -- raw control characters are what JSON strings refuse
const NEEDS_DECODING = /["\\\u0000-\u001f]/;

interface Frame {
  readonly array: boolean;
  readonly container: number;
  /** The property name or index being read; undefined between an object's entries. */
  key: string | number | undefined;
}

/**
 * Where every string value (not property name) of a JSON text sits, and which path holds it. Typing
 * inside a string then changes one value of the parsed tree instead of parsing megabytes again.
 */
export class StringValues {
  // offsets of each string value's opening quote and just past its closing one, in text order
  readonly #starts: number[];
  readonly #ends: number[];
  readonly #owners: number[];
  readonly #keys: (string | number)[];
  // each object or array: the container holding it (-1 for the root) and its key there
  readonly #parents: number[];
  readonly #parentKeys: (string | number)[];
  /** Property names in the text: more than the parsed value holds means a key is repeated. */
  readonly keyCount: number;

  private constructor(starts: number[], ends: number[], owners: number[], keys: (string | number)[], parents: number[], parentKeys: (string | number)[], keyCount: number) {
    this.#starts = starts;
    this.#ends = ends;
    this.#owners = owners;
    this.#keys = keys;
    this.#parents = parents;
    this.#parentKeys = parentKeys;
    this.keyCount = keyCount;
  }

  /** Indexes a text that JSON.parse accepted (a leading byte-order mark aside); one pass, no recursion. */
  static of(text: string): StringValues {
    const starts: number[] = [];
    const ends: number[] = [];
    const owners: number[] = [];
    const keys: (string | number)[] = [];
    const parents: number[] = [];
    const parentKeys: (string | number)[] = [];
    const stack: Frame[] = [];
    let keyCount = 0;
    const open = (array: boolean) => {
      const top = stack.at(-1);
      parents.push(top ? top.container : -1);
      parentKeys.push(top?.key ?? '');
      stack.push({ array, container: parents.length - 1, key: array ? 0 : undefined });
    };
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        const close = stringEnd(text, i);
        const top = stack.at(-1);
        if (top && !top.array && top.key === undefined) {
          top.key = decode(text.slice(i + 1, close));
          keyCount++;
        } else {
          starts.push(i);
          ends.push(close + 1);
          owners.push(top ? top.container : -1);
          keys.push(top?.key ?? '');
        }
        i = close;
      } else if (c === OPEN_OBJECT) open(false);
      else if (c === OPEN_ARRAY) open(true);
      else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) stack.pop();
      else if (c === COMMA) {
        const top = stack.at(-1);
        if (top) top.key = top.array ? (top.key as number) + 1 : undefined;
      }
    }
    return new StringValues(starts, ends, owners, keys, parents, parentKeys, keyCount);
  }

  /** The string value whose inside (between its quotes) holds the whole range, or -1. */
  find(start: number, end: number): number {
    let low = 0;
    let high = this.#starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.#starts[middle]! < start) low = middle + 1;
      else high = middle - 1;
    }
    const index = low - 1;
    return index >= 0 && end < this.#ends[index]! ? index : -1;
  }

  /** Offsets of a string value's opening quote and just past its closing one. */
  rangeOf(index: number): { start: number; end: number } {
    return { start: this.#starts[index]!, end: this.#ends[index]! };
  }

  pathOf(index: number): JsonPath {
    const path: (string | number)[] = [];
    let container = this.#owners[index]!;
    if (container === -1) return path;
    path.push(this.#keys[index]!);
    for (; this.#parents[container]! !== -1; container = this.#parents[container]!) path.push(this.#parentKeys[container]!);
    return path.reverse();
  }

  /** The string value at `index` grew by `delta` characters: it and every later one move. */
  resize(index: number, delta: number): void {
    this.#ends[index]! += delta;
    for (let i = index + 1; i < this.#starts.length; i++) {
      this.#starts[i]! += delta;
      this.#ends[i]! += delta;
    }
  }
}

/** The value of a string's text between its quotes, or undefined when that text is not a JSON string. */
export function decodeStringText(raw: string): string | undefined {
  if (!NEEDS_DECODING.test(raw)) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}

function decode(raw: string): string {
  return decodeStringText(raw) ?? raw;
}
