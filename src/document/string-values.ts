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
 * Where every string of a JSON text sits (values and property names), and which path holds it. Typing
 * inside one then changes one value or one name of the parsed tree instead of parsing megabytes again.
 */
export class StringValues {
  // offsets of each string's opening quote and just past its closing one, in text order
  readonly #starts: number[];
  readonly #ends: number[];
  readonly #owners: number[];
  // a value's key or index in its owner; a property name's own name
  readonly #keys: (string | number)[];
  readonly #names: boolean[];
  // each object or array: the container holding it (-1 for the root) and its key there
  readonly #parents: number[];
  readonly #parentKeys: (string | number)[];
  /** Property names in the text: more than the parsed value holds means a key is repeated. */
  readonly keyCount: number;

  private constructor(starts: number[], ends: number[], owners: number[], keys: (string | number)[], names: boolean[], parents: number[], parentKeys: (string | number)[], keyCount: number) {
    this.#starts = starts;
    this.#ends = ends;
    this.#owners = owners;
    this.#keys = keys;
    this.#names = names;
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
    const names: boolean[] = [];
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
        const name = top !== undefined && !top.array && top.key === undefined;
        if (name) {
          top.key = decode(text.slice(i + 1, close));
          keyCount++;
        }
        starts.push(i);
        ends.push(close + 1);
        owners.push(top ? top.container : -1);
        keys.push(top?.key ?? '');
        names.push(name);
        i = close;
      } else if (c === OPEN_OBJECT) open(false);
      else if (c === OPEN_ARRAY) open(true);
      else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) stack.pop();
      else if (c === COMMA) {
        const top = stack.at(-1);
        if (top) top.key = top.array ? (top.key as number) + 1 : undefined;
      }
    }
    return new StringValues(starts, ends, owners, keys, names, parents, parentKeys, keyCount);
  }

  /** The string (value or property name) whose inside, between its quotes, holds the whole range, or -1. */
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

  /** True for a property name, false for a string value. */
  isName(index: number): boolean {
    return this.#names[index]!;
  }

  /** Offsets of a string's opening quote and just past its closing one. */
  rangeOf(index: number): { start: number; end: number } {
    return { start: this.#starts[index]!, end: this.#ends[index]! };
  }

  /** A string value's path; a property name's is the path of the value it names. */
  pathOf(index: number): JsonPath {
    const path: (string | number)[] = [];
    let container = this.#owners[index]!;
    if (container === -1) return path;
    path.push(this.#keys[index]!);
    for (; this.#parents[container]! !== -1; container = this.#parents[container]!) path.push(this.#parentKeys[container]!);
    return path.reverse();
  }

  /** The property name at `index` now reads `name`: the value it names, and everything inside, follow. */
  rename(index: number, name: string): void {
    const owner = this.#owners[index]!;
    const old = this.#keys[index]!;
    // an indexed text repeats no key, so every string and container filed under the old name is this property's
    for (let i = 0; i < this.#keys.length; i++) if (this.#owners[i] === owner && this.#keys[i] === old) this.#keys[i] = name;
    for (let c = 0; c < this.#parents.length; c++) if (this.#parents[c] === owner && this.#parentKeys[c] === old) this.#parentKeys[c] = name;
  }

  /** The string at `index` grew by `delta` characters: it and every later one move. */
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
