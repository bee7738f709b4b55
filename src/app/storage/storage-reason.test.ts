import { describe, expect, test } from 'vitest';
import { i18n } from '../../i18n/i18n.svelte';
import { switchingLanguages } from '../../i18n/switching.test-helper';
import { NotRemembered } from './current';
import { storageReason } from './storage-reason';

describe('why storing failed', () => {
  switchingLanguages();

  test('the browser’s own words stay as it gave them; the designer’s own are in the interface language', async () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(storageReason(quota)).toBe('The quota has been exceeded.');
    expect(storageReason(new NotRemembered())).toBe('this browser would not remember which document to open');
    expect(storageReason('blocked')).toBe('storage is unavailable');
    expect(storageReason(new Error(''))).toBe('storage is unavailable');
    await i18n.choose('ko');
    expect(storageReason(quota)).toBe('The quota has been exceeded.');
    expect(storageReason(new NotRemembered())).toBe('이 브라우저가 열 문서를 기억하지 못해요');
    expect(storageReason(undefined)).toBe('저장소를 쓸 수 없어요');
  });
});
