import { toPointer, type Issue, type JsonPath } from '../document';
import { nodePointerOf } from './tree-ops';

/** How an issue is worded: its English message, or the interface language's words (issueText) in the app. */
export type IssueWords = (issue: Issue) => string;
const english: IssueWords = (issue) => issue.message;

/** The live validation's messages by pointer inside the tree, for the inspector's fields. */
export function problemsByPointer(issues: readonly Issue[], treePath: JsonPath, words: IssueWords = english): ReadonlyMap<string, readonly string[]> {
  const prefix = toPointer(treePath);
  const byPointer = new Map<string, string[]>();
  for (const issue of issues) {
    const at = toPointer(issue.path);
    if (at !== prefix && !at.startsWith(prefix + '/')) continue;
    const key = at.slice(prefix.length);
    const messages = byPointer.get(key);
    if (messages) messages.push(words(issue));
    else byPointer.set(key, [words(issue)]);
  }
  return byPointer;
}

/** The first error inside each node (its own props, list rows and options), by the node's pointer. */
export function errorsByNode(issues: readonly Issue[], treePath: JsonPath, words: IssueWords = english): ReadonlyMap<string, string> {
  const prefix = toPointer(treePath);
  const byNode = new Map<string, string>();
  for (const issue of issues) {
    if (issue.severity !== 'error') continue;
    const at = toPointer(issue.path);
    if (at !== prefix && !at.startsWith(prefix + '/')) continue;
    const node = nodePointerOf(at.slice(prefix.length));
    if (!byNode.has(node)) byNode.set(node, words(issue));
  }
  return byNode;
}
