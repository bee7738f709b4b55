import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings, describeFindings } from './axe';
import { editorText, expect, openApp, pasteIntoEditor, preview, useBrowser } from './app';

useBrowser();

const inspector = (page: Page) => page.getByRole('region', { name: 'Inspector' });
const form = (page: Page) => page.getByRole('region', { name: 'Reactions' });
const add = (page: Page, type: string) => page.getByRole('button', { name: `Add ${type}`, exact: true }).click();

async function newDocument(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await page.getByRole('dialog', { name: 'Documents' }).getByRole('button', { name: 'New', exact: true }).click();
  await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
}

/** Two screens made by clicking: a button on the first, a text on the second. */
async function twoScreens(page: Page): Promise<void> {
  await newDocument(page);
  await add(page, 'button');
  await page.getByRole('button', { name: '+ Screen' }).click();
  await page.getByRole('tab', { name: 'main' }).click();
  await preview(page).getByRole('button').first().click();
}

describe('reactions without typing JSON', () => {
  test('Add reaction in the inspector writes a reaction that works, edited in the form; a renamed screen keeps it wired', async () => {
    const page = await openApp();
    await twoScreens(page);
    await inspector(page).getByRole('button', { name: 'Add reaction' }).click();
    // the Reactions tab opens with the new reaction in the form, its element focused
    await expect.poll(() => page.getByRole('tab', { name: /Reactions/ }).getAttribute('aria-selected')).toBe('true');
    const reaction = form(page).locator('[data-reaction="0"]');
    await expect.poll(() => reaction.getByLabel('When').inputValue()).toBe('"button"');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('reaction-field-0-element');
    expect(await reaction.getByLabel('sends').inputValue()).toBe('"click"');
    expect(await reaction.getByLabel('screen').inputValue()).toBe('"screen-2"');
    expect(JSON.parse(await editorText(page))).toEqual([{ element: 'button', event: 'click', actions: [{ do: 'showScreen', screen: 'screen-2' }] }]);
    await expect.poll(() => page.getByTestId('reactions-errors').count()).toBe(0);

    // a second action picked from the list, its fields filled in
    await reaction.getByRole('button', { name: '+ Action' }).click();
    await reaction.getByLabel('Action 2', { exact: true }).selectOption('notify');
    await reaction.locator('[data-action="1"]').getByLabel('message').fill('Opened "it" </script> 🚀 שלום');
    expect(JSON.parse(await editorText(page))[0].actions[1]).toEqual({ do: 'notify', message: 'Opened "it" </script> 🚀 שלום', kind: 'info' });
    // the form is as accessible as the rest of the designer
    expect(describeFindings(await axeFindings(page, 'reactions form', { within: ['#build'] }))).toEqual([]);
    // one Ctrl+Z in the form takes back the whole typed message, not one key
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(async () => JSON.parse(await editorText(page))[0].actions[1].message).toBe('Done');

    // using the preview shows the other screen
    await preview(page).getByRole('button').first().click();
    await preview(page).getByText('New screen').waitFor();

    // renaming the screen takes the reaction along, and says so; Undo takes both back
    await page.getByRole('tab', { name: 'screen-2' }).click();
    const name = page.getByLabel('Screen name');
    await name.fill('detail');
    await name.press('Enter');
    await expect.poll(() => page.getByTestId('renamed').innerText()).toContain('1 place updated: 1 in the reactions');
    await page.getByRole('tab', { name: /Reactions/ }).click();
    await expect.poll(async () => JSON.parse(await editorText(page))[0].actions[0].screen).toBe('detail');
    await expect.poll(() => page.getByTestId('reactions-errors').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(async () => JSON.parse(await editorText(page))[0].actions[0].screen).toBe('screen-2');
    await page.getByRole('tab', { name: 'screen-2' }).waitFor();
  });

  test('an empty Reactions tab offers a worked example made from the design; reactions reorder and delete', async () => {
    const page = await openApp();
    await twoScreens(page);
    await page.getByRole('tab', { name: /Reactions/ }).click();
    const example = page.getByTestId('reactions-example');
    await expect.poll(() => example.innerText()).toContain('when button sends click, show the screen "screen-2", then show the toast "Done"');
    await example.getByRole('button', { name: 'Insert this example' }).click();
    await expect.poll(async () => JSON.parse(await editorText(page))).toEqual([
      { element: 'button', event: 'click', actions: [{ do: 'showScreen', screen: 'screen-2' }, { do: 'notify', message: 'Done', kind: 'info' }] },
    ]);
    await form(page).getByRole('button', { name: '+ Add reaction' }).click();
    await form(page).locator('[data-reaction="1"]').getByLabel('Action 1', { exact: true }).selectOption('setBadge');
    await form(page).getByRole('button', { name: 'Move reaction 2 up' }).click();
    await expect.poll(async () => (JSON.parse(await editorText(page)) as { actions: { do: string }[] }[]).map((reaction) => reaction.actions[0]!.do)).toEqual(['setBadge', 'showScreen']);
    await form(page).getByRole('button', { name: 'Delete reaction 1' }).click();
    await expect.poll(async () => (JSON.parse(await editorText(page)) as unknown[]).length).toBe(1);
    // broken JSON: the form says where to fix it instead of guessing
    await pasteIntoEditor(page, '{"element": "button"');
    await form(page).getByRole('alert').waitFor();
  });

  test('renaming an element id in the inspector renames it in the reactions', async () => {
    const page = await openApp();
    await twoScreens(page);
    await inspector(page).getByRole('button', { name: 'Add reaction' }).click();
    await page.getByRole('tab', { name: 'main' }).click();
    await preview(page).getByRole('button').first().click();
    const id = inspector(page).getByLabel('id', { exact: true }).first();
    await id.fill('open');
    await id.press('Tab');
    await expect.poll(() => page.getByTestId('renamed').innerText()).toContain('"button" → "open": 1 place updated: 1 in the reactions');
    await page.getByRole('tab', { name: /Reactions/ }).click();
    await expect.poll(async () => JSON.parse(await editorText(page))[0].element).toBe('open');
  });
});
