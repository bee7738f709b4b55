import type { TextRange } from './issue';
import { toPointer, type JsonPath } from './json-path';

/** Where one JSON value sits in the text. */
export interface Location {
  /** The property key that holds the value (absent for array items and the root). */
  key?: TextRange;
  /** The value itself; for objects and arrays from the opening to the closing bracket. */
  value?: TextRange;
  /** For objects: the value of their "type" key, else their first key: a short place to mark a missing prop. */
  anchor?: TextRange;
}

/**
 * Finds the text ranges of the given paths in one pass over the text. It descends only into
 * containers on the way to a wanted path and skips every other subtree by bracket counting,
 * which is several times faster than a tokenizer on large documents. Expects JSON that parsed.
 */
export function locatePaths(text: string, paths: readonly JsonPath[], options: { uniqueKeys?: boolean } = {}): Map<string, Location> {
  const wanted = new Set(paths.map(toPointer));
  const prefixes = new Set<string>();
  for (const path of paths) for (let end = 0; end <= path.length; end++) prefixes.add(toPointer(path.slice(0, end)));
  const found = new Map<string, Location>();
  // with no key repeated (a later one would win), the scan stops once every wanted value is found:
  // on a 7 MB tree a node near the top is then found at once
  const pending = new Set(wanted);
  const done = () => options.uniqueKeys === true && pending.size === 0;
  const entry = (pointer: string) => {
    let location = found.get(pointer);
    if (!location) found.set(pointer, (location = {}));
    return location;
  };
  const scanner = new Scanner(text);
  // a leading byte-order mark is read past, as the analysis does
  const start = scanner.skipSpace(text.charCodeAt(0) === 0xfeff ? 1 : 0);

  // returns the offset just past the value starting at `at`
  const value = (at: number, pointer: string): number => {
    const code = text.charCodeAt(at);
    const descend = prefixes.has(pointer);
    let end: number;
    if (code === OPEN_BRACE && descend) end = object(at, pointer);
    else if (code === OPEN_BRACKET && descend) end = array(at, pointer);
    else end = scanner.skipValue(at);
    if (wanted.has(pointer)) {
      entry(pointer).value = { start: at, end };
      pending.delete(pointer);
    }
    return end;
  };

  const object = (at: number, pointer: string): number => {
    const isWanted = wanted.has(pointer);
    let i = scanner.skipSpace(at + 1);
    while (!done() && i < text.length && text.charCodeAt(i) !== CLOSE_BRACE) {
      const keyEnd = scanner.skipString(i);
      const key = scanner.decodeKey(i, keyEnd);
      const keyRange = { start: i, end: keyEnd };
      const child = pointer + '/' + escapeSegment(key);
      if (wanted.has(child)) entry(child).key = keyRange;
      i = scanner.skipSpace(scanner.skipSpace(keyEnd) + 1); // past the colon
      const valueStart = i;
      i = value(i, child);
      if (isWanted) {
        const location = entry(pointer);
        const literal = text.charCodeAt(valueStart) !== OPEN_BRACE && text.charCodeAt(valueStart) !== OPEN_BRACKET;
        if (key === 'type') location.anchor = literal ? { start: valueStart, end: i } : keyRange;
        else location.anchor ??= keyRange;
      }
      i = scanner.skipSpace(i);
      if (text.charCodeAt(i) === COMMA) i = scanner.skipSpace(i + 1);
    }
    return i + 1;
  };

  const array = (at: number, pointer: string): number => {
    let i = scanner.skipSpace(at + 1);
    for (let index = 0; !done() && i < text.length && text.charCodeAt(i) !== CLOSE_BRACKET; index++) {
      i = scanner.skipSpace(value(i, pointer + '/' + index));
      if (text.charCodeAt(i) === COMMA) i = scanner.skipSpace(i + 1);
    }
    return i + 1;
  };

  if (start < text.length) value(start, '');
  return found;
}

const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const QUOTE = 34;
const BACKSLASH = 92;

function escapeSegment(segment: string): string {
  return segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}

/** The few scanning steps the locator needs, over text that is already known to be JSON. */
class Scanner {
  constructor(private readonly text: string) {}

  skipSpace(at: number): number {
    const { text } = this;
    let i = at;
    for (let code = text.charCodeAt(i); code === 32 || code === 10 || code === 13 || code === 9; code = text.charCodeAt(++i));
    return i;
  }

  /** Offset just past the string starting at `at` (its opening quote). */
  skipString(at: number): number {
    const { text } = this;
    let i = at + 1;
    for (;;) {
      const quote = text.indexOf('"', i);
      if (quote === -1) return text.length;
      let backslashes = 0;
      for (let j = quote - 1; j > at && text.charCodeAt(j) === BACKSLASH; j--) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
      i = quote + 1;
    }
  }

  decodeKey(start: number, end: number): string {
    const raw = this.text.slice(start + 1, end - 1);
    if (!raw.includes('\\')) return raw;
    try {
      return JSON.parse(this.text.slice(start, end)) as string;
    } catch {
      return raw;
    }
  }

  /** Offset just past any value: containers by bracket counting, strings by their quotes. */
  skipValue(at: number): number {
    const { text } = this;
    const first = text.charCodeAt(at);
    if (first === QUOTE) return this.skipString(at);
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      let i = at;
      for (let code = text.charCodeAt(i); i < text.length && code !== COMMA && code !== CLOSE_BRACE && code !== CLOSE_BRACKET && code !== 32 && code !== 10 && code !== 13 && code !== 9; code = text.charCodeAt(++i));
      return i;
    }
    let depth = 0;
    for (let i = at; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === QUOTE) i = this.skipString(i) - 1;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++;
      else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && --depth === 0) return i + 1;
    }
    return text.length;
  }
}

/** The range to mark for an issue: the key, the value, or for a missing prop a short anchor in its parent. */
export function rangeFor(location: Location | undefined, target: 'key' | 'value' | 'missing', textLength: number): TextRange {
  const fallback = { start: 0, end: Math.min(1, textLength) };
  if (!location) return fallback;
  if (target === 'key') return location.key ?? location.value ?? fallback;
  if (target === 'missing') return location.anchor ?? shortStart(location.value) ?? fallback;
  return location.value ?? location.key ?? fallback;
}

function shortStart(range: TextRange | undefined): TextRange | undefined {
  return range && { start: range.start, end: range.start + 1 };
}
