// The preview's own drawing choices (the spec leaves layout to the host), kept in one place.
import type { z } from 'zod';
import { ButtonVariant, Gap, TextStyle, Tone } from '../schema';

export type GapName = z.infer<typeof Gap>;
export type TextStyleName = z.infer<typeof TextStyle>;
export type VariantName = z.infer<typeof ButtonVariant>;
export type ToneName = Tone;

/** Gap used by column, row and section when `gap` is absent (or not a known value). */
export const DEFAULT_GAP: GapName = 'medium';
/** Space between children in CSS pixels. */
export const GAP_PX: Readonly<Record<GapName, number>> = { none: 0, small: 4, medium: 8, large: 16 };

export const DEFAULT_TEXT_STYLE: TextStyleName = 'body';
export const DEFAULT_VARIANT: VariantName = 'secondary';
export const DEFAULT_TONE: ToneName = 'neutral';

/** Known values of each enum prop (anything else draws as the default). */
export const TEXT_STYLES = TextStyle.enum;
export const VARIANTS = ButtonVariant.enum;
export const TONES = Tone.enum;
export const GAPS = Gap.enum;

/** Icon size in CSS pixels. */
export const ICON_SIZE = 16;

/** Pixels between children for a raw `gap` prop (absent or unknown values take DEFAULT_GAP). */
export function gapPx(value: unknown): number {
  return GAP_PX[typeof value === 'string' && Object.hasOwn(GAP_PX, value) ? (value as GapName) : DEFAULT_GAP];
}
