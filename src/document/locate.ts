import { visit } from 'jsonc-parser';
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
 * Finds the text ranges of the given paths in one pass over the text, skipping every
 * subtree that holds none of them (much cheaper than building a full syntax tree).
 */
export function locatePaths(text: string, paths: readonly JsonPath[]): Map<string, Location> {
  const wanted = new Set(paths.map(toPointer));
  const prefixes = new Set<string>();
  for (const path of paths) for (let end = 0; end <= path.length; end++) prefixes.add(toPointer(path.slice(0, end)));

  const found = new Map<string, Location>();
  const entry = (pointer: string) => {
    let location = found.get(pointer);
    if (!location) found.set(pointer, (location = {}));
    return location;
  };
  // open containers: their pointer and start offset
  const open: { pointer: string; start: number; wanted: boolean }[] = [];
  let pendingType: string | undefined;

  const begin = (offset: number, pathSupplier: () => (string | number)[]) => {
    const pointer = toPointer(pathSupplier());
    open.push({ pointer, start: offset, wanted: wanted.has(pointer) });
    pendingType = undefined;
    return prefixes.has(pointer);
  };
  const end = (offset: number, length: number) => {
    const container = open.pop();
    if (container?.wanted) entry(container.pointer).value = { start: container.start, end: offset + length };
  };

  visit(
    text,
    {
      onObjectBegin: (offset, _length, _line, _column, pathSupplier) => begin(offset, pathSupplier),
      onArrayBegin: (offset, _length, _line, _column, pathSupplier) => begin(offset, pathSupplier),
      onObjectEnd: end,
      onArrayEnd: end,
      onObjectProperty: (property, offset, length, _line, _column, pathSupplier) => {
        const parent = open[open.length - 1];
        const keyRange = { start: offset, end: offset + length };
        if (parent?.wanted) {
          const location = entry(parent.pointer);
          if (property === 'type') location.anchor = keyRange;
          else location.anchor ??= keyRange;
          pendingType = property === 'type' ? parent.pointer : undefined;
        }
        const pointer = toPointer([...pathSupplier(), property]);
        if (wanted.has(pointer)) entry(pointer).key = keyRange;
      },
      onLiteralValue: (_value, offset, length, _line, _column, pathSupplier) => {
        const range = { start: offset, end: offset + length };
        if (pendingType !== undefined) entry(pendingType).anchor = range;
        pendingType = undefined;
        const pointer = toPointer(pathSupplier());
        if (wanted.has(pointer)) entry(pointer).value = range;
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return found;
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
