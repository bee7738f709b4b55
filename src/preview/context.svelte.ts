import { SvelteMap } from 'svelte/reactivity';
import { getContext, setContext } from 'svelte';

/** Whether one path is the selected one. */
export interface Flag {
  readonly value: boolean;
}

/**
 * The selected pointer, shared with every node through context. A node reading `is(path)` depends on its
 * own path's entry only (SvelteMap tracks per key), so moving the selection updates the two nodes whose
 * state changes, not the whole tree.
 */
export class Selection {
  #current: string | undefined;
  // holds at most the selected path; a SvelteMap's per-key signals are tracked even when the first
  // read creates them inside a template, which a $state made there would not be
  readonly #selected = new SvelteMap<string, true>();

  /** Whether the node or part at `path` is selected (reactive, per path). */
  is(path: string): boolean {
    return this.#selected.has(path);
  }

  /** The same question as an object, for a `$derived` or `{@const}` that reads `.value` later. */
  flag(path: string): Flag {
    const is = () => this.is(path);
    return {
      get value() {
        return is();
      },
    };
  }

  set(path: string | undefined): void {
    if (path === this.#current) return;
    if (this.#current !== undefined) this.#selected.delete(this.#current);
    this.#current = path;
    if (path !== undefined) this.#selected.set(path, true);
  }
}

const SELECTION = Symbol('preview-selection');
const HOST = Symbol('preview-host');

export function setSelection(selection: Selection): void {
  setContext(SELECTION, selection);
}

const none = new Selection();

export function getSelection(): Selection {
  return getContext<Selection | undefined>(SELECTION) ?? none;
}

/** Set by HostFrame so a Panel inside it takes the host's theme instead of its own default. */
export function setInHost(): void {
  setContext(HOST, true);
}

export function isInHost(): boolean {
  return getContext<boolean | undefined>(HOST) === true;
}
