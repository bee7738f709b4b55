import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { fromPointer, valueAt, type JsonPath } from '../document';
import { isNodeType, registry, specOf, type NodeType } from '../schema';
import { formattingOf, replacementBetween, type TextReplacement } from '../app/tree-edit';

// the visual tools' edits: each one a minimal change of the editor text, never a second copy of the tree

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Every interactive id in a tree (the ones that must stay unique). */
export function takenIds(tree: unknown): Set<string> {
  const taken = new Set<string>();
  const visit = (node: unknown) => {
    if (!isObject(node) || !isNodeType(node.type)) return;
    if (specOf(node.type).interactive && typeof node.id === 'string') taken.add(node.id);
    if (Array.isArray(node.children)) node.children.forEach(visit);
  };
  visit(tree);
  return taken;
}

/** `base`, or `base-2`, `base-3`… whichever is free; the chosen id is added to `taken`. */
export function freshId(base: string, taken: Set<string>): string {
  const stem = base.replace(/-\d+$/, '') || 'element';
  let id = taken.has(stem) ? '' : stem;
  for (let n = 2; id === ''; n++) if (!taken.has(`${stem}-${n}`)) id = `${stem}-${n}`;
  taken.add(id);
  return id;
}

/** A deep copy of a node whose interactive ids are all unused in `taken` (which it updates). */
export function withFreshIds<T>(node: T, taken: Set<string>): T {
  if (!isObject(node) || !isNodeType(node.type)) return structuredClone(node);
  const copy: Json = structuredClone(node);
  const renew = (current: Json) => {
    if (!isNodeType(current.type)) return;
    if (specOf(current.type).interactive) current.id = freshId(typeof current.id === 'string' ? current.id : current.type, taken);
    if (Array.isArray(current.children)) current.children.filter(isObject).forEach(renew);
  };
  renew(copy);
  return copy as T;
}

/** A new node of a type, valid at once: the registry's example with ids unused in the tree. */
export function newNode(type: NodeType, tree: unknown): Json {
  return withFreshIds(registry[type].example as Json, takenIds(tree));
}

function edit(text: string, path: JSONPath, value: unknown, isArrayInsertion = false): string {
  return applyEdits(text, modify(text, path, value, { formattingOptions: formattingOf(text), isArrayInsertion }));
}

const childPath = (treePath: JsonPath, parent: string, index: number): JSONPath => [...treePath, ...fromPointer(parent), 'children', index];

/** Inserts a node into a container's `children` at `index`. */
export function insertNode(text: string, treePath: JsonPath, parent: string, index: number, node: unknown): TextReplacement | undefined {
  return replacementBetween(text, edit(text, childPath(treePath, parent, index), node, true));
}

/** Removes the node at `pointer` (inside the tree). */
export function removeNode(text: string, treePath: JsonPath, pointer: string): TextReplacement | undefined {
  return replacementBetween(text, edit(text, [...treePath, ...fromPointer(pointer)], undefined));
}

function parentOf(pointer: string): { parent: string; index: number } | undefined {
  const match = /^(.*)\/children\/(\d+)$/.exec(pointer);
  return match ? { parent: match[1]!, index: Number(match[2]) } : undefined;
}

/** Inserts a copy of the node right after it, with fresh ids. */
export function duplicateNode(text: string, treePath: JsonPath, tree: unknown, pointer: string): TextReplacement | undefined {
  const place = parentOf(pointer);
  if (!place) return undefined;
  const copy = withFreshIds(valueAt(tree, fromPointer(pointer)), takenIds(tree));
  return insertNode(text, treePath, place.parent, place.index + 1, copy);
}

/** Moves a node to `index` in another (or the same) container, as one edit. */
export function moveNode(text: string, treePath: JsonPath, tree: unknown, pointer: string, parent: string, index: number): TextReplacement | undefined {
  const from = parentOf(pointer);
  if (!from || (parent + '/').startsWith(pointer + '/')) return undefined; // not the root, not into itself
  const node = valueAt(tree, fromPointer(pointer));
  const removed = edit(text, [...treePath, ...fromPointer(pointer)], undefined);
  // removing an earlier sibling shifts the target index (and the target container's path) by one
  const shift = (container: string, at: number) => (container === from.parent && from.index < at ? at - 1 : at);
  const target = parent.startsWith(from.parent + '/children/')
    ? parent.replace(new RegExp(`^${escapeRegExp(from.parent)}/children/(\\d+)`), (_m, i: string) => `${from.parent}/children/${shift(from.parent, Number(i))}`)
    : parent;
  return replacementBetween(text, edit(removed, childPath(treePath, target, shift(parent, index)), node, true));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
