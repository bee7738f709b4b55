// ui/setPanel: the tree is checked by the same schema and checks as the editor, as the simulated Agentty
// (the settings' API version) reads it: refused (-32602) only for an error, its warnings kept as advice.
import { validateDocument, type Analysis, type Issue, type LocatedIssue, type ParsedDocument } from '../document';
import { decimalWholeNumberIssues } from '../document/whole-numbers';
import { exceedsDepth } from '../document/depth';
import { AGENTTY_RULE, MAX_ELEMENTS, MAX_NESTING } from '../schema/agentty';
import { MAX_DEPTH } from '../schema/decisions';
import { NEWEST_API, type ApiVersion } from '../schema/nodes';
import type { JsonObject, JsonValue } from '../json';
import { invalid, succeed, type Answer } from './answer-types';
import { PRETTY_REJECTED_TREE_BELOW_CHARS, TREE_PROBLEMS_IN_MESSAGE } from './decisions';
import { pathLabel } from './json-text';
import { inEnglish, say, type Say } from '../i18n/say';

// Agentty's own words for a tree it refuses (its check() runs once serde has read the tree), for the interface
// language; the numbers as Agentty writes them ("2000")
const nestedTooDeep = say('hostAnswers.treeNestedTooDeep', { max: String(MAX_NESTING) });
const LIMITS_SAID: Readonly<Record<string, Say>> = {
  'too-many-elements': say('hostAnswers.treeTooManyElements', { max: String(MAX_ELEMENTS) }),
  'nested-too-deep': nestedTooDeep,
  'too-deep': nestedTooDeep,
};
// and in Agentty's English, word for word
const LIMITS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(LIMITS_SAID).map(([code, said]) => [code, inEnglish(said)]));

/** `line`: the message as the plugin wrote it, whose numbers keep their written form ("2.0" is a decimal to Agentty). */
export function setPanel(params: JsonObject, api: ApiVersion = NEWEST_API, line?: string): Answer {
  if (!Object.hasOwn(params, 'tree')) return invalid('invalid-params', say('hostAnswers.treeMissing'));
  const tree = params.tree as JsonValue;
  const written = line === undefined || exceedsDepth(tree, MAX_DEPTH) ? [] : decimalWholeNumberIssues(line, tree, ['params', 'tree']).map((issue) => ({ ...issue, path: issue.path.slice(1) }));
  // wrapped as params, the analysis cannot mistake a tree for a wrapper ({"tree": …} or a message)
  const first = analyzeTree(tree, JSON.stringify({ tree }), api, written);
  if (!first.hasErrors) {
    const advice = first.issues.filter((issue) => issue.severity === 'warning').map(adviceOf);
    return succeed(null, [advice.length ? { kind: 'panel', tree, advice } : { kind: 'panel', tree }]);
  }
  const pretty = first.text.length < PRETTY_REJECTED_TREE_BELOW_CHARS && !exceedsDepth(tree, MAX_DEPTH);
  const shown = pretty ? analyzeTree(tree, JSON.stringify({ tree }, null, 2), api, written) : first;
  const { said, english } = rejection(shown);
  return invalid('tree-invalid', said, [{ kind: 'rejectedPanel', text: shown.text, issues: shown.issues }], english);
}

/**
 * The analysis of `{tree}` written as `text`: the value itself is validated, not `text` parsed again, since
 * JSON.stringify writes -0 as 0 and Agentty refuses -0 where it wants a whole number.
 */
function analyzeTree(tree: JsonValue, text: string, api: ApiVersion, written: readonly Issue[]): Analysis {
  const drawable = !exceedsDepth(tree, MAX_DEPTH);
  const shapeIssues: ParsedDocument['shapeIssues'] = drawable
    ? written
    : [
        {
          code: 'too-deep',
          severity: 'error',
          message: `The tree is nested deeper than ${MAX_DEPTH} levels, which Panel Designer does not validate or draw.`,
          say: say('hostAnswers.treeTooDeep', { max: MAX_DEPTH }),
          path: ['tree'],
          target: 'value',
        },
      ];
  const doc: ParsedDocument = { text, parsed: true, value: { tree }, shape: 'params', treePath: ['tree'], tree, drawable, messageId: undefined, shapeIssues };
  return validateDocument(doc, { api });
}

const withoutRule = (message: string) => message.replace(` ${AGENTTY_RULE}`, '');

/** "tree.children[0].id: The id is empty: …", as check-plugin lists it. */
function adviceOf(issue: LocatedIssue): string {
  return `${pathLabel(issue.path)}: ${issue.message}`;
}

/**
 * Agentty's message, then where: "ui/setPanel: invalid UI tree: 1) at tree.children[0]: … (and 4 more problems)";
 * serde reads the whole tree before the limits are counted, so its errors come first. `english` is the message
 * (the issues' words without their rule); `said` the same sentences for the interface language.
 */
function rejection(analysis: Analysis): { english: string; said: Say[] } {
  const errors = analysis.issues.filter((issue) => issue.severity === 'error');
  const read = errors.filter((issue) => !(issue.code in LIMITS));
  if (read.length === 0) {
    const limit = errors[0]!;
    const words = LIMITS[limit.code]!;
    const detail = withoutRule(limit.message).replace(`${words}: `, '');
    const path = pathLabel(limit.path);
    return {
      english: `ui/setPanel: ${words}, so it is not drawn: at ${path}: ${detail}`,
      said: [say('hostAnswers.treeLimit', { limit: LIMITS_SAID[limit.code]!, path, problem: limit.say ?? detail })],
    };
  }
  const shown = read.slice(0, TREE_PROBLEMS_IN_MESSAGE);
  const listed = shown.map((issue, index) => `${index + 1}) at ${pathLabel(issue.path)}: ${withoutRule(issue.message)}`);
  const more = read.length - listed.length;
  const rest = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  const said = [
    say('hostAnswers.treeNotDrawn'),
    ...shown.map((issue, index) => say('hostAnswers.treeProblem', { index: index + 1, path: pathLabel(issue.path), problem: issue.say ?? withoutRule(issue.message) })),
    ...(more > 0 ? [say('hostAnswers.moreTreeProblems', { count: more })] : []),
  ];
  return { english: `ui/setPanel: invalid UI tree, so it is not drawn: ${listed.join(' ')}${rest}`, said };
}
