// Every choice about events and the wire that the spec leaves open, kept in one place.

/** Wire format API version sent in `initialize` (the spec describes version 1). */
export const API_VERSION = 1;

/** Spec: a `ui/notify` arriving less than 700 ms after the previous one is answered, then discarded. */
export const NOTIFY_MIN_INTERVAL_MS = 700;

/**
 * "The previous one" is read as the previous `ui/notify` that arrived, shown or dropped: the literal
 * reading, and the stricter one, so a prototype never shows a toast the host would drop.
 */
export const NOTIFY_INTERVAL_FROM: NotifyIntervalFrom = 'previous-arrival';
export type NotifyIntervalFrom = 'previous-arrival' | 'previous-shown';

/** Spec: a badge text has at most 8 characters. */
export const BADGE_MAX_CHARS = 8;

/**
 * "Characters" are counted as Unicode code points: a byte-level or UTF-16 count would punish
 * non-Latin scripts, and grapheme counting differs between engines; one emoji with a modifier counts 2.
 */
export function badgeLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** When an input sends `change`; the spec does not say. */
export const INPUT_CHANGE_MODES = ['keystroke', 'debounced', 'blur'] as const;
export type InputChangeMode = (typeof INPUT_CHANGE_MODES)[number];

// keystroke: a native or terminal-style host mirrors the bound text on every edit, and it is the case a plugin must cope with
export const DEFAULT_INPUT_CHANGE_MODE: InputChangeMode = 'keystroke';

/** Quiet time before a debounced `change` is sent. */
export const INPUT_CHANGE_DEBOUNCE_MS = 300;

/**
 * The link form for `url/open`: the spec names `url`, `path` and `query` but not the scheme, so the
 * designer builds `agentty://plugin/<pluginId>/<path>?<query>` (segments and query percent-encoded).
 * `query` is read as an object of string values parsed from the link's query string.
 */
export function pluginUrl(pluginId: string, path: string, query: Readonly<Record<string, string>>): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
  const search = new URLSearchParams(Object.entries(query)).toString();
  return `agentty://plugin/${encodeURIComponent(pluginId)}/${segments}${search ? `?${search}` : ''}`;
}

/** The wire log keeps at most this many entries, dropping the oldest, so a long session stays fast. */
export const WIRE_LOG_LIMIT = 5000;
