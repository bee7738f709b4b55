import { DEFAULT_INPUT_CHANGE_MODE, INPUT_CHANGE_DEBOUNCE_MS, type InputChangeMode } from '../schema/decisions';

/** setTimeout and clearTimeout behind an interface, so tests drive time by hand. */
export interface Timer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimer: Timer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type InputEvent = 'change' | 'submit';

export interface InputChangeOptions {
  /** Called for each event the host would send, with the text it carries. */
  readonly send: (event: InputEvent, value: string) => void;
  readonly mode?: InputChangeMode;
  readonly delayMs?: number;
  readonly timer?: Timer;
  /** The field's text when it appears (the node's `value`): no `change` is sent for it. */
  readonly initial?: string;
}

export interface InputChangeScheduler {
  /** The current text. */
  readonly value: string;
  /** The user edited the text. */
  input(value: string): void;
  /** The field lost focus. */
  blur(): void;
  /** Enter: a pending `change` goes first, then `submit` with the current text. */
  submit(): void;
  /** Sends a pending `change` now (before switching modes, for instance). */
  flush(): void;
  /** The text was set from outside (the tree changed, or state was reset): nothing is sent. */
  reset(value: string): void;
  /** Forgets a pending `change` without sending it. */
  dispose(): void;
}

/**
 * Decides when an input sends `change`, which the spec leaves open. `keystroke` sends on every edit,
 * `debounced` once the text has been still for `delayMs`, `blur` when focus leaves. Every mode sends
 * `change` only when the text differs from what the plugin last got, and Enter always commits.
 */
export function createInputChangeScheduler(options: InputChangeOptions): InputChangeScheduler {
  const mode = options.mode ?? DEFAULT_INPUT_CHANGE_MODE;
  const delayMs = options.delayMs ?? INPUT_CHANGE_DEBOUNCE_MS;
  const timer = options.timer ?? realTimer;
  let value = options.initial ?? '';
  let sent = value;
  let handle: unknown;
  let waiting = false;

  function cancel(): void {
    if (waiting) timer.clear(handle);
    waiting = false;
  }

  function flush(): void {
    cancel();
    if (value === sent) return;
    sent = value;
    options.send('change', value);
  }

  return {
    get value() {
      return value;
    },
    input(next) {
      value = next;
      if (mode === 'keystroke') flush();
      else if (mode === 'debounced') {
        cancel();
        waiting = true;
        handle = timer.set(() => {
          waiting = false;
          flush();
        }, delayMs);
      }
    },
    blur: flush,
    submit() {
      flush();
      options.send('submit', value);
    },
    flush,
    reset(next) {
      cancel();
      value = next;
      sent = next;
    },
    dispose: cancel,
  };
}
