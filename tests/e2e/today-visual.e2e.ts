import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { today } from '../../src/gallery/starters/today';
import { editorText, expect, openApp, pasteIntoEditor, problemMessages, useBrowser } from './app';

useBrowser();

// the preview drawings of today's elements are not asserted here: the outline, inspector and editor text are
const outline = (page: Page) => page.getByRole('tree', { name: 'Outline' });
const row = (page: Page, pointer: string) => page.locator(`[data-outline="${pointer}"]`);
const inspector = (page: Page) => page.getByRole('region', { name: 'Inspector' });
// the node's own field comes before those of its list entries
const field = (page: Page, name: string) => inspector(page).getByLabel(name, { exact: true }).first();
const add = (page: Page, type: string) => page.getByRole('button', { name: `Add ${type}`, exact: true }).click();
const tree = async (page: Page) => JSON.parse(await editorText(page)) as { children: Record<string, unknown>[] };
const editorTree = async (page: Page) => JSON.parse(await editorText(page)) as { rows: Record<string, unknown>[] };

const hostile = 'ok "quoted" </script> 🚀 שלום';

describe("building today's elements without typing JSON", () => {
  test('tabs, a table and a grid from the palette, edited in the inspector and filled from the outline', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [] }, null, 2));
    await expect.poll(() => outline(page).locator('[data-outline]').count()).toBe(1);

    // the palette groups the types and marks the newer ones with the API version they need
    const layout = page.getByRole('group', { name: 'Layout node types' });
    await expect.poll(() => layout.locator('[data-palette]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-palette')))).toEqual([
      'column',
      'row',
      'section',
      'divider',
      'popover',
      'card',
      'grid',
      'tabs',
    ]);
    expect(await page.locator('[data-palette="tabs"]').getAttribute('title')).toContain('Needs plugin API 4.');
    expect(await page.locator('[data-palette="popover"]').getAttribute('title')).not.toContain('Needs plugin API');

    // tabs: added into the selected root, a third tab added and picked in the inspector
    await row(page, '').click();
    await add(page, 'tabs');
    await expect.poll(() => inspector(page).locator('.head').innerText()).toMatch(/^tabs\s*API 4/);
    await inspector(page).getByRole('button', { name: 'Add tab' }).click();
    const tab3 = inspector(page).getByRole('group', { name: 'tab 3' });
    await expect.poll(() => tab3.getByLabel('label', { exact: true }).inputValue()).toBe('Tab 3');
    await tab3.getByLabel('label', { exact: true }).fill(hostile);
    expect(await field(page, 'value').locator('option').allInnerTexts()).toEqual(['(none)', 'one', 'two', 'tab-3']);
    await field(page, 'value').selectOption('tab-3');
    // a tab's closable is newer than API 1: the field says so
    await expect.poll(() => tab3.locator('[data-field="closable"]').innerText()).toContain('API 4');
    await tab3.getByLabel('closable', { exact: true }).check();
    expect((await tree(page)).children[0]).toEqual({
      type: 'tabs',
      id: 'tabs',
      tabs: [{ id: 'one', label: 'One' }, { id: 'two', label: 'Two' }, { id: 'tab-3', label: hostile, closable: true }],
      value: 'tab-3',
      children: [],
    });

    // a text dragged from the palette into the middle of the tabs' outline row lands in its children
    await page.locator('[data-palette="text"]').dragTo(row(page, '/children/0'), { targetPosition: { x: 60, y: 13 } });
    await expect.poll(() => row(page, '/children/0/children/0').innerText()).toMatch(/^text/);
    await expect.poll(() => row(page, '/children/0').getAttribute('aria-expanded')).toBe('true');
    expect((await tree(page)).children[0]!.children).toEqual([{ type: 'text', text: 'Text' }]);

    // a table: a row added has one cell per column; a cell edited; the row picked as the selected one
    await row(page, '').click();
    await add(page, 'table');
    await expect.poll(() => row(page, '/children/1').getAttribute('aria-selected')).toBe('true');
    await inspector(page).getByRole('button', { name: 'Add row' }).click();
    const row2 = inspector(page).getByRole('group', { name: 'row 2' });
    await expect.poll(() => row2.getByLabel('cell 1', { exact: true }).inputValue()).toBe('Row 2');
    await row2.getByLabel('cell 2', { exact: true }).fill(hostile);
    await field(page, 'selected').selectOption('row-2');
    const table = (await tree(page)).children[1];
    expect(table).toEqual({
      type: 'table',
      id: 'table',
      columns: [{ label: 'Name' }, { label: 'Status' }],
      rows: [{ id: 'row-1', cells: ['build', 'ok'] }, { id: 'row-2', cells: ['Row 2', hostile] }],
      selected: 'row-2',
    });

    // a grid: columns typed in the number field, stepped with the arrow keys, then a width added
    await row(page, '').click();
    await add(page, 'grid');
    await expect.poll(() => field(page, 'columns').inputValue()).toBe('2');
    await field(page, 'columns').fill('3');
    await expect.poll(async () => (await tree(page)).children[2]).toEqual({ type: 'grid', columns: 3, children: [] });
    // reading the editor's text selected all of it: the grid is picked again
    await row(page, '/children/2').click();
    await field(page, 'columns').press('ArrowUp');
    await expect.poll(() => field(page, 'columns').inputValue()).toBe('4');
    await field(page, 'columns').press('ArrowDown');
    await expect.poll(() => field(page, 'columns').inputValue()).toBe('3');
    // text on its way to a number is kept as typed, not written
    await field(page, 'columns').fill('3.');
    await inspector(page).getByRole('button', { name: 'Add width' }).click();
    await inspector(page).getByLabel('width 1', { exact: true }).fill('240px');
    await inspector(page).getByRole('button', { name: 'Add width' }).click();
    // a stat from the palette goes into the selected grid
    await add(page, 'stat');
    await expect.poll(async () => (await tree(page)).children[2]).toEqual({
      type: 'grid',
      columns: 3,
      children: [{ type: 'stat', label: 'Runs', value: '42' }],
      widths: ['240px', '1'],
    });

    await expect.poll(() => problemMessages(page)).toEqual([]);
    // the outline shows every new container's children like a column's
    expect(await outline(page).locator('[data-outline]').evaluateAll((rows) => rows.map((element) => element.getAttribute('data-outline')))).toEqual([
      '',
      '/children/0',
      '/children/0/children/0',
      '/children/1',
      '/children/2',
      '/children/2/children/0',
    ]);
  });

  test('menus, steps, pairs and completions get valid, unique entries; a number field clears by removal', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000);
    const start = {
      type: 'column',
      children: [
        { type: 'button', id: 'run', label: 'Run', menu: [{ value: 'entry-1', label: 'Rerun' }] },
        { type: 'flow', id: 'flow', steps: [{ id: 'step-2', title: 'Fetch' }] },
        { type: 'keyValue', items: [] },
        { type: 'input', id: 'prompt', rows: 3, completions: [{ label: 'branch' }] },
        { type: 'progress', value: 0.5 },
        { type: 'card', title: null, children: [{ type: 'divider' }] },
      ],
    };
    await pasteIntoEditor(page, JSON.stringify(start, null, 2));

    await row(page, '/children/0').click();
    await expect.poll(() => inspector(page).locator('[data-field="menu"]').innerText()).toContain('API 4');
    await inspector(page).getByRole('button', { name: 'Add entry' }).click();
    await row(page, '/children/1').click();
    await inspector(page).getByRole('button', { name: 'Add step' }).click();
    await inspector(page).getByRole('button', { name: 'Add entry' }).click(); // the flow's insertMenu
    await row(page, '/children/2').click();
    await inspector(page).getByRole('button', { name: 'Add item' }).click();
    await row(page, '/children/3').click();
    await inspector(page).getByRole('button', { name: 'Add completion' }).click();
    // an input with rows edits its value in a text area
    await expect.poll(() => field(page, 'value').evaluate((element) => element.tagName)).toBe('TEXTAREA');
    await row(page, '/children/4').click();
    await field(page, 'value').press('ArrowUp');
    await expect.poll(() => field(page, 'value').inputValue()).toBe('0.55');
    await field(page, 'value').fill('');
    // a card's null title shows empty; the ✕ removes it
    await row(page, '/children/5').click();
    await expect.poll(() => field(page, 'title').inputValue()).toBe('');
    await inspector(page).getByRole('button', { name: 'Remove title' }).click();

    await expect.poll(async () => (await tree(page)).children).toEqual([
      { type: 'button', id: 'run', label: 'Run', menu: [{ value: 'entry-1', label: 'Rerun' }, { value: 'entry-2', label: 'Entry 2' }] },
      { type: 'flow', id: 'flow', steps: [{ id: 'step-2', title: 'Fetch' }, { id: 'step-3', title: 'Step 3' }], insertMenu: [{ value: 'entry-1', label: 'Entry 1' }] },
      { type: 'keyValue', items: [{ label: 'Item 1', value: 'Value 1' }] },
      { type: 'input', id: 'prompt', rows: 3, completions: [{ label: 'branch' }, { label: 'Completion 2' }] },
      { type: 'progress' },
      { type: 'card', children: [{ type: 'divider' }] },
    ]);
    await expect.poll(() => problemMessages(page)).toEqual([]);
  });

  test("a row of 300 cells draws 100 of them in the inspector, and says where the rest are", async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000);
    const cells = Array.from({ length: 300 }, (_, i) => `cell ${i} 🚀`);
    await pasteIntoEditor(page, JSON.stringify({ type: 'table', id: 'wide', columns: [{ label: 'A' }], rows: [{ id: 'r', cells }] }));
    await row(page, '').click();
    const rowForm = inspector(page).getByRole('group', { name: 'row 1' });
    await expect.poll(() => rowForm.getByRole('group', { name: 'cells' }).locator('input').count()).toBe(100);
    await expect.poll(() => rowForm.getByText('200 more cells: edit them in the editor.').isVisible()).toBe(true);
    await rowForm.getByLabel('cell 100', { exact: true }).fill('');
    await expect.poll(async () => ((await editorTree(page)).rows[0]!.cells as string[]).slice(98, 101)).toEqual(['cell 98 🚀', '', 'cell 100 🚀']);
  });

  test("today's tour opens from the Documents menu's starters with no problems, every type in its outline", async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000);
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByRole('dialog', { name: 'Documents' }).locator('.starters').getByRole('button', { name: today.title, exact: true }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Document name' }).inputValue()).toBe(today.title);
    await expect.poll(() => row(page, '/children/0').innerText()).toContain("Today's Agentty");
    await expect.poll(() => problemMessages(page)).toEqual([]);
    // the outline windows its rows: scroll through it and gather every type it names
    const types = new Set<string>();
    const tree = outline(page);
    const height = await tree.evaluate((element) => element.clientHeight);
    for (let top = 0; ; top += height) {
      const end = await tree.evaluate((element, y) => (element.scrollTo(0, y), element.scrollTop + element.clientHeight >= element.scrollHeight - 1), top);
      // the rows follow the scroll on the next frame
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const type of await tree.locator('[data-outline] .type').allInnerTexts()) types.add(type);
      if (end) break;
    }
    // a graph's node cards are rows of their own, not a node type
    types.delete('graph node');
    // the starter holds every node type (its unit test checks that against the registry)
    const inStarter = new Set<string>();
    JSON.parse(today.doc.screens[0]!.text, (key, value: unknown) => (key === 'type' && typeof value === 'string' && inStarter.add(value), value));
    expect(inStarter.size).toBe(27);
    expect([...types].sort()).toEqual([...inStarter].sort());
  });
});
