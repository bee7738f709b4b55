import { isRecord, type JsonObject } from '../json';

export type { JsonObject, JsonValue } from '../json';

/** A parsed JSON object: what JSON.parse gives holds only JSON values. */
export function isJsonObject(value: unknown): value is JsonObject {
  return isRecord(value);
}
