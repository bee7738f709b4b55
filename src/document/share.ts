/**
 * Structural sharing: returns `next`, but with every subtree that deep-equals its counterpart
 * in `prev` replaced by `prev`'s object, so the preview re-renders only what changed.
 * Allocates only along changed paths: an unchanged subtree costs a comparison, not a copy.
 */
export function shareStructure<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (prev === null || next === null || typeof prev !== 'object' || typeof next !== 'object') return next;
  if (Array.isArray(prev) !== Array.isArray(next)) return next;
  return (Array.isArray(next) ? shareArray(prev as unknown[], next) : shareObject(prev as Record<string, unknown>, next as Record<string, unknown>)) as T;
}

function shareArray(before: unknown[], after: unknown[]): unknown[] {
  let merged: unknown[] | undefined = before.length === after.length ? undefined : after.slice(0, 0);
  for (let i = 0; i < after.length; i++) {
    const shared = shareStructure(before[i], after[i]);
    if (merged === undefined && shared !== before[i]) merged = before.slice(0, i);
    merged?.push(shared);
  }
  return merged ?? before;
}

function shareObject(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(after);
  let changed = keys.length !== Object.keys(before).length;
  const shared: unknown[] = new Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    // own keys only: JSON may hold a "__proto__" key, which must neither match nor set a prototype
    const had = Object.hasOwn(before, key);
    shared[i] = shareStructure(had ? before[key] : undefined, after[key]);
    if (!had || shared[i] !== before[key]) changed = true;
  }
  if (!changed) return before;
  const merged: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    Object.defineProperty(merged, keys[i]!, { value: shared[i], enumerable: true, writable: true, configurable: true });
  }
  return merged;
}
