// net/fetch for real: the plugin's own request, redirects followed here (each hop checked as the first), bounded in time and size.
import { FETCH_LIMITS } from '../src/host/decisions';
import { addressProblem } from '../src/host/net-request';
import type { FetchRequest, FetchResponse, HostServices } from '../src/host/services';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CREDENTIALS = ['authorization', 'cookie', 'proxy-authorization'];

async function send(request: FetchRequest, signal: AbortSignal): Promise<Response> {
  let url = new URL(request.url);
  let method = request.method;
  let body = request.body;
  let headers = { ...request.headers };
  for (let hops = 0; ; hops++) {
    const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }), redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null) return response;
    if (hops >= FETCH_LIMITS.redirects) throw new Error(`the address redirected more than ${FETCH_LIMITS.redirects} times`);
    const next = new URL(location.trim(), url);
    if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new Error(`a redirect to ${next.protocol.slice(0, -1)} is not followed`);
    const problem = addressProblem(next);
    if (problem) throw new Error(problem);
    // what was meant for one host is not carried to another
    if (next.host !== url.host) headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIALS.includes(name.toLowerCase())));
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method !== 'GET' && method !== 'HEAD')) {
      method = 'GET';
      body = undefined;
    }
    await response.body?.cancel();
    url = next;
  }
}

/** Reads at most `most` bytes (one more tells whether it was cut). */
async function readBody(response: Response, most: number): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    if (size > most) {
      await reader.cancel();
      break;
    }
  }
  const bytes = Buffer.concat(chunks);
  return { bytes: bytes.subarray(0, most), truncated: bytes.length > most };
}

export const netFetch: NonNullable<HostServices['fetch']> = async (request, abandoned) => {
  const started = Date.now();
  const signal = AbortSignal.any([abandoned, AbortSignal.timeout(request.timeoutMs)]);
  let response: Response;
  try {
    response = await send(request, signal);
  } catch (error) {
    if (signal.aborted && !abandoned.aborted) throw new Error(`no answer within ${request.timeoutMs} ms`);
    throw new Error(error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error));
  }
  const { bytes, truncated } = await readBody(response, request.maxBytes ?? FETCH_LIMITS.responseBodyBytes);
  let binary = false;
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    binary = true;
    body = new TextDecoder().decode(bytes);
  }
  const headers = Object.fromEntries([...response.headers].map(([name, value]) => [name.toLowerCase(), value.slice(0, FETCH_LIMITS.headerValueChars)]));
  const answer: FetchResponse = { status: response.status, statusText: response.statusText, url: response.url || request.url, headers, body, truncated, binary, bytes: bytes.length, durationMs: Date.now() - started };
  return { response: answer, raw: bytes };
};
