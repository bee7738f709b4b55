import type { z } from 'zod';
import { PanelNode, nodeTypes, isNodeType, propNames, type NodeType } from '../schema';
import { UNKNOWN_TYPE_SEVERITY } from '../schema/decisions';
import type { Issue } from './issue';
import { valueAt, type JsonPath } from './json-path';
import { closest } from './suggest';
import { say, saying, type Say, type SayKey, type SayValue, type SayValues } from '../i18n/say';
import { quoted, sayExpected, sayValue } from './value-words';

export { describeValue, sayExpected, sayValue } from './value-words';

const typeList = nodeTypes.join(', ');

/** The node that directly holds a path (not a list item or option inside it): used to name the node type in messages. */
function ownerType(tree: unknown, path: JsonPath): NodeType | undefined {
  const owner = valueAt(tree, path.slice(0, -1));
  if (owner && typeof owner === 'object' && 'type' in owner && isNodeType(owner.type)) return owner.type;
  return undefined;
}

function propName(path: JsonPath): SayValue {
  const last = path[path.length - 1];
  return typeof last === 'number' ? say('issueWords.item', { n: last }) : `"${String(last)}"`;
}

/** The largest value Agentty's unsigned field at `path` takes, named as its Rust type does. */
function wholeRange(maximum: number): Say {
  if (maximum === 255) return say('issueWords.upTo255');
  if (maximum === 4_294_967_295) return say('issueWords.upToU32', { max: maximum });
  return say('issueWords.zeroOrMore');
}

interface Found {
  readonly code: Issue['code'];
  readonly missing: boolean;
  readonly key: SayKey;
  readonly values: SayValues;
}

function messageFor(issue: z.core.$ZodIssue, tree: unknown): Found {
  const path = issue.path as JsonPath;
  const value = valueAt(tree, path);
  const present = path.length === 0 || value !== undefined;
  const prop = propName(path);
  const found = (code: Issue['code'], key: SayKey, values: SayValues, missing = false): Found => ({ code, missing, key, values });
  switch (issue.code) {
    case 'invalid_type': {
      const expected = sayExpected(issue.expected);
      if (!present) {
        const owner = ownerType(tree, path);
        if (owner) return found('missing-prop', 'panelIssues.missingPropOf', { prop, expected, type: owner, props: propNames(owner).join(', ') }, true);
        return found('missing-prop', 'panelIssues.missingProp', { prop, expected }, true);
      }
      if (value === null && path.length > 0 && typeof path[path.length - 1] === 'string') {
        return found('schema', 'panelIssues.cannotBeNull', { prop, expected });
      }
      if (path.length === 0 || typeof path[path.length - 1] === 'number') {
        const what = path.length === 0 || typeof path[path.length - 2] !== 'string' || path[path.length - 2] === 'children' ? say('issueWords.aNode') : expected;
        return found('schema', 'panelIssues.expectedGot', { expected: what, got: sayValue(value) });
      }
      return found('schema', 'panelIssues.mustBe', { prop, expected, got: sayValue(value) });
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => JSON.stringify(v)).join(', ');
      if (value === null) return found('schema', 'panelIssues.cannotBeNullOneOf', { prop, values });
      return found('schema', 'panelIssues.mustBeOneOf', { prop, values, got: sayValue(value) });
    }
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator === 'type') {
        if (!present) return found('missing-prop', 'panelIssues.needsType', { types: typeList }, true);
        const guess = typeof value === 'string' ? closest(value, nodeTypes) : undefined;
        // a string is named as typed ("buton"), anything else by its kind
        const named = typeof value === 'string' ? quoted(value) : sayValue(value);
        if (guess) return found('unknown-type', 'panelIssues.unknownTypeGuess', { named, guess, types: typeList });
        return found('unknown-type', 'panelIssues.unknownType', { named, types: typeList });
      }
      if (!present) return found('missing-prop', 'panelIssues.missingRequired', { prop }, true);
      return found('schema', 'panelIssues.mustBeString', { prop, got: sayValue(value) });
    }
    case 'too_small':
    case 'too_big': {
      // the node schemas' only bounds are those of Agentty's unsigned whole numbers
      const maximum = issue.code === 'too_big' ? Number(issue.maximum) : Number.POSITIVE_INFINITY;
      return found('schema', 'panelIssues.mustBeWhole', { prop, range: wholeRange(maximum), got: sayValue(value) });
    }
    default:
      // a check no node schema has today: our own words, never zod's English
      return found('schema', 'panelIssues.notAccepted', { got: sayValue(value) });
  }
}

/** Validate a tree against the node grammar; issue paths are made absolute with `treePath`. */
export function schemaIssues(tree: unknown, treePath: JsonPath): Issue[] {
  const result = PanelNode.safeParse(tree);
  if (result.success) return [];
  // zod's whole numbers stop at 2^53; Agentty's usize fields (rows, columns) take any integer below 2^64
  const zodIssues = result.error.issues.filter((issue) => !(issue.code === 'too_big' && Number(issue.maximum) === Number.MAX_SAFE_INTEGER && isUsize(valueAt(tree, issue.path as JsonPath))));
  if (zodIssues.length === 0) return [];
  // a huge whole number breaks two bounds (the safe range and the field's own): the field's, last, is the one to name
  const kept = zodIssues.filter((issue, i) => !(issue.code === 'too_big' && zodIssues[i + 1]?.code === 'too_big' && samePath(issue.path, zodIssues[i + 1]!.path)));
  return kept.map((zodIssue) => {
    const { code, missing, key, values } = messageFor(zodIssue, tree);
    const severity = code === 'unknown-type' ? UNKNOWN_TYPE_SEVERITY : 'error';
    return saying({ code, severity, path: [...treePath, ...(zodIssue.path as JsonPath)], target: missing ? ('missing' as const) : ('value' as const) }, key, values);
  });
}

function isUsize(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 2 ** 64;
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}
