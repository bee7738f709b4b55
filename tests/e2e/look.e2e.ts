// The look test: every node type drawn at the app's defaults, its computed styles read from the page and
// compared with the table of Agentty's numbers (src/preview/agentty-look.ts, from agentty-look.md).
import { describe, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  AGENTTY_LOOK as L,
  COLOURS,
  EMPTY_STATE,
  GAPS,
  ICONS,
  LINE_HEIGHT,
  MONO_FAMILY,
  PANEL,
  SYNTAX,
  TONE_COLOURS,
  TYPE,
  WEIGHT,
  type Hex,
  type Paint,
  type TextLook,
} from '../../src/preview/agentty-look';
import { newDocument } from '../../src/share/document';
import { encodeShareLink } from '../../src/share/link';
import { expect, openApp, openInFreshBrowser, pasteIntoEditor, preview, useBrowser } from './app';

useBrowser();

const TONES = ['neutral', 'info', 'success', 'warning', 'error'] as const;

// one child of the root column per name, so a check finds its node by name
const parts = {
  body: { type: 'text', text: 'Body text' },
  title: { type: 'text', style: 'title', text: 'Title text' },
  muted: { type: 'text', style: 'muted', text: 'Muted text' },
  small: { type: 'text', style: 'small', text: 'Small text' },
  codeText: { type: 'text', style: 'code', text: 'npm run build' },
  error: { type: 'text', style: 'error', text: 'Error text' },
  success: { type: 'text', style: 'success', text: 'Success text' },
  titleRow: { type: 'row', children: [{ type: 'text', style: 'title', text: 'A title long enough to want more than sixty percent of its row' }, { type: 'text', text: 'Beside' }] },
  section: { type: 'section', title: 'Section title', children: [{ type: 'text', text: 'A' }, { type: 'text', text: 'B' }] },
  buttons: {
    type: 'row',
    gap: 'small',
    children: [
      { type: 'button', id: 'primary', label: 'Primary', variant: 'primary', icon: 'rocket' },
      { type: 'button', id: 'secondary', label: 'Secondary', variant: 'secondary' },
      { type: 'button', id: 'ghost', label: 'Ghost', variant: 'ghost' },
      { type: 'button', id: 'danger', label: 'Danger', variant: 'danger' },
    ],
  },
  iconButtons: {
    type: 'row',
    gap: 'large',
    children: [
      { type: 'button', id: 'only-icon', label: '', icon: 'settings' },
      { type: 'button', id: 'unknown', label: 'Unknown', icon: 'no-such-icon' },
      { type: 'button', id: 'puzzle', label: 'Puzzle', icon: 'puzzle' },
      { type: 'button', id: 'off', label: 'Off', disabled: true },
    ],
  },
  badges: { type: 'row', gap: 'none', children: TONES.map((tone) => ({ type: 'badge', text: tone, tone })) },
  input: { type: 'input', id: 'name', placeholder: 'Type here' },
  monoInput: { type: 'input', id: 'command', value: 'ls -la', mono: true },
  list: {
    type: 'list',
    id: 'files',
    items: [
      { id: 'plain', title: 'Plain row' },
      { id: 'neutral', title: 'Neutral icon', icon: 'file', subtitle: 'A subtitle', detail: 'A detail', selected: true },
      { id: 'tone', title: 'Success icon', icon: 'file', tone: 'success', tag: 'feature/long', tagTone: 'warning', actions: [{ id: 'open', label: 'Open', icon: 'external-link' }] },
      { id: 'deep', title: 'Two deep', depth: 2 },
    ],
  },
  emptyList: { type: 'list', id: 'none', items: [], empty: 'Nothing yet' },
  manyActions: {
    type: 'list',
    id: 'busy',
    items: [{ id: 'row', title: 'Five buttons', actions: [...['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, label: id.toUpperCase() })), { id: 'f', tooltip: 'Sixth' }] }],
  },
  choice: { type: 'choice', id: 'env', value: 'b', options: [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }] },
  toggleOn: { type: 'toggle', id: 'on', label: 'On', value: true },
  toggleOff: { type: 'toggle', id: 'off', label: 'Off', value: false },
  spinner: { type: 'spinner', text: 'Loading' },
  divider: { type: 'divider' },
  flow: {
    type: 'flow',
    id: 'pipeline',
    steps: [
      { id: 'done', title: 'Done step', subtitle: 'finished', state: 'done', icon: 'check' },
      { id: 'active', title: 'Active step', state: 'active' },
      { id: 'off', title: 'Off step', state: 'off', side: true },
      { id: 'picked', title: 'Selected step', state: 'on', selected: true },
      { id: 'broken', title: 'Error step', state: 'error' },
    ],
  },
  card: { type: 'card', id: 'tip', closable: true, title: 'Card title', subtitle: 'Card subtitle', icon: 'lightbulb', tone: 'info', children: [{ type: 'text', text: 'One' }, { type: 'text', text: 'Two' }] },
  plainCard: { type: 'card', title: 'Plain', icon: 'file', children: [] },
  grid: { type: 'grid', children: [{ type: 'text', text: 'Left' }, { type: 'text', text: 'Right' }] },
  tabs: {
    type: 'tabs',
    id: 'views',
    value: 'one',
    tabs: [
      { id: 'one', label: 'First', badge: '3', icon: 'list' },
      { id: 'two', label: 'Second', closable: true },
    ],
    children: [{ type: 'text', text: 'Tab content' }],
  },
  table: {
    type: 'table',
    id: 'runs',
    selected: 'r2',
    columns: [{ label: 'name' }, { label: 'time', align: 'end' }],
    rows: [
      { id: 'r1', cells: ['build', '12s'], tone: 'success' },
      { id: 'r2', cells: ['test', '48s'] },
      { id: 'r3', cells: ['lint', '3s'] },
    ],
  },
  emptyTable: { type: 'table', id: 'empty', columns: [{ label: 'Name' }], rows: [] },
  keyValue: { type: 'keyValue', items: [{ label: 'Branch', value: 'main' }, { label: 'Commit', value: '3ce074a', mono: true, tone: 'warning' }] },
  stat: { type: 'stat', label: 'runs', value: '1,284', detail: '+12%', icon: 'rocket', tone: 'success' },
  progress: { type: 'progress', value: 0.37, label: 'Indexing' },
  warningProgress: { type: 'progress', value: 0.5, label: 'Disk', tone: 'warning' },
  callout: { type: 'callout', title: 'Heads up', text: 'A plain note' },
  select: { type: 'select', id: 'model', value: 'b', options: [{ value: 'a', label: 'Small' }, { value: 'b', label: 'Large' }] },
  emptySelect: { type: 'select', id: 'unset', placeholder: 'Pick one', options: [{ value: 'a', label: 'A' }] },
  checked: { type: 'checkbox', id: 'yes', label: 'Checked', value: true },
  unchecked: { type: 'checkbox', id: 'no', label: 'Unchecked', description: 'A description', value: false },
  code: { type: 'code', title: 'main.ts', language: 'ts', text: 'const answer = 42;' },
  popover: { type: 'popover', id: 'pop', title: 'Popover title', children: [{ type: 'text', text: 'In the popover' }] },
} as const;

type Part = keyof typeof parts;
const names = Object.keys(parts) as Part[];
const everyType = { type: 'column', children: Object.values(parts) };

/** The drawn node of a part. */
const node = (page: Page, part: Part): Locator => preview(page).locator(`[data-path="/children/${names.indexOf(part)}"]`);

async function showEveryType(page: Page): Promise<void> {
  await pasteIntoEditor(page, JSON.stringify(everyType, null, 2));
  await node(page, 'popover').waitFor();
  await node(page, 'body').getByText('Body text').waitFor();
  // the icons arrive with their own chunk
  await expect.poll(() => node(page, 'iconButtons').locator('[data-unknown-icon] > *').count()).toBeGreaterThan(0);
}

/** An opaque colour as the browser computes it. */
function rgb(hex: Hex): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** What a paint of the table computes to: a hex as rgb(…); a tint resolved by the page from its hex and alpha. */
async function paint(page: Page, value: Paint): Promise<string> {
  if (value === 'transparent') return 'rgba(0, 0, 0, 0)';
  if (typeof value === 'string') return rgb(value);
  const mix = `color-mix(in srgb, ${value.hex} ${Math.round(value.alpha * 1000) / 10}%, transparent)`;
  return preview(page).evaluate((host, colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    host.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, mix);
}

/** Computed styles of the first element `locator` finds (a pseudo-element with `pseudo`). */
async function css(locator: Locator, pseudo?: string): Promise<CSSStyleDeclaration & Record<string, string>> {
  const all = await locator.first().evaluate((element, at) => {
    const style = getComputedStyle(element, at ?? null);
    const out: Record<string, string> = {};
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      out[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = style.getPropertyValue(name);
    }
    // a shorthand the list of longhands leaves out
    out.whiteSpace = style.getPropertyValue('white-space');
    return out;
  }, pseudo);
  return all as CSSStyleDeclaration & Record<string, string>;
}

const px = (value: string): number => Number.parseFloat(value);

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.first().boundingBox();
  if (found === null) throw new Error('not drawn');
  return found;
}

/** A run of text against its row in the table: size, weight, colour, one line cut with "…" or wrapping, mono. */
async function expectText(page: Page, locator: Locator, look: TextLook, what: string): Promise<void> {
  const style = await css(locator);
  expect(px(style.fontSize), `${what}: font size`).toBe(look.size);
  expect(Number(style.fontWeight), `${what}: weight`).toBe(look.weight);
  expect(style.color, `${what}: colour`).toBe(await paint(page, look.colour));
  if (look.oneLine) {
    expect(style.whiteSpace, `${what}: one line`).toMatch(/^(nowrap|pre)$/);
    expect(style.textOverflow, `${what}: cut with …`).toBe('ellipsis');
    expect(style.overflowX, `${what}: cut`).toBe('hidden');
  } else {
    expect(style.whiteSpace, `${what}: wraps`).toMatch(/^(normal|pre-wrap|pre-line)$/);
  }
  if (look.mono) expect(style.fontFamily, `${what}: mono`).toMatch(new RegExp(`^"?${MONO_FAMILY}"?,`));
  else expect(style.fontFamily, `${what}: the UI font`).not.toContain(MONO_FAMILY);
  if (look.uppercase) {
    const shown = await locator.first().innerText();
    expect(shown, `${what}: upper case`).toBe(shown.toUpperCase());
    expect(shown, `${what}: has letters`).toMatch(/[A-Z]/);
  }
}

async function expectPadding(locator: Locator, y: number, x: number, what: string): Promise<void> {
  const style = await css(locator);
  expect([style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(px), `${what}: padding`).toEqual([y, x, y, x]);
}

async function expectBox(page: Page, locator: Locator, look: { radius: number; border: Paint; background: Paint }, what: string): Promise<void> {
  const style = await css(locator);
  expect(px(style.borderTopLeftRadius), `${what}: radius`).toBe(look.radius);
  expect(px(style.borderTopWidth), `${what}: border width`).toBe(1);
  expect(style.borderTopColor, `${what}: border`).toBe(await paint(page, look.border));
  expect(style.borderBottomColor, `${what}: border all round`).toBe(await paint(page, look.border));
  expect(style.backgroundColor, `${what}: background`).toBe(await paint(page, look.background));
}

/** A pill: its radius is at least half its height. */
async function expectPill(locator: Locator, what: string): Promise<void> {
  const radius = px((await css(locator)).borderTopLeftRadius);
  expect(radius, `${what}: a pill`).toBeGreaterThanOrEqual((await box(locator)).height / 2);
}

async function iconSize(locator: Locator): Promise<number> {
  return (await box(locator)).width;
}

describe("the preview draws each element with Agentty's numbers", () => {
  test('the panel, the type scale, gaps, sections and the seven text styles', async () => {
    const page = await openApp();
    await showEveryType(page);
    const host = preview(page);
    // the panel: 360 px, PANEL, 12 px around the root, FOREGROUND at 13 px
    expect(await host.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(PANEL.width);
    expect((await css(host)).backgroundColor).toBe(rgb(PANEL.background));
    expect((await css(host)).backgroundColor).toBe('rgb(33, 33, 36)');
    await expectPadding(host.locator('[data-host-content]'), PANEL.bodyPadding, PANEL.bodyPadding, 'panel body');
    // the text styles (§1.2)
    for (const style of ['body', 'title', 'muted', 'small', 'codeText', 'error', 'success'] as const) {
      const look = L.text.styles[style === 'codeText' ? 'code' : style];
      await expectText(page, node(page, style), look, `text ${style}`);
    }
    expect(L.text.styles.title).toMatchObject({ size: 16, weight: 500 });
    expect([L.text.styles.body.size, L.text.styles.muted.size, L.text.styles.small.size]).toEqual([13, 12, 11]);
    // GPUI's line height: 13 px text on a line of 21 px
    expect((await box(node(page, 'body'))).height).toBeCloseTo(TYPE.body * LINE_HEIGHT, 0);
    // the code style's box
    await expectBox(page, node(page, 'codeText'), L.text.codeBox, 'code text');
    await expectPadding(node(page, 'codeText'), L.text.codeBox.paddingY, L.text.codeBox.paddingX, 'code text');
    // in a row a title takes its own width, at most 60 %, and a body text the rest
    const titleRow = node(page, 'titleRow');
    const rowWidth = (await box(titleRow)).width;
    const [wideTitle, beside] = [await box(titleRow.locator('[data-node-type="text"]').nth(0)), await box(titleRow.locator('[data-node-type="text"]').nth(1))];
    expect(wideTitle.width).toBeCloseTo(rowWidth * L.row.titleMaxShare, 0);
    expect(beside.width).toBeCloseTo(rowWidth - wideTitle.width - L.row.defaultGap, 0);
    // a text in a column takes the column's width
    expect((await box(node(page, 'body'))).width).toBeCloseTo(PANEL.width - 2 * PANEL.bodyPadding, 0);
    // gaps: the root column's default, and rows of none, small and large
    expect(px((await css(preview(page).locator('[data-path=""]'))).rowGap)).toBe(L.column.defaultGap);
    expect(px((await css(node(page, 'badges'))).columnGap)).toBe(GAPS.none);
    expect(px((await css(node(page, 'buttons'))).columnGap)).toBe(GAPS.small);
    expect(px((await css(node(page, 'iconButtons'))).columnGap)).toBe(GAPS.large);
    expect([GAPS.small, GAPS.medium, GAPS.large]).toEqual([4, 8, 16]);
    const [first, second] = [await box(node(page, 'buttons').locator('[data-node-type="button"]').nth(0)), await box(node(page, 'buttons').locator('[data-node-type="button"]').nth(1))];
    expect(second.x - (first.x + first.width)).toBeCloseTo(GAPS.small, 1);
    expect((await css(node(page, 'buttons'))).alignItems).toBe(L.row.alignItems);
    // a section: 12 px above, an 11 px Medium MUTED upper-case title, children 8 px apart, no border
    const section = node(page, 'section');
    expect(px((await css(section)).paddingTop)).toBe(L.section.spaceAbove);
    expect(px((await css(section)).borderTopWidth)).toBe(0);
    await expectText(page, section.locator('.title'), L.section.title, 'section title');
    expect(await section.locator('.title').innerText()).toBe('SECTION TITLE');
    expect(px((await css(section.locator('[data-children]'))).rowGap)).toBe(L.section.gap);
  });

  test('buttons, icons, badges, the spinner, the divider and inputs', async () => {
    const page = await openApp();
    await showEveryType(page);
    const buttons = node(page, 'buttons').locator('[data-node-type="button"]');
    for (const [i, variant] of (['primary', 'secondary', 'ghost', 'danger'] as const).entries()) {
      const button = buttons.nth(i);
      const look = L.button.variants[variant];
      const style = await css(button);
      expect((await box(button)).height, `${variant}: height`).toBe(L.button.height);
      expect(px(style.paddingLeft), `${variant}: padding`).toBe(L.button.paddingX);
      expect(px(style.borderTopLeftRadius), `${variant}: radius`).toBe(L.button.radius);
      expect(px(style.borderTopWidth), `${variant}: border`).toBe(L.button.borderWidth);
      expect(px(style.fontSize), `${variant}: label size`).toBe(L.button.label.size);
      expect(Number(style.fontWeight), `${variant}: label weight`).toBe(L.button.label.weight);
      expect(style.whiteSpace, `${variant}: one line`).toBe('nowrap');
      expect(style.backgroundColor, `${variant}: fill`).toBe(await paint(page, look.fill));
      expect(style.borderTopColor, `${variant}: border`).toBe(await paint(page, look.border));
      expect(style.color, `${variant}: text`).toBe(await paint(page, look.text));
    }
    expect((await css(buttons.nth(0))).backgroundColor).toBe('rgb(0, 120, 212)');
    // hover: primary lightened 12 %, secondary 6 %
    await buttons.nth(0).hover();
    await expect.poll(async () => (await css(buttons.nth(0))).backgroundColor).toBe(rgb(L.button.variants.primary.hover));
    await buttons.nth(1).hover();
    await expect.poll(async () => (await css(buttons.nth(1))).backgroundColor).toBe(rgb(L.button.variants.secondary.hover));
    // the icon: 14 px, 6 px before the label
    const icon = buttons.nth(0).locator('svg');
    expect(await iconSize(icon)).toBe(L.button.icon);
    expect((await box(buttons.nth(0).locator('.label'))).x - ((await box(icon)).x + L.button.icon)).toBeCloseTo(L.button.gap, 1);
    // an icon with a blank label is a 28 px square; disabled is 40 %
    const row = node(page, 'iconButtons').locator('[data-node-type="button"]');
    expect(await box(row.nth(0))).toMatchObject({ width: L.button.iconOnly, height: L.button.iconOnly });
    expect(Number((await css(row.nth(3))).opacity)).toBe(L.button.disabledOpacity);
    // an unknown name draws the puzzle, the same drawing as the puzzle itself
    const unknown = row.nth(1).locator('svg');
    expect(await unknown.getAttribute('data-icon')).toBe(ICONS.fallback);
    expect(await unknown.getAttribute('data-unknown-icon')).toBe('no-such-icon');
    const drawing = (locator: Locator) => locator.evaluate((svg) => [...svg.children].filter((child) => child.tagName !== 'title').map((child) => child.outerHTML).join(''));
    expect(await drawing(unknown)).toBe(await drawing(row.nth(2).locator('svg')));
    expect(await drawing(unknown)).not.toBe(await drawing(row.nth(0).locator('svg')));
    // badges: a pill, 8/2 px, 11 px Medium in the tone on the tone at 16 % (neutral is MUTED)
    const badges = node(page, 'badges').locator('[data-node-type="badge"]');
    for (const [i, tone] of TONES.entries()) {
      const badge = badges.nth(i);
      const style = await css(badge);
      await expectPadding(badge, L.badge.paddingY, L.badge.paddingX, `badge ${tone}`);
      await expectPill(badge, `badge ${tone}`);
      expect(px(style.fontSize)).toBe(L.badge.size);
      expect(Number(style.fontWeight)).toBe(L.badge.weight);
      expect(style.color, `badge ${tone}`).toBe(rgb(TONE_COLOURS[tone]));
      expect(style.backgroundColor, `badge ${tone}`).toBe(await paint(page, { hex: TONE_COLOURS[tone], alpha: L.badge.alpha }));
      expect(px(style.borderTopWidth)).toBe(0);
      expect(style.whiteSpace).toBe('nowrap');
    }
    // the spinner: a loading row, 12/8 px, a 14 px MUTED loader-circle, 12 px MUTED text
    const spinner = node(page, 'spinner');
    await expectPadding(spinner, L.spinner.paddingY, L.spinner.paddingX, 'spinner');
    expect(px((await css(spinner)).columnGap)).toBe(L.spinner.gap);
    expect(await spinner.locator('svg').getAttribute('data-icon')).toBe(L.spinner.icon.name);
    expect(await iconSize(spinner.locator('svg'))).toBe(L.spinner.icon.size);
    expect((await css(spinner.locator('svg'))).color).toBe(rgb(L.spinner.icon.colour));
    await expectText(page, spinner.locator('.text'), L.spinner.text, 'spinner text');
    // the divider: 1 px BORDER, 4 px above and below
    const divider = await css(node(page, 'divider'));
    expect([px(divider.borderTopWidth), divider.borderTopColor, px(divider.marginTop), px(divider.marginBottom)]).toEqual([
      L.divider.thickness,
      rgb(L.divider.colour),
      L.divider.margin,
      L.divider.margin,
    ]);
    // inputs: 28 px, 10 px either side, OVERLAY_BORDER on SUNKEN, 12 px BRIGHT, a BLUE caret
    for (const part of ['input', 'monoInput'] as const) {
      const input = node(page, part);
      const style = await css(input);
      expect((await box(input)).height, part).toBeGreaterThanOrEqual(L.input.minHeight);
      expect(px(style.paddingLeft)).toBe(L.input.paddingX);
      expect(px(style.paddingRight)).toBe(L.input.paddingX);
      await expectBox(page, input, L.input, part);
      expect(px(style.fontSize)).toBe(L.input.text.size);
      expect(style.color).toBe(rgb(COLOURS.BRIGHT));
      expect(style.caretColor).toBe(rgb(L.input.caret));
    }
    expect((await css(node(page, 'input'), '::placeholder')).color).toBe(await paint(page, L.input.placeholder));
    expect((await css(node(page, 'monoInput'))).fontFamily).toMatch(new RegExp(`^"?${MONO_FAMILY}"?,`));
    expect((await css(node(page, 'input'))).fontFamily).not.toContain(MONO_FAMILY);
  });

  test('list rows, choice chips, toggles, checkboxes and selects', async () => {
    const page = await openApp();
    await showEveryType(page);
    const items = node(page, 'list').locator('[data-part="item"]');
    // rows 2 px apart, 8/6 px padding, 10 px between cells, radius md, no box around the list
    expect(px((await css(node(page, 'list'))).borderTopWidth)).toBe(0);
    const [a, b] = [await box(items.nth(0)), await box(items.nth(1))];
    expect(b.y - (a.y + a.height)).toBeCloseTo(L.list.rowGap, 1);
    expect(a.height).toBeCloseTo(L.list.row.height, 0);
    await expectPadding(items.nth(0).locator('.row-main'), L.list.row.paddingY, L.list.row.paddingX, 'list row');
    expect(px((await css(items.nth(0).locator('.row-main'))).columnGap)).toBe(L.list.row.gap);
    expect(px((await css(items.nth(0))).borderTopLeftRadius)).toBe(L.list.row.radius);
    // selected: ACCENT at 22 %
    expect((await css(items.nth(1))).backgroundColor).toBe(await paint(page, L.list.row.selected));
    // a 24 px icon tile tinted at 16 %; a neutral icon is FOREGROUND
    const tile = items.nth(1).locator('.pd-icon-tile');
    expect(await box(tile)).toMatchObject({ width: L.list.iconTile.size, height: L.list.iconTile.size });
    expect(px((await css(tile)).borderTopLeftRadius)).toBe(L.list.iconTile.radius);
    expect((await css(tile)).backgroundColor).toBe(await paint(page, { hex: L.list.iconTile.neutral, alpha: L.list.iconTile.alpha }));
    expect((await css(tile.locator('svg'))).color).toBe(rgb(COLOURS.FOREGROUND));
    expect(await iconSize(tile.locator('svg'))).toBe(L.list.iconTile.icon);
    const toneTile = items.nth(2).locator('.pd-icon-tile');
    expect((await css(toneTile.locator('svg'))).color).toBe(rgb(TONE_COLOURS.success));
    expect((await css(toneTile)).backgroundColor).toBe(await paint(page, { hex: TONE_COLOURS.success, alpha: L.list.iconTile.alpha }));
    // the texts: one line each, 2 px apart
    await expectText(page, items.nth(1).locator('.item-title'), L.list.title, 'list title');
    await expectText(page, items.nth(1).locator('.subtitle'), L.list.subtitle, 'list subtitle');
    await expectText(page, items.nth(1).locator('.detail'), L.list.detail, 'list detail');
    expect(px((await css(items.nth(1).locator('.texts'))).rowGap)).toBe(L.list.textGap);
    // the tag: 8 characters, 11 px mono Medium in its tone, at least 38 px
    const tag = items.nth(2).locator('.tag');
    expect(await tag.innerText()).toBe('feature/');
    // cut to 8 characters by the bridge, so it is never cut by width
    const tagStyle = await css(tag);
    expect([px(tagStyle.fontSize), Number(tagStyle.fontWeight), tagStyle.color, tagStyle.whiteSpace]).toEqual([L.list.tag.size, L.list.tag.weight, rgb(TONE_COLOURS.warning), 'nowrap']);
    expect(tagStyle.fontFamily).toMatch(new RegExp(`^"?${MONO_FAMILY}"?,`));
    expect((await box(tag)).width).toBeGreaterThanOrEqual(L.list.tag.minWidth);
    // depth: 8 + 14 a level
    expect(px((await css(items.nth(3).locator('.row-main'))).paddingLeft)).toBe(L.list.row.paddingX + 2 * L.list.row.depthIndent);
    // row actions show over the hovered row, on HOVER, 22 px tall, 11 px FOREGROUND
    const actions = items.nth(2).locator('.actions');
    expect(Number((await css(actions)).opacity)).toBe(0);
    await items.nth(2).hover();
    await expect.poll(async () => Number((await css(actions)).opacity)).toBe(1);
    expect((await css(actions)).backgroundColor).toBe(rgb(L.list.actions.background));
    expect(px((await css(actions)).paddingLeft)).toBe(L.list.actions.paddingLeft);
    const action = actions.locator('[data-part="action"]');
    expect((await box(action)).height).toBe(L.list.actions.button.height);
    expect(px((await css(action)).paddingLeft)).toBe(L.list.actions.button.paddingX);
    expect(px((await css(action)).borderTopLeftRadius)).toBe(L.list.actions.button.radius);
    expect([px((await css(action)).fontSize), (await css(action)).color]).toEqual([L.list.actions.button.label.size, rgb(L.list.actions.button.label.colour)]);
    const rowBox = await box(items.nth(2));
    const actionsBox = await box(actions);
    expect(rowBox.x + rowBox.width - (actionsBox.x + actionsBox.width)).toBeCloseTo(L.list.actions.right, 1);
    // more than 4 buttons: the first 3 and an ellipsis whose menu (right-aligned) holds the rest, a label falling back to the tooltip
    const busy = node(page, 'manyActions').locator('[data-part="item"]');
    await busy.hover();
    expect(await busy.locator('[data-part="action"]').allInnerTexts()).toEqual(['A', 'B', 'C']);
    const more = busy.getByRole('button', { name: 'More actions' });
    expect(await more.locator('svg').getAttribute('data-icon')).toBe('ellipsis');
    await more.click();
    const menu = page.getByRole('menu', { name: 'More actions' });
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['D', 'E', 'Sixth']);
    expect((await box(menu)).x + (await box(menu)).width).toBeCloseTo((await box(more)).x + (await box(more)).width, 0);
    expect(await menu.getByRole('menuitem').nth(2).getAttribute('data-path')).toBe(`/children/${names.indexOf('manyActions')}/items/0/actions/5`);
    await menu.getByRole('menuitem', { name: 'E' }).click();
    await expect.poll(() => page.getByTestId('wire-text').allInnerTexts()).toEqual([expect.stringContaining('"element":"busy","event":"action","item":"row","action":"e"')]);
    // the empty list: the empty state
    const empty = node(page, 'emptyList').locator('[data-empty-state]');
    await expectPadding(empty, EMPTY_STATE.paddingY, EMPTY_STATE.paddingX, 'empty state');
    expect(px((await css(empty)).rowGap)).toBe(EMPTY_STATE.gap);
    expect(await empty.innerText()).toBe('Nothing yet');
    await expectText(page, empty.locator('.text'), EMPTY_STATE.text, 'empty state text');
    expect((await css(empty.locator('svg'))).color).toBe(await paint(page, EMPTY_STATE.icon.colour));
    expect(await iconSize(empty.locator('svg'))).toBe(EMPTY_STATE.icon.size);

    // choice: chips 4 px apart, 10/4 px, radius md, 12 px; the chosen one ACCENT over ACCENT 25 %
    const chips = node(page, 'choice').locator('[data-part="option"]');
    expect(px((await css(node(page, 'choice'))).columnGap)).toBe(L.choice.gap);
    const [alpha, beta] = [await box(chips.nth(0)), await box(chips.nth(1))];
    expect(beta.x - (alpha.x + alpha.width)).toBeCloseTo(L.choice.gap, 1);
    for (const [i, look] of [L.choice.unselected, L.choice.selected].entries()) {
      const chip = chips.nth(i);
      const style = await css(chip);
      await expectPadding(chip, L.choice.chip.paddingY, L.choice.chip.paddingX, `chip ${i}`);
      expect([px(style.borderTopLeftRadius), px(style.borderTopWidth), px(style.fontSize)]).toEqual([L.choice.chip.radius, L.choice.chip.borderWidth, L.choice.chip.size]);
      expect(style.borderTopColor, `chip ${i} border`).toBe(await paint(page, look.border));
      expect(style.backgroundColor, `chip ${i} fill`).toBe(await paint(page, look.fill));
      expect(style.color, `chip ${i} text`).toBe(await paint(page, look.text));
    }
    await chips.nth(0).hover();
    await expect.poll(async () => (await css(chips.nth(0))).color).toBe(rgb(L.choice.hoverText));

    // toggles: a 30 × 17 pill, a 13 px BRIGHT knob 2 px in, ACCENT on and #3a3a40 off; a 12 px label 8 px away
    for (const [part, on] of [['toggleOn', true], ['toggleOff', false]] as const) {
      const track = node(page, part).locator('[role="switch"]');
      const knob = track.locator('.knob');
      const trackBox = await box(track);
      expect([trackBox.width, trackBox.height], part).toEqual([L.toggle.track.width, L.toggle.track.height]);
      await expectPill(track, part);
      expect((await css(track)).backgroundColor, part).toBe(rgb(on ? L.toggle.track.on : L.toggle.track.off));
      const knobBox = await box(knob);
      expect([knobBox.width, knobBox.height]).toEqual([L.toggle.knob.size, L.toggle.knob.size]);
      expect((await css(knob)).backgroundColor).toBe(rgb(L.toggle.knob.colour));
      if (on) expect(trackBox.x + trackBox.width - (knobBox.x + knobBox.width)).toBeCloseTo(L.toggle.track.padding, 1);
      else expect(knobBox.x - trackBox.x).toBeCloseTo(L.toggle.track.padding, 1);
      expect(knobBox.y - trackBox.y).toBeCloseTo(L.toggle.track.padding, 1);
      await expectText(page, node(page, part).locator('.label'), L.toggle.label, `${part} label`);
      expect(px((await css(node(page, part))).columnGap)).toBe(L.toggle.gap);
    }

    // checkboxes: 16 × 16, radius sm; checked ACCENT with a 12 px BRIGHT check, unchecked OVERLAY_BORDER on SUNKEN
    for (const [part, on] of [['checked', true], ['unchecked', false]] as const) {
      const square = node(page, part).locator('[data-box]');
      const style = await css(square);
      expect(await box(square)).toMatchObject({ width: L.checkbox.box.size, height: L.checkbox.box.size });
      expect([px(style.borderTopLeftRadius), px(style.borderTopWidth)]).toEqual([L.checkbox.box.radius, L.checkbox.box.borderWidth]);
      expect(style.borderTopColor, part).toBe(rgb(on ? L.checkbox.box.on : L.checkbox.box.offBorder));
      expect(style.backgroundColor, part).toBe(rgb(on ? L.checkbox.box.on : L.checkbox.box.offFill));
      await expectText(page, node(page, part).locator('.label'), L.checkbox.label, `${part} label`);
      expect(px((await css(node(page, part))).columnGap)).toBe(L.checkbox.gap);
    }
    const check = node(page, 'checked').locator('[data-box] svg');
    expect([await iconSize(check), (await css(check)).color]).toEqual([L.checkbox.box.check.size, rgb(L.checkbox.box.check.colour)]);
    await expectText(page, node(page, 'unchecked').locator('.description'), L.checkbox.description, 'checkbox description');

    // selects: a 28 px trigger, 10 px either side, OVERLAY_BORDER on SUNKEN; BRIGHT value, MUTED placeholder and chevron
    const trigger = node(page, 'select').locator('button');
    const triggerStyle = await css(trigger);
    expect((await box(trigger)).height).toBe(L.select.trigger.height);
    expect([px(triggerStyle.paddingLeft), px(triggerStyle.paddingRight), px(triggerStyle.columnGap), px(triggerStyle.fontSize)]).toEqual([
      L.select.trigger.paddingX,
      L.select.trigger.paddingX,
      L.select.trigger.gap,
      L.select.trigger.size,
    ]);
    await expectBox(page, trigger, { radius: L.select.trigger.radius, border: L.select.trigger.border, background: L.select.trigger.background }, 'select trigger');
    expect((await css(trigger.locator('.value'))).color).toBe(rgb(L.select.trigger.value));
    expect(await trigger.locator('.value').innerText()).toBe('Large');
    expect((await css(node(page, 'emptySelect').locator('.value'))).color).toBe(rgb(L.select.trigger.placeholder));
    const chevron = trigger.locator('svg[data-icon="chevron-down"]');
    expect([await iconSize(chevron), (await css(chevron)).color]).toEqual([L.select.trigger.chevron.size, rgb(L.select.trigger.chevron.colour)]);
    await trigger.hover();
    await expect.poll(async () => (await css(trigger)).borderTopColor).toBe(rgb(L.select.trigger.hoverBorder));
  });

  test('flows, cards, grids, tabs and the popover', async () => {
    const page = await openApp();
    await showEveryType(page);
    // flow steps: 8/6 px, radius lg, 1 px; RAISED on BORDER; active ORANGE 60 %; selected ACCENT on SELECTED; side 28 px in; off 55 %
    const steps = node(page, 'flow').locator('[data-part="step"]');
    const done = steps.nth(0);
    await expectPadding(done, L.flow.step.paddingY, L.flow.step.paddingX, 'flow step');
    await expectBox(page, done, { radius: L.flow.step.radius, border: L.flow.step.border, background: L.flow.step.background }, 'flow step');
    expect(px((await css(done)).columnGap)).toBe(L.flow.step.gap);
    expect((await css(steps.nth(1))).borderTopColor).toBe(await paint(page, L.flow.step.activeBorder));
    expect(Number((await css(steps.nth(2))).opacity)).toBe(L.flow.step.offOpacity);
    expect((await box(steps.nth(2))).x - (await box(done)).x).toBeCloseTo(L.flow.step.sideIndent, 1);
    expect((await css(steps.nth(3))).borderTopColor).toBe(rgb(L.flow.step.selectedBorder));
    expect((await css(steps.nth(3))).backgroundColor).toBe(rgb(L.flow.step.selectedBackground));
    // 26 px tiles in the state's colour
    for (const [i, state] of (['done', 'active', 'off', 'on', 'error'] as const).entries()) {
      const tile = steps.nth(i).locator('.pd-icon-tile');
      expect((await box(tile)).width, state).toBe(L.flow.iconTile.size);
      expect((await css(tile.locator('svg'))).color, state).toBe(rgb(L.flow.states[state]));
    }
    await expectText(page, done.locator('.title'), L.flow.title, 'flow title');
    await expectText(page, done.locator('.subtitle'), L.flow.subtitle, 'flow subtitle');
    expect((await css(steps.nth(4).locator('svg[data-icon="circle-x"]'))).color).toBe(rgb(L.flow.mark.error));
    expect((await css(done.locator('svg[data-icon="chevron-right"]'))).color).toBe(rgb(L.flow.mark.chevron));
    // connectors: 2 px wide, 12 px tall, 20 px in; SUCCESS 55 % between two live steps, BORDER next to an off one
    const lines = node(page, 'flow').locator('.line');
    const lit = await box(lines.nth(0));
    expect([lit.width, lit.height]).toEqual([L.flow.connector.width, L.flow.connector.height]);
    expect(lit.x - (await box(done)).x).toBeCloseTo(L.flow.connector.left, 1);
    expect((await css(lines.nth(0))).backgroundColor).toBe(await paint(page, L.flow.connector.lit));
    expect((await css(lines.nth(1))).backgroundColor).toBe(rgb(L.flow.connector.unlit));

    // cards: 12 px, 10 px gaps, radius lg, RAISED; a tone at 45 % all round, neutral keeps BORDER
    const card = node(page, 'card').locator('.box');
    await expectPadding(card, L.card.padding, L.card.padding, 'card');
    expect(px((await css(card)).rowGap)).toBe(L.card.gap);
    await expectBox(page, card, { radius: L.card.radius, border: { hex: TONE_COLOURS.info, alpha: L.card.toneBorderAlpha }, background: L.card.background }, 'info card');
    await expectBox(page, node(page, 'plainCard').locator('.box'), { radius: L.card.radius, border: L.card.border, background: L.card.background }, 'neutral card');
    const cardTile = card.locator('.pd-icon-tile');
    expect((await box(cardTile)).width).toBe(L.card.iconTile.size);
    expect((await css(cardTile.locator('svg'))).color).toBe(rgb(TONE_COLOURS.info));
    expect((await css(node(page, 'plainCard').locator('.pd-icon-tile svg'))).color).toBe(rgb(L.card.iconTile.neutral));
    await expectText(page, card.locator('.title'), L.card.title, 'card title');
    await expectText(page, card.locator('.subtitle'), L.card.subtitle, 'card subtitle');
    expect(px((await css(card.locator('.heading'))).columnGap)).toBe(L.card.heading.gap);
    expect(px((await css(card.locator('[data-children]'))).rowGap)).toBe(L.card.childGap);
    expect((await box(card.getByRole('button', { name: 'Close' }))).width).toBe(L.card.close);

    // grid: two columns by default, 8 px apart
    const cells = node(page, 'grid').locator(':scope > [data-node-type]');
    const [left, right] = [await box(cells.nth(0)), await box(cells.nth(1))];
    expect(right.y).toBe(left.y);
    expect(right.x - (left.x + left.width)).toBeCloseTo(L.grid.defaultGap, 1);
    expect(right.width).toBeCloseTo(left.width, 1);

    // tabs: a 36 px strip over a 1 px BORDER; tabs 10/6 px, 12 px, at most 220 px; active Medium BRIGHT over 2 px ACCENT
    const tabs = node(page, 'tabs');
    const strip = tabs.locator('.strip');
    expect((await box(strip)).height).toBe(L.tabs.strip.height);
    expect([px((await css(strip)).borderBottomWidth), (await css(strip)).borderBottomColor]).toEqual([1, rgb(L.tabs.strip.border)]);
    const tab = tabs.locator('[data-part="tab"]');
    for (const [i, look] of [L.tabs.tab.active, L.tabs.tab.inactive].entries()) {
      const style = await css(tab.nth(i));
      await expectPadding(tab.nth(i), L.tabs.tab.paddingY, L.tabs.tab.paddingX, `tab ${i}`);
      expect([px(style.columnGap), px(style.maxWidth), px(style.fontSize), Number(style.fontWeight)]).toEqual([L.tabs.tab.gap, L.tabs.tab.maxWidth, L.tabs.tab.size, look.weight]);
      expect(style.color, `tab ${i}`).toBe(rgb(look.colour));
      expect(px(style.borderBottomWidth)).toBe(L.tabs.tab.underline);
      expect(style.borderBottomColor, `tab ${i} underline`).toBe(await paint(page, look.underline));
    }
    const [firstTab, secondTab] = [await box(tab.nth(0)), await box(tab.nth(1))];
    expect(secondTab.x - (firstTab.x + firstTab.width)).toBeCloseTo(L.tabs.strip.gap, 1);
    const tabLabel = await css(tab.nth(0).locator('.label'));
    expect([tabLabel.whiteSpace, tabLabel.textOverflow]).toEqual(['nowrap', 'ellipsis']);
    const tabBadge = tab.nth(0).locator('.badge');
    expect([px((await css(tabBadge)).paddingLeft), px((await css(tabBadge)).fontSize), (await css(tabBadge)).backgroundColor]).toEqual([
      L.tabs.badge.paddingX,
      L.tabs.badge.size,
      rgb(L.tabs.badge.activeBackground),
    ]);
    await expectPill(tabBadge, 'tab badge');
    expect(await iconSize(tab.nth(0).locator('svg[data-icon="list"]'))).toBe(L.tabs.icon);
    const close = tab.nth(1).locator('.close');
    expect([(await css(close)).color, await iconSize(close.locator('svg')), px((await css(close)).marginLeft)]).toEqual([rgb(L.tabs.close.colour), L.tabs.close.size, L.tabs.close.marginLeft]);
    expect((await box(tabs.locator('.content'))).y - ((await box(strip)).y + L.tabs.strip.height)).toBeCloseTo(L.tabs.contentGap, 1);
    await tab.nth(1).hover();
    await expect.poll(async () => (await css(tab.nth(1))).color).toBe(rgb(L.tabs.tab.inactive.hover));

    // the popover: a 380 px PANEL card with an OVERLAY_BORDER, a 36 px header and a 13 px Medium BRIGHT title
    const popover = preview(page).locator('[data-node-type="popover"]');
    expect((await box(popover)).width).toBe(L.popover.width);
    await expectBox(page, popover, { radius: L.popover.radius, border: L.popover.border, background: L.popover.background }, 'popover');
    expect((await box(popover.locator('header'))).height).toBe(L.popover.header.height);
    await expectText(page, popover.locator('header .title'), L.popover.title, 'popover title');
  });

  test('tables, key-value pairs, stats, progress bars, callouts and code blocks', async () => {
    const page = await openApp();
    await showEveryType(page);
    // table: radius lg, BORDER on SUNKEN; an 11 px Medium MUTED upper-case header; 12 px one-line cells
    const table = node(page, 'table').locator('.box');
    await expectBox(page, table, L.table, 'table');
    const header = table.locator('.header');
    expect([px((await css(header)).paddingTop), px((await css(header)).paddingBottom), (await css(header)).borderBottomColor]).toEqual([
      L.table.header.paddingY,
      L.table.header.paddingY,
      rgb(L.table.header.border),
    ]);
    await expectText(page, header.locator('.label').nth(0), L.table.header.label, 'table header');
    expect(await header.locator('.label').nth(0).innerText()).toBe('NAME');
    const rows = table.locator('[data-part="row"]');
    const cell = rows.nth(0).locator('.cell').nth(0);
    expect([px((await css(cell)).paddingLeft), px((await css(cell)).paddingRight), px((await css(cell)).columnGap)]).toEqual([L.table.cell.paddingX, L.table.cell.paddingX, L.table.cell.gap]);
    expect([px((await css(rows.nth(0))).paddingTop), px((await css(rows.nth(0))).paddingBottom)]).toEqual([L.table.row.paddingY, L.table.row.paddingY]);
    await expectText(page, rows.nth(0).locator('.text').nth(0), L.table.row.first, 'first cell');
    await expectText(page, rows.nth(0).locator('.text').nth(1), L.table.row.other, 'other cell');
    expect((await css(rows.nth(0))).borderBottomColor).toBe(await paint(page, L.table.row.divider));
    expect((await css(rows.nth(1))).backgroundColor).toBe(rgb(L.table.row.selected));
    const dot = rows.nth(0).locator('.dot');
    expect([(await box(dot)).width, (await box(dot)).height, (await css(dot)).backgroundColor]).toEqual([L.table.dot, L.table.dot, rgb(TONE_COLOURS.success)]);
    // the last row has no line under it: 6 + 19.4 + 6 px
    expect((await box(rows.nth(2))).height).toBeCloseTo(L.table.row.height, 0);
    expect(await node(page, 'emptyTable').locator('[data-empty-state]').count()).toBe(1);

    // keyValue: rows 6 px, 12 px between label and value, the label 38 % (at most 200 px), 12 px MUTED
    const pairs = node(page, 'keyValue').locator('[data-part="pair"]');
    const pair = await css(pairs.nth(0));
    expect([px(pair.paddingTop), px(pair.paddingBottom), px(pair.columnGap), pair.borderBottomColor]).toEqual([
      L.keyValue.row.paddingY,
      L.keyValue.row.paddingY,
      L.keyValue.row.gap,
      await paint(page, L.keyValue.row.divider),
    ]);
    const width = (await box(pairs.nth(0))).width;
    expect((await box(pairs.nth(0).locator('.label'))).width).toBeCloseTo(Math.min(width * L.keyValue.label.share, L.keyValue.label.maxWidth), 0);
    await expectText(page, pairs.nth(0).locator('.label'), L.keyValue.label, 'keyValue label');
    await expectText(page, pairs.nth(0).locator('.value'), L.keyValue.value, 'keyValue value');
    await expectText(page, pairs.nth(1).locator('.value'), { ...L.keyValue.value, colour: TONE_COLOURS.warning, mono: true }, 'keyValue mono value');

    // stat: 12 px, 4 px gaps, radius lg, BORDER whatever the tone, RAISED; a 22 px Medium BRIGHT value
    const stat = node(page, 'stat').locator('.box');
    await expectPadding(stat, L.stat.padding, L.stat.padding, 'stat');
    expect(px((await css(stat)).rowGap)).toBe(L.stat.gap);
    await expectBox(page, stat, L.stat, 'stat');
    await expectText(page, stat.locator('.label'), L.stat.label, 'stat label');
    await expectText(page, stat.locator('.value'), L.stat.value, 'stat value');
    expect(L.stat.value).toMatchObject({ size: 22, weight: WEIGHT.medium });
    await expectText(page, stat.locator('.detail'), { ...L.stat.detail, colour: TONE_COLOURS.success }, 'stat detail');
    const statIcon = stat.locator('svg[data-icon="rocket"]');
    expect([await iconSize(statIcon), (await css(statIcon)).color]).toEqual([L.stat.icon, rgb(TONE_COLOURS.success)]);

    // progress: 6 px gaps, a 12 px top line; a 6 px pill over BORDER, filled ACCENT (neutral) or the tone
    const progress = node(page, 'progress');
    expect(px((await css(progress)).rowGap)).toBe(L.progress.gap);
    const top = progress.locator('.top');
    expect([px((await css(top)).fontSize), px((await css(top)).columnGap)]).toEqual([L.progress.top.size, L.progress.top.gap]);
    expect((await css(top.locator('.label'))).color).toBe(rgb(L.progress.top.label));
    expect([(await css(top.locator('.right'))).color, await top.locator('.right').innerText()]).toEqual([rgb(L.progress.top.right), '37%']);
    const track = progress.locator('.track');
    expect((await box(track)).height).toBe(L.progress.bar.height);
    await expectPill(track, 'progress track');
    expect((await css(track)).backgroundColor).toBe(rgb(L.progress.bar.track));
    expect((await css(progress.locator('.fill'))).backgroundColor).toBe(rgb(L.progress.bar.neutralFill));
    expect((await box(progress.locator('.fill'))).width).toBeCloseTo((await box(track)).width * 0.37, 0);
    expect((await css(node(page, 'warningProgress').locator('.fill'))).backgroundColor).toBe(rgb(TONE_COLOURS.warning));

    // callout: info by default, 12/10 px, radius lg, the tone at 35 % round it and 10 % behind; its icon in the tone
    const callout = node(page, 'callout').locator('.box');
    await expectPadding(callout, L.callout.paddingY, L.callout.paddingX, 'callout');
    expect(px((await css(callout)).columnGap)).toBe(L.callout.gap);
    await expectBox(
      page,
      callout,
      { radius: L.callout.radius, border: { hex: TONE_COLOURS.info, alpha: L.callout.borderAlpha }, background: { hex: TONE_COLOURS.info, alpha: L.callout.backgroundAlpha } },
      'callout',
    );
    const calloutIcon = callout.locator('svg');
    expect([await calloutIcon.getAttribute('data-icon'), await iconSize(calloutIcon), (await css(calloutIcon)).color]).toEqual([
      L.callout.icon.defaults.info,
      L.callout.icon.size,
      rgb(TONE_COLOURS.info),
    ]);
    await expectText(page, callout.locator('.title'), L.callout.title, 'callout title');
    await expectText(page, callout.locator('.text'), L.callout.text, 'callout text');

    // code: radius lg, BORDER on SUNKEN; a 30 px caption in 11 px MUTED; JetBrains Mono 12 px #d4d4d4 that never wraps
    const code = node(page, 'code').locator('.box');
    await expectBox(page, code, L.code, 'code');
    const caption = code.locator('.caption');
    expect((await box(caption)).height).toBe(L.code.caption.height);
    expect([px((await css(caption)).paddingLeft), px((await css(caption)).paddingRight), (await css(caption)).borderBottomColor]).toEqual([
      L.code.caption.paddingLeft,
      L.code.caption.paddingRight,
      rgb(L.code.caption.border),
    ]);
    await expectText(page, caption.locator('.caption-text'), L.code.caption.text, 'code caption');
    expect((await box(caption.getByRole('button', { name: 'Copy' }))).width).toBe(L.code.copy.size);
    const body = code.locator('pre');
    await expectPadding(body, L.code.body.paddingY, L.code.body.paddingX, 'code body');
    const bodyStyle = await css(body);
    expect([px(bodyStyle.fontSize), bodyStyle.color, bodyStyle.whiteSpace]).toEqual([L.code.body.size, await paint(page, L.code.body.colour), 'pre']);
    expect(bodyStyle.color).toBe('rgb(212, 212, 212)');
    expect(bodyStyle.fontFamily).toMatch(new RegExp(`^"?${MONO_FAMILY}"?,`));
    // the text itself sits in a <code>, whose own browser font must not win
    expect((await css(body.locator('code'))).fontFamily).toBe(bodyStyle.fontFamily);
    expect((await css(body.locator('.t-keyword').first())).color).toBe(rgb(SYNTAX.keyword));
  });
});

const noCode = {
  type: 'column',
  children: [
    { type: 'text', style: 'title', text: 'No code here' },
    { type: 'list', id: 'l', items: [{ id: 'a', title: 'A row', subtitle: 'without a tag' }] },
    { type: 'input', id: 'i', value: 'not mono' },
    { type: 'keyValue', items: [{ label: 'Key', value: 'value' }] },
  ],
};

const withCode = {
  type: 'column',
  children: [
    { type: 'text', style: 'code', text: 'npm run build' },
    { type: 'list', id: 'l', items: [{ id: 'a', title: 'A row', tag: 'HEAD' }] },
    { type: 'keyValue', items: [{ label: 'Commit', value: '3ce074a', mono: true }] },
    { type: 'code', language: 'sh', text: 'echo hello' },
  ],
};

/** Opens a share link of `tree` in a fresh browser (an empty cache), counting JetBrains Mono's files it asks for. */
async function openShared(tree: unknown, landmark: string): Promise<{ page: Page; fontFiles: string[] }> {
  const fontFiles: string[] = [];
  const design = { ...newDocument('Fonts'), screens: [{ name: 'main', text: JSON.stringify(tree) }] };
  const page = await openInFreshBrowser(`/${encodeShareLink(design)}`, (url) => {
    if (/jetbrains-mono/i.test(url)) fontFiles.push(url);
  });
  await preview(page).getByText(landmark).first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { page, fontFiles };
}

/** The font the browser drew an element's text with (Chromium's own answer, not the CSS asked for). */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

describe('JetBrains Mono, only where code is drawn', () => {
  test('a panel without code text never asks for the font, and the UI font draws it', async () => {
    const { page, fontFiles } = await openShared(noCode, 'No code here');
    await page.waitForTimeout(300);
    expect(fontFiles).toEqual([]);
    expect(await page.evaluate((family) => [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family).length, MONO_FAMILY)).toBe(0);
    expect(await drawnFonts(page, '[data-path="/children/0"]')).not.toContain(MONO_FAMILY);
  });

  test('a panel with code asks for the font, regular and Medium, latin only, and draws its code with it', async () => {
    const { page, fontFiles } = await openShared(withCode, 'npm run build');
    await expect.poll(() => fontFiles.length).toBeGreaterThan(0);
    // the latin subset in both weights (the tag is Medium); no latin-ext text, so no latin-ext file
    await expect.poll(() => fontFiles.map((url) => /jetbrains-mono-(latin(?:-ext)?-\d+)-normal/.exec(url)?.[1]).sort()).toEqual(['latin-400', 'latin-500']);
    const faces = await page.evaluate(
      (family) => [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family).map((face) => `${face.weight} ${face.status}`),
      MONO_FAMILY,
    );
    expect(faces).toContain('400 loaded');
    expect(faces).toContain('500 loaded');
    expect(await page.evaluate((family) => document.fonts.check(`12px "${family}"`, 'npm'), MONO_FAMILY)).toBe(true);
    for (const selector of ['[data-path="/children/0"]', '[data-path="/children/1/items/0"] .tag', '[data-path="/children/2/items/0"] .value', '[data-path="/children/3"] pre code']) {
      // the platform names the face: "JetBrains Mono", "JetBrains Mono Medium"
      expect(await drawnFonts(page, selector), selector).toEqual([expect.stringMatching(new RegExp(`^${MONO_FAMILY}( Medium)?$`))]);
    }
    // the rest of the panel keeps the UI font
    expect(await drawnFonts(page, '[data-path="/children/1/items/0"] .item-title')).not.toContain(MONO_FAMILY);
  });
});
