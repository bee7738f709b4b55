// what the page knows of its service worker: ready for offline use, a new build waiting, or no offline copy

class AppUpdate {
  /** A new build is installed and waits for a reload. */
  waiting = $state(false);
  /** The build is cached: the page opens without a network from now on. */
  offlineReady = $state(false);
  /** Why there is no offline copy (a private window, storage refused), for the prompt to say once. */
  failure = $state<string>();
  #apply: (() => Promise<void>) | undefined;

  offer(apply: () => Promise<void>): void {
    this.#apply = apply;
    this.waiting = true;
  }

  markOfflineReady(): void {
    this.offlineReady = true;
  }

  fail(error: unknown): void {
    this.failure = error instanceof Error ? error.message : String(error);
  }

  /** The person chose to reload: the waiting build takes over and the page reloads (its pagehide saves the design). */
  async apply(): Promise<void> {
    // the new build takes the page over (clientsClaim); on a first visit workbox-window does not reload by itself
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    await this.#apply?.();
  }

  /** Not now: the prompt goes away; the new build starts with the next visit. */
  later(): void {
    this.waiting = false;
  }
}

export const update = new AppUpdate();
