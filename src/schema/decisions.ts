// Every choice the spec leaves open, kept in one place and listed in the README: validation, drawing,
// events and the wire. Messages that rest on one of these say so (DESIGNER_RULE), so a person can tell
// Panel Designer's reading from the spec's own words.
import type { ButtonVariant, Gap, TextStyle, Tone } from './nodes';
import type { z } from 'zod';

/** Appended to a message that applies one of these choices rather than Agentty's own rules (AGENTTY_RULE). */
export const DESIGNER_RULE = "(Panel Designer's rule, not Agentty's.)";

/** The host rejects a `ui/setPanel` line over 16 MB; we read MB as MiB of UTF-8, newline excluded. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

// An error means "Agentty refuses this tree" (its serde types and limits, src/schema/agentty.ts) and
// nothing else; what Agentty accepts but the designer advises against is a warning or a hint.

/** Unknown keys: Agentty ignores them (no deny_unknown_fields); most are typos, so the designer warns. */
export const UNKNOWN_KEY_SEVERITY = 'warning' as const;

/** Unknown node types: Agentty refuses the tree (serde's unknown variant), so this is an error. */
export const UNKNOWN_TYPE_SEVERITY = 'error' as const;

/** Empty `children`: allowed (an empty container draws nothing) but flagged as a hint. */
export const EMPTY_CHILDREN_SEVERITY = 'info' as const;

/** A container without `children`: Agentty reads it as none; the designer warns, as it draws nothing. */
export const MISSING_CHILDREN_SEVERITY = 'warning' as const;

/**
 * Choice option values: API 1's wire spec leaves their type open, so the designer accepts any JSON scalar
 * and `change` sends it back unchanged. Agentty's field is a string: see OPTION_VALUE_STRING_FROM.
 */
export const OPTION_VALUE_KINDS = ['string', 'number', 'boolean'] as const;

/**
 * From this target API on, a choice option value (or a choice's `value`) that is not a string is an error,
 * as Agentty refuses it; a design for API 1 gets a warning saying today's Agentty refuses it.
 */
export const OPTION_VALUE_STRING_FROM = 2;

/** Host panel widths in CSS pixels: Agentty's minimum 240 and default 360 (agentty-look.md §3.2), and a wide 480. */
export const PANEL_WIDTHS = { narrow: 240, default: 360, wide: 480 } as const;
export type PanelWidth = keyof typeof PANEL_WIDTHS;

/** The icon set: Lucide (ISC), kebab-case names as on lucide.dev. */
export const ICON_SET = { name: 'Lucide', url: 'https://lucide.dev/icons/' } as const;

/** Nesting deeper than this is refused before validation: the spec sets no limit, but the browser's stack does. */
export const MAX_DEPTH = 256;

/**
 * How far apart the exported plugins write `ui/notify`: Agentty drops one that arrives less than 700 ms
 * after the previous one, so toasts wait in a queue, 700 ms plus 150 ms for pipe and scheduling jitter (50 ms
 * was measured too little on a loaded 2-core machine: a toast arrived late and the next one was dropped).
 */
export const NOTIFY_SPACING_MS = 850;

/** `null` where Agentty's field is an `Option`: accepted and read as absent; the designer advises leaving the prop out. */
export const NULL_OPTIONAL_SEVERITY = 'warning' as const;

/** An empty `id`: Agentty accepts it, but an event naming it tells the plugin little; a warning. */
export const EMPTY_ID_SEVERITY = 'warning' as const;

/**
 * A repeated id (elements; list items, row actions, options, flow steps, tabs, table rows and menu values
 * within their list): Agentty accepts it, but its events could not be told apart; a warning.
 */
export const DUPLICATE_ID_SEVERITY = 'warning' as const;

/** A choice `value` that is none of its options is a warning: the choice draws with nothing selected. */
export const CHOICE_VALUE_NOT_OPTION_SEVERITY = 'warning' as const;

// ---- drawing (the spec leaves layout to the host)

export type GapName = z.infer<typeof Gap>;
export type TextStyleName = z.infer<typeof TextStyle>;
export type VariantName = z.infer<typeof ButtonVariant>;
export type ToneName = z.infer<typeof Tone>;

/** Gap used by column, row and section when `gap` is absent (or not a known value). */
export const DEFAULT_GAP: GapName = 'medium';
/** Space between children in CSS pixels. */
export const GAP_PX: Readonly<Record<GapName, number>> = { none: 0, small: 4, medium: 8, large: 16 };
export const DEFAULT_TEXT_STYLE: TextStyleName = 'body';
export const DEFAULT_VARIANT: VariantName = 'secondary';
export const DEFAULT_TONE: ToneName = 'neutral';
/** Icon size in CSS pixels. */
export const ICON_SIZE = 16;
/** A row without `wrap: true` keeps its widgets' sizes and scrolls sideways, as a host's flex row would. */
export const ROW_WRAPS_BY_DEFAULT = false;

/**
 * A list with this many items, or a column or section with this many children, draws only what is in
 * view plus a margin: smaller ones draw whole, as before; 200 rows still draw in well under a frame.
 */
export const WINDOW_FROM = 200;
/** How far past the visible edges a windowed container keeps drawing, in CSS pixels (a fast flick stays filled). */
export const WINDOW_MARGIN_PX = 600;
/** The most rows one windowed container draws at once, whatever their sizes: a cap on memory. */
export const WINDOW_MOST = 400;

/** Toasts from `ui/notify` stay Agentty's 5 s, one at a time: a new one replaces the old (agentty-look.md §3.5). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX = 1;
/** A toast shows the first 300 characters of the message, as Agentty cuts it. */
export const NOTIFY_MAX_CHARS = 300;

// ---- events and the wire

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

/** Agentty shows a badge's first 8 characters (the spec: at most 8). */
export const BADGE_MAX_CHARS = 8;
/** The activity bar's badge pill (the sidebar surface) shows only the first 3. */
export const BADGE_SIDEBAR_CHARS = 3;

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

// debounced: Agentty sends one change 250 ms after the last key, and any typing not sent yet before another event
export const DEFAULT_INPUT_CHANGE_MODE: InputChangeMode = 'debounced';

/** Quiet time before a debounced `change` is sent: Agentty's 250 ms after the last key (agentty-look.md §4). */
export const INPUT_CHANGE_DEBOUNCE_MS = 250;

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

/** Picking the option a choice already shows sends nothing, as a radio group does. */
export const REPICK_SENDS_CHANGE = false;

/** An empty badge text clears the badge (the spec gives no other way to remove one). */
export const EMPTY_BADGE_CLEARS = true;

/** The `context` must be a JSON object; while it is not, nothing is sent and the wire log says why. */
export const CONTEXT_KIND = 'object' as const;
