// how a message names a value it found and a type it expected: words the panel, reactions, bridge and design checks share
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
