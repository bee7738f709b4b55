// How the reactions' problems name things, as nested words every language says: node types with their
// article, lists joined by "or", what a value schema takes, a guess at a misspelt name.
import type { z } from 'zod';
import { closest } from '../../document/suggest';
import { say, type Say, type SayValue } from '../../i18n/say';
import type { EventValue } from '../messages';
import type { NameSet } from '../node-events';

const MAX_NAMED = 12;

/** "a button", "an input"; "A button" where it starts a sentence. */
export function sayType(type: string, first = false): Say {
  const vowel = /^[aeiou]/.test(type);
  if (first) return say(vowel ? 'reactionIssues.anTypeFirst' : 'reactionIssues.aTypeFirst', { type });
  return say(vowel ? 'reactionIssues.anType' : 'reactionIssues.aType', { type });
}

/** "a string or a number": the parts joined by "or", in order. */
export function orList(parts: readonly SayValue[]): SayValue {
  const [first = '', ...rest] = parts;
  return rest.reduce<SayValue>((list, part) => say('reactionIssues.orList', { list, part }), first);
}

/** "a list, a flow or a table": commas, then "or" before the last. */
export function commaOrList(parts: readonly SayValue[]): SayValue {
  if (parts.length < 2) return orList(parts);
  const [first, ...middle] = parts.slice(0, -1);
  const head = middle.reduce<SayValue>((list, part) => say('issueWords.listMore', { list, part }), first!);
  return say('reactionIssues.orList', { list: head, part: parts.at(-1)! });
}

/** "a button or a list": each node type once with its article, the first capitalised when it starts a sentence. */
export function sayKinds(types: readonly string[], first = false): SayValue {
  return orList([...new Set(types)].map((type, i) => sayType(type, first && i === 0)));
}

// which JSON scalars a value schema accepts, read from the schema itself rather than a list per node type
export const samples: readonly (readonly [unknown, Say])[] = [
  ['', say('issueWords.aString')],
  [0, say('issueWords.aNumber')],
  [true, say('issueWords.trueOrFalse')],
];

/** "a string or a number": the scalars `schema` accepts. */
export function accepted(schema: z.ZodType): SayValue {
  return orList(samples.filter(([sample]) => schema.safeParse(sample).success).map(([, what]) => what));
}

/** Names as a message lists them: quoted as JSON, the first dozen, then how many more. */
export function listed(names: readonly EventValue[]): SayValue {
  const shown = names
    .slice(0, MAX_NAMED)
    .map((name) => JSON.stringify(name))
    .join(', ');
  return names.length > MAX_NAMED ? say('mediaIssues.listedMore', { shown, n: names.length - MAX_NAMED }) : shown;
}

/** ` (did you mean "x"?)` after a misspelt name, or nothing when no name is close. */
export function didYouMean(word: string, candidates: Iterable<string>): SayValue {
  const guess = closest(word, candidates);
  return guess === undefined ? '' : say('reactionIssues.didYouMean', { guess });
}

/** "option with the value "xl"", "tab "x"": a name as the reactions' problems quote it. */
export function nameOf(set: NameSet, name: EventValue): Say {
  return say(set.byValue ? 'reactionIssues.nameWithValue' : 'reactionIssues.nameWithId', { noun: set.noun, value: JSON.stringify(name) });
}
