import type { TextRange } from '../document';

/** Asks the editor to select a range of its text. */
export interface SelectRequest extends TextRange {
  /** Bumped for every request, so selecting the same range twice still moves the cursor. */
  readonly nonce: number;
  /** Move keyboard focus to the editor too (a problem was picked); a preview click leaves focus where it is. */
  readonly focus?: boolean;
}
