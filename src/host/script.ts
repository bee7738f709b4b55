// check-plugin's session scripts: the schema (errors name the place in the script) and the partial matcher.
import { z } from 'zod';
import type { JsonObject, JsonValue } from '../json';
import { EVENT_PARAMS, HOST_MESSAGE } from './client-message';
import { PERMISSIONS, type ClientMessage, type Grants, type Starter } from './contract';
import { expected, parseJsonText, type CheckedText } from './json-text';

/** How long an `expect` waits unless it says otherwise, and the most any step or the whole run may take. */
export const DEFAULT_EXPECT_MS = 3000;
export const MOST_STEP_MS = 60_000;
export const DEFAULT_RUN_LIMIT_MS = 60_000;
export const MOST_RUN_LIMIT_MS = 600_000;

export type SendMessage = Extract<ClientMessage, { type: 'event' | 'host' }>;
export type ScriptStep =
  | { readonly kind: 'send'; readonly message: SendMessage }
  /** `next`: the very next message must match; otherwise any message not yet matched, in order. */
  | { readonly kind: 'expect'; readonly match: JsonObject; readonly withinMs: number; readonly next: boolean }
  | { readonly kind: 'wait'; readonly ms: number };

export interface Script {
  readonly starter: Starter;
  /** Only what the script says: a permission left out here is granted as agentty-plugin.json says (all of them without one). */
  readonly grants: Partial<Grants>;
  readonly runLimitMs: number;
  readonly steps: readonly ScriptStep[];
}

const ms = (most: number) => z.int('must be a whole number of milliseconds').min(0, 'cannot be negative').max(most, `must be at most ${most}`);

const text = (what: string) => z.string({ error: expected(what) });
const flag = z.boolean({ error: expected('true or false') });

const STARTER: z.ZodType<Starter> = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('panel/open') }),
    z.strictObject({ kind: z.literal('command/execute'), command: text('a string, the command id'), args: z.json({ error: expected('a JSON value') }) }),
    z.strictObject({ kind: z.literal('url/open'), path: text('a string such as "/review"'), query: z.record(z.string(), text('a string'), { error: expected('an object of strings') }) }),
  ],
  { error: expected('{"kind": "panel/open"}, {"kind": "command/execute", …} or {"kind": "url/open", …}') },
);

const SEND = z
  .strictObject({ event: EVENT_PARAMS.optional(), host: HOST_MESSAGE.optional() })
  .check((ctx) => {
    if ((ctx.value.event === undefined) === (ctx.value.host === undefined)) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must have exactly one of "event" (a ui/event) or "host" (a host message)' });
  });

// one object with every key optional, so a mistake is named at its key instead of "no union member matched"
const STEP = z
  .strictObject({
    send: SEND.optional(),
    expect: z.record(z.string(), z.json(), 'must be an object: the parts of the message to match').optional(),
    within: ms(MOST_STEP_MS).optional(),
    next: flag.optional(),
    wait: ms(MOST_STEP_MS).optional(),
    comment: text('a string').optional(),
  })
  .check((ctx) => {
    const kinds = (['send', 'expect', 'wait'] as const).filter((key) => ctx.value[key] !== undefined);
    if (kinds.length !== 1) ctx.issues.push({ code: 'custom', input: ctx.value, message: `must have exactly one of "send", "expect" or "wait"${kinds.length ? `, not ${kinds.join(' and ')}` : ''}` });
    else if (kinds[0] !== 'expect' && (ctx.value.within !== undefined || ctx.value.next !== undefined)) ctx.issues.push({ code: 'custom', input: ctx.value, message: '"within" and "next" belong to an "expect" step' });
  })
  .transform((step): ScriptStep => {
    if (step.send?.event) return { kind: 'send', message: { type: 'event', params: step.send.event } };
    if (step.send?.host) return { kind: 'send', message: { type: 'host', message: step.send.host } };
    if (step.expect) return { kind: 'expect', match: step.expect, withinMs: step.within ?? DEFAULT_EXPECT_MS, next: step.next ?? false };
    return { kind: 'wait', ms: step.wait ?? 0 };
  });

const GRANTS = z.strictObject(Object.fromEntries(PERMISSIONS.map((permission) => [permission, flag.optional()])));

export const SCRIPT = z
  .strictObject({
    $schema: text('a string').optional(),
    starter: STARTER.optional(),
    grants: GRANTS.optional(),
    timeLimit: ms(MOST_RUN_LIMIT_MS).optional(),
    steps: z.array(STEP, 'must be an array of steps'),
  })
  .transform(
    (script): Script => ({
      starter: script.starter ?? { kind: 'panel/open' },
      grants: Object.fromEntries(PERMISSIONS.flatMap((permission) => (script.grants?.[permission] === undefined ? [] : [[permission, script.grants[permission]]]))),
      runLimitMs: script.timeLimit ?? DEFAULT_RUN_LIMIT_MS,
      steps: script.steps,
    }),
  );

/** A script file's text, checked; the reason says where the first problem is ("steps[2].send.event.element …"). */
export function parseScript(text: string): CheckedText<Script> {
  return parseJsonText(text, SCRIPT, 'The script');
}

/**
 * Whether `actual` has everything `expected` has: objects by their keys (extra keys in `actual` are fine),
 * arrays element by element with the same length, everything else by equality.
 */
export function matches(expected: JsonValue, actual: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(expected, actual) || expected === actual;
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matches(item, actual[i]));
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  const record = actual as Record<string, unknown>;
  return Object.entries(expected).every(([key, value]) => key in record && matches(value, record[key]));
}

/** One line for the report. */
export function describeStep(step: ScriptStep): string {
  if (step.kind === 'wait') return `wait ${step.ms} ms`;
  if (step.kind === 'expect') return `expect ${step.next ? 'next' : 'a'} message matching ${JSON.stringify(step.match)} within ${step.withinMs} ms`;
  if (step.message.type === 'event') return `send ui/event ${JSON.stringify(step.message.params)}`;
  return `send ${step.message.message.method}`;
}
