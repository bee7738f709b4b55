import { MAX_LINE_NESTING } from '../schema/agentty';

// Live mode's own readings of the spec, in one place beside src/schema/decisions.ts (which holds the
// designer's others); which context keys each permission reveals is in ./permissions.ts. Each line says why.

/** Spec: "more than 240 messages per second" stops the plugin; read as 241 within any 1000 ms, counted as they arrive. */
export const FLOOD_MAX_MESSAGES = 240;
export const FLOOD_WINDOW_MS = 1000;

/**
 * Spec: "-32001 … or the one-minute block after a link is reached". Read as: once the host has delivered
 * a `url/open`, the calls that act on the user's behalf answer -32001 for 60 s, so a link a stranger
 * sent cannot type into a terminal or an agent by itself.
 */
export const LINK_BLOCK_MS = 60_000;
export const LINK_BLOCKED_METHODS: ReadonlySet<string> = new Set(['prompt/inject', 'terminal/send']);

/** Spec: session/get's maxTurns defaults to 200 and is at most 2000; a larger one is answered with 2000 (and a note), not refused. */
export const DEFAULT_MAX_TURNS = 200;
export const MOST_TURNS = 2000;

// prompt/inject: with a `paneId` the host types into that pane and answers `{status: "sent", paneId}`;
// without one it asks the user where to send it (Agentty's prompt dialog) and answers `{status: "asked"}`.

/** How long the host waits for the answer to `initialize` unless the settings say otherwise: the spec gives no figure. */
export const DEFAULT_INITIALIZE_TIMEOUT_MS = 10_000;

/** The plugin log (stderr, non-JSON stdout, host notes) keeps this many entries, dropping the oldest, like the wire log. */
export const PLUGIN_LOG_LIMIT = 5000;

/** A logged line is cut to this many characters (a 16 MB line of text would freeze the log pane); the log says how much was cut. */
export const LOG_LINE_MAX_CHARS = 4000;

/** The most violations kept for the snapshot (the oldest go first); every one is still reported as an effect. */
export const VIOLATION_LIMIT = 1000;

/** Toasts and links stay in the snapshot this long, so a reload shows what was on screen. */
export const RECENT_MS = 60_000;

/** A message nested deeper than this is not JSON to Agentty's parser: logged and never answered, as Agentty does. */
export const MAX_MESSAGE_DEPTH = MAX_LINE_NESTING;

/** An invalid tree is shown pretty-printed unless its compact JSON is longer than this (characters): indenting a huge tree multiplies its size. */
export const PRETTY_REJECTED_TREE_BELOW_CHARS = 1_000_000;

/** How many of an invalid tree's problems the -32602 message lists; the rest are counted. */
export const TREE_PROBLEMS_IN_MESSAGE = 3;

// Request ids must be integers: the spec counts them per direction, so a string, null or fractional id
// makes a line that is not a message of this protocol (JSON-RPC 2.0 itself also allows strings).

// Agentty's limits on the methods beyond API 1 (agentty-today.md §2; its storage.rs, net.rs, files.rs and host mod.rs).

/** storage/*: keys of 1–64 characters, at most 64 keys, the whole serialized at most 1 MB. */
export const STORAGE_LIMITS = { keyChars: 64, keys: 64, bytes: 1024 * 1024 } as const;

/** host/timer: at most 8 waits at once, each 100 ms..1 h (a wait outside is clamped, not refused, as Agentty does). */
export const TIMER_LIMITS = { atOnce: 8, minMs: 100, maxMs: 60 * 60 * 1000 } as const;

/** net/fetch: 4 in flight; Agentty's bounds on what goes out and what comes back. */
export const FETCH_LIMITS = {
  inFlight: 4,
  urlChars: 2048,
  headers: 32,
  headerNameChars: 128,
  headerValueChars: 4096,
  requestBodyBytes: 1024 * 1024,
  responseBodyBytes: 4 * 1024 * 1024,
  defaultTimeoutMs: 15_000,
  minTimeoutMs: 100,
  maxTimeoutMs: 60_000,
  redirects: 3,
} as const;

/** files/*: a write carries at most 8 MB, a read returns at most 4 MB, a file is at most 1 GB; paths ≤512, names ≤128, ≤16 deep; a list ≤5000. */
export const FILES_LIMITS = { writeBytes: 8 * 1024 * 1024, readBytes: 4 * 1024 * 1024, fileBytes: 1024 ** 3, pathChars: 512, nameChars: 128, depth: 16, list: 5000 } as const;

/** host/copy: at most this many characters reach the clipboard (the rest are cut). */
export const MAX_COPY_CHARS = 100_000;

// net/fetch with a `proxy`: answered -32002 (not simulated): Node's fetch has no proxy of its own, and sending it straight out would not be what the plugin asked.
// net/fetch is checked (method, URL, headers, body) before it takes a place: Agentty checks on its worker, the answer (-32602) is the same.
// The plugin's own workspace (manifest mode "workspace") is not simulated: workspace/instances answers [] and setInstanceTitle /
//   closeInstance answer Agentty's "the plugin has no workspace" (-32602), a host condition; setInstanceStatus is answered and logged.
// files/pick: the designer has no file dialog, so it answers what Agentty answers when the user cancels: [].
// files/*: the plugin's folder is <dataDir>/files, in the session's temporary data folder (Agentty's plugin-data/<id>/files).
// files/download answers { path, size, status }: Agentty's result shape is not in the facts; these are what a plugin needs next.
// Methods that came with a later API (host/timer 2, browser/* 3, terminal/setProxy 6) answer -32601 when an older Agentty is
//   simulated (--api): that Agentty did not know them. Methods added without an API bump answer at every version.
// Methods Panel Designer does not simulate (browser/*, media/*, terminal/setProxy, terminal/close, agent/list,
//   workspace/openWindow) answer -32002 after the permission check, as a host condition: check-plugin notes them, never fails on them.
