// Agentty draws one popover beside the panel: the first in the tree, depth first (agentty-look.md §3.4).
import { isNodeType, MAX_DEPTH, specOf } from '../schema';
import { isRecord } from './coerce';

/** The pointer of the first popover under each subtree, relative to it; unchanged subtrees keep their objects, so an edit walks only its path. */
const found = new WeakMap<object, string | null>();

// deeper than the designer draws is never searched: the stack stays safe
function search(node: unknown, depth: number): string | null {
  if (!isRecord(node) || depth > MAX_DEPTH) return null;
  const known = found.get(node);
  if (known !== undefined) return known;
  let result: string | null = null;
  if (node.type === 'popover') result = '';
  else if (isNodeType(node.type) && specOf(node.type).container && Array.isArray(node.children)) {
    const children: readonly unknown[] = node.children;
    for (let i = 0; i < children.length && result === null; i++) {
      const inner = search(children[i], depth + 1);
      if (inner !== null) result = `/children/${i}${inner}`;
    }
  }
  found.set(node, result);
  return result;
}

/** The JSON Pointer of the popover Agentty shows for `tree`, or undefined when it has none. */
export function firstPopover(tree: unknown): string | undefined {
  return search(tree, 0) ?? undefined;
}

/** The value at a JSON Pointer made of `/children/N` steps (as firstPopover gives). */
export function nodeAt(tree: unknown, pointer: string): unknown {
  let node = tree;
  for (const step of pointer.split('/children/').slice(1)) {
    node = isRecord(node) && Array.isArray(node.children) ? (node.children as readonly unknown[])[Number(step)] : undefined;
  }
  return node;
}
