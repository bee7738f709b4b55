import { describe, inject, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expect, expectConsoleError, openInFreshBrowser, pasteIntoEditor, preview, useBrowser } from './app';

useBrowser();

/** Monaco's chunks and style sheets (names from the build: monaco-*.js, editor.api-*.js, workers-*.js and their CSS). */
const MONACO_CODE = /\/assets\/(monaco|editor\.api|workers|editor)-[\w-]+\.(js|css)$/;

/** Holds every request for Monaco's code until `release` is called; `held` lists what was asked for. */
async function holdMonaco(page: Page): Promise<{ held: string[]; release: () => Promise<void> }> {
  const held: string[] = [];
  const waiting: Route[] = [];
  let released = false;
  await page.route(MONACO_CODE, (route) => {
    held.push(route.request().url());
    if (released) return route.continue();
    waiting.push(route);
    return undefined;
  });
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}

/** A fresh browser on a blank page, so routes can be set before the app starts. */
async function freshBrowser(): Promise<Page> {
  return openInFreshBrowser('about:blank');
}

const appUrl = () => new URL('/', inject('baseUrl')).href;
/** What the editor shows, with Monaco's non-breaking spaces read as spaces. */
const editorLines = (page: Page) => page.locator('.monaco-editor .view-lines').innerText().then((text) => text.replace(/\u00a0/g, ' '));

/** The shell, the panel and the dock are drawn and the panel answers a click, all without Monaco. */
async function expectWorkingWithoutEditor(page: Page, panelText: string): Promise<void> {
  await expect.poll(() => preview(page).getByText(panelText, { exact: true }).isVisible()).toBe(true);
  expect(await page.locator('header.toolbar h1').innerText()).toBe('Panel Designer');
  expect(await page.getByRole('tablist', { name: 'Tools' }).getByRole('tab').allInnerTexts()).toEqual([
    expect.stringContaining('Wire log'),
    'Export',
    'Reference',
  ]);
  expect(await page.locator('.monaco-editor').count()).toBe(0);
}

// in the page, before its scripts: the time of the first frame that holds the panel's nodes, and of Monaco's code running
function recordStartOrder(): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-host-theme] [data-node-type]')) return;
    observer.disconnect();
    requestAnimationFrame(() => document.documentElement.setAttribute('data-first-panel-frame', String(performance.now())));
  });
  observer.observe(document, { subtree: true, childList: true });
  // src/editor/monaco.ts sets MonacoEnvironment as it runs
  let environment: unknown;
  Object.defineProperty(self, 'MonacoEnvironment', {
    configurable: true,
    get: () => environment,
    set: (value: unknown) => {
      environment = value;
      document.documentElement.setAttribute('data-monaco-ran', String(performance.now()));
    },
  });
}

describe('start-up without the editor', () => {
  test('the shell and the starter panel are drawn and work while Monaco is held back; released, the editor becomes ready', async () => {
    const page = await freshBrowser();
    const monaco = await holdMonaco(page);
    await page.goto(appUrl());

    await expectWorkingWithoutEditor(page, 'Deploy helper');
    expect(await page.getByTestId('editor').getByRole('status').innerText()).toBe('Loading editor…');
    // the panel is live: a click is answered on the wire
    await preview(page).getByRole('button', { name: 'Deploy' }).click();
    await expect.poll(() => page.getByTestId('wire-text').allInnerTexts()).toEqual([expect.stringContaining('"element":"deploy","event":"click"')]);
    // Monaco was asked for and is still held: the drawing above did not wait for it
    expect(monaco.held.length).toBeGreaterThan(0);
    expect(await page.getByTestId('editor').getAttribute('data-ready')).toBeNull();

    await monaco.release();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    await expect.poll(() => editorLines(page)).toContain('Deploy helper');
  });

  test('Monaco may download early, but its code runs only after the frame with the panel is drawn', async () => {
    const page = await freshBrowser();
    await page.addInitScript(recordStartOrder);
    await page.goto(appUrl());
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    const order = await page.evaluate(() => ({
      panel: Number(document.documentElement.getAttribute('data-first-panel-frame')),
      monaco: Number(document.documentElement.getAttribute('data-monaco-ran')),
    }));
    expect(order.panel).toBeGreaterThan(0);
    expect(order.monaco).toBeGreaterThan(order.panel);
  });

  test('after a reload the saved design is drawn from this browser before Monaco arrives', async () => {
    const page = await freshBrowser();
    await page.goto(appUrl());
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'text', text: 'Saved before the reload' }, { type: 'button', id: 'again', label: 'Again' }] }));
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');

    const monaco = await holdMonaco(page);
    await page.reload();
    await expectWorkingWithoutEditor(page, 'Saved before the reload');
    await preview(page).getByRole('button', { name: 'Again' }).click();
    await expect.poll(() => page.getByTestId('wire-text').allInnerTexts()).toEqual([expect.stringContaining('"element":"again","event":"click"')]);
    expect(monaco.held.length).toBeGreaterThan(0);

    await monaco.release();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    await expect.poll(() => editorLines(page)).toContain('Saved before the reload');
  });

  test('when Monaco cannot load, the panel still works and the editor pane says why', async () => {
    const page = await freshBrowser();
    // the blocked requests are logged by the browser, and the failed import by Vite's loader
    expectConsoleError(/Failed to load resource|net::ERR_FAILED|preload|dynamically imported module/i);
    await page.route(MONACO_CODE, (route) => route.abort());
    await page.goto(appUrl());

    await expectWorkingWithoutEditor(page, 'Deploy helper');
    await expect.poll(() => page.getByTestId('editor').getByRole('status').innerText()).toMatch(/^The editor failed to load: /);
    await preview(page).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('wire-text').allInnerTexts()).toEqual([expect.stringContaining('"element":"cancel","event":"click"')]);
  });
});
