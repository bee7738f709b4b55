import { afterAll, beforeAll, vi } from 'vitest';
import { i18n } from './i18n.svelte';

/**
 * Lets a describe block switch the interface language in Node (storage and <html lang> stubbed), and switches it
 * back to English after: the unit tests share one module graph.
 */
export function switchingLanguages(): void {
  beforeAll(() => {
    vi.stubGlobal('localStorage', { setItem: () => undefined, getItem: () => null });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  });
  afterAll(async () => {
    await i18n.choose('en');
    vi.unstubAllGlobals();
  });
}
