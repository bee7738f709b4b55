import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { photoGallery } from '../../src/gallery/starters/photo-gallery';
import { expect, openApp, pageErrors, pasteIntoEditor, preview, problemMessages, useBrowser } from './app';

useBrowser();

const CAPTION = 'Ünïcode "cap" </script> 😀 שלום';
const tree = {
  type: 'column',
  children: [
    { type: 'image', id: 'cover', src: 'cover.png', alt: 'The cover', height: 5000, width: 4, caption: CAPTION },
    { type: 'image', placeholder: 'No picture yet', height: 90 },
    { type: 'image', id: 'inbox', drop: true, height: 80 },
    { type: 'image', src: 'logo.svg', height: 40 },
  ],
};

async function start(): Promise<Page> {
  const page = await openApp();
  await pasteIntoEditor(page, JSON.stringify(tree));
  await preview(page).getByText('No picture yet').waitFor();
  return page;
}

const frames = (page: Page) => preview(page).locator('.pd-image .frame');
const lines = (page: Page) => page.getByTestId('wire-text').allInnerTexts();

describe('image', () => {
  test('is drawn as Agentty draws it: sizes clamped, the empty slot with its text or "drop here", the caption on one line', async () => {
    const page = await start();
    const [cover, empty, inbox] = [frames(page).nth(0), frames(page).nth(1), frames(page).nth(2)];
    // 16 … 2400 px: a width of 4 is drawn 16 wide, a height of 5000 2400 high
    expect(await cover.boundingBox()).toMatchObject({ width: 16, height: 2400 });
    expect((await empty.boundingBox())?.height).toBe(90);
    // no width: the full width of the panel's content
    const panel = (await preview(page).locator('.pd-column').first().boundingBox())!;
    expect((await empty.boundingBox())?.width).toBeCloseTo(panel.width, 0);
    await expect.poll(() => inbox.innerText()).toBe('Drop files here');
    const caption = preview(page).locator('.pd-image .caption');
    expect(await caption.innerText()).toBe(CAPTION);
    expect(await caption.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('nowrap');
    // the design has no cover.png: a warning at its src; an SVG is never drawn
    await expect.poll(() => problemMessages(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^No file "cover\.png" in the design's files/), expect.stringMatching(/^Agentty never draws SVG/)]),
    );
    expect(pageErrors(page)).toEqual([]);
  });

  test('with an id, a click, Enter and Space send click; without one it is not a button; a drop without the files permission is refused, and said', async () => {
    const page = await start();
    const cover = preview(page).getByRole('button', { name: 'The cover' });
    await cover.click();
    await cover.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    const click = '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"cover","event":"click","context":{}}}';
    await expect.poll(() => lines(page)).toEqual([click, click, click]);
    expect(await preview(page).getByRole('button').count()).toBe(2);

    // a file dropped on the drop slot: this design's manifest does not grant files, so Agentty takes nothing
    const inbox = frames(page).nth(2);
    await inbox.evaluate((node) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' }));
      node.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      node.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => inbox.getByRole('status').innerText()).toMatch(/does not grant the files permission/);
    expect(await lines(page)).toHaveLength(3);
    expect(pageErrors(page)).toEqual([]);
  });

  test('the photo gallery starter draws its own pictures; a click opens the picture\'s screen and its button goes back', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByRole('dialog', { name: 'Documents' }).locator('.starters').getByRole('button', { name: photoGallery.title, exact: true }).click();
    const sea = preview(page).getByRole('button', { name: 'Boat on the bay' });
    await expect.poll(() => sea.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    expect(await problemMessages(page)).toEqual([]);
    await sea.click();
    const back = preview(page).getByRole('button', { name: 'All pictures' });
    await back.waitFor();
    await expect.poll(() => preview(page).getByRole('img', { name: 'Boat on the bay' }).locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    await back.click();
    await sea.waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
