// net/fetch's request checked by Agentty's rules (its net.rs): what a plugin may send, and where.
import { z } from 'zod';
import type { JsonObject } from '../json';
import { invalid, optionalStr, readParams, str, unavailable, type Answer } from './answer-types';
import { FETCH_LIMITS } from './decisions';
import { expected } from './json-text';
import type { FetchRequest } from './services';

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
export function addressProblem(url: URL): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https addresses can be requested';
  if (url.hostname === '') return 'the URL has no host';
  const host = url.hostname.toLowerCase();
  if (/^169\.254\.\d+\.\d+$/.test(host) || /^\[fe[89ab][0-9a-f]?:/.test(host) || host === 'metadata.google.internal') return 'that address is not reachable from a plugin';
  return undefined;
}

function headersProblem(headers: Readonly<Record<string, string>>): string | undefined {
  const entries = Object.entries(headers);
  if (entries.length > FETCH_LIMITS.headers) return `at most ${FETCH_LIMITS.headers} headers`;
  for (const [name, value] of entries) {
    if (name.length > FETCH_LIMITS.headerNameChars || !TOKEN.test(name)) return `${JSON.stringify(name)} is not a header name`;
    if (RESERVED_HEADERS.includes(name.toLowerCase())) return `the ${name} header is set by Agentty, not by a plugin`;
    if (value.length > FETCH_LIMITS.headerValueChars) return `the ${name} header is longer than ${FETCH_LIMITS.headerValueChars} characters`;
    if (/[\r\n\0]/.test(value)) return `the ${name} header contains a line break`;
  }
  return undefined;
}

/** The request as it will go out, or the answer refusing it (-32602, or -32002 for a proxy the designer does not use). */
export function checkFetch(method: string, params: JsonObject): { ok: true; request: FetchRequest } | { ok: false; answer: Answer } {
  const read = readParams(method, params, FETCH);
  if (!read.ok) return read;
  const asked = read.value;
  const refuse = (problem: string) => ({ ok: false as const, answer: invalid('fetch-invalid', `${method}: ${problem}.`) });
  const verb = (asked.method ?? 'GET').trim().toUpperCase();
  if (!METHODS.includes(verb)) return refuse(`${asked.method ?? ''} is not a method a plugin can send`);
  if (asked.url.length > FETCH_LIMITS.urlChars) return refuse(`the URL is longer than ${FETCH_LIMITS.urlChars} characters`);
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f ]/.test(asked.url)) return refuse('the URL contains spaces or control characters');
  let url: URL;
  try {
    url = new URL(asked.url.trim());
  } catch {
    return refuse(`${JSON.stringify(asked.url.slice(0, 200))} is not a URL`);
  }
  const address = addressProblem(url);
  if (address) return refuse(address);
  const headers = asked.headers ?? {};
  const header = headersProblem(headers);
  if (header) return refuse(header);
  const body = asked.body;
  if (body !== undefined && new TextEncoder().encode(body).length > FETCH_LIMITS.requestBodyBytes) return refuse('the body is larger than 1 MB');
  if (body && (verb === 'GET' || verb === 'HEAD')) return refuse(`a ${verb} request has no body`);
  if (asked.proxy?.trim()) return { ok: false, answer: unavailable('not-simulated', `${method}: Panel Designer does not send requests through a proxy; try it in Agentty.`) };
  const wanted = asked.timeoutMs === undefined || !Number.isFinite(asked.timeoutMs) ? FETCH_LIMITS.defaultTimeoutMs : asked.timeoutMs;
  const timeoutMs = Math.min(Math.max(wanted, FETCH_LIMITS.minTimeoutMs), FETCH_LIMITS.maxTimeoutMs);
  return { ok: true, request: { url: url.href, method: verb, headers, ...(body === undefined ? {} : { body }), timeoutMs } };
}
