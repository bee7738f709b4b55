// Messages said without i18next: a plural form, {{name}}, {{name, number}} and {{name, capitalize}} placeholders, and
// a nested $t(key). i18next's first plural and first interpolation cost ~15 ms of the first frame (Intl.PluralRules,
// its regexes), and its module in the first download ~50 ms of a first visit's first frame (measured): it loads after
// the first frame for anything else. quick-words.test.ts checks both agree on every message.
import type { Locale } from './locales';

export type PlainValues = Readonly<Record<string, string | number>>;

/**
 * CLDR's plural category for a count, for these four languages: English has one and other (one is exactly 1);
 * Korean, Japanese and Chinese have only other.
 */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  return locale === 'en' && count === 1 ? 'one' : 'other';
}

/** A nested `$t(key)`, or a `{{name}}` / `{{name, format}}` placeholder. */
const PART = /\$t\(([\w.]+)\)|\{\{\s*([^,}\s]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g;

/** English starts a sentence with the name of a thing capitalised ("A list item takes …"). */
export const capitalize = (value: unknown): string => {
  const text = String(value);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};

/** The message at `key` with `values` put in, or undefined where i18next must say it. */
export function quickWords(catalogue: object, key: string, values: PlainValues, locale: Locale, formatNumber: (value: number) => string): string | undefined {
  const group = lookUp(catalogue, key.slice(0, key.lastIndexOf('.')));
  const name = key.slice(key.lastIndexOf('.') + 1);
  if (typeof group !== 'object' || group === null) return undefined;
  const entries = group as Readonly<Record<string, unknown>>;
  const count = values.count;
  const plural = typeof count === 'number' ? entries[`${name}_${pluralCategory(locale, count)}`] : undefined;
  const text = plural ?? entries[name];
  if (typeof text !== 'string') return undefined;
  let unknown = false;
  // one pass over the message's own text: a value is never read again as a placeholder or a nested key
  const said = text.replace(PART, (whole, inner: string | undefined, placeholder: string | undefined, format: string | undefined) => {
    if (inner !== undefined) {
      // a nested message is said with the same values, as i18next nests it
      const words = inner === key ? undefined : quickWords(catalogue, inner, values, locale, formatNumber);
      if (words === undefined) unknown = true;
      return words ?? whole;
    }
    const value = values[placeholder!];
    // a value not given stays as written, as i18next leaves it
    if (value === undefined) return whole;
    if (format !== undefined && format !== 'capitalize' && (format !== 'number' || typeof value !== 'number')) {
      unknown = true;
      return whole;
    }
    if (format === 'capitalize') return capitalize(value);
    return format === 'number' ? formatNumber(value as number) : String(value);
  });
  return unknown ? undefined : said;
}

function lookUp(catalogue: object, path: string): unknown {
  let found: unknown = catalogue;
  for (const part of path.split('.')) found = typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[part] : undefined;
  return found;
}
