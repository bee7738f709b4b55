// How an input's completions fit the word being typed, as Agentty reads them (agentty-look.md §4, §5.6).
import { MAX_COMPLETIONS } from '../schema';
import { isRecord } from './coerce';

/** Rows of suggestions shown at once. */
export const SHOWN_COMPLETIONS = 8;

/** One completion as the preview reads it from the raw tree. */
export interface CompletionEntry {
  /** Its place in the node's `completions`. */
  readonly index: number;
  readonly label: string;
  /** What replaces the word: `insert`, else the label. */
  readonly insert: string;
  readonly detail: string | undefined;
}

/** The stretch of text a completion replaces and the word typed there. */
export interface CompletionWord {
  /** Where the replaced text starts: a `{{` right before the word is part of it. */
  readonly from: number;
  /** Where it ends: a `}}` right after a braced word is part of it. */
  readonly to: number;
  readonly word: string;
  /** The word follows `{{`: even no letters at all lists completions. */
  readonly braced: boolean;
}

/** Suggestions on screen: what they replace, which completions (best first, at most 8), and the one ↑ ↓ are on. */
export interface Suggestions {
  readonly word: CompletionWord;
  readonly entries: readonly CompletionEntry[];
  readonly active: number;
}

// letters and digits of any script, and the characters names and paths use
const WORD_CHAR = /[\p{Alphabetic}\p{N}_\-.$]/u;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

/** The character ending right before `at`, a surrogate pair taken whole. */
function charBefore(text: string, at: number): string | undefined {
  if (at <= 0) return undefined;
  const low = text.charCodeAt(at - 1);
  const pair = at >= 2 && low >= 0xdc00 && low <= 0xdfff && text.charCodeAt(at - 2) >= 0xd800 && text.charCodeAt(at - 2) <= 0xdbff;
  return text.slice(pair ? at - 2 : at - 1, at);
}

function charAt(text: string, at: number): string | undefined {
  const code = text.codePointAt(at);
  return code === undefined ? undefined : String.fromCodePoint(code);
}

/**
 * The word a completion would replace with the caret at `caret` (a UTF-16 offset), or undefined:
 * the caret must end a word (or a `{{` just typed), not sit inside one.
 */
export function completionWord(text: string, caret: number): CompletionWord | undefined {
  if (caret < 0 || caret > text.length) return undefined;
  // a caret in the middle of a word is editing it, not finishing it
  if (isWordChar(charAt(text, caret))) return undefined;
  let start = caret;
  for (let char = charBefore(text, start); isWordChar(char); char = charBefore(text, start)) start -= char!.length;
  const word = text.slice(start, caret);
  const braced = text.slice(0, start).endsWith('{{');
  if (word === '' && !braced) return undefined;
  const closes = braced && text.startsWith('}}', caret);
  return { from: braced ? start - 2 : start, to: closes ? caret + 2 : caret, word, braced };
}

/**
 * The completions that fit `word`, best first: those whose label starts with it, then those holding it
 * (case aside). Without braces a word needs two letters, and one that already is a whole label offers nothing.
 */
export function matchingCompletions(entries: readonly CompletionEntry[], word: string, braced: boolean): CompletionEntry[] {
  if (!braced && [...word].length < 2) return [];
  const lower = word.toLowerCase();
  const starts: CompletionEntry[] = [];
  const holds: CompletionEntry[] = [];
  for (const entry of entries) {
    const label = entry.label.toLowerCase();
    if (!braced && label === lower) return [];
    if (label.startsWith(lower)) starts.push(entry);
    else if (label.includes(lower)) holds.push(entry);
  }
  return [...starts, ...holds];
}

/** An input's `completions` as drawn: the first 500, each with a text label; anything else is skipped. */
export function readCompletions(value: unknown): CompletionEntry[] {
  if (!Array.isArray(value)) return [];
  const out: CompletionEntry[] = [];
  value.slice(0, MAX_COMPLETIONS).forEach((raw: unknown, index) => {
    if (!isRecord(raw) || typeof raw.label !== 'string') return;
    const insert = typeof raw.insert === 'string' ? raw.insert : raw.label;
    out.push({ index, label: raw.label, insert, detail: typeof raw.detail === 'string' ? raw.detail : undefined });
  });
  return out;
}

/** The suggestions for a field showing `text` with the caret at `caret`, or undefined when none fit. */
export function suggest(entries: readonly CompletionEntry[], text: string, caret: number): Suggestions | undefined {
  if (entries.length === 0) return undefined;
  const word = completionWord(text, caret);
  if (word === undefined) return undefined;
  const found = matchingCompletions(entries, word.word, word.braced).slice(0, SHOWN_COMPLETIONS);
  return found.length ? { word, entries: found, active: 0 } : undefined;
}

/** The suggestions with ↑ (-1) or ↓ (+1) pressed: the highlight wraps round. */
export function stepSuggestion(suggestions: Suggestions, by: -1 | 1): Suggestions {
  const count = suggestions.entries.length;
  return { ...suggestions, active: (suggestions.active + by + count) % count };
}

/** The text once suggestion `at` is taken, and where the caret goes (right after what was put in). */
export function applySuggestion(text: string, suggestions: Suggestions, at = suggestions.active): { text: string; caret: number } | undefined {
  const entry = suggestions.entries[at];
  if (entry === undefined) return undefined;
  const { from, to } = suggestions.word;
  return { text: text.slice(0, from) + entry.insert + text.slice(to), caret: from + entry.insert.length };
}
