import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newDocument, type DesignDocument } from '../../src/share/document';
import { encodeShareLink } from '../../src/share/link';
import { expect, openApp, pasteIntoEditor, preview, useBrowser } from './app';

useBrowser();

const ready = (page: Page) => page.locator('[data-testid="editor"][data-ready="true"]').waitFor();

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  return page.getByRole('dialog', { name: 'Documents' });
}

/** Waits for autosave to reach IndexedDB (the menu lists saved documents). */
async function savedNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('panel-designer');
        request.onsuccess = () => {
          const all = request.result.transaction('documents').objectStore('documents').getAll();
          all.onsuccess = () => resolve((all.result as { doc: { name: string } }[]).map((entry) => entry.doc.name).sort());
        };
        request.onerror = () => resolve([]);
      }),
  );
}

describe('saved work', () => {
  test('a first visit opens on a named example with a note that says so; an empty design says how to fill it', async () => {
    const page = await openApp();
    expect(await page.getByRole('textbox', { name: 'Document name' }).inputValue()).toBe('Example: Deploy helper');
    const note = page.getByRole('complementary', { name: 'About this example' });
    expect(await note.innerText()).toContain('This is an example panel');
    // dismissed, it stays away after a reload
    await note.getByRole('button', { name: 'Dismiss the note about the example' }).click();
    expect(await note.count()).toBe(0);
    await page.reload();
    await ready(page);
    expect(await page.getByRole('textbox', { name: 'Document name' }).inputValue()).toBe('Example: Deploy helper');
    expect(await note.count()).toBe(0);
    expect(await page.getByTestId('empty-hint').count()).toBe(0);

    await page.evaluate(() => localStorage.removeItem('panel-designer:example-note-dismissed'));
    await page.reload();
    await ready(page);
    await note.getByRole('button', { name: 'start an empty design' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Document name' }).inputValue()).toBe('Untitled');
    await ready(page);
    expect(await note.count()).toBe(0);
    const hint = page.getByTestId('empty-hint');
    await expect.poll(() => hint.innerText()).toContain('Add elements from the palette in the Build column');
    await page.getByRole('button', { name: 'Add text', exact: true }).click();
    await expect.poll(() => hint.count()).toBe(0);
  });

  test('a starter opens as a new document, and the first one is still there to open again', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'My own work' }));
    await page.getByRole('textbox', { name: 'Document name' }).fill('Mine');
    await page.getByRole('textbox', { name: 'Document name' }).press('Enter');
    await expect.poll(() => savedNames(page)).toEqual(['Mine']);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: /Review flow/ }).click();
    await preview(page).getByText('Fix checkout rounding').waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(expect.arrayContaining(['inbox', 'pr-142', 'Reactions']));
    await expect.poll(() => savedNames(page)).toHaveLength(2);
    const again = await openMenu(page);
    await again.getByRole('button', { name: 'Mine', exact: true }).click();
    await ready(page);
    await preview(page).getByText('My own work').waitFor();
  });

  test('duplicate, delete, and undo the delete', async () => {
    const page = await openApp();
    await page.getByRole('textbox', { name: 'Document name' }).fill('Alpha');
    await page.getByRole('textbox', { name: 'Document name' }).press('Enter');
    await expect.poll(() => savedNames(page)).toEqual(['Alpha']);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Duplicate Alpha' }).click();
    await expect.poll(() => savedNames(page)).toEqual(['Alpha', 'Alpha copy']);
    await menu.getByRole('button', { name: 'Delete Alpha copy' }).click();
    await expect.poll(() => savedNames(page)).toEqual(['Alpha']);
    await menu.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => savedNames(page)).toEqual(['Alpha', 'Alpha copy']);
    expect(await menu.getByRole('button', { name: 'Delete Alpha', exact: true }).isDisabled()).toBe(true);
  });

  test('long names are shown whole, in the name field and in the list, with a tooltip', async () => {
    const page = await openApp();
    const field = page.getByRole('textbox', { name: 'Document name' });
    const name = 'Quarterly infrastructure deploy helper';
    await field.fill(name);
    await field.press('Enter');
    await expect.poll(() => savedNames(page)).toEqual([name]);
    expect(await field.getAttribute('title')).toBe(name);
    const fits = (element: HTMLElement) => element.scrollWidth <= element.clientWidth;
    expect(await field.evaluate(fits)).toBe(true);
    const menu = await openMenu(page);
    const entry = menu.getByRole('button', { name, exact: true });
    expect(await entry.getAttribute('title')).toBe(name);
    expect(await entry.evaluate(fits)).toBe(true);
    // past what any field can hold, the tooltip still says it all
    const longer = `${name} for the staging and production clusters in every region we run`;
    await field.fill(longer);
    await field.press('Enter');
    await expect.poll(() => savedNames(page)).toEqual([longer]);
    expect(await field.getAttribute('title')).toBe(longer);
    await expect.poll(() => menu.getByRole('button', { name: longer, exact: true }).getAttribute('title')).toBe(longer);
  });

  test('starters and "Open in designer" name their copies apart: " 2", and "(shared)" for a link', async () => {
    const page = await openApp();
    for (let i = 0; i < 2; i++) {
      const menu = await openMenu(page);
      await menu.locator('.starters').getByRole('button', { name: 'Review flow (screens and reactions)', exact: true }).click();
      await ready(page);
      await preview(page).getByText('Fix checkout rounding').waitFor();
    }
    await expect.poll(() => page.getByRole('textbox', { name: 'Document name' }).inputValue()).toBe('Review flow (screens and reactions) 2');

    const design: DesignDocument = { ...newDocument('Files panel'), screens: [{ name: 'main', text: JSON.stringify({ type: 'text', text: 'From a link' }) }] };
    for (let i = 0; i < 2; i++) {
      await page.goto(new URL(`/${encodeShareLink(design)}`, inject('baseUrl')).href);
      await page.getByRole('button', { name: 'Open in designer' }).click();
      await ready(page);
      await preview(page).getByText('From a link').waitFor();
    }
    expect(await page.getByRole('textbox', { name: 'Document name' }).inputValue()).toBe('Files panel (shared) 2');
    await expect.poll(() => savedNames(page)).toEqual(expect.arrayContaining(['Review flow (screens and reactions)', 'Review flow (screens and reactions) 2', 'Files panel (shared)', 'Files panel (shared) 2']));
    const names = await savedNames(page);
    expect(new Set(names).size).toBe(names.length);
  });

  test('a design file and a pasted plugin log import as new documents', async () => {
    const page = await openApp();
    const dir = mkdtempSync(join(tmpdir(), 'pd-import-'));
    const file = join(dir, 'imported.json');
    const doc = { version: 1, name: 'From a file', screens: [{ name: 'main', text: JSON.stringify({ type: 'text', text: 'Came from a file' }) }] };
    writeFileSync(file, JSON.stringify(doc));
    const menu = await openMenu(page);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), menu.getByRole('button', { name: 'Import .json…' }).click()]);
    await chooser.setFiles(file);
    await ready(page);
    await preview(page).getByText('Came from a file').waitFor();

    const log = [
      'plugin starting…',
      '{"jsonrpc":"2.0","id":1,"result":{}}',
      '{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"text","text":"First screen"}}}',
      '{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"text","text":"Second screen"}}}',
    ].join('\n');
    const again = await openMenu(page);
    await again.getByRole('button', { name: 'Paste a plugin log…' }).click();
    await again.getByRole('textbox', { name: /Plugin stdout/ }).fill(log);
    await again.getByRole('button', { name: 'Import screens' }).click();
    await ready(page);
    await preview(page).getByText('First screen').waitFor();
    expect(await page.getByRole('tab', { name: 'screen-2' }).count()).toBe(1);
  });

  test('a bad file is refused with a reason and nothing is lost', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Keep me' }));
    const dir = mkdtempSync(join(tmpdir(), 'pd-import-'));
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"version": 99, "screens": []}');
    const menu = await openMenu(page);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), menu.getByRole('button', { name: 'Import .json…' }).click()]);
    await chooser.setFiles(file);
    await expect.poll(() => menu.getByRole('alert').innerText()).toContain('newer');
    expect(await preview(page).getByText('Keep me').isVisible()).toBe(true);
  });

  test('the same document open in two tabs is detected and said', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Shared' }));
    await page.waitForTimeout(600);
    const second = await page.context().newPage();
    await second.goto(page.url());
    await ready(second);
    for (const tab of [page, second]) {
      await expect.poll(() => tab.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringContaining('also open in another tab'));
    }
  });

  test('localStorage full: the kept picture of the last session gives way to the document', async () => {
    const page = await openApp();
    // three texts under Agentty's 20,000-character cut each, so the picture holds all of them whole
    const design = (text: string) => JSON.stringify({ type: 'column', children: [1, 2, 3].map((n) => ({ type: 'text', text: `${n}: ${text}` })) });
    const long = 'A long text. '.repeat(1_200);
    await pasteIntoEditor(page, design(long));
    await expect.poll(() => preview(page).getByText(long).count()).toBe(3);
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');
    // leaving keeps a picture beside the mirror; then everything left is filled
    await page.goto('about:blank');
    await page.goto(new URL('/', inject('baseUrl')).href);
    await ready(page);
    const kept = () => page.evaluate(() => localStorage.getItem('panel-designer:kept-frame')?.length ?? 0);
    expect(await kept()).toBeGreaterThan(3 * long.length);
    await page.evaluate(() => {
      let [low, high] = [0, 30_000_000];
      while (low < high) {
        const size = Math.ceil((low + high) / 2);
        try {
          localStorage.setItem('filler', 'x'.repeat(size));
          low = size;
        } catch {
          high = size - 1;
        }
      }
      localStorage.setItem('filler', 'x'.repeat(low));
    });

    // a few thousand characters more than the mirror had: more than the app's small keys free as it goes
    const longer = long + ' And more.'.repeat(300);
    await pasteIntoEditor(page, design(longer));
    // the save waits for typing to pause, then for storage to be freed: slow on a loaded runner
    await expect.poll(() => page.evaluate((text) => localStorage.getItem('panel-designer:document')?.includes(text), longer), { timeout: 30_000 }).toBe(true);
    expect(await kept()).toBe(0);
    // nothing said about saving: the alert regions stay empty
    expect((await page.getByRole('alert').allInnerTexts()).join('')).toBe('');
    await page.reload();
    await ready(page);
    expect(await preview(page).getByText(longer).count()).toBe(3);
  });

  test('when storage fails the app says so and offers the file', async () => {
    const page = await openApp();
    // both stores full: the mirror in localStorage and the real save in IndexedDB
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Unsaved' }));
    await expect.poll(() => page.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringContaining('Not saved in this browser'));
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as a file' }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.json$/);
  });
});
