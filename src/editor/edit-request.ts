import type { TextRange } from '../document';

/** Asks the editor to replace a range of its text as one undoable edit (Ctrl+Z takes it back). */
export interface EditRequest extends TextRange {
  readonly text: string;
  /** Bumped for every request; a request is applied once. */
  readonly nonce: number;
  /** Edits with the same key, one after another, make one undo step (typing a word in a form field). */
  readonly merge?: string | undefined;
}
