// the interface languages, and which one a person gets: the one they chose, else their browser's, else English

export const LOCALES = ['en', 'ko', 'ja', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** Where the person's choice of language is remembered (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'panel-designer:language';

/** Each language named in itself, as a language menu shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ko: '한국어', ja: '日本語', 'zh-CN': '简体中文' };

/** The same languages named in English: what an English page's first frame shows (see Interface.localeName). */
export const LOCALE_NAMES_IN_ENGLISH: Readonly<Record<Locale, string>> = { en: 'English', ko: 'Korean', ja: 'Japanese', 'zh-CN': 'Chinese (Simplified)' };

/**
 * The interface language for a stored choice and the browser's preferred languages, in that order. It refers to
 * nothing outside itself (`locales` is passed), so index.html can inline it before any module has loaded.
 */
export function pickLocale(stored: string | null | undefined, preferred: readonly string[], locales: readonly Locale[] = LOCALES): Locale {
  const known = locales.find((locale) => locale === stored);
  if (known) return known;
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    // zh, zh-CN, zh-SG and zh-Hans read Simplified Chinese; zh-TW, zh-HK and zh-Hant do not
    if (lower === 'zh' || lower.startsWith('zh-cn') || lower.startsWith('zh-sg') || lower.startsWith('zh-hans')) return 'zh-CN';
    if (lower.startsWith('zh')) continue;
    const base = lower.split('-')[0];
    const match = locales.find((locale) => locale === base);
    if (match) return match;
  }
  return locales[0] ?? 'en';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
