import i18next, { type TFunction } from 'i18next';
import { en, type Messages } from './messages/en';
import { BASE_LOCALE, LOCALES, pickLocale, type Locale } from './locales';

// the interface language: English is in the first load; another language's messages are a chunk of their own,
// fetched when it is chosen (or is the browser's)

const STORAGE_KEY = 'panel-designer:language';

const load: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>>> = {
  ko: () => import('./messages/ko'),
  ja: () => import('./messages/ja'),
  'zh-CN': () => import('./messages/zh-CN'),
};

type DocTable = Readonly<Record<string, string>>;

// the documentation (node types, props, actions, starters): English lives in its source; other languages map it
const loadDocs: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ docs: DocTable }>>> = {
  ko: () => import('./docs/ko'),
  ja: () => import('./docs/ja'),
  'zh-CN': () => import('./docs/zh-CN'),
};

void i18next.init({
  lng: BASE_LOCALE,
  fallbackLng: BASE_LOCALE,
  supportedLngs: [...LOCALES],
  resources: { en: { translation: en } },
  // Svelte escapes what it draws; i18next must not do it twice
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

class Interface {
  /** The language the interface is drawn in; reading it in a template redraws on a switch. */
  locale = $state<Locale>(BASE_LOCALE);

  /** A message in the interface language; a key that is not in en.ts is a type error. */
  readonly t: TFunction = ((...args: unknown[]) => {
    void this.locale;
    // i18next's own overloads check the call where `t` is used; here the arguments only pass through
    return Reflect.apply(i18next.t, i18next, args) as string;
  }) as unknown as TFunction;

  #docs: Partial<Record<Locale, DocTable>> = {};

  /** A documentation text (a schema description, a starter's title) in the interface language; English as given. */
  readonly doc = (english: string): string => {
    const table = this.#docs[this.locale];
    return table?.[english] ?? english;
  };

  /** The stored choice, else the browser's language: loaded before the page draws, so no English flashes first. */
  async start(): Promise<void> {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      // storage may be refused (a sandboxed frame): the browser's language still applies
    }
    await this.#use(pickLocale(stored, navigator.languages));
  }

  /** The person's choice: applied at once, and remembered. */
  async choose(locale: Locale): Promise<void> {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // not remembered, but still applied
    }
    await this.#use(locale);
  }

  async #use(locale: Locale): Promise<void> {
    if (locale !== 'en' && !i18next.hasResourceBundle(locale, 'translation')) {
      const [{ messages }, { docs }] = await Promise.all([load[locale](), loadDocs[locale]()]);
      i18next.addResourceBundle(locale, 'translation', messages);
      this.#docs[locale] = docs;
    }
    await i18next.changeLanguage(locale);
    document.documentElement.lang = locale;
    this.locale = locale;
  }
}

export const i18n = new Interface();

/** A number written for the interface language (grouping, decimal sign). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(i18n.locale, options).format(value);
}
