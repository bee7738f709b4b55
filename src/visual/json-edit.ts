import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { JsonPath } from '../document';

// Minimal JSON text edits. jsonc-parser's `modify` re-formats whole lines around an insert or a removal,
// which would touch neighbours sharing the line; these touch only the value, its key and one separator.

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

function lineIndent(text: string, offset: number): string {
  const start = Math.max(text.lastIndexOf('\n', offset - 1) + 1, 0);
  return /^[ \t]*/.exec(text.slice(start, offset))![0];
}

/** The indentation a container's entries have, or would have. */
function entryIndent(text: string, container: Node, layout: Layout): string {
  const first = container.children?.[0];
  if (first) {
    const start = text.lastIndexOf('\n', first.offset - 1) + 1;
    const before = text.slice(start, first.offset);
    if (start > container.offset && /^[ \t]*$/.test(before)) return before;
  }
  return lineIndent(text, container.offset) + layout.unit;
}

function serialize(value: unknown, indent: string, layout: Layout): string {
  return JSON.stringify(value, null, layout.unit).replace(/\n/g, layout.eol + indent);
}

const end = (node: Node) => node.offset + node.length;
const splice = (text: string, from: number, to: number, insert: string) => text.slice(0, from) + insert + text.slice(to);

/** Inserts an entry (a value, or `"key": value`) at `index` of an object or array node. */
function insertEntry(text: string, container: Node, index: number, entry: (indent: string, multiline: boolean) => string, layout: Layout): string {
  const items = container.children ?? [];
  const indent = entryIndent(text, container, layout);
  if (items.length === 0) {
    const closing = lineIndent(text, container.offset);
    return splice(text, container.offset + 1, end(container) - 1, layout.eol + indent + entry(indent, true) + layout.eol + closing);
  }
  const multiline = text.slice(container.offset, items[0]!.offset).includes('\n');
  const separator = multiline ? ',' + layout.eol + indent : ', ';
  if (index < items.length) {
    const at = items[Math.max(0, index)]!.offset;
    return splice(text, at, at, entry(indent, multiline) + separator);
  }
  const after = end(items[items.length - 1]!);
  return splice(text, after, after, separator + entry(indent, multiline));
}

function removeEntry(text: string, container: Node, index: number): string {
  const items = container.children ?? [];
  if (items.length === 1) return splice(text, container.offset + 1, end(container) - 1, '');
  if (index < items.length - 1) return splice(text, items[index]!.offset, items[index + 1]!.offset, '');
  return splice(text, end(items[index - 1]!), end(items[index]!), '');
}

/**
 * Sets the value at `path` (undefined removes it). With `insert`, the last step is an array index and the
 * value goes in before it. Returns the text unchanged when the path cannot be reached.
 */
export function setJson(text: string, path: JsonPath, value: unknown, insert = false): string {
  const root = parseTree(text);
  if (!root) return text;
  const layout = layoutOf(text);
  const last = path[path.length - 1];
  const parentPath = path.slice(0, -1) as (string | number)[];
  if (insert) {
    if (value === undefined) return text;
    const array = findNodeAtLocation(root, parentPath);
    // no array there yet: the first entry creates it
    if (!array && last === 0 && parentPath.length > 0) return setJson(text, parentPath, [value]);
    if (!array || array.type !== 'array' || typeof last !== 'number') return text;
    return insertEntry(text, array, last, (indent, multiline) => (multiline ? serialize(value, indent, layout) : JSON.stringify(value)), layout);
  }
  const node = path.length === 0 ? root : findNodeAtLocation(root, path as (string | number)[]);
  if (node) {
    const owner = node.parent?.type === 'property' ? node.parent : node;
    const container = owner.parent;
    if (value === undefined) return container ? removeEntry(text, container, container.children!.indexOf(owner)) : text;
    return splice(text, node.offset, end(node), serialize(value, lineIndent(text, owner.offset), layout));
  }
  if (value === undefined) return text;
  const parent = findNodeAtLocation(root, parentPath);
  if (parent?.type === 'object' && typeof last === 'string') {
    const entry = (indent: string, multiline: boolean) => `${JSON.stringify(last)}: ${multiline ? serialize(value, indent, layout) : JSON.stringify(value)}`;
    return insertEntry(text, parent, parent.children?.length ?? 0, entry, layout);
  }
  if (parent?.type === 'array' && typeof last === 'number' && last === (parent.children?.length ?? 0)) return setJson(text, path, value, true);
  return text;
}
