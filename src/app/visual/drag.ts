import { fromPointer, valueAt } from '../../document';
import { isContainer, parentOf, type Place } from '../../visual/tree-ops';

/** Drag data: a node type from the palette, or the pointer of a node being moved. */
export const NODE_TYPE_MIME = 'application/x-panel-designer-type';
export const NODE_POINTER_MIME = 'application/x-panel-designer-pointer';

export type DropMode = 'before' | 'after' | 'inside';

export interface Drop {
  readonly place: Place;
  readonly mode: DropMode;
}

/**
 * Where a drop on the node at `pointer` lands, from how far down the node the pointer is (0 to 1): the
 * middle of a container puts it inside (at the end), the top and bottom before and after.
 */
export function dropAt(tree: unknown, pointer: string, fraction: number): Drop | undefined {
  const node = valueAt(tree, fromPointer(pointer));
  const place = parentOf(pointer);
  if (isContainer(node) && (!place || (fraction > 0.25 && fraction < 0.75))) {
    const children = (node as { children?: unknown }).children;
    return { place: { parent: pointer, index: Array.isArray(children) ? children.length : 0 }, mode: 'inside' };
  }
  if (!place) return undefined;
  return fraction < 0.5 ? { place, mode: 'before' } : { place: { parent: place.parent, index: place.index + 1 }, mode: 'after' };
}

/** Whether a drag carries something the visual tools take. */
export function carriesNode(event: DragEvent): boolean {
  const types = event.dataTransfer?.types ?? [];
  return types.includes(NODE_TYPE_MIME) || types.includes(NODE_POINTER_MIME);
}
