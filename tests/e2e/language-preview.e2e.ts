import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, openApp, pasteIntoEditor, preview, useBrowser } from './app';
import { layoutProblems } from './geometry';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

// a select, a list and a drop slot that leave their words to Agentty, and a value that is not a node (the designer's mark)
const tree = {
  type: 'column',
  children: [
    { type: 'select', id: 'region', options: [{ value: 'eu', label: 'Europe' }] },
    { type: 'list', id: 'runs', items: [] },
    { type: 'image', id: 'inbox', drop: true },
    {},
  ],
};

const chosen = (page: Page) => preview(page).locator('[data-path="/children/0"] button').first().innerText();
const empty = (page: Page) => preview(page).locator('[data-path="/children/1"] [data-empty-state]').innerText();
const slot = (page: Page) => preview(page).locator('[data-path="/children/2"]').innerText();
const mark = (page: Page) => preview(page).locator('[data-path="/children/3"]').innerText();
const hostLanguage = (page: Page) => page.getByTestId('host-language');

async function start(viewport = LAPTOP): Promise<Page> {
  const page = await openApp('/', undefined, viewport);
  // a phone shows one page at a time: the editor is typed in on its own tab, as a person does
  if (viewport === PHONE) await page.getByRole('tab', { name: 'JSON' }).click();
  await pasteIntoEditor(page, JSON.stringify(tree));
  if (viewport === PHONE) await page.getByRole('tab', { name: 'Panel' }).click();
  // a page opened beside another may start from the language that page saved: each starts from English
  await hostLanguage(page).selectOption('en');
  await expect.poll(() => chosen(page)).toBe('Choose…');
  return page;
}

describe('the preview in another language', () => {
  test('the simulated Agentty in 한국어 draws its own words in Korean at once; the designer stays English', async () => {
    const page = await start();
    expect(await hostLanguage(page).inputValue()).toBe('en');
    await hostLanguage(page).selectOption('ko');
    await expect.poll(() => chosen(page)).toBe('선택…');
    expect(await empty(page)).toBe('항목이 없습니다');
    expect(await slot(page)).toBe('여기에 파일을 놓으세요');
    // the designer's own mark and notes follow the interface, still English
    expect(await mark(page)).toBe('Not a node');
    expect(await page.locator('.surface-note .what').innerText()).toBe("Agentty puts this plugin's icon in the tab strip above the terminals.");
    expect(await page.getByTestId('save-state').innerText()).toMatch(/^Sav/);

    // the same setting as initialize's language in the host messages, both ways
    const host = page.getByRole('region', { name: 'Host messages' });
    await host.getByText('Params').click();
    const field = host.getByLabel('Language', { exact: true });
    expect(await field.inputValue()).toBe('ko');
    await field.fill('ja-JP');
    await expect.poll(() => chosen(page)).toBe('選択…');
    expect(await hostLanguage(page).inputValue()).toBe('ja-JP');
    await field.fill('fr');
    await expect.poll(() => chosen(page)).toBe('Choose…');
    expect(await empty(page)).toBe('No rows');
    await field.fill('zh-Hans');
    await expect.poll(() => empty(page)).toBe('暂无内容');
    await hostLanguage(page).selectOption('en');
    await expect.poll(() => chosen(page)).toBe('Choose…');
    expect(await slot(page)).toBe('Drop files here');
  });

  test('the simulated Agentty’s language is kept with the design: after a reload and in a share link', async () => {
    const page = await start();
    await hostLanguage(page).selectOption('ja');
    await expect.poll(() => chosen(page)).toBe('選択…');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
    expect(await hostLanguage(page).inputValue()).toBe('ja');
    await expect.poll(() => chosen(page)).toBe('選択…');
    // the share link carries it: the shared preview draws Agentty's words in Japanese too
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const url = await page.getByRole('dialog', { name: 'Share link' }).getByTestId('share-link').inputValue();
    const shared = await page.context().newPage();
    await shared.goto(url);
    await expect.poll(() => preview(shared).locator('[data-path="/children/0"] button').first().innerText()).toBe('選択…');
    await shared.close();
  });

  test('the interface in 日本語 with the simulated Agentty in English: the designer’s notes are Japanese, Agentty’s words stay English', async () => {
    const page = await start();
    await page.getByTestId('language').selectOption('ja');
    await expect.poll(() => mark(page)).toBe('ノードではありません');
    expect(await page.locator('.surface-note .what').innerText()).toBe('Agentty はこのプラグインのアイコンをターミナル上部のタブ列に置きます。');
    expect(await page.locator('label:has([data-testid="host-language"])').innerText()).toContain('Agentty の言語');
    expect(await hostLanguage(page).inputValue()).toBe('en');
    expect(await chosen(page)).toBe('Choose…');
    expect(await empty(page)).toBe('No rows');
    expect(await slot(page)).toBe('Drop files here');
    // both languages at once: Japanese notes around Korean words
    await hostLanguage(page).selectOption('ko');
    await expect.poll(() => chosen(page)).toBe('선택…');
    expect(await mark(page)).toBe('ノードではありません');

    await page.getByTestId('language').selectOption('en');
    await expect.poll(() => mark(page)).toBe('Not a node');
    expect(await chosen(page)).toBe('선택…');
  });

  test('why a setValue reaction sent nothing is said in the interface language, and said again on a switch', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }, { type: 'toggle', id: 'wrap', label: 'Wrap' }] }));
    await page.getByRole('tab', { name: 'Reactions' }).click();
    // a click carries no value and the action gives none; "gone" is on no screen, so that one has nothing to redraw
    await pasteIntoEditor(page, JSON.stringify([{ element: 'go', event: 'click', actions: [{ do: 'setValue', element: 'wrap' }, { do: 'setValue', element: 'gone', value: true }] }]));
    await preview(page).getByRole('button', { name: 'Go' }).click();
    const status = page.getByTestId('wire-status');
    const english = 'setValue of "wrap" sent nothing: the event carries no value and the action gives none. setValue sent nothing: the screen on show has no element "gone".';
    await expect.poll(() => status.innerText()).toBe(english);
    await page.getByTestId('language').selectOption('ko');
    await expect
      .poll(() => status.innerText())
      .toBe('"wrap" 의 setValue 는 아무것도 보내지 않았어요. 이벤트에 값이 없고 동작도 값을 주지 않아요. setValue 는 아무것도 보내지 않았어요. 지금 보이는 화면에 요소 "gone" 이(가) 없어요.');
    await page.getByTestId('language').selectOption('en');
    await expect.poll(() => status.innerText()).toBe(english);
  });

  test('the preview bar with its Agentty language menu fits at 1366×768 and on a phone, in every interface language', async () => {
    for (const viewport of [LAPTOP, PHONE]) {
      const page = await start(viewport);
      for (const locale of ['ko', 'ja', 'zh-CN', 'en'] as const) {
        await page.getByTestId('language').selectOption(locale);
        await hostLanguage(page).selectOption(locale === 'en' ? 'zh-CN' : locale);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
        const bar = page.locator('.preview-bar');
        const fits = await bar.evaluate((element) =>
          [...element.querySelectorAll('label, select, button')].filter((part) => part.scrollWidth > part.clientWidth + 1 || part.getBoundingClientRect().right > window.innerWidth).map((part) => part.textContent),
        );
        expect(fits, `${locale} at ${viewport.width}`).toEqual([]);
        expect(await layoutProblems(page), `${locale} at ${viewport.width}`).toEqual([]);
      }
      // the Agentty language is saved with the design, which the next size opens again: back to English
      await hostLanguage(page).selectOption('en');
      await expect.poll(() => chosen(page)).toBe('Choose…');
    }
  });
});
