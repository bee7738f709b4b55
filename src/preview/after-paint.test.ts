import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterPaint } from './after-paint';

describe('work that waits for the first frame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('runs once, in the task after the frame, and not before it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    // the fallback for tabs without frames does not run it again
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a tab that draws no frame runs it anyway; cancelled, it never runs', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterPaint(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
