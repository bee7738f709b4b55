import type { ParsedDocument } from './analyze';
import { startsWith, valueAt, type JsonPath } from './json-path';
import { countKeys } from './lexical';
import { decodeStringText, StringValues, type TextChange } from './string-values';

/** A parsed document with the index of its string values, so that typing inside one skips the parse. */
export interface IndexedDocument {
  readonly doc: ParsedDocument;
  readonly strings: StringValues;
}

/** Indexes a drawable document; undefined when its text repeats a key, where the text and the value disagree. */
export function indexDocument(doc: ParsedDocument): IndexedDocument | undefined {
  if (!doc.parsed || !doc.drawable) return undefined;
  const strings = StringValues.of(doc.text);
  return strings.keyCount === countKeys(doc.value) ? { doc, strings } : undefined;
}

/**
 * The document after one edit that stays inside a string value of its tree, found without parsing the
 * text again: only the containers on the value's path are new objects. Undefined when the edit needs a
 * full parse (it touches a quote, a key or the wrapper, or leaves the string invalid); the index is then
 * out of date and must be dropped.
 */
export function editInsideString(indexed: IndexedDocument, text: string, change: TextChange): ParsedDocument | undefined {
  const { doc, strings } = indexed;
  const delta = change.text.length - change.length;
  const target = text.length === doc.text.length + delta ? targetOf(indexed, change) : undefined;
  if (!target) return undefined;
  strings.resize(target.index, delta);
  const root = replaceAt(doc.value, target.path, target.value);
  return { ...doc, text, value: root, tree: valueAt(root, doc.treePath) };
}

/** True when `editInsideString` would take this edit: cheap, nothing is copied. */
export function canEditInsideString(indexed: IndexedDocument, change: TextChange): boolean {
  return targetOf(indexed, change) !== undefined;
}

/** The string value an edit stays inside, with its new value and its path, when it changes nothing else. */
function targetOf({ doc, strings }: IndexedDocument, change: TextChange): { index: number; value: string; path: JsonPath } | undefined {
  const index = strings.find(change.offset, change.offset + change.length);
  if (index === -1) return undefined;
  const { start, end } = strings.rangeOf(index);
  const value = decodeStringText(doc.text.slice(start + 1, change.offset) + change.text + doc.text.slice(change.offset + change.length, end - 1));
  const path = strings.pathOf(index);
  // the wrapper decides the shape: only values inside the tree change nothing but themselves
  if (value === undefined || path.length <= doc.treePath.length || !startsWith(path, doc.treePath)) return undefined;
  return typeof valueAt(doc.value, path) === 'string' ? { index, value, path } : undefined;
}

/** A copy of `root` with the value at `path` replaced: new objects along the path, every other one shared. */
export function replaceAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...JsonPath];
  const container = root as Record<string | number, unknown> | unknown[];
  const replaced = replaceAt((container as Record<string | number, unknown>)[key], rest, value);
  if (Array.isArray(container)) {
    const copy = container.slice();
    copy[key as number] = replaced;
    return copy;
  }
  const copy = { ...container };
  // defined, not assigned: a "__proto__" key must stay a plain property
  Object.defineProperty(copy, key, { value: replaced, enumerable: true, writable: true, configurable: true });
  return copy;
}
