/** What a document is called when its name is blank. */
export const UNTITLED = 'Untitled';

// compared as people read them: "Alpha" and " alpha " are the same name in a list
const key = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * `name`, or `name 2`, `name 3`, … : the first that no name in `existing` already is, so a list of
 * documents never holds two told apart only by their time.
 */
export function uniqueName(name: string, existing: Iterable<string>): string {
  const base = name.trim() || UNTITLED;
  const taken = new Set(Array.from(existing, key));
  if (!taken.has(key(base))) return base;
  let n = 2;
  while (taken.has(key(`${base} ${n}`))) n++;
  return `${base} ${n}`;
}

const SHARED = / \(shared\)(?: \d+)?$/;

/** The name of a copy taken from a share link: "Deploy helper (shared)"; a copy of a copy is not "(shared) (shared)". */
export function sharedName(name: string): string {
  return `${name.trim().replace(SHARED, '') || UNTITLED} (shared)`;
}
