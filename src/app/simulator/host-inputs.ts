import type { JsonValue } from '../../events';

/** A parsed JSON text typed by the user, or why it is not JSON. */
export type JsonText = { readonly ok: true; readonly value: JsonValue } | { readonly ok: false; readonly message: string };

export function parseJsonText(text: string): JsonText {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Not valid JSON.' };
  }
}

/** A query string (`tab=logs&id=42`, with or without `?`) as the object `url/open` carries; a repeated key keeps its last value. */
export function parseQuery(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text.trim().replace(/^\?/, '')));
}
