import { describe, expect, test } from 'vitest';
import { switchingLanguages } from './switching.test-helper';
import i18next from 'i18next';
import { i18n } from './i18n.svelte';
import { en } from './messages/en';

/** Every message key of a catalogue, as `t` takes it. */
const keysOf = (group: object, prefix = ''): string[] =>
  Object.entries(group).flatMap(([key, value]) => (typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
const sayAll = (say: (key: string) => string) => keysOf(en).map((key) => [key, say(key)]);

describe('the interface language', () => {
  switchingLanguages();

  test('a message with values says each value, asked for again or not, and the plural follows the count', () => {
    const errors = (count: number) => i18n.t('problems.errors', { count, n: String(count) });
    expect(errors(1)).toBe('1 error');
    expect(errors(2)).toBe('2 errors');
    expect(errors(1)).toBe('1 error');
    expect(errors(2)).toBe('2 errors');
  });

  test('after a switch, messages asked for before are said in the new language, and back', async () => {
    const english = [i18n.t('problems.title'), i18n.t('problems.errors', { count: 3, n: '3' })];
    await i18n.choose('ko');
    const korean = [i18n.t('problems.title'), i18n.t('problems.errors', { count: 3, n: '3' })];
    expect(korean[0]).not.toBe(english[0]);
    expect(korean[1]).not.toBe(english[1]);
    expect(korean[1]).toContain('3');
    await i18n.choose('en');
    expect([i18n.t('problems.title'), i18n.t('problems.errors', { count: 3, n: '3' })]).toEqual(english);
  });

  test('a message asked for without values reads as i18next says it, in English and in Korean', async () => {
    const viaT = (key: string) => (i18n.t as unknown as (key: string) => string)(key);
    const viaI18next = (key: string) => (i18next.t as unknown as (key: string) => string)(key);
    // i18next is loaded after the first frame; the app's quick path says the same without it
    await i18n.loadLibrary();
    for (const locale of ['en', 'ko'] as const) {
      await i18n.choose(locale);
      expect(sayAll(viaT)).toEqual(sayAll(viaI18next));
    }
  });
});
