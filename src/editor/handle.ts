import type { TextEdit, TextRange } from '../document';

/**
 * What the workspace can ask of the editor. Calls act once, on the model shown now: nothing is kept
 * to be replayed later, so a request can never land in another screen's text.
 */
export interface EditorHandle {
  /** Selects a range with the cursor at its start; `focus` also moves keyboard focus to the editor. */
  select(range: TextRange, options?: { readonly focus?: boolean }): void;
  /**
   * Replaces a range as one undo step, applied like typing. Edits with the same `merge` key, one
   * after another, make one step (typing a word in a form field).
   */
  replace(edit: TextEdit, merge?: string): void;
  /** Undo or redo in the editor's history, for shortcuts pressed outside it. */
  history(action: 'undo' | 'redo'): void;
  /** True when the editor shows this model now. */
  shows(uri: string): boolean;
  /** The same edit in a model that is not shown (another tab's text changed from outside its editor). */
  syncModel(uri: string, edit: TextEdit): void;
}
