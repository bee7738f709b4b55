import { toPointer, type Issue, type JsonPath } from '../document';

/** The live validation's messages by pointer inside the tree, for the inspector's fields. */
export function problemsByPointer(issues: readonly Issue[], treePath: JsonPath): ReadonlyMap<string, readonly string[]> {
  const prefix = toPointer(treePath);
  const byPointer = new Map<string, string[]>();
  for (const issue of issues) {
    const at = toPointer(issue.path);
    if (at !== prefix && !at.startsWith(prefix + '/')) continue;
    const key = at.slice(prefix.length);
    const messages = byPointer.get(key);
    if (messages) messages.push(issue.message);
    else byPointer.set(key, [issue.message]);
  }
  return byPointer;
}
