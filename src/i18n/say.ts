// An issue's words as data: a message key and its values, rendered in English here (the CLI, `message`)
// and in the interface language by the app. Values that are words themselves are a nested Say.
import type { i18n as I18next } from 'i18next';
import { capitalize, quickWords } from './quick-words';
import { bridgeIssues } from './messages/en/bridgeIssues';
import { designRefusals } from './messages/en/designRefusals';
import { eventRefusals } from './messages/en/eventRefusals';
import { hostChecks } from './messages/en/hostChecks';
import { hostAnswers } from './messages/en/hostAnswers';
import { hostRuns } from './messages/en/hostRuns';
import { exportRefusals } from './messages/en/exportRefusals';
import { issueWords } from './messages/en/issueWords';
import { jsonIssues } from './messages/en/jsonIssues';
import { manifestIssues } from './messages/en/manifestIssues';
import { mediaIssues } from './messages/en/mediaIssues';
import { panelIssues } from './messages/en/panelIssues';
import { reactionIssues } from './messages/en/reactionIssues';

/** The English catalogues of every message an issue can say. */
export const issueCatalogues = { issueWords, jsonIssues, panelIssues, bridgeIssues, mediaIssues, reactionIssues, manifestIssues, designRefusals, eventRefusals, hostChecks, exportRefusals, hostAnswers, hostRuns };
type Catalogues = typeof issueCatalogues;
// a plural's `_one`/`_other` forms are called by their base key
type BaseKey<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key;
export type SayKey = { [Group in keyof Catalogues]: `${Group}.${BaseKey<keyof Catalogues[Group] & string>}` }[keyof Catalogues];

export type SayValue = string | number | Say;
export type SayValues = Readonly<Record<string, SayValue>>;

/** Words to say: a typed message key and its values; `count` picks a plural form. */
export interface Say {
  readonly key: SayKey;
  readonly values?: SayValues;
}

export const say = (key: SayKey, values?: SayValues): Say => (values ? { key, values } : { key });

/** Renders one message key with plain values; the app passes its i18next `t`. */
export type Translate = (key: SayKey, values: Readonly<Record<string, string | number>>) => string;

/** The words of `said`, nested parts first, each through `translate`. */
export function sayWith(said: Say, translate: Translate): string {
  const values: Record<string, string | number> = {};
  if (said.values) {
    for (const name in said.values) {
      const value = said.values[name]!;
      values[name] = typeof value === 'object' ? sayWith(value, translate) : value;
    }
  }
  return translate(said.key, values);
}

export { capitalize };

let english: I18next | undefined;
let englishLoading = false;

// i18next says in English what the quick path cannot (no message today: quick-words.test.ts); it is imported on
// first need, so that it stays out of the first download
function englishInstance(): I18next | undefined {
  if (english || englishLoading) return english;
  englishLoading = true;
  void import('i18next').then(({ createInstance }) => {
    const instance = createInstance();
    void instance.init({
      lng: 'en',
      resources: { en: { translation: issueCatalogues } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instance.services.formatter?.add('capitalize', capitalize);
    english = instance;
  });
  return undefined;
}

let englishNumbers: Intl.NumberFormat | undefined;
const inEnglishDigits = (value: number) => (englishNumbers ??= new Intl.NumberFormat('en')).format(value);

const translateEnglish: Translate = (key, values) =>
  quickWords(issueCatalogues, key, values, 'en', inEnglishDigits) ?? (englishInstance()?.t as unknown as ((key: string, values: object) => string) | undefined)?.(key, values) ?? key;

/** More words than a screen of problems shows; past it the memory starts over rather than grow. */
const REMEMBERED_MAX = 5000;

/**
 * `sayWith` that remembers what it said: a big tree repeats the same issues on every keystroke, and i18next
 * takes tens of microseconds a message where a lookup takes one.
 */
export function rememberingSay(translate: Translate): (said: Say) => string {
  const known = new Map<string, string>();
  return (said) => {
    const id = said.values ? `${said.key}\u0000${JSON.stringify(said.values)}` : said.key;
    let words = known.get(id);
    if (words === undefined) {
      if (known.size >= REMEMBERED_MAX) known.clear();
      words = sayWith(said, translate);
      known.set(id, words);
    }
    return words;
  };
}

let englishWords: ((said: Say) => string) | undefined;

/** The English words of `said`: an issue's `message`. */
export function inEnglish(said: Say): string {
  englishWords ??= rememberingSay(translateEnglish);
  return englishWords(said);
}

/** Sentences said as data (a host's refusal, note or reason): the interface language shows them, their English is the message. */
export type Said = Say | readonly Say[];

const isOne = (said: Said): said is Say => !Array.isArray(said);

export const sentences = (said: Said): readonly Say[] => (isOne(said) ? [said] : said);

/** The English of `said`, sentence after sentence. */
export const englishOf = (said: Said): string => sentences(said).map(inEnglish).join(' ');

/**
 * An issue saying `key`: its English `message` is worked out when first read, as a big tree's thousands of
 * issues are mostly cut before anyone reads them (a spread or a structured clone reads it into a plain string).
 */
export function saying<Fields extends object>(fields: Fields, key: SayKey, values?: SayValues): Fields & { readonly say: Say; readonly message: string } {
  const said = say(key, values);
  let message: string | undefined;
  const issue = { ...fields, say: said };
  Object.defineProperty(issue, 'message', { get: () => (message ??= inEnglish(said)), enumerable: true, configurable: true });
  return issue as Fields & { readonly say: Say; readonly message: string };
}
