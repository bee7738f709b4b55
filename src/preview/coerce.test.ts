import { describe, expect, test } from 'vitest';
import { DRAWN_LABEL_MAX_CHARS, drawnLabel, drawnText, fraction } from './coerce';

describe('a long text as the preview draws it, the way Agentty cuts it', () => {
  test('a text of up to 20,000 characters is drawn whole', () => {
    const whole = 'x'.repeat(20_000);
    expect(drawnText(whole)).toBe(whole);
    expect(drawnText('')).toBe('');
  });

  test('a longer one is drawn to 20,000 characters and an ellipsis', () => {
    expect(drawnText('é'.repeat(10 * 1024 * 1024))).toBe('é'.repeat(20_000) + '…');
    expect(drawnText('y'.repeat(25_000))).toBe('y'.repeat(20_000) + '…');
  });

  test('characters are counted as Agentty counts them: an emoji is one, never cut in half', () => {
    const emoji = '🎉'.repeat(20_001);
    expect(drawnText(emoji)).toBe('🎉'.repeat(20_000) + '…');
    // 20,000 emoji are 40,000 UTF-16 units and still not cut
    expect(drawnText('🎉'.repeat(20_000))).toBe('🎉'.repeat(20_000));
  });

  test('numbers and booleans are spelled out; anything else is nothing', () => {
    expect(drawnText(12.5)).toBe('12.5');
    expect(drawnText(false)).toBe('false');
    expect(drawnText({ text: 'x' })).toBeUndefined();
    expect(drawnText(null)).toBeUndefined();
  });
});

describe('a fraction such as a progress value', () => {
  test('is clamped to 0 … 1, and anything not a finite number is 0', () => {
    expect(fraction(0.37)).toBe(0.37);
    expect(fraction(-2)).toBe(0);
    expect(fraction(7)).toBe(1);
    expect(fraction(Number.NaN)).toBe(0);
    expect(fraction(Number.POSITIVE_INFINITY)).toBe(0);
    expect(fraction('0.5')).toBe(0);
    expect(fraction(undefined)).toBe(0);
  });
});

describe('a label as the preview draws it', () => {
  test('is the text itself up to the limit, and what is not text stays nothing', () => {
    expect(drawnLabel('Deploy')).toBe('Deploy');
    expect(drawnLabel(3)).toBe('3');
    expect(drawnLabel({ label: 'x' })).toBeUndefined();
  });

  test('past the limit ends in an ellipsis after the drawn part', () => {
    const shown = drawnLabel('b'.repeat(2_000_000));
    expect(shown).toBe('b'.repeat(DRAWN_LABEL_MAX_CHARS) + '…');
  });
});
