// The designer's hold on a graph's cards: a drag with Alt (Option), or in the "Move nodes" mode, writes x and y into the design.
import { getContext, setContext } from 'svelte';
import type { Point } from './geometry';

export interface GraphEdits {
  /** The "Move nodes" mode: a plain drag places the card in the design instead of sending `move`. */
  readonly placing: boolean;
  /** Writes a card's `x` and `y` (the card at JSON Pointer `card`) into the design as one undoable edit. */
  place(card: string, at: Point): void;
}

const GRAPH_EDITS = Symbol('preview-graph-edits');

export function setGraphEdits(edits: GraphEdits): void {
  setContext(GRAPH_EDITS, edits);
}

/** Undefined outside the designer (share page, Live page): there every drag sends `move`, as in Agentty. */
export function getGraphEdits(): GraphEdits | undefined {
  return getContext<GraphEdits | undefined>(GRAPH_EDITS);
}

/** Whether a drag that starts with these keys places the card in the design rather than sending `move`. */
export function placesInDesign(edits: GraphEdits | undefined, event: { readonly altKey: boolean }): boolean {
  return edits !== undefined && (edits.placing || event.altKey);
}
