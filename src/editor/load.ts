import type { Monaco } from './monaco';

let loading: Promise<Monaco> | undefined;

/** Loads Monaco once, on first use. */
export function loadMonaco(): Promise<Monaco> {
  loading ??= import('./monaco').then((module) => module.monaco);
  return loading;
}
