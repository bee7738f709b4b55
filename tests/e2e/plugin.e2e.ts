import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { decodeShareLink } from '../../src/share/link';
import { editorText, expect, focusEditor, moveCursorAfter, openApp, openInFreshBrowser, pasteIntoEditor, preview, problemMessages, useBrowser } from './app';

useBrowser();

const form = (page: Page) => page.getByRole('region', { name: 'Plugin settings' });

async function renameDesign(page: Page, name: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Document name' });
  await field.fill(name);
  await field.press('Enter');
}

async function openPluginTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^Plugin/ }).click();
  await form(page).waitFor();
}

async function manifestInEditor(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse(await editorText(page)) as Record<string, unknown>;
}

describe('the Plugin page', () => {
  test('a new design has a valid agentty-plugin.json made from its name; the form and the JSON edit the same file, and the panel header follows', async () => {
    const page = await openApp();
    await renameDesign(page, 'Task board');
    await openPluginTab(page);
    expect(await form(page).getByTestId('plugin-follows').innerText()).toContain('Task board');
    expect(await form(page).getByRole('textbox', { name: 'Id' }).inputValue()).toBe('task-board');
    expect(await manifestInEditor(page)).toMatchObject({ id: 'task-board', name: 'Task board', version: '0.1.0', main: 'main.mjs', runtime: 'node', contributes: { panel: { title: 'Task board' } } });
    expect(await page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
    // the header draws Agentty's generic icon until the plugin names one
    expect(await preview(page).getByTestId('panel-title').innerText()).toBe('Task board');
    expect(await preview(page).getByTestId('panel-icon').getAttribute('data-icon')).toBe('puzzle');

    // typed in the form: the text and the header follow, hostile characters kept
    const title = 'Tâches "du jour" </script> 📋 مهام';
    await form(page).getByRole('textbox', { name: 'Title' }).fill(title);
    await form(page).getByRole('combobox', { name: 'Panel icon' }).fill('list-todo');
    await expect.poll(() => preview(page).getByTestId('panel-title').innerText()).toBe(title);
    await expect.poll(() => preview(page).getByTestId('panel-icon').getAttribute('data-icon')).toBe('list-todo');
    expect(await manifestInEditor(page)).toMatchObject({ contributes: { panel: { title, icon: 'list-todo' } } });
    expect(await form(page).getByTestId('plugin-follows').count()).toBe(0);

    // a broken rule is marked at its field in the form and in the problems list
    const id = form(page).getByRole('textbox', { name: 'Id' });
    await id.fill('-Task');
    await expect.poll(() => id.getAttribute('aria-invalid')).toBe('true');
    const message = '"-Task" is not a plugin id: 2–40 characters of a-z, 0-9 and "-", not starting or ending with "-".';
    expect(await form(page).getByRole('alert').allInnerTexts()).toContain(message);
    await expect.poll(() => problemMessages(page)).toContain(message);
    expect(await page.getByRole('tab', { name: /^Plugin/ }).getByLabel('(has errors)').count()).toBe(1);
    await form(page).getByRole('button', { name: 'Id from the name' }).click();
    await expect.poll(() => id.inputValue()).toBe('task-board');
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors/);

    // typed in the JSON: the form follows, and a rule broken there is marked there
    const text = await editorText(page);
    await pasteIntoEditor(page, text.replace('"version": "0.1.0"', '"version": "0.1.0",\n  "homepage": "http://example.com"'));
    await expect.poll(() => problemMessages(page)).toContain('The homepage must be an https:// address under 300 characters, without spaces.');
    expect(await form(page).getByRole('textbox', { name: 'Homepage' }).inputValue()).toBe('http://example.com');

    // broken JSON: kept, and the form says where to fix it
    await pasteIntoEditor(page, '{ "id": "task-board", ');
    await form(page).getByText('The form needs the JSON to parse').waitFor();
    await form(page).getByRole('button', { name: 'Go to the JSON' }).click();
    await pasteIntoEditor(page, text);
    await form(page).getByRole('textbox', { name: 'Id' }).waitFor();
  });

  test('completion offers what agentty-plugin.json takes, from its schema', async () => {
    const page = await openApp();
    await openPluginTab(page);
    await pasteIntoEditor(page, '{\n  "id": "x",\n  "name": "X",\n  "version": "1.0.0",\n  "main": "main.mjs",\n  "permissions": [""]\n}\n');
    await moveCursorAfter(page, '"permissions": ["');
    await page.keyboard.press('Control+Space');
    const suggestions = page.locator('.suggest-widget .monaco-list-row .label-name');
    await expect.poll(async () => (await suggestions.allInnerTexts()).map((label) => label.replace(/"/g, ''))).toEqual(expect.arrayContaining(['net.request', 'prompt.inject', 'files']));
    await page.keyboard.press('Escape');
  });

  test('permissions follow the design: a reaction that asks the agent needs prompt.inject, and the export refuses a manifest without it', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'button', id: 'ask', label: 'Ask the agent' }));
    await page.getByRole('tab', { name: 'Reactions' }).click();
    await pasteIntoEditor(page, JSON.stringify([{ element: 'ask', event: 'click', actions: [{ do: 'injectPrompt', text: 'Explain this' }] }]));
    await openPluginTab(page);
    const permission = form(page).getByRole('checkbox', { name: 'prompt.inject' });
    expect(await permission.isChecked()).toBe(true);
    expect(await form(page).getByText('needed: reaction 1 ("ask" click) sends prompt/inject').count()).toBe(1);
    await permission.uncheck();
    const missing = '"prompt.inject" is missing: reaction 1 ("ask" click) sends prompt/inject, which Agentty refuses without it.';
    await expect.poll(() => problemMessages(page)).toContain(missing);
    expect(await form(page).getByText('missing: reaction 1 ("ask" click) sends prompt/inject', { exact: true }).count()).toBe(1);
    // a permission nothing uses is a note, not an error
    await form(page).getByRole('checkbox', { name: 'net.request' }).check();
    await expect.poll(() => form(page).getByText('Nothing in the design uses "net.request"').count()).toBe(1);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('tab', { name: 'Plugin code' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Export' }).innerText()).toContain(missing);
    await permission.check();
    await expect.poll(() => problemMessages(page)).not.toContain(missing);
  });

  test('the manifest travels in a share link: the shared page heads the panel with its title and icon', async () => {
    const page = await openApp();
    await renameDesign(page, '할 일');
    await openPluginTab(page);
    // a name without Latin letters still gets an id Agentty accepts
    expect(await form(page).getByRole('textbox', { name: 'Id' }).inputValue()).toMatch(/^plugin-[a-z0-9]+$/);
    await form(page).getByRole('textbox', { name: 'Title' }).fill('오늘 할 일');
    await form(page).getByRole('combobox', { name: 'Icon', exact: true }).fill('calendar');
    await expect.poll(async () => (await manifestInEditor(page)).icon).toBe('calendar');
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    await expect.poll(() => dialog.getByTestId('share-copied').innerText()).toBe('Link copied to the clipboard');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const shared = decodeShareLink(new URL(link).hash);
    expect(shared.ok && JSON.parse(shared.doc.plugin ?? '{}').contributes.panel.title).toBe('오늘 할 일');
    const viewer = await openInFreshBrowser(link);
    await expect.poll(() => preview(viewer).getByTestId('panel-title').innerText()).toBe('오늘 할 일');
    // no panel icon: the plugin's own heads the panel, as in Agentty
    expect(await preview(viewer).getByTestId('panel-icon').getAttribute('data-icon')).toBe('calendar');
  });

  test('on a phone the form is under Build, and the JSON under JSON', async () => {
    const page = await openApp('/', undefined, { width: 375, height: 667 });
    await page.getByRole('tab', { name: 'JSON' }).click();
    await page.getByRole('tab', { name: /^Plugin/ }).click();
    await focusEditor(page);
    await page.getByRole('tab', { name: 'Build' }).click();
    const version = form(page).getByRole('textbox', { name: 'Version' });
    await version.fill('2.0.0');
    const box = await form(page).boundingBox();
    expect(box && box.width).toBeLessThanOrEqual(375);
    await page.getByRole('tab', { name: 'JSON' }).click();
    expect((await manifestInEditor(page)).version).toBe('2.0.0');
  });
});
