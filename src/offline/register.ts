import { mount } from 'svelte';
import { registerSW } from 'virtual:pwa-register';
import UpdatePrompt from './UpdatePrompt.svelte';
import { update } from './update.svelte';

// the service worker precaches the build, so every page opens with the network cut; a new build waits for the
// person to reload (the prompt), never in the middle of an edit

/** Registers the service worker once the page has loaded, so its precache never competes with the start-up. */
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
  if (document.readyState === 'complete') setTimeout(start, 0);
  else addEventListener('load', () => setTimeout(start, 0), { once: true });
}
