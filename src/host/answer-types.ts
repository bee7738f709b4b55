// What answering one plugin call produces, shared by the answer modules.
import { z } from 'zod';
import { ERROR_CODES } from '../events';
import type { JsonObject, JsonValue } from '../json';
import { isRecord } from '../json';
import type { HostEffect, HostSettings } from './contract';
import type { HostServices } from './services';
import type { PluginStorage } from './storage';
import { expected, kindSaid, pathLabel } from './json-text';
import { paramProblemSaid } from './param-words';
import type { ViolationRule } from './rules';
import { englishOf, say, sentences, type Said, type Say } from '../i18n/say';

/** The spec's codes and Agentty's -32603 (internal: its storage could not be read or written). */
export const HOST_ERROR_CODES = { ...ERROR_CODES, internal: -32603 } as const;
export type ErrorCode = (typeof HOST_ERROR_CODES)[keyof typeof HOST_ERROR_CODES];

/** An answer that comes later (net/fetch, host/timer): it holds one of the plugin's places of `slot` until `work` settles. */
export interface Later {
  readonly slot: 'fetch' | 'timer';
  /** Aborted when the plugin's run ends: an answer meant for a plugin that is gone is never sent. */
  readonly work: (signal: AbortSignal) => Promise<Answer>;
}

export type Answer =
  /** With `later`, `result` is not sent: the answer is what `later.work` gives. */
  | { readonly ok: true; readonly result: JsonValue; readonly effects: readonly HostEffect[]; readonly notes: readonly Say[]; readonly later?: Later }
  /** The plugin called something wrongly: answered with `code`, reported as a violation of `rule`. */
  | { readonly ok: false; readonly code: ErrorCode; readonly rule: ViolationRule; readonly message: string; readonly said: readonly Say[]; readonly effects: readonly HostEffect[] };

/** What a call is answered from. */
export interface CallContext {
  readonly settings: HostSettings;
  readonly now: number;
  /** Until when prompt/inject and terminal/send are blocked after a url/open; undefined when no link arrived. */
  readonly linkBlockedUntil?: number;
  /** The 700 ms rule discards this ui/notify: it is answered, and nothing is shown. */
  readonly dropped?: boolean;
  /** Whether a path exists on this machine; by default only the environment's workspace and pane folders do. */
  readonly pathExists?: (path: string) => boolean;
  /** The line the call came in, as the plugin wrote it: its numbers as written ("2.0"), which parsing loses. */
  readonly line?: string;
  /** false: the call came as a notification, so nothing will be answered (net/fetch and host/timer do nothing then). */
  readonly request?: boolean;
  /** What the plugin keeps (storage/*), for the session. */
  readonly storage?: PluginStorage;
  /** The network, the plugin's folder and the clock; without them those methods answer -32002. */
  readonly services?: HostServices;
  /** The plugin's fetches and timers in flight now. */
  readonly inFlight?: { readonly fetch: number; readonly timer: number };
}

export function succeed(result: JsonValue, effects: readonly HostEffect[] = [], notes: readonly Say[] = []): Answer {
  return { ok: true, result, effects, notes };
}

/** `english`: the message where it is not the sentences' English word for word (a tree's problems, cut). */
export function fail(code: ErrorCode, rule: ViolationRule, said: Said, effects: readonly HostEffect[] = [], english?: string): Answer {
  const lines = sentences(said);
  return { ok: false, code, rule, message: english ?? englishOf(lines), said: lines, effects };
}

export const invalid = (rule: ViolationRule, said: Said, effects?: readonly HostEffect[], english?: string) => fail(ERROR_CODES.invalidParams, rule, said, effects, english);
export const unavailable = (rule: ViolationRule, said: Said) => fail(ERROR_CODES.unavailable, rule, said);
export const internal = (rule: ViolationRule, said: Said) => fail(HOST_ERROR_CODES.internal, rule, said);

/** Waits for `work`: the place in `slot` is held until it settles. */
export function later(slot: Later['slot'], work: Later['work'], notes: readonly Say[] = []): Answer {
  return { ok: true, result: null, effects: [], notes, later: { slot, work } };
}

/** A value from the plugin inside a message: quoted, and cut so a 16 MB string does not make a 16 MB message. */
export function quote(value: string, most = 80): string {
  const cut = [...value.slice(0, most * 2)].slice(0, most).join('');
  return JSON.stringify(cut.length < value.length ? `${cut}…` : value);
}

// params: a string and an optional string, with messages that say what is expected
export const str = z.string({ error: expected('a string') });
export const optionalStr = str.optional();
export const optionalBool = z.boolean({ error: expected('true or false') }).optional();

/** The params as the method's schema reads them, or the -32602 answer saying what is wrong. */
export function readParams<T>(method: string, params: JsonObject, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; answer: Answer } {
  const checked = schema.safeParse(params);
  if (checked.success) return { ok: true, value: checked.data };
  const issue = checked.error.issues[0];
  if (!issue) return { ok: false, answer: invalid('invalid-params', say('hostAnswers.paramsNotValid', { method })) };
  const problem = paramProblemSaid(issue.message) ?? issue.message;
  const said = issue.path.length ? say('hostAnswers.paramProblem', { method, path: pathLabel(issue.path), problem }) : say('hostAnswers.paramsProblem', { method, problem });
  return { ok: false, answer: invalid('invalid-params', said) };
}

/** JSON-RPC params may be left out (read as {}); the spec's are all objects, so an array is refused. */
export function paramsObject(method: string, params: unknown): { ok: true; value: JsonObject } | { ok: false; answer: Answer } {
  if (params === undefined) return { ok: true, value: {} };
  if (isRecord(params)) return { ok: true, value: params as JsonObject };
  return { ok: false, answer: invalid('invalid-params', say('hostAnswers.paramsNotObject', { method, got: kindSaid(params) })) };
}
