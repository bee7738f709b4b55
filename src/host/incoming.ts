// What a parsed stdout line is: a JSON-RPC 2.0 message of this protocol, or why it is not one.
import type { Message } from '../events';
import { isRecord } from '../json';
import { kindOf } from './json-text';

export type Incoming = { readonly ok: true; readonly message: Message } | { readonly ok: false; readonly reason: string };

// ids are integers: the spec counts them per direction (see ./decisions.ts)
const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id);

/** Checks the envelope only; what a method's params must be is the answer's business. */
export function readMessage(value: unknown): Incoming {
  if (!isRecord(value)) {
    const batch = Array.isArray(value) ? ' (JSON-RPC batches are not part of the protocol: one message per line)' : '';
    return { ok: false, reason: `A message must be a JSON object, got ${kindOf(value)}${batch}.` };
  }
  if (value.jsonrpc !== '2.0') return { ok: false, reason: `"jsonrpc" must be "2.0", got ${'jsonrpc' in value ? JSON.stringify(value.jsonrpc) : 'nothing'}.` };
  const hasId = Object.hasOwn(value, 'id');
  if (hasId && !isId(value.id)) return { ok: false, reason: `"id" must be a whole number (ids are counted per direction), got ${kindOf(value.id)}.` };
  if (Object.hasOwn(value, 'method')) return call(value);
  return reply(value, hasId);
}

function call(value: Record<string, unknown>): Incoming {
  if (typeof value.method !== 'string' || value.method === '') return { ok: false, reason: `"method" must be a non-empty string, got ${kindOf(value.method)}.` };
  if (Object.hasOwn(value, 'result') || Object.hasOwn(value, 'error')) {
    return { ok: false, reason: 'A message has either a "method" (a request or notification) or a "result"/"error" (a response), not both.' };
  }
  const { params } = value;
  if (params !== undefined && (params === null || typeof params !== 'object')) {
    return { ok: false, reason: `"params" must be an object or an array when present, got ${kindOf(params)}.` };
  }
  return { ok: true, message: value as unknown as Message };
}

function reply(value: Record<string, unknown>, hasId: boolean): Incoming {
  if (!hasId) return { ok: false, reason: 'A message needs a "method" (a request or notification) or an "id" with a "result" or "error" (a response).' };
  const hasResult = Object.hasOwn(value, 'result');
  const hasError = Object.hasOwn(value, 'error');
  if (hasResult === hasError) return { ok: false, reason: `A response has exactly one of "result" and "error"; this one has ${hasResult ? 'both' : 'neither'}.` };
  if (hasError) {
    const { error } = value;
    if (!isRecord(error) || !Number.isInteger(error.code) || typeof error.message !== 'string') {
      return { ok: false, reason: 'A response\'s "error" must be an object with a whole-number "code" and a string "message".' };
    }
  }
  return { ok: true, message: value as unknown as Message };
}
