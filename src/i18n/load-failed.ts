import { pickLocale, LANGUAGE_STORAGE_KEY, type Locale } from './locales';

// said when the app's own code failed to load: neither i18next nor a catalogue can be counted on then, so the
// four sentences live here, in the entry chunk
const LOAD_FAILED: Readonly<Record<Locale, (reason: string) => string>> = {
  en: (reason) => `Panel Designer could not load (${reason}). Reload the page to try again.`,
  ko: (reason) => `Panel Designer 를 불러오지 못했어요(${reason}). 페이지를 새로 고쳐 다시 시도해 주세요.`,
  ja: (reason) => `Panel Designer を読み込めませんでした（${reason}）。ページを再読み込みして、もう一度お試しください。`,
  'zh-CN': (reason) => `Panel Designer 无法加载（${reason}）。请重新加载页面再试一次。`,
};

/** The language the person chose before, else their browser's: as Interface.start picks it. */
export function rememberedLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage may be refused (a sandboxed frame): the browser's language still applies
  }
  return pickLocale(stored, navigator.languages);
}

/** What the page says when the app failed to load, in `locale`. */
export function loadFailedText(error: unknown, locale: Locale = rememberedLocale()): string {
  return LOAD_FAILED[locale](error instanceof Error ? error.message : String(error));
}
