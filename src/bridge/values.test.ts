import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normalizeValue, utf8Bytes } from './values';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('normalizeValue', () => {
  test('never keeps more than max code points, never splits a pair, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 40 }), (text, max) => {
        const value = normalizeValue(text, max);
        expect(Array.from(value).length).toBeLessThanOrEqual(max);
        // the input has whole characters only, so a lone surrogate could only come from a split pair
        expect(loneSurrogate.test(value)).toBe(false);
        expect(normalizeValue(value, max)).toBe(value.trim());
        expect(text.trim().startsWith(value)).toBe(true);
      }),
    );
  });

  test('counts Hangul, emoji and a flag the way a Go server counts runes', () => {
    expect(normalizeValue('한국어', 2)).toBe('한국');
    expect(normalizeValue('🇰🇷🇯🇵', 1)).toBe('🇰');
    expect(normalizeValue('👍🏽x', 1)).toBe('👍');
    expect(utf8Bytes('가😀')).toBe(7);
  });
});
