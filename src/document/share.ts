/**
 * Structural sharing: returns `next`, but with every subtree that deep-equals its counterpart
 * in `prev` replaced by `prev`'s object, so the preview re-renders only what changed.
 */
export function shareStructure<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (prev === null || next === null || typeof prev !== 'object' || typeof next !== 'object') return next;
  if (Array.isArray(prev) !== Array.isArray(next)) return next;
  if (Array.isArray(next)) {
    const before = prev as unknown[];
    let same = before.length === next.length;
    const merged = next.map((item, i) => {
      const shared = shareStructure(before[i], item);
      if (shared !== before[i]) same = false;
      return shared;
    });
    return (same ? prev : merged) as T;
  }
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const merged: Record<string, unknown> = {};
  for (const key of keys) {
    // own keys only: JSON may hold a "__proto__" key, which must neither match nor set a prototype
    const had = Object.hasOwn(before, key);
    const shared = shareStructure(had ? before[key] : undefined, after[key]);
    if (!had || shared !== before[key]) same = false;
    Object.defineProperty(merged, key, { value: shared, enumerable: true, writable: true, configurable: true });
  }
  return (same ? prev : merged) as T;
}
