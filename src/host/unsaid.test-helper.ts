// Tests of the host's English compare messages as before: `said` (the same sentences as data) is checked apart.

/** `value` without any `said` key, deep: what the host produced before it said its words as data. */
export function unsaid<T>(value: T): T {
  if (Array.isArray(value)) return value.map(unsaid) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'said').map(([key, inner]) => [key, unsaid(inner)])) as T;
}
