import { describe, expect, test } from 'vitest';
import { pickLocale } from './locales';

describe('pickLocale', () => {
  test('a stored choice wins; else the first browser language we have; else English', () => {
    expect(pickLocale('ja', ['ko-KR'])).toBe('ja');
    expect(pickLocale(null, ['ko-KR', 'en'])).toBe('ko');
    expect(pickLocale(undefined, ['fr-FR', 'ja-JP'])).toBe('ja');
    expect(pickLocale('xx', ['de'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
  });

  test('Chinese: Simplified for zh, zh-CN, zh-SG and zh-Hans; Traditional is passed over', () => {
    expect(pickLocale(null, ['zh'])).toBe('zh-CN');
    expect(pickLocale(null, ['zh-Hans-CN'])).toBe('zh-CN');
    expect(pickLocale(null, ['zh-SG'])).toBe('zh-CN');
    expect(pickLocale(null, ['zh-TW', 'ja'])).toBe('ja');
    expect(pickLocale(null, ['zh-Hant-HK'])).toBe('en');
  });
});

describe('formatNumber’s shortcut', () => {
  test('whole numbers under 1,000 are written by Intl as plain digits in every interface language, as the shortcut writes them', async () => {
    const { LOCALES } = await import('./locales');
    for (const locale of LOCALES) for (const value of [0, 7, -12, 999]) expect(new Intl.NumberFormat(locale).format(value), locale).toBe(String(value));
  });
});
