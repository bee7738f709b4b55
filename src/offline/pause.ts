// the precache downloads and stores the whole build (about 6.6 MB): on a 2-core machine that made each keystroke
// of a 1,000-node design take 1.6 times as long until it was done, so it waits for the person to pause

/** What counts as the person working: a key, a press of the pointer, a scroll. */
const WORK_EVENTS = ['keydown', 'pointerdown', 'wheel'] as const;

export interface PauseTiming {
  /** The least time from now before `run`. */
  settleMs: number;
  /** How long keys, pointer and wheel must rest before `run`. */
  quietMs: number;
}

/**
 * Calls `run` once, no sooner than `settleMs` from now and `quietMs` after the last key, press or scroll, in an idle
 * moment of the main thread. `events` is where input is heard (the window).
 */
export function whenPaused(run: () => void, timing: PauseTiming, events: EventTarget = window, idle: (then: () => void) => void = (then) => requestIdleCallback(then, { timeout: timing.settleMs })): void {
  let notBefore = performance.now() + timing.settleMs;
  // a key moves the time on; one timer keeps checking it, rather than a timer set again on every key
  const working = () => (notBefore = Math.max(notBefore, performance.now() + timing.quietMs));
  const check = () => {
    const wait = notBefore - performance.now();
    if (wait > 0) {
      setTimeout(check, wait);
      return;
    }
    for (const type of WORK_EVENTS) events.removeEventListener(type, working, true);
    idle(run);
  };
  for (const type of WORK_EVENTS) events.addEventListener(type, working, { capture: true, passive: true });
  check();
}
