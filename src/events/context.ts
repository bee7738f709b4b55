import { exceedsDepth } from '../document/depth';
import { syntaxIssues } from '../document/syntax';
import { MAX_DEPTH } from '../schema/decisions';
import { lineColumn } from '../document/line-index';
import { sayValue } from '../document/value-words';
import { inEnglish, say, type Say, type SayKey, type SayValues } from '../i18n/say';
import { isJsonObject, type JsonObject } from './json';

export type ContextResult =
  | { readonly ok: true; readonly value: JsonObject }
  | {
      readonly ok: false;
      /** In English; `say` holds the same words for the interface language. */
      readonly message: string;
      readonly say: Say;
      /** Where the first syntax error is, as UTF-16 offsets into the text; absent for a wrong type. */
      readonly start?: number;
      readonly end?: number;
    };

/** The context sent with every message when the user has not written one. */
export const EMPTY_CONTEXT: JsonObject = Object.freeze({});

function kindOf(value: unknown): Say {
  if (typeof value === 'boolean') return say('issueWords.aBoolean');
  if (typeof value === 'string') return say('issueWords.aString');
  if (typeof value === 'number') return say('issueWords.aNumber');
  return sayValue(value);
}

function refused(key: SayKey, values?: SayValues, range?: { start: number; end: number }): ContextResult {
  const said = say(key, values);
  return { ok: false, message: inEnglish(said), say: said, ...range };
}

/** Parses the user's context text: it must be one JSON object, since every message carries it as `context`. */
export function parseContext(text: string): ContextResult {
  if (text.trim() === '') return refused('eventRefusals.contextEmpty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const [first] = syntaxIssues(text);
    if (first === undefined || first.say === undefined || first.say.key === 'jsonIssues.invalidJson') return refused('eventRefusals.contextNotJson');
    return refused('eventRefusals.contextNotJsonAt', { ...lineColumn(text, first.start), problem: first.say }, { start: first.start, end: first.end });
  }
  if (!isJsonObject(value)) return refused('eventRefusals.contextNotObject', { got: kindOf(value) });
  // every message serialises the context again, and JSON.stringify recurses
  if (exceedsDepth(value, MAX_DEPTH)) return refused('eventRefusals.contextTooDeep', { max: MAX_DEPTH });
  return { ok: true, value };
}
