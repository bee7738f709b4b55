import type { z } from 'zod';
import { PanelNode, nodeTypes, isNodeType, propNames, type NodeType } from '../schema';
import { DESIGNER_RULE, UNKNOWN_TYPE_SEVERITY } from '../schema/decisions';
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

function messageFor(issue: z.core.$ZodIssue, tree: unknown): { message: string; code: Issue['code']; missing: boolean } {
  const path = issue.path as JsonPath;
  const value = valueAt(tree, path);
  const present = path.length === 0 || value !== undefined;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = article[issue.expected] ?? issue.expected;
      if (!present) {
        const owner = ownerType(tree, path);
        const takes = owner ? ` (${owner} takes ${propNames(owner).join(', ')})` : '';
        return { code: 'missing-prop', missing: true, message: `Missing required ${propName(path)}: expected ${expected}${takes}.` };
      }
      if (value === null && path.length > 0 && typeof path[path.length - 1] === 'string') {
        return { code: 'schema', missing: false, message: `${propName(path)} cannot be null: leave the prop out, or give it ${expected}. ${DESIGNER_RULE}` };
      }
      if (path.length === 0 || typeof path[path.length - 1] === 'number') {
        return { code: 'schema', missing: false, message: `Expected a node object with a "type", got ${describeValue(value)}.` };
      }
      return { code: 'schema', missing: false, message: `${propName(path)} must be ${expected}, got ${describeValue(value)}.` };
    }
    case 'invalid_value':
      return {
        code: 'schema',
        missing: false,
        message: `${propName(path)} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}; got ${describeValue(value)}.`,
      };
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator === 'type') {
        if (!present) return { code: 'missing-prop', missing: true, message: `A node needs a "type": one of ${typeList}.` };
        const guess = typeof value === 'string' ? closest(value, nodeTypes) : undefined;
        // a string is named as typed ("buton"), anything else by its kind
        const named = typeof value === 'string' ? describeValue(value).slice('the string '.length) : describeValue(value);
        return { code: 'unknown-type', missing: false, message: `Unknown node type ${named}${guess ? ` (did you mean "${guess}"?)` : ''}: the spec defines ${typeList}.` };
      }
      if (!present) return { code: 'missing-prop', missing: true, message: `Missing required ${propName(path)}.` };
      return { code: 'schema', missing: false, message: `${propName(path)} must be a string, a number or true/false; got ${describeValue(value)}.` };
    }
    case 'too_small': {
      // the node schemas' only minimum is a non-empty id
      const message = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
      return { code: 'schema', missing: false, message: `${message}: events could not name the element. ${DESIGNER_RULE}` };
    }
    default:
      return { code: 'schema', missing: false, message: issue.message };
  }
}

/** Validate a tree against the node grammar; issue paths are made absolute with `treePath`. */
export function schemaIssues(tree: unknown, treePath: JsonPath): Issue[] {
  const result = PanelNode.safeParse(tree);
  if (result.success) return [];
  return result.error.issues.map((zodIssue) => {
    const { message, code, missing } = messageFor(zodIssue, tree);
    const severity = code === 'unknown-type' ? UNKNOWN_TYPE_SEVERITY : 'error';
    return { code, severity, message, path: [...treePath, ...(zodIssue.path as JsonPath)], target: missing ? 'missing' : 'value' };
  });
}
