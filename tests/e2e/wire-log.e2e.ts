import type { Locator, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { expect, openApp, pasteIntoEditor, preview, useBrowser } from './app';
import { layoutProblems } from './geometry';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

const tree = {
  type: 'column',
  children: [
    { type: 'input', id: 'note', placeholder: 'Note' },
    { type: 'list', id: 'files', items: [{ id: 'readme-md', title: 'README.md' }, { id: 'main-ts', title: 'main.ts' }] },
  ],
};
const NOTE = 'hello world, שלום "quoted" 😀';

const phoneTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Show' }).getByRole('tab', { name: new RegExp(`^${name}`) });

async function start(viewport: { width: number; height: number }): Promise<Page> {
  const page = await openApp('/', undefined, viewport);
  const phone = viewport === PHONE;
  if (phone) await phoneTab(page, 'JSON').click();
  await pasteIntoEditor(page, JSON.stringify(tree));
  if (phone) await phoneTab(page, 'Panel').click();
  await preview(page).getByRole('textbox', { name: 'Note' }).waitFor();
  return page;
}

/** The part of `element` its scrolling ancestors let through equals its whole box: nothing of it is cut. */
async function wholeInside(element: Locator, container: Locator): Promise<void> {
  const box = (await element.boundingBox())!;
  const outer = (await container.boundingBox())!;
  expect(box.width).toBeGreaterThan(20);
  expect(box.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(box.y).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  // its own text is not cut inside it either
  expect(await element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
}

describe('the wire log reads at a glance', () => {
  for (const [name, viewport] of [
    ['at 1366×768', LAPTOP],
    ['on a phone', PHONE],
  ] as const) {
    test(`${name}, each line starts with the method, element, event and value, with the whole JSON on hover and when opened`, async () => {
      const page = await start(viewport);
      await preview(page).getByRole('textbox', { name: 'Note' }).fill(NOTE);
      await preview(page).getByRole('button', { name: 'main.ts' }).click();
      if (viewport === PHONE) await phoneTab(page, 'Wire log').click();

      const log = page.getByRole('list', { name: 'Messages' });
      const lines = page.getByTestId('wire-line');
      // the note's change goes out when it loses focus to the click: on a loaded machine later than poll's 1 s default
      await expect.poll(() => lines.count(), { timeout: 5000 }).toBe(2);
      const change = lines.nth(0);
      const select = lines.nth(1);
      const summary = change.getByTestId('wire-summary');
      expect((await summary.innerText()).replace(/\s+/g, ' ')).toBe(`ui/event note · change value "${NOTE}"`);
      expect((await select.getByTestId('wire-summary').innerText()).replace(/\s+/g, ' ')).toBe('ui/event files · select item "main-ts"');
      await wholeInside(summary, log);
      await wholeInside(select.getByTestId('wire-summary'), log);

      // the raw JSON follows the summary where there is room; on a phone it waits for hover or opening
      const raw = await change.getByTestId('wire-text').textContent();
      const message = JSON.parse(raw!) as { method: string; params: { element: string; event: string; value: string } };
      expect(message).toMatchObject({ method: 'ui/event', params: { element: 'note', event: 'change', value: NOTE } });
      expect(await change.getByTestId('wire-text').isVisible()).toBe(viewport === LAPTOP);
      if (viewport === LAPTOP) {
        const rawBox = (await change.getByTestId('wire-text').boundingBox())!;
        const summaryBox = (await summary.boundingBox())!;
        expect(rawBox.x).toBeGreaterThanOrEqual(summaryBox.x + summaryBox.width);
        // still one line per message
        expect((await change.boundingBox())!.height).toBeLessThan(30);
      }

      // hovering shows the whole line
      const opener = change.getByRole('button', { expanded: false });
      expect(await opener.getAttribute('title')).toBe(raw);

      // opened from the keyboard, it shows the message as pretty JSON
      await opener.focus();
      await page.keyboard.press('Enter');
      const pretty = change.getByTestId('wire-pretty');
      await pretty.waitFor();
      expect(JSON.parse(await pretty.innerText())).toEqual(JSON.parse(raw!));
      expect(await pretty.innerText()).toContain('\n  "method": "ui/event"');
      await page.keyboard.press('Enter');
      await expect.poll(() => pretty.count()).toBe(0);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }

  test('a long value is cut in the summary but whole in the title', async () => {
    const page = await start(LAPTOP);
    const long = `${'a'.repeat(40)} the end`;
    await preview(page).getByRole('textbox', { name: 'Note' }).fill(long);
    const line = page.getByTestId('wire-line').first();
    await line.waitFor();
    expect((await line.getByTestId('wire-summary').innerText()).replace(/\s+/g, ' ')).toBe(`ui/event note · change value "${'a'.repeat(32)}…"`);
    expect(JSON.parse((await line.getByRole('button', { expanded: false }).getAttribute('title'))!)).toMatchObject({ params: { value: long } });
  });
});
