import { describe, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expect, openApp, pasteIntoEditor, preview, useBrowser } from './app';

useBrowser();

/** What a person reads on a line of the wire log. */
const wire = (page: Page) => page.getByTestId('wire-text').allInnerTexts();

const BETWEEN_TREES = 'between two trees';

async function show(page: Page, tree: unknown, waitFor?: string): Promise<void> {
  // a tree between the last one and this: no node of the last tree can pass for one of this
  await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: BETWEEN_TREES }));
  await preview(page).getByText(BETWEEN_TREES).waitFor();
  await pasteIntoEditor(page, JSON.stringify(tree, null, 2));
  await preview(page).getByText(BETWEEN_TREES).waitFor({ state: 'detached' });
  for (const selector of waitFor ? [waitFor] : [landmark(tree, 'first'), landmark(tree, 'last')]) await preview(page).locator(selector).first().waitFor();
}

/** The deepest first (or last) child of `tree`, where it is drawn. */
function landmark(tree: unknown, end: 'first' | 'last'): string {
  let node = tree as { type: string; children?: unknown[] };
  let path = '';
  while (node.children?.length) {
    const index = end === 'first' ? 0 : node.children.length - 1;
    node = node.children[index] as typeof node;
    path += `/children/${index}`;
  }
  return `[data-path="${path}"][data-node-type="${node.type}"]`;
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not drawn');
  return found;
}

async function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** A theme colour as the browser computes it (rgb(…)), read from the host frame's variables. */
async function themeColour(page: Page, variable: string): Promise<string> {
  return preview(page).evaluate((host, name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    host.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}

const everyType = {
  type: 'column',
  children: [
    { type: 'card', id: 'tip', closable: true, title: 'Tip', subtitle: 'A card', icon: 'lightbulb', tone: 'info', children: [{ type: 'text', text: 'In the card' }] },
    { type: 'grid', id: 'layout', resizable: true, widths: ['240px', '1', '2'], children: [{ type: 'text', text: 'A' }, { type: 'text', text: 'B' }, { type: 'text', text: 'C' }] },
    {
      type: 'table',
      id: 'runs',
      selected: 'r2',
      columns: [{ label: 'Name' }, { label: 'Time', align: 'end', grow: 3 }],
      rows: [
        { id: 'r1', cells: ['build', '12s', 'beyond the columns'], tone: 'success' },
        { id: 'r2', cells: ['test', '48s'] },
      ],
    },
    { type: 'keyValue', items: [{ label: 'Branch', value: 'main' }, { label: 'Commit', value: '3ce074a', mono: true, tone: 'warning' }] },
    { type: 'stat', label: 'Runs', value: '1,284', detail: '+12%', icon: 'rocket', tone: 'success' },
    { type: 'progress', value: 0.37, label: 'Indexing' },
    { type: 'callout', text: 'Plain note' },
    { type: 'code', language: 'ts', title: 'main.ts', text: 'const answer = 42; // why' },
  ],
};

// the popover card stands over the panel's top where the pane has no room beside it: kept apart from what is clicked
const withPopover = {
  ...everyType,
  children: [...everyType.children, { type: 'popover', id: 'settings', title: 'Settings', children: [{ type: 'text', text: 'In the popover' }] }],
};

describe("today's elements drawn", () => {
  test('each one is drawn with its type, and the popover only beside the panel', async () => {
    const page = await openApp();
    await show(page, withPopover, '[data-node-type="popover"]');
    const types = await preview(page).locator('[data-node-type]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-node-type')));
    for (const type of ['card', 'grid', 'table', 'keyValue', 'stat', 'progress', 'callout', 'code', 'popover']) expect(types, type).toContain(type);
    // drawn out of the column: its own box is the card beside the panel, at the popover's pointer
    expect(await preview(page).locator('[data-node-type="popover"]').getAttribute('data-path')).toBe('/children/8');
    expect(await preview(page).locator('[data-node-type="popover"]').innerText()).toContain('In the popover');
    expect(await preview(page).locator('[data-path="/children/0"]').innerText()).toContain('Tip\nA card');
    expect(await preview(page).locator('[data-path="/children/3/items/1"]').getAttribute('data-part')).toBe('pair');
    expect(await preview(page).locator('[data-path="/children/2/rows/0"]').getAttribute('data-part')).toBe('row');
  });

  test('a card: raised, its tone on the border, the icon tinted; the close button only with an id and closable', async () => {
    const page = await openApp();
    await show(page, {
      type: 'column',
      children: [
        { type: 'card', id: 'a', closable: true, title: 'Closable', tone: 'error', icon: 'bug', children: [] },
        { type: 'card', closable: true, title: 'No id', children: [] },
        { type: 'card', title: 'Plain', children: [{ type: 'text', text: 'x' }] },
      ],
    });
    const cards = preview(page).locator('[data-node-type="card"]');
    expect(await cards.count()).toBe(3);
    expect(await cards.nth(0).getByRole('button', { name: 'Close' }).count()).toBe(1);
    expect(await cards.nth(1).getByRole('button', { name: 'Close' }).count()).toBe(0);
    expect(await style(cards.nth(2).locator('.box'), 'background-color')).toBe(await themeColour(page, '--pd-raised'));
    expect(await style(cards.nth(2).locator('.box'), 'border-top-color')).toBe(await themeColour(page, '--pd-border'));
    // tone at 45 %: not the plain border
    expect(await style(cards.nth(0).locator('.box'), 'border-top-color')).not.toBe(await themeColour(page, '--pd-border'));
    expect(await style(cards.nth(0).locator('[data-icon="bug"]'), 'color')).toBe(await themeColour(page, '--pd-tone-error'));
    expect((await box(cards.nth(0).locator('.pd-icon-tile'))).width).toBe(26);
    expect(await style(cards.nth(0).locator('.title'), 'font-size')).toBe('13px');
  });

  test('grid columns: "240px" is fixed, "1" and "2" share the rest; clamps on counts and widths', async () => {
    const page = await openApp();
    await show(page, {
      type: 'column',
      children: [
        { type: 'grid', widths: ['240px', '1', '2'], children: [{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }, { type: 'text', text: 'c' }, { type: 'text', text: 'd' }] },
        { type: 'grid', columns: 9, gap: 'none', children: Array.from({ length: 8 }, (_, i) => ({ type: 'badge', text: `b${i}` })) },
        { type: 'grid', columns: 0, children: [{ type: 'text', text: 'one' }, { type: 'text', text: 'two' }] },
        { type: 'grid', widths: ['4px', 'auto', '40'], children: [{ type: 'text', text: 'x' }, { type: 'text', text: 'y' }, { type: 'text', text: 'z' }] },
        { type: 'grid', children: [{ type: 'text', text: 'left' }, { type: 'text', text: 'right' }] },
      ],
    });
    const grid = (i: number) => preview(page).locator(`[data-path="/children/${i}"]`);
    const cell = (i: number, j: number) => box(preview(page).locator(`[data-path="/children/${i}/children/${j}"]`));
    const inner = (await box(grid(0))).width;
    expect((await cell(0, 0)).width).toBeCloseTo(240, 0);
    const rest = inner - 240 - 2 * 8;
    expect((await cell(0, 1)).width).toBeCloseTo(rest / 3, 0);
    expect((await cell(0, 2)).width).toBeCloseTo((rest * 2) / 3, 0);
    // the fourth child starts a second row under the first column, which keeps its width
    expect((await cell(0, 3)).x).toBeCloseTo((await cell(0, 0)).x, 0);
    expect((await cell(0, 3)).y).toBeGreaterThan((await cell(0, 0)).y);
    // 9 columns are 6: the seventh child is on the second row
    expect((await cell(1, 6)).y).toBeGreaterThan((await cell(1, 5)).y);
    expect((await cell(1, 5)).y).toBe((await cell(1, 0)).y);
    // 0 columns are 1
    expect((await cell(2, 1)).y).toBeGreaterThan((await cell(2, 0)).y);
    // "4px" is 16 px; "auto" a share of 1; "40" a share of 12
    expect((await cell(3, 0)).width).toBeCloseTo(16, 0);
    const shares = (await box(grid(3))).width - 16 - 2 * 8;
    expect((await cell(3, 1)).width).toBeCloseTo(shares / 13, 0);
    expect((await cell(3, 2)).width).toBeCloseTo((shares * 12) / 13, 0);
    // left out: two equal columns
    expect((await cell(4, 0)).width).toBeCloseTo((await cell(4, 1)).width, 0);
  });

  test('a fill grid takes the height left in sight, and each cell of its first row scrolls on its own', async () => {
    const page = await openApp();
    const items = Array.from({ length: 40 }, (_, i) => ({ id: `i${i}`, title: `Item ${i}` }));
    await show(page, {
      type: 'column',
      children: [
        { type: 'text', text: 'Above' },
        { type: 'grid', fill: true, widths: ['120px', '1'], children: [{ type: 'list', id: 'side', items }, { type: 'text', text: 'Page' }] },
      ],
    }, '[data-node-type="list"]');
    const side = preview(page).locator('[data-path="/children/1/children/0"]');
    expect(await side.evaluate((element) => element.scrollHeight > element.clientHeight + 100)).toBe(true);
    expect(await style(side, 'overflow-y')).toBe('auto');
    const pane = await box(page.getByRole('region', { name: 'Preview' }));
    const host = await box(preview(page));
    expect(host.y + host.height).toBeLessThanOrEqual(pane.y + pane.height);
    expect((await box(preview(page).locator('[data-path="/children/1"]'))).height).toBeGreaterThanOrEqual(240);
  });

  test('a table: shares by grow, upper-case headings, a tone dot, the selected row, no cells past the columns, the empty state', async () => {
    const page = await openApp();
    await show(page, {
      type: 'column',
      children: [
        everyType.children[2],
        { type: 'table', id: 'none', columns: [{ label: 'Name' }], rows: [], empty: 'Nothing ran yet' },
        { type: 'table', id: 'bare', columns: [{ label: 'Name' }], rows: [] },
      ],
    });
    const table = preview(page).locator('[data-path="/children/0"]');
    const headings = table.locator('.header .cell');
    expect(await headings.allInnerTexts()).toEqual(['NAME', 'TIME']);
    const inner = (await box(table)).width - 2;
    expect((await box(headings.nth(0))).width).toBeCloseTo(inner / 4, 0);
    expect((await box(headings.nth(1))).width).toBeCloseTo((inner * 3) / 4, 0);
    expect(await style(headings.nth(0).locator('.label'), 'font-size')).toBe('11px');
    const first = table.locator('[data-part="row"]').nth(0);
    expect(await first.locator('.cell').allInnerTexts()).toEqual(['build', '12s']);
    expect(await table.innerText()).not.toContain('beyond the columns');
    expect(await style(first.locator('.dot'), 'background-color')).toBe(await themeColour(page, '--pd-tone-success'));
    expect((await box(first.locator('.dot'))).width).toBe(7);
    expect(await table.locator('[data-part="row"]').nth(1).locator('.dot').count()).toBe(0);
    expect(await style(table.locator('[data-part="row"]').nth(1), 'background-color')).toBe(await themeColour(page, '--pd-selected'));
    expect(await style(first, 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await style(table.locator('.box'), 'background-color')).toBe(await themeColour(page, '--pd-sunken'));
    // the time column lines up at its end
    const timeCell = first.locator('.cell').nth(1);
    const time = await box(timeCell.locator('.text'));
    const cellBox = await box(timeCell);
    expect(time.x + time.width).toBeCloseTo(cellBox.x + cellBox.width - 8, 0);
    // an empty table keeps its heading and says so, in its own words or the default
    expect(await preview(page).locator('[data-path="/children/1"]').innerText()).toBe('NAME\nNothing ran yet');
    expect(await preview(page).locator('[data-path="/children/2"] [data-empty-state]').innerText()).toBe('No rows');
  });

  test('keyValue, stat, progress and callout measure as Agentty draws them', async () => {
    const page = await openApp();
    await show(page, {
      type: 'column',
      children: [
        everyType.children[3],
        everyType.children[4],
        { type: 'progress', value: 0.37, label: 'Indexing' },
        { type: 'progress', value: 7, detail: '12 of 12', tone: 'success' },
        { type: 'progress', value: -3 },
        { type: 'callout', text: 'Plain note' },
        { type: 'callout', title: 'Careful', text: 'A warning', tone: 'warning', icon: 'zap' },
      ],
    });
    const at = (i: number) => preview(page).locator(`[data-path="/children/${i}"]`);
    // keyValue: the label is 38 % wide, a neutral value BRIGHT, a toned one in its tone, mono when asked
    const pair = at(0).locator('[data-part="pair"]').nth(1);
    expect((await box(pair.locator('.label'))).width).toBeCloseTo((await box(at(0))).width * 0.38, 0);
    expect(await style(at(0).locator('.value').nth(0), 'color')).toBe(await themeColour(page, '--pd-bright'));
    expect(await style(pair.locator('.value'), 'color')).toBe(await themeColour(page, '--pd-tone-warning'));
    expect(await style(pair.locator('.value'), 'font-family')).not.toBe(await style(at(0).locator('.value').nth(0), 'font-family'));
    // stat: the value 22 px Medium, the label upper-case, the detail in the tone
    expect(await style(at(1).locator('.value'), 'font-size')).toBe('22px');
    expect(await style(at(1).locator('.value'), 'font-weight')).toBe('500');
    expect(await at(1).innerText()).toBe('RUNS\n1,284\n+12%');
    expect(await style(at(1).locator('.detail'), 'color')).toBe(await themeColour(page, '--pd-tone-success'));
    // progress: 37 % of the track, "37%"; clamped to 0 … 1; the detail instead of the percentage
    const track = await box(at(2).locator('.track'));
    expect(track.height).toBe(6);
    expect((await box(at(2).locator('.fill'))).width / track.width).toBeCloseTo(0.37, 2);
    expect(await at(2).innerText()).toBe('Indexing\n37%');
    expect(await style(at(2).locator('.fill'), 'background-color')).toBe(await themeColour(page, '--pd-accent'));
    expect((await box(at(3).locator('.fill'))).width).toBeCloseTo((await box(at(3).locator('.track'))).width, 0);
    expect(await at(3).innerText()).toBe('12 of 12');
    expect((await box(at(4).locator('.fill'))).width).toBe(0);
    expect(await at(4).innerText()).toBe('0%');
    // callout: info by default, with the info icon; another tone with the icon it names
    expect(await style(at(5).locator('[data-icon="info"]'), 'color')).toBe(await themeColour(page, '--pd-tone-info'));
    expect(await style(at(5).locator('.box'), 'border-top-color')).not.toBe(await style(at(6).locator('.box'), 'border-top-color'));
    expect(await at(6).locator('[data-icon="zap"]').count()).toBe(1);
    expect(await style(at(6).locator('[data-icon="zap"]'), 'color')).toBe(await themeColour(page, '--pd-tone-warning'));
    expect(await at(6).innerText()).toBe('Careful\nA warning');
  });

  test('in a row, cards, stats, progress bars, callouts, key-values, tables, code and grids share the width equally', async () => {
    const page = await openApp();
    const tree = {
      type: 'row',
      gap: 'none',
      children: [
        { type: 'card', title: 'A much longer card title than the rest', children: [] },
        { type: 'stat', label: 'S', value: '1' },
        { type: 'progress', value: 0.5 },
        { type: 'callout', text: 'c' },
      ],
    };
    await show(page, tree);
    const widths = await preview(page).locator('[data-path=""] > [data-node-type]').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
    expect(widths).toHaveLength(4);
    for (const width of widths) expect(width).toBeCloseTo(widths[0] ?? 0, 0);
    await show(page, { ...tree, children: [{ type: 'keyValue', items: [] }, { type: 'table', id: 't', columns: [] }, { type: 'code', text: 'x' }, { type: 'grid', children: [{ type: 'text', text: 'g' }] }] }, '[data-node-type="grid"]');
    const more = await preview(page).locator('[data-path=""] > [data-node-type]').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
    for (const width of more) expect(width).toBeCloseTo(more[0] ?? 0, 0);
  });

  test('code: its caption, no wrapping with sideways scroll, colours for TypeScript, plain for an unknown language', async () => {
    const page = await openApp();
    const long = `const line = "${'x'.repeat(400)}";`;
    await show(page, {
      type: 'column',
      children: [
        { type: 'code', language: 'typescript', text: `import { a } from "b";\n${long}` },
        { type: 'code', language: 'cobol', title: 'Legacy', text: 'DISPLAY "HI".' },
      ],
    });
    const code = preview(page).locator('[data-path="/children/0"]');
    expect(await code.locator('.caption').innerText()).toBe('typescript');
    expect(await preview(page).locator('[data-path="/children/1"] .caption').innerText()).toBe('Legacy');
    const body = code.locator('.body');
    expect(await body.innerText()).toBe(`import { a } from "b";\n${long}`);
    expect(await style(body, 'white-space')).toBe('pre');
    expect(await body.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await body.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    expect(await style(body, 'font-size')).toBe('12px');
    expect(await style(code.locator('.t-control').first(), 'color')).toBe(await themeColour(page, '--pd-syntax-control'));
    expect(await code.locator('.t-control').allInnerTexts()).toEqual(['import', 'from']);
    expect(await code.locator('.t-string').first().innerText()).toBe('"b"');
    expect(await preview(page).locator('[data-path="/children/1"] .body span').count()).toBe(0);
    // dragging the code sideways scrolls it
    const area = await box(body);
    await page.mouse.move(area.x + area.width - 20, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + 20, area.y + area.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await body.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  });
});

describe("today's elements operated", () => {
  test('a table row click sends select with the row id', async () => {
    const page = await openApp();
    await show(page, everyType, '[data-node-type="table"]');
    await preview(page).locator('[data-path="/children/2/rows/1"]').click();
    await expect.poll(() => wire(page)).toEqual([expect.stringContaining('"params":{"element":"runs","event":"select","item":"r2","context"')]);
  });

  test('a closable card and the popover send close', async () => {
    const page = await openApp();
    await show(page, everyType, '[data-node-type="card"]');
    await preview(page).locator('[data-path="/children/0"]').getByRole('button', { name: 'Close' }).click();
    await show(page, withPopover, '[data-node-type="popover"]');
    await preview(page).locator('[data-node-type="popover"]').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => wire(page)).toEqual([
      expect.stringContaining('"params":{"element":"tip","event":"close","context"'),
      expect.stringContaining('"params":{"element":"settings","event":"close","context"'),
    ]);
  });

  test('dragging the grid handle resizes the fixed column and sends one resize, clamped, once the drag pauses', async () => {
    const page = await openApp();
    await show(page, everyType, '[data-node-type="grid"]');
    const first = preview(page).locator('[data-path="/children/1/children/0"]');
    const handle = preview(page).locator('[data-path="/children/1"] .pd-grid-handle');
    const at = await box(handle);
    const x = at.x + at.width / 2;
    const y = at.y + at.height / 2;
    // 6 px wide, in the middle of the gap right of the fixed column, as tall as the first row
    const column = await box(first);
    expect(at.width).toBe(6);
    expect(x).toBeCloseTo(column.x + column.width + 4, 0);
    expect(at.height).toBeCloseTo(column.height, 0);
    await page.mouse.move(x, y);
    await page.mouse.down();
    // one move, then a pause: on a busy machine small steps may pause between them too, and each pause sends
    await page.mouse.move(x - 120, y);
    await page.mouse.up();
    // 240 - 120 = 120 is clamped to 160
    await expect.poll(async () => Math.round((await box(first)).width)).toBe(160);
    await expect.poll(() => wire(page)).toEqual([expect.stringContaining('"params":{"element":"layout","event":"resize","value":160.0,"context"')]);
    await page.waitForTimeout(600);
    expect(await wire(page)).toHaveLength(1);
    // a grid with no id has no handle: nothing to send with
    await show(page, { type: 'grid', resizable: true, widths: ['200px', '1'], children: [{ type: 'text', text: 'no id' }] }, '[data-node-type="grid"]');
    expect(await preview(page).locator('.pd-grid-handle').count()).toBe(0);
  });

  test('the copy button puts the code on the clipboard, says so, and sends nothing', async () => {
    const page = await openApp();
    await show(page, everyType, '[data-node-type="code"]');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const code = preview(page).locator('[data-node-type="code"]');
    await code.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('const answer = 42; // why');
    expect(await code.getByRole('status').innerText()).toBe('Copied');
    await page.waitForTimeout(400);
    expect(await wire(page)).toEqual([]);
  });
});

describe('the popover', () => {
  test('only the first is drawn, 380 px wide, 44 px below the panel top, beside the panel or kept in sight', async () => {
    const page = await openApp();
    await show(page, {
      type: 'column',
      children: [
        { type: 'text', text: 'Before' },
        { type: 'row', children: [{ type: 'popover', id: 'first', title: 'First', children: [] }] },
        { type: 'popover', id: 'second', title: 'Second', children: [] },
        { type: 'text', text: 'After' },
      ],
    }, '[data-node-type="popover"]');
    const card = preview(page).locator('[data-node-type="popover"]');
    expect(await card.count()).toBe(1);
    expect(await card.locator('.title').innerText()).toBe('First');
    const host = await box(preview(page));
    const drawn = await box(card);
    expect(drawn.width).toBe(380);
    expect(drawn.y - host.y).toBeCloseTo(44, 0);
    const area = await box(page.locator('.pd-stage'));
    // beside the panel when Agentty's area has room, else pulled left to stay 8 px inside it
    expect(drawn.x).toBeCloseTo(Math.min(host.x + host.width + 8, area.x + area.width - 8 - 380), 0);
    // a popover adds no gap in a column: the texts are one gap apart
    const before = await box(preview(page).getByText('Before'));
    const after = await box(preview(page).getByText('After'));
    const row = await box(preview(page).locator('[data-path="/children/1"]'));
    expect(row.y - (before.y + before.height)).toBeCloseTo(8, 0);
    expect(after.y - (row.y + row.height)).toBeCloseTo(8, 0);
  });

  test("on a wide screen it still keeps inside Agentty's area: a docked panel sits at its right edge, so the card is drawn over the panel's right side", async () => {
    const page = await openApp('/', undefined, { width: 2400, height: 900 });
    await show(page, withPopover, '[data-node-type="popover"]');
    const host = await box(preview(page));
    const area = await box(page.locator('.pd-stage'));
    const drawn = await box(preview(page).locator('[data-node-type="popover"]'));
    expect(host.x + host.width).toBeCloseTo(area.x + area.width, 0);
    expect(drawn.x + drawn.width).toBeCloseTo(area.x + area.width - 8, 0);
    expect(drawn.width).toBe(380);
  });
});

describe('long and hostile text', () => {
  test('a 25,000-character text is drawn as Agentty draws it: 20,000 characters and "…"', async () => {
    const page = await openApp();
    await show(page, {
      type: 'column',
      children: [
        { type: 'text', text: 'y'.repeat(25_000) },
        { type: 'callout', text: 'z'.repeat(25_000) },
        { type: 'code', text: 'c'.repeat(25_000) },
        { type: 'toggle', id: 't', label: 'l'.repeat(25_000) },
      ],
    });
    expect(await preview(page).locator('[data-path="/children/0"]').innerText()).toBe('y'.repeat(20_000) + '…');
    expect(await preview(page).locator('[data-path="/children/1"] .text').innerText()).toBe('z'.repeat(20_000) + '…');
    expect(await preview(page).locator('[data-path="/children/2"] .body').innerText()).toBe('c'.repeat(20_000) + '…');
    // a label that wraps is cut the same way; one cut by the width to one line keeps the shorter cut it never shows
    expect(await preview(page).locator('[data-path="/children/3"] .label').innerText()).toBe('l'.repeat(20_000) + '…');
  });

  test('quotes, </script>, emoji and right-to-left text are drawn as text', async () => {
    const page = await openApp();
    const hostile = `"quoted" 'single' </script><img src=x onerror="window.hacked=1"> 🎉👩‍💻 שלום עולם`;
    await show(page, {
      type: 'column',
      children: [
        { type: 'card', title: hostile, subtitle: hostile, children: [] },
        { type: 'table', id: hostile, columns: [{ label: hostile }], rows: [{ id: hostile, cells: [hostile] }] },
        { type: 'keyValue', items: [{ label: hostile, value: hostile }] },
        { type: 'stat', label: 'x', value: hostile },
        { type: 'callout', title: hostile, text: hostile },
        { type: 'code', language: 'js', text: hostile },
        { type: 'popover', id: 'p', title: hostile, children: [] },
      ],
    }, '[data-node-type="popover"]');
    expect(await preview(page).locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await preview(page).locator('[data-path="/children/0"] .title').innerText()).toBe(hostile);
    expect(await preview(page).locator('[data-path="/children/1/rows/0"]').innerText()).toBe(hostile);
    expect(await preview(page).locator('[data-path="/children/2/items/0"] .value').innerText()).toBe(hostile);
    expect(await preview(page).locator('[data-path="/children/5"] .body').innerText()).toBe(hostile);
    expect(await preview(page).locator('[data-node-type="popover"] .title').innerText()).toBe(hostile);
    // right-to-left text on its own reads right to left
    await show(page, { type: 'keyValue', items: [{ label: 'שם', value: 'שלום עולם' }] }, '[data-node-type="keyValue"]');
    expect(await preview(page).locator('.value').evaluate((element) => element.matches(':dir(rtl)'))).toBe(true);
    // the row click sends the hostile id exactly
    await show(page, { type: 'table', id: 't', columns: [{ label: 'A' }], rows: [{ id: hostile, cells: ['a'] }] }, '[data-node-type="table"]');
    await preview(page).locator('[data-part="row"]').click();
    await expect.poll(() => wire(page)).toEqual([expect.stringContaining(`"item":${JSON.stringify(hostile)}`)]);
  });

  test('a table of 5,000 rows draws only those in view, and an empty keyValue draws nothing', async () => {
    const page = await openApp();
    const rows = Array.from({ length: 5_000 }, (_, i) => ({ id: `r${i}`, cells: [`row ${i}`] }));
    await show(page, { type: 'column', children: [{ type: 'keyValue', items: [] }, { type: 'table', id: 'big', columns: [{ label: 'Row' }], rows }] }, '[data-part="row"]');
    expect(await preview(page).locator('[data-part="row"]').count()).toBeLessThan(200);
    expect(await preview(page).locator('[data-path="/children/0"]').innerText()).toBe('');
    await preview(page).locator('[data-path="/children/1/rows/3"]').click();
    await expect.poll(() => wire(page)).toEqual([expect.stringContaining('"element":"big","event":"select","item":"r3"')]);
  });
});
