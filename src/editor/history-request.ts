/** Asks the editor to undo or redo, for shortcuts pressed outside it (the outline, the inspector). */
export interface HistoryRequest {
  readonly action: 'undo' | 'redo';
  /** Bumped for every request; a request is carried out once. */
  readonly nonce: number;
}
