import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { expect, openApp, pasteIntoEditor, problemMessages, useBrowser } from './app';
import { englishLeft } from './english-left';
import { layoutProblems } from './geometry';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

// an unknown type ("buton") and a button without its "label"
const tree = JSON.stringify({ type: 'column', children: [{ type: 'buton', label: 'Go' }, { type: 'button', id: 'save' }] }, null, 2);

const problemsIn = {
  ko: ['알 수 없는 노드 유형 "buton" (혹시 "button" 인가요?). Agentty 는 이 트리를 거부해요.', '필수 속성 "label" 이(가) 없어요. 문자열 값이 와야 해요 (button 의 속성:'],
  ja: ['不明なノードタイプ "buton" です (「button」のことですか?)。Agentty はこのツリーを拒否します。', '必須のプロパティ "label" がありません。文字列が必要です (button のプロパティ:'],
  en: ['Unknown node type "buton" (did you mean "button"?): Agentty refuses the tree.', 'Missing required "label": expected a string (button takes '],
} as const;

/** The editor's hover over `token`, asked for anew (away first, so that an open hover closes). */
async function hoverText(page: Page, token: string): Promise<string> {
  await page.mouse.move(0, 0);
  await page.locator('.monaco-hover:not(.hidden)').waitFor({ state: 'detached', timeout: 2000 }).catch(() => undefined);
  await page.locator('.monaco-editor .view-line span span', { hasText: token }).first().hover();
  const hover = page.locator('.monaco-hover:not(.hidden)', { hasText: 'buton' });
  await hover.first().waitFor({ timeout: 3000 }).catch(() => undefined);
  return (await page.locator('.monaco-hover:not(.hidden)').allInnerTexts()).join('\n');
}

/** Each problem row whose words are cut rather than wrapped, or that reaches outside the window or its list. */
const cutRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.problems .problem')]
      .filter((row) => {
        const box = row.getBoundingClientRect();
        const list = row.closest('.problems')!.getBoundingClientRect();
        return row.scrollWidth > row.clientWidth + 1 || box.right > Math.min(window.innerWidth, list.right) + 1 || box.left < list.left - 1;
      })
      .map((row) => row.innerText),
  );

describe('problems in the interface language', () => {
  test('in 한국어 the Problems list and the marker hover speak Korean, redraw in 日本語 without an edit, and English comes back', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await page.getByTestId('language').selectOption('ko');
    await pasteIntoEditor(page, tree);
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toContain(problemsIn.ko[0]);
    const korean = await problemMessages(page);
    expect(korean).toHaveLength(2);
    korean.forEach((message, i) => expect(message).toContain(problemsIn.ko[i]));
    // the node types and prop names stay as the tree writes them
    expect(korean[1]).toMatch(/\(button 의 속성: type, .*label.*\)\. \(Agentty 의 규칙이에요\.\)$/);
    await expect.poll(() => hoverText(page, '"buton"')).toContain(problemsIn.ko[0]);
    expect(await cutRows(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);

    await page.getByTestId('language').selectOption('ja');
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toContain(problemsIn.ja[0]);
    expect((await problemMessages(page))[1]).toContain(problemsIn.ja[1]);
    // the markers are placed again in the new language, without touching the text
    await expect.poll(() => hoverText(page, '"buton"')).toContain(problemsIn.ja[0]);
    expect(await cutRows(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'JSON', exact: true }).click();
    await page.locator('.problems .problem').first().waitFor();
    expect(await page.locator('.problems .problem').count()).toBe(2);
    expect(await cutRows(page)).toEqual([]);
    await page.setViewportSize(LAPTOP);

    await page.getByTestId('language').selectOption('en');
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toContain(problemsIn.en[0]);
    expect((await problemMessages(page))[1]).toContain(problemsIn.en[1]);
    await expect.poll(() => hoverText(page, '"buton"')).toContain(problemsIn.en[0]);
  });

  test('in English the app says every problem word for word as before, the capitalised "did you mean" included', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Hi', stlye: 'muted' }));
    await expect
      .poll(() => problemMessages(page))
      .toEqual(['Unknown key "stlye" on text (did you mean "style"?): Agentty ignores it, so it does nothing; most such keys are typos. Text takes type, text, style. (Agentty\'s rule.)']);
    await page.getByTestId('language').selectOption('zh-CN');
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toContain('text 上有未知的键 "stlye"（你是不是想写 "style"？）');
    await page.getByTestId('language').selectOption('en');
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toContain('Text takes type, text, style.');
  });
});

describe('the other parts of the design, named in the interface language', () => {
  test('in 简体中文 a screen and the reactions with errors are named in Chinese, the screen’s own name as written', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await pasteIntoEditor(page, JSON.stringify({ type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }] }));
    await page.locator('nav.tabs .actions .add').click();
    await page.locator('nav.tabs [role="tab"][data-screen="screen-2"]').waitFor();
    await pasteIntoEditor(page, JSON.stringify({ type: 'text' }));
    await page.locator('nav.tabs [role="tab"].reactions').click();
    await pasteIntoEditor(page, '[{"element": "go", "event": "click", "actions": [{"do": "showScreen", "screen": "nowhere"}]}]');
    await page.locator('nav.tabs [role="tab"][data-screen="main"]').click();
    await page.getByTestId('language').selectOption('zh-CN');
    // one line for each other part with errors
    const elsewhere = () => page.getByTestId('problems-elsewhere').allInnerTexts().then((lines) => lines.join('\n'));
    await expect.poll(elsewhere).toContain('屏幕 "screen-2" 有 1 个错误');
    expect(await elsewhere()).toContain('响应 有 1 个错误');
    expect(await page.getByRole('button', { name: '打开 屏幕 "screen-2"' }).count()).toBe(1);
    expect(await englishLeft(page, [], '.problems')).toEqual([]);
    await page.getByTestId('language').selectOption('en');
    await expect.poll(elsewhere).toContain('Screen "screen-2" has 1 error');
    expect(await elsewhere()).toContain('Reactions has 1 error');
  });

  test('on a phone in 한국어, the note under a panel drawn smaller says so in Korean', async () => {
    const page = await openApp('/', undefined, PHONE);
    await page.getByTestId('language').selectOption('ko');
    await expect.poll(() => page.locator('.fit .note').first().innerText()).toMatch(/^\d+% 크기로 보여요\. 패널 너비는 \d+px 이에요\.$/);
  });
});

describe('editor docs in the interface language', () => {
  test('in 한국어 the hover over an Agent Bridge key explains it in Korean, and in 日本語 in Japanese', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    // the new document opens in the page started over
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'New Agent Bridge plugin settings' }).click()]);
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
    const keyHover = async () => {
      await page.mouse.move(0, 0);
      await page.locator('.monaco-hover:not(.hidden)').waitFor({ state: 'detached', timeout: 2000 }).catch(() => undefined);
      await page.locator('.monaco-editor .view-line span span', { hasText: '"about"' }).first().hover();
      // the hover comes after Monaco's delay, and its docs after the JSON worker answers
      await page.locator('.monaco-hover:not(.hidden)', { hasText: /\S/ }).first().waitFor({ timeout: 3000 }).catch(() => undefined);
      return (await page.locator('.monaco-hover:not(.hidden)').allInnerTexts()).join('\n');
    };
    await page.getByTestId('language').selectOption('ko');
    await expect.poll(keyHover).toContain('설정 화면에 보이는 한 문단짜리 설명.');
    await page.getByTestId('language').selectOption('ja');
    await expect.poll(keyHover).toContain('設定画面に表示する 1 段落の説明。');
  });
});
