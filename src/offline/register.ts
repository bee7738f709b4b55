import { mount } from 'svelte';
import { registerSW } from 'virtual:pwa-register';
import UpdatePrompt from './UpdatePrompt.svelte';
import { update } from './update.svelte';
import { whenPaused } from './pause';

// the service worker precaches the build, so every page opens with the network cut; a new build waits for the
// person to reload (the prompt), never in the middle of an edit

/** After the page's load, a moment for the editor's own download, then an idle time of the main thread. */
const SETTLE_MS = 3000;
/** Keys and pointer left alone this long: a pause in the work, when the precache may take the machine. */
const QUIET_MS = 2000;

/**
 * Registers the service worker once the page has loaded and settled and the person pauses: its precache (the whole
 * build, Monaco included) must never compete with the start-up's own downloads, nor with typing.
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
  const later = () => whenPaused(start, { settleMs: SETTLE_MS, quietMs: QUIET_MS });
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
