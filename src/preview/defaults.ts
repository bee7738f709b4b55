// The preview's reading of the enum props; the defaults themselves are decisions (src/schema/decisions.ts).
import { ButtonVariant, DEFAULT_GAP, Gap, GAP_PX, TextStyle, Tone, type GapName } from '../schema';

export { DEFAULT_TEXT_STYLE, DEFAULT_TONE, DEFAULT_VARIANT, ICON_SIZE } from '../schema';

/** Known values of each enum prop (anything else draws as the default). */
export const TEXT_STYLES = TextStyle.enum;
export const VARIANTS = ButtonVariant.enum;
export const TONES = Tone.enum;
export const GAPS = Gap.enum;

/** Pixels between children for a raw `gap` prop (absent or unknown values take DEFAULT_GAP). */
export function gapPx(value: unknown): number {
  return GAP_PX[typeof value === 'string' && Object.hasOwn(GAP_PX, value) ? (value as GapName) : DEFAULT_GAP];
}
