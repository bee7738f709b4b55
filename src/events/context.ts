import { exceedsDepth } from '../document/depth';
import { syntaxIssues } from '../document/syntax';
import { DESIGNER_RULE, MAX_DEPTH } from '../schema/decisions';
import { isJsonObject, type JsonObject } from './json';

export type ContextResult =
  | { readonly ok: true; readonly value: JsonObject }
  | {
      readonly ok: false;
      readonly message: string;
      /** Where the first syntax error is, as UTF-16 offsets into the text; absent for a wrong type. */
      readonly start?: number;
      readonly end?: number;
    };

/** The context sent with every message when the user has not written one. */
export const EMPTY_CONTEXT: JsonObject = Object.freeze({});

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return typeof value;
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** Parses the user's context text: it must be one JSON object, since every message carries it as `context`. */
export function parseContext(text: string): ContextResult {
  if (text.trim() === '') return { ok: false, message: 'The context is empty: write {} for an empty context.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const [first] = syntaxIssues(text);
    if (first === undefined || first.message === 'Invalid JSON.') return { ok: false, message: 'The context is not valid JSON.' };
    return {
      ok: false,
      message: `The context is not valid JSON (${lineAndColumn(text, first.start)}): ${first.message}`,
      start: first.start,
      end: first.end,
    };
  }
  if (!isJsonObject(value)) return { ok: false, message: `The context must be a JSON object, got ${kindOf(value)}. ${DESIGNER_RULE}` };
  // every message serialises the context again, and JSON.stringify recurses
  if (exceedsDepth(value, MAX_DEPTH)) return { ok: false, message: `The context is nested deeper than ${MAX_DEPTH} levels.` };
  return { ok: true, value };
}
