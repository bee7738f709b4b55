import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { whenPaused } from './pause';

const timing = { settleMs: 3000, quietMs: 2000 };
const press = (events: EventTarget, type = 'keydown') => events.dispatchEvent(new Event(type));

describe('whenPaused', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  test('runs once the settle time has passed when nobody works', () => {
    const events = new EventTarget();
    const run = vi.fn();
    whenPaused(run, timing, events, (then) => then());
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  test('waits while keys, presses and scrolls go on, and runs the quiet time after the last', () => {
    const events = new EventTarget();
    const run = vi.fn();
    whenPaused(run, timing, events, (then) => then());
    // typing a key every 100 ms for 10 s
    for (let elapsed = 0; elapsed < 10_000; elapsed += 100) {
      press(events, ['keydown', 'pointerdown', 'wheel'][elapsed % 3]);
      vi.advanceTimersByTime(100);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1899);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  test('stops listening once it ran: later keys change nothing', () => {
    const events = new EventTarget();
    const run = vi.fn();
    const removed = vi.spyOn(events, 'removeEventListener');
    whenPaused(run, timing, events, (then) => then());
    vi.advanceTimersByTime(3000);
    expect(removed).toHaveBeenCalledTimes(3);
    press(events);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledOnce();
  });

  test('a key early in the settle time does not delay it past the settle time when the quiet time has passed', () => {
    const events = new EventTarget();
    const run = vi.fn();
    whenPaused(run, timing, events, (then) => then());
    vi.advanceTimersByTime(500);
    press(events);
    vi.advanceTimersByTime(2500);
    expect(run).toHaveBeenCalledOnce();
  });

  test('hands the run to an idle moment rather than running inside the timer', () => {
    const events = new EventTarget();
    const run = vi.fn();
    const idle: (() => void)[] = [];
    whenPaused(run, timing, events, (then) => idle.push(then));
    vi.advanceTimersByTime(3000);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.();
    expect(run).toHaveBeenCalledOnce();
  });
});
