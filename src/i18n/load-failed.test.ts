import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadFailedText, rememberedLocale } from './load-failed';
import { LANGUAGE_STORAGE_KEY } from './locales';

/** A browser whose stored choice is `stored` and whose languages are `languages`. */
function browser(stored: string | null, languages: readonly string[]): void {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) });
  vi.stubGlobal('navigator', { languages });
}

describe('the load-failure line', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('is said in each interface language, with the error', () => {
    const error = new Error('Failed to fetch');
    expect(loadFailedText(error, 'en')).toBe('Panel Designer could not load (Failed to fetch). Reload the page to try again.');
    expect(loadFailedText(error, 'ko')).toBe('Panel Designer 를 불러오지 못했어요(Failed to fetch). 페이지를 새로 고쳐 다시 시도해 주세요.');
    expect(loadFailedText(error, 'ja')).toBe('Panel Designer を読み込めませんでした（Failed to fetch）。ページを再読み込みして、もう一度お試しください。');
    expect(loadFailedText('offline', 'zh-CN')).toBe('Panel Designer 无法加载（offline）。请重新加载页面再试一次。');
  });

  test('follows the remembered language, else the browser’s, else English', () => {
    browser('ja', ['ko-KR']);
    expect(rememberedLocale()).toBe('ja');
    expect(loadFailedText(new Error('x'))).toContain('読み込めませんでした');
    browser(null, ['zh-Hans-CN', 'en']);
    expect(loadFailedText(new Error('x'))).toContain('无法加载');
    browser(null, ['fr-FR']);
    expect(loadFailedText(new Error('x'))).toContain('could not load');
  });

  test('a refused storage still leaves the browser’s language', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('navigator', { languages: ['ko'] });
    expect(loadFailedText(new Error('x'))).toContain('불러오지 못했어요');
  });
});
