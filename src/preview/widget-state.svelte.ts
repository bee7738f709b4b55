/** A value the user gave a widget: typed text, a toggle's boolean, a chosen option's value. */
export type WidgetValue = string | number | boolean;

/** The part of a node a widget's state depends on. */
export interface WidgetNode {
  readonly id?: unknown;
  readonly value?: unknown;
}

export interface HeldValue {
  /** The node's `value` prop when the user changed the widget: the state holds while the tree keeps it. */
  readonly base: unknown;
  readonly id: unknown;
  readonly value: WidgetValue;
}

function holds(held: HeldValue, node: WidgetNode): boolean {
  return Object.is(held.base, node.value) && Object.is(held.id, node.id);
}

/** One widget's state. Take it with `WidgetState.at` in a `$derived` of its own, not in the one that reads it. */
export class WidgetSlot {
  held = $state.raw<HeldValue | undefined>(undefined);
  readonly #owner: WidgetState;

  constructor(owner: WidgetState) {
    this.#owner = owner;
  }

  /** The user's value for `node`, or undefined when the tree's own `value` applies (reactive). */
  value(node: WidgetNode): WidgetValue | undefined {
    const held = this.held;
    if (held === undefined) return undefined;
    if (holds(held, node)) return held.value;
    // the tree changed this node: its state is gone, also should the tree later change back
    queueMicrotask(() => this.#owner.drop(this, held));
    return undefined;
  }

  set(node: WidgetNode, value: WidgetValue): void {
    this.#owner.changed(this.held === undefined ? 1 : 0);
    this.held = { base: node.value, id: node.id, value };
  }

  /** A click's value: in Agentty only the plugin's next tree shows it, so it is kept only when the owner keeps clicks. */
  choose(node: WidgetNode, value: WidgetValue): void {
    if (this.#owner.keepsClicks) this.set(node, value);
  }
}

/**
 * Widget state kept like a host keeps it, keyed by JSON Pointer. Each widget reads only its own slot,
 * so typing in one input updates that input and nothing else in a large tree.
 */
export class WidgetState {
  // a plain Map on purpose: the slots are the reactive part, the index of them is not
   
  readonly #slots = new Map<string, WidgetSlot>();
  #count = $state(0);

  /**
   * Whether a click on a toggle, checkbox, choice, select or tab changes it on screen by itself. Agentty's
   * do not (the plugin redraws), so this is off unless someone picks it as a prototyping shortcut.
   */
  keepsClicks = $state(false);

  /** How many widgets hold a value of their own (reactive). */
  get size(): number {
    return this.#count;
  }

  /**
   * The slot of the widget at `path`. A reaction does not track state it creates itself, so a widget
   * takes its slot in a `$derived` of its own and reads it elsewhere.
   */
  at(path: string): WidgetSlot {
    let slot = this.#slots.get(path);
    if (slot === undefined) {
      slot = new WidgetSlot(this);
      this.#slots.set(path, slot);
    }
    return slot;
  }

  /** Whether the state at `path` still applies to `node` (the tree has not changed it since). */
  holds(path: string, node: WidgetNode): boolean {
    const held = this.#slots.get(path)?.held;
    return held !== undefined && holds(held, node);
  }

  /** Every held value, by pointer, in no particular order. */
  entries(): [string, HeldValue][] {
    const out: [string, HeldValue][] = [];
    for (const [path, slot] of this.#slots) if (slot.held !== undefined) out.push([path, slot.held]);
    return out;
  }

  /** Forgets every widget's state: the preview shows the tree as written. */
  clear(): void {
    for (const slot of this.#slots.values()) slot.held = undefined;
    this.#count = 0;
  }

  /** @internal a slot got or lost a value */
  changed(by: number): void {
    if (by !== 0) this.#count += by;
  }

  /** @internal forgets a slot's value if it is still `held` */
  drop(slot: WidgetSlot, held: HeldValue): void {
    if (slot.held !== held) return;
    slot.held = undefined;
    this.#count--;
  }
}
