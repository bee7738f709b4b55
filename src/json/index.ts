// JSON values as the layers above exchange them: no dependencies, so any layer may import it

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
export type Checked<T> = { ok: true; value: T; warnings?: readonly string[] } | { ok: false; reason: string };

/** True for a text of nothing but whitespace; reads only up to the first other character (no copy, as trim makes). */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
