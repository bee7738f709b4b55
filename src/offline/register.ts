import { mount } from 'svelte';
import { registerSW } from 'virtual:pwa-register';
import UpdatePrompt from './UpdatePrompt.svelte';
import { update } from './update.svelte';

// the service worker precaches the build, so every page opens with the network cut; a new build waits for the
// person to reload (the prompt), never in the middle of an edit

/** After the page's load, a moment for the editor's own download, then an idle time of the main thread. */
const SETTLE_MS = 3000;

/**
 * Registers the service worker once the page has loaded and settled: its precache (the whole build, Monaco
 * included) must never compete with the start-up's own downloads.
 */
export function registerOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    const reload = registerSW({
      immediate: true,
      onNeedRefresh: () => update.offer(() => reload(true)),
      onOfflineReady: () => update.markOfflineReady(),
      onRegisterError: (error: unknown) => update.fail(error),
    });
    mount(UpdatePrompt, { target: document.body });
  };
  const later = () => setTimeout(() => requestIdleCallback(start, { timeout: SETTLE_MS }), SETTLE_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
