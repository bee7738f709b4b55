import { DEFAULT_FIELD_MAX, type PluginDefinition, type PluginField } from '../schema/bridge';
import { isRecord } from '../json';
export { utf8Bytes } from '../document/line-size';

/** The body limit of POST /api/plugins/<id>, in UTF-8 bytes. */
export const MAX_BODY_BYTES = 16_384;

/** A field's `max` as the server applies it. */
export function fieldMax(field: Pick<PluginField, 'max'>): number {
  return field.max ?? DEFAULT_FIELD_MAX;
}

/**
 * Trim, then keep at most `max` characters. A character is a Unicode code point, as a Go server
 * counts runes: Hangul and most emoji are one, and a surrogate pair is never split.
 */
export function normalizeValue(text: string, max: number): string {
  return Array.from(text.trim()).slice(0, Math.max(0, max)).join('');
}

/** The name messages give a field: its label, or its key when the label is empty. */
export function fieldName(field: Pick<PluginField, 'key' | 'label'>): string {
  return field.label.trim() || field.key;
}

/** The fields of a definition that the server can use: objects with a string key and label (the checks report the rest). */
export function usableFields(def: PluginDefinition): PluginField[] {
  return def.fields.filter((field) => isRecord(field) && typeof field.key === 'string' && typeof field.label === 'string');
}

