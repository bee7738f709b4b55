import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, inject, test } from 'vitest';
import { encodeBase64Url } from '../../src/share/base64url';
import { dictionaryV1 } from '../../src/share/dictionary';
import { newDocument, parseDesignDocument, serializeDocument, type DesignDocument } from '../../src/share/document';
import { decodeShareLink, encodeShareLink, LONG_LINK_CHARS } from '../../src/share/link';
import { expect, openApp, openInFreshBrowser, pageErrors, pasteIntoEditor, preview, useBrowser } from './app';
import { buildPrototype } from './prototype-steps';
import { detail, main, reactions } from '../fixtures/prototype';

useBrowser();

const design: DesignDocument = {
  ...newDocument('Files panel'),
  screens: [
    { name: 'main', text: JSON.stringify(main, null, 2) },
    { name: 'detail', text: JSON.stringify(detail, null, 2) },
  ],
  reactions: JSON.stringify(reactions, null, 2),
};

// what a request for the designer's editor looks like: Monaco, its workers, its CSS, or the designer chunk that loads them
const EDITOR_CODE = /monaco|editor\.worker|json\.worker|editor\.api|jsonMode|\/App-|\/editor-/;

/** The prototype, built and checked clean. */
async function buildCleanPrototype(page: Page): Promise<void> {
  await buildPrototype(page);
  await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  // the browser is shared over a socket, so the file is copied out rather than read where it landed
  const path = join(mkdtempSync(join(tmpdir(), 'pd-download-')), file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

const deflated = (text: string | Uint8Array) => encodeBase64Url(deflateSync(typeof text === 'string' ? new TextEncoder().encode(text) : text, { dictionary: dictionaryV1 }));
const wireLines = (page: Page) => page.getByTestId('wire-text').allInnerTexts();

describe('share links', () => {
  test('a shared design opens in a fresh browser with the same panel and flow, and no Monaco', async () => {
    const page = await openApp();
    await buildCleanPrototype(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    await expect.poll(() => dialog.getByTestId('share-copied').innerText()).toBe('Link copied to the clipboard');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(await dialog.getByTestId('share-link').inputValue()).toBe(link);
    expect(link.startsWith(`${new URL(inject('baseUrl')).origin}/#v2/`)).toBe(true);
    expect(await dialog.getByTestId('share-length').innerText()).toBe(`${link.length.toLocaleString('en')} characters`);
    expect(await dialog.getByTestId('share-long').count()).toBe(0);
    // Escape closes it and gives focus back to the button
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Share' }).evaluate((button) => button === document.activeElement)).toBe(true);

    const requests: string[] = [];
    const viewer = await openInFreshBrowser(link, (url) => requests.push(url));
    await preview(viewer).getByText('README.md').waitFor();
    const shared = decodeShareLink(new URL(link).hash);
    if (!shared.ok) throw new Error(shared.message);
    expect(shared.doc.screens.map((screen) => screen.name)).toEqual(['main', 'detail']);
    expect(await viewer.getByTestId('design-name').innerText()).toBe(shared.doc.name || 'Untitled');
    await preview(viewer).getByText('README.md').click();
    await preview(viewer).getByRole('button', { name: 'Acknowledge' }).waitFor();
    await expect.poll(() => wireLines(viewer)).toEqual([
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"files","event":"select","item":"readme","context":{}}}',
      JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: detail } }),
    ]);
    await preview(viewer).getByRole('button', { name: 'Acknowledge' }).click();
    // Agentty's toast names the plugin; the badge sits where the surface puts the icon
    await expect.poll(() => viewer.locator('.toast').innerText()).toBe(`${shared.doc.name || 'Untitled'}: Saved`);
    expect(await viewer.getByTestId('panel-badge').innerText()).toBe('1 new');
    // the screen picker goes back by hand
    await viewer.getByRole('combobox', { name: 'Screen', exact: true }).selectOption({ label: 'main' });
    await preview(viewer).getByText('TODO.md').waitFor();

    await viewer.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => EDITOR_CODE.test(url))).toEqual([]);
    expect(await viewer.locator('.monaco-editor').count()).toBe(0);
    expect(pageErrors(viewer)).toEqual([]);
  });

  test('a v1 link made before link format v2 opens the same design, and so does a v2 link of today\'s elements', async () => {
    // committed as written by their builds (src/share/golden-links.test.ts holds these and more)
    const v1 = '#v1/nVa9TsMwEH4VqzNQVWzMbCBVogNiYIiKSyOZOtgJnXh37seOfbZLq0pZnFzs8933c82Wv-ifXh_VztCVr-3_f0USBvs9abDq0mA3unPbvdr1RnsS0FJq-Gen_WRGX5spGle8ZXdHERmGvNsmeOEZhU1IBtGGdiBuxi6ueRm2gEpod-jMrekPIEDv0rRVzDK7BOOJJ77RTbpdKAkiR43JkuBOCejHeSg7SjqvH10Pw0LaZBNfBHpgNgJJclwwoDXY1waxAEJzeaCW-bSAY032TXVeEXyyGK5CDHrTUK40VKwgI4wNCPzAXlUIrOn7yHHN0kr2rZ8SBGYRb7hTjH-1DhT-M4-ZLR1ShcxPKe7cxbOi3TYFujsee8pSGBWgFDeVK1Fb81Qie4rRkekUaBTezRSo86zscJUSbNsq0kcFXgqHLVOMcCsGwQSMRj6NmjzjNorRIJyZqJo8cHGEvvoBlAgXzlo8c7m3X3oJz-AsXgb2IF1aPNyDGE-eBAtwCYsLJw-eU37_AA';
    const v2 = '#v2/wxrZwaBxCYUyUNeA-EhHbTA7QVtd2FyI3oYoT4T0UmBBEQ7lQ8OppKg0FcnVWJtPQJ8AEQA';
    const viewer = await openInFreshBrowser(`/${v1}`);
    await preview(viewer).getByText('a.ts').waitFor();
    await preview(viewer).getByRole('button', { name: 'Review' }).waitFor();
    expect(await viewer.getByTestId('design-name').innerText()).toBe('Review flow');
    await viewer.goto('about:blank');
    await viewer.goto(new URL(`/${v2}`, inject('baseUrl')).href);
    await expect.poll(() => viewer.getByTestId('design-name').innerText()).toBe('Small v2');
    expect(await viewer.getByRole('alert').count()).toBe(0);
    expect(pageErrors(viewer)).toEqual([]);
  });

  test('"Open in designer" adds the design as a new document and keeps the saved one', async () => {
    const viewer = await openInFreshBrowser('/');
    await viewer.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    await pasteIntoEditor(viewer, JSON.stringify({ type: 'text', text: 'Work I had before' }));
    // saved, not just typed: the mirror holds it and IndexedDB has answered (a fixed wait failed on a loaded runner)
    const stored = () => viewer.evaluate(() => Object.keys(localStorage).some((key) => localStorage.getItem(key)!.includes('Work I had before')));
    await expect.poll(async () => (await stored()) && (await viewer.getByTestId('save-state').innerText()) === 'Saved').toBe(true);
    await viewer.goto(new URL(`/${encodeShareLink(design)}`, inject('baseUrl')).href);
    await viewer.getByRole('button', { name: 'Open in designer' }).click();
    await viewer.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    expect(viewer.url()).toBe(new URL('/', inject('baseUrl')).href);
    await preview(viewer).getByText('README.md').waitFor();
    expect(await viewer.evaluate(() => localStorage.getItem('panel-designer:open-as-new'))).toBeNull();
    await viewer.getByRole('button', { name: 'Documents', exact: true }).click();
    const menu = viewer.getByRole('dialog', { name: 'Documents' });
    await expect.poll(() => menu.locator('li .open').count()).toBeGreaterThanOrEqual(2);
    await menu.locator('li .open:not([disabled])').first().click();
    await preview(viewer).getByText('Work I had before').waitFor();
  });

  test('bad and hostile links show an error page and leave saved work untouched', async () => {
    const good = encodeShareLink(design);
    const data = good.slice('#v1/'.length);
    const links: Record<string, string> = {
      'garbage characters': '#v1/@@@not*base64***',
      'garbage base64': '#v1/Zm9vYmFyYmF6cXV4',
      'cut short': good.slice(0, Math.floor(good.length * 0.6)),
      'unknown version': `#v9/${data}`,
      'an old version that never existed': `#v0/${data}`,
      'empty': '#v1/',
      'non-deflate bytes': `#v1/${encodeBase64Url(new Uint8Array(64).fill(0xff))}`,
      'deflated text that is not JSON': `#v1/${deflated('hello, not json')}`,
      'JSON that fails the schema': `#v1/${deflated(JSON.stringify({ version: 1, name: 'x', screens: [] }))}`,
      'a newer document version': `#v1/${deflated(JSON.stringify({ version: 7, name: 'x', screens: [{ name: 'main', text: '{}' }] }))}`,
      'a decompression bomb': `#v1/${deflated(new Uint8Array(9 * 1024 * 1024).fill(32))}`,
    };

    // a browser with saved work in it
    const page = await openInFreshBrowser('/#v1/');
    const saved = { 'panel-designer:document': serializeDocument(newDocument('My saved work')), 'panel-designer:context': '{"mine":true}' };
    await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), saved);
    const storage = () => page.evaluate(async () => ({ local: { ...localStorage }, databases: (await indexedDB.databases()).map((db) => db.name) }));
    const before = await storage();
    expect(before.local).toEqual(saved);

    for (const [what, fragment] of Object.entries(links)) {
      const expected = decodeShareLink(fragment);
      expect(expected.ok, what).toBe(false);
      await page.goto('about:blank');
      await page.goto(new URL(`/${fragment}`, inject('baseUrl')).href);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText(), what).toContain(expected.ok ? '' : expected.message);
      expect(await page.getByRole('link', { name: 'Open Panel Designer' }).getAttribute('href'), what).toBe(new URL('/', inject('baseUrl')).href);
      expect(await preview(page).count(), what).toBe(0);
      expect(await storage(), what).toEqual(before);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  test('?embed shows the bare panel, still interactive', async () => {
    const page = await openInFreshBrowser(`/?embed${encodeShareLink(design)}`);
    await preview(page).getByText('README.md').waitFor();
    expect(await page.getByTestId('design-name').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open in designer' }).count()).toBe(0);
    expect(await page.getByTestId('wire-text').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Simulator' }).count()).toBe(0);
    await preview(page).getByText('README.md').click();
    await preview(page).getByRole('button', { name: 'Acknowledge' }).waitFor();
  });

  test('a shared toggle changes only when a setValue reaction redraws it, as in Agentty, and the link keeps that reaction', async () => {
    const toggles: DesignDocument = {
      ...newDocument('Toggles'),
      screens: [{ name: 'main', text: JSON.stringify({ type: 'column', children: [{ type: 'toggle', id: 'redrawn', label: 'Redrawn "on" 🙂', value: false }, { type: 'toggle', id: 'silent', label: 'Never redrawn', value: false }] }) }],
      reactions: JSON.stringify([{ element: 'redrawn', event: 'change', actions: [{ do: 'setValue', element: 'redrawn' }] }]),
    };
    const link = encodeShareLink(toggles);
    const decoded = decodeShareLink(link);
    expect(decoded.ok && JSON.parse(decoded.doc.reactions)).toEqual(JSON.parse(toggles.reactions));
    const page = await openInFreshBrowser(`/${link}`);
    const redrawn = preview(page).getByRole('switch', { name: 'Redrawn "on" 🙂' });
    const silent = preview(page).getByRole('switch', { name: 'Never redrawn' });
    await silent.click();
    await redrawn.click();
    await expect.poll(() => redrawn.getAttribute('aria-checked')).toBe('true');
    expect(await silent.getAttribute('aria-checked')).toBe('false');
    const methods = (await page.getByTestId('wire-text').allInnerTexts()).map((line) => (JSON.parse(line) as { method: string }).method);
    expect(methods).toEqual(['ui/event', 'ui/event', 'ui/setPanel']);
    expect(pageErrors(page)).toEqual([]);
  });

  test('the popover offers the embed link and an <iframe> snippet, each with its own Copy; Escape returns to Share', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Embedded here' }));
    await preview(page).getByText('Embedded here').waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    await expect.poll(() => dialog.getByTestId('share-copied').innerText()).toBe('Link copied to the clipboard');
    expect(await dialog.getByTestId('share-errors').count()).toBe(0);
    const link = await dialog.getByTestId('share-link').inputValue();
    const embed = await dialog.getByTestId('share-embed-link').inputValue();
    const origin = new URL(inject('baseUrl')).origin;
    expect(embed).toBe(link.replace(`${origin}/#`, `${origin}/?embed#`));

    await dialog.getByRole('button', { name: 'Copy embed link' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(embed);
    expect(await dialog.getByTestId('share-copied').innerText()).toBe('Embed link copied to the clipboard');
    await dialog.getByRole('button', { name: 'Copy iframe snippet' }).click();
    const snippet = await dialog.getByTestId('share-iframe').inputValue();
    expect(snippet.startsWith(`<iframe src="${embed}" title="`)).toBe(true);
    expect(snippet).toMatch(/ width="\d+" height="\d+"[^>]*><\/iframe>$/);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    expect(await dialog.getByTestId('share-copied').innerText()).toBe('Snippet copied to the clipboard');

    // Escape from anywhere in the popover closes it and gives focus back to Share
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Share' }).evaluate((button) => button === document.activeElement)).toBe(true);

    const viewer = await openInFreshBrowser(embed);
    await preview(viewer).getByText('Embedded here').waitFor();
    expect(await viewer.getByTestId('design-name').count()).toBe(0);
  });

  test('Share warns, above the link, when the design has errors', async () => {
    const page = await openApp();
    // two buttons without their labels: errors Agentty refuses
    await pasteIntoEditor(page, JSON.stringify({ type: 'row', children: [{ type: 'button', id: 'x' }, { type: 'button', id: 'y' }] }));
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/2 errors/);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    const warning = dialog.getByTestId('share-errors');
    await expect.poll(() => warning.innerText()).toBe('This design has 2 errors: the link opens it with them.');
    expect((await warning.boundingBox())!.y).toBeLessThan((await dialog.getByTestId('share-link').boundingBox())!.y);
    expect(await dialog.getByTestId('share-link').getAttribute('aria-describedby')).toBe(await warning.getAttribute('id'));
  });

  test('a link over 8,000 characters warns and offers the file, which downloads the design', async () => {
    const page = await openApp();
    // digits in no order do not compress, so the link grows past the limit
    const noise = Array.from({ length: 2500 }, (_, i) => ((i * 7919 + 17) % 100_003).toString(36)).join(' ');
    const text = JSON.stringify({ type: 'column', children: [{ type: 'text', text: noise }] }, null, 2);
    await pasteIntoEditor(page, text);
    await preview(page).getByText(noise.slice(0, 40)).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    await dialog.getByTestId('share-long').waitFor();
    expect(await dialog.getByTestId('share-long').innerText()).toMatch(/some chat tools cut long links/);
    const length = Number((await dialog.getByTestId('share-length').innerText()).replace(/\D/g, ''));
    expect(length).toBeGreaterThan(LONG_LINK_CHARS);
    expect((await dialog.getByTestId('share-link').inputValue()).length).toBe(length);

    const file = await downloadOf(page, () => dialog.getByRole('button', { name: 'Download .json file' }).click());
    expect(file.name).toMatch(/\.json$/);
    const result = parseDesignDocument(JSON.parse(file.text));
    expect(result.ok && result.doc.screens[0]?.text).toBe(text);
  });
});
