import type { i18n as I18next, TFunction } from 'i18next';
import { en, type Messages } from './messages/en';
import { quickWords, type PlainValues } from './quick-words';
import { capitalize } from './quick-words';
import { BASE_LOCALE, LANGUAGE_STORAGE_KEY, LOCALE_NAMES, LOCALE_NAMES_IN_ENGLISH, LOCALES, pickLocale, type Locale } from './locales';

// the interface language: English is in the first load; another language's messages are a chunk of their own,
// fetched when it is chosen (or is the browser's)

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

const NO_VALUES: PlainValues = {};

function isPlainValues(values: unknown): values is PlainValues {
  if (typeof values !== 'object' || values === null) return false;
  for (const value of Object.values(values)) if (typeof value !== 'string' && typeof value !== 'number') return false;
  return true;
}

/** The messages of each language loaded so far. */
const catalogues: Partial<Record<Locale, Messages>> = { en };

let library: I18next | undefined;
let loading: Promise<I18next> | undefined;

/**
 * i18next, imported when first needed (or once the editor has loaded): it says what the quick path leaves (a
 * format other than number or capitalize), which no message does today. Its module in the first download held a
 * first visit's first frame ~50 ms, and its set-up ~3 ms (measured).
 */
function loadI18next(locale: () => Locale): Promise<I18next> {
  loading ??= import('i18next').then(({ default: i18next }) => {
    const resources = Object.fromEntries(Object.entries(catalogues).map(([language, messages]) => [language, { translation: messages }]));
    void i18next.init({
      lng: locale(),
      fallbackLng: BASE_LOCALE,
      supportedLngs: [...LOCALES],
      resources,
      // Svelte escapes what it draws; i18next must not do it twice
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    // English names a thing first in a sentence capitalised ("A list item takes …"); the issues' messages use it
    i18next.services.formatter?.add('capitalize', capitalize);
    return (library = i18next);
  });
  return loading;
}

class Interface {
  /** The language the interface is drawn in; reading it in a template redraws on a switch. */
  locale = $state<Locale>(BASE_LOCALE);

  // on an English page the menus name the languages in English until the editor has loaded: the first Hangul
  // or Han glyph makes Chromium look for a font, which held an English first frame back ~75 ms (measured)
  #nativeNames = $state(false);

  /** A language as the language menus name it: in itself, or in English on an English page's first frame. */
  localeName(locale: Locale): string {
    return this.locale !== 'en' || this.#nativeNames ? LOCALE_NAMES[locale] : LOCALE_NAMES_IN_ENGLISH[locale];
  }

  /**
   * The language a menu's name of `locale` is written in; none (the page's) while it is named in English. A lang of
   * ko, ja or zh-CN makes Chromium look for that language's font even for Latin text: ~35 ms of a first visit.
   */
  localeNameLang(locale: Locale): Locale | undefined {
    return this.locale !== 'en' || this.#nativeNames ? locale : undefined;
  }

  /** From now on every language is named in itself: called once the editor has loaded, or when a menu is used. */
  showNativeNames(): void {
    this.#nativeNames = true;
  }

  // set once i18next has loaded: a text said before it redraws then
  #libraryReady = $state(false);
  // the current language's messages
  #catalogue: Messages = en;

  /** The interface language's messages; reading one in a template redraws it on a switch. */
  get m(): Messages {
    void this.locale;
    return this.#catalogue;
  }

  /** A message in the interface language; a key that is not in en.ts is a type error. */
  readonly t: TFunction = ((...args: unknown[]) => {
    void this.locale;
    // most messages are words, plural forms and plain values: said from the catalogue (i18next takes ~20 µs a
    // call, and the first frame asks ~900; its first plural took ~10 ms of it)
    const [key, values = NO_VALUES] = args;
    if (typeof key === 'string' && args.length <= 2 && isPlainValues(values)) {
      const words = quickWords(this.#catalogue, key, values, this.locale, formatNumber);
      if (words !== undefined) return words;
    }
    // the quick path says every message today (quick-words.test.ts); i18next is there for what it might not
    if (!library) {
      void this.#libraryReady;
      void this.loadLibrary();
      // until it has loaded, the message's key (what i18next itself shows for a message it cannot say)
      return typeof key === 'string' ? key : '';
    }
    // i18next's own overloads check the call where `t` is used; here the arguments only pass through
    return Reflect.apply(library.t, library, args) as string;
  }) as unknown as TFunction;


  /** Loads i18next now: called once the editor has loaded, so the rare message it says is there when asked. */
  async loadLibrary(): Promise<void> {
    const loaded = await loadI18next(() => this.locale);
    if (!loaded.hasResourceBundle(this.locale, 'translation')) loaded.addResourceBundle(this.locale, 'translation', catalogues[this.locale]);
    if (loaded.language !== this.locale) await loaded.changeLanguage(this.locale);
    this.#libraryReady = true;
  }

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
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      // storage may be refused (a sandboxed frame): the browser's language still applies
    }
    await this.#use(pickLocale(stored, navigator.languages));
  }

  /** The person's choice: applied at once, and remembered. */
  async choose(locale: Locale): Promise<void> {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // not remembered, but still applied
    }
    await this.#use(locale);
  }

  async #use(locale: Locale): Promise<void> {
    if (locale !== 'en' && !catalogues[locale]) {
      const [{ messages }, { docs }] = await Promise.all([load[locale](), loadDocs[locale]()]);
      catalogues[locale] = messages;
      this.#docs[locale] = docs;
    }
    if (library) {
      if (!library.hasResourceBundle(locale, 'translation')) library.addResourceBundle(locale, 'translation', catalogues[locale]);
      await library.changeLanguage(locale);
    }
    this.#catalogue = catalogues[locale]!;
    document.documentElement.lang = locale;
    this.locale = locale;
  }
}

export const i18n = new Interface();

// a NumberFormat costs about 20 µs to make and the first frame writes hundreds of numbers: one per language and options
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number written for the interface language (grouping, decimal sign). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  // a whole number under 1,000 is written alike in all four languages (Latin digits, no grouping): no Intl needed,
  // so the first frame's counts do not wait for the first NumberFormat's locale data
  if (!options && Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  const key = options ? `${i18n.locale} ${JSON.stringify(options)}` : i18n.locale;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(i18n.locale, options)));
  return format.format(value);
}
