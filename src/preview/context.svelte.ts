import { getContext, setContext } from 'svelte';
import { hostWords, type HostWords } from './host-words';

/** Whether one path is the selected one. */
export class Flag {
  value: boolean;
  constructor(value: boolean) {
    this.value = $state(value);
  }
}

/**
 * The selected pointer, shared with every node through context. Each node reads only its own flag,
 * so moving the selection updates the two nodes whose state changes, not the whole tree.
 */
export class Selection {
  #current: string | undefined;
  // a reactive copy for the few readers that follow the selection as a whole (windowed lists); set() never reads it
  #shown = $state<string | undefined>();
  // a plain Map on purpose: the flags are the reactive part, the index of them is not
  readonly #flags = new Map<string, Flag>();

  /**
   * The flag of `path`. A reaction does not track state it creates itself, so a reader that may be the
   * first to ask takes the flag in a `$derived` (or `{@const}`) of its own and reads `.value` elsewhere.
   */
  flag(path: string): Flag {
    let flag = this.#flags.get(path);
    if (flag === undefined) {
      flag = new Flag(path === this.#current);
      this.#flags.set(path, flag);
    }
    return flag;
  }

  /** The selected pointer, tracked: read it only where a whole container must follow the selection. */
  get current(): string | undefined {
    return this.#shown;
  }

  set(path: string | undefined): void {
    if (path === this.#current) return;
    const previous = this.#current === undefined ? undefined : this.#flags.get(this.#current);
    this.#current = path;
    this.#shown = path;
    if (previous) previous.value = false;
    const next = path === undefined ? undefined : this.#flags.get(path);
    if (next) next.value = true;
  }
}

const SELECTION = Symbol('preview-selection');
const HOST = Symbol('preview-host');
const HOST_LANGUAGE = Symbol('preview-host-language');

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

/**
 * Set by PanelStage: the simulated Agentty's `language` (what `initialize` reports). The words Agentty draws by
 * itself follow it; the designer's own notes follow the interface language instead.
 */
export function setHostLanguage(language: () => string | undefined): void {
  setContext(HOST_LANGUAGE, language);
}

/** The words Agentty draws, read in a template or `$derived` so a change of the simulated language redraws them. */
export function getHostWords(): () => HostWords {
  const language = getContext<(() => string | undefined) | undefined>(HOST_LANGUAGE);
  return () => hostWords(language?.());
}
