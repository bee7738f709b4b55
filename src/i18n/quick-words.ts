// The common messages with values, said without i18next: a plural form and {{name}} or {{name, number}} placeholders.
// i18next's first plural and first interpolation cost ~15 ms of the first frame (Intl.PluralRules, its regexes);
// anything else (a nested $t, another format) is left to i18next. quick-words.test.ts checks both agree on every message.
import type { Locale } from './locales';

export type PlainValues = Readonly<Record<string, string | number>>;

/**
 * CLDR's plural category for a count, for these four languages: English has one and other (one is exactly 1);
 * Korean, Japanese and Chinese have only other.
 */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  return locale === 'en' && count === 1 ? 'one' : 'other';
}

const PLACEHOLDER = /\{\{\s*([^,}\s]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g;

/** The message at `key` with `values` put in, or undefined where i18next must say it. */
export function quickWords(catalogue: object, key: string, values: PlainValues, locale: Locale, formatNumber: (value: number) => string): string | undefined {
  const group = lookUp(catalogue, key.slice(0, key.lastIndexOf('.')));
  const name = key.slice(key.lastIndexOf('.') + 1);
  if (typeof group !== 'object' || group === null) return undefined;
  const entries = group as Readonly<Record<string, unknown>>;
  const count = values.count;
  const plural = typeof count === 'number' ? entries[`${name}_${pluralCategory(locale, count)}`] : undefined;
  const text = plural ?? entries[name];
  if (typeof text !== 'string' || text.includes('$t(')) return undefined;
  let unknown = false;
  const said = text.replace(PLACEHOLDER, (whole, placeholder: string, format: string | undefined) => {
    const value = values[placeholder];
    if (value === undefined || (format !== undefined && (format !== 'number' || typeof value !== 'number'))) {
      unknown = true;
      return whole;
    }
    return format === 'number' ? formatNumber(value as number) : String(value);
  });
  return unknown ? undefined : said;
}

function lookUp(catalogue: object, path: string): unknown {
  let found: unknown = catalogue;
  for (const part of path.split('.')) found = typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[part] : undefined;
  return found;
}
