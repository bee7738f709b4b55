import { fromPointer, valueAt } from '../../document';
import { isRecord } from '../../json';
import { DEFAULT_COLUMNS, MAX_COLUMNS } from '../../schema';
import { isContainer, parentOf, type Place } from '../../visual/tree-ops';

/** Drag data: a node type from the palette, or the pointer of a node being moved. */
export const NODE_TYPE_MIME = 'application/x-panel-designer-type';
export const NODE_POINTER_MIME = 'application/x-panel-designer-pointer';

export type DropMode = 'before' | 'after' | 'inside';

/** The direction siblings follow each other: down a column, across a row. */
export type Axis = 'x' | 'y';

export interface Drop {
  readonly place: Place;
  readonly mode: DropMode;
  /** The node the drop is next to (before, after) or in (inside). */
  readonly target: string;
  /** How `target` and its siblings are laid out, so the insertion bar lies between them. */
  readonly axis: Axis;
}

/** Where the pointer is over a drawn node: CSS pixels from its top-left corner, and the node's size. */
export interface Spot {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * How the nodes are drawn, for drops on the preview: rows lay their children out side by side, and a
 * row's top and bottom edges take drops before and after the row itself. Without it (the outline) every
 * node is one line below the other.
 */
export interface Layout {
  /** Where the pointer is over the drawn node at `pointer`; undefined when it is not drawn. */
  spotOf(pointer: string): Spot | undefined;
}

// the outer quarters of a container are its edges; an empty one keeps a thin edge so its drop area means "inside"
const CONTAINER_EDGE = 0.25;
const EMPTY_CONTAINER_EDGE_PX = 6;
// how close to a row's top or bottom the pointer must be to drop before or after the row, not in it
const ROW_EDGE_PX = 8;

const nodeAt = (tree: unknown, pointer: string): unknown => valueAt(tree, fromPointer(pointer));
const isRow = (node: unknown): boolean => isRecord(node) && node.type === 'row';

/** How many columns a grid draws: one per width when widths are given, else `columns`, clamped as Agentty does. */
export function gridColumns(node: Record<string, unknown>): number {
  if (Array.isArray(node.widths) && node.widths.length > 0) return Math.min(node.widths.length, MAX_COLUMNS);
  const columns = typeof node.columns === 'number' && Number.isFinite(node.columns) ? Math.trunc(node.columns) : DEFAULT_COLUMNS;
  return Math.max(1, Math.min(MAX_COLUMNS, columns));
}

/** Whether a drawn container places its children side by side: a row, or a grid of more than one column. */
const laysAcross = (node: unknown): boolean => isRow(node) || (isRecord(node) && node.type === 'grid' && gridColumns(node) > 1);
const childCount = (node: unknown): number => (isRecord(node) && Array.isArray(node.children) ? node.children.length : 0);

/** The axis a node's siblings follow: across inside a drawn row, else down. */
function axisOf(tree: unknown, place: Place | undefined, layout: Layout | undefined): Axis {
  return layout && place && laysAcross(nodeAt(tree, place.parent)) ? 'x' : 'y';
}

function beforeOrAfter(pointer: string, place: Place, after: boolean, axis: Axis): Drop {
  return after ? { place: { parent: place.parent, index: place.index + 1 }, mode: 'after', target: pointer, axis } : { place, mode: 'before', target: pointer, axis };
}

/** Near the top or bottom edge of a row that sits in a column or section: before or after the row. */
function rowEdge(tree: unknown, place: Place, layout: Layout): Drop | undefined {
  const row = place.parent;
  const rowPlace = parentOf(row);
  if (!isRow(nodeAt(tree, row)) || !rowPlace || isRow(nodeAt(tree, rowPlace.parent))) return undefined;
  const spot = layout.spotOf(row);
  if (!spot) return undefined;
  const band = Math.min(ROW_EDGE_PX, spot.height / 4);
  if (spot.y < band) return beforeOrAfter(row, rowPlace, false, 'y');
  if (spot.y > spot.height - band) return beforeOrAfter(row, rowPlace, true, 'y');
  return undefined;
}

/**
 * Where a drop on the node at `pointer` lands, from where the pointer is over it: the middle of a container
 * puts it inside (at the end), the edges along its siblings' axis before and after it; a leaf's first half
 * is before it, its second half after it. The root container takes every drop inside; a leaf at the root none.
 */
export function dropAt(tree: unknown, pointer: string, spot: Spot, layout?: Layout): Drop | undefined {
  const node = nodeAt(tree, pointer);
  const place = parentOf(pointer);
  if (layout && place) {
    const edge = rowEdge(tree, place, layout);
    if (edge) return edge;
  }
  const axis = axisOf(tree, place, layout);
  const along = axis === 'x' ? spot.x : spot.y;
  const length = Math.max(1, axis === 'x' ? spot.width : spot.height);
  if (isContainer(node)) {
    const count = childCount(node);
    const edge = count === 0 ? Math.min(EMPTY_CONTAINER_EDGE_PX, length * CONTAINER_EDGE) : length * CONTAINER_EDGE;
    if (!place || (along > edge && along < length - edge)) {
      return { place: { parent: pointer, index: count }, mode: 'inside', target: pointer, axis: layout && laysAcross(node) ? 'x' : 'y' };
    }
  }
  if (!place) return undefined;
  return beforeOrAfter(pointer, place, along >= length / 2, axis);
}

/** A rectangle in viewport pixels. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The insertion bar's thickness in CSS pixels. */
export const BAR_PX = 3;

function bar(axis: Axis, at: number, from: number, to: number): Box {
  const half = BAR_PX / 2;
  return axis === 'y' ? { left: from, right: to, top: at - half, bottom: at + half } : { left: at - half, right: at + half, top: from, bottom: to };
}

/**
 * The insertion bar for a drop: a thin box between the node and its neighbour on the side the drop lands
 * (halfway across the gap), after the last child for a drop inside, across the middle of an empty
 * container's drop area (`areaOf`: where its children go, e.g. a section's body below its title).
 */
export function barFor(tree: unknown, drop: Drop, boxOf: (pointer: string) => Box | undefined, areaOf: (pointer: string) => Box | undefined = boxOf): Box | undefined {
  const box = boxOf(drop.target);
  if (!box) return undefined;
  const y = drop.axis === 'y';
  const [start, end, crossStart, crossEnd] = y ? (['top', 'bottom', 'left', 'right'] as const) : (['left', 'right', 'top', 'bottom'] as const);
  if (drop.mode === 'inside') {
    const count = childCount(nodeAt(tree, drop.target));
    const last = count > 0 ? boxOf(`${drop.target}/children/${count - 1}`) : undefined;
    const area = areaOf(drop.target) ?? box;
    if (!last) return bar(drop.axis, (area[start] + area[end]) / 2, area[crossStart] + 4, area[crossEnd] - 4);
    return bar(drop.axis, Math.min(last[end] + BAR_PX, box[end] - 1), last[crossStart], last[crossEnd]);
  }
  const neighbour = boxOf(`${drop.place.parent}/children/${drop.mode === 'before' ? drop.place.index - 1 : drop.place.index}`);
  const at =
    drop.mode === 'before'
      ? neighbour && neighbour[end] <= box[start] ? (neighbour[end] + box[start]) / 2 : box[start] - BAR_PX / 2
      : neighbour && neighbour[start] >= box[end] ? (box[end] + neighbour[start]) / 2 : box[end] + BAR_PX / 2;
  return bar(drop.axis, at, box[crossStart], box[crossEnd]);
}

/** Whether a drag carries something the visual tools take. */
export function carriesNode(event: DragEvent): boolean {
  const types = event.dataTransfer?.types ?? [];
  return types.includes(NODE_TYPE_MIME) || types.includes(NODE_POINTER_MIME);
}
