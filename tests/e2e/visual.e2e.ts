import { describe, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newDocument as newDesign } from '../../src/share/document';
import { encodeShareLink } from '../../src/share/link';
import { editorText, expect, focusEditor, moveCursorAfter, openApp, openInFreshBrowser, pasteIntoEditor, preview, problemMessages, useBrowser } from './app';

useBrowser();

const outline = (page: Page) => page.getByRole('tree', { name: 'Outline' });
const row = (page: Page, pointer: string) => page.locator(`[data-outline="${pointer}"]`);
const inspector = (page: Page) => page.getByRole('region', { name: 'Inspector' });
// the node's own field comes before those of its list entries
const field = (page: Page, name: string) => inspector(page).getByLabel(name, { exact: true }).first();
const add = (page: Page, type: string) => page.getByRole('button', { name: `Add ${type}`, exact: true }).click();
const dropBar = (page: Page) => page.locator('[data-drop-bar]');

/** Starts dragging `source` by hand, so the test can look at the page mid-drag; `page.mouse.up()` drops. */
async function startDrag(page: Page, source: Locator): Promise<void> {
  const box = (await source.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2 + 12, { steps: 3 });
}

/** Drags on to a point; Playwright hands the page a move's dragover only with the next input, hence the second move. */
async function dragOver(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.move(x, y);
}

async function newDocument(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await page.getByRole('dialog', { name: 'Documents' }).getByRole('button', { name: 'New', exact: true }).click();
  await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
  await expect.poll(() => outline(page).locator('[data-outline]').count()).toBe(1);
}

const hostile = 'Say "hi" </script> 🚀\nשלום مرحبا';

// what a person builds by hand in the first test: every kind of field the inspector offers
const target = {
  type: 'column',
  gap: 'small',
  children: [
    { type: 'text', text: hostile, style: 'title' },
    {
      type: 'section',
      title: 'Target',
      children: [
        { type: 'choice', id: 'env', options: [{ value: 'staging', label: 'Staging' }, { value: 'production', label: 'Production' }], value: 'production' },
        { type: 'toggle', id: 'notify', label: 'Notify the team', value: true },
      ],
    },
    {
      type: 'row',
      children: [
        { type: 'button', id: 'deploy', label: 'Deploy', variant: 'primary', icon: 'rocket' },
        { type: 'button', id: 'cancel', label: 'Cancel', variant: 'ghost' },
      ],
    },
    { type: 'divider' },
    {
      type: 'list',
      id: 'history',
      items: [
        { id: 'item-2', title: 'Item 2' },
        { id: 'd-42', title: 'v1.4.2 to production', tone: 'success', actions: [{ id: 'logs', icon: 'file-text', tooltip: 'Open logs' }] },
      ],
    },
  ],
};

describe('building a panel without typing JSON', () => {
  test('a person builds a whole panel from an empty document with only the palette, inspector and outline', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    await newDocument(page);

    await row(page, '').click();
    await field(page, 'gap').selectOption('small');
    await add(page, 'text');
    await field(page, 'text').fill(hostile);
    await field(page, 'style').selectOption('title');

    await row(page, '').click();
    await add(page, 'section');
    await field(page, 'title').fill('Target');
    await add(page, 'choice'); // into the selected section
    await field(page, 'id').fill('env');
    const option = (n: number) => inspector(page).getByRole('group', { name: `option ${n}` });
    await option(1).getByLabel('value', { exact: true }).fill('staging');
    await option(1).getByLabel('label', { exact: true }).fill('Staging');
    await option(2).getByLabel('value', { exact: true }).fill('production');
    await option(2).getByLabel('label', { exact: true }).fill('Production');
    await inspector(page).getByRole('combobox', { name: 'value', exact: true }).selectOption({ label: 'production' });
    await add(page, 'toggle'); // after the selected choice
    await field(page, 'id').fill('notify');
    await field(page, 'label').fill('Notify the team');
    await field(page, 'value').check();

    await row(page, '').click();
    await add(page, 'row');
    await inspector(page).getByRole('button', { name: 'Remove gap' }).click();
    await add(page, 'button');
    await field(page, 'id').fill('deploy');
    await field(page, 'label').fill('Deploy');
    await field(page, 'icon').fill('rocket');
    await field(page, 'variant').selectOption('primary');
    await add(page, 'button');
    await field(page, 'id').fill('cancel');
    await field(page, 'label').fill('Cancel');
    await field(page, 'variant').selectOption('ghost');

    await row(page, '').click();
    await add(page, 'list');
    await field(page, 'id').fill('history');
    await inspector(page).getByRole('button', { name: 'Remove empty' }).click();
    const item = (n: number) => inspector(page).getByRole('group', { name: `item ${n}` });
    await item(1).getByLabel('id', { exact: true }).fill('d-42');
    await item(1).getByLabel('title', { exact: true }).fill('v1.4.2 to production');
    await item(1).getByLabel('tone', { exact: true }).selectOption('success');
    await item(1).getByRole('button', { name: 'Add action' }).click();
    const action = item(1).getByRole('group', { name: 'action 1' });
    await action.getByLabel('id', { exact: true }).fill('logs');
    await action.getByLabel('icon', { exact: true }).fill('file-text');
    await action.getByLabel('tooltip', { exact: true }).fill('Open logs');
    await action.getByRole('button', { name: 'Remove label' }).click(); // the icon draws it now
    await inspector(page).getByRole('button', { name: 'Add item' }).click();
    await inspector(page).getByRole('button', { name: 'Move item 2 up' }).click();

    // a divider after the list, then moved above it with the keyboard
    await add(page, 'divider');
    await outline(page).press('Alt+ArrowUp');

    await expect.poll(() => problemMessages(page)).toEqual([]);
    expect(JSON.parse(await editorText(page))).toEqual(target);
    await expect.poll(() => preview(page).getByText('Notify the team').isVisible()).toBe(true);
    await expect.poll(() => preview(page).getByRole('button', { name: 'Deploy' }).isVisible()).toBe(true);
  });

  test('the palette enum pickers offer every allowed value, and a bad value is reported at once in the inspector', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    await row(page, '/children/3/children/0').click(); // the Deploy button
    await expect.poll(() => inspector(page).getByText('A clickable button; sends click, or select from its menu.').isVisible()).toBe(true);
    expect(await field(page, 'variant').locator('option').allInnerTexts()).toEqual(['(not set)', 'primary', 'secondary', 'ghost', 'danger']);
    await expect.poll(() => inspector(page).getByText('Visual weight of the button.').isVisible()).toBe(true);
    await field(page, 'id').fill('');
    await expect.poll(() => inspector(page).getByRole('alert').innerText()).toMatch(/the id is empty/i);
    await expect.poll(() => field(page, 'id').getAttribute('aria-invalid')).toBe('true');
    // an empty id is a warning (Agentty accepts it): the outline marks errors only
    expect(await row(page, '/children/3/children/0').getByRole('img').count()).toBe(0);
    await field(page, 'id').fill('cancel');
    await expect.poll(() => inspector(page).getByRole('alert').innerText()).toContain('Duplicate id "cancel"');
    await field(page, 'id').fill('ship');
    await expect.poll(() => inspector(page).getByRole('alert').count()).toBe(0);
    await expect.poll(() => row(page, '/children/3/children/0').getByRole('img').count()).toBe(0);
    await expect.poll(() => row(page, '/children/3/children/0').innerText()).toContain('ship');
  });

  test('deleting the root empties the document, which then takes any root from the palette', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    await row(page, '').click();
    await outline(page).press('Delete');
    await expect.poll(() => page.getByRole('region', { name: 'Outline' }).innerText()).toContain('Empty');
    await expect.poll(() => page.getByText('Type or paste a panel tree').isVisible()).toBe(true);
    await add(page, 'section');
    await add(page, 'button');
    expect(JSON.parse(await editorText(page))).toEqual({ type: 'section', title: 'Section', children: [{ type: 'button', id: 'button', label: 'Button' }] });
    await expect.poll(() => preview(page).getByRole('button', { name: 'Button' }).isVisible()).toBe(true);
  });
});

describe('one history for visual and typed edits', () => {
  test('Ctrl+Z undoes palette, typed, inspector and outline edits one by one, in order, and redo replays them', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    const steps = [await editorText(page)];
    await row(page, '/children/1').click();
    await add(page, 'divider');
    steps.push(await editorText(page));
    await moveCursorAfter(page, 'Deploy helper');
    await page.keyboard.type('Now');
    steps.push(await editorText(page));
    await row(page, '/children/0').click();
    await field(page, 'text').press('End');
    await field(page, 'text').pressSequentially(' please'); // seven keystrokes, one undo step
    // Ctrl+Z in a form field undoes in the same history as the editor, not the field's own
    await field(page, 'text').press('ControlOrMeta+Z');
    await expect.poll(() => field(page, 'text').inputValue()).toBe('Deploy helperNow');
    await field(page, 'text').press('ControlOrMeta+Shift+Z');
    await expect.poll(() => field(page, 'text').inputValue()).toBe('Deploy helperNow please');
    steps.push(await editorText(page));
    await row(page, '/children/0').click();
    await outline(page).press('Alt+ArrowDown');
    steps.push(await editorText(page));
    expect(new Set(steps).size).toBe(5);
    expect(JSON.parse(steps[4]!).children[1].text).toBe('Deploy helperNow please');

    // undo in the editor, step by step
    await focusEditor(page);
    for (let i = 3; i >= 1; i--) {
      await page.keyboard.press('ControlOrMeta+Z');
      expect(await editorText(page)).toBe(steps[i]);
    }
    // and from the outline: the same history
    await row(page, '/children/0').click();
    await outline(page).press('ControlOrMeta+Z');
    expect(await editorText(page)).toBe(steps[0]);
    for (let i = 1; i <= 4; i++) {
      await row(page, '').click();
      await outline(page).press('ControlOrMeta+Shift+Z');
      expect(await editorText(page)).toBe(steps[i]);
    }
  });

  test('a visual edit leaves the rest of the text byte-identical: formatting, key order and odd strings survive', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    const original = [
      '{"type":"column",   "children":[',
      '\t{"label":"Go","type":"button","id":"go"},',
      '\t{ "type" : "text" , "text" : "say \\"hi\\" </script> 🎉 مرحبا\\nline" },',
      '\t{"type":"row","children":[]}',
      '], "gap":"large"}',
      '',
    ].join('\n');
    await pasteIntoEditor(page, original);
    await expect.poll(() => row(page, '/children/2').isVisible()).toBe(true);

    await row(page, '/children/0').click();
    await field(page, 'label').fill('Run');
    const relabelled = original.replace('"label":"Go"', '"label":"Run"');
    expect(await editorText(page)).toBe(relabelled);

    await row(page, '/children/2').click();
    await outline(page).press('Delete');
    const removed = relabelled.replace(',\n\t{"type":"row","children":[]}', '');
    expect(await editorText(page)).toBe(removed);

    await row(page, '/children/0').click();
    await outline(page).press('Alt+ArrowDown');
    const moved = await editorText(page);
    expect(JSON.parse(moved).children.map((child: { type: string }) => child.type)).toEqual(['text', 'button']);
    expect(moved).toContain('{ "type" : "text" , "text" : "say \\"hi\\" </script> 🎉 مرحبا\\nline" }');
    expect(moved.startsWith('{"type":"column",   "children":[')).toBe(true);
    expect(moved.endsWith('], "gap":"large"}\n')).toBe(true);
    expect(moved).toMatch(/"label": ?"Run",\s*"type": ?"button",\s*"id": ?"go"/);
  });
});

describe('the outline', () => {
  test('follows the editor and the preview, and moves, duplicates, renames and deletes with the keyboard', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    // typed edits show at once
    await moveCursorAfter(page, '"Deploy helper');
    await page.keyboard.type(' 2');
    await expect.poll(() => row(page, '/children/0').innerText()).toContain('Deploy helper 2');
    // a click in the preview selects the row
    await preview(page).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => row(page, '/children/3/children/1').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => field(page, 'label').inputValue()).toBe('Cancel');
    const highlighted = () => preview(page).locator('[data-selected="true"]').getAttribute('data-path');
    expect(await highlighted()).toBe('/children/3/children/1');
    // and a click on a row highlights the node in the preview
    await row(page, '/children/2/children/0').click();
    await expect.poll(highlighted).toBe('/children/2/children/0');
    await row(page, '/children/3/children/1').click();

    await outline(page).focus();
    await outline(page).press('ControlOrMeta+D');
    await expect.poll(() => row(page, '/children/3/children/2').innerText()).toContain('cancel-2');
    await expect.poll(() => row(page, '/children/3/children/2').getAttribute('aria-selected')).toBe('true');
    await outline(page).press('Alt+ArrowUp');
    await outline(page).press('Alt+ArrowUp');
    await expect.poll(() => row(page, '/children/3/children/0').innerText()).toContain('cancel-2');
    // out of the row, then into the section above it
    await outline(page).press('Alt+ArrowLeft');
    await expect.poll(() => row(page, '/children/4').innerText()).toContain('cancel-2');
    await outline(page).press('ArrowUp');
    await outline(page).press('ArrowUp');
    await outline(page).press('ArrowUp');
    await outline(page).press('ArrowUp');
    await expect.poll(() => row(page, '/children/3').getAttribute('aria-selected')).toBe('true'); // the row
    await outline(page).press('ArrowDown');
    await outline(page).press('ArrowDown');
    await outline(page).press('ArrowDown');
    await outline(page).press('ArrowDown');
    await outline(page).press('Alt+ArrowUp');
    await outline(page).press('Alt+ArrowRight');
    await expect.poll(() => row(page, '/children/2/children/3').innerText()).toContain('cancel-2');

    // rename: a taken id is refused, a free one lands in the text
    await outline(page).press('F2');
    const rename = outline(page).getByRole('textbox', { name: 'Element id' });
    await rename.fill('deploy');
    await rename.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Another element already has the id "deploy"' }).isVisible()).toBe(true);
    await rename.fill('abort');
    await rename.press('Enter');
    await expect.poll(() => row(page, '/children/2/children/3').innerText()).toContain('abort');
    await expect.poll(() => preview(page).getByRole('button', { name: 'Cancel' }).count()).toBe(2);

    await outline(page).press('Delete');
    await expect.poll(() => preview(page).getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    await expect.poll(() => row(page, '/children/2/children/2').getAttribute('aria-selected')).toBe('true');
    // collapse and expand
    await row(page, '/children/2').click();
    await outline(page).press('ArrowLeft');
    await expect.poll(() => row(page, '/children/2/children/0').count()).toBe(0);
    await outline(page).press('ArrowRight');
    await expect.poll(() => row(page, '/children/2/children/0').isVisible()).toBe(true);
    expect(await problemMessages(page)).toEqual([]);
  });

  test('nodes drag from the palette onto the preview and the outline, and rows drag to re-parent', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    // the bottom of the section in the preview, below its last child: inside it, at the end
    const section = preview(page).locator('[data-node-type="section"]');
    await page.locator('[data-palette="badge"]').dragTo(section, { targetPosition: { x: 40, y: (await section.boundingBox())!.height - 2 } });
    await expect.poll(() => row(page, '/children/2/children/3').innerText()).toContain('badge');
    // the top edge of an outline row: before it
    await page.locator('[data-palette="spinner"]').dragTo(row(page, '/children/0'), { targetPosition: { x: 60, y: 2 } });
    await expect.poll(() => row(page, '/children/0').innerText()).toContain('spinner');
    // an outline row onto the middle of the section's row: re-parented to its end
    await row(page, '/children/1').dragTo(row(page, '/children/3'), { targetPosition: { x: 60, y: 13 } });
    await expect.poll(() => row(page, '/children/2/children/4').innerText()).toContain('Deploy helper');
    const tree = JSON.parse(await editorText(page));
    expect(tree.children[0]).toEqual({ type: 'spinner', text: 'Loading…' });
    expect(tree.children[2].children[3]).toEqual({ type: 'badge', text: 'Badge', tone: 'info' });
    expect(tree.children[2].children[4]).toEqual({ type: 'text', text: 'Deploy helper', style: 'title' });
    expect(await problemMessages(page)).toEqual([]);
  });

  test('an empty document and an empty container take a drop; the drop area shows only while dragging', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000);
    await row(page, '').click();
    await outline(page).press('Delete');
    await page.locator('[data-palette="column"]').dragTo(page.locator('[data-drop-area]'));
    await expect.poll(async () => JSON.parse(await editorText(page))).toEqual({ type: 'column', gap: 'medium', children: [] });
    // an empty column draws nothing outside a drag
    const column = preview(page).locator('[data-path=""]');
    expect((await column.boundingBox())!.height).toBe(0);
    await startDrag(page, page.locator('[data-palette="text"]'));
    await expect.poll(async () => (await column.boundingBox())!.height).toBeGreaterThanOrEqual(30);
    expect(await column.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('"Drop here"');
    const area = (await column.boundingBox())!;
    await dragOver(page, area.x + area.width / 2, area.y + area.height / 2);
    await expect.poll(async () => (await dropBar(page).boundingBox())?.height).toBe(3);
    await page.mouse.up();
    await expect.poll(() => row(page, '/children/0').innerText()).toContain('text');
    // an empty row added below the text: nothing to see until the next drag, then a drop area of its own
    await page.locator('[data-palette="row"]').click();
    const emptyRow = preview(page).locator('[data-path="/children/1"]');
    await expect.poll(async () => (await emptyRow.boundingBox())?.height).toBe(0);
    await startDrag(page, page.locator('[data-palette="button"]'));
    await expect.poll(async () => (await emptyRow.boundingBox())!.height).toBeGreaterThanOrEqual(30);
    const rowArea = (await emptyRow.boundingBox())!;
    await dragOver(page, rowArea.x + 40, rowArea.y + rowArea.height / 2);
    await page.mouse.up();
    await expect.poll(() => row(page, '/children/1/children/0').innerText()).toContain('button');
    expect(JSON.parse(await editorText(page)).children[1]).toEqual({ type: 'row', gap: 'small', children: [{ type: 'button', id: 'button', label: 'Button' }] });
    expect(await dropBar(page).count()).toBe(0);
    await expect.poll(() => page.locator('[data-drop]').count()).toBe(0);
  });

  test('a bold bar shows where a drop lands, and the bottom edge of a row that fills its column drops after the row', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000);
    const start = { type: 'column', children: [{ type: 'row', children: [{ type: 'button', id: 'a', label: 'Alpha' }, { type: 'button', id: 'b', label: 'Beta' }] }] };
    await pasteIntoEditor(page, JSON.stringify(start, null, 2));
    const beta = preview(page).getByRole('button', { name: 'Beta' });
    await beta.waitFor();
    // the right half of a button in a row: after it, with an upright bar at its right edge
    const b = (await beta.boundingBox())!;
    await startDrag(page, page.locator('[data-palette="badge"]'));
    await dragOver(page, b.x + b.width * 0.75, b.y + b.height / 2);
    await expect.poll(async () => (await dropBar(page).boundingBox())?.width).toBe(3);
    const upright = (await dropBar(page).boundingBox())!;
    expect(upright.height).toBeCloseTo(b.height, 0);
    expect(Math.abs(upright.x - (b.x + b.width))).toBeLessThan(6);
    await page.mouse.up();
    await expect.poll(() => row(page, '/children/0/children/2').innerText()).toContain('badge');
    // the bottom edge of the row (over a button that fills it): after the row, in the column, with a bar under it
    const rowBox = (await preview(page).locator('[data-path="/children/0"]').boundingBox())!;
    const alpha = (await preview(page).getByRole('button', { name: 'Alpha' }).boundingBox())!;
    await startDrag(page, page.locator('[data-palette="text"]'));
    await dragOver(page, alpha.x + alpha.width / 2, rowBox.y + rowBox.height - 2);
    await expect.poll(async () => (await dropBar(page).boundingBox())?.height).toBe(3);
    const flat = (await dropBar(page).boundingBox())!;
    expect(flat.width).toBeCloseTo(rowBox.width, 0);
    expect(Math.abs(flat.y - (rowBox.y + rowBox.height))).toBeLessThan(6);
    await page.mouse.up();
    await expect.poll(() => row(page, '/children/1').innerText()).toContain('text');
    const tree = JSON.parse(await editorText(page));
    expect(tree.children.map((child: { type: string }) => child.type)).toEqual(['row', 'text']);
    expect(tree.children[0].children.map((child: { type: string }) => child.type)).toEqual(['button', 'button', 'badge']);
    // each drop is one undo step
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(async () => JSON.parse(await editorText(page)).children.length).toBe(1);
    expect(await problemMessages(page)).toEqual([]);
  });

  test('the share page draws an empty container as nothing, even while something is dragged over it', async () => {
    const design = { ...newDesign('Empty row'), screens: [{ name: 'main', text: JSON.stringify({ type: 'column', children: [{ type: 'text', text: 'Hi' }, { type: 'row', children: [] }] }) }] };
    const viewer = await openInFreshBrowser(`/${encodeShareLink(design)}`);
    await preview(viewer).getByText('Hi').waitFor();
    await viewer.evaluate(() => {
      const data = new DataTransfer();
      data.setData('application/x-panel-designer-type', 'text');
      document.body.dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true }));
      document.querySelector('[data-path="/children/1"]')?.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true }));
    });
    await viewer.waitForTimeout(100);
    expect((await preview(viewer).locator('[data-path="/children/1"]').boundingBox())!.height).toBe(0);
    expect(await viewer.locator('[data-drop-area], [data-drop-bar]').count()).toBe(0);
  });

  test('Ctrl+C and Ctrl+V carry a node into another document with fresh ids', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000); // fail with the locator named, not at the test timeout
    await row(page, '/children/2').click(); // the Target section with choice, input and toggle
    await outline(page).press('ControlOrMeta+C');
    await newDocument(page);
    await row(page, '').click();
    await outline(page).press('ControlOrMeta+V');
    await expect.poll(() => row(page, '/children/0').getAttribute('aria-selected')).toBe('true');
    // the pasted section is selected, and a paste goes into a selected container: select the root again
    await row(page, '').click();
    await outline(page).press('ControlOrMeta+V');
    await expect.poll(() => row(page, '/children/1').innerText()).toContain('section');
    const tree = JSON.parse(await editorText(page));
    expect(tree.children[0].children.map((child: { id: string }) => child.id)).toEqual(['env', 'note', 'notify']);
    expect(tree.children[1].children.map((child: { id: string }) => child.id)).toEqual(['env-2', 'note-2', 'notify-2']);
    // cut takes the node out; pasting it back into the root brings it back with its ids (they are free again)
    await row(page, '/children/1').click();
    await outline(page).press('ControlOrMeta+X');
    await expect.poll(() => row(page, '/children/1').count()).toBe(0);
    await row(page, '').click();
    await outline(page).press('ControlOrMeta+V');
    await expect.poll(() => row(page, '/children/1/children/0').innerText()).toContain('env-2');
    // what is not a node is refused with a reason
    await page.evaluate(() => navigator.clipboard.writeText('{"not": "a node"}'));
    await outline(page).press('ControlOrMeta+V');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'The clipboard holds no panel node' }).isVisible()).toBe(true);
  });
});

describe('the build column in awkward places', () => {
  test('a ui/setPanel message is edited inside its tree; broken JSON says why nothing can be edited, and the reactions tab brings their form', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000);
    const message = { jsonrpc: '2.0', id: 7, method: 'ui/setPanel', params: { tree: { type: 'column', children: [{ type: 'button', id: 'button', label: 'Go' }] } } };
    await pasteIntoEditor(page, JSON.stringify(message, null, 2));
    await row(page, '/children/0').click();
    await add(page, 'button');
    const edited = JSON.parse(await editorText(page));
    expect(edited.params.tree.children).toEqual([message.params.tree.children[0], { type: 'button', id: 'button-2', label: 'Button' }]);
    expect(edited.id).toBe(7);

    await focusEditor(page);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(',');
    await expect.poll(() => page.getByRole('region', { name: 'Outline' }).innerText()).toContain('syntax error');
    expect(await page.getByRole('button', { name: 'Add text', exact: true }).isDisabled()).toBe(true);
    await page.keyboard.press('Backspace');
    await expect.poll(() => row(page, '/children/1').innerText()).toContain('button-2');

    // the reactions are not a tree: the Build column holds their form instead of the outline
    await page.getByRole('tab', { name: 'Reactions' }).click();
    await page.getByRole('region', { name: 'Reactions' }).getByRole('button', { name: '+ Add reaction' }).waitFor();
    expect(await page.getByRole('region', { name: 'Outline' }).count()).toBe(0);
  });

  test('a 5,000-node tree draws only the outline rows in view, and the last one is reachable', async () => {
    const page = await openApp();
    // 5,000 nodes on a busy 2-core machine: the default waits, not shorter ones
    const children = Array.from({ length: 5000 }, (_, i) => ({ type: 'text', text: `line ${i} "quoted" </script> 🙂 مرحبا` }));
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children }, null, 2));
    await expect.poll(() => row(page, '/children/3').innerText(), { timeout: 30_000 }).toContain('line 3');
    expect(await outline(page).locator('[data-outline]').count()).toBeLessThan(80);
    await row(page, '/children/3').click();
    await outline(page).press('End');
    await expect.poll(() => row(page, '/children/4999').innerText(), { timeout: 30_000 }).toContain('line 4999 "quoted" </script> 🙂 مرحبا');
    expect(await row(page, '/children/4999').getAttribute('aria-selected')).toBe('true');
    expect(await outline(page).locator('[data-outline]').count()).toBeLessThan(80);
  });

  test('the build column folds away and stays folded after a reload', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Build', exact: true }).click();
    await expect.poll(() => outline(page).count()).toBe(0);
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    expect(await page.getByRole('button', { name: 'Build', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Build', exact: true }).click();
    await expect.poll(() => outline(page).count()).toBe(1);
  });

  test('at 1366×768 the outline folds away from the keyboard, the inspector takes its height, and it stays folded after a reload', async () => {
    const page = await openApp('/', undefined, { width: 1366, height: 768 });
    await row(page, '/children/0').click();
    const before = (await inspector(page).boundingBox())!.height;
    const fold = page.getByRole('button', { name: 'Outline', exact: true });
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    await fold.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => outline(page).count()).toBe(0);
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    const build = (await page.locator('#build').boundingBox())!;
    const after = (await inspector(page).boundingBox())!;
    expect(after.height).toBeGreaterThan(before + 150);
    // the inspector reaches the bottom of the Build column
    expect(Math.round(after.y + after.height)).toBe(Math.round(build.y + build.height));
    // the selection and its fields stay
    expect(await field(page, 'text').inputValue()).toBe('Deploy helper');
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await fold.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => outline(page).count()).toBe(1);
  });
});

describe('the inspector and keys the spec does not define', () => {
  test('every Add in the inspector adds something the preview draws: a row, a row button with a label, an option', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000);
    const start = {
      type: 'column',
      children: [
        { type: 'list', id: 'files', items: [{ id: 'a', title: 'Alpha' }] },
        { type: 'choice', id: 'size', options: [{ value: 's', label: 'Small' }] },
      ],
    };
    await pasteIntoEditor(page, JSON.stringify(start, null, 2));
    await row(page, '/children/0').click();
    const item = (n: number) => inspector(page).getByRole('group', { name: `item ${n}` });
    await item(1).getByRole('button', { name: 'Add action' }).click();
    const action = preview(page).locator('[data-path="/children/0/items/0/actions/0"]');
    await expect.poll(() => action.innerText()).toBe('Action 1');
    expect((await action.boundingBox())!.width).toBeGreaterThan(30);
    await inspector(page).getByRole('button', { name: 'Add item' }).click();
    await expect.poll(() => preview(page).getByRole('button', { name: 'Item 2' }).isVisible()).toBe(true);
    await row(page, '/children/1').click();
    await inspector(page).getByRole('button', { name: 'Add option' }).click();
    await expect.poll(() => preview(page).getByRole('radio', { name: 'Option 2' }).isVisible()).toBe(true);
    await expect.poll(() => problemMessages(page)).toEqual([]);
  });

  test('the inspector and the reference draw backticked names as code, never the backticks', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }] }, null, 2));
    await row(page, '/children/0').click();
    const about = inspector(page).locator('.about');
    await expect.poll(() => about.locator('code').allInnerTexts()).toEqual(['click', 'select']);
    expect(await about.innerText()).toBe('A clickable button; sends click, or select from its menu.');
    const idHelp = inspector(page).locator('[data-field="id"] .help').first();
    expect(await idHelp.locator('code').allInnerTexts()).toEqual(['element', 'click', 'select']);
    expect(await inspector(page).innerText()).not.toContain('`');
    // the palette's tooltip is plain text
    expect(await page.getByRole('button', { name: 'Add button', exact: true }).getAttribute('title')).toMatch(/^A clickable button; sends click, or select from its menu\./);
    await page.getByRole('tab', { name: 'Reference' }).click();
    const reference = page.getByRole('region', { name: 'Node reference' });
    await expect.poll(() => reference.locator('#doc-button > p').first().locator('code').allInnerTexts()).toEqual(['click', 'select']);
    expect(await reference.innerText()).not.toContain('`');
  });

  test('an icon name being typed is not called unknown until typing pauses, in the inspector and in the editor', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'button', id: 'go', label: 'Go', icon: 'r' }] }, null, 2));
    await expect.poll(() => problemMessages(page)).toEqual([expect.stringContaining('Unknown icon "r"')]);
    // from here on, every icon name a warning names, even for a moment, is recorded
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { iconWarnings: string[] }).iconWarnings = seen;
      const record = () => {
        for (const match of (document.body.textContent ?? '').matchAll(/Unknown icon "([^"]*)"/g)) if (!seen.includes(match[1]!)) seen.push(match[1]!);
      };
      record();
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { iconWarnings: string[] }).iconWarnings);
    await moveCursorAfter(page, '"icon": "r');
    await page.keyboard.type('ock', { delay: 150 });
    await page.keyboard.type('et', { delay: 150 });
    await expect.poll(() => preview(page).getByRole('button', { name: 'Go' }).locator('svg').count()).toBe(1);
    await page.waitForTimeout(1200);
    // only the name that was there before typing began
    expect(await seen()).toEqual(['r']);
    expect(await problemMessages(page)).toEqual([]);
    // the inspector's field: the same wait, and the warning once the name stays wrong
    await row(page, '/children/0').click();
    const icon = field(page, 'icon');
    await icon.click();
    await icon.press('End');
    await icon.pressSequentially('s', { delay: 150 });
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(1200);
    expect(await seen()).toEqual(['r']);
    await icon.pressSequentially('z');
    await expect.poll(() => inspector(page).locator('.problem').allInnerTexts()).toEqual([expect.stringContaining('Unknown icon "rocketz"')]);
    expect(await seen()).toEqual(['r', 'rocketz']);
  });

  test('a row action is added to the rows ticked, at once, with ids unique in each row, as one undo step', async () => {
    const page = await openApp();
    const start = {
      type: 'list',
      id: 'files',
      items: [
        { id: 'a', title: 'Alpha' },
        { id: 'b', title: 'Beta', actions: [{ id: 'open-file', label: 'Open' }] },
        { id: 'c', title: 'Gamma' },
      ],
    };
    await pasteIntoEditor(page, JSON.stringify(start, null, 2));
    await row(page, '').click();
    await inspector(page).getByText('Add a row action to several rows').click();
    await inspector(page).getByRole('textbox', { name: 'Label' }).last().fill('Open file');
    await inspector(page).getByRole('checkbox', { name: '3. Gamma' }).uncheck();
    await inspector(page).getByRole('button', { name: 'Add to 2 rows' }).click();
    await expect.poll(() => inspector(page).getByRole('status').innerText()).toBe('Added "Open file" (id open-file) to 2 rows.');
    await expect.poll(async () => JSON.parse(await editorText(page)).items.map((item: { actions?: unknown }) => item.actions)).toEqual([
      [{ id: 'open-file', label: 'Open file' }],
      [{ id: 'open-file', label: 'Open' }, { id: 'open-file-2', label: 'Open file' }],
      undefined,
    ]);
    expect(await preview(page).locator('[data-path="/items/0/actions/0"]').innerText()).toBe('Open file');
    await expect.poll(() => problemMessages(page)).toEqual([]);
    await focusEditor(page);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(async () => JSON.parse(await editorText(page))).toEqual(start);
  });

  test('an unknown key is listed and removed with one click, and the warning goes with it', async () => {
    const page = await openApp();
    page.setDefaultTimeout(15_000);
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'text', text: 'Hi', colour: 'red', 'a/b~c': 1 }] }, null, 2));
    await expect.poll(() => problemMessages(page)).toHaveLength(2);
    await row(page, '/children/0').click();
    const unknown = inspector(page).getByRole('group', { name: 'Keys the spec does not define' });
    await expect.poll(() => unknown.innerText()).toContain('colour');
    await unknown.getByRole('button', { name: 'Remove colour' }).click();
    await unknown.getByRole('button', { name: 'Remove a/b~c' }).click();
    await expect.poll(() => problemMessages(page)).toEqual([]);
    expect(JSON.parse(await editorText(page))).toEqual({ type: 'column', children: [{ type: 'text', text: 'Hi' }] });
  });
});
