// storage/get, storage/set, storage/keys: what a plugin keeps, by Agentty's rules (its storage.rs), kept for the session.
import type { JsonObject, JsonValue } from '../json';
import { internal, invalid, quote, succeed, type Answer } from './answer-types';
import { STORAGE_LIMITS } from './decisions';
import { say } from '../i18n/say';

/** What one plugin keeps: Agentty keeps it in a file, the designer for as long as its host runs (across restarts). */
export interface PluginStorage {
  get(key: string): JsonValue | undefined;
  set(key: string, value: JsonValue): void;
  delete(key: string): void;
  keys(): string[];
  /** Everything, for the Live page. */
  entries(): JsonObject;
}

export function memoryStorage(start: JsonObject = {}): PluginStorage {
  const kept = new Map<string, JsonValue>(Object.entries(start));
  return {
    get: (key) => kept.get(key),
    set: (key, value) => void kept.set(key, value),
    delete: (key) => void kept.delete(key),
    keys: () => [...kept.keys()],
    entries: () => Object.fromEntries(kept),
  };
}

/** Agentty's key: 1–64 of a-z, 0-9, ".", "-", "_". */
export function isStorageKey(key: string): boolean {
  return key.length > 0 && [...key].length <= STORAGE_LIMITS.keyChars && /^[a-z0-9._-]+$/.test(key);
}

const badKey = (method: string, key: string) => invalid('storage-key', say('hostAnswers.notStorageKey', { method, key: quote(key), max: STORAGE_LIMITS.keyChars }));
// Agentty reads the key leniently: a missing or non-string key is "" (and refused as not a key)
const keyOf = (params: JsonObject) => (typeof params.key === 'string' ? params.key : '');

export function answerStorage(method: string, params: JsonObject, storage: PluginStorage): Answer {
  if (method === 'storage/keys') return succeed(storage.keys());
  const key = keyOf(params);
  if (!isStorageKey(key)) return badKey(method, key);
  if (method === 'storage/get') return succeed({ key, value: storage.get(key) ?? null });
  const value = params.value ?? null;
  // null removes the key, as in Agentty
  if (value === null) {
    storage.delete(key);
    return succeed(null, [{ kind: 'storage', key, value: null }]);
  }
  if (storage.get(key) === undefined && storage.keys().length >= STORAGE_LIMITS.keys) {
    return internal('storage-full', say('hostAnswers.tooManyKeys', { max: STORAGE_LIMITS.keys }));
  }
  const after = { ...storage.entries(), [key]: value };
  if (new TextEncoder().encode(JSON.stringify(after)).length > STORAGE_LIMITS.bytes) {
    return internal('storage-full', say('hostAnswers.tooManyKB', { kb: STORAGE_LIMITS.bytes / 1024 }));
  }
  storage.set(key, value);
  return succeed(null, [{ kind: 'storage', key, value }]);
}
