import { isNodeType, specOf } from '../schema';
import { isRecord } from '../json';

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

/** The tree as outline rows, depth first; children of collapsed pointers are left out. */
export function outlineRows(tree: unknown, collapsed: ReadonlySet<string>): OutlineRow[] {
  const rows: OutlineRow[] = [];
  // an explicit stack: a deeply nested tree must not overflow the call stack
  const stack: { node: unknown; pointer: string; depth: number }[] = [{ node: tree, pointer: '', depth: 0 }];
  while (stack.length > 0) {
    const { node, pointer, depth } = stack.pop()!;
    const known = isRecord(node) && isNodeType(node.type) ? node : undefined;
    const spec = known && isNodeType(known.type) ? specOf(known.type) : undefined;
    const children = spec?.container && Array.isArray(known?.children) ? (known.children as unknown[]) : [];
    const expanded = !collapsed.has(pointer);
    rows.push({
      pointer,
      depth,
      type: spec?.type,
      id: spec?.interactive ? stringOf(known?.id) : undefined,
      summary: stringOf(known?.text) ?? stringOf(known?.title) ?? stringOf(known?.label),
      container: spec?.container ?? false,
      childCount: children.length,
      expanded,
    });
    if (!expanded) continue;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], pointer: `${pointer}/children/${i}`, depth: depth + 1 });
  }
  return rows;
}

/** Every container pointer on the way to `pointer`, so revealing it can expand them. */
export function ancestorsOf(pointer: string): string[] {
  const ancestors: string[] = [];
  const pattern = /\/children\/\d+/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(pointer)) !== null) ancestors.push(pointer.slice(0, match.index));
  return ancestors;
}
