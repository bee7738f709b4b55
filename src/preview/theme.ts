// Host theme tokens: every preview component reads these CSS custom properties, never raw colours.

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
] as const;

export type ThemeVariable = (typeof THEME_VARIABLES)[number];

const shared = {
  '--pd-font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  '--pd-font-mono': 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
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
  },
  dark: {
    ...shared,
    '--pd-bg': '#0d1117',
    '--pd-fg': '#e6edf3',
    '--pd-muted': '#8d96a0',
    '--pd-border': '#30363d',
    '--pd-surface': '#21262d',
    '--pd-surface-hover': '#30363d',
    '--pd-header-bg': '#161b22',
    '--pd-code-bg': '#1f242c',
    '--pd-accent': '#2f81f7',
    '--pd-accent-fg': '#ffffff',
    '--pd-danger': '#da3633',
    '--pd-danger-fg': '#ffffff',
    '--pd-focus': '#58a6ff',
    '--pd-selection': '#e879f9',
    '--pd-tone-neutral': '#8d96a0',
    '--pd-tone-info': '#58a6ff',
    '--pd-tone-success': '#3fb950',
    '--pd-tone-warning': '#d29922',
    '--pd-tone-error': '#f85149',
    '--pd-stale-bg': '#3b2e00',
    '--pd-stale-fg': '#f2cc60',
    '--pd-invalid': '#f85149',
    '--pd-bright': '#f2f2f5',
    '--pd-raised': '#27272b',
    '--pd-sunken': '#1a1a1d',
    '--pd-control': '#2e2e33',
    '--pd-overlay': '#232326',
    '--pd-overlay-border': '#41414a',
    '--pd-selected': '#35353c',
    '--pd-orange': '#e8a33d',
  },
};

/** The theme as an inline `style` value setting every variable. */
export function themeStyle(theme: HostTheme): string {
  return Object.entries(THEMES[theme])
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ') + `; color-scheme: ${theme}`;
}
