import type { Monaco } from './monaco';
import { loadMonacoMessages } from './nls';

let loading: Promise<Monaco> | undefined;

/** Resolves once the page has painted a frame (at once in a hidden tab, which paints nothing). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    // a task queued from a frame callback runs after that frame is painted
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Starts fetching Monaco's files (the build lists them in index.html) without running them: the browser
 * downloads and compiles them while it draws the shell, and `loadMonaco` finds them ready.
 */
export function prefetchMonaco(): void {
  const list = document.getElementById('editor-files')?.textContent;
  const files: unknown = list ? JSON.parse(list) : [];
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || document.querySelector(`link[href="${file}"]`)) continue;
    const link = document.createElement('link');
    // style sheets are only fetched here: Vite's loader adds them to the page when the code is imported
    link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload';
    if (file.endsWith('.css')) link.as = 'style';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/** Resolves once Monaco has loaded or failed to, or at once when nothing has asked for it. */
export function monacoSettled(): Promise<void> {
  return (loading ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/** Loads Monaco once, on first use, after the first paint: evaluating its code must not hold back the shell and preview. */
export function loadMonaco(): Promise<Monaco> {
  loading ??= afterFirstPaint()
    .then(() => loadMonacoMessages())
    .then(() => import('./monaco'))
    .then((module) => module.monaco);
  return loading;
}
