// Agentty's paints as CSS: a colour at an alpha is mixed with transparent, as the other components draw overlays.
import type { Paint } from '../agentty-look';

export function css(paint: Paint): string {
  if (typeof paint === 'string') return paint;
  return `color-mix(in srgb, ${paint.hex} ${Math.round(paint.alpha * 100)}%, transparent)`;
}

/** A theme colour (a CSS value) at an alpha. */
export const alpha = (colour: string, share: number): string => `color-mix(in srgb, ${colour} ${Math.round(share * 100)}%, transparent)`;
