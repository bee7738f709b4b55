// The calls that wait: net/fetch (a real request, 4 in flight) and host/timer (≤8 waits, 100 ms..1 h); and host/copy.
import type { JsonObject } from '../json';
import { invalid, later, quote, succeed, unavailable, type Answer, type CallContext } from './answer-types';
import { FETCH_LIMITS, MAX_COPY_CHARS, TIMER_LIMITS } from './decisions';
import { checkFetch } from './net-request';
import { clockWait } from './services';
import { say } from '../i18n/say';

/** The address as the log shows it: a token in the query or the user part stays out of logs and CI reports, as Agentty redacts it. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}${parsed.search ? '?…' : ''}`;
  } catch {
    return url;
  }
}

export const noRequestId = (method: string) => succeed(null, [], [say('hostAnswers.cameAsNotification', { method })]);

/** A failed request is answered -32602 with what went wrong, as Agentty does; not the plugin's mistake, so a note. */
export const fetchFailed = (method: string, error: unknown) => invalid('fetch-failed', say('hostAnswers.fetchFailed', { method, error: error instanceof Error ? error.message : String(error) }));

export function netFetch(params: JsonObject, call: CallContext): Answer {
  const checked = checkFetch('net/fetch', params);
  if (!checked.ok) return checked.answer;
  if (call.request === false) return noRequestId('net/fetch');
  const fetch = call.services?.fetch;
  if (!fetch) return unavailable('no-network', say('hostAnswers.noNetwork'));
  if ((call.inFlight?.fetch ?? 0) >= FETCH_LIMITS.inFlight) return unavailable('fetch-limit', say('hostAnswers.fetchLimit', { method: 'net/fetch', max: FETCH_LIMITS.inFlight }));
  const { request } = checked;
  return later(
    'fetch',
    (signal) =>
      fetch(request, signal).then(
        ({ response }) => succeed(response, [], [say('hostAnswers.fetched', { method: request.method, url: shownUrl(request.url), status: response.status })]),
        (error: unknown) => fetchFailed('net/fetch', error),
      ),
    [say('hostAnswers.fetching', { method: request.method, url: shownUrl(request.url) })],
  );
}

/** Agentty reads ms as a whole number ≥ 0 (anything else as 0), then keeps it within 100 ms..1 h. */
function timerMs(params: JsonObject): number {
  const ms = typeof params.ms === 'number' && Number.isInteger(params.ms) && params.ms >= 0 ? params.ms : 0;
  return Math.min(Math.max(ms, TIMER_LIMITS.minMs), TIMER_LIMITS.maxMs);
}

export function hostTimer(params: JsonObject, call: CallContext): Answer {
  if (call.request === false) return noRequestId('host/timer');
  if ((call.inFlight?.timer ?? 0) >= TIMER_LIMITS.atOnce) return unavailable('timer-limit', say('hostAnswers.timerLimit', { max: TIMER_LIMITS.atOnce }));
  const ms = timerMs(params);
  const wait = call.services?.wait ?? clockWait;
  const asked = params.ms;
  const clamped = typeof asked === 'number' && asked !== ms ? [say('hostAnswers.timerClamped', { asked, min: TIMER_LIMITS.minMs, ms })] : [];
  return later(
    'timer',
    (signal) => wait(ms, signal).then((elapsedMs) => succeed({ elapsedMs })),
    clamped,
  );
}

export function hostCopy(params: JsonObject): Answer {
  const text = typeof params.text === 'string' ? params.text : '';
  if (text === '') {
    return invalid('nothing-to-copy', params.text === undefined ? say('hostAnswers.nothingToCopy') : say('hostAnswers.nothingToCopyIn', { text: quote(JSON.stringify(params.text)) }));
  }
  const chars = [...text];
  const kept = chars.slice(0, MAX_COPY_CHARS).join('');
  const n = [...kept].length;
  const copied = chars.length > MAX_COPY_CHARS ? say('hostAnswers.copiedCut', { n, total: chars.length, max: MAX_COPY_CHARS }) : say('hostAnswers.copied', { n });
  return succeed(null, [{ kind: 'copy', text: kept }], [copied]);
}

