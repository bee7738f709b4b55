// The calls that wait: net/fetch (a real request, 4 in flight) and host/timer (≤8 waits, 100 ms..1 h); and host/copy.
import type { JsonObject } from '../json';
import { invalid, later, quote, succeed, unavailable, type Answer, type CallContext } from './answer-types';
import { FETCH_LIMITS, MAX_COPY_CHARS, TIMER_LIMITS } from './decisions';
import { checkFetch } from './net-request';
import { clockWait } from './services';

/** The address as the log shows it: a token in the query or the user part stays out of logs and CI reports, as Agentty redacts it. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}${parsed.search ? '?…' : ''}`;
  } catch {
    return url;
  }
}

const noRequestId = (method: string) => succeed(null, [], [`${method} came as a notification: Agentty answers it only to a request, so it did nothing.`]);

/** A failed request is answered -32602 with what went wrong, as Agentty does; not the plugin's mistake, so a note. */
export const fetchFailed = (method: string, error: unknown) => invalid('fetch-failed', `${method}: ${error instanceof Error ? error.message : String(error)}`);

export function netFetch(params: JsonObject, call: CallContext): Answer {
  const checked = checkFetch('net/fetch', params);
  if (!checked.ok) return checked.answer;
  if (call.request === false) return noRequestId('net/fetch');
  const fetch = call.services?.fetch;
  if (!fetch) return unavailable('no-network', 'net/fetch: this host has no network to send it on (the designer answers net/fetch only under npm run host).');
  if ((call.inFlight?.fetch ?? 0) >= FETCH_LIMITS.inFlight) return unavailable('fetch-limit', `net/fetch: more than ${FETCH_LIMITS.inFlight} requests at once.`);
  const { request } = checked;
  return later(
    'fetch',
    (signal) =>
      fetch(request, signal).then(
        ({ response }) => succeed(response, [], [`${request.method} ${shownUrl(request.url)} → ${response.status}`]),
        (error: unknown) => fetchFailed('net/fetch', error),
      ),
    [`${request.method} ${shownUrl(request.url)}`],
  );
}

/** Agentty reads ms as a whole number ≥ 0 (anything else as 0), then keeps it within 100 ms..1 h. */
function timerMs(params: JsonObject): number {
  const ms = typeof params.ms === 'number' && Number.isInteger(params.ms) && params.ms >= 0 ? params.ms : 0;
  return Math.min(Math.max(ms, TIMER_LIMITS.minMs), TIMER_LIMITS.maxMs);
}

export function hostTimer(params: JsonObject, call: CallContext): Answer {
  if (call.request === false) return noRequestId('host/timer');
  if ((call.inFlight?.timer ?? 0) >= TIMER_LIMITS.atOnce) return unavailable('timer-limit', `host/timer: more than ${TIMER_LIMITS.atOnce} waits at once.`);
  const ms = timerMs(params);
  const wait = call.services?.wait ?? clockWait;
  const asked = params.ms;
  const clamped = typeof asked === 'number' && asked !== ms ? [`host/timer: ms ${asked} is kept within ${TIMER_LIMITS.minMs} ms..1 h, so it waits ${ms} ms.`] : [];
  return later(
    'timer',
    (signal) => wait(ms, signal).then((elapsedMs) => succeed({ elapsedMs })),
    clamped,
  );
}

export function hostCopy(params: JsonObject): Answer {
  const text = typeof params.text === 'string' ? params.text : '';
  if (text === '') return invalid('nothing-to-copy', `host/copy: nothing to copy${params.text === undefined ? '' : ` (text is ${quote(JSON.stringify(params.text))})`}.`);
  const chars = [...text];
  const kept = chars.slice(0, MAX_COPY_CHARS).join('');
  const cut = chars.length > MAX_COPY_CHARS ? ` (cut from ${chars.length.toLocaleString('en')}: Agentty copies at most ${MAX_COPY_CHARS.toLocaleString('en')})` : '';
  return succeed(null, [{ kind: 'copy', text: kept }], [`copied ${[...kept].length.toLocaleString('en')} characters to the clipboard${cut}`]);
}

