import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { TINY_PNG_BASE64 } from '../../src/files/fixtures';
import { expect, expectConsoleError, openApp, openInFreshBrowser, pasteIntoEditor, preview, problemMessages, useBrowser } from './app';
import { startHost, stopHost } from './live-host';

useBrowser();

const tree = {
  type: 'column',
  children: [
    { type: 'image', src: 'logo.png', alt: 'Logo', height: 60 },
    { type: 'image', src: 'big.png', alt: 'Big', height: 60 },
    { type: 'image', id: 'inbox', drop: true, height: 60 },
  ],
};
const png = Buffer.from(TINY_PNG_BASE64, 'base64');
// a real picture with 60 kB of padding after its end: it draws, and it is too big for a link
const bigPng = Buffer.concat([png, Buffer.alloc(60_000)]);

async function start(): Promise<Page> {
  const page = await openApp();
  await pasteIntoEditor(page, JSON.stringify(tree, null, 2));
  await preview(page).locator('.pd-image').nth(1).waitFor();
  return page;
}

const filesPanel = (page: Page) => page.getByTestId('files-panel');
const listed = (page: Page) => filesPanel(page).getByTestId('design-file').allInnerTexts();
const openPlugin = (page: Page) => page.getByRole('tab', { name: /^Plugin/ }).click();
const openScreen = (page: Page) => page.getByRole('tab', { name: 'main' }).click();

async function pick(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await filesPanel(page).getByTestId('files-input').setInputFiles({ name, mimeType, buffer });
}

/** The natural width of the picture an image draws (0 while it draws none). */
function drawnWidth(page: Page, index: number): Promise<number> {
  return preview(page)
    .locator('.pd-image')
    .nth(index)
    .evaluate((image) => image.querySelector('img')?.naturalWidth ?? 0);
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(mkdtempSync(join(tmpdir(), 'pd-download-')), file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

async function shareLink(page: Page) {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  const link = await dialog.getByTestId('share-link').inputValue();
  return { dialog, link };
}

describe('the design files', () => {
  test('a picked PNG is listed with its size, drawn by the image naming it, renamed and removed with the warning following; SVG and oversized files are refused with the reason; a reload keeps it', async () => {
    const page = await start();
    await expect.poll(() => problemMessages(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^No file "logo.png" in the design's files/)]));
    await openPlugin(page);
    await pick(page, 'logo.png', 'image/png', png);
    await expect.poll(() => listed(page)).toEqual([expect.stringMatching(/files\/logo\.png\s*70 bytes/)]);
    await expect.poll(() => drawnWidth(page, 0)).toBeGreaterThan(0);

    await pick(page, 'logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    await expect.poll(() => filesPanel(page).getByRole('alert').allInnerTexts()).toEqual([expect.stringMatching(/"logo.svg" is refused\. It is an SVG file .*never draws SVG/)]);
    await pick(page, 'huge.png', 'image/png', Buffer.concat([png, Buffer.alloc(5_000_000)]));
    await expect.poll(() => filesPanel(page).getByRole('alert').allInnerTexts()).toEqual([expect.stringMatching(/"huge.png" is 5 MB \(5,000,070 bytes\); a design file may be at most 5 MB \(5,000,000 bytes\)/)]);
    expect(await listed(page)).toHaveLength(1);

    // rename: the image's picture is gone, and the warning names the design's pictures
    await filesPanel(page).getByRole('button', { name: 'Rename files/logo.png' }).click();
    const path = filesPanel(page).getByLabel('New path of files/logo.png');
    await path.fill('files/brand.png');
    await path.press('Enter');
    await expect.poll(() => listed(page)).toEqual([expect.stringMatching(/files\/brand\.png/)]);
    await expect.poll(() => drawnWidth(page, 0)).toBe(0);
    await openScreen(page);
    await expect.poll(() => problemMessages(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^No file "logo.png".*The design's pictures: "brand.png"\./)]));

    // back to logo.png, and a reload keeps it
    await openPlugin(page);
    await filesPanel(page).getByRole('button', { name: 'Rename files/brand.png' }).click();
    await filesPanel(page).getByLabel('New path of files/brand.png').fill('files/logo.png');
    await filesPanel(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => listed(page)).toEqual([expect.stringMatching(/files\/logo\.png\s*70 bytes/)]);
    await expect.poll(() => drawnWidth(page, 0)).toBeGreaterThan(0);

    // removed: the warning is back
    await filesPanel(page).getByRole('button', { name: 'Remove files/logo.png' }).click();
    await expect.poll(() => listed(page)).toEqual([]);
    await openScreen(page);
    await expect.poll(() => problemMessages(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^No file "logo.png".*no pictures yet/)]));
  });

  test('with the files permission, a picture dropped on an image is kept at dropped/<name> and the drop event names it in the plugin folder', async () => {
    const page = await start();
    await openPlugin(page);
    await page.getByRole('region', { name: 'Plugin settings' }).getByRole('checkbox', { name: 'files' }).check();
    await expect.poll(() => filesPanel(page).innerText()).toContain('The manifest grants "files"');
    await preview(page).locator('.pd-image .frame').nth(2).evaluate((node, base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'cat.png', { type: 'image/png' }));
      node.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      node.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, TINY_PNG_BASE64);
    await expect.poll(() => listed(page)).toEqual([expect.stringMatching(/dropped\/cat\.png\s*70 bytes/)]);
    const drop = { element: 'inbox', event: 'drop', value: [{ path: '/home/me/.agentty/plugins/my-plugin/dropped/cat.png', name: 'cat.png', size: 70 }] };
    await expect.poll(() => page.getByTestId('wire-text').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(JSON.stringify(drop).slice(1, -1))]));
    // the image took the drop: it is not also imported as a design
    await page.getByRole('button', { name: 'Documents' }).click();
    await page.getByRole('dialog', { name: 'Documents' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Documents' }).getByRole('alert').count()).toBe(0);
  });

  test('the exported zip holds the picture at files/<name>, and the README lists it', async () => {
    const page = await start();
    await openPlugin(page);
    await pick(page, 'logo.png', 'image/png', png);
    await expect.poll(() => listed(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Export' }).click();
    const panel = page.getByRole('region', { name: 'Export' });
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    const zip = await downloadOf(page, () => panel.getByRole('button', { name: 'Download all (.zip)' }).click());
    const id = zip.name.slice(0, -'.zip'.length);
    const entries = unzipSync(zip.bytes);
    expect(Buffer.from(entries[`${id}/files/logo.png`]!)).toEqual(png);
    expect(Buffer.from(entries[`${id}/README.md`]!).toString()).toContain('`files/logo.png`');
  });

  test('a share link carries a small picture; a design with a big one offers the link without it, naming it', async () => {
    const page = await start();
    await openPlugin(page);
    await pick(page, 'logo.png', 'image/png', png);
    await expect.poll(() => listed(page)).toHaveLength(1);
    const small = await shareLink(page);
    expect(await small.dialog.getByTestId('share-files-left-out').count()).toBe(0);
    const viewer = await openInFreshBrowser(small.link);
    await preview(viewer).locator('.pd-image').first().waitFor();
    await expect.poll(() => drawnWidth(viewer, 0)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await pick(page, 'big.png', 'image/png', bigPng);
    await expect.poll(() => listed(page)).toHaveLength(2);
    const big = await shareLink(page);
    expect(await big.dialog.getByTestId('share-files-left-out').innerText()).toMatch(/too big for a link .*48 kB.*files\/big\.png \(60.1 kB\)/);
    expect(await big.dialog.getByRole('button', { name: 'Download .json file' }).count()).toBe(1);
    const without = await openInFreshBrowser(big.link);
    await preview(without).locator('.pd-image').nth(1).waitFor();
    await expect.poll(() => drawnWidth(without, 0)).toBeGreaterThan(0);
    expect(await drawnWidth(without, 1)).toBe(0);
    // the designer itself draws both
    await expect.poll(() => drawnWidth(page, 1)).toBeGreaterThan(0);
  });

  test('the Live page draws the running plugin\'s own files/ pictures, served by the host', async () => {
    const host = await startHost('pictures');
    try {
      // the plugin names a picture it does not have: the browser reports the host's 404, and the slot stays empty
      expectConsoleError(/404/);
      const page = await openInFreshBrowser(host.url, undefined, { width: 1366, height: 768 });
      await preview(page).locator('.pd-image').nth(1).waitFor({ timeout: 20_000 });
      await expect.poll(() => drawnWidth(page, 0)).toBeGreaterThan(0);
      expect(await preview(page).locator('.pd-image img').first().getAttribute('src')).toBe('/plugin-files/logo.png');
      expect(await drawnWidth(page, 1)).toBe(0);
    } finally {
      await stopHost(host);
    }
  });
});
