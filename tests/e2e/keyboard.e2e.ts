import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { expect, openApp, preview, useBrowser } from './app';

useBrowser();

interface Focused {
  /** A short description of the focused element, for messages. */
  readonly what: string;
  readonly inEditor: boolean;
  readonly inPanel: boolean;
  /** Something draws where the focus is: an outline, a ring, or the editor's own cursor. */
  readonly visible: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { what: 'body', inEditor: false, inPanel: false, visible: false };
    const labelledBy = active.getAttribute('aria-labelledby');
    const label = (
      active.getAttribute('aria-label') ||
      (labelledBy && document.getElementById(labelledBy)?.innerText) ||
      active.innerText ||
      (active as HTMLInputElement).value ||
      ''
    )
      .trim()
      .slice(0, 40);
    const inEditor = Boolean(active.closest('.monaco-editor'));
    // a segmented control draws its ring on the group and marks the focused choice
    const ringed = active.matches('input[type=radio]') ? active.closest('[role=radiogroup]')! : active;
    const style = getComputedStyle(ringed);
    const drawn = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return {
      what: `${active.tagName.toLowerCase()}${active.getAttribute('role') ? `[role=${active.getAttribute('role')}]` : ''} "${label}"`,
      inEditor,
      inPanel: Boolean(active.closest('[data-host-content]')),
      visible: inEditor || drawn,
    };
  });
}

/** Presses Tab (or Shift+Tab) until `wanted` holds, checking every stop shows its focus. */
async function tabTo(page: Page, wanted: (focus: Focused) => boolean, unseen: string[], backwards = false): Promise<Focused> {
  const stops: string[] = [];
  for (let presses = 0; presses < 250; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    stops.push(focus.what);
    if (!focus.visible && focus.what !== 'body') unseen.push(focus.what);
    if (wanted(focus)) return focus;
    // passing through the editor as its hint says: Esc, then Tab
    if (focus.inEditor) await page.keyboard.press('Escape');
  }
  // the stops of one round, to show where the focus went instead
  throw new Error(`Tab never reached the wanted control; it went through: ${[...new Set(stops)].join(', ')}`);
}

const named = (name: string) => (focus: Focused) => focus.what.endsWith(`"${name}"`);

describe('the keyboard alone', () => {
  test('reaches and operates the editor, the panel, the wire log, a host message, Export and Share, and shows where it is', async () => {
    const page = await openApp('/', undefined, { width: 1366, height: 768 });
    const unseen: string[] = [];

    // the editor: Tab indents there, and the page says how to leave
    await tabTo(page, (focus) => focus.inEditor, unseen);
    await page.getByText('To leave the editor press Esc, then Tab').waitFor();
    // a tree on the clipboard, pasted over the starter with the keys a person uses
    const tree = { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }, { type: 'toggle', id: 'loud', label: 'Loud' }] };
    await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(tree, null, 2));
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
    // exact: the starter's "2 hours ago" holds "go" too
    await preview(page).getByRole('button', { name: 'Go', exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).inEditor, 'Tab alone stays in the editor').toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inEditor, 'Esc then Tab leaves the editor').toBe(false);

    // the panel's widgets: Enter on a button, Space on a toggle
    await tabTo(page, (focus) => focus.inPanel && focus.what.includes('"Go"'), unseen);
    await page.keyboard.press('Enter');
    await tabTo(page, (focus) => focus.inPanel && focus.what.includes('Loud'), unseen);
    await page.keyboard.press('Space');
    const methods = () => page.locator('[data-testid="wire-line"]').evaluateAll((lines) => lines.map((line) => (line as HTMLElement).dataset.element));
    await expect.poll(methods).toEqual(['go', 'loud']);

    // the wire log: a line opens to pretty JSON with Enter
    await tabTo(page, (focus) => focus.what.startsWith('button') && /→\s+ui\/event/.test(focus.what), unseen);
    await page.keyboard.press('Enter');
    await page.getByTestId('wire-pretty').waitFor();

    // a host message
    await tabTo(page, named('panel/open'), unseen);
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('[data-testid="wire-line"][data-method="panel/open"]').count()).toBe(1);

    // back up to the toolbar: Export opens in the dock, its tabs answer arrows
    await tabTo(page, named('Export'), unseen, true);
    await page.keyboard.press('Enter');
    const exportPanel = page.getByRole('region', { name: 'Export' });
    await exportPanel.waitFor();
    await tabTo(page, named('Plugin code'), unseen);
    await page.keyboard.press('Enter');
    await exportPanel.getByRole('tab', { name: 'main.mjs', selected: true }).waitFor();

    // Share: Enter opens it with the focus inside, Escape closes it and returns to Share
    await tabTo(page, named('Share'), unseen, true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect((await focused(page)).what).toBe('button "Share"');

    // the Documents menu does the same
    await tabTo(page, named('Documents'), unseen, true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Documents' });
    await menu.waitFor();
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect((await focused(page)).what).toBe('button "Documents"');

    // a segmented control: arrows choose, and the group shows the focus
    await tabTo(page, (focus) => focus.what.startsWith('input') && focus.what.includes('default'), unseen);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => preview(page).getAttribute('data-width')).toBe('wide');

    // a splitter: arrows resize
    const splitter = page.getByRole('separator', { name: 'Resize the editor' });
    const before = Number(await splitter.getAttribute('aria-valuenow'));
    await tabTo(page, named('Resize the editor'), unseen, true);
    await page.keyboard.press('ArrowLeft');
    expect(Number(await splitter.getAttribute('aria-valuenow'))).toBe(before - 16);

    // the dock's tabs: arrows move between tools
    await tabTo(page, (focus) => focus.what.startsWith('button[role=tab]') && focus.what.includes('Export'), unseen);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'Reference' }).waitFor();

    expect(unseen, 'controls that took the focus without showing it').toEqual([]);
  });
});
