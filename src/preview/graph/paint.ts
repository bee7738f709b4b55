// Agentty's paints as CSS: a colour at an alpha is mixed with transparent, as the other components draw overlays.
import type { Paint } from '../agentty-look';

export function css(paint: Paint): string {
  if (typeof paint === 'string') return paint;
  return `color-mix(in srgb, ${paint.hex} ${Math.round(paint.alpha * 100)}%, transparent)`;
}
