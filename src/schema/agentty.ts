// Agentty's own rules for a panel tree, as its source states them (crates/agentty-bridge/src/plugins/ui.rs;
// ../shared/spec/agentty-today.md §1): messages resting on these say so (AGENTTY_RULE).
import type { ApiVersion } from './nodes';

/** Appended to a message that states what Agentty itself does. */
export const AGENTTY_RULE = "(Agentty's rule.)";

/** More elements than this, counted as Agentty counts them, and Agentty refuses the tree. */
export const MAX_ELEMENTS = 2_000;
/** The root is level 0; a node deeper than this is refused. */
export const MAX_NESTING = 12;
/**
 * Agentty reads each line with serde_json, which stops at 128 nested arrays and objects: a line nested
 * deeper is not JSON to it, logged and never answered. A tree sits 2 levels down in its ui/setPanel line.
 */
export const MAX_LINE_NESTING = 127;
export const MAX_TREE_NESTING_IN_LINE = MAX_LINE_NESTING - 2;
/** Every plugin string is cut to this many characters, then "…" (never refused). */
export const MAX_TEXT = 20_000;
/** An input's `rows` is drawn at most this tall. */
export const MAX_ROWS = 24;
/** A grid has 1 to this many columns (2 when left out); `widths` past this are dropped. */
export const MAX_COLUMNS = 6;
export const DEFAULT_COLUMNS = 2;
/** A list row's `depth` is drawn at most this deep. */
export const MAX_LIST_DEPTH = 8;
/** A list row's `tag` is cut to this many characters. */
export const MAX_TAG_CHARS = 8;
/** An input's completions past this many are dropped. */
export const MAX_COMPLETIONS = 500;
/** A fixed grid column ("240px") is clamped to this range of pixels; a share ("2") to 1 … 12. */
export const GRID_PX = { min: 16, max: 1200 } as const;
export const GRID_SHARE = { min: 1, max: 12 } as const;
/** A resizable grid column is dragged between these widths. */
export const GRID_RESIZE_PX = { min: 160, max: 720 } as const;
/** An image's width and height are clamped to this many pixels; its height is 240 when left out. */
export const IMAGE_PX = { min: 16, max: 2400 } as const;
export const IMAGE_HEIGHT = 240;
/** The picture formats Agentty draws from a plugin's files (never SVG). */
export const IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
/** Dropped files are copied into this folder of the plugin's own when `into` is left out. */
export const DEFAULT_DROP_FOLDER = 'dropped';
/** A graph canvas's height (560 when left out), a card's width (240), and where cards may sit. */
export const GRAPH_HEIGHT_PX = { min: 160, max: 4000 } as const;
export const GRAPH_HEIGHT = 560;
export const GRAPH_NODE_WIDTH_PX = { min: 120, max: 900 } as const;
export const GRAPH_NODE_WIDTH = 240;
export const GRAPH_EXTENT = 20_000;
/** More graph nodes than this and Agentty refuses the tree; ports per side and edges past these are cut. */
export const MAX_GRAPH_NODES = 64;
export const MAX_GRAPH_PORTS = 12;
export const MAX_GRAPH_EDGES = 512;
/** Agentty's clamp of a size: non-finite takes the default. */
export function clampSize(value: unknown, range: { readonly min: number; readonly max: number }, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(range.max, Math.max(range.min, value)) : fallback;
}

/** A table column's `grow` is clamped to 1 … 12 (1 when left out). */
export const TABLE_GROW = { min: 1, max: 12 } as const;

/**
 * What `host/info` answers as `uiFeatures`, each with the API version from which Agentty draws it:
 * flow and popover came without a version bump, everything else with API 4.
 */
export const UI_FEATURES: readonly (readonly [feature: string, since: ApiVersion])[] = [
  ['flow', 1],
  ['popover', 1],
  ['card', 4],
  ['grid', 4],
  ['tabs', 4],
  ['table', 4],
  ['keyValue', 4],
  ['stat', 4],
  ['progress', 4],
  ['callout', 4],
  ['select', 4],
  ['checkbox', 4],
  ['code', 4],
  ['gridWidths', 4],
  ['listTree', 4],
  ['tabClose', 4],
  ['monoInput', 4],
  ['completions', 4],
  ['gridResize', 4],
  ['openWindow', 4],
  ['gridFill', 4],
  ['tabsAdd', 4],
  ['listSelected', 4],
  ['inputLanguage', 4],
  ['flowReorder', 4],
  ['flowInsert', 4],
  ['buttonMenu', 4],
  ['image', 5],
  ['imageDrop', 5],
  ['graph', 5],
];

/** The `uiFeatures` an Agentty of API `version` lists. */
export function uiFeatures(version: ApiVersion): string[] {
  return UI_FEATURES.filter(([, since]) => since <= version).map(([feature]) => feature);
}

/**
 * The icon names Agentty draws (its `ICONS` list, agentty-look.md §1.5, in its order); any other name draws
 * its `puzzle` icon. Lucide names, but for the two in AGENTTY_ICON_STAND_INS.
 */
export const AGENTTY_ICONS = [
  'mic', 'git-fork', 'file', 'lock', 'lock-open', 'graduation-cap', 'x-twitter', 'circle-dot', 'key-round', 'minus',
  'arrow-up-right', 'bell', 'bell-dot', 'cloud-alert', 'cloud-check', 'cloud-off', 'cloud-upload', 'laptop',
  'remote-desktop', 'monitor', 'blocks', 'brain', 'chart-column', 'chevron-down', 'chevron-right', 'columns-2',
  'ellipsis', 'folder', 'folder-plus', 'folder-git-2', 'git-branch', 'history', 'layout-panel-left', 'pencil',
  'plus', 'refresh-cw', 'rows-2', 'settings', 'smartphone', 'star', 'terminal', 'workflow', 'x', 'chevron-up',
  'git-commit-horizontal', 'check', 'arrow-down', 'arrow-up', 'undo-2', 'picture-in-picture-2', 'search', 'command',
  'sparkles', 'bot', 'globe', 'arrow-left', 'arrow-right', 'rotate-cw', 'package', 'fold-vertical', 'loader-circle',
  'maximize-2', 'minimize-2', 'grip-vertical', 'panel-left-close', 'panel-left-open', 'message-circle-question',
  'shield-alert', 'triangle-alert', 'circle-pause', 'link', 'unlink', 'users', 'file-text', 'square-plus',
  'folder-open', 'copy', 'info', 'external-link', 'square-terminal', 'network', 'list-tree', 'circle-check',
  'circle-x', 'clock', 'app-window', 'puzzle', 'notebook-pen', 'send', 'save', 'file-input', 'trash-2', 'download',
  'upload', 'power', 'scroll-text', 'zap', 'wand-sparkles', 'code', 'file-plus', 'list', 'list-todo',
  'square-kanban', 'message-square', 'message-square-code', 'notebook', 'sticky-note', 'bookmark', 'calendar', 'tag',
  'clipboard', 'clipboard-paste', 'git-pull-request', 'bug', 'rocket', 'book-open', 'hammer', 'wrench', 'database',
  'cloud', 'eye', 'play', 'square', 'lightbulb', 'plug', 'hash', 'house', 'at-sign', 'mail', 'image', 'container',
  'pin',
] as const;

/** The icon Agentty draws for a name it does not have. */
export const FALLBACK_ICON = 'puzzle';

/**
 * Icons Agentty ships that Lucide has not (its own drawings, which are not ours to copy): the
 * designer draws these Lucide icons in their place.
 */
export const AGENTTY_ICON_STAND_INS: Readonly<Record<string, string>> = { 'x-twitter': 'x', 'remote-desktop': 'screen-share' };

/** A string as Agentty keeps it: past MAX_TEXT characters (code points) it is cut and ends in "…". */
export function agenttyText(text: string): string {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    if (count === MAX_TEXT) return `${text.slice(0, i)}…`;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) i++;
    count++;
  }
  return text;
}

