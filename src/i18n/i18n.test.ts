import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from './i18n.svelte';

// the unit tests share one module graph: whatever this file switches, it switches back
describe('the interface language', () => {
  beforeAll(() => {
    vi.stubGlobal('localStorage', { setItem: () => undefined, getItem: () => null });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  });
  afterAll(async () => {
    await i18n.choose('en');
    vi.unstubAllGlobals();
  });

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
});
