import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { editorText, expect, moveCursorAfter, openApp, pasteIntoEditor, preview, problemMessages, useBrowser } from './app';
import { buildPrototype } from './prototype-steps';
import { detail } from '../fixtures/prototype';

useBrowser();


const lines = (page: Page) => page.getByTestId('wire-text').allInnerTexts();


describe('interaction prototyping', () => {
  test('a list select opens the detail screen, whose button shows a toast and sets the badge', async () => {
    const page = await openApp();
    await buildPrototype(page);
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
    await page.getByRole('tab', { name: 'main' }).click();
    await preview(page).getByText('README.md').click();
    await preview(page).getByRole('button', { name: 'Acknowledge' }).waitFor();
    await expect.poll(() => lines(page)).toEqual([
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"files","event":"select","item":"readme","context":{}}}',
      JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: detail } }),
    ]);
    await preview(page).getByRole('button', { name: 'Acknowledge' }).click();
    // Agentty's toast names the plugin; the badge sits where the surface puts the icon
    const toast = page.locator('.toast');
    await expect.poll(() => toast.innerText()).toBe('Example: Deploy helper: Saved');
    expect(await toast.getAttribute('data-kind')).toBe('success');
    expect(await page.getByTestId('panel-badge').innerText()).toBe('1 new');
    await expect.poll(async () => (await lines(page)).slice(2)).toEqual([
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"ack","event":"click","context":{}}}',
      '{"jsonrpc":"2.0","method":"ui/notify","params":{"message":"Saved","kind":"success"}}',
      '{"jsonrpc":"2.0","method":"ui/setBadge","params":{"text":"1 new"}}',
    ]);
    // a second notify within 700 ms is answered but dropped, as the host does
    await preview(page).getByRole('button', { name: 'Acknowledge' }).click();
    await expect.poll(() => page.locator('[data-testid="wire-line"][data-method="ui/notify"] .dropped').count()).toBe(1);
    // switching screens by hand is always possible
    await page.getByRole('combobox', { name: 'Screen', exact: true }).selectOption({ label: 'main' });
    await preview(page).getByText('TODO.md').waitFor();
  });

  test('bad reactions are marked where they are wrong', async () => {
    const page = await openApp();
    const bad = [
      { element: 'nope', event: 'click', actions: [{ do: 'notify', message: 'x', kind: 'info' }] },
      { element: 'files', event: 'click', actions: [{ do: 'showScreen', screen: 'missing' }] },
      { element: 'ack', event: 'click', actions: [{ do: 'setBadge', text: 'far too long' }] },
    ];
    await buildPrototype(page, JSON.stringify(bad, null, 2));
    // the long badge is a warning: Agentty cuts it to 8 characters
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/3 errors\s+1 warning/);
    const messages = (await problemMessages(page)).join('\n');
    expect(messages).toContain('"nope"');
    expect(messages).toContain('missing');
    expect(messages).toMatch(/list/);
    expect(messages).toMatch(/8 characters/);
    await page.locator('.problems .problem', { hasText: 'nope' }).first().click();
    await page.keyboard.press('ControlOrMeta+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('"nope"');
  });

  test('completion in the reactions offers the element ids and screens that exist', async () => {
    const page = await openApp();
    await buildPrototype(page, '[{ "element": "", "event": "select", "actions": [] }]');
    await moveCursorAfter(page, '"element": "');
    await page.keyboard.press('Control+Space');
    const labels = page.locator('.suggest-widget .monaco-list-row .label-name');
    await expect.poll(async () => (await labels.allInnerTexts()).map((label) => label.replace(/"/g, ''))).toEqual(expect.arrayContaining(['files', 'ack']));
  });

  test('a renamed screen stays wired; every tab counts its errors and the Problems list links to the ones elsewhere', async () => {
    const page = await openApp();
    await buildPrototype(page);
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors/);
    expect(await page.getByTestId('reactions-errors').count()).toBe(0);
    await page.getByRole('tab', { name: 'detail' }).click();
    const name = page.getByRole('textbox', { name: 'Screen name' });
    await name.fill('details');
    await name.press('Enter');
    await expect.poll(() => page.getByTestId('renamed').innerText()).toBe('"detail" → "details": 1 place updated: 1 in the reactions.');
    // a broken screen not open is counted on its tab and listed, each error a link to its place
    await pasteIntoEditor(page, JSON.stringify({ ...detail, children: [...detail.children, { type: 'text' }] }));
    await page.getByRole('tab', { name: 'main' }).click();
    await expect.poll(() => page.getByRole('tab', { name: /^details/ }).getByTestId('screen-errors').innerText()).toMatch(/^\(?\s*1\s+error\)?$/);
    expect(await page.getByTestId('reactions-errors').count()).toBe(0);
    const elsewhere = page.getByTestId('problems-elsewhere');
    await expect.poll(() => elsewhere.innerText()).toMatch(/Screen "details" has 1 error/);
    expect(await page.getByTestId('problem-counts').innerText()).toMatch(/0 errors/);
    await page.locator('.elsewhere-list .problem').first().click();
    expect(await page.getByRole('tab', { name: /^details/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(true);
    // the deleted screen leaves the reactions naming it: the Reactions tab says so from every screen
    await page.locator('.screen-tools').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByTestId('reactions-errors').innerText()).toMatch(/^\(?\s*\d+\s+errors?\)?$/);
    await expect.poll(() => elsewhere.innerText()).toMatch(/Reactions has \d+ errors?/);
    await elsewhere.getByRole('button', { name: 'Open Reactions' }).click();
    expect(await page.getByRole('tab', { name: /^Reactions/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => problemMessages(page)).toContainEqual(expect.stringContaining('There is no screen "details"'));
    expect(await page.getByTestId('problems-elsewhere').count()).toBe(0);
  });

  test('the reaction snippet starts with showScreen and each Tab moves to a field of its own', async () => {
    const page = await openApp();
    await buildPrototype(page, '[\n  \n]');
    await moveCursorAfter(page, '[\n  ');
    await page.keyboard.press('Control+Space');
    const reaction = page.locator('.suggest-widget .monaco-list-row', { hasText: 'reaction' }).first();
    await reaction.waitFor();
    await reaction.click();
    await page.keyboard.type('files');
    await page.keyboard.press('Tab');
    await page.keyboard.type('select');
    await page.keyboard.press('Tab');
    await page.keyboard.type('detail');
    await expect.poll(async () => JSON.parse(await editorText(page)) as unknown).toEqual([{ element: 'files', event: 'select', actions: [{ do: 'showScreen', screen: 'detail' }] }]);
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors/);
  });

  test('screen changes undo and redo with the usual shortcuts, outside the editor', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: '+ Screen' }).click();
    const name = page.getByRole('textbox', { name: 'Screen name' });
    await name.fill('detail');
    await name.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'detail' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'detail' }).count()).toBe(0);
    await page.locator('.preview-pane').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => page.getByRole('tab', { name: 'detail' }).count()).toBe(1);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => page.getByRole('tab', { name: 'screen-2' }).count()).toBe(1);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => page.getByRole('tab', { name: 'screen-2' }).count()).toBe(0);
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect.poll(() => page.getByRole('tab', { name: 'detail' }).count()).toBe(1);
  });

  test('screens and reactions survive a reload', async () => {
    const page = await openApp();
    await buildPrototype(page);
    await page.waitForTimeout(700);
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    // back on the reactions tab, where the person was
    expect(await page.getByRole('tab', { name: 'Reactions' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator('.monaco-editor .view-lines').innerText()).toContain('showScreen');
    await page.getByRole('tab', { name: 'detail' }).click();
    await preview(page).getByText('Detail of a file').waitFor();
  });
});
