import { toPointer } from '../document/json-path';
import { nodesOf, registry } from '../schema';
import { isRecord } from '../json';

function indexWhere(list: unknown, match: (entry: Record<string, unknown>) => boolean): number {
  return Array.isArray(list) ? list.findIndex((entry: unknown) => isRecord(entry) && match(entry)) : -1;
}

/** The params of a `ui/event` line that point at a drawn part: element, and event, item, action or value. */
export interface EventTarget {
  readonly element: string;
  /** Tells apart what a value names: a tab (`change`, `close`) or an entry of the "+" menu (`add`). */
  readonly event?: unknown;
  readonly item?: unknown;
  readonly action?: unknown;
  readonly value?: unknown;
}

/** The JSON Pointer of the first interactive node whose `id` is `element`, in document order. */
export function pointerOfElement(tree: unknown, element: string): string | undefined {
  for (const { node, type, path } of nodesOf(tree)) if (node.id === element && registry[type].interactive) return toPointer(path);
  return undefined;
}

/** `${path}/${key}/${i}` for the first entry of `node[key]` that matches, or undefined. */
function entry(node: Record<string, unknown>, path: string, key: string, match: (entry: Record<string, unknown>) => boolean): string | undefined {
  const i = indexWhere(node[key], match);
  return i === -1 ? undefined : `${path}/${key}/${i}`;
}

const byId = (id: unknown) => (entry: Record<string, unknown>) => id !== undefined && entry.id === id;
const byValue = (value: unknown) => (entry: Record<string, unknown>) => value !== undefined && entry.value === value;

/** The part of `node` (at `path`) an event names, or undefined when it names none of its parts. */
function partOf(node: Record<string, unknown>, path: string, target: EventTarget): string | undefined {
  const { event, item, action, value } = target;
  switch (node.type) {
    case 'list': {
      const row = entry(node, path, 'items', byId(item));
      if (row === undefined || action === undefined) return row;
      const i = indexWhere(node.items, byId(item));
      const rowNode: unknown = Array.isArray(node.items) ? node.items[i] : undefined;
      return (isRecord(rowNode) ? entry(rowNode, row, 'actions', byId(action)) : undefined) ?? row;
    }
    case 'choice':
    case 'select':
      return entry(node, path, 'options', byValue(value));
    case 'button':
      return entry(node, path, 'menu', byValue(value));
    case 'flow':
      // an insert names the entry picked in the "+" menu; select and move the (dragged) step
      if (event === 'insert') return entry(node, path, 'insertMenu', byValue(value)) ?? entry(node, path, 'steps', byId(item));
      return entry(node, path, 'steps', byId(item));
    case 'tabs':
      if (event === 'add') return entry(node, path, 'addMenu', byValue(value));
      return entry(node, path, 'tabs', byId(value)) ?? (event === undefined ? entry(node, path, 'addMenu', byValue(value)) : undefined);
    case 'table':
      return entry(node, path, 'rows', byId(item));
    default:
      return undefined;
  }
}

/**
 * The most precise drawn part an event names: a row button, a list or table row, a flow step, a tab, a
 * choice or select option, a menu entry (`/menu/i`, `/insertMenu/i`, `/addMenu/i`), or else the node itself.
 */
export function pointerOfTarget(tree: unknown, target: EventTarget): string | undefined {
  const path = pointerOfElement(tree, target.element);
  if (path === undefined) return undefined;
  let node: unknown = tree;
  for (const segment of path.split('/').slice(1)) node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  if (!isRecord(node)) return path;
  return partOf(node, path, target) ?? path;
}
