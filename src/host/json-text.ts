// JSON text a person edits (the environment, settings files), checked by a zod schema, with the place of the first problem.
import type { z } from 'zod';
import { locatePaths, toPointer, type JsonPath } from '../document';
import { exceedsDepth } from '../document/depth';
import { syntaxIssues } from '../document/syntax';
import { MAX_DEPTH } from '../schema/decisions';
import { lineColumn } from '../document/line-index';
import { inEnglish, say, type Say, type SayKey, type SayValues } from '../i18n/say';

/** `Checked`'s shape, plus where the problem is (UTF-16 offsets) for an editor marker. */
export type CheckedText<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: string; readonly say?: Say; readonly start?: number; readonly end?: number };

/** How a checked text's problems are said in the interface language: its name, and the words of one zod issue. */
export interface TextWords {
  readonly what: Say;
  /** Undefined where the schema's English is all there is. */
  readonly problem: (issue: z.core.$ZodIssue, value: unknown) => Say | undefined;
}

/** The kind of a parsed JSON value (or nothing), as words for the interface language. */
export function kindSaid(value: unknown): Say {
  if (value === null) return say('issueWords.null');
  if (value === undefined) return say('hostChecks.nothing');
  if (Array.isArray(value)) return say('issueWords.anArray');
  if (typeof value === 'object') return say('issueWords.anObject');
  if (typeof value === 'number') return say(Number.isInteger(value) ? 'issueWords.aWholeNumber' : 'issueWords.aNumber');
  if (typeof value === 'string') return say('issueWords.aString');
  return say('issueWords.aBoolean');
}

/** `kindSaid`'s English: "a whole number", "nothing". */
export const kindOf = (value: unknown): string => inEnglish(kindSaid(value));

/** `workspaces[0].panes[1].id`: the path as a person would write it in JavaScript. */
export function pathLabel(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const name = String(segment);
      const plain = /^[A-Za-z_$][\w$]*$/.test(name);
      return plain ? `${index === 0 ? '' : '.'}${name}` : `[${JSON.stringify(name)}]`;
    })
    .join('');
}

export function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** A zod error callback: "is missing" or "must be …, got …", so every message names what is expected. */
export function expected(what: string) {
  return (issue: { readonly code?: string; readonly input?: unknown; readonly keys?: readonly string[] }): string => {
    if (issue.code === 'unrecognized_keys') return `has an unknown key ${issue.keys?.map((key) => JSON.stringify(key)).join(', ')}`;
    if (issue.input === undefined) return `is missing: it must be ${what}`;
    return `must be ${what}, got ${kindOf(issue.input)}`;
  };
}

/**
 * Parses `text` as JSON and checks it with `schema`; `what` names the text in messages ("The environment").
 * With `words`, a problem is also said as words for the interface language.
 */
export function parseJsonText<T>(text: string, schema: z.ZodType<T>, what: string, words?: TextWords): CheckedText<T> {
  const fail = (reason: string, said: (what: Say) => Say | undefined, range?: { start: number; end: number }): CheckedText<T> => {
    const inWords = words && said(words.what);
    return { ok: false, reason, ...(inWords && { say: inWords }), ...range };
  };
  const saying = (key: SayKey, values: SayValues = {}) => (name: Say) => say(key, { what: name, ...values });
  if (text.trim() === '') return fail(`${what} is empty.`, saying('hostChecks.empty'));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const [first] = syntaxIssues(text);
    if (first === undefined) return fail(`${what} is not valid JSON.`, saying('hostChecks.notJson'));
    const place = lineColumn(text, first.start);
    return fail(`${what} is not valid JSON (${lineAndColumn(text, first.start)}): ${first.message}`, (name) => first.say && say('hostChecks.notJsonAt', { what: name, ...place, problem: first.say }), { start: first.start, end: first.end });
  }
  // zod walks nested values recursively
  if (exceedsDepth(value, MAX_DEPTH)) return fail(`${what} is nested deeper than ${MAX_DEPTH} levels.`, saying('hostChecks.tooDeep', { max: MAX_DEPTH }));
  const checked = schema.safeParse(value);
  if (checked.success) return { ok: true, value: checked.data };
  // a misspelt key is also a missing one: naming the unknown key explains both
  const issue = checked.error.issues.find((candidate) => candidate.code === 'unrecognized_keys') ?? checked.error.issues[0];
  if (issue === undefined) return fail(`${what} is not valid.`, saying('hostChecks.notValid'));
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const path = (unknownKey === undefined ? issue.path : [...issue.path, unknownKey]).filter((segment): segment is string | number => typeof segment !== 'symbol');
  const range = rangeOf(text, path, unknownKey !== undefined);
  const where = range ? ` (${lineAndColumn(text, range.start)})` : '';
  const place = range ? lineColumn(text, range.start) : undefined;
  const problem = (name: Say, root: boolean): Say | undefined => {
    const why = words?.problem(issue, value);
    if (!why) return undefined;
    const values = { what: name, problem: why, ...place, ...(root ? {} : { path: pathLabel(issue.path) }) };
    return say(root ? (place ? 'hostChecks.rootProblemAt' : 'hostChecks.rootProblem') : place ? 'hostChecks.pathProblemAt' : 'hostChecks.pathProblem', values);
  };
  if (issue.path.length === 0) return fail(`${what}${where} ${issue.message}.`, (name) => problem(name, true), range);
  return fail(`${what} is not valid${where}: ${pathLabel(issue.path)} ${issue.message}.`, (name) => problem(name, false), range);
}

/** The key of an unknown key, the value otherwise; a missing value is marked at the object that lacks it. */
function rangeOf(text: string, path: JsonPath, atKey: boolean): { start: number; end: number } | undefined {
  const locations = locatePaths(text, [path, path.slice(0, -1)]);
  const own = locations.get(toPointer(path));
  const parent = locations.get(toPointer(path.slice(0, -1)));
  return (atKey ? own?.key : own?.value) ?? parent?.anchor ?? parent?.value;
}
