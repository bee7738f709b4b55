import type { LocatedIssue } from './issue';
import type { JsonPath } from './json-path';
import { saying } from '../i18n/say';

// What JSON.parse accepts without a word but loses: a repeated key, a number that overflows to Infinity.
// This runs on every keystroke: cheap checks of the parsed value first, a pass over the text only when they find something.

const BYTE_ORDER_MARK = 0xfeff;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const QUOTE = 34;
const BACKSLASH = 92;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;
const PLUS = 43;
const DOT = 46;
const LOWER_E = 101;
const UPPER_E = 69;

/** Past this many keys an object's duplicate check uses a map instead of a linear look-back. */
const LINEAR_KEYS = 16;

/** Without an exponent, only 309 digits or more can pass Number.MAX_VALUE (about 1.8e308). */
const MAX_FINITE_PLAIN_LENGTH = 308;

/** The warning for a leading byte-order mark (U+FEFF), which the analysis reads past; undefined without one. */
export function byteOrderMarkIssue(text: string): LocatedIssue | undefined {
  if (text.charCodeAt(0) !== BYTE_ORDER_MARK) return undefined;
  return saying({ code: 'byte-order-mark', severity: 'warning', path: [], target: 'value', start: 0, end: 1 } as const, 'mediaIssues.byteOrderMarkRead');
}

/** Offset just past the string whose opening quote is at `at`. */
function skipString(text: string, at: number): number {
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

function decodeKey(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    return raw;
  }
}

function isNumberPart(code: number): boolean {
  return (code >= ZERO && code <= NINE) || code === DOT || code === LOWER_E || code === UPPER_E || code === PLUS || code === MINUS;
}

const shorten = (text: string, max: number, keep: number) => (text.length > max ? `${text.slice(0, keep)}…` : text);

/** The first ±Infinity (or NaN) in a parsed value: JSON.stringify would write it as null. Undefined when there is none. */
export function nonFiniteNumber(value: unknown): number | undefined {
  // a stack, not recursion: values may be nested thousands deep
  const stack: unknown[] = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return current;
    } else if (current !== null && typeof current === 'object') {
      for (const entry of Array.isArray(current) ? current : Object.values(current)) if (typeof entry === 'number' || typeof entry === 'object') stack.push(entry);
    }
  }
  return undefined;
}

/** How many keys the parsed value holds, and whether a number in it overflowed to ±Infinity. */
function summarize(value: unknown): { keys: number; overflow: boolean } {
  const stack: unknown[] = [value];
  let keys = 0;
  let overflow = false;
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) overflow = true;
    } else if (Array.isArray(current)) {
      for (const entry of current) if (typeof entry === 'object' || typeof entry === 'number') stack.push(entry);
    } else if (current !== null && typeof current === 'object') {
      for (const key in current) {
        keys++;
        const entry = (current as Record<string, unknown>)[key];
        if (typeof entry === 'object' || typeof entry === 'number') stack.push(entry);
      }
    }
  }
  return { keys, overflow };
}

/** How many property names a parsed value holds, at every depth. */
export function countKeys(value: unknown): number {
  return summarize(value).keys;
}

/** True when the text may hold more key tokens than `keys`: every key is a quote, maybe spaces, then a colon. */
function mayRepeatKeys(text: string, keys: number): boolean {
  let colons = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) {
    let before = at - 1;
    for (let code = text.charCodeAt(before); code === 32 || code === 10 || code === 13 || code === 9; code = text.charCodeAt(--before));
    // a colon inside a string ("12:30", "https://…") is not after a quote, so it rarely counts
    if (text.charCodeAt(before) === QUOTE && ++colons > keys) return true;
  }
  return false;
}

/**
 * The leading byte-order mark, keys repeated within one object (a warning at each later one) and
 * numbers too large for a double (an error at their text), for text that JSON.parse turned into
 * `value` (a leading byte-order mark aside). Two cheap checks come first: the parsed value holds no
 * ±Infinity, and the text has no more keys than the value: then there is nothing to find, and the
 * text is not scanned. Stops after `limit` issues.
 */
export function lexicalIssues(text: string, value: unknown, limit = Infinity): LocatedIssue[] {
  const mark = byteOrderMarkIssue(text);
  const { keys, overflow } = summarize(value);
  if (!overflow && !mayRepeatKeys(text, keys)) return mark ? [mark] : [];
  return scanText(text, limit);
}

/** A hash of a key token's decoded text, found without building the string (the common key has no escapes). */
function keyHash(text: string, start: number, end: number): number {
  let hash = 0;
  for (let i = start + 1; i < end - 1; i++) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) return stringHash(decodeKey(text, start, end));
    hash = (Math.imul(hash, 31) + code) | 0;
  }
  return hash;
}

function stringHash(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return hash;
}

/** The full pass behind lexicalIssues, over every character of the text. */
function scanText(text: string, limit = Infinity): LocatedIssue[] {
  const issues: LocatedIssue[] = [];
  const mark = byteOrderMarkIssue(text);
  if (mark) issues.push(mark);

  // the open containers, as stacks indexed by depth (no push and pop): this loop reads every character
  const isObject: boolean[] = [];
  const at: number[] = []; // per container: the offset of the key being read (objects) or the index (arrays)
  const firstKey: number[] = []; // where each object's keys start in `hashes` and `offsets`
  let maps: Map<number, Map<string, number>> | undefined; // by depth, for objects with many keys
  let depth = 0;
  // the keys of the open objects, as hashes and offsets: no strings are built unless two hashes agree
  const hashes: number[] = [];
  const offsets: number[] = [];
  let keyCount = 0;
  let expectKey = false;
  let lineStarts: number[] | undefined;

  const keyAt = (offset: number) => decodeKey(text, offset, skipString(text, offset));
  const pathHere = (): JsonPath => {
    const path: (string | number)[] = [];
    for (let d = 0; d < depth; d++) path.push(isObject[d] ? keyAt(at[d]!) : at[d]!);
    return path;
  };
  const lineOf = (offset: number): number => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let next = text.indexOf('\n'); next !== -1; next = text.indexOf('\n', next + 1)) lineStarts.push(next + 1);
    }
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };

  /** The offset of an earlier same key in the innermost object, or -1; records this one. */
  const earlierKey = (start: number, end: number): number => {
    const top = depth - 1;
    let map = maps?.get(top);
    if (map) {
      const key = decodeKey(text, start, end);
      const earlier = map.get(key) ?? -1;
      map.set(key, start);
      return earlier;
    }
    const from = firstKey[top]!;
    const hash = keyHash(text, start, end);
    let earlier = -1;
    for (let k = keyCount - 1; k >= from; k--) {
      if (hashes[k] === hash && keyAt(offsets[k]!) === decodeKey(text, start, end)) {
        earlier = offsets[k]!;
        break;
      }
    }
    hashes[keyCount] = hash;
    offsets[keyCount++] = start;
    if (keyCount - from > LINEAR_KEYS) {
      map = new Map();
      for (let k = from; k < keyCount; k++) map.set(keyAt(offsets[k]!), offsets[k]!);
      (maps ??= new Map()).set(top, map);
    }
    return earlier;
  };

  const n = text.length;
  let i = mark ? 1 : 0;
  while (i < n && issues.length < limit) {
    const code = text.charCodeAt(i);
    if (code <= 32) {
      i++;
      continue;
    }
    if (code === QUOTE) {
      const end = skipString(text, i);
      if (expectKey) {
        at[depth - 1] = i;
        const earlier = earlierKey(i, end);
        if (earlier !== -1) {
          const name = JSON.stringify(shorten(keyAt(i), 40, 30));
          issues.push(saying({ code: 'duplicate-key', severity: 'warning', path: pathHere(), target: 'key', start: i, end } as const, 'mediaIssues.duplicateKey', { name, line: lineOf(earlier) }));
        }
        expectKey = false;
      }
      i = end;
      continue;
    }
    if (code === MINUS || (code >= ZERO && code <= NINE)) {
      let end = i + 1;
      let exponent = false;
      for (let part = text.charCodeAt(end); end < n && isNumberPart(part); part = text.charCodeAt(++end)) if (part === LOWER_E || part === UPPER_E) exponent = true;
      // only a number with an exponent or hundreds of digits can overflow: the rest skip Number()
      if (exponent || end - i > MAX_FINITE_PLAIN_LENGTH) {
        const literal = text.slice(i, end);
        const value = Number(literal);
        if (!Number.isFinite(value)) {
          const infinity = value > 0 ? 'Infinity' : '-Infinity';
          issues.push(saying({ code: 'number-range', severity: 'error', path: pathHere(), target: 'value', start: i, end } as const, 'mediaIssues.numberTooLarge', { literal: shorten(literal, 24, 12), infinity }));
        }
      }
      i = end;
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      const object = code === OPEN_BRACE;
      isObject[depth] = object;
      at[depth] = object ? -1 : 0;
      firstKey[depth++] = keyCount;
      expectKey = object;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      keyCount = firstKey[--depth]!;
      maps?.delete(depth);
      expectKey = false;
    } else if (code === COMMA) {
      if (isObject[depth - 1]) expectKey = true;
      else at[depth - 1]!++;
    }
    i++;
  }
  return issues;
}
