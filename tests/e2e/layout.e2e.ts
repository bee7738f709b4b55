import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { PANEL_WIDTHS, type PanelWidth } from '../../src/schema/decisions';
import { newDocument } from '../../src/share/document';
import { encodeShareLink } from '../../src/share/link';
import { expect, openApp, openInFreshBrowser, preview, useBrowser } from './app';
import { layoutProblems, panelBox } from './geometry';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const DESKTOP = { width: 1920, height: 1080 };
const SMALL_LAPTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 667 };
const WIDTHS: { preset: PanelWidth; label: string }[] = [
  { preset: 'narrow', label: '240' },
  { preset: 'default', label: '360 (Agentty)' },
  { preset: 'wide', label: '480' },
];

const chooseWidth = (page: Page, label: string) => page.getByRole('radiogroup', { name: 'Panel width' }).locator('label', { hasText: label }).click();
const dockTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Nothing broken, and the whole panel inside its pane and the window, at its real width unless scaled. */
async function expectWholeAndTidy(page: Page, state: string, preset: PanelWidth, scaled = false): Promise<void> {
  // sizes are observed after layout: the frame after the click settles them
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutProblems(page), state).toEqual([]);
  const { panel, pane, scale } = await panelBox(page);
  expect(panel.left, `${state}: panel's left edge`).toBeGreaterThanOrEqual(Math.max(0, pane.left) - 0.5);
  expect(panel.right, `${state}: panel's right edge`).toBeLessThanOrEqual(Math.min(pane.right, page.viewportSize()!.width) + 0.5);
  if (!scaled) {
    expect(scale, state).toBe(1);
    expect(Math.round(panel.width), `${state}: panel width`).toBe(PANEL_WIDTHS[preset]);
  } else {
    expect(Math.round(panel.width / scale), `${state}: panel width before scaling`).toBe(PANEL_WIDTHS[preset]);
  }
}

describe('a layout that fits', () => {
  for (const viewport of [LAPTOP, DESKTOP, SMALL_LAPTOP]) {
    test(`at ${viewport.width}×${viewport.height} every tool opened in turn leaves nothing overlapping, cut or wrapped, and the whole panel in view`, async () => {
      const page = await openApp('/', undefined, viewport);
      for (const { preset, label } of WIDTHS) {
        await chooseWidth(page, label);
        await expectWholeAndTidy(page, `${label} panel with the wire log`, preset);
      }
      // the widest panel with every tool: the tool replaces the last one, never adds a column
      for (const tool of ['Export', 'Reference', 'Wire log']) {
        await dockTab(page, tool).click();
        await expectWholeAndTidy(page, `Wide panel with ${tool}`, 'wide');
      }
      await dockTab(page, 'Export').click();
      await page.getByRole('region', { name: 'Export' }).getByRole('tab', { name: 'Plugin code' }).click();
      await expectWholeAndTidy(page, 'Export plugin code', 'wide');
      // the editor dragged as wide as it goes still leaves the whole panel
      const splitter = page.getByRole('separator', { name: 'Resize the editor' });
      const box = (await splitter.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 100);
      await page.mouse.down();
      await page.mouse.move(viewport.width - 10, box.y + 100, { steps: 5 });
      await page.mouse.up();
      await expectWholeAndTidy(page, 'editor dragged to the right edge', 'wide');
      await page.getByRole('button', { name: 'Hide', exact: true }).click();
      await page.getByRole('button', { name: 'Build', exact: true }).click();
      await expectWholeAndTidy(page, 'tools and build folded away', 'wide');
    });
  }

  test('at 1366×768 the wire log is one readable line per message, at least 500 px wide, opening to pretty JSON', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await preview(page).getByRole('button', { name: 'Deploy' }).click();
    await preview(page).getByRole('button', { name: 'Cancel' }).click();
    const lines = page.getByTestId('wire-line');
    await expect.poll(() => lines.count()).toBe(2);
    for (const line of await lines.all()) {
      const box = (await line.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(500);
      // one line: about the height of one line of text
      expect(box.height).toBeLessThan(30);
    }
    expect(await lines.first().locator('time').innerText()).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/);
    expect(await lines.first().locator('.arrow').innerText()).toBe('→');
    await lines.first().getByRole('button', { expanded: false }).click();
    const pretty = lines.first().getByTestId('wire-pretty');
    expect(JSON.parse(await pretty.innerText())).toMatchObject({ method: 'ui/event', params: { element: 'deploy', event: 'click' } });
    expect(await pretty.innerText()).toContain('\n  "method": "ui/event"');
    await lines.first().getByRole('button', { expanded: true }).click();
    expect(await pretty.count()).toBe(0);
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('panes resize by dragging and by arrow keys, fold and come back, and keep their sizes after a reload', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    const editor = page.locator('#editor');
    const splitter = page.getByRole('separator', { name: 'Resize the editor' });
    const before = (await editor.boundingBox())!.width;
    const box = (await splitter.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 100, box.y + 200, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await editor.boundingBox())!.width)).toBe(Math.round(before - 100));
    // the keyboard: arrows move the splitter 16 px, and it says its value
    await splitter.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const keyed = Number(await splitter.getAttribute('aria-valuenow'));
    expect(Math.round((await editor.boundingBox())!.width)).toBe(keyed);
    expect(keyed).toBe(Math.round(before - 100) + 32);
    // the dock: Enter on its splitter folds it, the Show button brings it back
    const dockSplitter = page.getByRole('separator', { name: 'Resize the tools' });
    await dockSplitter.focus();
    await page.keyboard.press('ArrowUp');
    const dockHeight = Number(await dockSplitter.getAttribute('aria-valuenow'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('wire-line').or(page.getByText('Use the preview or send a host message')).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByText('Use the preview or send a host message').waitFor();
    // the build column folds by its splitter too
    await page.getByRole('separator', { name: 'Resize the build column' }).dblclick();
    await expect.poll(() => page.getByRole('region', { name: 'Build' }).count()).toBe(0);
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    expect(Math.round((await page.locator('#editor').boundingBox())!.width)).toBe(keyed);
    expect(Number(await page.getByRole('separator', { name: 'Resize the tools' }).getAttribute('aria-valuenow'))).toBe(dockHeight);
    expect(await page.getByRole('region', { name: 'Build' }).count()).toBe(0);
  });
});

describe('every layout of the panel fits', () => {
  for (const viewport of [LAPTOP, DESKTOP, PHONE]) {
    test(`at ${viewport.width}×${viewport.height} each mode leaves nothing overlapping, cut or wrapped, and the whole panel across its pane`, async () => {
      const page = await openApp('/', undefined, viewport);
      await preview(page).getByText('Deploy helper', { exact: true }).waitFor();
      for (const mode of ['overlay', 'window', 'full', 'workspace', 'push']) {
        await page.getByTestId('panel-mode').selectOption(mode);
        await expect.poll(() => page.locator('.pd-stage').getAttribute('data-mode')).toBe(mode);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await layoutProblems(page), mode).toEqual([]);
        const { panel, pane } = await panelBox(page);
        expect(panel.left, `${mode}: panel's left edge`).toBeGreaterThanOrEqual(pane.left - 0.5);
        expect(panel.right, `${mode}: panel's right edge`).toBeLessThanOrEqual(Math.min(pane.right, viewport.width) + 0.5);
      }
    });
  }
});

describe('the geometry check itself', () => {
  test('sees a page that scrolls sideways, text wrapped in a button, a cut control and an overlap', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    expect(await layoutProblems(page)).toEqual([]);
    await page.addStyleTag({ content: '.workbench { min-width: 1600px }' });
    expect((await layoutProblems(page)).join('\n')).toMatch(/scrolls sideways/);
    await page.addStyleTag({ content: '.workbench { min-width: 0 } [data-testid="wire-count"] ~ .tool { width: 34px }' });
    expect((await layoutProblems(page)).join('\n')).toMatch(/"Copy NDJSON" wraps its text/);
    await page.addStyleTag({ content: '.toolbar .switch { transform: translateX(60px) }' });
    expect((await layoutProblems(page)).join('\n')).toMatch(/"Dark mode" overlaps|overlaps button "Dark mode"/);
    await page.addStyleTag({ content: '.preview-bar { transform: translateX(-300px) }' });
    expect((await layoutProblems(page)).join('\n')).toMatch(/is cut at the side/);
  });
});

describe('on a phone', () => {
  test('the designer is one column of tabs, the panel first, and every tab fits the screen', async () => {
    const page = await openApp('/', undefined, PHONE);
    const tabs = page.getByRole('tablist', { name: 'Show' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Panel', 'JSON', 'Build', 'Wire log', 'Export', 'Reference']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await preview(page).getByText('Deploy helper', { exact: true }).waitFor();
    for (const { preset, label } of WIDTHS) {
      await chooseWidth(page, label);
      await expectWholeAndTidy(page, `${label} panel on a phone`, preset, true);
    }
    for (const name of ['JSON', 'Build', 'Wire log', 'Export', 'Reference']) {
      await tabs.filter({ hasText: name }).click();
      expect(await preview(page).isVisible(), `${name}: the panel gives way`).toBe(false);
      expect(await layoutProblems(page), name).toEqual([]);
    }
    // the panel's events still reach the wire log
    await tabs.filter({ hasText: 'Panel' }).click();
    await preview(page).getByRole('button', { name: 'Deploy' }).click();
    await tabs.filter({ hasText: 'Wire log' }).click();
    await expect.poll(() => page.getByTestId('wire-line').count()).toBe(1);
  });

  test('the share page is one column of tabs too: the panel, the wire log, and the host messages', async () => {
    const doc = { ...newDocument('On the go'), screens: [{ name: 'main', text: JSON.stringify({ type: 'button', id: 'go', label: 'Go' }) }] };
    const page = await openInFreshBrowser(`/${encodeShareLink(doc)}`, undefined, PHONE);
    await preview(page).getByRole('button', { name: 'Go' }).click();
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Wire log' }).click();
    await expect.poll(() => page.getByTestId('wire-line').count()).toBe(1);
    const log = (await page.getByRole('region', { name: 'Wire log' }).boundingBox())!;
    expect(log.width).toBeGreaterThanOrEqual(PHONE.width - 2);
    expect(log.height).toBeGreaterThan(PHONE.height / 2);
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Send as Agentty' }).click();
    await page.getByRole('button', { name: 'panel/open' }).click();
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Wire log' }).click();
    await expect.poll(() => page.getByTestId('wire-line').count()).toBe(2);
  });
});
