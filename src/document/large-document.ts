/**
 * About 2,000 pretty-printed nodes. Below this a keystroke is parsed, drawn and validated at once;
 * above it validation moves to a task of its own, so the preview lands in the editor's frame.
 */
export const SYNC_ANALYSIS_MAX_CHARS = 300_000;

export function isLargeDocument(length: number): boolean {
  return length >= SYNC_ANALYSIS_MAX_CHARS;
}
