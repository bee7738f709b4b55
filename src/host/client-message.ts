// What the browser may send the live server (ClientMessage in ./contract.ts), checked before anything acts on it.
import { z } from 'zod';
import type { ClientMessage } from './contract';
import { HOST_SETTINGS } from './environment';
import { nodeTypes, specOf } from '../schema/registry';
import { expected, pathLabel } from './json-text';

/** A `ui/event`'s params as the preview builds them; the host adds `context`. */
const text = (what: string) => z.string({ error: expected(what) });

/** Every event a node type emits, from the registry: the message names them all. */
const EVENTS = [...new Set(nodeTypes.flatMap((type) => specOf(type).events.map((spec) => spec.event)))];
const EVENT_LIST = `${EVENTS.slice(0, -1).join(', ')} or ${EVENTS.at(-1) ?? ''}`;

export const EVENT_PARAMS = z.strictObject(
  {
    element: text('a string, the element id'),
    event: text(`a string: ${EVENT_LIST}`),
    // scalars mostly; a graph's move carries {x, y}, an image's drop a list of files; never null
    value: z.union([z.string(), z.number(), z.boolean(), z.array(z.json()), z.record(z.string(), z.json())], { error: expected('a string, a number, a boolean, a list or an object') }).optional(),
    item: text('a string, the id of a list item, flow step or table row').optional(),
    action: text('a string, the row button id').optional(),
  },
  { error: expected('an object') },
);

/** A host message of the simulator; the host adds `context` (and `url` for url/open). */
export const HOST_MESSAGE = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.enum(['panel/open', 'panel/close', 'context/changed', 'shutdown']) }),
    z.strictObject({ method: z.literal('command/execute'), command: text('a string, the command id'), args: z.json({ error: expected('a JSON value') }) }),
    z.strictObject({ method: z.literal('url/open'), path: text('a string such as "/review"'), query: z.record(z.string(), text('a string'), { error: expected('an object of strings') }) }),
  ],
  { error: expected('{"method": …} with panel/open, panel/close, context/changed, shutdown, command/execute or url/open') },
);

export const CLIENT_MESSAGE = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('event'), params: EVENT_PARAMS }),
  z.strictObject({ type: z.literal('host'), message: HOST_MESSAGE }),
  z.strictObject({ type: z.literal('settings'), settings: HOST_SETTINGS }),
  z.strictObject({ type: z.literal('restart') }),
  z.strictObject({ type: z.literal('stop') }),
]);

// the schema's output must be a ClientMessage, so the server hands on exactly what the contract promises
const _fits: z.ZodType<ClientMessage> = CLIENT_MESSAGE;

export type CheckedClientMessage = { readonly ok: true; readonly message: ClientMessage } | { readonly ok: false; readonly reason: string };

/** A WebSocket text frame from the browser, parsed and checked; the reason names the first problem's place. */
export function parseClientMessage(text: string): CheckedClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The message is not JSON.' };
  }
  const checked = CLIENT_MESSAGE.safeParse(value);
  if (checked.success) return { ok: true, message: checked.data };
  const [issue] = checked.error.issues;
  const where = issue && issue.path.length ? `${pathLabel(issue.path)}: ` : '';
  const what = issue?.code === 'unrecognized_keys' ? `has an unknown key ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}` : (issue?.message ?? 'invalid');
  return { ok: false, reason: `Not a message the live server takes: ${where}${what}.` };
}
