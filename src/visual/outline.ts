import { isNodeType, specOf } from '../schema';
import { isRecord, shortened } from '../json';

/** One line of the outline: a node, indented by its depth. */
export interface OutlineRow {
  readonly pointer: string;
  readonly depth: number;
  /** The node type, or undefined for a value that is not a node. */
  readonly type: string | undefined;
  /** The id of an interactive node. */
  readonly id: string | undefined;
  /** What the node shows: its text, title or label. */
  readonly summary: string | undefined;
  readonly container: boolean;
  readonly childCount: number;
  readonly expanded: boolean;
  /** A graph's node card (`…/nodes/2`): not a node of the tree, so it cannot be dragged, moved or removed as one. */
  readonly card?: true;
}


const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** A row is one line: a million-character label laid out in it held the page for seconds. */
export const SUMMARY_MAX_CHARS = 200;
const summaryOf = (value: string | undefined) => (value === undefined ? undefined : shortened(value, SUMMARY_MAX_CHARS));

/** A node's row, and where it stood with which folds: the same node object there gives the same row. */
interface Drawn {
  readonly pointer: string;
  readonly depth: number;
  readonly collapsed: ReadonlySet<string>;
  readonly row: OutlineRow;
}

// trees share unchanged subtrees between edits: their rows are reused, not rebuilt (60 ms a key at 100,000 nodes)
const drawn = new WeakMap<object, Drawn>();

/** One entry met on the way down: a value where a node belongs, or a graph's node card. */
interface Visit {
  readonly value: unknown;
  readonly pointer: string;
  readonly depth: number;
  readonly card: boolean;
}

/** The tree as outline rows, depth first; children of collapsed pointers are left out. A graph's cards are its rows, their children theirs. */
export function outlineRows(tree: unknown, collapsed: ReadonlySet<string>): OutlineRow[] {
  const rows: OutlineRow[] = [];
  // an explicit stack: a deeply nested tree must not overflow the call stack
  const stack: Visit[] = [{ value: tree, pointer: '', depth: 0, card: false }];
  while (stack.length > 0) {
    const { value, pointer, depth, card } = stack.pop()!;
    const known = isRecord(value) && (card || isNodeType(value.type)) ? value : undefined;
    const before = known && drawn.get(known);
    const reused = before && before.pointer === pointer && before.depth === depth && before.collapsed === collapsed;
    const row = reused ? before.row : card ? cardRow(known, pointer, depth, collapsed) : rowOf(known, pointer, depth, collapsed);
    if (known && !reused) drawn.set(known, { pointer, depth, collapsed, row });
    rows.push(row);
    if (!row.expanded || !row.container || !known) continue;
    const inner = known.type === 'graph' && !card ? known.nodes : known.children;
    const step = known.type === 'graph' && !card ? 'nodes' : 'children';
    const entries = Array.isArray(inner) ? (inner as unknown[]) : [];
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i], pointer: `${pointer}/${step}/${i}`, depth: depth + 1, card: step === 'nodes' });
  }
  return rows;
}

/** A graph card's row: its id and title, and its children (nodes of the tree) below it. */
function cardRow(card: Record<string, unknown> | undefined, pointer: string, depth: number, collapsed: ReadonlySet<string>): OutlineRow {
  const children = Array.isArray(card?.children) ? card.children.length : 0;
  return {
    pointer,
    depth,
    type: 'graph node',
    id: stringOf(card?.id),
    summary: summaryOf(stringOf(card?.title)),
    container: children > 0,
    childCount: children,
    expanded: !collapsed.has(pointer),
    card: true,
  };
}

function rowOf(known: Record<string, unknown> | undefined, pointer: string, depth: number, collapsed: ReadonlySet<string>): OutlineRow {
  const spec = known && isNodeType(known.type) ? specOf(known.type) : undefined;
  // a graph holds its cards where a container holds children
  const graph = spec?.type === 'graph';
  const inner = graph ? known?.nodes : known?.children;
  const container = (spec?.container === true || graph) && Array.isArray(inner);
  return {
    pointer,
    depth,
    type: spec?.type,
    id: spec?.interactive ? stringOf(known?.id) : undefined,
    summary: summaryOf(stringOf(known?.text) ?? stringOf(known?.title) ?? stringOf(known?.label)),
    container: spec?.container === true || container,
    childCount: container ? (inner as unknown[]).length : 0,
    expanded: !collapsed.has(pointer),
  };
}

/** Every container pointer on the way to `pointer`, so revealing it can expand them. */
export function ancestorsOf(pointer: string): string[] {
  const ancestors: string[] = [];
  const pattern = /\/(?:children|nodes)\/\d+/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(pointer)) !== null) ancestors.push(pointer.slice(0, match.index));
  return ancestors;
}
