import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, openApp, openInFreshBrowser, pasteIntoEditor, problemMessages, useBrowser } from './app';

useBrowser();

const target = (page: Page) => page.getByTestId('target-api');
const errorCount = (page: Page) => page.locator('.problems .problem[data-severity="error"]').count();
// today's card with an API-4 prop on an older type: both are refused by an Agentty of API 1
const design = {
  type: 'column',
  children: [
    { type: 'card', title: 'Build "main" </script> 🚀 שלום', children: [{ type: 'text', text: 'ok' }] },
    { type: 'button', id: 'deploy', label: 'Deploy', menu: [{ value: 'prod', label: 'Production' }] },
  ],
};

describe('the target API version of a design', () => {
  test("a new design targets today's Agentty; API 1 refuses today's types and props at their place, and the choice is kept", async () => {
    const page = await openApp();
    await expect.poll(() => target(page).inputValue()).toBe('6');
    await pasteIntoEditor(page, JSON.stringify(design, null, 2));
    await expect.poll(() => page.locator('[data-host-theme] [data-node-type="card"]').count()).toBe(1);
    await expect.poll(() => errorCount(page)).toBe(0);

    await target(page).selectOption('1');
    await expect.poll(() => errorCount(page)).toBe(2);
    const messages = await problemMessages(page);
    expect(messages.some((message) => /`?card`? needs API 4; this design targets API 1/.test(message))).toBe(true);
    expect(messages.some((message) => /menu.*needs API 4; this design targets API 1/.test(message))).toBe(true);
    // the preview still draws what was typed; the palette marks what API 1 does not know
    expect(await page.locator('[data-host-theme] [data-node-type="card"]').count()).toBe(1);
    expect(await page.locator('[data-palette="card"]').getAttribute('title')).toContain('this design targets API 1');
    expect(await page.locator('[data-palette="flow"]').getAttribute('title')).not.toContain('targets API');

    // API 4 knows both; the choice survives a reload
    await target(page).selectOption('4');
    await expect.poll(() => errorCount(page)).toBe(0);
    await target(page).selectOption('1');
    await expect.poll(() => errorCount(page)).toBe(2);
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => target(page).inputValue()).toBe('1');
    await expect.poll(() => errorCount(page)).toBe(2);

    // a share link carries it: the link's page names the target
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Share link' }).getByTestId('share-copied').innerText()).toBe('Link copied to the clipboard');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const viewer = await openInFreshBrowser(link);
    await expect.poll(() => viewer.getByTestId('target-api').innerText()).toBe('Agentty API 1');
    await viewer.locator('[data-host-theme] [data-node-type="card"]').waitFor();
  });

  test('the export refuses a design its target refuses, naming why', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify(design, null, 2));
    await expect.poll(() => errorCount(page)).toBe(0);
    await target(page).selectOption('1');
    await expect.poll(() => errorCount(page)).toBe(2);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const panel = page.locator('#dock-panel-export');
    await expect.poll(() => panel.innerText()).toMatch(/needs API 4/);
    // the payload of an API-4 design says what it was checked against
    await target(page).selectOption('4');
    await expect.poll(() => page.getByTestId('payload-target').innerText()).toContain('Agentty API 4');
  });
});
