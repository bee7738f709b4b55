import type { Page } from 'playwright-core';
import { expect, pasteIntoEditor, preview } from './app';
import { detail, main, reactions } from '../fixtures/prototype';

/** Builds the two-screen prototype the way a person does: paste, add and rename a screen, paste the reactions. */
export async function buildPrototype(page: Page, reactionsText = JSON.stringify(reactions, null, 2)): Promise<void> {
  await pasteIntoEditor(page, JSON.stringify(main, null, 2));
  await page.getByRole('button', { name: '+ Screen' }).click();
  const name = page.getByRole('textbox', { name: 'Screen name' });
  await name.fill('detail');
  await name.press('Enter');
  await expect.poll(() => page.getByRole('tab', { name: 'detail' }).count()).toBe(1);
  await pasteIntoEditor(page, JSON.stringify(detail, null, 2));
  await preview(page).getByText('Detail of a file').waitFor();
  await page.getByRole('tab', { name: 'Reactions' }).click();
  await pasteIntoEditor(page, reactionsText);
}
