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

/** A preview nobody listens to: typed text still shows, events go nowhere (so clicks change nothing, as in Agentty). */
class Inert implements Interaction {
  readonly widgets = new WidgetState();
  readonly highlight = new Selection();
  readonly inputMode = DEFAULT_INPUT_CHANGE_MODE;
  emit(): void {}
}

const INTERACTION = Symbol('preview-interaction');
const TYPING = Symbol('preview-typing');

let inert: Inert | undefined;

/** An input whose typing may not have been sent yet. */
interface Typing {
  flush(): void;
}

/** Typing not sent yet: Agentty sends it before any other event of the same panel (agentty-look.md §4). */
export class PendingTyping {
  readonly #inputs = new Set<Typing>();
  add(input: Typing): void {
    this.#inputs.add(input);
  }
  delete(input: Typing): void {
    this.#inputs.delete(input);
  }
  /** Sends what was typed and not sent; an input whose own event this is has nothing left to send. */
  flush(): void {
    for (const input of [...this.#inputs]) input.flush();
  }
}

/** The panel's interaction: every event first sends the typing not sent yet. */
export function setInteraction(interaction: Interaction | undefined): void {
  const inner = interaction ?? new Inert();
  const typing = new PendingTyping();
  setContext(TYPING, typing);
  setContext<Interaction>(INTERACTION, {
    get widgets() {
      return inner.widgets;
    },
    get highlight() {
      return inner.highlight;
    },
    get inputMode() {
      return inner.inputMode;
    },
    emit(node, path, event, payload) {
      typing.flush();
      inner.emit(node, path, event, payload);
    },
  });
}

/** Where an input keeps its typing not sent yet (a panel's own, or one nobody flushes). */
export function getPendingTyping(): PendingTyping {
  return getContext<PendingTyping | undefined>(TYPING) ?? new PendingTyping();
}

export function getInteraction(): Interaction {
  return getContext<Interaction | undefined>(INTERACTION) ?? (inert ??= new Inert());
}
