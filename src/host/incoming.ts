// What a parsed stdout line is: a JSON-RPC 2.0 message of this protocol, or why it is not one.
import type { Message } from '../events';
import { isRecord } from '../json';
import { kindSaid } from './json-text';
import { say, type Say } from '../i18n/say';

export type Incoming = { readonly ok: true; readonly message: Message } | { readonly ok: false; readonly reason: Say };

// ids are integers: the spec counts them per direction (see ./decisions.ts)
const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id);

/** Checks the envelope only; what a method's params must be is the answer's business. */
export function readMessage(value: unknown): Incoming {
  if (!isRecord(value)) {
    return { ok: false, reason: say(Array.isArray(value) ? 'hostRuns.notAnObjectBatch' : 'hostRuns.notAnObject', { got: kindSaid(value) }) };
  }
  if (value.jsonrpc !== '2.0') return { ok: false, reason: say('hostRuns.jsonrpcVersion', { got: 'jsonrpc' in value ? String(JSON.stringify(value.jsonrpc)) : say('hostChecks.nothing') }) };
  const hasId = Object.hasOwn(value, 'id');
  if (hasId && !isId(value.id)) return { ok: false, reason: say('hostRuns.idNotWhole', { got: kindSaid(value.id) }) };
  if (Object.hasOwn(value, 'method')) return call(value);
  return reply(value, hasId);
}

function call(value: Record<string, unknown>): Incoming {
  if (typeof value.method !== 'string' || value.method === '') return { ok: false, reason: say('hostRuns.methodNotString', { got: kindSaid(value.method) }) };
  if (Object.hasOwn(value, 'result') || Object.hasOwn(value, 'error')) {
    return { ok: false, reason: say('hostRuns.methodAndResult') };
  }
  const { params } = value;
  if (params !== undefined && (params === null || typeof params !== 'object')) {
    return { ok: false, reason: say('hostRuns.paramsNotStructured', { got: kindSaid(params) }) };
  }
  return { ok: true, message: value as unknown as Message };
}

function reply(value: Record<string, unknown>, hasId: boolean): Incoming {
  if (!hasId) return { ok: false, reason: say('hostRuns.neitherMethodNorId') };
  const hasResult = Object.hasOwn(value, 'result');
  const hasError = Object.hasOwn(value, 'error');
  if (hasResult === hasError) return { ok: false, reason: say(hasResult ? 'hostRuns.resultAndError' : 'hostRuns.neitherResultNorError') };
  if (hasError) {
    const { error } = value;
    if (!isRecord(error) || !Number.isInteger(error.code) || typeof error.message !== 'string') {
      return { ok: false, reason: say('hostRuns.errorShape') };
    }
  }
  return { ok: true, message: value as unknown as Message };
}
