// A select in a row is as wide as its longest label, as Agentty sizes it (agentty-look.md §5.2).
import { isRecord } from './coerce';

/** Characters of three UTF-8 bytes or more (CJK, Hangul, emoji) take about two narrow ones. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.codePointAt(0)! >= 0x800 ? 2 : 1;
  return width;
}

/** The width in pixels of a select in a row: longest option label or placeholder × 7.2 + 48, within 96…280. */
export function selectRowWidth(options: readonly unknown[], placeholder: unknown): number {
  let longest = typeof placeholder === 'string' ? textWidth(placeholder) : 0;
  for (const option of options) {
    if (isRecord(option) && typeof option.label === 'string') longest = Math.max(longest, textWidth(option.label));
  }
  return Math.min(280, Math.max(96, longest * 7.2 + 48));
}
