import { isRecord } from '../json';
import type { Message } from './messages';

/** A setPanel tree's size: kept as a number, so the log writes it in the interface language when it draws. */
export interface NodeCount {
  readonly nodes: number;
  /** The count stopped early: there are more. */
  readonly more: boolean;
}

/** One field of a summary: the message's own text, or a count in the designer's words. */
export type SummaryField = string | NodeCount;

/** What one wire-log line says, in short, ahead of its raw JSON. */
export interface WireSummary {
  /** The method, or `result` / `error` for a response. */
  readonly label: string;
  /** Short fields, each shown apart (an RTL value stays inside its own field). */
  readonly fields: readonly SummaryField[];
}

/** A node count in English, where no interface language is at hand (tests, copies). */
export const englishNodes = ({ nodes, more }: NodeCount): string => `${nodes}${more ? '+' : ''} node${nodes === 1 && !more ? '' : 's'}`;

/** A field as text: a node count in the words `nodesText` writes it (English unless given). */
export const fieldText = (field: SummaryField, nodesText: (count: NodeCount) => string = englishNodes): string => (typeof field === 'string' ? field : nodesText(field));

/** Graphemes of a quoted string before it is cut with an ellipsis. */
export const SUMMARY_TEXT_CHARS = 32;
// a brief of an array or object stops growing past this many characters
const BRIEF_CHARS = 80;
const BRIEF_ITEMS = 3;
// a setPanel tree is walked to count its nodes until this many values were seen
const COUNT_VISITS = 2_000_000;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// bidi controls and other invisible controls would reorder or hide the text around them
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** At most `max` graphemes of `text` on one line: breaks shown as ↵, controls as �, a cut as …. */
export function shortText(text: string, max: number = SUMMARY_TEXT_CHARS): string {
  // segment only a prefix, longer while it splits into too few graphemes: a 16 MB value costs as much as a short one
  let graphemes: string[] = [];
  let full = false;
  let prefixCut = false;
  for (let units = max * 4 + 8; ; units *= 4) {
    const prefix = text.slice(0, units);
    prefixCut = prefix.length < text.length;
    graphemes = [];
    full = false;
    for (const { segment } of segmenter.segment(prefix)) {
      if (graphemes.length === max) {
        full = true;
        break;
      }
      graphemes.push(segment);
    }
    if (full || !prefixCut || units > max * 256) break;
  }
  // the prefix may have split its last grapheme
  if (prefixCut && !full) graphemes.pop();
  const oneLine = graphemes.join('').replace(/\r\n|\r|\n|\u2028|\u2029/g, '↵').replace(/\t/g, ' ').replace(CONTROL, '\ufffd');
  return full || prefixCut ? `${oneLine}…` : oneLine;
}

const quoted = (text: string, max?: number) => `"${shortText(text, max)}"`;

/** Any JSON value in a few characters, without walking (or stringifying) more of it than is shown. */
export function brief(value: unknown, room: number = BRIEF_CHARS): string {
  if (typeof value === 'string') return quoted(value, Math.max(8, Math.min(SUMMARY_TEXT_CHARS, room - 2)));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const shown: string[] = [];
    let used = 0;
    for (const item of value.slice(0, BRIEF_ITEMS)) {
      if (used >= room) break;
      const text = brief(item, Math.max(16, (room - used) / 2));
      shown.push(text);
      used += text.length + 2;
    }
    return `[${value.length}] ${shown.join(', ')}${shown.length < value.length ? ', …' : ''}`;
  }
  if (isRecord(value)) {
    const shown: string[] = [];
    let used = 0;
    let more = false;
    for (const key in value) {
      if (used >= room || shown.length === BRIEF_ITEMS + 1) {
        more = true;
        break;
      }
      const text = `${shortText(key, 16)}: ${brief(value[key], Math.max(16, (room - used) / 2))}`;
      shown.push(text);
      used += text.length + 2;
    }
    return `{${shown.join(', ')}${more ? ', …' : ''}}`;
  }
  return '';
}

function paramsOf(message: Message): Record<string, unknown> {
  return 'params' in message && isRecord(message.params) ? message.params : {};
}

const textField = (name: string, value: unknown): string[] => (value === undefined ? [] : [typeof value === 'string' ? `${name} ${quoted(value)}` : `${name} ${brief(value)}`]);

/** The value's own text when it is a string, else the value in brief: for fields that name rather than quote. */
const nameOf = (value: unknown): string => (typeof value === 'string' ? shortText(value) : value === undefined ? '?' : brief(value, 24));

/** The nodes of a panel tree (objects with a string `type`), counted without recursion; `more` when the walk stopped early. */
export function countNodes(tree: unknown): { readonly nodes: number; readonly more: boolean } {
  const stack: unknown[] = [tree];
  let nodes = 0;
  let visits = 0;
  while (stack.length > 0) {
    if (++visits > COUNT_VISITS) return { nodes, more: true };
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) stack.push(item);
    } else if (isRecord(value)) {
      if (typeof value.type === 'string') nodes++;
      for (const key in value) {
        const child = value[key];
        if (typeof child === 'object' && child !== null) stack.push(child);
      }
    }
  }
  return { nodes, more: false };
}

function setPanelFields(params: Record<string, unknown>): SummaryField[] {
  const tree = params.tree;
  if (!isRecord(tree)) return textField('tree', tree ?? null);
  const root = [typeof tree.type === 'string' ? shortText(tree.type, 16) : '?', ...(typeof tree.id === 'string' ? [quoted(tree.id)] : [])].join(' ');
  return [root, countNodes(tree)];
}

// each method names the few params that tell its lines apart; a method not here shows its params in brief
const FIELDS: Readonly<Record<string, (params: Record<string, unknown>) => SummaryField[]>> = {
  'ui/event': (p) => [
    `${nameOf(p.element)} · ${nameOf(p.event)}`,
    ...textField('value', p.value),
    ...textField('item', p.item),
    ...textField('action', p.action),
  ],
  'ui/setPanel': setPanelFields,
  'ui/notify': (p) => [nameOf(p.kind ?? 'info'), ...(p.message === undefined ? [] : [brief(p.message)])],
  'ui/setBadge': (p) => [brief(p.text ?? null)],
  'ui/showPanel': () => [],
  'context/get': () => [],
  'host/info': () => [],
  'workspace/list': () => [],
  'host/openUrl': (p) => [nameOf(p.url)],
  'host/revealPath': (p) => [nameOf(p.path)],
  'prompt/inject': (p) => [brief(p.text), ...textField('target', p.target), ...textField('pane', p.paneId), ...(p.submit === true ? ['submit'] : [])],
  'terminal/send': (p) => [brief(p.text), ...textField('pane', p.paneId), ...(p.submit === true ? ['submit'] : [])],
  'session/get': (p) => [...textField('pane', p.paneId), ...textField('maxTurns', p.maxTurns)],
  initialize: (p) => [
    ...textField('plugin', isRecord(p.plugin) ? p.plugin.id : undefined),
    ...(typeof p.language === 'string' ? [shortText(p.language, 12)] : []),
    ...textField('api', p.apiVersion),
  ],
  'command/execute': (p) => [nameOf(p.command), ...(p.args === undefined || p.args === null ? [] : [`args ${brief(p.args)}`])],
  'url/open': (p) => [nameOf(p.url ?? p.path)],
  'panel/open': () => [],
  'panel/close': () => [],
  'context/changed': () => [],
  shutdown: () => [],
};

function methodFields(method: string, params: Record<string, unknown>): SummaryField[] {
  const fields = Object.hasOwn(FIELDS, method) ? FIELDS[method] : undefined;
  if (fields) return fields(params);
  return Object.keys(params).length === 0 ? [] : [brief(params)];
}

/**
 * The summary of one message; `answers` is, for a response, the method of the request it answers ('' when unknown).
 * Reads the parsed message and never serialises it, so a 16 MB `ui/setPanel` costs one walk of its tree.
 */
export function summarize(message: Message, answers = ''): WireSummary {
  const id = 'id' in message && typeof message.id === 'number' ? [`#${message.id}`] : [];
  if ('method' in message) {
    const method = typeof message.method === 'string' ? message.method : '?';
    return { label: shortText(method, 40), fields: [...id, ...methodFields(method, paramsOf(message))] };
  }
  const about = answers === '' ? [] : [shortText(answers, 40)];
  if ('error' in message) {
    const error: unknown = message.error;
    const detail = isRecord(error) ? [...(error.code === undefined ? [] : [brief(error.code)]), ...(error.message === undefined ? [] : [brief(error.message)])] : [brief(error)];
    return { label: 'error', fields: [...id, ...about, ...detail] };
  }
  const result: unknown = 'result' in message ? message.result : undefined;
  return { label: 'result', fields: [...id, ...about, result === undefined ? '' : brief(result)].filter((field) => field !== '') };
}

/** The raw line drawn (and hovered) whole up to this many characters; Copy and the opened view have all of it. */
export const LINE_HEAD_CHARS = 4000;

const englishMore = (left: number) => `… (${left.toLocaleString('en')} more characters)`;

/**
 * The start of a huge line, saying how much is left out: a 16 MB text node or title would slow every redraw.
 * `moreText` writes the "… (n more characters)" tail (English unless given).
 */
export function lineHead(line: string, max: number = LINE_HEAD_CHARS, moreText: (left: number) => string = englishMore): string {
  if (line.length <= max) return line;
  // never split a surrogate pair
  const end = /[\ud800-\udbff]/.test(line[max - 1] ?? '') ? max - 1 : max;
  return `${line.slice(0, end)}${moreText(line.length - end)}`;
}
