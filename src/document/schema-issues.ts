import type { z } from 'zod';
import { PanelNode, nodeTypes, isNodeType, propNames, type NodeType } from '../schema';
import { AGENTTY_RULE } from '../schema/agentty';
import { UNKNOWN_TYPE_SEVERITY } from '../schema/decisions';
import type { Issue } from './issue';
import { valueAt, type JsonPath } from './json-path';
import { closest } from './suggest';

const typeList = nodeTypes.join(', ');

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  return `${typeof value} ${String(value)}`;
}

export const article: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/** The node that directly holds a path (not a list item or option inside it): used to name the node type in messages. */
function ownerType(tree: unknown, path: JsonPath): NodeType | undefined {
  const owner = valueAt(tree, path.slice(0, -1));
  if (owner && typeof owner === 'object' && 'type' in owner && isNodeType(owner.type)) return owner.type;
  return undefined;
}

function propName(path: JsonPath): string {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `item ${last}` : `"${String(last)}"`;
}

/** The largest value Agentty's unsigned field at `path` takes, named as its Rust type does. */
function wholeRange(maximum: number): string {
  if (maximum === 255) return 'from 0 to 255';
  if (maximum === 4_294_967_295) return 'from 0 to 4,294,967,295';
  return '0 or more';
}

function messageFor(issue: z.core.$ZodIssue, tree: unknown): { message: string; code: Issue['code']; missing: boolean } {
  const path = issue.path as JsonPath;
  const value = valueAt(tree, path);
  const present = path.length === 0 || value !== undefined;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected === 'int' ? 'a whole number' : (article[issue.expected] ?? issue.expected);
      if (!present) {
        const owner = ownerType(tree, path);
        const takes = owner ? ` (${owner} takes ${propNames(owner).join(', ')})` : '';
        return { code: 'missing-prop', missing: true, message: `Missing required ${propName(path)}: expected ${expected}${takes}. ${AGENTTY_RULE}` };
      }
      if (value === null && path.length > 0 && typeof path[path.length - 1] === 'string') {
        return { code: 'schema', missing: false, message: `${propName(path)} cannot be null: Agentty's field is not optional, so it refuses the tree. Leave the prop out, or give it ${expected}. ${AGENTTY_RULE}` };
      }
      if (path.length === 0 || typeof path[path.length - 1] === 'number') {
        const what = path.length === 0 || typeof path[path.length - 2] !== 'string' || path[path.length - 2] === 'children' ? 'a node object with a "type"' : expected;
        return { code: 'schema', missing: false, message: `Expected ${what}, got ${describeValue(value)}. ${AGENTTY_RULE}` };
      }
      return { code: 'schema', missing: false, message: `${propName(path)} must be ${expected}, got ${describeValue(value)}. ${AGENTTY_RULE}` };
    }
    case 'invalid_value':
      if (value === null) {
        return { code: 'schema', missing: false, message: `${propName(path)} cannot be null: Agentty's field is not optional, so it refuses the tree. Leave the prop out, or give it one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}. ${AGENTTY_RULE}` };
      }
      return {
        code: 'schema',
        missing: false,
        message: `${propName(path)} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}; got ${describeValue(value)}. ${AGENTTY_RULE}`,
      };
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator === 'type') {
        if (!present) return { code: 'missing-prop', missing: true, message: `A node needs a "type": one of ${typeList}. ${AGENTTY_RULE}` };
        const guess = typeof value === 'string' ? closest(value, nodeTypes) : undefined;
        // a string is named as typed ("buton"), anything else by its kind
        const named = typeof value === 'string' ? describeValue(value).slice('the string '.length) : describeValue(value);
        return { code: 'unknown-type', missing: false, message: `Unknown node type ${named}${guess ? ` (did you mean "${guess}"?)` : ''}: Agentty refuses the tree. It knows ${typeList}. ${AGENTTY_RULE}` };
      }
      if (!present) return { code: 'missing-prop', missing: true, message: `Missing required ${propName(path)}. ${AGENTTY_RULE}` };
      return { code: 'schema', missing: false, message: `${propName(path)} must be a string; got ${describeValue(value)}. ${AGENTTY_RULE}` };
    }
    case 'too_small':
    case 'too_big': {
      // the node schemas' only bounds are those of Agentty's unsigned whole numbers
      const maximum = issue.code === 'too_big' ? Number(issue.maximum) : Number.POSITIVE_INFINITY;
      return { code: 'schema', missing: false, message: `${propName(path)} must be a whole number ${wholeRange(maximum)}, got ${describeValue(value)}. ${AGENTTY_RULE}` };
    }
    default:
      return { code: 'schema', missing: false, message: `${issue.message} ${AGENTTY_RULE}` };
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
    const { message, code, missing } = messageFor(zodIssue, tree);
    const severity = code === 'unknown-type' ? UNKNOWN_TYPE_SEVERITY : 'error';
    return { code, severity, message, path: [...treePath, ...(zodIssue.path as JsonPath)], target: missing ? 'missing' : 'value' };
  });
}

function isUsize(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 2 ** 64;
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}
