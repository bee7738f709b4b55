import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { editorText, expect, focusEditor, openApp, pasteClipboardIntoEditor, pasteIntoEditor, preview, useBrowser, watch } from './app';

useBrowser();

const ready = (page: Page) => page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
const inspector = (page: Page) => page.getByRole('region', { name: 'Inspector' });
const saved = (page: Page) => expect.poll(() => page.getByTestId('save-state').innerText(), { timeout: 30_000 }).toBe('Saved');

async function reload(page: Page): Promise<void> {
  await page.reload();
  await ready(page);
}

function bigList(count: number) {
  const items = Array.from({ length: count }, (_, i) => ({ id: `item-${i}`, title: `Row ${i}` }));
  return { type: 'column', children: [{ type: 'text', text: 'Big list' }, { type: 'list', id: 'big', items }] };
}

describe('nothing lost', () => {
  test('a 20 MB design is saved in IndexedDB and comes back after a reload', async () => {
    const page = await openApp();
    const big = 'é'.repeat(10 * 1024 * 1024); // 20 MB of UTF-8
    // the same text made in the page: sent there from here, it took 10 s of the test
    await page.evaluate((length) => navigator.clipboard.writeText(JSON.stringify({ type: 'column', children: [{ type: 'text', text: 'Huge design' }, { type: 'text', text: 'é'.repeat(length) }] })), big.length);
    await pasteClipboardIntoEditor(page);
    await expect.poll(() => preview(page).getByText('Huge design').count(), { timeout: 30_000 }).toBe(1);
    await saved(page);
    await reload(page);
    await expect.poll(() => preview(page).getByText('Huge design').count(), { timeout: 30_000 }).toBe(1);
    // the preview draws it as Agentty does: cut to 20,000 characters and "…"
    const drawn = preview(page).locator('[data-path="/children/1"]');
    expect(await drawn.evaluate((node) => node.textContent)).toBe(big.slice(0, 20_000) + '…');
  }, 120_000);

  test('labels of a million characters are drawn to 1,000 and an ellipsis, and the button still answers', async () => {
    const page = await openApp();
    const huge = (letter: string) => letter.repeat(1_000_000);
    await pasteIntoEditor(page, JSON.stringify({ type: 'section', title: huge('T'), children: [{ type: 'button', id: 'long', label: huge('L') }] }));
    const button = preview(page).locator('[data-node-type="button"]');
    await expect.poll(() => button.innerText()).toBe('L'.repeat(1_000) + '…');
    expect(await preview(page).locator('[data-node-type="section"] .title').innerText()).toBe('T'.repeat(1_000) + '…');
    await button.click();
    await expect.poll(() => page.getByTestId('wire-text').allInnerTexts()).toEqual([expect.stringContaining('"element":"long","event":"click"')]);
  });

  test('an imported 6 MB design opens', async () => {
    const page = await openApp();
    const file = join(mkdtempSync(join(tmpdir(), 'pd-big-')), 'big.json');
    const tree = { type: 'column', children: [{ type: 'text', text: 'Imported big one' }, { type: 'text', text: 'y'.repeat(6 * 1024 * 1024) }] };
    writeFileSync(file, JSON.stringify({ version: 1, name: 'Big import', screens: [{ name: 'main', text: JSON.stringify(tree) }] }));
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import .json…' }).click()]);
    await Promise.all([page.waitForEvent('load'), chooser.setFiles(file)]);
    await ready(page);
    await expect.poll(() => preview(page).getByText('Imported big one').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Document name' }).inputValue()).toBe('Big import');
  });

  test('a list of 10,000 items opens in the inspector at once, and again after a reload', async () => {
    const page = await openApp();
    await page.waitForTimeout(1500); // let this start settle: a long paste inside it would count as a freeze
    await pasteIntoEditor(page, JSON.stringify(bigList(10_000), null, 2));
    await preview(page).locator('[data-path="/children/1/items/3"]').click();
    await expect.poll(() => inspector(page).getByText('10,000 items').count()).toBe(1);
    // only the rows in view are drawn, and the clicked row's entry is open
    expect(await inspector(page).locator('[data-entry]').count()).toBeLessThan(40);
    expect(await inspector(page).locator('[data-entry-form]').getAttribute('data-entry-form')).toBe('3');
    await inspector(page).locator('[data-entry-form] input').nth(1).fill('Renamed row');
    await expect.poll(() => preview(page).getByText('Renamed row').count()).toBe(1);
    await saved(page);
    await reload(page);
    // the saved cursor selects the list again, without a freeze
    await expect.poll(() => inspector(page).getByText('10,000 items').count()).toBe(1);
    await expect.poll(() => preview(page).getByText('Renamed row').count()).toBe(1);
  });

  test("the cursor is kept per document: a new document does not inherit the last one's selection", async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify(bigList(30), null, 2));
    await preview(page).locator('[data-path="/children/1"]').first().click();
    await expect.poll(() => inspector(page).getByText('30 items').count()).toBe(1);
    await saved(page);
    await page.waitForTimeout(400); // the view state is written 300 ms after the cursor moves
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('dialog', { name: 'Documents' }).getByRole('button', { name: 'New', exact: true }).click()]);
    await ready(page);
    await expect.poll(() => inspector(page).innerText()).toContain('Select a node');
  });

  test('a start that did not finish does not put the cursor back', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify(bigList(30), null, 2));
    await preview(page).locator('[data-path="/children/1"]').first().click();
    await expect.poll(() => inspector(page).getByText('30 items').count()).toBe(1);
    await saved(page);
    await page.waitForTimeout(1500); // this start settles
    // as if the tab had crashed during its next start
    await page.evaluate(() => localStorage.setItem('panel-designer:starting', sessionStorage.getItem('panel-designer:tab-document') ?? ''));
    await reload(page);
    await expect.poll(() => page.getByRole('status').allInnerTexts()).toContainEqual(expect.stringContaining('did not finish'));
    expect(await inspector(page).innerText()).toContain('Select a node');
    await expect.poll(() => preview(page).getByText('Big list').count()).toBe(1);
  });

  test('two tabs each keep their own document across reloads', async () => {
    const first = await openApp();
    await pasteIntoEditor(first, JSON.stringify({ type: 'text', text: 'First tab work' }));
    // the paste has reached the app before "Saved" is read (it says so before the paste, too)
    await preview(first).getByText('First tab work').waitFor();
    await saved(first);
    const second = watch(await first.context().newPage());
    await second.goto(first.url());
    await ready(second);
    await second.getByRole('button', { name: 'Documents', exact: true }).click();
    await Promise.all([second.waitForEvent('load'), second.getByRole('dialog', { name: 'Documents' }).getByRole('button', { name: 'New', exact: true }).click()]);
    await ready(second);
    await pasteIntoEditor(second, JSON.stringify({ type: 'text', text: 'Second tab work' }));
    await preview(second).getByText('Second tab work').waitFor();
    await saved(second);
    await reload(first);
    await expect.poll(() => preview(first).getByText('First tab work').count()).toBe(1);
    await reload(second);
    await expect.poll(() => preview(second).getByText('Second tab work').count()).toBe(1);
  });
});

describe('nothing thrown', () => {
  test('a selection made before "+ Screen" never lands in the new screen', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }] }, null, 2));
    await preview(page).getByRole('button', { name: 'Go' }).click();
    await page.getByRole('button', { name: '+ Screen' }).click();
    await focusEditor(page);
    await page.keyboard.type('x');
    const text = await editorText(page);
    expect(text).toContain('{ "type": "text", "text": "New screen" }\n  ]\n}');
  });

  test('with storage blocked the app still works, and says nothing will be kept', async () => {
    const page = await openApp('/', () => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: blocked });
      Object.defineProperty(window, 'sessionStorage', { get: blocked });
      Object.defineProperty(IDBFactory.prototype, 'open', { value: blocked });
    });
    await expect.poll(() => page.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringContaining('keeps nothing'));
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Still works' }));
    await expect.poll(() => preview(page).getByText('Still works').count()).toBe(1);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as a file' }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.json$/);
  });

  test('copy, cut and paste throw nothing while the outline is not drawn', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, '{ "type": "column", ');
    await focusEditor(page);
    for (const key of ['ControlOrMeta+A', 'ControlOrMeta+C', 'ControlOrMeta+X', 'ControlOrMeta+V']) await page.keyboard.press(key);
    await page.getByRole('tab', { name: /Reactions/ }).click();
    await focusEditor(page);
    for (const key of ['ControlOrMeta+A', 'ControlOrMeta+C', 'ControlOrMeta+V']) await page.keyboard.press(key);
    // the fixture fails the test on any console error
  });

  test('Export opens its code views without a console error', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect.poll(() => page.getByTestId('code-view').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Plugin code' }).click();
    await expect.poll(() => page.locator('[data-testid="code-view"] .view-line').count()).toBeGreaterThan(3);
  });
});
