import { NOTIFY_INTERVAL_FROM, NOTIFY_MIN_INTERVAL_MS, WIRE_LOG_LIMIT } from '../schema/decisions';
import type { JsonValue } from './json';
import {
  ERROR_CODES,
  PLUGIN_METHODS,
  errorResponse,
  isRequest,
  isResponse,
  response,
  simulatedResult,
  toLine,
  type Direction,
  type Message,
} from './messages';
import { summarize, type WireSummary } from './wire-summary';

export interface WireEntry {
  /** Position in the session, never reused, also after a clear. */
  readonly seq: number;
  /** Milliseconds since the epoch, from the caller's clock. */
  readonly time: number;
  readonly direction: Direction;
  /** The exact JSON line, without the newline. */
  readonly line: string;
  /** The line in short, read from the parsed message when it was recorded. */
  readonly summary: WireSummary;
  /** For a response, the method of the request it answers (or '' when there was none). */
  readonly method: string;
  readonly kind: 'request' | 'notification' | 'response';
  readonly id?: number;
  /** The `element` of a `ui/event`, for filtering and highlighting. */
  readonly element?: string;
  /** A `ui/notify` the host answered and then discarded (the 700 ms rule). */
  readonly dropped?: boolean;
}

/** An immutable log of one simulated session: every function returns a new log. */
export interface WireLog {
  readonly entries: readonly WireEntry[];
  readonly nextSeq: number;
  /** The last request id used per direction: ids are counted per direction, from 1. */
  readonly lastId: Readonly<Record<Direction, number>>;
  /** Requests not yet answered, by the direction they went and their id, mapped to their method. */
  readonly pending: Readonly<Record<Direction, ReadonlyMap<number, string>>>;
  /** When the last `ui/notify` arrived (or was shown, see NOTIFY_INTERVAL_FROM). */
  readonly lastNotifyAt?: number;
  readonly limit: number;
}

export interface Recorded {
  readonly log: WireLog;
  /** The entries this call appended, in order. */
  readonly added: readonly WireEntry[];
}

export function createWireLog(limit: number = WIRE_LOG_LIMIT): WireLog {
  return { entries: [], nextSeq: 1, lastId: { toPlugin: 0, fromPlugin: 0 }, pending: { toPlugin: new Map(), fromPlugin: new Map() }, limit };
}

/** The id the next request in `direction` should carry. */
export function nextRequestId(log: WireLog, direction: Direction): number {
  return log.lastId[direction] + 1;
}

const opposite: Record<Direction, Direction> = { toPlugin: 'fromPlugin', fromPlugin: 'toPlugin' };

function elementOf(message: Message): string | undefined {
  if (!('method' in message) || message.method !== 'ui/event') return undefined;
  const params = message.params;
  return typeof params === 'object' && params !== null && 'element' in params && typeof params.element === 'string' ? params.element : undefined;
}

/** Appends one message as it crosses the pipe in `direction`. */
export function record(log: WireLog, direction: Direction, message: Message, time: number): Recorded {
  let { lastId, pending, lastNotifyAt } = log;
  let method: string;
  let kind: WireEntry['kind'];
  let dropped = false;
  if (isResponse(message)) {
    kind = 'response';
    const asked = new Map(pending[opposite[direction]]);
    method = asked.get(message.id) ?? '';
    asked.delete(message.id);
    pending = { ...pending, [opposite[direction]]: asked };
  } else {
    method = message.method;
    kind = isRequest(message) ? 'request' : 'notification';
    if (isRequest(message)) {
      lastId = { ...lastId, [direction]: Math.max(lastId[direction], message.id) };
      pending = { ...pending, [direction]: new Map(pending[direction]).set(message.id, method) };
    }
    if (direction === 'fromPlugin' && method === 'ui/notify') {
      dropped = lastNotifyAt !== undefined && time - lastNotifyAt < NOTIFY_MIN_INTERVAL_MS;
      if (NOTIFY_INTERVAL_FROM === 'previous-arrival' || !dropped) lastNotifyAt = time;
    }
  }
  const element = elementOf(message);
  const entry: WireEntry = {
    seq: log.nextSeq,
    time,
    direction,
    line: toLine(message),
    summary: summarize(message, kind === 'response' ? method : ''),
    method,
    kind,
    ...('id' in message ? { id: message.id } : {}),
    ...(element !== undefined ? { element } : {}),
    ...(dropped ? { dropped } : {}),
  };
  const entries = log.entries.length >= log.limit ? [...log.entries.slice(log.entries.length - log.limit + 1), entry] : [...log.entries, entry];
  return { log: { ...log, entries, nextSeq: log.nextSeq + 1, lastId, pending, lastNotifyAt }, added: [entry] };
}

const knownPluginMethods: ReadonlySet<string> = new Set(PLUGIN_METHODS);

/**
 * A message the plugin writes, followed, when it is a request, by the simulated host's answer:
 * `result` if given, else the designer's simulated result, else an error as the host would give.
 * A `ui/notify` request is answered normally even when it is dropped.
 */
export function pluginSends(log: WireLog, message: Message, time: number, result?: JsonValue): Recorded {
  const sent = record(log, 'fromPlugin', message, time);
  if (!isRequest(message)) return sent;
  const answer = result ?? simulatedResult(message.method);
  const reply =
    answer !== undefined
      ? response(message.id, answer)
      : knownPluginMethods.has(message.method)
        ? errorResponse(message.id, ERROR_CODES.unavailable, `${message.method} is not simulated by the designer`)
        : errorResponse(message.id, ERROR_CODES.unknownMethod, `Unknown method ${message.method}`);
  const answered = record(sent.log, 'toPlugin', reply, time);
  return { log: answered.log, added: [...sent.added, ...answered.added] };
}

/** Empties the list but keeps the session: ids, sequence numbers and the notify clock go on. */
export function clearEntries(log: WireLog): WireLog {
  return { ...log, entries: [] };
}

export interface WireFilter {
  readonly method?: string;
  readonly element?: string;
}

export function filterEntries(entries: readonly WireEntry[], filter: WireFilter): WireEntry[] {
  return entries.filter(
    (entry) => (filter.method === undefined || entry.method === filter.method) && (filter.element === undefined || entry.element === filter.element),
  );
}

function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined && value !== ''))];
}

/** The methods present, in order of first appearance, for the filter's choices. */
export function methodsIn(entries: readonly WireEntry[]): string[] {
  return distinct(entries.map((entry) => entry.method));
}

export function elementsIn(entries: readonly WireEntry[]): string[] {
  return distinct(entries.map((entry) => entry.element));
}

/** The lines as NDJSON: one per line, each ended by a newline, as they would cross the pipe. */
export function toNdjson(entries: readonly WireEntry[]): string {
  return entries.map((entry) => `${entry.line}\n`).join('');
}
