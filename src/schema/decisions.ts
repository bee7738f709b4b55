// Every choice the spec leaves open, kept in one place and listed in the README.

/** The host rejects a `ui/setPanel` line over 16 MB; we read MB as MiB of UTF-8, newline excluded. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/** Unknown keys: the spec is silent; hosts usually ignore them, so we warn and the preview ignores them. */
export const UNKNOWN_KEY_SEVERITY = 'warning' as const;

/** Unknown node types: the host would reject the tree (-32602 invalid UI tree), so this is an error. */
export const UNKNOWN_TYPE_SEVERITY = 'error' as const;

/** Empty `children`: allowed (an empty container draws nothing) but flagged as a hint. */
export const EMPTY_CHILDREN_SEVERITY = 'info' as const;

/** Choice option values: any JSON scalar (string, number, boolean); `change` sends it back unchanged. */
export const OPTION_VALUE_KINDS = ['string', 'number', 'boolean'] as const;

/** Ids of interactive elements must be unique in the whole tree, not just among siblings. */
export const ID_SCOPE = 'tree' as const;

/** An empty `items` list is fine: the host shows the `empty` text (or nothing). */
export const EMPTY_LIST_TEXT_FALLBACK = '';

/** Host panel widths in CSS pixels: the spec gives none, these match common side panels. */
export const PANEL_WIDTHS = { narrow: 260, default: 340, wide: 480 } as const;
export type PanelWidth = keyof typeof PANEL_WIDTHS;

/** The icon set: Lucide (ISC), kebab-case names as on lucide.dev. */
export const ICON_SET = { name: 'Lucide', url: 'https://lucide.dev/icons/' } as const;

/** Nesting deeper than this is refused before validation: the spec sets no limit, but the browser's stack does. */
export const MAX_DEPTH = 256;

/**
 * How far apart the exported plugins write `ui/notify`: Agentty drops one that arrives less than 700 ms
 * after the previous one, so toasts wait in a queue, 700 ms plus 50 ms for pipe and scheduling jitter.
 */
export const NOTIFY_SPACING_MS = 750;
