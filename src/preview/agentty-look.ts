// Agentty's numbers for drawing a plugin panel, one table for every node type (../shared/spec/agentty-look.md).
// Pure data: the dark theme (theme.ts) takes its colours from here, and the look test compares the drawn
// preview with it. Sizes are CSS pixels; weights are CSS weights (Medium = 500); colours are Agentty's
// dark palette, the only one it has. Entries marked `inferred` are the spec's own inferences.
import type { NodeType, Tone } from '../schema';

export type Hex = `#${string}`;
/** A colour at an alpha, as Agentty's overlays are (drawn as `color-mix(in srgb, colour N%, transparent)`). */
export interface Tint {
  readonly hex: Hex;
  readonly alpha: number;
}
export type Paint = Hex | Tint | 'transparent';

const tint = (hex: Hex, alpha: number): Tint => ({ hex, alpha });

/** Agentty's dark palette (§2.1) and the surfaces plugin_ui adds; the names are Agentty's. */
export const COLOURS = {
  PANEL: '#212124',
  SIDE_BAR: '#17171a',
  /** the window root: the area the panel is placed in (§2.1) */
  EDITOR: '#1e1e21',
  BORDER: '#2f2f34',
  FOREGROUND: '#d2d2d8',
  BRIGHT: '#f2f2f5',
  MUTED: '#8e8e96',
  ACCENT: '#0078d4',
  HOVER: '#2a2a30',
  SELECTED: '#35353c',
  OVERLAY: '#232326',
  OVERLAY_BORDER: '#41414a',
  BLUE: '#4daafc',
  SUCCESS: '#89d185',
  WARNING: '#cca700',
  ERROR: '#f14c4c',
  ORANGE: '#e8a33d',
  SUNKEN: '#1a1a1d',
  RAISED: '#27272b',
  CONTROL: '#2e2e33',
  /** the toggle's track when off */
  TRACK_OFF: '#3a3a40',
  /** a code block's base text (§5.25) */
  CODE_TEXT: '#d4d4d4',
  /** derived (§2.1): ACCENT lightened 12 %, CONTROL 6 %, OVERLAY_BORDER 12 % */
  PRIMARY_HOVER: '#1f88d9',
  SECONDARY_HOVER: '#3b3b3f',
  SELECT_HOVER_BORDER: '#585860',
} as const satisfies Record<string, Hex>;

/** §2.2: each tone's colour and the callout's default icon. */
export const TONE_COLOURS: Readonly<Record<Tone, Hex>> = {
  neutral: COLOURS.MUTED,
  info: COLOURS.BLUE,
  success: COLOURS.SUCCESS,
  warning: COLOURS.WARNING,
  error: COLOURS.ERROR,
};
export const TONE_ICONS: Readonly<Record<Tone, string>> = {
  neutral: 'lightbulb',
  info: 'info',
  success: 'circle-check',
  warning: 'shield-alert',
  error: 'circle-x',
};

/** §5.26: VS Code's Dark+ as Agentty colours code. */
export const SYNTAX = {
  comment: '#6a9955',
  string: '#ce9178',
  escape: '#d7ba7d',
  number: '#b5cea8',
  keyword: '#569cd6',
  control: '#c586c0',
  function: '#dcdcaa',
  type: '#4ec9b0',
  variable: '#9cdcfe',
} as const satisfies Record<string, Hex>;

/** §1.2: the type scale in px. */
export const TYPE = { caption: 11, small: 12, body: 13, title: 14, large: 16, heading: 18, display: 22 } as const;
/** §1.1: normal everywhere, Medium for emphasis. */
export const WEIGHT = { normal: 400, medium: 500 } as const;
/** §1.1 (inferred): GPUI's default line height, 1.618 × the font size. */
export const LINE_HEIGHT = 1.618;
/** §1.4 (md and sm inferred for gpui 0.2.2): GPUI's named radii; `full` is a pill. */
export const RADIUS = { sm: 4, md: 6, lg: 8, full: 9999 } as const;
/** §1.3: the `gap` enum. */
export const GAPS = { none: 0, small: 4, medium: 8, large: 16 } as const;
/** §1.1: the monospace family Agentty bundles. */
export const MONO_FAMILY = 'JetBrains Mono';
/** §1.5: icon sizes, the puzzle for unknown names, the icon-only button. */
export const ICONS = { inline: 14, button: 16, fallback: 'puzzle', iconButton: 26 } as const;

/** A run of text: size, weight, colour, and whether it stays on one line cut with "…" (§1.6). */
export interface TextLook {
  readonly size: number;
  readonly weight: number;
  readonly colour: Paint;
  readonly oneLine: boolean;
  readonly mono?: boolean;
  readonly uppercase?: boolean;
}
const text = <C extends Paint>(size: number, colour: C, oneLine: boolean, weight: number = WEIGHT.normal): TextLook & { readonly colour: C } => ({ size, weight, colour, oneLine });

/** §1.5: a square tinted with its colour at 16 %, radius md, a 14 px icon. */
const iconTile = (size: number) => ({ size, icon: ICONS.inline, alpha: 0.16, radius: RADIUS.md, neutral: COLOURS.FOREGROUND });

/** §3.3: the panel itself (the host frame draws it). */
export const PANEL = {
  section: '§3.3',
  width: 360,
  minWidth: 240,
  background: COLOURS.PANEL,
  header: { height: 36, background: COLOURS.SIDE_BAR },
  bodyPadding: 12,
  text: COLOURS.FOREGROUND,
  baseSize: TYPE.body,
} as const;

/** §5.28: what an empty list or table shows. */
export const EMPTY_STATE = {
  section: '§5.28',
  paddingX: 12,
  paddingY: 16,
  gap: 6,
  icon: { name: 'list', size: ICONS.button, colour: tint(COLOURS.MUTED, 0.7) },
  text: { ...text(TYPE.small, COLOURS.MUTED, false) },
} as const;

/** §3.6: the plugin menus (button `menu`, tabs `addMenu`, flow `insertMenu`). */
export const MENU = {
  section: '§3.6',
  minWidth: 180,
  padding: 4,
  gap: 2,
  radius: RADIUS.md,
  border: COLOURS.OVERLAY_BORDER,
  background: COLOURS.RAISED,
  offset: 32,
  entry: { height: 28, paddingX: 8, gap: 8, radius: RADIUS.sm, text: text(TYPE.small, COLOURS.BRIGHT, true), hover: COLOURS.HOVER },
} as const;

/** Every node type the registry knows, with the numbers Agentty draws it with (§5). */
export const AGENTTY_LOOK = {
  column: { section: '§5.1', gaps: GAPS, defaultGap: GAPS.medium },
  row: {
    section: '§5.2',
    gaps: GAPS,
    defaultGap: GAPS.medium,
    alignItems: 'center',
    // text `title` in a row: its natural width, at most 60 %
    titleMaxShare: 0.6,
    // a select in a row: characters × 7.2 + 48, clamped
    select: { perChar: 7.2, extra: 48, min: 96, max: 280 },
  },
  section: {
    section: '§5.3',
    spaceAbove: 12,
    gap: 8,
    title: { ...text(TYPE.caption, COLOURS.MUTED, true, WEIGHT.medium), uppercase: true },
    border: 'none',
  },
  text: {
    section: '§1.2, §5.4',
    styles: {
      body: text(TYPE.body, COLOURS.FOREGROUND, false),
      title: text(TYPE.large, COLOURS.BRIGHT, true, WEIGHT.medium),
      muted: text(TYPE.small, COLOURS.MUTED, false),
      small: text(TYPE.caption, COLOURS.MUTED, false),
      code: { ...text(TYPE.small, COLOURS.FOREGROUND, false), mono: true },
      error: text(TYPE.small, COLOURS.ERROR, false),
      success: text(TYPE.small, COLOURS.SUCCESS, false),
    },
    codeBox: { paddingX: 10, paddingY: 8, radius: RADIUS.md, border: COLOURS.BORDER, background: COLOURS.SUNKEN },
  },
  button: {
    section: '§5.5',
    height: 28,
    paddingX: 12,
    // an icon with a blank label
    iconOnly: 28,
    gap: 6,
    radius: RADIUS.md,
    borderWidth: 1,
    label: { ...text(TYPE.small, COLOURS.BRIGHT, true, WEIGHT.medium) },
    icon: ICONS.inline,
    disabledOpacity: 0.4,
    variants: {
      primary: { fill: COLOURS.ACCENT, hover: COLOURS.PRIMARY_HOVER, border: COLOURS.ACCENT, text: COLOURS.BRIGHT },
      secondary: { fill: COLOURS.CONTROL, hover: COLOURS.SECONDARY_HOVER, border: COLOURS.OVERLAY_BORDER, text: COLOURS.BRIGHT },
      ghost: { fill: 'transparent', hover: COLOURS.HOVER, border: 'transparent', text: COLOURS.FOREGROUND },
      danger: { fill: tint(COLOURS.ERROR, 0.14), hover: tint(COLOURS.ERROR, 0.24), border: tint(COLOURS.ERROR, 0.4), text: COLOURS.ERROR },
    },
  },
  input: {
    section: '§5.6',
    minHeight: 28,
    paddingX: 10,
    // a text area's padding above and below
    areaPaddingY: 6,
    radius: RADIUS.md,
    border: COLOURS.OVERLAY_BORDER,
    background: COLOURS.SUNKEN,
    text: text(TYPE.small, COLOURS.BRIGHT, true),
    placeholder: tint(COLOURS.FOREGROUND, 0.4),
    caret: COLOURS.BLUE,
    selection: tint(COLOURS.ACCENT, 0.45),
    completions: {
      width: 380,
      padding: 4,
      gap: 2,
      radius: RADIUS.md,
      border: COLOURS.OVERLAY_BORDER,
      background: COLOURS.RAISED,
      row: { height: 26, paddingX: 8, gap: 12, radius: RADIUS.sm, active: tint(COLOURS.ACCENT, 0.28) },
      label: { ...text(TYPE.small, COLOURS.BRIGHT, true), mono: true, maxWidth: 200 },
      detail: text(TYPE.caption, COLOURS.MUTED, true),
    },
  },
  list: {
    section: '§5.7',
    rowGap: 2,
    row: {
      paddingX: 8,
      paddingY: 6,
      gap: 10,
      radius: RADIUS.md,
      hover: COLOURS.HOVER,
      selected: tint(COLOURS.ACCENT, 0.22),
      depthIndent: 14,
      // inferred: 6 + 21 + 6
      height: 33,
    },
    iconTile: iconTile(24),
    tag: { ...text(TYPE.caption, COLOURS.MUTED, true, WEIGHT.medium), mono: true, minWidth: 38 },
    textGap: 2,
    title: text(TYPE.body, COLOURS.BRIGHT, true),
    subtitle: text(TYPE.small, COLOURS.MUTED, true),
    detail: text(TYPE.caption, tint(COLOURS.MUTED, 0.8), true),
    actions: {
      right: 4,
      paddingLeft: 8,
      gap: 2,
      background: COLOURS.HOVER,
      button: { height: 22, paddingX: 4, gap: 4, radius: RADIUS.sm, label: text(TYPE.caption, COLOURS.FOREGROUND, true), icon: ICONS.inline, hover: COLOURS.SELECTED },
      shownAtOnce: 3,
    },
  },
  choice: {
    section: '§5.8',
    gap: 4,
    chip: { paddingX: 10, paddingY: 4, radius: RADIUS.md, borderWidth: 1, size: TYPE.small },
    selected: { border: COLOURS.ACCENT, fill: tint(COLOURS.ACCENT, 0.25), text: COLOURS.BRIGHT },
    unselected: { border: COLOURS.BORDER, fill: 'transparent', text: COLOURS.MUTED },
    hoverText: COLOURS.BRIGHT,
  },
  toggle: {
    section: '§5.9',
    gap: 8,
    label: { ...text(TYPE.small, COLOURS.FOREGROUND, false), hover: COLOURS.BRIGHT },
    track: { width: 30, height: 17, padding: 2, radius: RADIUS.full, on: COLOURS.ACCENT, off: COLOURS.TRACK_OFF },
    knob: { size: 13, colour: COLOURS.BRIGHT },
  },
  badge: {
    section: '§5.10',
    paddingX: 8,
    paddingY: 2,
    radius: RADIUS.full,
    size: TYPE.caption,
    weight: WEIGHT.medium,
    // the tone at 16 % behind the tone's text; neutral is MUTED
    alpha: 0.16,
  },
  spinner: {
    section: '§5.11',
    paddingX: 12,
    paddingY: 8,
    gap: 8,
    text: text(TYPE.small, COLOURS.MUTED, false),
    icon: { name: 'loader-circle', size: ICONS.inline, colour: COLOURS.MUTED },
    turnMs: 900,
  },
  divider: { section: '§5.12', thickness: 1, colour: COLOURS.BORDER, margin: 4 },
  flow: {
    section: '§5.13',
    step: {
      paddingX: 8,
      paddingY: 6,
      gap: 8,
      radius: RADIUS.lg,
      borderWidth: 1,
      background: COLOURS.RAISED,
      selectedBackground: COLOURS.SELECTED,
      hover: COLOURS.HOVER,
      border: COLOURS.BORDER,
      selectedBorder: COLOURS.ACCENT,
      activeBorder: tint(COLOURS.ORANGE, 0.6),
      sideIndent: 28,
      offOpacity: 0.55,
    },
    iconTile: iconTile(26),
    states: { off: COLOURS.MUTED, on: COLOURS.BLUE, active: COLOURS.ORANGE, done: COLOURS.SUCCESS, error: COLOURS.ERROR },
    title: text(TYPE.small, COLOURS.BRIGHT, true),
    subtitle: text(TYPE.caption, COLOURS.MUTED, true),
    mark: { size: ICONS.inline, chevron: COLOURS.MUTED, error: COLOURS.ERROR },
    spinner: { size: TYPE.small, colour: COLOURS.ORANGE, frameMs: 80 },
    connector: { left: 20, width: 2, height: 12, lit: tint(COLOURS.SUCCESS, 0.55), unlit: COLOURS.BORDER },
    insert: {
      gapHeight: 22,
      rule: tint(COLOURS.ACCENT, 0.6),
      chip: { height: 20, paddingX: 8, radius: RADIUS.md, border: tint(COLOURS.ACCENT, 0.6), background: COLOURS.PANEL, text: text(TYPE.caption, COLOURS.BRIGHT, true), icon: COLOURS.ACCENT },
    },
    dragChip: { paddingX: 8, paddingY: 4, radius: RADIUS.md, border: COLOURS.ACCENT, background: COLOURS.RAISED, text: text(TYPE.small, COLOURS.BRIGHT, true) },
    dropTarget: { border: COLOURS.ACCENT, fill: tint(COLOURS.ACCENT, 0.12) },
  },
  popover: {
    section: '§3.4, §5.14',
    width: 380,
    belowTop: 44,
    margin: 8,
    radius: RADIUS.lg,
    border: COLOURS.OVERLAY_BORDER,
    background: COLOURS.PANEL,
    header: { height: 36, paddingX: 12, gap: 8, border: COLOURS.BORDER },
    title: text(TYPE.body, COLOURS.BRIGHT, true, WEIGHT.medium),
    bodyPadding: 12,
    gap: 8,
    bodyMaxHeight: { min: 160, max: 640 },
  },
  card: {
    section: '§5.15',
    padding: 12,
    gap: 10,
    radius: RADIUS.lg,
    background: COLOURS.RAISED,
    border: COLOURS.BORDER,
    // a tone other than neutral: its colour at 45 % on all four sides
    toneBorderAlpha: 0.45,
    heading: { gap: 10 },
    iconTile: iconTile(26),
    title: text(TYPE.body, COLOURS.BRIGHT, false, WEIGHT.medium),
    subtitle: text(TYPE.small, COLOURS.MUTED, false),
    close: ICONS.iconButton,
    childGap: 8,
  },
  grid: {
    section: '§5.16',
    defaultColumns: 2,
    columns: { min: 1, max: 6 },
    fixedPx: { min: 16, max: 1200 },
    share: { min: 1, max: 12 },
    defaultGap: GAPS.medium,
    resize: { min: 160, max: 720, handleWidth: 6, line: COLOURS.BORDER, hoverLine: COLOURS.ACCENT, pauseMs: 300 },
  },
  tabs: {
    section: '§5.17',
    strip: { height: 36, border: COLOURS.BORDER, gap: 4 },
    tab: {
      paddingX: 10,
      paddingY: 6,
      gap: 6,
      maxWidth: 220,
      underline: 2,
      size: TYPE.small,
      active: { weight: WEIGHT.medium, colour: COLOURS.BRIGHT, underline: COLOURS.ACCENT },
      inactive: { weight: WEIGHT.normal, colour: COLOURS.MUTED, hover: COLOURS.BRIGHT, underline: 'transparent' },
    },
    icon: ICONS.inline,
    badge: { paddingX: 6, size: TYPE.caption, radius: RADIUS.full, activeBackground: COLOURS.SELECTED, background: COLOURS.HOVER },
    close: { size: ICONS.inline, colour: COLOURS.MUTED, marginLeft: 2, radius: RADIUS.sm, hover: COLOURS.HOVER },
    add: { size: 28, icon: ICONS.inline, colour: COLOURS.FOREGROUND, radius: RADIUS.md, hover: COLOURS.HOVER },
    contentGap: 12,
    childGap: 8,
  },
  table: {
    section: '§5.18',
    radius: RADIUS.lg,
    border: COLOURS.BORDER,
    background: COLOURS.SUNKEN,
    cell: { paddingX: 8, gap: 6 },
    header: { paddingY: 6, border: COLOURS.BORDER, label: { ...text(TYPE.caption, COLOURS.MUTED, true, WEIGHT.medium), uppercase: true } },
    row: {
      paddingY: 6,
      divider: tint(COLOURS.BORDER, 0.6),
      selected: COLOURS.SELECTED,
      hover: COLOURS.HOVER,
      first: text(TYPE.small, COLOURS.BRIGHT, true),
      other: text(TYPE.small, COLOURS.FOREGROUND, true),
      // inferred
      height: 31,
    },
    dot: 7,
    grow: { min: 1, max: 12 },
  },
  keyValue: {
    section: '§5.19',
    row: { paddingY: 6, gap: 12, divider: tint(COLOURS.BORDER, 0.6) },
    label: { ...text(TYPE.small, COLOURS.MUTED, false), share: 0.38, maxWidth: 200 },
    value: { ...text(TYPE.small, COLOURS.BRIGHT, false), neutral: COLOURS.BRIGHT },
  },
  stat: {
    section: '§5.20',
    padding: 12,
    gap: 4,
    radius: RADIUS.lg,
    border: COLOURS.BORDER,
    background: COLOURS.RAISED,
    icon: ICONS.inline,
    iconGap: 6,
    // the icon and the detail take the tone; neutral is MUTED
    neutral: COLOURS.MUTED,
    label: { ...text(TYPE.caption, COLOURS.MUTED, true, WEIGHT.medium), uppercase: true },
    value: text(TYPE.display, COLOURS.BRIGHT, true, WEIGHT.medium),
    detail: text(TYPE.caption, COLOURS.MUTED, true),
  },
  progress: {
    section: '§5.21',
    gap: 6,
    top: { size: TYPE.small, gap: 8, label: COLOURS.FOREGROUND, right: COLOURS.MUTED },
    bar: { height: 6, radius: RADIUS.full, track: COLOURS.BORDER, neutralFill: COLOURS.ACCENT },
  },
  select: {
    section: '§5.22',
    trigger: {
      height: 28,
      paddingX: 10,
      gap: 8,
      radius: RADIUS.md,
      size: TYPE.small,
      background: COLOURS.SUNKEN,
      border: COLOURS.OVERLAY_BORDER,
      openBorder: COLOURS.ACCENT,
      hoverBorder: COLOURS.SELECT_HOVER_BORDER,
      value: COLOURS.BRIGHT,
      placeholder: COLOURS.MUTED,
      chevron: { size: ICONS.inline, colour: COLOURS.MUTED },
    },
    disabledOpacity: 0.4,
    dropdown: {
      offset: 32,
      background: COLOURS.OVERLAY,
      border: COLOURS.OVERLAY_BORDER,
      radius: RADIUS.lg,
      padding: 4,
      minWidth: 200,
      maxHeight: 280,
      option: { paddingX: 8, paddingY: 4, gap: 8, radius: RADIUS.md, size: TYPE.small, colour: COLOURS.FOREGROUND, picked: COLOURS.BRIGHT, check: COLOURS.ACCENT },
    },
  },
  checkbox: {
    section: '§5.23',
    gap: 8,
    box: { size: 16, top: 1, radius: RADIUS.sm, borderWidth: 1, on: COLOURS.ACCENT, offBorder: COLOURS.OVERLAY_BORDER, offFill: COLOURS.SUNKEN, check: { size: 12, colour: COLOURS.BRIGHT } },
    textGap: 2,
    label: text(TYPE.small, COLOURS.BRIGHT, false),
    description: text(TYPE.caption, COLOURS.MUTED, false),
    disabledOpacity: 0.4,
  },
  callout: {
    section: '§5.24',
    paddingX: 12,
    paddingY: 10,
    gap: 10,
    radius: RADIUS.lg,
    defaultTone: 'info',
    borderAlpha: 0.35,
    backgroundAlpha: 0.1,
    icon: { size: ICONS.inline, top: 1, defaults: TONE_ICONS },
    textGap: 2,
    title: text(TYPE.small, COLOURS.BRIGHT, false, WEIGHT.medium),
    text: text(TYPE.small, COLOURS.FOREGROUND, false),
  },
  code: {
    section: '§5.25',
    radius: RADIUS.lg,
    border: COLOURS.BORDER,
    background: COLOURS.SUNKEN,
    caption: { height: 30, paddingLeft: 12, paddingRight: 4, border: COLOURS.BORDER, text: text(TYPE.caption, COLOURS.MUTED, true) },
    copy: { size: ICONS.iconButton, icon: ICONS.button },
    body: { paddingX: 12, paddingY: 10, ...text(TYPE.small, COLOURS.CODE_TEXT, false), mono: true, wraps: false },
    syntax: SYNTAX,
  },
  image: {
    section: '§5.27',
    defaultHeight: 240,
    clamp: { min: 16, max: 2400 },
    radius: RADIUS.md,
    borderWidth: 1,
    border: COLOURS.BORDER,
    emptyBorder: COLOURS.TRACK_OFF,
    background: COLOURS.SUNKEN,
    hoverBorder: COLOURS.ACCENT,
    empty: { padding: 12, gap: 6, icon: { name: 'image', size: ICONS.button, colour: COLOURS.MUTED }, text: text(TYPE.small, COLOURS.MUTED, false) },
    caption: { gap: 4, ...text(TYPE.caption, COLOURS.MUTED, true), mono: true },
    defaultFit: 'contain',
    accepts: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
  },
  graph: {
    section: '§5.29',
    defaultHeight: 560,
    clamp: { min: 160, max: 4000 },
    radius: RADIUS.lg,
    border: COLOURS.BORDER,
    background: '#161618',
    canvasMargin: 320,
    dots: { size: 1.5, every: 24, colour: tint('#ffffff', 0.07) },
    zoom: { min: 0.3, max: 2, step: 1.2, wheel: 0.004, inset: 10, background: tint(COLOURS.RAISED, 0.94), labelWidth: 44, fitMargin: 24, button: ICONS.iconButton },
    extent: 20_000,
    maxNodes: 64,
    maxEdges: 512,
    maxPorts: 12,
    node: {
      defaultWidth: 240,
      widthClamp: { min: 120, max: 900 },
      radius: RADIUS.lg,
      background: COLOURS.RAISED,
      offOpacity: 0.55,
      border: { selected: COLOURS.ACCENT, active: tint(COLOURS.ORANGE, 0.7), error: tint(COLOURS.ERROR, 0.7), toneAlpha: 0.35, plain: COLOURS.BORDER },
      heading: { height: 32, paddingX: 10, gap: 8, background: '#202024', dot: 8, icon: ICONS.inline, title: text(12.5, COLOURS.BRIGHT, true, WEIGHT.medium), subtitle: { ...text(10.5, COLOURS.MUTED, true), mono: true, maxShare: 0.45, minZoom: 0.75 } },
      ports: { paddingY: 4, row: 22, paddingX: 10, gap: 8, label: text(10.5, COLOURS.MUTED, true), dot: 10, minDot: 6, ring: 2 },
      children: { padding: 10, top: 4, gap: 8, minZoom: 0.75 },
    },
    wire: { minBend: 60, width: 2, alpha: 0.85, idleAlpha: 0.28 },
  },
} as const satisfies { readonly [T in NodeType]: { readonly section: string; readonly [key: string]: unknown } };

export type AgenttyLook = typeof AGENTTY_LOOK;
