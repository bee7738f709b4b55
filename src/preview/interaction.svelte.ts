import { getContext, setContext } from 'svelte';
import type { EventPayload } from '../events';
import { DEFAULT_INPUT_CHANGE_MODE, type InputChangeMode } from '../schema';
import type { LooseNode } from './coerce';
import { Selection } from './context.svelte';
import { WidgetState } from './widget-state.svelte';

/** What the preview's widgets need from whoever simulates the host: where events go, and widget state. */
export interface Interaction {
  /** Values the user gave widgets, kept until the tree changes them. */
  readonly widgets: WidgetState;
  /** The pointer of the node to point out (a hovered wire log line), one at a time. */
  readonly highlight: Selection;
  /** When an input sends `change`. */
  readonly inputMode: InputChangeMode;
  /** A widget emitted `event`; the receiver builds and checks the `ui/event` (a disabled button never calls this). */
  emit(node: LooseNode, path: string, event: string, payload: EventPayload): void;
}

/** A preview nobody listens to: widgets still keep their state, events go nowhere. */
class Inert implements Interaction {
  readonly widgets = new WidgetState();
  readonly highlight = new Selection();
  readonly inputMode = DEFAULT_INPUT_CHANGE_MODE;
  emit(): void {}
}

const INTERACTION = Symbol('preview-interaction');

let inert: Inert | undefined;

export function setInteraction(interaction: Interaction | undefined): void {
  setContext(INTERACTION, interaction ?? new Inert());
}

export function getInteraction(): Interaction {
  return getContext<Interaction | undefined>(INTERACTION) ?? (inert ??= new Inert());
}
