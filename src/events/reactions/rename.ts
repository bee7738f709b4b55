import { fromPointer, toPointer, valueAt } from '../../document/json-path';
import { isRecord, type JsonValue } from '../../json';
import { nodesOf } from '../../schema/walk';
import type { EventValue } from '../messages';
import { actionSpec, isActionKind, screenFields, valueFields } from './actions';

/** A name other parts of the design refer to, renamed: a screen, an element id, or a key of a node's list (an option value, a tab id). */
export type Rename =
  | { readonly kind: 'screen'; readonly from: string; readonly to: string }
  | { readonly kind: 'element'; readonly from: string; readonly to: string }
  | {
      readonly kind: 'key';
      /** The node holding the list, by pointer in its screen's tree. */
      readonly node: string;
      /** The list (`options`, `tabs`) and the key its entries are named by (`value`, `id`). */
      readonly list: string;
      readonly key: string;
      /** The props of the node that pick one entry by that key (`value`, `selected`). */
      readonly picks: readonly string[];
      readonly from: EventValue;
      readonly to: EventValue;
    };

/** One value to write at a JSON Pointer. */
export interface PointerChange {
  readonly pointer: string;
  readonly value: JsonValue | undefined;
}

/** The same rename the other way: undo. */
export function inverse(rename: Rename): Rename {
  return { ...rename, from: rename.to, to: rename.from } as Rename;
}

/** The changes a rename makes in the reactions array; `element` is the id of the node a key rename is in. */
export function reactionChanges(reactions: unknown, rename: Rename, element?: string): PointerChange[] {
  if (!Array.isArray(reactions)) return [];
  const changes: PointerChange[] = [];
  reactions.forEach((reaction: unknown, i) => {
    if (!isRecord(reaction)) return;
    if (rename.kind === 'element' && reaction.element === rename.from) changes.push({ pointer: `/${i}/element`, value: rename.to });
    // a filter names the entry: the row, the tab, the option
    if (rename.kind === 'key' && element !== undefined && reaction.element === element) {
      for (const filter of ['item', 'action', 'value'] as const) if (reaction[filter] === rename.from) changes.push({ pointer: `/${i}/${filter}`, value: rename.to });
    }
    if (!Array.isArray(reaction.actions)) return;
    reaction.actions.forEach((action: unknown, j) => {
      if (!isRecord(action) || !isActionKind(action.do)) return;
      const at = `/${i}/actions/${j}`;
      const spec = actionSpec(action.do);
      if (rename.kind === 'screen') {
        for (const field of screenFields(spec)) if (action[field] === rename.from) changes.push({ pointer: `${at}/${field}`, value: rename.to });
      }
      for (const fields of valueFields(spec)) {
        if (rename.kind === 'element' && action[fields.element] === rename.from) changes.push({ pointer: `${at}/${fields.element}`, value: rename.to });
        if (rename.kind === 'key' && element !== undefined && action[fields.element] === element && action[fields.value] === rename.from) {
          changes.push({ pointer: `${at}/${fields.value}`, value: rename.to });
        }
      }
    });
  });
  return changes;
}

/** The changes a rename makes in one screen's tree (pointers inside the tree); a key rename only touches its own screen's node. */
export function treeChanges(tree: unknown, rename: Rename): PointerChange[] {
  if (rename.kind === 'screen') return [];
  if (rename.kind === 'element') {
    const changes: PointerChange[] = [];
    for (const visit of nodesOf(tree)) if (visit.node.id === rename.from) changes.push({ pointer: `${toPointer([...visit.path])}/id`, value: rename.to });
    return changes;
  }
  const node = nodeAt(tree, rename.node);
  if (!node) return [];
  const changes: PointerChange[] = [];
  const list = node[rename.list];
  if (Array.isArray(list)) {
    list.forEach((entry: unknown, i) => {
      if (isRecord(entry) && entry[rename.key] === rename.from) changes.push({ pointer: `${rename.node}/${rename.list}/${i}/${rename.key}`, value: rename.to });
    });
  }
  // a graph's wires name their cards
  if (node.type === 'graph' && rename.list === 'nodes' && Array.isArray(node.edges)) {
    node.edges.forEach((edge: unknown, i) => {
      if (!isRecord(edge)) return;
      for (const end of ['from', 'to'] as const) {
        const place = edge[end];
        if (isRecord(place) && place.node === rename.from) changes.push({ pointer: `${rename.node}/edges/${i}/${end}/node`, value: rename.to });
      }
    });
  }
  for (const pick of rename.picks) {
    const picked = node[pick];
    if (picked === rename.from) changes.push({ pointer: `${rename.node}/${pick}`, value: rename.to });
    // a multiple choice picks several
    if (Array.isArray(picked) && picked.includes(rename.from)) changes.push({ pointer: `${rename.node}/${pick}`, value: picked.map((value: JsonValue) => (value === rename.from ? rename.to : value)) });
  }
  return changes;
}

function nodeAt(tree: unknown, pointer: string): Record<string, unknown> | undefined {
  const node = valueAt(tree, fromPointer(pointer));
  return isRecord(node) ? node : undefined;
}

