/**
 * About 2,000 pretty-printed nodes. Below this a keystroke is parsed and drawn at once; above it
 * the text reaches the app after the editor has drawn the key.
 */
export const SYNC_ANALYSIS_MAX_CHARS = 300_000;

/**
 * About 330 pretty-printed nodes, validated in about 1.5 ms. Above this validation waits for a task
 * of its own after the keystroke, so the preview of 1,000 nodes lands within the key's frame.
 */
export const SYNC_VALIDATION_MAX_CHARS = 50_000;

export function isLargeDocument(length: number): boolean {
  return length >= SYNC_ANALYSIS_MAX_CHARS;
}

/** True when a document this long is validated after its keystroke, not in it. */
export function validatesLater(length: number): boolean {
  return length >= SYNC_VALIDATION_MAX_CHARS;
}
