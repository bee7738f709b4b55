/** How long a tab that draws no frame (opened in the background) waits instead. */
const NO_FRAME_MS = 250;

/**
 * Runs `run` once, in the task after the next frame is painted: start-up work that nothing on screen
 * needs yet waits for it. Returns a function that cancels it.
 */
export function afterPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // without frames at all (Node, in tests) the next task will do
  const frames = typeof requestAnimationFrame === 'function';
  const frame = frames ? requestAnimationFrame(() => (timer = setTimeout(once))) : undefined;
  const fallback = setTimeout(once, frames ? NO_FRAME_MS : 0);
  function cancel(): void {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  }
  return () => {
    done = true;
    cancel();
  };
}
