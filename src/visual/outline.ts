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
}


const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** A row is one line: a million-character label laid out in it held the page for seconds. */
export const SUMMARY_MAX_CHARS = 200;
const summaryOf = (value: string | undefined) => (value === undefined ? undefined : shortened(value, SUMMARY_MAX_CHARS));

/** A node's row, and where it stood with which folds: the same node object there gives the same row. */
interface Drawn {
  readonly parent: string | undefined;
  readonly index: number;
  readonly depth: number;
  readonly collapsed: ReadonlySet<string>;
  readonly row: OutlineRow;
}

// trees share unchanged subtrees between edits: their rows are reused, not rebuilt (60 ms a key at 100,000 nodes)
const drawn = new WeakMap<object, Drawn>();

/** The tree as outline rows, depth first; children of collapsed pointers are left out. */
export function outlineRows(tree: unknown, collapsed: ReadonlySet<string>): OutlineRow[] {
  const rows: OutlineRow[] = [];
  // an explicit stack: a deeply nested tree must not overflow the call stack
  const stack: { node: unknown; parent: string | undefined; index: number; depth: number }[] = [{ node: tree, parent: undefined, index: 0, depth: 0 }];
  while (stack.length > 0) {
    const { node, parent, index, depth } = stack.pop()!;
    const known = isRecord(node) && isNodeType(node.type) ? node : undefined;
    const before = known && drawn.get(known);
    const reused = before && before.parent === parent && before.index === index && before.depth === depth && before.collapsed === collapsed;
    const row = reused ? before.row : rowOf(known, parent === undefined ? '' : `${parent}/children/${index}`, depth, collapsed);
    if (known && !reused) drawn.set(known, { parent, index, depth, collapsed, row });
    rows.push(row);
    const children = row.expanded && row.container && Array.isArray(known?.children) ? (known.children as unknown[]) : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], parent: row.pointer, index: i, depth: depth + 1 });
  }
  return rows;
}

function rowOf(known: Record<string, unknown> | undefined, pointer: string, depth: number, collapsed: ReadonlySet<string>): OutlineRow {
  const spec = known && isNodeType(known.type) ? specOf(known.type) : undefined;
  const container = spec?.container === true && Array.isArray(known?.children);
  return {
    pointer,
    depth,
    type: spec?.type,
    id: spec?.interactive ? stringOf(known?.id) : undefined,
    summary: summaryOf(stringOf(known?.text) ?? stringOf(known?.title) ?? stringOf(known?.label)),
    container: spec?.container ?? false,
    childCount: container ? (known!.children as unknown[]).length : 0,
    expanded: !collapsed.has(pointer),
  };
}

/** Every container pointer on the way to `pointer`, so revealing it can expand them. */
export function ancestorsOf(pointer: string): string[] {
  const ancestors: string[] = [];
  const pattern = /\/children\/\d+/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(pointer)) !== null) ancestors.push(pointer.slice(0, match.index));
  return ancestors;
}
