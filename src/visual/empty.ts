import { isRecord } from '../json';
import { isNodeType, specOf } from '../schema';

/** True for a tree that draws nothing yet: a root container with no children (a new design). */
export function isEmptyContainer(tree: unknown): boolean {
  if (!isRecord(tree) || typeof tree.type !== 'string' || !isNodeType(tree.type) || !specOf(tree.type).container) return false;
  return tree.children === undefined || (Array.isArray(tree.children) && tree.children.length === 0);
}
