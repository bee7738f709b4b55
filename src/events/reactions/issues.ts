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
      // as zod names it, since the reactions' words never had one for whole numbers
      const expected = issue.expected === 'int' ? 'int' : sayExpected(issue.expected);
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
    default:
      // zod's own words, for a check the reactions' schema words itself
      return found('schema', 'reactionIssues.zodMessage', { message: issue.message });
  }
}

/** zod issues of the reactions document as issues with paths from the document root. */
export function zodIssues(issues: readonly z.core.$ZodIssue[], document: unknown): Issue[] {
  return issues.map((zodIssue) => {
    const { code, missing, key, values } = messageFor(zodIssue, document);
    return saying({ code, severity: 'error', path: zodIssue.path as JsonPath, target: missing ? ('missing' as const) : ('value' as const) }, key, values);
  });
}

export { describeValue, locateIssues };
