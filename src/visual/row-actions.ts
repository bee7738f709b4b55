import { isRecord } from '../json';
import type { TreeChange } from './tree-edit';

/** A row button to add to several rows of a list at once. */
export interface RowAction {
  readonly id: string;
  readonly label: string;
}

/** An action id made from its label ("Open file" → "open-file"); "action" when the label has no letters or digits. */
export function actionIdOf(label: string): string {
  const slug = label
    .normalize('NFKD')
    // accents fall away: "é" is "e"
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'action' : slug;
}

/** `id`, or `id-2`, `id-3`… : the first not taken. */
function unusedId(id: string, taken: ReadonlySet<unknown>): string {
  if (!taken.has(id)) return id;
  let n = 2;
  while (taken.has(`${id}-${n}`)) n++;
  return `${id}-${n}`;
}

/**
 * The changes that add `action` at the end of the chosen rows' `actions` (created where missing), each id
 * unique among its row's actions: every row sends the same id unless that row already had it.
 */
export function rowActionChanges(itemsPointer: string, items: readonly unknown[], rows: readonly number[], action: RowAction): TreeChange[] {
  const changes: TreeChange[] = [];
  for (const row of rows) {
    const item = items[row];
    if (!isRecord(item)) continue;
    const actions = item.actions;
    const pointer = `${itemsPointer}/${row}/actions`;
    if (!Array.isArray(actions)) {
      changes.push({ pointer, value: [{ id: action.id, label: action.label }] });
      continue;
    }
    const taken = new Set(actions.map((each) => (isRecord(each) ? each.id : undefined)));
    changes.push({ pointer: `${pointer}/${actions.length}`, value: { id: unusedId(action.id, taken), label: action.label }, insert: true });
  }
  return changes;
}
