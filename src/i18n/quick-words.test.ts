import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { en } from './messages/en';
import { messages as ko } from './messages/ko';
import { messages as ja } from './messages/ja';
import { messages as zhCN } from './messages/zh-CN';
import type { Locale } from './locales';
import { capitalize, pluralCategory, quickWords, type PlainValues } from './quick-words';

const catalogues: Record<Locale, object> = { en, ko, ja, 'zh-CN': zhCN };

/** Every message of a catalogue by the key `t` takes (a plural's forms under their base key), with its texts. */
function messagesOf(group: object, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [name, value] of Object.entries(group)) {
    if (typeof value === 'object') for (const [key, texts] of messagesOf(value as object, `${prefix}${name}.`)) found.set(key, texts);
    else {
      const key = `${prefix}${name.replace(/_(one|other)$/, '')}`;
      found.set(key, [...(found.get(key) ?? []), String(value)]);
    }
  }
  return found;
}

/** Values for every placeholder a message's texts name: numbers where formatted as one, else words with a quote in them. */
function valuesFor(texts: readonly string[], count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const text of texts) {
    for (const [, name, format] of text.matchAll(/\{\{\s*([^,}\s]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g)) values[name!] = format === 'number' ? 1234.5 : `“${name}” ${count}`;
  }
  return { ...values, count };
}

function i18nextIn(locale: Locale) {
  const instance = createInstance();
  void instance.init({ lng: locale, resources: { [locale]: { translation: catalogues[locale] } }, interpolation: { escapeValue: false }, initAsync: false, returnNull: false });
  instance.services.formatter?.add('capitalize', capitalize);
  return (key: string, values: PlainValues) => (instance.t as unknown as (key: string, values: object) => string)(key, values);
}

describe('messages said without i18next', () => {
  for (const locale of Object.keys(catalogues) as Locale[]) {
    test(`say what i18next says, for every message in ${locale}, for counts 0, 1, 2 and 1,234`, () => {
      const i18next = i18nextIn(locale);
      const numbers = new Intl.NumberFormat(locale);
      let said = 0;
      for (const [key, texts] of messagesOf(catalogues[locale])) {
        for (const count of [0, 1, 2, 1234]) {
          const values = valuesFor(texts, count);
          const quick = quickWords(catalogues[locale], key, values, locale, (value) => numbers.format(value));
          // every message is said without i18next, which is not in the first download
          expect(quick, `${key} with count ${count}`).toBe(i18next(key, values));
          said++;
        }
      }
      expect(said).toBeGreaterThan(3000);
    });
  }

  test('a nested message and capitalize are said, a value not given stays as written; another format or a message nesting itself is left to i18next', () => {
    const catalogue = { g: { nested: 'See $t(g.plain)', capital: '{{name, capitalize}} first', plain: 'Words', two: '{{a}} and {{b}}', date: '{{when, datetime}}', loop: 'x $t(g.loop)' } };
    expect(quickWords(catalogue, 'g.nested', {}, 'en', String)).toBe('See Words');
    expect(quickWords(catalogue, 'g.capital', { name: 'x' }, 'en', String)).toBe('X first');
    expect(quickWords(catalogue, 'g.date', { when: 1 }, 'en', String)).toBeUndefined();
    expect(quickWords(catalogue, 'g.loop', {}, 'en', String)).toBeUndefined();
    expect(quickWords(catalogue, 'g.two', { a: 'x' }, 'en', String)).toBe('x and {{b}}');
    // a value is put in once: words in it that look like a placeholder or a nested key stay as they are
    expect(quickWords(catalogue, 'g.two', { a: '{{b}}', b: '$t(g.plain)' }, 'en', String)).toBe('{{b}} and $t(g.plain)');
    expect(quickWords(catalogue, 'g.missing', {}, 'en', String)).toBeUndefined();
    expect(quickWords(catalogue, 'g.plain', {}, 'en', String)).toBe('Words');
  });

  test('the plural categories are CLDR’s for the four languages', () => {
    for (const locale of Object.keys(catalogues) as Locale[]) {
      const rules = new Intl.PluralRules(locale);
      for (let count = 0; count <= 1100; count++) expect(pluralCategory(locale, count)).toBe(rules.select(count));
    }
  });
});
