/** What a document is called when its name is blank. */
export const UNTITLED = 'Untitled';

// compared as people read them: "Alpha" and " alpha " are the same name in a list
const key = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * `name`, or `name 2`, `name 3`, … : the first that no name in `existing` already is, so a list of
 * documents never holds two told apart only by their time.
 */
export function uniqueName(name: string, existing: Iterable<string>, untitled = UNTITLED): string {
  const base = name.trim() || untitled;
  const taken = new Set(Array.from(existing, key));
  if (!taken.has(key(base))) return base;
  let n = 2;
  while (taken.has(key(`${base} ${n}`))) n++;
  return `${base} ${n}`;
}

const SHARED = '{{name}} (shared)';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The name of a copy taken from a share link: "Deploy helper (shared)", as `template` words it in the interface
 * language; a copy of a copy is not "(shared) (shared)".
 */
export function sharedName(name: string, template = SHARED, untitled = UNTITLED): string {
  const suffix = template.slice(template.indexOf('{{name}}') + '{{name}}'.length);
  const base = name.trim().replace(new RegExp(`${escaped(suffix)}(?: \\d+)?$`), '') || untitled;
  return template.replace('{{name}}', () => base);
}
