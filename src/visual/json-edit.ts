import { locatePaths, toPointer, valueAt, type JsonPath, type TextEdit, type TextRange } from '../document';

// Minimal JSON text edits. jsonc-parser's `modify` re-formats whole lines around an insert or a removal,
// which would touch neighbours sharing the line, and builds a syntax tree of the whole document first;
// these touch only the value, its key and one separator, and find them with the bracket-skipping locator.

/** How the document is laid out, so inserted JSON looks like what is around it. */
export interface Layout {
  readonly eol: string;
  /** One level of indentation: spaces or a tab. */
  readonly unit: string;
}

export function layoutOf(text: string): Layout {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { eol, unit: indent.startsWith('\t') ? '\t' : indent };
}

export function applyReplacement(text: string, replacement: TextEdit | undefined): string {
  return replacement ? text.slice(0, replacement.start) + replacement.text + text.slice(replacement.end) : text;
}

/** Two replacements, the second made on the text the first produced, as one replacement of the original. */
export function combineReplacements(text: string, first: TextEdit | undefined, second: TextEdit | undefined): TextEdit | undefined {
  if (!first || !second) return first ?? second;
  const between = applyReplacement(text, first);
  const result = applyReplacement(between, second);
  // what precedes both edits, and what follows both, is untouched by either
  const start = Math.min(first.start, second.start);
  const tail = Math.min(text.length - first.end, between.length - second.end);
  return tightened(text, { start, end: text.length - tail, text: result.slice(start, result.length - tail) });
}

function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))![0];
}

function serialize(value: unknown, indent: string, layout: Layout): string {
  return JSON.stringify(value, null, layout.unit).replace(/\n/g, layout.eol + indent);
}

/** An entry of a container: from its key (if any) to the end of its value. */
interface Entry extends TextRange {
  readonly value: TextRange;
}

/** A container's text range and its entries', in order. */
interface Container {
  readonly range: TextRange;
  readonly entries: (Entry | undefined)[];
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return value !== null && typeof value === 'object';
}

/** Locates a container and the entries at `indexes` in one pass over the text. */
function locateContainer(text: string, path: JsonPath, keys: readonly (string | number)[], indexes: readonly number[]): Container | undefined {
  const wanted = indexes.filter((i) => i >= 0 && i < keys.length);
  const found = locatePaths(text, [path, ...wanted.map((i) => [...path, keys[i]!])]);
  const range = found.get(toPointer(path))?.value;
  if (!range) return undefined;
  const entries: (Entry | undefined)[] = [];
  for (const i of wanted) {
    const location = found.get(toPointer([...path, keys[i]!]));
    if (location?.value) entries[i] = { start: location.key?.start ?? location.value.start, end: location.value.end, value: location.value };
  }
  return { range, entries };
}

/**
 * The replacement that sets the value at `path` (undefined removes it). With `insert`, the last step is an
 * array index and the value goes in before it. Undefined when nothing changes or the path cannot be reached.
 */
export function editJson(text: string, path: JsonPath, value: unknown, insert = false): TextEdit | undefined {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return undefined;
  }
  return tightened(text, edit(text, root, path, value, insert));
}

/** The replacement without the characters it would write back unchanged at either end; undefined when it changes nothing. */
function tightened(text: string, replacement: TextEdit | undefined): TextEdit | undefined {
  if (!replacement) return undefined;
  let { start, end } = replacement;
  let inserted = replacement.text;
  let head = 0;
  while (head < inserted.length && start + head < end && inserted[head] === text[start + head]) head++;
  let tail = 0;
  while (tail < inserted.length - head && end - tail > start + head && inserted[inserted.length - 1 - tail] === text[end - 1 - tail]) tail++;
  start += head;
  end -= tail;
  inserted = inserted.slice(head, inserted.length - tail);
  return start === end && inserted === '' ? undefined : { start, end, text: inserted };
}

/** The text with the value at `path` set, removed or inserted; unchanged when the path cannot be reached. */
export function setJson(text: string, path: JsonPath, value: unknown, insert = false): string {
  return applyReplacement(text, editJson(text, path, value, insert));
}

function edit(text: string, root: unknown, path: JsonPath, value: unknown, insert: boolean): TextEdit | undefined {
  const layout = layoutOf(text);
  if (path.length === 0) {
    if (value === undefined || insert) return undefined;
    const range = locatePaths(text, [[]]).get('')?.value;
    return range && { ...range, text: serialize(value, lineIndent(text, range.start), layout) };
  }
  const parentPath = path.slice(0, -1);
  const last = path[path.length - 1]!;
  const parent = valueAt(root, parentPath);
  if (!isContainer(parent)) {
    // no array there yet: its first entry creates it
    return insert && value !== undefined && parent === undefined && last === 0 ? edit(text, root, parentPath, [value], false) : undefined;
  }
  const keys: (string | number)[] = Array.isArray(parent) ? parent.map((_, i) => i) : Object.keys(parent);
  const at = keys.indexOf(last);
  if (insert) {
    if (value === undefined || !Array.isArray(parent) || typeof last !== 'number' || last < 0 || last > parent.length) return undefined;
    return insertEntry(text, parentPath, keys, last, (indent, multiline) => (multiline ? serialize(value, indent, layout) : JSON.stringify(value)), layout);
  }
  if (value === undefined) return at < 0 ? undefined : removeEntry(text, parentPath, keys, at);
  if (at >= 0) {
    const entry = locateContainer(text, parentPath, keys, [at])?.entries[at];
    return entry && { ...entry.value, text: serialize(value, lineIndent(text, entry.start), layout) };
  }
  if (Array.isArray(parent)) return last === parent.length ? edit(text, root, path, value, true) : undefined;
  if (typeof last !== 'string') return undefined;
  const property = (indent: string, multiline: boolean) => `${JSON.stringify(last)}: ${multiline ? serialize(value, indent, layout) : JSON.stringify(value)}`;
  return insertEntry(text, parentPath, keys, keys.length, property, layout);
}

/** Inserts an entry (a value, or `"key": value`) at `index` of the object or array at `path`. */
function insertEntry(
  text: string,
  path: JsonPath,
  keys: readonly (string | number)[],
  index: number,
  entry: (indent: string, multiline: boolean) => string,
  layout: Layout,
): TextEdit | undefined {
  const found = locateContainer(text, path, keys, [0, index, keys.length - 1]);
  if (!found) return undefined;
  const { range, entries } = found;
  const first = entries[0];
  const indent = entryIndent(text, range, first, layout);
  if (!first) {
    const closing = lineIndent(text, range.start);
    return { start: range.start + 1, end: range.end - 1, text: layout.eol + indent + entry(indent, true) + layout.eol + closing };
  }
  const multiline = text.slice(range.start, first.start).includes('\n');
  const separator = multiline ? ',' + layout.eol + indent : ', ';
  if (index < keys.length) {
    const before = entries[index]!.start;
    return { start: before, end: before, text: entry(indent, multiline) + separator };
  }
  const after = entries[keys.length - 1]!.end;
  return { start: after, end: after, text: separator + entry(indent, multiline) };
}

/** The indentation a container's entries have, or would have. */
function entryIndent(text: string, container: TextRange, first: TextRange | undefined, layout: Layout): string {
  if (first) {
    const lineStart = text.lastIndexOf('\n', first.start - 1) + 1;
    const before = text.slice(lineStart, first.start);
    if (lineStart > container.start && /^[ \t]*$/.test(before)) return before;
  }
  return lineIndent(text, container.start) + layout.unit;
}

function removeEntry(text: string, path: JsonPath, keys: readonly (string | number)[], index: number): TextEdit | undefined {
  const found = locateContainer(text, path, keys, [index - 1, index, index + 1]);
  if (!found) return undefined;
  const { range, entries } = found;
  if (keys.length === 1) return { start: range.start + 1, end: range.end - 1, text: '' };
  if (index < keys.length - 1) return { start: entries[index]!.start, end: entries[index + 1]!.start, text: '' };
  return { start: entries[index - 1]!.end, end: entries[index]!.end, text: '' };
}
