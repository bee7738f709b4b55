import type { z } from 'zod';
import { locateIssues } from '../../document/analyze';
import type { Issue } from '../../document/issue';
import { valueAt, type JsonPath } from '../../document/json-path';
import { article, describeValue } from '../../document/schema-issues';
import { ACTION_KINDS, actionKeys, isActionKind } from './actions';
import { reactionKeys } from './schema';

// the same wording as src/document/schema-issues.ts, about reactions and actions instead of nodes

const kindList = ACTION_KINDS.join(', ');

function propName(path: JsonPath): string {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `item ${last}` : `"${String(last)}"`;
}

/** What the object holding `path` takes: a reaction (depth 2) or an action of some kind (depth 4). */
function ownerTakes(document: unknown, path: JsonPath): string {
  if (path.length === 2) return ` (a reaction takes ${reactionKeys.join(', ')})`;
  const kind = valueAt(document, [...path.slice(0, -1), 'do']);
  return path.length === 4 && isActionKind(kind) ? ` (a ${kind} action takes ${actionKeys(kind).join(', ')})` : '';
}

function whatIsAt(path: JsonPath): string {
  if (path.length === 0) return 'The reactions document must be an array of reactions';
  if (path.length === 1) return 'Expected a reaction object { "element", "event", "actions" }';
  return 'Expected an action object with a "do"';
}

function messageFor(issue: z.core.$ZodIssue, document: unknown): { message: string; code: Issue['code']; missing: boolean } {
  const path = issue.path as JsonPath;
  const value = valueAt(document, path);
  const present = path.length === 0 || value !== undefined;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = article[issue.expected] ?? issue.expected;
      if (!present) return { code: 'missing-prop', missing: true, message: `Missing required ${propName(path)}: expected ${expected}${ownerTakes(document, path)}.` };
      if (path.length === 0 || typeof path[path.length - 1] === 'number') {
        return { code: path.length === 0 ? 'shape' : 'schema', missing: false, message: `${whatIsAt(path)}, got ${describeValue(value)}.` };
      }
      return { code: 'schema', missing: false, message: `${propName(path)} must be ${expected}, got ${describeValue(value)}.` };
    }
    case 'invalid_value':
      return { code: 'schema', missing: false, message: `${propName(path)} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}; got ${describeValue(value)}.` };
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator === 'do') {
        if (!present) return { code: 'missing-prop', missing: true, message: `An action needs a "do": one of ${kindList}.` };
        return { code: 'schema', missing: false, message: `Unknown action ${describeValue(value)}: "do" is one of ${kindList}.` };
      }
      if (!present) return { code: 'missing-prop', missing: true, message: `Missing required ${propName(path)}.` };
      return { code: 'schema', missing: false, message: `${propName(path)} must be a string, a number or true/false; got ${describeValue(value)}.` };
    }
    default:
      return { code: 'schema', missing: false, message: issue.message };
  }
}

/** zod issues of the reactions document as issues with paths from the document root. */
export function zodIssues(issues: readonly z.core.$ZodIssue[], document: unknown): Issue[] {
  return issues.map((zodIssue) => {
    const { message, code, missing } = messageFor(zodIssue, document);
    return { code, severity: 'error', message, path: zodIssue.path as JsonPath, target: missing ? 'missing' : 'value' };
  });
}

export { describeValue, locateIssues };
