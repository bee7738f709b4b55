import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { PANEL } from '../../src/preview/agentty-look';
import { newDocument } from '../../src/share/document';
import { encodeShareLink } from '../../src/share/link';
import { expect, openApp, openInFreshBrowser, pasteIntoEditor, preview, problemMessages, useBrowser } from './app';
import { layoutProblems } from './geometry';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const form = (page: Page) => page.getByRole('region', { name: 'Plugin settings' });
const handle = (page: Page) => page.getByRole('separator', { name: 'Panel width' });
const stage = (page: Page) => page.locator('.pd-stage');
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

async function pluginField(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('tab', { name: /^Plugin/ }).click();
  await form(page).getByRole('combobox', { name: label, exact: true }).selectOption(value);
}

/** Drags the panel's left edge sideways by `dx` pixels with the mouse. */
async function dragEdge(page: Page, dx: number): Promise<void> {
  const edge = (await handle(page).boundingBox())!;
  await page.mouse.move(edge.x + edge.width / 2, edge.y + 80);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2 + dx, edge.y + 80, { steps: 6 });
  await page.mouse.up();
}

describe('the panel placed as Agentty places it', () => {
  test("the manifest's mode draws a window of 520 × 640, a panel filling the area, or a floating one; the layout picked in the preview wins", async () => {
    const page = await openApp();
    // a new design's manifest docks its panel at Agentty's 360 px, with the edge on its left
    expect(await stage(page).getAttribute('data-mode')).toBe('push');
    expect(Math.round((await box(page, '[data-host-theme]')).width)).toBe(360);
    expect(await handle(page).count()).toBe(1);
    // the header as §3.3 has it: 36 px on SIDE_BAR, the title 13 px Medium BRIGHT
    const header = preview(page).locator('header');
    expect(Math.round((await header.boundingBox())!.height)).toBe(PANEL.header.height);
    expect(await header.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).fontSize, getComputedStyle(element).fontWeight, getComputedStyle(element).color])).toEqual([
      'rgb(23, 23, 26)',
      '13px',
      '500',
      'rgb(242, 242, 245)',
    ]);

    await pluginField(page, 'Mode', 'window');
    await expect.poll(() => stage(page).getAttribute('data-mode')).toBe('window');
    const window = await box(page, '[data-host-theme]');
    expect([Math.round(window.width), Math.round(window.height)]).toEqual([520, 640]);
    // its own window, titled with the panel's title
    expect(await page.getByRole('group', { name: 'Example: Deploy helper window' }).locator('.window-bar').innerText()).toBe('Example: Deploy helper');
    expect(await handle(page).count()).toBe(0);

    await pluginField(page, 'Mode', 'full');
    await expect.poll(() => stage(page).getAttribute('data-mode')).toBe('full');
    const area = await box(page, '.pd-stage');
    const full = await box(page, '[data-host-theme]');
    expect([Math.round(full.x), Math.round(full.y), Math.round(full.width), Math.round(full.height)]).toEqual([Math.round(area.x), Math.round(area.y), Math.round(area.width), Math.round(area.height)]);
    // the area fills the preview pane but for its padding
    const pane = await box(page, 'section.preview-pane');
    expect(area.width).toBeGreaterThan(pane.width - 64);

    // the layout menu's pick wins over the manifest: a floating panel with its shadow and the line on its left
    const layout = page.getByTestId('panel-mode');
    expect(await layout.locator('option').first().innerText()).toBe('full (from the manifest)');
    await layout.selectOption('overlay');
    await expect.poll(() => stage(page).getAttribute('data-mode')).toBe('overlay');
    const frame = preview(page);
    expect(await frame.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    expect(await frame.evaluate((element) => getComputedStyle(element).borderLeft)).toBe('1px solid rgb(47, 47, 52)');
    expect(Math.round((await frame.boundingBox())!.width)).toBe(360);
    // the pick is kept with the design
    await page.reload();
    await expect.poll(() => stage(page).getAttribute('data-mode')).toBe('overlay');

    // with no mode, Agentty's default: full, or push for a plugin that may type into terminals
    await page.getByTestId('panel-mode').selectOption('');
    await pluginField(page, 'Mode', '');
    await expect.poll(() => page.getByTestId('panel-mode').locator('option').first().innerText()).toBe("full (Agentty's default)");
    await form(page).getByRole('checkbox', { name: 'terminal.write' }).check();
    await expect.poll(() => stage(page).getAttribute('data-mode')).toBe('push');

    // the surface says where the icon goes; the panel stays the same
    await pluginField(page, 'Surface', 'sidebar');
    await expect.poll(() => page.locator('.surface-note').innerText()).toContain('on the activity bar');
    expect(Math.round((await frame.boundingBox())!.width)).toBe(360);
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('the panel edge drags wider and narrower (never under 240), answers the arrow keys, and the width is kept', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    const width = async () => Math.round((await preview(page).boundingBox())!.width);
    expect(await width()).toBe(360);
    await dragEdge(page, -40);
    await expect.poll(width).toBe(400);
    expect(await handle(page).getAttribute('aria-valuenow')).toBe('400');
    // a width that is no preset: no preset is chosen, the caption says it
    expect(await page.getByRole('radiogroup', { name: 'Panel width' }).locator('input:checked').count()).toBe(0);
    expect(await page.locator('.preview-bar').innerText()).toContain('Panel width 400 px');
    expect(await layoutProblems(page)).toEqual([]);
    await dragEdge(page, 400);
    await expect.poll(width).toBe(240);
    expect(await handle(page).getAttribute('aria-valuemin')).toBe('240');

    // the keyboard: left widens by 8 px, Shift by 40, Home and End go to the limits
    await handle(page).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(width).toBe(248);
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(width).toBe(288);
    await page.keyboard.press('ArrowRight');
    await expect.poll(width).toBe(280);
    await page.keyboard.press('End');
    const most = Number(await handle(page).getAttribute('aria-valuemax'));
    expect(most).toBeGreaterThan(280);
    await expect.poll(width).toBe(most);
    // up to what the columns allow (the editor and the build column give way): the panel stays whole in its pane
    const pane = await box(page, 'section.preview-pane');
    const panel = await box(page, '[data-host-theme]');
    expect(panel.x + panel.width).toBeLessThanOrEqual(pane.x + pane.width + 0.5);
    await page.keyboard.press('Home');
    await expect.poll(width).toBe(240);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(width).toBe(256);

    // kept with the design, as a preset is
    await page.reload();
    await expect.poll(width).toBe(256);
    await page.getByRole('radiogroup', { name: 'Panel width' }).locator('label', { hasText: '480' }).click();
    await expect.poll(width).toBe(480);
    expect(await handle(page).getAttribute('aria-valuenow')).toBe('480');
  });

  test('widths and themes chosen before are read as they were: a shared narrow, light design opens narrow and light', async () => {
    const doc = { ...newDocument('Kept'), settings: { width: 'narrow' as const, hostTheme: 'light' as const, api: 6 as const } };
    const page = await openInFreshBrowser(`/${encodeShareLink(doc)}`);
    await preview(page).waitFor();
    expect(Math.round((await preview(page).boundingBox())!.width)).toBe(240);
    expect(await preview(page).getAttribute('data-host-theme')).toBe('light');
  });
});

describe("toasts and the badge as Agentty shows them", () => {
  const tree = { type: 'column', children: [{ type: 'button', id: 'save', label: 'Save' }] };
  const message = `${'Saved every file. '.repeat(22)}END`;
  const reactions = [{ element: 'save', event: 'click', actions: [{ do: 'notify', message, kind: 'error' }, { do: 'setBadge', text: 'abcdefghijkl' }] }];

  test("a toast reads '<plugin>: <message>' cut to 300 characters, in Agentty's look, right of the area and left of the docked panel; a 12-character badge shows 8, and 3 on the activity bar", async () => {
    const page = await openApp('/', undefined, { width: 1920, height: 1080 });
    await pasteIntoEditor(page, JSON.stringify(tree));
    await page.getByRole('tab', { name: 'Reactions' }).click();
    await pasteIntoEditor(page, JSON.stringify(reactions));
    // Agentty cuts the badge rather than refusing it: a warning, not an error
    await expect.poll(() => problemMessages(page)).toContain('Agentty shows a badge\'s first 8 characters (the activity bar 3); this one has 12, so it shows "abcdefgh".');
    await preview(page).getByRole('button', { name: 'Save' }).click();

    const toast = page.locator('.toast');
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.innerText()).toBe(`Example: Deploy helper: ${[...message].slice(0, 300).join('')}`);
    expect(await toast.innerText()).not.toContain('END');
    const look = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      const text = getComputedStyle(element.querySelector('.text')!);
      const icon = element.querySelector('svg')!;
      return {
        background: style.backgroundColor,
        border: style.border,
        radius: style.borderRadius,
        padding: style.padding,
        gap: style.columnGap,
        size: text.fontSize,
        color: text.color,
        icon: [icon.dataset.icon, getComputedStyle(icon).color, icon.getAttribute('width')],
        close: getComputedStyle(element.querySelector('button')!).color,
      };
    });
    // the green check whatever the kind (this one is an error)
    expect(look).toEqual({
      background: 'rgb(35, 35, 38)',
      border: '1px solid rgb(65, 65, 74)',
      radius: '8px',
      padding: '8px 12px',
      gap: '8px',
      size: '13px',
      color: 'rgb(242, 242, 245)',
      icon: ['circle-check', 'rgb(137, 209, 133)', '14'],
      close: 'rgb(142, 142, 150)',
    });
    // 16 px left of the docked panel's edge, 44 px below the area's top
    const place = (await toast.boundingBox())!;
    const edge = (await handle(page).boundingBox())!;
    const area = await box(page, '.pd-stage');
    expect(Math.round(edge.x - (place.x + place.width))).toBe(16);
    expect(Math.round(place.y - area.y)).toBe(44);

    // the badge where the pane surface puts it: 8 characters, 11 px bright, beside the icon
    const badge = page.getByTestId('panel-badge');
    expect(await badge.innerText()).toBe('abcdefgh');
    expect(await badge.evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element).color])).toEqual(['11px', 'rgb(242, 242, 245)']);

    // the ✕ closes it
    await toast.getByRole('button', { name: 'Close the notification' }).click();
    await expect.poll(() => toast.count()).toBe(0);

    // on the activity bar the pill shows 3
    await page.getByRole('tab', { name: /^Plugin/ }).click();
    await form(page).getByRole('combobox', { name: 'Surface', exact: true }).selectOption('sidebar');
    await expect.poll(() => badge.innerText()).toBe('abc');
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(0, 120, 212)');
  });

  test('one toast at a time: a new one replaces the old, and each goes after 5 s', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify(tree));
    await page.getByRole('tab', { name: 'Reactions' }).click();
    await pasteIntoEditor(page, JSON.stringify([{ element: 'save', event: 'click', actions: [{ do: 'notify', message: 'first', kind: 'info' }] }]));
    await preview(page).getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.toast');
    await expect.poll(() => toast.innerText()).toBe('Example: Deploy helper: first');
    await page.waitForTimeout(750);
    await pasteIntoEditor(page, JSON.stringify([{ element: 'save', event: 'click', actions: [{ do: 'notify', message: 'second', kind: 'info' }] }]));
    await preview(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast.innerText()).toBe('Example: Deploy helper: second');
    expect(await toast.count()).toBe(1);
    await expect.poll(() => toast.count(), { timeout: 7000 }).toBe(0);
  });
});
