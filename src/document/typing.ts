import type { IssueCode, LocatedIssue, TextRange } from './issue';

/** Issues about a word that may be half typed ("rock" on the way to "rocket"): they wait for a pause. */
const WAIT_FOR_PAUSE: ReadonlySet<IssueCode> = new Set(['unknown-icon']);

/** How long the text must stay unchanged before a half-typed word's warning shows. */
export const TYPING_PAUSE_MS = 800;

/**
 * The issues to show while `editing` (the text the last edit put in, in the new text) is still being typed:
 * a warning about a word that edit touched waits. Returns `issues` itself when nothing waits.
 */
export function settledIssues<T extends LocatedIssue>(issues: readonly T[], editing: TextRange | undefined): readonly T[] {
  if (!editing) return issues;
  const touched = (issue: T) => WAIT_FOR_PAUSE.has(issue.code) && issue.start <= editing.end && editing.start <= issue.end;
  return issues.some(touched) ? issues.filter((issue) => !touched(issue)) : issues;
}

/** The range of the new text an edit wrote: where the person is typing. */
export function editedRange(change: { readonly offset: number; readonly text: string }): TextRange {
  return { start: change.offset, end: change.offset + change.text.length };
}
