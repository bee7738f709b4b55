import { describe, expect, test } from 'vitest';
import { DEFAULT_INPUT_CHANGE_MODE } from '../schema/decisions';
import { createInputChangeScheduler, type InputChangeOptions, type Timer } from './input-change';

/** A timer driven by hand: `advance` runs what is due. */
function manualTimer() {
  let now = 0;
  let nextHandle = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timer: Timer = {
    set(run, ms) {
      const handle = nextHandle++;
      due.set(handle, { at: now + ms, run });
      return handle;
    },
    clear(handle) {
      due.delete(handle as number);
    },
  };
  function advance(ms: number): void {
    now += ms;
    for (const [handle, entry] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (entry.at > now) continue;
      due.delete(handle);
      entry.run();
    }
  }
  return { timer, advance, pending: () => due.size };
}

function setup(options: Omit<InputChangeOptions, 'send' | 'timer'>) {
  const sent: string[] = [];
  const clock = manualTimer();
  const scheduler = createInputChangeScheduler({ ...options, timer: clock.timer, send: (event, value) => sent.push(`${event} ${JSON.stringify(value)}`) });
  return { sent, scheduler, ...clock };
}

describe('when an input sends change', () => {
  test("the default is Agentty's: one change 250 ms after the last key, with the whole text", () => {
    expect(DEFAULT_INPUT_CHANGE_MODE).toBe('debounced');
    const { sent, scheduler, advance } = setup({});
    scheduler.input('h');
    advance(249);
    scheduler.input('hi');
    advance(249);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toEqual(['change "hi"']);
  });

  test('every keystroke, when chosen, sends each text', () => {
    const { sent, scheduler } = setup({ mode: 'keystroke' });
    scheduler.input('h');
    scheduler.input('hi');
    scheduler.blur();
    expect(sent).toEqual(['change "h"', 'change "hi"']);
  });

  test('debounced waits for the text to be still', () => {
    const { sent, scheduler, advance } = setup({ mode: 'debounced', delayMs: 300 });
    scheduler.input('h');
    advance(299);
    scheduler.input('hi');
    advance(299);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toEqual(['change "hi"']);
  });

  test('debounced sends a pending change on blur, once', () => {
    const { sent, scheduler, advance, pending } = setup({ mode: 'debounced' });
    scheduler.input('x');
    scheduler.blur();
    expect(pending()).toBe(0);
    advance(1000);
    expect(sent).toEqual(['change "x"']);
  });

  test('blur sends only when focus leaves, and only if the text changed', () => {
    const { sent, scheduler } = setup({ mode: 'blur', initial: 'a' });
    scheduler.input('ab');
    scheduler.input('a');
    scheduler.blur();
    expect(sent).toEqual([]);
    scheduler.input('a\n"</script>" 👋');
    scheduler.blur();
    scheduler.blur();
    expect(sent).toEqual(['change "a\\n\\"</script>\\" 👋"']);
  });

  test('Enter sends a pending change first, then submit with the current text, in every mode', () => {
    for (const mode of ['keystroke', 'debounced', 'blur'] as const) {
      const { sent, scheduler, advance } = setup({ mode });
      scheduler.input('go');
      scheduler.submit();
      scheduler.submit();
      advance(1000);
      expect(sent, mode).toEqual(['change "go"', 'submit "go"', 'submit "go"']);
    }
  });

  test('submit on an untouched field sends its initial text', () => {
    const { sent, scheduler } = setup({ initial: 'preset' });
    scheduler.submit();
    expect(sent).toEqual(['submit "preset"']);
  });

  test('reset takes a new text silently and cancels a pending change', () => {
    const { sent, scheduler, advance } = setup({ mode: 'debounced' });
    scheduler.input('typed');
    scheduler.reset('from tree');
    advance(1000);
    scheduler.blur();
    expect(sent).toEqual([]);
    expect(scheduler.value).toBe('from tree');
  });

  test('dispose forgets a pending change', () => {
    const { sent, scheduler, advance } = setup({ mode: 'debounced' });
    scheduler.input('typed');
    scheduler.dispose();
    advance(1000);
    expect(sent).toEqual([]);
  });

  test('flush sends a pending change now', () => {
    const { sent, scheduler, pending } = setup({ mode: 'debounced' });
    scheduler.input('typed');
    scheduler.flush();
    expect(sent).toEqual(['change "typed"']);
    expect(pending()).toBe(0);
  });
});
