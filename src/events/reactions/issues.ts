import type { z } from 'zod';
import { MAX_REPORTED_ISSUES } from '../../document/analyze';
import { withinStack } from '../../document/depth';
import { bySeverityThenOffset, type Issue, type LocatedIssue } from '../../document/issue';
import { toPointer, valueAt, type JsonPath } from '../../document/json-path';
import { locatePaths, rangeFor, type Location } from '../../document/locate';
import { ACTION_KINDS, actionKeys, reactionKeys, type ActionKind } from './schema';

// the same wording as src/document/schema-issues.ts, about reactions and actions instead of nodes

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  return `${typeof value} ${String(value)}`;
}

const article: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

const kindList = ACTION_KINDS.join(', ');

function propName(path: JsonPath): string {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `item ${last}` : `"${String(last)}"`;
}

function isActionKind(value: unknown): value is ActionKind {
  return typeof value === 'string' && (ACTION_KINDS as readonly string[]).includes(value);
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

/** Issues → text ranges, as src/document/analyze.ts does for the tree: capped, one pass, sorted. */
export function locateIssues(text: string, issues: readonly Issue[]): LocatedIssue[] {
  if (issues.length === 0) return [];
  const kept = issues.slice(0, MAX_REPORTED_ISSUES);
  const lookup = (issue: Issue) => (issue.target === 'missing' ? issue.path.slice(0, -1) : issue.path);
  const locations = withinStack(() => locatePaths(text, kept.map(lookup))) ?? new Map<string, Location>();
  const located: LocatedIssue[] = kept.map((issue) => ({ ...issue, ...rangeFor(locations.get(toPointer(lookup(issue))), issue.target, text.length) }));
  if (issues.length > kept.length) {
    located.push({
      code: 'schema',
      severity: 'info',
      message: `${(issues.length - kept.length).toLocaleString('en')} more issues not shown; fix these first.`,
      path: [],
      target: 'value',
      start: 0,
      end: Math.min(1, text.length),
    });
  }
  return located.sort(bySeverityThenOffset);
}
