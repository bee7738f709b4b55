import { deflateSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, inject, test } from 'vitest';
import { slackPlugin } from '../../src/gallery/starters/slack-plugin';
import { encodeBase64Url } from '../../src/share/base64url';
import { CURRENT_LINK_FORMAT, dictionaryV1, linkDictionary } from '../../src/share/dictionary';
import { newDocument, type DesignDocument } from '../../src/share/document';
import { encodeShareLink } from '../../src/share/link';
import { expect, expectConsoleError, newFreshContext, openApp, pageErrors, preview, useBrowser, watch } from './app';
import { layoutProblems } from './geometry';
import { detail, main, reactions } from '../fixtures/prototype';

useBrowser();

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };
const OTHER_LOCALES = ['ko', 'ja', 'zh-CN'] as const;

const design: DesignDocument = {
  ...newDocument('Files panel'),
  screens: [
    { name: 'main', text: JSON.stringify(main, null, 2) },
    { name: 'detail', text: JSON.stringify(detail, null, 2) },
  ],
  reactions: JSON.stringify(reactions, null, 2),
};
const at = (path: string) => new URL(path, inject('baseUrl')).href;
const bomb = `#v1/${encodeBase64Url(deflateSync(new Uint8Array(9 * 1024 * 1024).fill(32), { dictionary: dictionaryV1 }))}`;

/** A full load of `path`: from the designer, a new fragment alone would not load another page. */
async function load(page: Page, path: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(at(path));
}

/** The share page and the Live page have no language menu: the choice remembered by the designer applies there. */
async function remember(page: Page, locale: string): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('panel-designer:language', chosen), locale);
}

/** Layout problems at the laptop and the phone size, each named by where they were seen. */
async function layoutAtBothSizes(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const [size, viewport] of [['1366×768', LAPTOP], ['375×667', PHONE]] as const) {
    await page.setViewportSize(viewport);
    // the page redraws for the new width in the frames after the resize: judge what it settles on
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    let problems = await layoutProblems(page);
    if (problems.length) {
      await page.waitForTimeout(500);
      problems = await layoutProblems(page);
    }
    found.push(...problems.map((problem) => `${where} at ${size}: ${problem}`));
  }
  await page.setViewportSize(LAPTOP);
  return found;
}

/** Back to English through the designer's own menu, as a person would. */
async function backToEnglish(page: Page): Promise<void> {
  await load(page, '/');
  await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByTestId('language').selectOption('en');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
}

describe('the share page, Agent Bridge and the Live page in another language', () => {
  test('in 한국어 a share link opens in Korean, and a broken or too big link is refused in Korean; nothing is cut in ko, ja or zh-CN', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await page.getByTestId('language').selectOption('ko');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('저장됨');

    await load(page, `/${encodeShareLink(design)}`);
    await preview(page).getByText('README.md').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.getByRole('button', { name: '디자이너에서 열기' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Open in designer' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: '시뮬레이터' }).count()).toBe(1);
    expect(await page.title()).toBe('Files panel · Panel Designer');
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.getByRole('tablist', { name: '보기' }).getByRole('tab').allInnerTexts()).toEqual(['패널', '메시지 기록', 'Agentty 로서 보내기']);
    await page.setViewportSize(LAPTOP);

    for (const [fragment, refusal] of [
      ['#v1/', '빈 링크예요. #v1/ 뒤에 디자인이 없어요.'],
      ['#v1/@@@not*base64***', '링크가 손상됐어요.'],
      ['#v9/AAAA', '더 새로운 버전의 Panel Designer 가 만든 링크예요(링크 형식 v9).'],
      [bomb, '이 링크는 압축을 풀면 8MB 를 넘어요.'],
    ] as const) {
      await load(page, `/${fragment}`);
      const alert = page.getByTestId('link-error');
      await alert.waitFor();
      expect(await alert.getByRole('heading').innerText()).toBe('이 링크를 열 수 없어요');
      expect(await alert.innerText()).toContain(refusal);
      expect(await page.getByRole('link', { name: 'Panel Designer 열기' }).getAttribute('href')).toBe(at('/'));
      expect(await page.title()).toBe('링크를 열 수 없어요 · Panel Designer');
    }

    const problems: string[] = [];
    for (const locale of OTHER_LOCALES) {
      await remember(page, locale);
      await load(page, `/${encodeShareLink(design)}`);
      await preview(page).getByText('README.md').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      problems.push(...(await layoutAtBothSizes(page, `the share page in ${locale}`)));
      await load(page, '/#v1/');
      await page.getByTestId('link-error').waitFor();
      problems.push(...(await layoutAtBothSizes(page, `a refused link in ${locale}`)));
    }
    expect(problems).toEqual([]);

    await backToEnglish(page);
    await load(page, `/${encodeShareLink(design)}`);
    await page.getByRole('button', { name: 'Open in designer' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await backToEnglish(page);
  }, 300_000);

  test('a first visit to a share link follows the browser’s language (日本語)', async () => {
    const context = await newFreshContext({ locale: 'ja-JP' });
    const page = watch(await context.newPage());
    await page.goto(at('/#v1/'));
    await page.getByTestId('link-error').waitFor();
    expect(await page.getByTestId('link-error').innerText()).toContain('空のリンクです。#v1/ の後にデザインがありません。');
    expect(await page.getByRole('link', { name: 'Panel Designer を開く' }).count()).toBe(1);
  });

  test('a share link whose design holds a file it refuses says why in the browser’s language (日本語)', async () => {
    const wire = JSON.stringify({ version: 1, name: 'x', screens: [{ name: 'main', text: '{}' }], files: [{ path: 'files/a.png', base64: '@@@@' }] });
    const fragment = `#v${CURRENT_LINK_FORMAT}/${encodeBase64Url(deflateSync(new TextEncoder().encode(wire), { dictionary: linkDictionary(CURRENT_LINK_FORMAT)! }))}`;
    const context = await newFreshContext({ locale: 'ja-JP' });
    const page = watch(await context.newPage());
    await page.goto(at(`/${fragment}`));
    await page.getByTestId('link-error').waitFor();
    expect(await page.getByTestId('link-error').innerText()).toContain('このデザインのファイルを読み込めません: files[0]（「files/a.png」）: "base64" が base64 ではありません');
  });

  test('a share link whose design is not valid says what is wrong in the browser’s language (简体中文)', async () => {
    const wire = JSON.stringify({ version: 1, name: 'x', screens: [{ name: 'main', text: '{}' }], settings: { width: 99999 } });
    const fragment = `#v${CURRENT_LINK_FORMAT}/${encodeBase64Url(deflateSync(new TextEncoder().encode(wire), { dictionary: linkDictionary(CURRENT_LINK_FORMAT)! }))}`;
    const context = await newFreshContext({ locale: 'zh-CN' });
    const page = watch(await context.newPage());
    await page.goto(at(`/${fragment}`));
    await page.getByTestId('link-error').waitFor();
    expect(await page.getByTestId('link-error').innerText()).toContain('此链接不包含有效的设计。这不是有效的 Panel Designer 文档：settings.width：必须最多为 4000，实际是 数字 99999。');
  });

  test('in 中文 the Agent Bridge settings screen and its API pane speak Chinese, while Agent Bridge’s Korean and its refusals stay as written', async () => {
    const page = await openApp('/', undefined, LAPTOP);
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByRole('dialog', { name: 'Documents' }).locator('.starters').getByRole('button', { name: slackPlugin.title, exact: true }).click();
    const screen = page.getByTestId('bridge-screen');
    await screen.waitFor();
    await page.getByTestId('language').selectOption('zh-CN');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    // the simulated Agent Bridge screen is Korean in every language, as the spec draws it
    expect(await screen.locator('.crumb').innerText()).toBe('설정 → 플러그인');
    expect(await page.getByTestId('bridge-save').innerText()).toBe('저장');
    expect(await screen.locator('[data-field="places"]').getByLabel('MacBook Air 的文件夹').count()).toBe(1);
    await page.getByTestId('bridge-enabled').setChecked(true);
    await page.getByTestId('bridge-save').click();
    await expect.poll(() => page.getByTestId('bridge-answer').innerText()).toBe('봇 토큰 을(를) 채워 주세요');
    // a save that passes starts the simulated server, whose log lines are the spec's
    for (const [key, value] of [['bot', 'xoxb-1'], ['app', 'xapp-1'], ['channel', 'C0100000001']] as const) await screen.locator(`[data-field="${key}"] input`).first().fill(value);
    await page.getByTestId('bridge-save').click();
    await expect.poll(() => page.getByTestId('bridge-answer').innerText()).toBe('저장했어요.');

    const tab = page.getByRole('tab', { name: 'API' });
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    const log = page.getByRole('region', { name: '服务器日志' });
    await log.getByRole('heading', { name: '服务器日志' }).waitFor();
    expect(await log.getByRole('button', { name: '停止服务器' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('bridge-move-target').innerText()).toBe('会出现在会话菜单的移动目标中');
    expect(await page.getByRole('region', { name: 'POST /api/plugins/slack（最近一次保存）' }).count()).toBe(1);
    const linesInChinese = await page.getByTestId('bridge-log').locator('li').allInnerTexts();
    expect(linesInChinese.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: '停止服务器' }).click();
    await expect.poll(() => page.getByTestId('bridge-server-down').innerText()).toBe('模拟服务器已停止：请在服务器日志中重新启动它，然后再保存。');
    expect(await page.getByTestId('bridge-move-target').innerText()).toBe('不是移动目标（未开启）');
    const problems: string[] = [];
    for (const locale of OTHER_LOCALES) {
      await page.getByTestId('language').selectOption(locale);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      problems.push(...(await layoutAtBothSizes(page, `Agent Bridge in ${locale}`)));
    }
    expect(problems).toEqual([]);
    await page.getByRole('button', { name: '启动服务器' }).click();

    // English again: the same server log lines, word for word, in the spec's format
    await page.getByTestId('language').selectOption('en');
    await page.getByRole('button', { name: 'Stop the server' }).waitFor();
    expect(await page.getByTestId('bridge-move-target').innerText()).toMatch(/^(A move target in the session menu|Not a move target \(not on\))$/);
    expect((await page.getByTestId('bridge-log').locator('li').allInnerTexts()).slice(0, linesInChinese.length)).toEqual(linesInChinese);
    expect(await page.getByTestId('bridge-answer').innerText()).toBe('저장했어요.');
  }, 300_000);

  test('in 日本語 the Live page says it cannot reach its host in Japanese, and fits a laptop and a phone in ko, ja and zh-CN', async () => {
    // the preview server has no /live socket: the page knocks, fails and says so
    expectConsoleError(/WebSocket connection to .*\/live\?token=no-host' failed/);
    const page = await openApp('/', undefined, LAPTOP);
    await page.getByTestId('language').selectOption('ja');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('保存済み');
    await load(page, '/#live=no-host');
    const note = page.getByTestId('connection');
    await note.filter({ hasText: 'ホストがこのページを拒否したか、実行されていません' }).waitFor({ timeout: 20_000 });
    expect(await note.innerText()).toContain('npm run host が表示したアドレスを開いてください。');
    expect(await note.getByRole('button', { name: '再試行' }).count()).toBe(1);
    expect(await page.getByTestId('live-status').innerText()).toBe('ホストを待っています…');
    expect(await page.getByRole('button', { name: '再起動' }).isDisabled()).toBe(true);
    expect(await page.title()).toBe('プラグイン · ライブ · Panel Designer');

    const problems: string[] = [];
    for (const locale of OTHER_LOCALES) {
      await remember(page, locale);
      await load(page, '/#live=no-host');
      await page.getByTestId('connection').getByRole('button').waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      problems.push(...(await layoutAtBothSizes(page, `the Live page in ${locale}`)));
    }
    expect(problems).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await page.getByRole('tablist', { name: '显示' }).getByRole('tab').allInnerTexts()).toEqual(['面板', '消息', '日志', '问题', '存储', '发送', '宿主']);
    await page.setViewportSize(LAPTOP);
    await backToEnglish(page);
    await load(page, '/#live=no-host');
    await page.getByTestId('connection').filter({ hasText: 'The host refused this page, or is not running' }).waitFor({ timeout: 20_000 });
    await backToEnglish(page);
  }, 300_000);
});
