import type { Monaco } from './monaco';

let loading: Promise<Monaco> | undefined;

/** Resolves once the page has painted a frame (at once in a hidden tab, which paints nothing). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    // a task queued from a frame callback runs after that frame is painted
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Loads Monaco once, on first use, after the first paint: evaluating its code must not hold back the shell and preview. */
export function loadMonaco(): Promise<Monaco> {
  loading ??= afterFirstPaint()
    .then(() => import('./monaco'))
    .then((module) => module.monaco);
  return loading;
}
