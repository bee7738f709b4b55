import { fromPointer, toPointer, valueAt } from '../document/json-path';
import type { Rename } from '../events/reactions/rename';
import type { EventValue } from '../events/messages';
import { isRecord } from '../json';
import { isNodeType, specOf } from '../schema/registry';
import { nodesOf } from '../schema/walk';
import { formOf } from './form';

const isName = (value: unknown): value is EventValue => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The rename a form field's change makes, when the field holds a name others refer to: an element's id, a keyed list entry's key. */
export function renameAt(tree: unknown, pointer: string, before: unknown, after: unknown): Rename | undefined {
  if (!isName(before) || !isName(after) || before === after || before === '') return undefined;
  const path = fromPointer(pointer);
  const owner = valueAt(tree, path.slice(0, -1));
  const key = path.at(-1);
  if (key === 'id' && isRecord(owner) && isNodeType(owner.type) && specOf(owner.type).interactive) {
    return typeof before === 'string' && typeof after === 'string' && after !== '' ? { kind: 'element', from: before, to: after } : undefined;
  }
  // an entry of a node's keyed list: <node>/<list>/<index>/<key>
  if (path.length < 3 || typeof key !== 'string') return undefined;
  const nodePath = path.slice(0, -3);
  const list = path.at(-3);
  const node = valueAt(tree, nodePath);
  if (!isRecord(node) || !isNodeType(node.type) || typeof list !== 'string') return undefined;
  const fields = formOf(node.type);
  const listed = fields.find((field) => field.kind === 'list' && field.name === list && field.key === key);
  if (!listed) return undefined;
  const entries = node[list];
  // a name two entries share would merge them: the references stay
  if (Array.isArray(entries) && entries.filter((entry: unknown) => isRecord(entry) && entry[key] === after).length > 1) return undefined;
  const picks = fields.filter((field) => (field.kind === 'text' || field.kind === 'scalar') && field.pick?.list === list).map((field) => field.name);
  return { kind: 'key', node: toPointer(nodePath), list, key, picks, from: before, to: after };
}

/** How many nodes of a tree carry this id. */
export function countIds(tree: unknown, id: string): number {
  let count = 0;
  for (const visit of nodesOf(tree)) if (visit.node.id === id) count++;
  return count;
}
