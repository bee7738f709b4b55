import { describe, test } from 'vitest';
import { expect, openApp, useBrowser } from './app';
import { layoutProblems } from './geometry';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

// each box that must stay one line: the toolbar, the dock's tab strip, the phone's page tabs
const overflowing = (page: Awaited<ReturnType<typeof openApp>>) =>
  page.evaluate(() =>
    ['header.toolbar', '.dock .strip', '.dock [role="tablist"]', 'nav.tabs [role="tablist"]']
      .flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)].map((box) => ({ selector, box })))
      .filter(({ box }) => box.offsetParent !== null)
      .reduce<string[]>((found, { selector, box }, _, shown) => {
        if (!shown.some((one) => one.selector === 'header.toolbar')) return ['the toolbar is not shown'];
        return box.scrollWidth > box.clientWidth ? [...found, `${selector}: ${box.scrollWidth} > ${box.clientWidth}`] : found;
      }, []),
  );

describe('the workbench in another language', () => {
  test('in 한국어 the dock tabs and the problem counts are Korean, and the toolbar and tab strips still fit', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
    await page.getByTestId('language').selectOption('ko');
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/문제\s+오류 0개\s+경고 0개\s+힌트 0개/);
    const tabs = page.getByRole('tablist', { name: '도구' }).getByRole('tab');
    expect((await tabs.allInnerTexts()).map((text) => text.replace(/\d+$/, '').trim())).toEqual(['메시지 기록', '내보내기', '참조']);
    // a resize or a language switch is laid out over a frame or two: a fault that stays is what fails
    expect(await page.locator('.dock .fold').innerText()).toMatch(/^(숨기기|보이기)$/);
    await expect.poll(() => overflowing(page)).toEqual([]);
    await expect.poll(() => layoutProblems(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    const pageTabs = page.getByRole('tablist', { name: '보기' }).getByRole('tab');
    await expect.poll(() => pageTabs.allInnerTexts()).toEqual(['패널', 'JSON', '만들기', '메시지 기록', '내보내기', '참조']);
    await expect.poll(() => overflowing(page)).toEqual([]);
    await expect.poll(() => layoutProblems(page)).toEqual([]);

    // Japanese and Chinese fit the same boxes
    for (const [locale, errors] of [['ja', 'エラー 0 件'], ['zh-CN', '0 个错误']] as const) {
      await page.setViewportSize(LAPTOP);
      await page.getByTestId('language').selectOption(locale);
      await expect.poll(() => page.getByTestId('problem-counts').innerText()).toContain(errors);
      await expect.poll(() => overflowing(page), { message: `${locale} at 1366×768` }).toEqual([]);
      await expect.poll(() => layoutProblems(page), { message: `${locale} at 1366×768` }).toEqual([]);
      await page.setViewportSize(PHONE);
      await expect.poll(() => overflowing(page), { message: `${locale} on a phone` }).toEqual([]);
      await expect.poll(() => layoutProblems(page), { message: `${locale} on a phone` }).toEqual([]);
    }

    await page.setViewportSize(LAPTOP);
    await page.getByTestId('language').selectOption('en');
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
    expect((await page.getByRole('tablist', { name: 'Tools' }).getByRole('tab').allInnerTexts()).map((text) => text.replace(/\d+$/, '').trim())).toEqual(['Wire log', 'Export', 'Reference']);
  });
});
