// ui/setPanel: the tree is checked by the same schema and checks as the editor; an invalid one is never drawn.
import { analyze, type Analysis } from '../document';
import { exceedsDepth } from '../document/depth';
import { MAX_DEPTH } from '../schema/decisions';
import type { JsonObject, JsonValue } from '../json';
import { invalid, succeed, type Answer } from './answer-types';
import { PRETTY_REJECTED_TREE_BELOW_CHARS, TREE_PROBLEMS_IN_MESSAGE } from './decisions';
import { pathLabel } from './json-text';

export function setPanel(params: JsonObject): Answer {
  if (!Object.hasOwn(params, 'tree')) return invalid('invalid-params', 'ui/setPanel: params need a "tree", the panel to draw.');
  const tree = params.tree as JsonValue;
  // wrapped as params, the analysis cannot mistake a tree for a wrapper ({"tree": …} or a message)
  const compact = JSON.stringify({ tree });
  const first = analyze(compact);
  if (!first.hasErrors) return succeed(null, [{ kind: 'panel', tree }]);
  const pretty = compact.length < PRETTY_REJECTED_TREE_BELOW_CHARS && !exceedsDepth(tree, MAX_DEPTH);
  const shown = pretty ? analyze(JSON.stringify({ tree }, null, 2)) : first;
  return invalid('tree-invalid', rejection(shown), [{ kind: 'rejectedPanel', text: shown.text, issues: shown.issues }]);
}

/** "ui/setPanel: the tree is invalid …: 1) at tree.children[0]: … (and 4 more problems)." */
function rejection(analysis: Analysis): string {
  const errors = analysis.issues.filter((issue) => issue.severity === 'error');
  const listed = errors.slice(0, TREE_PROBLEMS_IN_MESSAGE).map((issue, index) => `${index + 1}) at ${pathLabel(issue.path)}: ${issue.message}`);
  const more = errors.length - listed.length;
  const rest = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  return `ui/setPanel: the tree is invalid, so it is not drawn: ${listed.join(' ')}${rest}`;
}
