import type { z } from 'zod';
import { locateIssues } from '../../document/analyze';
import type { Issue } from '../../document/issue';
import { valueAt, type JsonPath } from '../../document/json-path';
import { describeValue, sayExpected, sayValue } from '../../document/schema-issues';
import { say, saying, type SayKey, type SayValue, type SayValues } from '../../i18n/say';
import { ACTION_KINDS, actionKeys, isActionKind } from './actions';
import { reactionKeys } from './schema';

// the same wording as src/document/schema-issues.ts, about reactions and actions instead of nodes

const kindList = ACTION_KINDS.join(', ');

function propName(path: JsonPath): SayValue {
  const last = path[path.length - 1];
  return typeof last === 'number' ? say('issueWords.item', { n: last }) : `"${String(last)}"`;
}

/** A missing field, with what the object holding it takes: a reaction (depth 2) or an action of some kind (depth 4). */
function missingField(document: unknown, path: JsonPath, expected: SayValue): Found {
  const prop = propName(path);
  if (path.length === 2) return found('missing-prop', 'reactionIssues.missingPropOfReaction', { prop, expected, keys: reactionKeys.join(', ') }, true);
  const kind = valueAt(document, [...path.slice(0, -1), 'do']);
  if (path.length === 4 && isActionKind(kind)) return found('missing-prop', 'reactionIssues.missingPropOfAction', { prop, expected, kind, keys: actionKeys(kind).join(', ') }, true);
  return found('missing-prop', 'reactionIssues.missingProp', { prop, expected }, true);
}

function whatIsAt(path: JsonPath): SayKey {
  if (path.length === 0) return 'reactionIssues.notArray';
  if (path.length === 1) return 'reactionIssues.notReaction';
  return 'reactionIssues.notAction';
}

interface Found {
  readonly code: Issue['code'];
  readonly missing: boolean;
  readonly key: SayKey;
  readonly values: SayValues;
}

const found = (code: Issue['code'], key: SayKey, values: SayValues, missing = false): Found => ({ code, missing, key, values });

function messageFor(issue: z.core.$ZodIssue, document: unknown): Found {
  const path = issue.path as JsonPath;
  const value = valueAt(document, path);
  const present = path.length === 0 || value !== undefined;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = sayExpected(issue.expected);
      if (!present) return missingField(document, path, expected);
      if (path.length === 0 || typeof path[path.length - 1] === 'number') return found(path.length === 0 ? 'shape' : 'schema', whatIsAt(path), { got: sayValue(value) });
      return found('schema', 'reactionIssues.mustBe', { prop: propName(path), expected, got: sayValue(value) });
    }
    case 'invalid_value':
      return found('schema', 'reactionIssues.mustBeOneOf', { prop: propName(path), values: issue.values.map((v) => JSON.stringify(v)).join(', '), got: sayValue(value) });
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator === 'do') {
        if (!present) return found('missing-prop', 'reactionIssues.needsDo', { kinds: kindList }, true);
        return found('schema', 'reactionIssues.unknownAction', { got: sayValue(value), kinds: kindList });
      }
      if (!present) return found('missing-prop', 'reactionIssues.missingRequired', { prop: propName(path) }, true);
      return found('schema', 'reactionIssues.mustBeScalar', { prop: propName(path), got: sayValue(value) });
    }
    case 'too_small':
    case 'too_big':
      return found('schema', boundKey(issue), { prop: propName(path), ...boundValues(issue), got: sayValue(value) });
    case 'not_multiple_of':
      return found('schema', 'reactionIssues.notMultipleOf', { prop: propName(path), divisor: String(issue.divisor), got: sayValue(value) });
    case 'invalid_format':
      if (issue.format === 'regex' && issue.pattern !== undefined) return found('schema', 'reactionIssues.noPatternMatch', { prop: propName(path), pattern: issue.pattern, got: sayValue(value) });
      return found('schema', 'reactionIssues.badFormat', { prop: propName(path), format: issue.format, got: sayValue(value) });
    case 'unrecognized_keys':
      return found('unknown-key', 'reactionIssues.unknownKeys', { keys: issue.keys.map((key) => JSON.stringify(key)).join(', '), count: issue.keys.length });
    case 'custom':
      // a refinement's own words would need a key of their own; none of the reactions' schemas has one
      return found('schema', 'reactionIssues.notValid', { prop: propName(path), got: sayValue(value) });
    default:
      // zod's own words, for a check no reactions schema has (a record's keys, a map's entries)
      return found('schema', 'reactionIssues.zodMessage', { message: issue.message });
  }
}

type Bound = z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig;

/** A length of text or a number of entries is counted; any other bound is a number a value is compared with. */
function counted(issue: Bound): 'text' | 'entries' | undefined {
  if (issue.origin === 'string') return 'text';
  if (issue.origin === 'array' || issue.origin === 'set') return 'entries';
  return undefined;
}

function boundKey(issue: Bound): SayKey {
  const small = issue.code === 'too_small';
  const kind = counted(issue);
  if (kind === 'text') return small ? 'reactionIssues.tooShort' : 'reactionIssues.tooLong';
  if (kind === 'entries') return small ? 'reactionIssues.tooFew' : 'reactionIssues.tooMany';
  if (issue.inclusive === false) return small ? 'reactionIssues.moreThan' : 'reactionIssues.lessThan';
  return small ? 'reactionIssues.tooSmall' : 'reactionIssues.tooBig';
}

function boundValues(issue: Bound): SayValues {
  const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  return counted(issue) ? { count: Number(limit) } : { limit: String(limit) };
}

/** zod issues of the reactions document as issues with paths from the document root. */
export function zodIssues(issues: readonly z.core.$ZodIssue[], document: unknown): Issue[] {
  return issues.map((zodIssue) => {
    const { code, missing, key, values } = messageFor(zodIssue, document);
    return saying({ code, severity: 'error', path: zodIssue.path as JsonPath, target: missing ? ('missing' as const) : ('value' as const) }, key, values);
  });
}

export { describeValue, locateIssues };
