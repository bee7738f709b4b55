import type { Issue } from '../../document/issue';
import type { JsonPath } from '../../document/json-path';
import { NOTIFY_SPACING_MS } from '../../schema/decisions';
import { NOTIFY_MIN_INTERVAL_MS } from '../../schema/decisions';
import { isActionKind, showsToast } from './actions';
import { isRecord } from '../../json';

type Json = Readonly<Record<string, unknown>>;

const FILTERS = ['item', 'action', 'value'] as const;

/** Two reactions can fire for one event when they share element and event and no filter tells them apart. */
function overlap(a: Json, b: Json): boolean {
  return a.element === b.element && a.event === b.event && FILTERS.every((key) => a[key] === undefined || b[key] === undefined || a[key] === b[key]);
}

/** The indexes of the actions that show a toast. */
function toastsOf(reaction: Json): number[] {
  if (!Array.isArray(reaction.actions)) return [];
  return reaction.actions.flatMap((action: unknown, j) => (isRecord(action) && isActionKind(action.do) && showsToast(action.do) ? [j] : []));
}

const RULE = `Agentty drops a ui/notify that arrives less than ${NOTIFY_MIN_INTERVAL_MS} ms after the previous one: the preview drops this toast, and the exported plugins hold it back until ${NOTIFY_SPACING_MS} ms after the previous one.`;

/**
 * The 700 ms rule: a warning on every toast that follows another one for the same event, within one
 * reaction or after an earlier reaction that fires for the same event. Quick events are out of reach here.
 */
export function toastIssues(document: unknown): Issue[] {
  if (!Array.isArray(document)) return [];
  const reactions = document.map((reaction: unknown) => (isRecord(reaction) ? reaction : undefined));
  const issues: Issue[] = [];
  const warn = (path: JsonPath, message: string) => issues.push({ code: 'schema', severity: 'warning', message, path, target: 'value' });
  reactions.forEach((reaction, i) => {
    if (!reaction) return;
    const toasts = toastsOf(reaction);
    const earlier = reactions.findIndex((other, k) => k < i && other !== undefined && overlap(other, reaction) && toastsOf(other).length > 0);
    toasts.forEach((j, n) => {
      const path = [i, 'actions', j, 'do'];
      if (n > 0) warn(path, `This toast follows another one for the same event. ${RULE}`);
      else if (earlier >= 0) warn(path, `Reaction ${earlier + 1} also shows a toast for this event, just before this one. ${RULE}`);
    });
  });
  return issues;
}
