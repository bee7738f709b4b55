// A lone UTF-16 surrogate (written "\ud800" in JSON) is valid to JSON.parse but not to Agentty's parser
// (serde_json), which refuses the whole line: the panel never arrives and a request is never answered.
import type { Issue } from './issue';
import type { JsonPath } from './json-path';
import { saying } from '../i18n/say';

// a high surrogate without a low one after it, or a low one without a high one before it
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// the escape of a surrogate (a pair or not), the only way JSON text carries one besides the raw character
const ESCAPED = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

export function isLone(text: string): boolean {
  return LONE.test(text);
}

/** Whether JSON `text` may hold a lone surrogate: two scans of the text, no walk of its value. */
export function mayHoldLoneSurrogate(text: string): boolean {
  return ESCAPED.test(text) || LONE.test(text);
}

/** Whether any string or key of a parsed JSON value holds a lone surrogate; a stack, not recursion. */
export function holdsLoneSurrogate(value: unknown): boolean {
  let found = false;
  walkStrings(value, [], () => {
    found = true;
    return false;
  });
  return found;
}

/** An error at every string (or key) of the document that holds a lone surrogate; the text decides whether to look. */
export function loneSurrogateIssues(text: string, value: unknown, limit = 100): Issue[] {
  if (!mayHoldLoneSurrogate(text)) return [];
  const issues: Issue[] = [];
  walkStrings(value, [], (path, key) => {
    issues.push(saying({ code: 'lone-surrogate', severity: 'error', path, target: key ? 'key' : 'value' } as const, key ? 'mediaIssues.loneSurrogateKey' : 'mediaIssues.loneSurrogateString'));
    return issues.length < limit;
  });
  return issues;
}

/** Calls `found` with the path of each lone-surrogate string (and whether it is a key) until it returns false. */
function walkStrings(value: unknown, root: JsonPath, found: (path: JsonPath, key: boolean) => boolean): void {
  const values: unknown[] = [value];
  const paths: JsonPath[] = [root];
  while (values.length) {
    const current = values.pop();
    const path = paths.pop()!;
    if (typeof current === 'string') {
      if (LONE.test(current) && !found(path, false)) return;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        values.push(current[i]);
        paths.push([...path, i]);
      }
    } else if (current !== null && typeof current === 'object') {
      for (const key of Object.keys(current)) {
        if (LONE.test(key) && !found([...path, key], true)) return;
        values.push((current as Record<string, unknown>)[key]);
        paths.push([...path, key]);
      }
    }
  }
}
