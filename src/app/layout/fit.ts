// pane sizes in pixels: the panel's own width decides how narrow the preview may get

/** Below this page width the workspace is one column of tabs, the panel first. */
export const NARROW_BELOW_PX = 900;
/** A splitter's thickness. */
export const SPLITTER_PX = 6;
/** The preview pane's padding around the panel frame, both sides, plus room for a scrollbar. */
export const PREVIEW_CHROME_PX = 64;

export const BUILD = { min: 200, max: 440, initial: 270 } as const;
/** `initial` 0: the editor takes what the panel does not need, up to `auto` px, until the user drags it. */
export const EDITOR = { min: 300, initial: 0, auto: 760 } as const;
/** Room the panel's column keeps beside an editor that was never resized. */
const PREVIEW_COMFORT_PX = 460;
export const DOCK = { min: 120, initial: 240, tabs: 34 } as const;
/** The editor and preview keep at least this much height above the dock. */
export const MAIN_MIN_HEIGHT_PX = 220;

export interface ColumnRequest {
  /** The workbench's width. */
  readonly width: number;
  readonly buildOpen: boolean;
  readonly build: number;
  readonly editor: number;
  /** The panel's width preset in pixels. */
  readonly panelWidth: number;
}

export interface Columns {
  readonly build: number;
  readonly editor: number;
  readonly preview: number;
  /** The largest editor width that still shows the whole panel. */
  readonly editorMax: number;
}

/** Every size the fitting reads: the functions below read nothing else, so index.html can run their text (kept-frame.ts). */
export const FIT = {
  splitter: SPLITTER_PX,
  previewChrome: PREVIEW_CHROME_PX,
  previewComfort: PREVIEW_COMFORT_PX,
  mainMinHeight: MAIN_MIN_HEIGHT_PX,
  build: BUILD,
  editor: EDITOR,
  dock: DOCK,
} as const;
export type FitSizes = typeof FIT;

/** Column widths that show the whole panel: the editor gives way first, then the build column. */
export function fitColumns(request: ColumnRequest, sizes: FitSizes = FIT): Columns {
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));
  // the sizes given, not the module's constants of the same names: this text also runs in index.html
  const { build: buildSizes, editor: editorSizes } = sizes;
  const splitters = (request.buildOpen ? 2 : 1) * sizes.splitter;
  const previewMin = request.panelWidth + sizes.previewChrome;
  const room = Math.max(0, request.width - splitters);
  let build = request.buildOpen ? clamp(request.build, buildSizes.min, buildSizes.max) : 0;
  // a build column too wide for the editor's minimum shrinks before the panel is hidden
  if (request.buildOpen) build = Math.max(buildSizes.min, Math.min(build, room - previewMin - editorSizes.min));
  const editorMax = Math.max(editorSizes.min, room - build - previewMin);
  const wanted = request.editor > 0 ? request.editor : Math.min(editorSizes.auto, room - build - Math.max(previewMin, sizes.previewComfort));
  const editor = clamp(wanted, editorSizes.min, editorMax);
  return { build, editor, editorMax, preview: Math.max(0, room - build - editor) };
}

/** The widest the panel's column may let it be drawn: the build column and the editor at their minimums. */
export function mostPanelWidth(width: number, buildOpen: boolean, sizes: FitSizes = FIT): number {
  const splitters = (buildOpen ? 2 : 1) * sizes.splitter;
  return width - splitters - (buildOpen ? sizes.build.min : 0) - sizes.editor.min - sizes.previewChrome;
}

/** The dock's height between its minimum and what leaves the main area usable. */
export function fitDock(height: number, workbenchHeight: number, sizes: FitSizes = FIT): { height: number; max: number } {
  const max = Math.max(sizes.dock.min, workbenchHeight - sizes.mainMinHeight - sizes.splitter);
  return { height: Math.max(sizes.dock.min, Math.min(max, height)), max };
}

/** The scale that fits a panel of `panelWidth` into `room` pixels: never enlarged. */
export function fitScale(panelWidth: number, room: number): number {
  if (room <= 0 || panelWidth <= 0) return 1;
  return Math.min(1, room / panelWidth);
}
