// A whole number written with a decimal point or an exponent ("2.0", "1e1") is the same number to
// JSON.parse, but a decimal to Agentty's parser (serde_json), which refuses it where Agentty wants a
// whole number: a Python plugin's `n / 2` does this. Only the text shows it, so it is read from the text.
import { isNodeType } from '../schema/registry';
import { isRecord } from '../json';
import type { Issue } from './issue';
import type { JsonPath } from './json-path';
import { saying } from '../i18n/say';
import { pathAtOffset } from './node-path';
import { nodeShapes, type ObjectShape } from './object-shapes';

// every whole-number field's name, at any depth: a text without one written as a decimal is skipped at once
const WHOLE_NAMES = (() => {
  const names = new Set<string>();
  const visit = (shape: ObjectShape) => {
    shape.whole.forEach((name) => names.add(name));
    shape.lists.forEach(visit);
  };
  nodeShapes.forEach(visit);
  return [...names];
})();
const DECIMAL_AT_WHOLE_NAME = new RegExp(`"(?:${WHOLE_NAMES.join('|')})"\\s*:\\s*(-?\\d+(?:\\.\\d*)?[eE][+-]?\\d+|-?\\d+\\.\\d*)`, 'g');

/** The shape of the object that holds `path` in the tree and the key it is held under, or undefined. */
function holderOf(tree: unknown, path: JsonPath): { shape: ObjectShape; key: string } | undefined {
  if (!isRecord(tree) || !isNodeType(tree.type) || path.length === 0) return undefined;
  let shape = nodeShapes.get(tree.type)!;
  let at: unknown = tree;
  for (let i = 0; i < path.length - 1; i += 2) {
    const [field, index] = [path[i], path[i + 1]];
    if (typeof field !== 'string' || typeof index !== 'number' || !isRecord(at)) return undefined;
    const entry: unknown = Array.isArray(at[field]) ? (at[field] as unknown[])[index] : undefined;
    if (!isRecord(entry)) return undefined;
    // a node's children, or a graph card's
    const holdsNodes = isNodeType((at as { type?: unknown }).type) || shape.where === 'graph.nodes';
    if (field === 'children' && isNodeType(entry.type) && holdsNodes) shape = nodeShapes.get(entry.type)!;
    else if (shape.lists.has(field)) shape = shape.lists.get(field)!;
    else return undefined;
    at = entry;
  }
  const key = path[path.length - 1];
  return typeof key === 'string' && path.length % 2 === 1 ? { shape, key } : undefined;
}

/** An error at every whole-number field of the tree whose number the text writes as a decimal. */
export function decimalWholeNumberIssues(text: string, tree: unknown, treePath: JsonPath): Issue[] {
  const issues: Issue[] = [];
  DECIMAL_AT_WHOLE_NAME.lastIndex = 0;
  for (let match = DECIMAL_AT_WHOLE_NAME.exec(text); match; match = DECIMAL_AT_WHOLE_NAME.exec(text)) {
    const written = match[1]!;
    const number = Number(written);
    // fractions, -0 and numbers past a double are errors of their own
    if (!Number.isInteger(number) || Object.is(number, -0)) continue;
    const path = pathAtOffset(text, match.index + match[0].length - written.length + 1);
    if (path.length <= treePath.length || treePath.some((segment, i) => path[i] !== segment)) continue;
    const holder = holderOf(tree, path.slice(treePath.length));
    if (!holder?.shape.whole.has(holder.key)) continue;
    issues.push(saying({ code: 'schema', severity: 'error', path, target: 'value' } as const, 'mediaIssues.decimalWhole', { key: holder.key, written, number: String(number) }));
  }
  return issues;
}
