// localStorage and sessionStorage that never throw: a browser may block them (SecurityError) or be full (quota)

type Area = 'local' | 'session';

function storage(area: Area): Storage | undefined {
  try {
    return area === 'local' ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored string, or undefined when there is none or storage is blocked. */
export function readKey(key: string, area: Area = 'local'): string | undefined {
  try {
    return storage(area)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores a string; false when the browser refused (blocked or full). */
export function writeKey(key: string, value: string, area: Area = 'local'): boolean {
  const target = storage(area);
  if (!target) return false;
  try {
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string, area: Area = 'local'): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** A stored JSON value, or undefined when absent, blocked or damaged. */
export function readJson(key: string, area: Area = 'local'): unknown {
  const text = readKey(key, area);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, area: Area = 'local'): boolean {
  return writeKey(key, JSON.stringify(value), area);
}
