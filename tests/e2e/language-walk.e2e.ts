import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { expect, openApp, useBrowser } from './app';
import { englishLeft } from './english-left';
import { layoutProblems } from './geometry';
import { nodeTypes } from '../../src/schema/registry';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };
// names in code that stay as they are: node types, the host messages' methods, the JSON keys params and surface
const CODE_NAMES = [...nodeTypes, 'initialize', 'shutdown', 'params', 'surface'];
const LANGUAGES = [
  ['ko', '저장됨'],
  ['ja', '保存済み'],
  ['zh-CN', '已保存'],
] as const;

/** Tabs through the page once round (at most `limit` stops): the stops whose focus draws nothing, or lies outside the window. */
async function walk(page: Page, limit = 120): Promise<{ stops: number; unseen: string[] }> {
  await page.locator('body').focus();
  const first: string[] = [];
  const unseen: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return { key: 'body', fault: '' };
      const inEditor = Boolean(active.closest('.monaco-editor'));
      const ringed = active.matches('input[type=radio]') ? (active.closest('[role=radiogroup]') as HTMLElement) : active;
      const style = getComputedStyle(ringed);
      const drawn = inEditor || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const box = active.getBoundingClientRect();
      const inside = box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
      const what = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.innerText ?? '').trim().slice(0, 30)}"`;
      return { key: `${what}@${Math.round(box.left)},${Math.round(box.top)}`, fault: !drawn ? `${what}: no focus ring` : !inside ? `${what}: outside the window` : '' };
    });
    if (focus.fault) unseen.push(focus.fault);
    // the editor keeps Tab for indenting: Esc, then Tab leaves it, as its hint says
    if (await page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')))) await page.keyboard.press('Escape');
    if (first.includes(focus.key)) return { stops: first.length, unseen };
    first.push(focus.key);
  }
  return { stops: first.length, unseen };
}

describe('every interface language, walked by keyboard at a laptop’s and a phone’s size', () => {
  for (const [locale, saved] of LANGUAGES) {
    test(`${locale}: no English left in the designer's texts, no layout fault, every Tab stop shows its focus`, async () => {
      const page = await openApp('/', undefined, LAPTOP);
      await page.getByTestId('language').selectOption(locale);
      await expect.poll(() => page.getByTestId('save-state').innerText()).toBe(saved);
      // every tool of the dock, and every tab above the editor (screens, plugin, reactions)
      for (const strip of ['.dock [role="tablist"]', 'main [role="tablist"]:not(.dock [role="tablist"])']) {
        const tabs = page.locator(`${strip} [role="tab"]`);
        for (let index = 0; index < (await tabs.count()); index++) {
          const tab = tabs.nth(index);
          if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
          await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
          expect(await englishLeft(page, CODE_NAMES), `${locale}: ${await tab.innerText()}`).toEqual([]);
        }
      }
      for (const viewport of [LAPTOP, PHONE]) {
        await page.setViewportSize(viewport);
        const where = `${locale} at ${viewport.width}×${viewport.height}`;
        await expect.poll(() => layoutProblems(page), { message: where }).toEqual([]);
        expect(await englishLeft(page, CODE_NAMES), where).toEqual([]);
        const { stops, unseen } = await walk(page);
        // a phone shows one page of the app at a time: fewer stops, but still a walk through it
        expect(stops, where).toBeGreaterThan(viewport === PHONE ? 5 : 10);
        expect(unseen, where).toEqual([]);
      }
    });
  }
});
