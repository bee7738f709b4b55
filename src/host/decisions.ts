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
