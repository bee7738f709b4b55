// how a message names a value it found and a type it expected: words the panel, reactions, bridge and design checks share
import type { z } from 'zod';
import { inEnglish, say, type Say, type SayValue } from '../i18n/say';

export function describeValue(value: unknown): string {
  return inEnglish(sayValue(value));
}

/** How a message names a value it found: "the string \"x\"", "number 5", "an array". */
export function sayValue(value: unknown): Say {
  if (value === null) return say('issueWords.null');
  if (Array.isArray(value)) return say('issueWords.anArray');
  if (typeof value === 'object') return say('issueWords.anObject');
  if (typeof value === 'string') return say('issueWords.theString', { text: quoted(value) });
  if (typeof value === 'number') return say('issueWords.numberValue', { value: String(value) });
  if (typeof value === 'boolean') return say('issueWords.booleanValue', { value: String(value) });
  return say('issueWords.otherValue', { kind: typeof value, value: String(value) });
}

/** A string as a message shows it: in JSON's quotes, cut after 40 characters. */
export const quoted = (value: string) => JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);

const articleWords: Readonly<Record<string, Say>> = {
  string: say('issueWords.aString'),
  number: say('issueWords.aNumber'),
  int: say('issueWords.aWholeNumber'),
  boolean: say('issueWords.trueOrFalse'),
  object: say('issueWords.anObject'),
  array: say('issueWords.anArray'),
};

/** What a schema expected, as a message names it: "a string", "true or false". */
export const sayExpected = (expected: string): SayValue => articleWords[expected] ?? expected;

/**
 * What zod found wrong with `value`, as the end of a sentence ("it should be a string, not number 1"): for checks
 * whose own words do not name the kind (a design's settings, an event's params).
 */
export function sayZodProblem(issue: z.core.$ZodIssue, value: unknown): Say {
  const got = sayValue(value);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? say('issueWords.isMissing', { expected: sayExpected(issue.expected) }) : say('issueWords.shouldBe', { expected: sayExpected(issue.expected), got });
    case 'invalid_value':
      return say('issueWords.shouldBeOneOf', { values: issue.values.map((allowed) => JSON.stringify(allowed)).join(', '), got });
    case 'too_small':
      return say('issueWords.atLeast', { limit: String(issue.minimum), got });
    case 'too_big':
      return say('issueWords.atMost', { limit: String(issue.maximum), got });
    case 'unrecognized_keys':
      return say('issueWords.unknownKeys', { keys: issue.keys.map((key) => JSON.stringify(key)).join(', ') });
    default:
      return say('issueWords.cannotBe', { got });
  }
}
