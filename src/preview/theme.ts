// Host theme tokens: every preview component reads these CSS custom properties, never raw colours.
import { COLOURS as C, MONO_FAMILY, SYNTAX, TONE_COLOURS } from './agentty-look';

export type HostTheme = 'light' | 'dark';

export const THEME_VARIABLES = [
  '--pd-font',
  '--pd-font-mono',
  '--pd-font-size',
  '--pd-bg',
  '--pd-fg',
  '--pd-muted',
  '--pd-border',
  '--pd-surface',
  '--pd-surface-hover',
  '--pd-header-bg',
  '--pd-code-bg',
  '--pd-accent',
  '--pd-accent-fg',
  '--pd-danger',
  '--pd-danger-fg',
  '--pd-focus',
  '--pd-selection',
  '--pd-tone-neutral',
  '--pd-tone-info',
  '--pd-tone-success',
  '--pd-tone-warning',
  '--pd-tone-error',
  '--pd-stale-bg',
  '--pd-stale-fg',
  '--pd-invalid',
  // Agentty's own surfaces (agentty-look.md §2.1), for the elements of today's Agentty
  '--pd-bright',
  '--pd-raised',
  '--pd-sunken',
  '--pd-control',
  '--pd-overlay',
  '--pd-overlay-border',
  '--pd-selected',
  '--pd-orange',
  // hover colours Agentty derives by lightening (§2.1): primary and secondary buttons, the select trigger's border
  '--pd-primary-hover',
  '--pd-secondary-hover',
  '--pd-select-hover-border',
  // the toggle's track when off and its knob (agentty-look.md §5.9)
  '--pd-track-off',
  '--pd-knob',
  // the window area around the panel: the terminals' place
  '--pd-window',
  // a code block's text and its syntax colours (agentty-look.md §5.25, §5.26)
  '--pd-code-fg',
  '--pd-syntax-comment',
  '--pd-syntax-string',
  '--pd-syntax-escape',
  '--pd-syntax-number',
  '--pd-syntax-keyword',
  '--pd-syntax-control',
  '--pd-syntax-function',
  '--pd-syntax-type',
  '--pd-syntax-variable',
] as const;

export type ThemeVariable = (typeof THEME_VARIABLES)[number];

const shared = {
  '--pd-font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  // Agentty's bundled JetBrains Mono (§1.1), loaded only once code is drawn (mono-font.ts)
  '--pd-font-mono': `"${MONO_FAMILY}", ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace`,
  '--pd-font-size': '13px',
} as const;

export const THEMES: Readonly<Record<HostTheme, Readonly<Record<ThemeVariable, string>>>> = {
  light: {
    ...shared,
    '--pd-bg': '#ffffff',
    '--pd-fg': '#1f2328',
    '--pd-muted': '#656d76',
    '--pd-border': '#d0d7de',
    '--pd-surface': '#f6f8fa',
    '--pd-surface-hover': '#eaeef2',
    '--pd-header-bg': '#f0f2f5',
    '--pd-code-bg': '#eff1f3',
    '--pd-accent': '#0969da',
    '--pd-accent-fg': '#ffffff',
    '--pd-danger': '#cf222e',
    '--pd-danger-fg': '#ffffff',
    '--pd-focus': '#0969da',
    '--pd-selection': '#d946ef',
    '--pd-tone-neutral': '#6e7781',
    '--pd-tone-info': '#0969da',
    '--pd-tone-success': '#1a7f37',
    '--pd-tone-warning': '#9a6700',
    '--pd-tone-error': '#cf222e',
    '--pd-stale-bg': '#fff8c5',
    '--pd-stale-fg': '#4d2d00',
    '--pd-invalid': '#cf222e',
    // agentty-look.md §2.3: Agentty has no light theme; these are its proposal
    '--pd-bright': '#14141a',
    '--pd-raised': '#ffffff',
    '--pd-sunken': '#f6f8fa',
    '--pd-control': '#eff2f5',
    '--pd-overlay': '#ffffff',
    '--pd-overlay-border': '#d0d7de',
    '--pd-selected': '#dde3ea',
    '--pd-orange': '#bc4c00',
    // the designer's own: hovering darkens on a light panel
    '--pd-primary-hover': '#0860c7',
    '--pd-secondary-hover': '#e4e8ec',
    '--pd-select-hover-border': '#afb8c1',
    '--pd-track-off': '#8c959f',
    '--pd-knob': '#ffffff',
    '--pd-window': '#eef1f4',
    // Agentty has no light code colours either: VS Code's Light+, the light twin of its Dark+
    '--pd-code-fg': '#1f2328',
    '--pd-syntax-comment': '#008000',
    '--pd-syntax-string': '#a31515',
    '--pd-syntax-escape': '#ee0000',
    '--pd-syntax-number': '#098658',
    '--pd-syntax-keyword': '#0000ff',
    '--pd-syntax-control': '#af00db',
    '--pd-syntax-function': '#795e26',
    '--pd-syntax-type': '#267f99',
    '--pd-syntax-variable': '#001080',
  },
  dark: {
    ...shared,
    // Agentty's only palette (agentty-look.md §2.1), from the table of its numbers
    '--pd-bg': C.PANEL,
    '--pd-fg': C.FOREGROUND,
    '--pd-muted': C.MUTED,
    '--pd-border': C.BORDER,
    '--pd-surface': C.RAISED,
    '--pd-surface-hover': C.HOVER,
    '--pd-header-bg': C.SIDE_BAR,
    '--pd-code-bg': C.SUNKEN,
    '--pd-accent': C.ACCENT,
    '--pd-accent-fg': C.BRIGHT,
    '--pd-danger': C.ERROR,
    '--pd-danger-fg': C.BRIGHT,
    '--pd-focus': C.ACCENT,
    '--pd-selection': '#e879f9',
    // tones (§2.2): MUTED, BLUE, SUCCESS, WARNING, ERROR
    '--pd-tone-neutral': TONE_COLOURS.neutral,
    '--pd-tone-info': TONE_COLOURS.info,
    '--pd-tone-success': TONE_COLOURS.success,
    '--pd-tone-warning': TONE_COLOURS.warning,
    '--pd-tone-error': TONE_COLOURS.error,
    '--pd-stale-bg': '#3b2e00',
    '--pd-stale-fg': '#f2cc60',
    '--pd-invalid': C.ERROR,
    '--pd-bright': C.BRIGHT,
    '--pd-raised': C.RAISED,
    '--pd-sunken': C.SUNKEN,
    '--pd-control': C.CONTROL,
    '--pd-overlay': C.OVERLAY,
    '--pd-overlay-border': C.OVERLAY_BORDER,
    '--pd-selected': C.SELECTED,
    '--pd-orange': C.ORANGE,
    '--pd-primary-hover': C.PRIMARY_HOVER,
    '--pd-secondary-hover': C.SECONDARY_HOVER,
    '--pd-select-hover-border': C.SELECT_HOVER_BORDER,
    '--pd-track-off': C.TRACK_OFF,
    '--pd-knob': C.BRIGHT,
    '--pd-code-fg': C.CODE_TEXT,
    '--pd-syntax-comment': SYNTAX.comment,
    '--pd-syntax-string': SYNTAX.string,
    '--pd-syntax-escape': SYNTAX.escape,
    '--pd-syntax-number': SYNTAX.number,
    '--pd-syntax-keyword': SYNTAX.keyword,
    '--pd-syntax-control': SYNTAX.control,
    '--pd-syntax-function': SYNTAX.function,
    '--pd-syntax-type': SYNTAX.type,
    '--pd-syntax-variable': SYNTAX.variable,
    // EDITOR, the window root around the panel
    '--pd-window': C.EDITOR,
  },
};

/** The theme as an inline `style` value setting every variable. */
export function themeStyle(theme: HostTheme): string {
  return Object.entries(THEMES[theme])
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ') + `; color-scheme: ${theme}`;
}
