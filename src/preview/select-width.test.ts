import { expect, test } from 'vitest';
import { selectRowWidth } from './select-width';

test('a select in a row takes its longest label × 7.2 + 48 px', () => {
  expect(selectRowWidth([{ value: 'get', label: 'GET' }, { value: 'o', label: 'OPTIONS-LONG' }], undefined)).toBeCloseTo(12 * 7.2 + 48);
  expect(selectRowWidth([{ value: 'a', label: 'A' }], 'Pick a method, please')).toBeCloseTo(21 * 7.2 + 48);
});

test('at least 96 px and at most 280 px', () => {
  expect(selectRowWidth([], undefined)).toBe(96);
  expect(selectRowWidth([{ value: 'd', label: 'DELETE' }], undefined)).toBe(96);
  expect(selectRowWidth([{ value: 'a', label: 'x'.repeat(500) }], null)).toBe(280);
});

test('wide characters count two, and entries that are not options are skipped', () => {
  expect(selectRowWidth([{ value: 'k', label: '한국어입니다' }, 'nope', { label: 3 }], undefined)).toBeCloseTo(12 * 7.2 + 48);
  expect(selectRowWidth([{ value: 'e', label: '👋🏽abcdefgh' }], undefined)).toBeCloseTo(12 * 7.2 + 48);
  expect(selectRowWidth([{ value: 'h', label: 'שלום עולם שלום' }], undefined)).toBeCloseTo(14 * 7.2 + 48);
});
