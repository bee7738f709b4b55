import type { ParsedDocument } from './analyze';
import { startsWith, valueAt, type JsonPath } from './json-path';
import { countKeys } from './lexical';
import { isRecord } from '../json';
import { detectShape } from './shape';
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
 * The document after one edit that stays inside a string of its tree, found without parsing the text
 * again: a string value changes, or a property is renamed where no other property of its object has the
 * new name. Only the containers on the path are new objects. Undefined when the edit needs a full parse
 * (it touches a quote or the wrapper, repeats a name, or leaves the string invalid); the index is then
 * out of date and must be dropped.
 */
export function editInsideString(indexed: IndexedDocument, text: string, change: TextChange): ParsedDocument | undefined {
  const { doc, strings } = indexed;
  const delta = change.text.length - change.length;
  const target = text.length === doc.text.length + delta ? targetOf(indexed, change) : undefined;
  if (!target) return undefined;
  let root: unknown;
  if (target.rename === undefined) root = replaceAt(doc.value, target.path, target.value);
  else {
    const owner = target.path.slice(0, -1);
    root = replaceAt(doc.value, owner, renamed(valueAt(doc.value, owner) as Record<string, unknown>, target.rename, target.value));
    strings.rename(target.index, target.value);
  }
  strings.resize(target.index, delta);
  return { ...doc, text, value: root, tree: valueAt(root, doc.treePath) };
}

/** True when `editInsideString` would take this edit: cheap, nothing is copied. */
export function canEditInsideString(indexed: IndexedDocument, change: TextChange): boolean {
  return targetOf(indexed, change) !== undefined;
}

interface Target {
  readonly index: number;
  /** The string's new value: a value, or a property's new name. */
  readonly value: string;
  readonly path: JsonPath;
  /** The property's old name, when the string is a property name. */
  readonly rename: string | undefined;
}

/** The string an edit stays inside, with its new value and its path, when it changes nothing else. */
function targetOf({ doc, strings }: IndexedDocument, change: TextChange): Target | undefined {
  const index = strings.find(change.offset, change.offset + change.length);
  if (index === -1) return undefined;
  const { start, end } = strings.rangeOf(index);
  const value = decodeStringText(doc.text.slice(start + 1, change.offset) + change.text + doc.text.slice(change.offset + change.length, end - 1));
  const path = strings.pathOf(index);
  if (value === undefined || !startsWith(path, doc.treePath)) return undefined;
  if (!strings.isName(index)) {
    // the wrapper decides the shape: only values inside the tree change nothing but themselves
    return path.length > doc.treePath.length && typeof valueAt(doc.value, path) === 'string' ? { index, value, path, rename: undefined } : undefined;
  }
  // the wrapper's names decide the shape: only names inside the tree change nothing but themselves
  const name = path.at(-1);
  const ownerPath = path.slice(0, -1);
  if (ownerPath.length < doc.treePath.length || typeof name !== 'string') return undefined;
  const owner = valueAt(doc.value, ownerPath);
  if (!isRecord(owner) || !Object.hasOwn(owner, name)) return undefined;
  // a name the object already has would repeat a key: the full parse reports that
  if (value !== name && Object.hasOwn(owner, value)) return undefined;
  // a bare tree's root names ("jsonrpc", "tree"…) may make it read as a message
  if (ownerPath.length === 0 && doc.shape !== 'bridge' && detectShape(renamed(owner, name, value)).shape !== doc.shape) return undefined;
  return { index, value, path, rename: name };
}

/** A copy of `object` with the property `from` named `to`, in the same place among the others. */
function renamed(object: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    // defined, not assigned: a "__proto__" key must stay a plain property
    Object.defineProperty(copy, key === from ? to : key, { value: object[key], enumerable: true, writable: true, configurable: true });
  }
  return copy;
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
