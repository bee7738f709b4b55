import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { everyPropTree } from '../fixtures/every-prop';
import { expect, openApp, pageErrors, pasteIntoEditor, preview, useBrowser } from './app';

useBrowser();

/** Computed styles of every element matching a selector, as comparable strings. */
async function looks(page: Page, selector: string, properties: string[]): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (elements, props) => elements.map((element) => props.map((prop) => getComputedStyle(element).getPropertyValue(prop)).join('|')),
    properties,
  );
}

function distinct(values: string[]): number {
  return new Set(values).size;
}

async function showEveryProp(page: Page) {
  await pasteIntoEditor(page, JSON.stringify(everyPropTree, null, 2));
  await preview(page).getByText('No results found').waitFor();
}

describe('the faithful preview', () => {
  test('the starter panel renders with no errors in the console', async () => {
    const page = await openApp();
    await expect.poll(() => preview(page).locator('[data-node-type]').count()).toBeGreaterThan(10);
    expect(await page.getByTestId('shape').innerText()).toBe('Panel tree');
    expect(pageErrors(page)).toEqual([]);
  });

  test('every node type is drawn, each with data-node-type and its JSON Pointer', async () => {
    const page = await openApp();
    await showEveryProp(page);
    const types = await preview(page).locator('[data-node-type]').evaluateAll((els) => els.map((el) => el.getAttribute('data-node-type')));
    expect(new Set(types)).toEqual(new Set(['column', 'row', 'section', 'text', 'button', 'input', 'list', 'choice', 'toggle', 'badge', 'spinner', 'divider']));
    expect(await preview(page).locator('[data-path=""]').getAttribute('data-node-type')).toBe('column');
    expect(await preview(page).locator('[data-path="/children/10/items/0"]').innerText()).toContain('Title neutral');
    expect(await preview(page).locator('[data-path="/children/6"]').getAttribute('data-node-type')).toBe('section');
  });

  test('the four gaps, wrap, seven text styles, four variants and five tones all look different', async () => {
    const page = await openApp();
    await showEveryProp(page);
    const rowGaps = await looks(page, '[data-node-type="row"]', ['column-gap']);
    expect(distinct(rowGaps.slice(0, 4))).toBe(4);
    const lines = (path: string) =>
      page.locator(`[data-path="${path}"] > [data-node-type]`).evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size);
    expect(await lines('/children/4')).toBeGreaterThan(1);
    expect(await lines('/children/5')).toBe(1);
    expect(distinct(await looks(page, '[data-node-type="text"]', ['font-size', 'font-weight', 'font-family', 'color', 'background-color']))).toBe(7);
    const variants = await looks(page, '[data-node-type="button"]', ['background-color', 'color', 'border-color']);
    expect(distinct(variants.slice(0, 4))).toBe(4);
    const badgeTones = await looks(page, '[data-node-type="badge"]', ['background-color', 'color']);
    expect(distinct(badgeTones.slice(-5))).toBe(5);
    const iconTones = await looks(page, '[data-part="item"] [data-icon="file"]', ['color']);
    expect(distinct(iconTones)).toBe(5);
  });

  test('buttons, inputs, lists, choices, toggles, spinners and dividers show every prop', async () => {
    const page = await openApp();
    await showEveryProp(page);
    const frame = preview(page);
    await expect.poll(() => frame.locator('[data-node-type="button"] [data-icon="search"] svg, [data-node-type="button"] svg[data-icon="search"]').count()).toBeGreaterThan(0);
    expect(await frame.getByRole('button', { name: 'Disabled' }).isDisabled()).toBe(true);
    expect(await frame.getByRole('button', { name: 'primary' }).isDisabled()).toBe(false);
    expect(await frame.locator('[data-path="/children/8"]').getAttribute('placeholder')).toBe('Search files');
    expect(await frame.locator('[data-path="/children/9"]').inputValue()).toBe('typed value');
    const row = frame.locator('[data-path="/children/10/items/2"]');
    for (const text of ['Title success', 'Subtitle 2', 'Detail 2', 'Pin']) expect(await row.innerText()).toContain(text);
    expect(await row.locator('[data-part="action"]').first().getAttribute('title')).toBe('Open success');
    expect(await frame.locator('[data-path="/children/11"]').innerText()).toContain('No results found');
    const options = frame.locator('[data-path="/children/12"] [data-part="option"]');
    expect(await options.count()).toBe(2);
    const checked = await options.evaluateAll((els) => els.map((el) => el.getAttribute('aria-checked') ?? el.getAttribute('aria-pressed')));
    expect(checked).toEqual(['false', 'true']);
    expect(await frame.getByRole('switch', { name: 'Switched on' }).getAttribute('aria-checked')).toBe('true');
    expect(await frame.getByRole('switch', { name: 'Switched off' }).getAttribute('aria-checked')).toBe('false');
    const spinners = frame.locator('[data-node-type="spinner"]');
    expect(await spinners.nth(0).innerText()).toBe('');
    expect(await spinners.nth(1).innerText()).toContain('Loading results');
    expect(await frame.locator('[data-node-type="divider"]').count()).toBe(1);
  });

  test('labels are text, never HTML, including emoji and right-to-left text', async () => {
    const page = await openApp();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)>';
    const tree = {
      type: 'column',
      children: [
        { type: 'button', id: 'x', label: hostile },
        { type: 'text', text: '</script><script>alert(2)</script> "quotes" \\ back' },
        { type: 'text', text: 'שלום עולם 👋🏽 emoji' },
        { type: 'text', text: 'line one\nline two' },
      ],
    };
    await pasteIntoEditor(page, JSON.stringify(tree, null, 2));
    const frame = preview(page);
    await frame.getByRole('button', { name: hostile }).waitFor();
    expect(await frame.locator('img').count()).toBe(0);
    expect(await frame.locator('script').count()).toBe(0);
    expect(await frame.innerText()).toContain('</script><script>alert(2)</script> "quotes" \\ back');
    expect(await frame.innerText()).toContain('שלום עולם 👋🏽 emoji');
    expect(dialogs).toBe(0);
  });

  test('an unknown icon draws a visible placeholder', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'button', id: 'b', label: 'Go', icon: 'no-such-icon' }));
    await preview(page).locator('[data-unknown-icon]').waitFor();
    expect(await preview(page).locator('[data-unknown-icon]').isVisible()).toBe(true);
  });

  test('for someone who asks for less motion the spinner stands still and the cursor does not blink; otherwise the spinner turns', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'spinner', text: 'Loading' }, { type: 'flow', id: 'f', steps: [{ id: 's', title: 'Step', state: 'active' }] }] }));
    const wheel = preview(page).locator('[data-node-type="spinner"] .wheel');
    await wheel.waitFor();
    // only the panel's own motion: a passing transition elsewhere in the app is not counted
    const animations = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running' && /pd-(spin|braille)/.test((animation as CSSAnimation).animationName ?? '')).length);
    // the tests' browser asks for less motion (a turning wheel costs CPU): nothing runs
    expect(await animations()).toBe(0);
    expect(await page.locator('.monaco-editor .cursors-layer').getAttribute('class')).toContain('cursor-solid');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // the wheel and the flow's braille mark turn again
    await expect.poll(animations).toBe(2);
  });

  test("the host frame is Agentty's 360 px and dark by default, with presets and the designer's light theme", async () => {
    const page = await openApp();
    const frame = preview(page);
    const width = async () => (await frame.boundingBox())!.width;
    // Agentty's default 360, its minimum 240, and 480
    expect(Math.round(await width())).toBe(360);
    await page.locator('label', { hasText: '240' }).click();
    const narrow = await width();
    await page.locator('label', { hasText: '480' }).click();
    const wide = await width();
    expect([Math.round(narrow), Math.round(wide)]).toEqual([240, 480]);
    const background = () => frame.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Agentty's own dark palette by default; light is the designer's extra, and says so
    expect(await frame.getAttribute('data-host-theme')).toBe('dark');
    expect(await background()).toBe('rgb(33, 33, 36)');
    const header = () => frame.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await header()).toBe('rgb(23, 23, 26)');
    await page.getByRole('radiogroup', { name: 'Panel theme' }).locator('label', { hasText: "Light (not Agentty's)" }).click();
    expect(await frame.getAttribute('data-host-theme')).toBe('light');
    expect(await background()).toBe('rgb(255, 255, 255)');
  });
});
