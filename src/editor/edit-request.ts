import type { TextRange } from '../document';

/** Asks the editor to replace a range of its text as one undoable edit (Ctrl+Z takes it back). */
export interface EditRequest extends TextRange {
  readonly text: string;
  /** Bumped for every request; a request is applied once. */
  readonly nonce: number;
}
