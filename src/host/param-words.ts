// A call's params problem ("is missing: it must be a string", from json-text's expected()) as words for the
// interface language: the English names of kinds and of what is expected, each mapped to its message.
import { say, type Say, type SayKey } from '../i18n/say';

// kindOf's English (kindSaid's words)
const KINDS: Readonly<Record<string, SayKey>> = {
  null: 'issueWords.null',
  nothing: 'hostChecks.nothing',
  'an array': 'issueWords.anArray',
  'an object': 'issueWords.anObject',
  'a whole number': 'issueWords.aWholeNumber',
  'a number': 'issueWords.aNumber',
  'a string': 'issueWords.aString',
  'a boolean': 'issueWords.aBoolean',
};

// what the methods' params schemas expect, as written in their expected() calls
const EXPECTED: Readonly<Record<string, SayKey>> = {
  'a string': 'issueWords.aString',
  'true or false': 'issueWords.trueOrFalse',
  'an object': 'issueWords.anObject',
  'a JSON value': 'hostChecks.aJsonValue',
  'a whole number from 1': 'hostAnswers.aWholeNumberFrom1',
  'an object of strings': 'hostAnswers.anObjectOfStrings',
  'a number of milliseconds': 'hostAnswers.aNumberOfMilliseconds',
};

const PROBLEM = /^(?:is missing: it must be (.+)|must be (.+), got (.+)|has an unknown key (.+))$/;

/** The words of one params problem; undefined where its English names something not mapped here. */
export function paramProblemSaid(english: string): Say | undefined {
  const found = PROBLEM.exec(english);
  if (!found) return undefined;
  const [, missing, wanted, got, keys] = found;
  if (keys !== undefined) return say('hostChecks.unknownKey', { keys });
  const expectedKey = EXPECTED[(missing ?? wanted)!];
  if (!expectedKey) return undefined;
  if (missing !== undefined) return say('hostChecks.missing', { expected: say(expectedKey) });
  const gotKey = KINDS[got!];
  return gotKey && say('hostChecks.mustBe', { expected: say(expectedKey), got: say(gotKey) });
}
