import { describe, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { editorText, expect, focusEditor, keepClicks, openApp, pasteIntoEditor, preview, useBrowser } from './app';

useBrowser();

// The controls of today's Agentty as a person uses them in the preview: what they see (sizes from
// agentty-look.md, colours from the panel theme) and the exact `ui/event` lines the wire log shows.

const CONTEXT = '{"workspace":"demo"}';
/** The exact `ui/event` line, written out by hand. */
const event = (params: string) => `{"jsonrpc":"2.0","method":"ui/event","params":{${params},"context":${CONTEXT}}}`;

async function lines(page: Page): Promise<string[]> {
  return page.getByTestId('wire-text').allInnerTexts();
}

async function expectLines(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => lines(page)).toEqual(expected);
}

/** The app showing `tree` once `ready` is drawn, with the demo context and an empty log. */
async function start(tree: unknown, ready: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await openApp('/', undefined, viewport);
  await pasteIntoEditor(page, JSON.stringify(tree, null, 2));
  await preview(page).locator(ready).first().waitFor();
  await page.getByRole('textbox', { name: /^Context/ }).fill(CONTEXT);
  return page;
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

type Rgba = [number, number, number, number];

/** A computed colour as red, green, blue (0–255) and alpha (0–1), whatever syntax the browser wrote it in. */
function parseColour(value: string): Rgba {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(value);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
  const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`unreadable colour ${value}`);
}

async function colour(locator: Locator, property: string): Promise<Rgba> {
  return parseColour(await locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property));
}

/** A theme variable of the panel (`--pd-accent`) as a colour, at `alpha`. */
async function themeColour(page: Page, variable: string, alpha = 1): Promise<Rgba> {
  const hex = (await preview(page).evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), variable)).trim();
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`${variable} is ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16), alpha];
}

function expectColour(actual: Rgba, expected: Rgba, what: string): void {
  const close = actual.every((part, i) => Math.abs(part - expected[i]!) <= (i === 3 ? 0.01 : 1.5));
  expect(close, `${what}: ${actual.join(', ')} is not ${expected.join(', ')}`).toBe(true);
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

describe('button menu', () => {
  const tree = {
    type: 'column',
    children: [
      { type: 'text', text: 'Somewhere else' },
      { type: 'button', id: 'more', label: 'More', menu: [{ value: 'dup', label: 'Duplicate' }, { value: 'del', label: 'Delete' }] },
      { type: 'button', id: 'plain', label: 'Plain' },
      { type: 'button', id: 'off', label: 'Off', disabled: true, menu: [{ value: 'x', label: 'X' }] },
    ],
  };

  test('a click opens the menu under the button; picking an entry sends select, never click', async () => {
    const page = await start(tree, '[data-chevron]');
    const more = preview(page).getByRole('button', { name: 'More' });
    expect(await more.locator('[data-icon="chevron-down"]').count()).toBe(1);
    await more.click();
    const menu = preview(page).getByRole('menu', { name: 'More' });
    await menu.waitFor();
    const [button, opened, entry] = [await box(more), await box(menu), await box(menu.getByRole('menuitem').first())];
    expect(opened.y - button.y).toBeCloseTo(32, 0);
    expect(opened.x).toBeCloseTo(button.x, 0);
    expect(opened.width).toBeGreaterThanOrEqual(180);
    expect(entry.height).toBeCloseTo(28, 0);
    expectColour(await colour(menu, 'background-color'), await themeColour(page, '--pd-raised'), 'menu background');
    expect(await lines(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await menu.waitFor({ state: 'detached' });
    // the entry picked is selected in the editor too
    await focusEditor(page);
    await page.keyboard.press('ControlOrMeta+C');
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({ value: 'del', label: 'Delete' });
    await preview(page).getByRole('button', { name: 'Plain' }).click();
    await expectLines(page, [event('"element":"more","event":"select","value":"del"'), event('"element":"plain","event":"click"')]);
  });

  test('keyboard: Enter opens it on the first entry, arrows move, Enter picks, focus goes back to the button; Escape closes', async () => {
    const page = await start(tree, '[data-chevron]');
    const more = preview(page).getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Duplicate');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('Delete');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('Duplicate');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expectLines(page, [event('"element":"more","event":"select","value":"del"')]);
    expect(await focusedName(page)).toBe('More');
    await page.keyboard.press('ArrowDown');
    await preview(page).getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await preview(page).getByRole('menu').waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('More');
    expect(await lines(page)).toHaveLength(1);
  });

  test('a click outside or on the button again closes it and sends nothing; a disabled one never opens', async () => {
    const page = await start(tree, '[data-chevron]');
    const more = preview(page).getByRole('button', { name: 'More' });
    await more.click();
    await preview(page).getByRole('menu').waitFor();
    await preview(page).getByText('Somewhere else').click();
    await preview(page).getByRole('menu').waitFor({ state: 'detached' });
    await more.click();
    await preview(page).getByRole('menu').waitFor();
    await more.click();
    await preview(page).getByRole('menu').waitFor({ state: 'detached' });
    await preview(page).getByRole('button', { name: 'Off' }).click({ force: true });
    await page.waitForTimeout(150);
    expect(await preview(page).getByRole('menu').count()).toBe(0);
    expect(await lines(page)).toEqual([]);
  });
});

describe('tabs', () => {
  const tree = {
    type: 'column',
    children: [
      {
        type: 'tabs',
        id: 'pages',
        value: 'runs',
        tabs: [
          { id: 'runs', label: 'Runs', badge: '3' },
          { id: 'logs', label: 'Logs', closable: true },
          { id: 'cfg', label: 'Settings', icon: 'settings' },
        ],
        addMenu: [{ value: 'http', label: 'HTTP request' }, { value: 'note', label: 'Note' }],
        children: [{ type: 'text', text: 'Runs page' }],
      },
    ],
  };
  const tab = (page: Page, name: string) => preview(page).getByRole('tab', { name });

  test('a 36 px strip, the picked tab underlined, a badge, and the content 12 px below', async () => {
    const page = await start(tree, '[role="tab"]');
    const strip = await box(preview(page).locator('.strip'));
    expect(strip.height).toBeCloseTo(36, 0);
    const content = await box(preview(page).getByText('Runs page'));
    expect(content.y - (strip.y + strip.height)).toBeCloseTo(12, 0);
    expect(await tab(page, 'Runs 3').getAttribute('aria-selected')).toBe('true');
    const runs = preview(page).locator('[data-part="tab"]').first();
    expectColour(await colour(runs, 'border-bottom-color'), await themeColour(page, '--pd-accent'), 'active underline');
    expect(await colour(preview(page).locator('[data-part="tab"]').nth(1), 'border-bottom-color')).toEqual([0, 0, 0, 0]);
    expect(await preview(page).locator('[data-part="tab"]').first().getAttribute('data-path')).toBe('/children/0/tabs/0');
    expect(await preview(page).locator('[data-part="tab"] [data-icon="settings"]').count()).toBe(1);
  });

  test('a click sends change and, as in Agentty, the picked tab stays until the plugin redraws; x sends close; + sends add', async () => {
    const page = await start(tree, '[role="tab"]');
    await tab(page, 'Logs').click();
    await expectLines(page, [event('"element":"pages","event":"change","value":"logs"')]);
    expect(await tab(page, 'Logs').getAttribute('aria-selected')).toBe('false');
    expect(await tab(page, 'Runs 3').getAttribute('aria-selected')).toBe('true');
    await keepClicks(page);
    await tab(page, 'Logs').click();
    await expect.poll(() => tab(page, 'Logs').getAttribute('aria-selected')).toBe('true');
    await preview(page).getByRole('button', { name: 'Close Logs' }).click();
    await tab(page, 'Settings').click();
    await preview(page).getByRole('button', { name: 'Close Logs' }).click();
    expect(await tab(page, 'Settings').getAttribute('aria-selected')).toBe('true');
    const add = preview(page).getByRole('button', { name: 'Add' });
    await add.click();
    const menu = preview(page).getByRole('menu', { name: 'Add' });
    await menu.waitFor();
    // right-aligned under the "+"
    const [plus, opened] = [await box(add), await box(menu)];
    expect(opened.x + opened.width).toBeCloseTo(plus.x + plus.width, 0);
    expect(opened.y - plus.y).toBeCloseTo(32, 0);
    await menu.getByRole('menuitem', { name: 'Note' }).click();
    await expectLines(page, [
      event('"element":"pages","event":"change","value":"logs"'),
      event('"element":"pages","event":"change","value":"logs"'),
      event('"element":"pages","event":"close","value":"logs"'),
      event('"element":"pages","event":"change","value":"cfg"'),
      event('"element":"pages","event":"close","value":"logs"'),
      event('"element":"pages","event":"add","value":"note"'),
    ]);
    // the clicked tab shows until the state is reset
    await page.getByRole('button', { name: 'Reset state' }).click();
    await expect.poll(() => tab(page, 'Runs 3').getAttribute('aria-selected')).toBe('true');
  });

  test('keyboard: arrows move between tabs, Enter picks, Delete closes a closable tab', async () => {
    const page = await start(tree, '[role="tab"]');
    await tab(page, 'Runs 3').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Logs');
    await page.keyboard.press('Delete');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expectLines(page, [event('"element":"pages","event":"close","value":"logs"'), event('"element":"pages","event":"change","value":"cfg"')]);
    // Tab from the tabs reaches the "+"
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Add');
  });
});

describe('a long tab strip', () => {
  test('tabs keep their size (at most 220 px); the strip scrolls to the picked tab, sideways with the wheel, and by dragging', async () => {
    const tabs = Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, label: i === 0 ? 'A label far too long for one tab of the strip' : `Tab number ${i}` }));
    const page = await start({ type: 'tabs', id: 'many', value: 't11', tabs, children: [] }, '[role="tab"]');
    const strip = preview(page).getByRole('tablist');
    const scrolled = () => strip.evaluate((element) => element.scrollLeft);
    const first = await box(preview(page).locator('[data-part="tab"]').first());
    expect(first.width).toBeCloseTo(220, 0);
    expect(await preview(page).getByRole('tab', { name: /^A label far/ }).locator('.label').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // the picked tab is scrolled into view
    const [last, stripBox] = [await box(preview(page).getByRole('tab', { name: 'Tab number 11' })), await box(strip)];
    expect(last.x + last.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
    expect(last.x + last.width).toBeGreaterThan(stripBox.x + stripBox.width - 30);
    const end = await scrolled();
    expect(end).toBeGreaterThan(0);
    await strip.hover();
    await page.mouse.wheel(0, -300);
    await expect.poll(scrolled).toBeLessThan(end);
    const before = await scrolled();
    await page.mouse.move(stripBox.x + 200, stripBox.y + 20);
    await page.mouse.down();
    await page.mouse.move(stripBox.x + 320, stripBox.y + 20, { steps: 6 });
    await page.mouse.up();
    await expect.poll(scrolled).toBeLessThan(before);
    expect(await lines(page)).toEqual([]);
  });
});

describe('flow', () => {
  const tree = {
    type: 'column',
    children: [
      {
        type: 'flow',
        id: 'pipeline',
        reorderable: true,
        insertMenu: [{ value: 'http', label: 'HTTP request' }, { value: 'wait', label: 'Wait' }],
        steps: [
          { id: 'fetch', title: 'Fetch', subtitle: 'GET /items', icon: 'download', state: 'done' },
          { id: 'review', title: 'Review', state: 'active', selected: true },
          { id: 'notify', title: 'Notify', state: 'off', side: true },
          { id: 'post', title: 'Post', state: 'error' },
        ],
      },
      { type: 'flow', id: 'plain', steps: [{ id: 'a', title: 'First' }, { id: 'b', title: 'Second' }, { id: 'c', title: 'Third', state: 'off' }] },
    ],
  };
  const step = (page: Page, path: string) => preview(page).locator(`[data-path="${path}"]`);

  test('step cards: icon tiles coloured by state, side steps indented, off dimmed, active spinner, selected step, connectors', async () => {
    const page = await start(tree, '[data-part="step"]');
    const [fetch, review, notify, post] = [0, 1, 2, 3].map((i) => step(page, `/children/0/steps/${i}`));
    const tile = (card: Locator) => card.locator('.pd-icon-tile');
    expect((await box(tile(fetch!))).width).toBeCloseTo(26, 0);
    expectColour(await colour(tile(fetch!), 'color'), await themeColour(page, '--pd-tone-success'), 'done tile');
    expectColour(await colour(tile(review!), 'color'), await themeColour(page, '--pd-orange'), 'active tile');
    expectColour(await colour(tile(post!), 'color'), await themeColour(page, '--pd-tone-error'), 'error tile');
    expectColour(await colour(review!, 'border-top-color'), await themeColour(page, '--pd-accent'), 'selected border');
    expectColour(await colour(review!, 'background-color'), await themeColour(page, '--pd-selected'), 'selected background');
    expect((await box(notify!)).x - (await box(fetch!)).x).toBeCloseTo(28, 0);
    expect(await notify!.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.55');
    expect(await review!.locator('.spinner').count()).toBe(1);
    expect(await post!.locator('[data-icon="circle-x"]').count()).toBe(1);
    expect(await fetch!.locator('[data-icon="chevron-right"]').count()).toBe(1);
    // without an insert menu: 12 px lines 20 px from the left, lit between steps that are not off
    const plain = preview(page).locator('[data-path="/children/1"]');
    const lines = plain.locator('.line');
    expect(await lines.count()).toBe(2);
    const [first, flowBox] = [await box(lines.first()), await box(plain)];
    expect(first.height).toBeCloseTo(12, 0);
    expect(first.width).toBeCloseTo(2, 0);
    expect(first.x - flowBox.x).toBeCloseTo(20, 0);
    expectColour(await colour(lines.first(), 'background-color'), await themeColour(page, '--pd-tone-success', 0.55), 'lit line');
    expectColour(await colour(lines.nth(1), 'background-color'), await themeColour(page, '--pd-border'), 'line to an off step');
  });

  test('a click sends select with the step id; a mouse drag onto another step sends move', async () => {
    const page = await start(tree, '[data-part="step"]');
    await step(page, '/children/0/steps/2').click();
    const from = await box(step(page, '/children/0/steps/0'));
    const onto = await box(step(page, '/children/0/steps/3'));
    await page.mouse.move(from.x + 40, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 45, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(onto.x + 60, onto.y + onto.height / 2, { steps: 8 });
    // the step under the pointer is the drop target
    await expect.poll(() => step(page, '/children/0/steps/3').getAttribute('class')).toContain('drop-target');
    expect(await preview(page).locator('.drag-chip').innerText()).toBe('Fetch');
    await page.mouse.up();
    await expectLines(page, [
      event('"element":"pipeline","event":"select","item":"notify"'),
      event('"element":"pipeline","event":"move","value":"post","item":"fetch"'),
    ]);
    expect(await preview(page).locator('.drag-chip').count()).toBe(0);
    // let go on itself: nothing
    await page.mouse.move(from.x + 40, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 80, from.y + from.height / 2, { steps: 4 });
    await page.mouse.up();
    await page.waitForTimeout(150);
    expect(await lines(page)).toHaveLength(2);
  });

  test('keyboard: arrows move between steps, Enter selects, Alt+↓ drops a step on the next one', async () => {
    const page = await start(tree, '[data-part="step"]');
    await step(page, '/children/0/steps/0').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('Alt+ArrowUp');
    await expectLines(page, [
      event('"element":"pipeline","event":"select","item":"review"'),
      event('"element":"pipeline","event":"move","value":"notify","item":"review"'),
      event('"element":"pipeline","event":"move","value":"fetch","item":"review"'),
    ]);
  });

  test('"+ block" shows on hover in every gap and after the last step; picking sends insert with the step above', async () => {
    const page = await start(tree, '[data-part="step"]');
    const gaps = preview(page).locator('[data-path="/children/0"] .gap');
    expect(await gaps.count()).toBe(4);
    expect((await box(gaps.first())).height).toBeCloseTo(22, 0);
    const chip = gaps.nth(1).getByRole('button', { name: 'Insert after Review' });
    const shown = () => gaps.nth(1).locator('.control').evaluate((element) => getComputedStyle(element).opacity);
    expect(await shown()).toBe('0');
    await gaps.nth(1).hover();
    expect(await shown()).toBe('1');
    await chip.click();
    const menu = preview(page).getByRole('menu', { name: 'Insert a block' });
    await menu.waitFor();
    const [chipBox, opened] = [await box(chip), await box(menu)];
    expect(opened.y - chipBox.y).toBeCloseTo(32, 0);
    expect(opened.x).toBeCloseTo(chipBox.x, 0);
    await menu.getByRole('menuitem', { name: 'Wait' }).click();
    // the gap after the last step, by keyboard
    await gaps.nth(3).getByRole('button', { name: 'Insert after Post' }).focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Enter');
    await expectLines(page, [
      event('"element":"pipeline","event":"insert","value":"wait","item":"review"'),
      event('"element":"pipeline","event":"insert","value":"http","item":"post"'),
    ]);
  });
});

describe('select', () => {
  const tree = {
    type: 'column',
    children: [
      { type: 'select', id: 'method', value: 'get', options: [{ value: 'get', label: 'GET' }, { value: 'post', label: 'POST' }, { value: 'del', label: 'DELETE' }] },
      { type: 'select', id: 'empty', placeholder: 'Pick a region', options: [{ value: 'eu', label: 'Europe' }] },
      { type: 'select', id: 'bare', options: [{ value: 'a', label: 'A' }] },
      { type: 'select', id: 'locked', disabled: true, value: 'a', options: [{ value: 'a', label: 'Locked value' }] },
      {
        type: 'row',
        children: [
          { type: 'select', id: 'verb', value: 'get', options: [{ value: 'get', label: 'GET' }, { value: 'opt', label: 'OPTIONS-LONG' }] },
          { type: 'input', id: 'url', placeholder: 'URL' },
        ],
      },
    ],
  };
  const trigger = (page: Page, path: string) => preview(page).locator(`[data-path="${path}"] button`).first();

  test('a 28 px trigger with the picked label, the placeholder, or "Choose…"; disabled at 40 %', async () => {
    const page = await start(tree, '[data-node-type="select"]');
    expect((await box(trigger(page, '/children/0'))).height).toBeCloseTo(28, 0);
    expect(await trigger(page, '/children/0').innerText()).toBe('GET');
    expect(await trigger(page, '/children/1').innerText()).toBe('Pick a region');
    expect(await trigger(page, '/children/2').innerText()).toBe('Choose…');
    expectColour(await colour(trigger(page, '/children/2').locator('.value'), 'color'), await themeColour(page, '--pd-muted'), 'placeholder');
    expect(await preview(page).locator('[data-path="/children/3"]').evaluate((element) => getComputedStyle(element).opacity)).toBe('0.4');
    // in a row: the longest label × 7.2 + 48 px
    expect((await box(preview(page).locator('[data-path="/children/4/children/0"]'))).width).toBeCloseTo(12 * 7.2 + 48, 0);
  });

  test('the list opens under the trigger with a check on the picked option; picking sends change; disabled sends nothing', async () => {
    const page = await start(tree, '[data-node-type="select"]');
    const method = trigger(page, '/children/0');
    await method.click();
    const list = preview(page).getByRole('listbox');
    await list.waitFor();
    const [opened, under] = [await box(list), await box(method)];
    expect(opened.width).toBeGreaterThanOrEqual(200);
    expect(opened.height).toBeLessThanOrEqual(290);
    expect(opened.y - under.y).toBeCloseTo(32, 0);
    expectColour(await colour(method, 'border-top-color'), await themeColour(page, '--pd-accent'), 'open trigger border');
    expect(await list.getByRole('option', { name: 'GET' }).getAttribute('aria-selected')).toBe('true');
    expect(await list.locator('[data-picked] [data-icon="check"]').count()).toBe(1);
    await list.getByRole('option', { name: 'POST' }).click();
    await list.waitFor({ state: 'detached' });
    // as in Agentty, the trigger shows what the tree says until the plugin redraws
    expect(await method.innerText()).toBe('GET');
    await keepClicks(page);
    await method.click();
    await list.getByRole('option', { name: 'POST' }).click();
    await list.waitFor({ state: 'detached' });
    expect(await method.innerText()).toBe('POST');
    await trigger(page, '/children/3').click({ force: true });
    await page.waitForTimeout(150);
    expect(await preview(page).getByRole('listbox').count()).toBe(0);
    // keyboard: ↓ opens on the picked option, End and Enter pick the last
    await method.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).toBe('POST');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expectLines(page, [
      event('"element":"method","event":"change","value":"post"'),
      event('"element":"method","event":"change","value":"post"'),
      event('"element":"method","event":"change","value":"del"'),
    ]);
    expect(await focusedName(page)).toBe('DELETE');
  });
});

describe('checkbox', () => {
  const tree = {
    type: 'column',
    children: [
      { type: 'checkbox', id: 'notify', label: 'Notify me', description: 'When a run fails' },
      { type: 'checkbox', id: 'done', label: 'Done', value: true },
      { type: 'checkbox', id: 'locked', label: 'Locked', disabled: true },
    ],
  };

  test('a 16 px box; the label, description and box all tick it and send the opposite value; disabled sends nothing', async () => {
    const page = await start(tree, '[data-node-type="checkbox"]');
    const notify = preview(page).getByRole('checkbox', { name: /Notify me/ });
    const boxOf = (name: RegExp) => preview(page).getByRole('checkbox', { name }).locator('[data-box]');
    const square = await box(boxOf(/Notify me/));
    expect([square.width, square.height]).toEqual([16, 16]);
    expectColour(await colour(boxOf(/Done/), 'background-color'), await themeColour(page, '--pd-accent'), 'ticked box');
    expectColour(await colour(boxOf(/Notify me/), 'background-color'), await themeColour(page, '--pd-sunken'), 'empty box');
    // as in Agentty, a click only sends change
    await preview(page).getByText('When a run fails').click();
    await expectLines(page, [event('"element":"notify","event":"change","value":true')]);
    expect(await notify.getAttribute('aria-checked')).toBe('false');
    await keepClicks(page);
    await preview(page).getByText('When a run fails').click();
    await expect.poll(() => notify.getAttribute('aria-checked')).toBe('true');
    await notify.focus();
    await page.keyboard.press('Space');
    await preview(page).getByText('Done', { exact: true }).click();
    await preview(page).getByRole('checkbox', { name: 'Locked' }).click({ force: true });
    await expectLines(page, [
      event('"element":"notify","event":"change","value":true'),
      event('"element":"notify","event":"change","value":true'),
      event('"element":"notify","event":"change","value":false'),
      event('"element":"done","event":"change","value":false'),
    ]);
    expect(await preview(page).getByRole('checkbox', { name: 'Locked' }).evaluate((element) => getComputedStyle(element).opacity)).toBe('0.4');
    // what was ticked can be written into the tree
    await page.getByRole('button', { name: 'Write state into tree' }).click();
    const written = JSON.parse(await editorText(page)) as typeof tree;
    expect(written.children.map((child) => (child as { value?: boolean }).value)).toEqual([false, false, undefined]);
  });
});

describe('input', () => {
  const tree = {
    type: 'column',
    children: [
      {
        type: 'input',
        id: 'url',
        placeholder: 'URL',
        mono: true,
        completions: [
          { label: 'baseUrl', insert: '{{baseUrl}}', detail: 'https://api.example.com' },
          { label: 'authBase', detail: 'auth' },
          { label: 'token' },
        ],
      },
      { type: 'input', id: 'body', placeholder: 'Body', rows: 3, language: 'json' },
      { type: 'input', id: 'tall', placeholder: 'Tall', rows: 400 },
      { type: 'input', id: 'single', placeholder: 'Single', value: 'line one\nline two' },
    ],
  };
  const url = (page: Page) => preview(page).getByRole('combobox', { name: 'URL' });

  test('completions by keyboard: {{ba offers baseUrl first, ↓ ↑ move, Enter puts {{baseUrl}} in place; no submit', async () => {
    const page = await start(tree, '[data-node-type="input"]');
    // every key sends its change here, so each step's text is in the log
    await page.getByRole('radiogroup', { name: 'Input change' }).locator('label', { hasText: 'Every key' }).click();
    expect(await url(page).evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
    await url(page).click();
    await page.keyboard.type('GET {{ba');
    const list = preview(page).getByRole('listbox', { name: 'Suggestions for URL' });
    await list.waitFor();
    const options = list.getByRole('option');
    expect(await options.allInnerTexts()).toEqual(['baseUrl\nhttps://api.example.com', 'authBase\nauth']);
    const [field, opened] = [await box(url(page)), await box(list)];
    expect(opened.width).toBeCloseTo(380, 0);
    expect(opened.y - field.y).toBeCloseTo(32, 0);
    expect((await box(options.first())).height).toBeCloseTo(26, 0);
    expectColour(await colour(options.first(), 'background-color'), await themeColour(page, '--pd-accent', 0.28), 'highlighted suggestion');
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await url(page).inputValue()).toBe('GET {{baseUrl}}');
    // Tab takes one too; a label without insert replaces the word
    await page.keyboard.type('/to');
    await list.waitFor();
    await page.keyboard.press('Tab');
    expect(await url(page).inputValue()).toBe('GET {{baseUrl}}/token');
    expect(await focusedName(page)).toBe('URL');
    // Escape closes; one letter without braces offers nothing; a whole word offers nothing
    await page.keyboard.type(' {{');
    await list.waitFor();
    expect(await options.count()).toBe(3);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await page.keyboard.type(' b');
    await page.waitForTimeout(100);
    expect(await list.count()).toBe(0);
    const sent = await lines(page);
    expect(sent.at(-1)).toBe(event('"element":"url","event":"change","value":"GET {{baseUrl}}/token {{ b"'));
    expect(sent).toContain(event('"element":"url","event":"change","value":"GET {{baseUrl}}"'));
    expect(sent.filter((line) => line.includes('"submit"'))).toEqual([]);
  });

  test('leaving the field closes the suggestions; a click on one takes it', async () => {
    const page = await start(tree, '[data-node-type="input"]');
    await url(page).click();
    await page.keyboard.type('auth');
    const list = preview(page).getByRole('listbox');
    await list.getByRole('option', { name: /authBase/ }).click();
    expect(await url(page).inputValue()).toBe('authBase');
    await page.keyboard.press('Backspace');
    await list.waitFor();
    await preview(page).getByRole('textbox', { name: 'Body' }).click();
    await list.waitFor({ state: 'detached' });
  });

  test('a text area: Enter adds a line and sends no submit; rows set its height, at most 24; one line shows breaks as spaces', async () => {
    const page = await start(tree, '[data-node-type="input"]');
    expect(await preview(page).getByRole('textbox', { name: 'Single' }).inputValue()).toBe('line one line two');
    const body = preview(page).getByRole('textbox', { name: 'Body' });
    expect(await body.evaluate((element) => element.tagName)).toBe('TEXTAREA');
    const lineHeight = await body.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(lineHeight).toBeCloseTo(12 * 1.618, 0);
    expect((await box(body)).height).toBeCloseTo(3 * lineHeight + 12 + 2, 0);
    const tall = preview(page).getByRole('textbox', { name: 'Tall' });
    expect((await box(tall)).height).toBeCloseTo(24 * lineHeight + 12 + 2, 0);
    await body.click();
    await page.keyboard.type('{');
    await page.keyboard.press('Enter');
    await page.keyboard.type('}');
    expect(await body.inputValue()).toBe('{\n}');
    await expect.poll(async () => (await lines(page)).at(-1)).toBe(event('"element":"body","event":"change","value":"{\\n}"'));
    expect((await lines(page)).filter((line) => line.includes('"submit"'))).toEqual([]);
  });
});

describe('list rows of today', () => {
  const tree = {
    type: 'list',
    id: 'routes',
    items: [
      { id: 'root', title: 'Users' },
      { id: 'get', title: 'List users', depth: 1, tag: 'GET', tagTone: 'success', selected: true },
      { id: 'post', title: 'Create user', depth: 2, tag: 'POST', tagTone: 'warning' },
      { id: 'deep', title: 'Deep', depth: 40, tag: 'OPTIONS-LONG' },
    ],
  };

  test('depth indents 8 + 14 per level (at most 8), the tag is cut to 8 characters in a 38 px column, selected is tinted', async () => {
    const page = await start(tree, '[data-part="item"]');
    const row = (i: number) => preview(page).locator(`[data-path="/items/${i}"]`);
    const indent = (i: number) => row(i).locator('.row-main').evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
    expect([await indent(0), await indent(1), await indent(2), await indent(3)]).toEqual([8, 22, 36, 120]);
    expect(await row(3).locator('.tag').innerText()).toBe('OPTIONS-');
    const [get, post] = [await box(row(1).locator('.tag')), await box(row(2).locator('.tag'))];
    expect(get.width).toBeGreaterThanOrEqual(38);
    expect(post.width).toBeGreaterThanOrEqual(38);
    // titles after a tag line up, whatever the tag
    const titleLeft = async (i: number) => (await box(row(i).locator('.item-title'))).x - (await box(row(i).locator('.tag'))).x;
    expect(await titleLeft(1)).toBeCloseTo(await titleLeft(2), 0);
    expect(await row(1).locator('.tag').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
    expectColour(await colour(row(1).locator('.tag'), 'color'), await themeColour(page, '--pd-tone-success'), 'tag tone');
    expectColour(await colour(row(3).locator('.tag'), 'color'), await themeColour(page, '--pd-muted'), 'neutral tag');
    expectColour(await colour(row(1), 'background-color'), await themeColour(page, '--pd-accent', 0.22), 'selected row');
    expect((await colour(row(2), 'background-color'))[3]).toBe(0);
  });
});

describe('hostile and huge', () => {
  const hostile = ['"quoted" \\ back', '</script><script>alert(1)</script>', 'emoji 👋🏽 done', 'שלום עולם'];

  test('labels are text and values go out exactly, in menus, tabs, steps, options and checkboxes', async () => {
    let dialogs = 0;
    const tree = {
      type: 'column',
      children: [
        { type: 'button', id: 'b', label: 'Menu', menu: hostile.map((label) => ({ value: label, label })) },
        { type: 'tabs', id: 't', tabs: hostile.map((label, i) => ({ id: label, label, closable: i === 1 })), children: [] },
        { type: 'flow', id: 'f', steps: hostile.map((title) => ({ id: title, title })) },
        { type: 'select', id: 's', options: hostile.map((label) => ({ value: label, label })) },
        { type: 'checkbox', id: hostile[1], label: hostile[3] },
      ],
    };
    const page = await start(tree, '[data-part="step"]');
    await keepClicks(page);
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await preview(page).getByRole('button', { name: 'Menu' }).click();
    await preview(page).getByRole('menuitem', { name: hostile[1] }).click();
    await preview(page).getByRole('tab', { name: hostile[2] }).click();
    await preview(page).getByRole('button', { name: `Close ${hostile[1]}` }).click();
    await preview(page).getByRole('button', { name: hostile[3] }).click();
    await preview(page).locator('[data-node-type="select"] button').click();
    await preview(page).getByRole('option', { name: hostile[0] }).click();
    await preview(page).getByRole('checkbox', { name: hostile[3] }).click();
    const quoted = (text: string) => JSON.stringify(text);
    await expectLines(page, [
      event(`"element":"b","event":"select","value":${quoted(hostile[1]!)}`),
      event(`"element":"t","event":"change","value":${quoted(hostile[2]!)}`),
      event(`"element":"t","event":"close","value":${quoted(hostile[1]!)}`),
      event(`"element":"f","event":"select","item":${quoted(hostile[3]!)}`),
      event(`"element":"s","event":"change","value":${quoted(hostile[0]!)}`),
      event(`"element":${quoted(hostile[1]!)},"event":"change","value":true`),
    ]);
    expect(await preview(page).locator('script').count()).toBe(0);
    expect(await preview(page).locator('[data-node-type="select"] button').innerText()).toBe(hostile[0]);
    expect(dialogs).toBe(0);
  });

  test('a menu and a select of 500 entries open inside the window and scroll; End picks the last', async () => {
    const entries = Array.from({ length: 500 }, (_, i) => ({ value: `v${i}`, label: `Entry ${i}` }));
    const tree = { type: 'column', children: [{ type: 'button', id: 'big', label: 'Big', menu: entries }, { type: 'select', id: 'huge', value: 'v250', options: entries }] };
    const page = await start(tree, '[data-chevron]', { width: 1366, height: 768 });
    await preview(page).getByRole('button', { name: 'Big' }).click();
    const menu = preview(page).getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').count()).toBe(500);
    const opened = await box(menu);
    expect(opened.y).toBeGreaterThanOrEqual(8);
    expect(opened.y + opened.height).toBeLessThanOrEqual(768 - 8 + 0.5);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const select = preview(page).locator('[data-node-type="select"] button');
    await select.click();
    const list = preview(page).getByRole('listbox');
    await list.waitFor();
    // it opens scrolled to the picked option
    await expect.poll(() => focusedName(page)).toBe('Entry 250');
    expect(await list.getByRole('option', { name: 'Entry 250', exact: true }).isVisible()).toBe(true);
    expect((await box(list)).height).toBeLessThanOrEqual(290);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expectLines(page, [event('"element":"big","event":"select","value":"v499"'), event('"element":"huge","event":"change","value":"v499"')]);
  });
});
