import { describe, expect, test } from 'vitest';
import { imageFrame, isPictureFile } from './image';

describe('an image frame as Agentty sizes it', () => {
  test('width given is clamped 16 … 2400, else the full width; height 240 when left out or not finite', () => {
    expect(imageFrame(undefined, undefined)).toEqual({ width: undefined, height: 240 });
    expect(imageFrame(8, 5000)).toEqual({ width: 16, height: 2400 });
    expect(imageFrame(320, 120)).toEqual({ width: 320, height: 120 });
    expect(imageFrame(Number.NaN, Number.POSITIVE_INFINITY)).toEqual({ width: undefined, height: 240 });
    expect(imageFrame('100', null)).toEqual({ width: undefined, height: 240 });
  });

  test('dropped pictures are PNG, JPEG, WebP and GIF, by type or else by extension; never SVG', () => {
    expect(isPictureFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isPictureFile({ name: 'a.JPG', type: '' })).toBe(true);
    expect(isPictureFile({ name: 'a.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isPictureFile({ name: 'a.svg', type: '' })).toBe(false);
    expect(isPictureFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isPictureFile({ name: '.png', type: '' })).toBe(false);
  });
});
