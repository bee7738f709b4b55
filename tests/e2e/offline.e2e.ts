import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterEach, describe, test } from 'vitest';
import { newDocument, type DesignDocument } from '../../src/share/document';
import { encodeShareLink } from '../../src/share/link';
import { slackPlugin } from '../../src/gallery/starters/slack-plugin';
import { expect, newFreshContext, pasteIntoEditor, useBrowser, watch } from './app';

useBrowser();

// the network really goes away: the app is served by a server of this test's own, which is shut down
let server: PreviewServer | undefined;

async function serve(): Promise<string> {
  server = await preview({ build: { outDir: process.env.E2E_OUT_DIR ?? 'dist' }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'silent' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report a URL.');
  return url;
}

async function cutTheNetwork(page: Page): Promise<void> {
  const http = server?.httpServer;
  if (http && 'closeAllConnections' in http) http.closeAllConnections();
  await new Promise<void>((done) => server?.httpServer.close(() => done()) ?? done());
  server = undefined;
  await page.context().setOffline(true);
}

afterEach(async () => {
  if (server) await new Promise<void>((done) => server!.httpServer.close(() => done()));
  server = undefined;
});

const shared: DesignDocument = {
  ...newDocument('Shared while offline'),
  screens: [{ name: 'main', text: JSON.stringify({ type: 'text', text: 'Opened from a link with no network' }) }],
};

const panel = (page: Page) => page.locator('[data-host-theme]');

describe('offline', () => {
  test('after one visit the designer, a saved design, a share link and a starter open with the network cut', async () => {
    const origin = await serve();
    const context = await newFreshContext({ serviceWorkers: 'allow' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(origin).origin });
    const page = watch(await context.newPage());
    await page.goto(origin);
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Saved before the network went away' }));
    await panel(page).getByText('Saved before the network went away').waitFor();
    // while someone types, the precache (the whole build) waits: it would slow every key on a small machine
    for (let key = 0; key < 25; key++) {
      await page.keyboard.press('End');
      await page.waitForTimeout(200);
    }
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');
    // the whole build is cached once the page says so, after the pause
    await page.getByTestId('offline-ready').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('offline-ready').innerText()).toContain('works offline');
    // "ready" has an active worker, which may still be activating for a moment on a busy machine
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    await page.waitForTimeout(600);

    await cutTheNetwork(page);
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
    await panel(page).getByText('Saved before the network went away').waitFor();
    // Monaco's own files came from the cache too: the editor shows the text
    await expect.poll(async () => (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain('"Saved before');

    // a starter
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByRole('dialog', { name: 'Documents' }).locator('.starters').getByRole('button', { name: slackPlugin.title, exact: true }).click();
    await page.getByTestId('bridge-screen').getByRole('heading', { name: 'Slack' }).waitFor();

    // a share link opened in the same browser, still offline
    await page.goto(new URL(`/${encodeShareLink(shared)}`, origin).href);
    await panel(page).getByText('Opened from a link with no network').waitFor();
  });

  test('a new build waits for "Reload to update": typing goes on meanwhile, and the reload keeps the design', async () => {
    // a copy of the build, served from disk as it is now: changing sw.js there is publishing a new build
    const dir = mkdtempSync(join(tmpdir(), 'pd-build-'));
    cpSync(process.env.E2E_OUT_DIR ?? 'dist', dir, { recursive: true });
    const files = createServer((request, response) => {
      const path = (request.url ?? '/').split(/[?#]/)[0]!;
      try {
        const body = readFileSync(join(dir, path === '/' ? 'index.html' : path));
        response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'text/html', 'Cache-Control': 'no-cache' }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    const origin = await listen(files);
    try {
      const context = await newFreshContext({ serviceWorkers: 'allow' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      const page = watch(await context.newPage());
      await page.goto(origin);
      await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
      await page.getByTestId('offline-ready').waitFor({ timeout: 60_000 });
      await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Kept across the update' }));

      writeFileSync(join(dir, 'sw.js'), `${readFileSync(join(dir, 'sw.js'), 'utf8')}\n// the next build\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor({ timeout: 30_000 });
      expect(await prompt.innerText()).toContain('A new version of Panel Designer is ready.');
      // the page does not reload by itself: typing goes on under the prompt
      await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Typed while the update waited' }));
      await panel(page).getByText('Typed while the update waited').waitFor();
      await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');
      await page.waitForTimeout(500);
      expect(await prompt.isVisible()).toBe(true);

      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload to update' }).click()]);
      await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
      await panel(page).getByText('Typed while the update waited').waitFor();
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
    } finally {
      await new Promise<void>((done) => files.close(() => done()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '');
    }),
  );
}
