import { isRecord } from '../../json';

/**
 * The first node with this `id` in the tree, depth first in document order: any object with a string
 * `type`, wherever it sits (children, tab content, a card's body). The generated plugins walk the same way.
 */
export function findNode(tree: unknown, id: string): Record<string, unknown> | undefined {
  if (Array.isArray(tree)) {
    for (const child of tree) {
      const found = findNode(child, id);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(tree)) return undefined;
  if (typeof tree.type === 'string' && tree.id === id) return tree;
  for (const value of Object.values(tree)) {
    const found = findNode(value, id);
    if (found) return found;
  }
  return undefined;
}

/** A copy of the tree with the node `id`'s `value` set, or undefined when no node has that id. The tree is not changed. */
export function withValue(tree: unknown, id: string, value: string | number | boolean): unknown {
  const copy = structuredClone(tree);
  const node = findNode(copy, id);
  if (node === undefined) return undefined;
  node.value = value;
  return copy;
}
