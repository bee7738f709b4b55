// What the Plugin form reads from and writes to the manifest, by JSON Pointer.
import { fromPointer, toPointer } from '../../document/json-path';
import type { JsonObject, JsonValue } from '../../json';
import type { TreeChange } from '../../visual/tree-edit';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function at(root: JsonValue, pointer: string): JsonValue | undefined {
  let current: JsonValue | undefined = root;
  for (const part of fromPointer(pointer)) {
    if (Array.isArray(current) && typeof part === 'number') current = (current as JsonValue[])[part];
    else if (isObject(current) && typeof part === 'string' && Object.hasOwn(current, part)) current = current[part];
    else return undefined;
  }
  return current;
}

/** The object at `pointer`, or undefined when there is none. */
export function objectAt(manifest: JsonObject, pointer: string): JsonObject | undefined {
  const value = at(manifest, pointer);
  return isObject(value) ? value : undefined;
}

/** The text at `pointer` as a field shows it: a number or true/false as typed, anything else empty. */
export function stringAt(manifest: JsonObject, pointer: string): string {
  const value = at(manifest, pointer);
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The strings of the list at `pointer` (other entries are the checker's to report). */
export function listOf(manifest: JsonObject, pointer: string): string[] {
  const value = at(manifest, pointer);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * The change that sets `pointer` to `value`: objects missing on the way are written whole at the first
 * missing step, so setting a panel title in a manifest without `contributes` adds `{ "panel": { "title" } }`.
 */
export function changeAt(manifest: JsonObject, pointer: string, value: JsonValue | undefined): TreeChange {
  const path = fromPointer(pointer);
  for (let depth = 1; depth < path.length; depth++) {
    const prefix = path.slice(0, depth);
    if (isObject(at(manifest, toPointer(prefix))) || Array.isArray(at(manifest, toPointer(prefix)))) continue;
    if (value === undefined) return { pointer, value: undefined };
    let built: JsonValue = value;
    for (const part of path.slice(depth).reverse()) built = { [String(part)]: built };
    return { pointer: toPointer(prefix), value: built };
  }
  return { pointer, value };
}
