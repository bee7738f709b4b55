import { describe, expect, test } from 'vitest';
import { cutText } from '../json';
import { DRAWN_LABEL_MAX_CHARS, drawnLabel, DRAWN_TEXT_MAX_CHARS } from './coerce';

const drawnPart = (value: string) => cutText(value, DRAWN_TEXT_MAX_CHARS);

describe('the part of a long text the preview draws', () => {
  test('a text up to the limit is drawn whole', () => {
    const whole = 'x'.repeat(DRAWN_TEXT_MAX_CHARS);
    expect(drawnPart(whole)).toEqual({ kept: whole, left: 0 });
    expect(drawnPart('')).toEqual({ kept: '', left: 0 });
  });

  test('a longer one is drawn up to the limit, and the rest counted', () => {
    const { kept: drawn, left } = drawnPart('é'.repeat(10 * 1024 * 1024));
    expect(drawn).toBe('é'.repeat(DRAWN_TEXT_MAX_CHARS));
    expect(left).toBe(10 * 1024 * 1024 - DRAWN_TEXT_MAX_CHARS);
  });

  test('an emoji across the limit is left out whole, never cut in half', () => {
    const text = 'a'.repeat(DRAWN_TEXT_MAX_CHARS - 1) + '🎉' + 'b'.repeat(10);
    const { kept: drawn, left } = drawnPart(text);
    expect(drawn).toBe('a'.repeat(DRAWN_TEXT_MAX_CHARS - 1));
    expect(drawn.length + left).toBe(text.length);
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
