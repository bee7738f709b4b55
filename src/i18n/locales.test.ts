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
