import { describe, expect, test } from 'vitest';
import { BUILD, DOCK, EDITOR, FIT, fitColumns, fitDock, fitScale, mostPanelWidth, PREVIEW_CHROME_PX, SPLITTER_PX } from './fit';

describe('fitColumns', () => {
  test('sizes that fit are kept', () => {
    const columns = fitColumns({ width: 1366, buildOpen: true, build: 270, editor: 500, panelWidth: 340 });
    expect(columns).toMatchObject({ build: 270, editor: 500 });
    expect(columns.build + columns.editor + columns.preview + 2 * SPLITTER_PX).toBe(1366);
  });

  test('the editor gives way so the whole wide panel shows', () => {
    const columns = fitColumns({ width: 1366, buildOpen: true, build: 270, editor: 900, panelWidth: 480 });
    expect(columns.preview).toBeGreaterThanOrEqual(480 + PREVIEW_CHROME_PX);
    expect(columns.editor).toBe(columns.editorMax);
  });

  test('at 1280 with the build column and the wide panel, every column keeps its minimum', () => {
    const columns = fitColumns({ width: 1280, buildOpen: true, build: BUILD.max, editor: 2000, panelWidth: 480 });
    expect(columns.editor).toBeGreaterThanOrEqual(EDITOR.min);
    expect(columns.build).toBeGreaterThanOrEqual(BUILD.min);
    expect(columns.preview).toBeGreaterThanOrEqual(480 + PREVIEW_CHROME_PX);
  });

  test('a closed build column takes no room', () => {
    const columns = fitColumns({ width: 1000, buildOpen: false, build: 300, editor: 400, panelWidth: 340 });
    expect(columns.build).toBe(0);
    expect(columns.editor + columns.preview + SPLITTER_PX).toBe(1000);
  });

  test('sizes below the minimums are raised to them', () => {
    const columns = fitColumns({ width: 1920, buildOpen: true, build: 10, editor: 10, panelWidth: 340 });
    expect(columns).toMatchObject({ build: BUILD.min, editor: EDITOR.min });
  });

  test('an editor never resized takes what the panel does not need, up to a limit', () => {
    const laptop = fitColumns({ width: 1366, buildOpen: true, build: 270, editor: 0, panelWidth: 340 });
    expect(laptop.editor).toBe(1366 - 2 * SPLITTER_PX - 270 - 460);
    expect(fitColumns({ width: 1920, buildOpen: true, build: 270, editor: 0, panelWidth: 340 }).editor).toBe(EDITOR.auto);
    const wide = fitColumns({ width: 1280, buildOpen: true, build: 270, editor: 0, panelWidth: 480 });
    expect(wide.preview).toBeGreaterThanOrEqual(480 + PREVIEW_CHROME_PX);
  });
});

describe('mostPanelWidth', () => {
  test('is what the columns leave with the build column and the editor at their minimums, and fitting it shows it whole', () => {
    const most = mostPanelWidth(1366, true);
    expect(most).toBe(1366 - 2 * SPLITTER_PX - BUILD.min - EDITOR.min - PREVIEW_CHROME_PX);
    const columns = fitColumns({ width: 1366, buildOpen: true, build: 270, editor: 0, panelWidth: most });
    expect(columns).toMatchObject({ build: BUILD.min, editor: EDITOR.min, preview: most + PREVIEW_CHROME_PX });
    expect(mostPanelWidth(1366, false)).toBe(most + BUILD.min + SPLITTER_PX);
  });
});

describe('fitDock', () => {
  test('leaves the main area its minimum height', () => {
    expect(fitDock(900, 700).height).toBe(700 - 220 - SPLITTER_PX);
    expect(fitDock(50, 700).height).toBe(120);
    expect(fitDock(240, 700).height).toBe(240);
  });
});

describe('fitScale', () => {
  test('scales down only', () => {
    expect(fitScale(480, 311)).toBeCloseTo(311 / 480);
    expect(fitScale(340, 900)).toBe(1);
    expect(fitScale(340, 0)).toBe(1);
  });
});

describe('the fitting as index.html runs it', () => {
  test('fitColumns and fitDock read only their arguments: their text alone gives the same sizes', () => {
    // the same text vite.config.ts inlines into index.html, run where the module's constants are out of reach
    const columnsOf = new Function(`return (${fitColumns.toString()})`)() as typeof fitColumns;
    const dockOf = new Function(`return (${fitDock.toString()})`)() as typeof fitDock;
    for (const width of [900, 1000, 1366, 1920]) {
      const request = { width, buildOpen: true, build: BUILD.initial, editor: EDITOR.initial, panelWidth: 340 };
      expect(columnsOf(request, FIT)).toEqual(fitColumns(request));
    }
    expect(dockOf(DOCK.initial, 400, FIT)).toEqual(fitDock(DOCK.initial, 400));
  });
});
