// Build time only (vite.config.ts renders it on the server): a first visit's first frame, before any code has run
import { render } from 'svelte/server';
import App from '../App.svelte';
import { Documents } from './documents.svelte';
import { documentPlacement } from '../layout/placement';

/** Browser globals the app reads as it starts, as a first visit has them: nothing stored, no other tab. */
function firstVisitGlobals(width: number, height: number): Record<string, unknown> {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
      key: () => null,
      length: 0,
    };
  };
  const ignore = () => {};
  return { innerWidth: width, innerHeight: height, localStorage: storage(), sessionStorage: storage(), addEventListener: ignore, removeEventListener: ignore, BroadcastChannel: undefined, indexedDB: undefined };
}

/**
 * The markup of the app's first frame with the starter design, as a first visit draws it in a window this
 * wide: the tools drawn after that frame (in [data-tools]) are empty, and the editor shows that it loads.
 */
export async function renderStarterFrame(width: number, height: number): Promise<{ html: string; panelWidth: number }> {
  const globals = firstVisitGlobals(width, height);
  const saved = new Map(Object.keys(globals).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  try {
    const documents = await Documents.start();
    // the panel's width decides the columns, which index.html fits to the window
    return { html: render(App, { props: { documents } }).body, panelWidth: documentPlacement(documents.initial).drawnWidth };
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  }
}
