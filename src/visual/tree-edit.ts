import { applyReplacement, combineReplacements, editJson } from './json-edit';
import { fromPointer, type JsonPath, type TextEdit } from '../document';
import type { JsonValue } from '../json';

/** Set the value at `pointer` (a JSON Pointer inside the tree) to `value`; undefined removes it. */
export interface TreeChange {
  readonly pointer: string;
  readonly value: JsonValue | undefined;
  /** The pointer ends in an array index: the value goes in before it (at the length: at the end). */
  readonly insert?: boolean;
}

/**
 * The changes as one replacement of the text, keeping its formatting: each value is rewritten where it
 * stands, a missing key is inserted with the document's indentation. Undefined when nothing changes.
 */
export function treeEdit(text: string, treePath: JsonPath, changes: readonly TreeChange[]): TextEdit | undefined {
  let next = text;
  let combined: TextEdit | undefined;
  for (const change of changes) {
    const replacement = editJson(next, [...treePath, ...fromPointer(change.pointer)], change.value, change.insert);
    combined = combineReplacements(text, combined, replacement);
    next = applyReplacement(next, replacement);
  }
  return combined;
}

/** One range from the first to the last difference: a single edit, a single undo step. Undefined when equal. */
export function replacementBetween(text: string, next: string): TextEdit | undefined {
  if (next === text) return undefined;
  let start = 0;
  while (start < text.length && start < next.length && text[start] === next[start]) start++;
  let fromEnd = 0;
  while (fromEnd < text.length - start && fromEnd < next.length - start && text[text.length - 1 - fromEnd] === next[next.length - 1 - fromEnd]) fromEnd++;
  return { start, end: text.length - fromEnd, text: next.slice(start, next.length - fromEnd) };
}
