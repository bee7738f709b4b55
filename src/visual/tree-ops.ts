import type { z } from 'zod';
import { applyReplacement, combineReplacements, editJson, layoutOf } from './json-edit';
import { fromPointer, valueAt, type JsonPath } from '../document';
import { exceedsDepth } from '../document/depth';
import { nonFiniteNumber } from '../document/lexical';
import type { Checked } from '../json';
import { isNodeType, nodesOf, registry, specOf, type NodeType } from '../schema';
import { MAX_DEPTH } from '../schema/decisions';
import { replacementBetween } from './tree-edit';
import type { TextEdit } from '../document';
import { isRecord } from '../json';

// the visual tools' edits: each one a minimal change of the editor text, never a second copy of the tree

type Json = Record<string, unknown>;

/** Every interactive id in a tree (the ones that must stay unique). */
export function takenIds(tree: unknown): Set<string> {
  const taken = new Set<string>();
  for (const { node, type } of nodesOf(tree)) if (specOf(type).interactive && typeof node.id === 'string') taken.add(node.id);
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

function idRequired(type: NodeType): boolean {
  const id = (specOf(type).schema.shape as Record<string, z.ZodType | undefined>).id;
  return id !== undefined && !id.safeParse(undefined).success;
}

/** A deep copy of a node whose interactive ids are all unused in `taken` (which it updates). */
export function withFreshIds<T>(node: T, taken: Set<string>): T {
  if (!isRecord(node) || !isNodeType(node.type)) return structuredClone(node);
  const copy: Json = structuredClone(node);
  for (const { node: current, type } of nodesOf(copy)) {
    // an optional id (a card's, a grid's) is renewed where it is set, not added where it is not
    if (specOf(type).interactive && (typeof current.id === 'string' || idRequired(type))) current.id = freshId(typeof current.id === 'string' ? current.id : type, taken);
  }
  return copy as T;
}

/** A new node of a type, valid at once: the registry's example with ids unused in the tree. */
export function newNode(type: NodeType, tree: unknown): Json {
  return withFreshIds(registry[type].example as Json, takenIds(tree));
}

// each operation is one replacement of the text, found without diffing the whole document
const edit = editJson;

/** A removal then an insertion in the text it left, as one replacement (one undo step). */
function removeThenInsert(text: string, removePath: JsonPath, insertPath: JsonPath, value: unknown): TextEdit | undefined {
  const removal = edit(text, removePath, undefined);
  if (!removal) return undefined;
  return combineReplacements(text, removal, edit(applyReplacement(text, removal), insertPath, value, true));
}

const childPath = (treePath: JsonPath, parent: string, index: number): JsonPath => [...treePath, ...fromPointer(parent), 'children', index];

/** Inserts a value into the array at `arrayPath` (from the document root) at `index`. */
export function insertInArray(text: string, arrayPath: JsonPath, index: number, value: unknown): TextEdit | undefined {
  return edit(text, [...arrayPath, index], value, true);
}

/** Moves an array entry from one index to another, as one edit. */
export function moveInArray(text: string, arrayPath: JsonPath, array: readonly unknown[], from: number, to: number): TextEdit | undefined {
  if (from === to || to < 0 || to >= array.length) return undefined;
  return removeThenInsert(text, [...arrayPath, from], [...arrayPath, to], array[from]);
}

/** Inserts a node into a container's `children` at `index` (creating `children` when it is missing). */
export function insertNode(text: string, treePath: JsonPath, parent: string, index: number, node: unknown): TextEdit | undefined {
  // an index past a missing `children`: write the array itself
  return edit(text, childPath(treePath, parent, index), node, true) ?? edit(text, [...treePath, ...fromPointer(parent), 'children'], [node]);
}

/** Removes the node at `pointer` (inside the tree). */
export function removeNode(text: string, treePath: JsonPath, pointer: string): TextEdit | undefined {
  return edit(text, [...treePath, ...fromPointer(pointer)], undefined);
}

/** Where a node sits: its container's pointer and its index there; undefined for the root. */
export interface Place {
  readonly parent: string;
  readonly index: number;
}

export function parentOf(pointer: string): Place | undefined {
  const match = /^(.*)\/children\/(\d+)$/.exec(pointer);
  return match ? { parent: match[1]!, index: Number(match[2]) } : undefined;
}

/** Inserts a copy of the node right after it, with fresh ids. */
export function duplicateNode(text: string, treePath: JsonPath, tree: unknown, pointer: string): TextEdit | undefined {
  const place = parentOf(pointer);
  if (!place) return undefined;
  const copy = withFreshIds(valueAt(tree, fromPointer(pointer)), takenIds(tree));
  return insertNode(text, treePath, place.parent, place.index + 1, copy);
}

/**
 * Where the target of a move is once the node has been taken out: removing an earlier sibling shifts the
 * index (and a later sibling container's path) by one. Undefined for the root or a move into itself.
 */
function afterRemoval(pointer: string, parent: string, index: number): Place | undefined {
  const from = parentOf(pointer);
  if (!from || (parent + '/').startsWith(pointer + '/')) return undefined;
  const shift = (container: string, at: number) => (container === from.parent && from.index < at ? at - 1 : at);
  const target = parent.startsWith(from.parent + '/children/')
    ? parent.replace(new RegExp(`^${escapeRegExp(from.parent)}/children/(\\d+)`), (_m, i: string) => `${from.parent}/children/${shift(from.parent, Number(i))}`)
    : parent;
  return { parent: target, index: shift(parent, index) };
}

/** Moves a node to `index` (counted before the move) in another or the same container, as one edit. */
export function moveNode(text: string, treePath: JsonPath, tree: unknown, pointer: string, parent: string, index: number): TextEdit | undefined {
  const target = afterRemoval(pointer, parent, index);
  if (!target) return undefined;
  const node = valueAt(tree, fromPointer(pointer));
  return removeThenInsert(text, [...treePath, ...fromPointer(pointer)], childPath(treePath, target.parent, target.index), node);
}

/** The pointer a moved node has afterwards. */
export function movedPointer(pointer: string, parent: string, index: number): string | undefined {
  const target = afterRemoval(pointer, parent, index);
  return target && `${target.parent}/children/${target.index}`;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The node a pointer is in: a list row or choice option belongs to its list or choice, a graph card to its graph; a card's child is a node. */
export function nodePointerOf(pointer: string): string {
  return /^(?:\/(?:nodes\/\d+\/)?children\/\d+)*/.exec(pointer)![0];
}

function childrenOf(node: unknown): unknown[] | undefined {
  if (!isRecord(node) || !isNodeType(node.type) || !specOf(node.type).container) return undefined;
  return Array.isArray(node.children) ? node.children : [];
}

export function isContainer(node: unknown): boolean {
  return childrenOf(node) !== undefined;
}

/** Where a new node goes: at the end of the selected container, or right after the selected node. */
export function insertionPoint(tree: unknown, selected: string | undefined): Place | undefined {
  const pointer = nodePointerOf(selected ?? '');
  const children = childrenOf(valueAt(tree, fromPointer(pointer)));
  if (children) return { parent: pointer, index: children.length };
  const place = parentOf(pointer);
  return place && { parent: place.parent, index: place.index + 1 };
}

export type MoveDirection = 'up' | 'down' | 'in' | 'out';

/**
 * The keyboard moves: up and down among siblings (leaving the container at either end), in to the end
 * of the previous sibling container, out to just after the parent. Undefined where there is no room.
 */
export function keyboardTarget(tree: unknown, pointer: string, direction: MoveDirection): Place | undefined {
  const from = parentOf(pointer);
  if (!from) return undefined;
  const siblings = childrenOf(valueAt(tree, fromPointer(from.parent))) ?? [];
  const outer = parentOf(from.parent);
  switch (direction) {
    case 'up':
      if (from.index > 0) return { parent: from.parent, index: from.index - 1 };
      return outer && { parent: outer.parent, index: outer.index };
    case 'down':
      if (from.index < siblings.length - 1) return { parent: from.parent, index: from.index + 2 };
      return outer && { parent: outer.parent, index: outer.index + 1 };
    case 'in': {
      const previous = childrenOf(siblings[from.index - 1]);
      return from.index > 0 && previous ? { parent: `${from.parent}/children/${from.index - 1}`, index: previous.length } : undefined;
    }
    case 'out':
      return outer && { parent: outer.parent, index: outer.index + 1 };
  }
}

/** The first node of an empty document: the whole text becomes that node. */
export function firstNode(text: string, node: unknown): TextEdit | undefined {
  const { eol, unit } = layoutOf(text);
  return replacementBetween(text, JSON.stringify(node, null, unit).replace(/\n/g, eol) + eol);
}

/** A leaf at the root cannot take a sibling: put both in a column. */
export function wrapRoot(text: string, treePath: JsonPath, tree: unknown, node: unknown): TextEdit | undefined {
  return edit(text, [...treePath], { type: 'column', children: [tree, node] });
}

/** Why the clipboard's text cannot be pasted as a node, as data: the interface says it in its language. */
export type ClipboardRefusal = { readonly key: 'notJson' | 'noNode' } | { readonly key: 'tooDeep'; readonly max: number } | { readonly key: 'tooLarge'; readonly number: string };

const ENGLISH: { readonly [Key in ClipboardRefusal['key']]: (why: Extract<ClipboardRefusal, { key: Key }>) => string } = {
  notJson: () => "The clipboard holds no panel node: its text is not JSON. Copy one from an outline, or copy a node's JSON.",
  noNode: () => "The clipboard holds no panel node: copy one from an outline, or copy a node's JSON.",
  tooDeep: ({ max }) => `The clipboard's node is nested deeper than ${max} levels, which Panel Designer does not paste: it edits and draws trees up to ${max} levels deep.`,
  tooLarge: ({ number }) => `The clipboard's node holds a number too large for JSON (it reads as ${number}, as 1e400 does): pasting it would write null in its place.`,
};

/** The refusal in English. */
export function clipboardRefusalText(why: ClipboardRefusal): string {
  return (ENGLISH[why.key] as (why: ClipboardRefusal) => string)(why);
}

/**
 * A node from the clipboard: a bare node, or the tree inside ui/setPanel params or a whole message;
 * refused with the reason otherwise. A node deeper than the editor goes is refused here, before
 * structuredClone and JSON.stringify recurse through it and overflow the stack, and so is one whose
 * numbers JSON.stringify would write as null.
 */
export function readClipboardNode(text: string): Checked<Json> {
  const read = readClipboard(text);
  return read.ok ? read : { ok: false, reason: clipboardRefusalText(read.why) };
}

/** readClipboardNode, with the refusal as data. */
export function readClipboard(text: string): { readonly ok: true; readonly value: Json } | { readonly ok: false; readonly why: ClipboardRefusal } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, why: { key: 'notJson' } };
  }
  if (isRecord(value) && isRecord(value.params) && isRecord(value.params.tree)) value = value.params.tree;
  else if (isRecord(value) && isRecord(value.tree) && !('type' in value)) value = value.tree;
  if (!isRecord(value) || !isNodeType(value.type)) return { ok: false, why: { key: 'noNode' } };
  if (exceedsDepth(value, MAX_DEPTH)) {
    return { ok: false, why: { key: 'tooDeep', max: MAX_DEPTH } };
  }
  const number = nonFiniteNumber(value);
  if (number !== undefined) {
    return { ok: false, why: { key: 'tooLarge', number: String(number) } };
  }
  return { ok: true, value };
}

/** The clipboard's node, or undefined when readClipboardNode refuses it (it says why). */
export function nodeFromText(text: string): Json | undefined {
  const read = readClipboardNode(text);
  return read.ok ? read.value : undefined;
}
