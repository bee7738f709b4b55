// JSON values as the layers above exchange them: no runtime dependencies, so any layer may import it
import type { Say } from '../i18n/say';

/** A value that survives JSON.stringify and JSON.parse unchanged in meaning. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A result that says why when it cannot be had, with notes worth showing when it can. */
export type Checked<T> =
  | { ok: true; value: T; warnings?: readonly string[]; saidWarnings?: readonly Say[] }
  | { ok: false; reason: string; said?: readonly Say[] };
// `reason` and `warnings` are English (the CLI's); `said` and `saidWarnings` the same lines for the interface language

/** True for a text of nothing but whitespace; reads only up to the first other character (no copy, as trim makes). */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}

/** The first `max` UTF-16 units of `value` (one fewer rather than half a surrogate pair), and how many are left out. */
export function cutText(value: string, max: number): { kept: string; left: number } {
  if (value.length <= max) return { kept: value, left: 0 };
  const end = /[\uD800-\uDBFF]/.test(value[max - 1] ?? '') ? max - 1 : max;
  return { kept: value.slice(0, end), left: value.length - end };
}

/** `value` up to `max` units, ending in "…" when it was longer. */
export function shortened(value: string, max: number): string {
  const { kept, left } = cutText(value, max);
  return left > 0 ? `${kept}…` : kept;
}
