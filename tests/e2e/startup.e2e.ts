import { describe, inject, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expect, expectConsoleError, openInFreshBrowser, pasteIntoEditor, preview, useBrowser, watch } from './app';

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
    // the load event waits for Monaco's files, asked for once the app's first frame is painted
    await page.goto(appUrl(), { waitUntil: 'domcontentloaded' });

    await expectWorkingWithoutEditor(page, 'Deploy helper');
    expect(await page.getByTestId('editor').getByRole('status').innerText()).toBe('Loading editor…');
    // what the app says of the starter is true before the editor reports its text: valid, not empty or stale
    expect(await page.getByTestId('shape').innerText()).toBe('Panel tree');
    await expect.poll(() => page.locator('.problems').innerText()).toContain('No problems: this panel is valid.');
    expect(await preview(page).getByRole('status').filter({ hasText: 'stale' }).count()).toBe(0);
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
    // one error the schema finds (a text style the spec does not have): it is listed before the editor has loaded
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'text', text: 'Saved before the reload', style: 'loud' }, { type: 'button', id: 'again', label: 'Again' }] }));
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');

    const monaco = await holdMonaco(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectWorkingWithoutEditor(page, 'Saved before the reload');
    await expect.poll(() => page.locator('.problems').innerText()).toMatch(/1 error[\s\S]*style/);
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

/** Holds every request for the designer's own chunk (the shell, the storage, the mount) until `release`. */
async function holdDesigner(page: Page): Promise<{ release: () => Promise<void> }> {
  const waiting: Route[] = [];
  let released = false;
  await page.route(/\/assets\/designer-[\w-]+\.js$/, (route) => {
    if (released) return route.continue();
    waiting.push(route);
    return undefined;
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}

const keptPicture = (page: Page) => page.locator('#app[data-kept-frame]');

/** Opens the designer with its chunk held: how many elements index.html drew before any module ran. */
async function drawnBeforeTheApp(page: Page): Promise<number> {
  const designer = await holdDesigner(page);
  await page.goto(appUrl(), { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const count = await page.locator('#app > *').count();
  await designer.release();
  await page.locator('.toolbar').waitFor();
  await page.unrouteAll();
  return count;
}

/** Reloads up to the end of the page's parsing: its inline scripts have run, its modules (held or not) may not have. */
async function reloadUntilParsed(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}

describe('the kept picture of the last session', () => {
  const hostile = 'Kept </script><img src=x onerror="document.title=`pwned`"> "quoted" \\n 🎉 שלום';

  test('a returning visit draws the saved design before any of its code has run, and the app takes its place', async () => {
    const page = await freshBrowser();
    await page.goto(appUrl());
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'text', text: hostile }, { type: 'input', id: 'note', value: 'typed before' }, { type: 'button', id: 'again', label: 'Again' }] }));
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');

    const designer = await holdDesigner(page);
    await reloadUntilParsed(page);
    // the picture: the shell, the panel with its text exactly as typed, the field's value, the theme; nothing of it runs
    await keptPicture(page).waitFor();
    expect(await page.locator('#app').evaluate((app: HTMLElement) => app.inert)).toBe(true);
    expect(await preview(page).getByText(hostile, { exact: true }).isVisible()).toBe(true);
    expect(await preview(page).getByRole('textbox').inputValue()).toBe('typed before');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.title()).toBe('Panel Designer');
    expect(await page.locator('html').getAttribute('data-app-theme')).toBe('dark');
    expect(await page.getByTestId('editor').innerText()).toBe('Loading editor…');
    // the tools the app draws after its first frame are left out of the picture, as from the app's first frame
    expect(await page.locator('#build').innerText()).toBe('');

    await designer.release();
    await keptPicture(page).waitFor({ state: 'detached' });
    expect(await page.locator('#app').evaluate((app: HTMLElement) => app.inert)).toBe(false);
    await preview(page).getByRole('button', { name: 'Again' }).click();
    await expect.poll(() => page.getByTestId('wire-text').allInnerTexts()).toEqual([expect.stringContaining('"element":"again","event":"click"')]);
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    await expect.poll(() => editorLines(page)).toContain('typed before');
    expect(await page.locator('header.toolbar').count()).toBe(1);
  });

  test('no picture when it would show something else: another window size, or a version of the design saved since', async () => {
    const page = await freshBrowser();
    const ready = (tab: Page) => tab.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    const childrenBeforeTheApp = async (tab: Page) => {
      const count = await drawnBeforeTheApp(tab);
      await ready(tab);
      return count;
    };
    await page.goto(appUrl());
    await ready(page);
    // leaving keeps the picture, drawn at 1400×900
    await page.goto('about:blank');

    const laptop = watch(await page.context().newPage());
    await laptop.setViewportSize({ width: 1366, height: 768 });
    expect(await childrenBeforeTheApp(laptop)).toBe(0);
    await laptop.goto('about:blank');
    // kept again, now at this size: drawn on the next visit
    expect(await childrenBeforeTheApp(laptop)).toBeGreaterThan(0);

    // the design saved again after the picture (as by another tab): the picture is out of date
    await laptop.evaluate(() => {
      addEventListener('pagehide', () => {
        const mirror = JSON.parse(localStorage.getItem('panel-designer:document') ?? '{}') as { updated: number };
        localStorage.setItem('panel-designer:document', JSON.stringify({ ...mirror, updated: mirror.updated + 1 }));
      });
    });
    await laptop.goto('about:blank');
    expect(await childrenBeforeTheApp(laptop)).toBe(0);
  });
});

describe('the starter picture of a first visit', () => {
  /** Where the workbench's parts are, to the pixel: the picture must be the app's first frame, not a likeness. */
  const geometry = (page: Page) =>
    page.evaluate(() =>
      ['header.toolbar', '#build', '#editor', '.preview-pane', '[data-host-theme]', '[role="tablist"][aria-label="Tools"]'].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)].join(' ') : `${selector} missing`;
      }),
    );

  test('nothing stored: the starter is drawn before any of its code has run, where the app draws it, and the app takes its place', async () => {
    for (const viewport of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      const page = await openInFreshBrowser('about:blank', undefined, viewport);
      await page.emulateMedia({ colorScheme: viewport.width > 1500 ? 'dark' : 'light' });
      const designer = await holdDesigner(page);
      await page.goto(appUrl(), { waitUntil: 'commit' });
      await keptPicture(page).waitFor();
      expect(await page.locator('#app').evaluate((app: HTMLElement) => app.inert)).toBe(true);
      expect(await preview(page).getByText('Deploy helper', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByTestId('editor').innerText()).toBe('Loading editor…');
      expect(await page.getByTestId('shape').innerText()).toBe('Panel tree');
      // an English picture names the languages in English, and nothing in it is marked Korean, Japanese or Chinese:
      // such a lang makes Chromium look for that language's font, which held the first frame back ~20 ms
      expect(await page.getByTestId('language').locator('option').allInnerTexts()).toEqual(['English', 'Korean', 'Japanese', 'Chinese (Simplified)']);
      expect(await page.locator('#app [lang]:not([lang="en"])').count()).toBe(0);
      expect(await page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe(String(viewport.width > 1500));
      const picture = await geometry(page);
      await page.locator('header.toolbar').evaluate((toolbar: HTMLElement) => (toolbar.dataset.drawnBy = 'index.html'));

      await designer.release();
      await keptPicture(page).waitFor({ state: 'detached' });
      expect(await geometry(page)).toEqual(picture);
      // the app adopted the picture's elements (hydration) rather than drawing the page a second time
      expect(await page.locator('header.toolbar').getAttribute('data-drawn-by')).toBe('index.html');
      await preview(page).locator('[data-node-type="button"]').first().waitFor();
      expect(await page.locator('html').getAttribute('data-app-theme')).toBe(viewport.width > 1500 ? 'dark' : 'light');
      await preview(page).getByRole('button', { name: 'Deploy' }).click();
      await expect.poll(() => page.getByTestId('wire-text').allInnerTexts()).toEqual([expect.stringContaining('"element":"deploy","event":"click"')]);
    }
  });

  test('no starter picture on a phone, or once anything of Panel Designer is stored', async () => {
    // one column of tabs on a phone: the picture shows the workbench, so it is not drawn
    const phone = await openInFreshBrowser('about:blank', undefined, { width: 375, height: 667 });
    expect(await drawnBeforeTheApp(phone)).toBe(0);

    const laptop = await openInFreshBrowser('about:blank', undefined, { width: 1366, height: 768 });
    expect(await drawnBeforeTheApp(laptop)).toBeGreaterThan(0);
    // a stored preference alone (the Build column folded away): the starter's picture would show it open
    const folded = await openInFreshBrowser('about:blank', undefined, { width: 1366, height: 768 });
    await folded.addInitScript(() => localStorage.setItem('panel-designer:build-open', 'false'));
    expect(await drawnBeforeTheApp(folded)).toBe(0);
    expect(await folded.locator('#build').count()).toBe(0);
  });
});
