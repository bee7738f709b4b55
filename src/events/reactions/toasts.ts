import type { Issue } from '../../document/issue';
import type { JsonPath } from '../../document/json-path';
import { NOTIFY_MIN_INTERVAL_MS, NOTIFY_SPACING_MS } from '../../schema/decisions';
import { say, saying, type SayKey, type SayValues } from '../../i18n/say';
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

const rule = say('reactionIssues.toastRule', { min: NOTIFY_MIN_INTERVAL_MS, spacing: NOTIFY_SPACING_MS });

/**
 * The 700 ms rule: a warning on every toast that follows another one for the same event, within one
 * reaction or after an earlier reaction that fires for the same event. Quick events are out of reach here.
 */
export function toastIssues(document: unknown): Issue[] {
  if (!Array.isArray(document)) return [];
  const reactions = document.map((reaction: unknown) => (isRecord(reaction) ? reaction : undefined));
  const issues: Issue[] = [];
  const warn = (path: JsonPath, key: SayKey, values: SayValues) => issues.push(saying({ code: 'schema', severity: 'warning', path, target: 'value' } as const, key, { ...values, rule }));
  reactions.forEach((reaction, i) => {
    if (!reaction) return;
    const toasts = toastsOf(reaction);
    const earlier = reactions.findIndex((other, k) => k < i && other !== undefined && overlap(other, reaction) && toastsOf(other).length > 0);
    toasts.forEach((j, n) => {
      const path = [i, 'actions', j, 'do'];
      if (n > 0) warn(path, 'reactionIssues.toastFollows', {});
      else if (earlier >= 0) warn(path, 'reactionIssues.toastAfterReaction', { n: earlier + 1 });
    });
  });
  return issues;
}
