import { describe, expect, test } from 'vitest';
import { placePopup, POPUP_OFFSET } from './popup';

const view = { width: 1000, height: 700 };
const control = { left: 300, top: 100, width: 120, height: 28 };

describe('where a popup goes', () => {
  test('32 px below its control, left edges lined up', () => {
    expect(placePopup(control, { width: 180, height: 200 }, view, 'start', POPUP_OFFSET)).toEqual({ left: 300, top: 132, maxHeight: 684 });
  });

  test('right-aligned: right edges lined up', () => {
    expect(placePopup(control, { width: 180, height: 200 }, view, 'end', POPUP_OFFSET).left).toBe(420 - 180);
  });

  test('kept 8 px inside the window on every side', () => {
    expect(placePopup({ ...control, left: 900 }, { width: 180, height: 100 }, view, 'start', 32).left).toBe(1000 - 8 - 180);
    expect(placePopup({ ...control, left: 20 }, { width: 180, height: 100 }, view, 'end', 32).left).toBe(8);
    expect(placePopup({ ...control, top: 650 }, { width: 180, height: 100 }, view, 'start', 32).top).toBe(700 - 8 - 100);
  });

  test('taller than the window: it starts 8 px from the top and scrolls', () => {
    const at = placePopup(control, { width: 180, height: 15_000 }, view, 'start', 32);
    expect(at).toEqual({ left: 300, top: 8, maxHeight: 684 });
  });

  test('a window narrower than the popup keeps its left edge in view', () => {
    expect(placePopup(control, { width: 380, height: 100 }, { width: 375, height: 667 }, 'start', 32).left).toBe(8);
  });
});
