// How Agentty places a plugin's panel (agentty-look.md §3.1, §3.2): the surface of its icon, the mode, the width.
import { PANEL_WIDTHS, type PanelWidth } from './decisions';

/** Where Agentty puts the plugin's icon: the tab strip (the default), the activity bar or the status bar. */
export const PANEL_SURFACES = ['pane', 'sidebar', 'status'] as const;
export type PanelSurface = (typeof PANEL_SURFACES)[number];

/** How the panel takes its place: docked (push, workspace), floating (overlay), its own window, or the whole area. */
export const PANEL_MODES = ['push', 'overlay', 'window', 'full', 'workspace'] as const;
export type PanelMode = (typeof PANEL_MODES)[number];

/** Agentty's narrowest panel; a drag never goes below it. */
export const PANEL_MIN_WIDTH = 240;
/** The widest width a design keeps: wider than any pane it could be drawn in. */
export const PANEL_MAX_WIDTH = 4000;
/** The drag handle on a docked or floating panel's left edge. */
export const PANEL_HANDLE_PX = 5;
/** A `window` plugin opens in a window of its own of this size. */
export const WINDOW_MODE_SIZE = { width: 520, height: 640 } as const;

/** A width preset, or the pixels a drag left. */
export type PanelWidthSetting = PanelWidth | number;

const clampWidth = (px: number) => Math.max(PANEL_MIN_WIDTH, Math.min(PANEL_MAX_WIDTH, Math.round(px)));

/** The width in CSS pixels. */
export function panelWidthPx(setting: PanelWidthSetting): number {
  return typeof setting === 'number' ? clampWidth(setting) : PANEL_WIDTHS[setting];
}

/** What a width in pixels is kept as: the preset of that size, so its button stays chosen, else the pixels. */
export function widthSetting(px: number): PanelWidthSetting {
  const width = clampWidth(px);
  const preset = (Object.keys(PANEL_WIDTHS) as PanelWidth[]).find((name) => PANEL_WIDTHS[name] === width);
  return preset ?? width;
}

/** Docked modes sit beside the terminals, and the toasts keep left of them. */
export function isDocked(mode: PanelMode): boolean {
  return mode === 'push' || mode === 'workspace';
}

/** How wide the panel is drawn, its handle included: what its column must leave room for. */
export function drawnPanelWidth(mode: PanelMode, setting: PanelWidthSetting): number {
  if (mode === 'window') return WINDOW_MODE_SIZE.width;
  // full fills whatever it gets; the width setting keeps the columns where they were
  if (mode === 'full') return panelWidthPx(setting);
  return panelWidthPx(setting) + PANEL_HANDLE_PX;
}

/** The drawn window's title bar, and the room kept above and below the window in the preview. */
export const WINDOW_MODE_BAR_PX = 28;
export const WINDOW_MODE_MARGIN_PX = 16;

/** The least height the panel's area needs: a window is drawn whole, the other modes are as tall as the area. */
export function stageMinHeight(mode: PanelMode): number {
  return mode === 'window' ? WINDOW_MODE_SIZE.height + WINDOW_MODE_BAR_PX + 2 * WINDOW_MODE_MARGIN_PX : 0;
}
