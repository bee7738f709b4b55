// net/fetch's request checked by Agentty's rules (its net.rs): what a plugin may send, and where.
import { z } from 'zod';
import type { JsonObject } from '../json';
import { invalid, optionalStr, readParams, str, unavailable, type Answer } from './answer-types';
import { FETCH_LIMITS } from './decisions';
import { expected } from './json-text';
import type { FetchRequest } from './services';
import { inEnglish, say, type Say } from '../i18n/say';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
// headers of the connection, not of the request: letting a plugin set them is how one request becomes two
const RESERVED_HEADERS = ['host', 'content-length', 'transfer-encoding', 'connection', 'upgrade', 'expect'];
const TOKEN = /^[A-Za-z0-9!#$%&'*+\-.^_`|~]+$/;

const FETCH = z.object({
  url: str,
  method: optionalStr,
  headers: z.record(z.string(), str, { error: expected('an object of strings') }).optional(),
  body: optionalStr,
  timeoutMs: z.number({ error: expected('a number of milliseconds') }).optional(),
  proxy: optionalStr,
});

/** Why a plugin may not reach this address (cloud metadata, link-local), or undefined. Redirects are checked by it too. */
export function addressSaid(url: URL): Say | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return say('hostAnswers.onlyHttp');
  if (url.hostname === '') return say('hostAnswers.noHost');
  const host = url.hostname.toLowerCase();
  if (/^169\.254\.\d+\.\d+$/.test(host) || /^\[fe[89ab][0-9a-f]?:/.test(host) || host === 'metadata.google.internal') return say('hostAnswers.unreachable');
  return undefined;
}

/** `addressSaid` in English. */
export function addressProblem(url: URL): string | undefined {
  const said = addressSaid(url);
  return said && inEnglish(said);
}

function headersProblem(headers: Readonly<Record<string, string>>): Say | undefined {
  const entries = Object.entries(headers);
  if (entries.length > FETCH_LIMITS.headers) return say('hostAnswers.tooManyHeaders', { max: FETCH_LIMITS.headers });
  for (const [name, value] of entries) {
    if (name.length > FETCH_LIMITS.headerNameChars || !TOKEN.test(name)) return say('hostAnswers.notHeaderName', { name: JSON.stringify(name) });
    if (RESERVED_HEADERS.includes(name.toLowerCase())) return say('hostAnswers.reservedHeader', { name });
    if (value.length > FETCH_LIMITS.headerValueChars) return say('hostAnswers.longHeader', { name, max: FETCH_LIMITS.headerValueChars });
    if (/[\r\n\0]/.test(value)) return say('hostAnswers.headerLineBreak', { name });
  }
  return undefined;
}

/** The request as it will go out, or the answer refusing it (-32602, or -32002 for a proxy the designer does not use). */
export function checkFetch(method: string, params: JsonObject): { ok: true; request: FetchRequest } | { ok: false; answer: Answer } {
  const read = readParams(method, params, FETCH);
  if (!read.ok) return read;
  const asked = read.value;
  const refuse = (problem: Say) => ({ ok: false as const, answer: invalid('fetch-invalid', say('hostAnswers.refused', { method, problem })) });
  const verb = (asked.method ?? 'GET').trim().toUpperCase();
  if (!METHODS.includes(verb)) return refuse(say('hostAnswers.notAMethod', { verb: asked.method ?? '' }));
  if (asked.url.length > FETCH_LIMITS.urlChars) return refuse(say('hostAnswers.urlTooLong', { max: FETCH_LIMITS.urlChars }));
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f ]/.test(asked.url)) return refuse(say('hostAnswers.urlSpaces'));
  let url: URL;
  try {
    url = new URL(asked.url.trim());
  } catch {
    return refuse(say('hostAnswers.notAUrl', { url: JSON.stringify(asked.url.slice(0, 200)) }));
  }
  const address = addressSaid(url);
  if (address) return refuse(address);
  const headers = asked.headers ?? {};
  const header = headersProblem(headers);
  if (header) return refuse(header);
  const body = asked.body;
  if (body !== undefined && new TextEncoder().encode(body).length > FETCH_LIMITS.requestBodyBytes) return refuse(say('hostAnswers.bodyTooLarge'));
  if (body && (verb === 'GET' || verb === 'HEAD')) return refuse(say('hostAnswers.bodyNotSent', { verb }));
  if (asked.proxy?.trim()) return { ok: false, answer: unavailable('not-simulated', say('hostAnswers.noProxy', { method })) };
  const wanted = asked.timeoutMs === undefined || !Number.isFinite(asked.timeoutMs) ? FETCH_LIMITS.defaultTimeoutMs : asked.timeoutMs;
  const timeoutMs = Math.min(Math.max(wanted, FETCH_LIMITS.minTimeoutMs), FETCH_LIMITS.maxTimeoutMs);
  return { ok: true, request: { url: url.href, method: verb, headers, ...(body === undefined ? {} : { body }), timeoutMs } };
}
