import { toPointer } from '../document/json-path';
import { nodesOf, registry } from '../schema';
import { isRecord } from '../json';

function indexWhere(list: unknown, match: (entry: Record<string, unknown>) => boolean): number {
  return Array.isArray(list) ? list.findIndex((entry: unknown) => isRecord(entry) && match(entry)) : -1;
}

/** The params of a `ui/event` line that point at a drawn part: element, and item, action or value. */
export interface EventTarget {
  readonly element: string;
  readonly item?: unknown;
  readonly action?: unknown;
  readonly value?: unknown;
}

/** The JSON Pointer of the first interactive node whose `id` is `element`, in document order. */
export function pointerOfElement(tree: unknown, element: string): string | undefined {
  for (const { node, type, path } of nodesOf(tree)) if (node.id === element && registry[type].interactive) return toPointer(path);
  return undefined;
}

/** The most precise drawn part an event names: a row button, a row, a choice option, or the node itself. */
export function pointerOfTarget(tree: unknown, target: EventTarget): string | undefined {
  const path = pointerOfElement(tree, target.element);
  if (path === undefined) return undefined;
  let node: unknown = tree;
  for (const segment of path.split('/').slice(1)) node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  if (!isRecord(node)) return path;
  if (node.type === 'list' && target.item !== undefined) {
    const i = indexWhere(node.items, (item) => item.id === target.item);
    if (i === -1) return path;
    const item: unknown = Array.isArray(node.items) ? node.items[i] : undefined;
    const j = target.action === undefined || !isRecord(item) ? -1 : indexWhere(item.actions, (action) => action.id === target.action);
    return j === -1 ? `${path}/items/${i}` : `${path}/items/${i}/actions/${j}`;
  }
  if (node.type === 'choice' && target.value !== undefined) {
    const k = indexWhere(node.options, (option) => option.value === target.value);
    return k === -1 ? path : `${path}/options/${k}`;
  }
  return path;
}
