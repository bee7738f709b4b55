import { describe, inject, test } from 'vitest';
import { expect, newFreshContext, openApp, pasteIntoEditor, useBrowser, watch } from './app';

useBrowser();

const ready = { state: 'attached' } as const;

describe('the interface language', () => {
  test('switching to 한국어 redraws the toolbar at once, keeps the open design, and is remembered', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Stays while the language changes' }));
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Saved');
    await page.getByTestId('language').selectOption('ko');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('저장됨');
    expect(await page.getByRole('switch').innerText()).toContain('다크 모드');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    await page.locator('[data-host-theme]').getByText('Stays while the language changes').waitFor();
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor(ready);
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('저장됨');
    expect(await page.getByTestId('language').inputValue()).toBe('ko');
    for (const [locale, saved] of [['ja', '保存済み'], ['zh-CN', '已保存'], ['en', 'Saved']] as const) {
      await page.getByTestId('language').selectOption(locale);
      await expect.poll(() => page.getByTestId('save-state').innerText()).toBe(saved);
    }
  });

  test('the Documents menu speaks 日本語, and English again after switching back', async () => {
    const page = await openApp();
    await page.getByTestId('language').selectOption('ja');
    await page.getByRole('button', { name: 'ドキュメント', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'ドキュメント' });
    await menu.getByRole('heading', { name: 'スターター' }).waitFor();
    expect(await menu.getByRole('button', { name: '新規', exact: true }).count()).toBe(1);
    await page.getByTestId('language').selectOption('en');
    const toggle = page.getByRole('button', { name: 'Documents', exact: true });
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const english = page.getByRole('dialog', { name: 'Documents' });
    await english.getByRole('heading', { name: 'Starters' }).waitFor();
    expect(await english.getByRole('button', { name: 'New', exact: true }).count()).toBe(1);
  });

  test('in 日本語 an import that is refused says why in Japanese, and new, imported, duplicated and starter documents get Japanese names', async () => {
    const page = await openApp();
    await page.getByTestId('language').selectOption('ja');
    await page.getByRole('button', { name: 'ドキュメント', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'ドキュメント' });
    await menu.getByRole('button', { name: 'プラグインのログを貼り付け…' }).click();
    const paste = menu.getByRole('textbox');
    const importScreens = menu.getByRole('button', { name: '画面をインポート' });
    const refusal = menu.getByRole('alert');
    await paste.fill('hello\nworld');
    await importScreens.click();
    const said = await refusal.innerText();
    expect(said).toMatch(/^貼り付けたテキストは JSON ではなく（1 行 1 列：予期しない文字です。.+）、プラグインのログでもありません（JSON-RPC メッセージの行がありません）。/);
    // no English left: only names of things in code and of products stay Latin
    expect(said.replace(/Panel Designer|JSON-RPC|JSON|\.json|ui\/setPanel|Agent Bridge|pluginDef|stdout|true|false|null/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    await paste.fill('{"version":1,"name":"x","screens":[{"name":"a","text":""},{"name":"a","text":""}]}');
    await importScreens.click();
    await expect.poll(() => refusal.innerText()).toBe('有効な Panel Designer のドキュメントではありません。screens.1.name："a" という名前の画面が 2 つあります。');
    // words the language switch rewrites: the refusal follows it
    await page.getByTestId('language').selectOption('zh-CN');
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('这不是有效的 Panel Designer 文档：screens.1.name：有两个屏幕都名为 "a"。');
    await page.getByTestId('language').selectOption('ja');
    // one line is a ui/setPanel file ("インポートしたデザイン"); two are a plugin's log
    const line = JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: { type: 'text', text: 'ログから' } } });
    await paste.fill(`${line}\n${line}`);
    await importScreens.click();
    const name = page.getByRole('textbox', { name: 'ドキュメント名' });
    await expect.poll(() => name.inputValue()).toBe('プラグインのログからインポート');
    await page.getByRole('button', { name: 'ドキュメント', exact: true }).click();
    await menu.getByRole('button', { name: '新規', exact: true }).click();
    await expect.poll(() => name.inputValue()).toBe('無題');
    await page.getByRole('button', { name: 'ドキュメント', exact: true }).click();
    await menu.getByRole('button', { name: '無題を複製' }).click();
    await menu.getByRole('button', { name: '無題 のコピー', exact: true }).waitFor();
    // a starter opens under its name in Japanese, as the menu lists it
    await menu.getByRole('button', { name: '検索と結果', exact: true }).click();
    await expect.poll(() => name.inputValue()).toBe('検索と結果');
  });

  test('a first visit follows the browser’s language; English is the fallback; the English starter picture is drawn only for English', async () => {
    for (const [browserLocale, saved, picture] of [['ja-JP', '保存済み', false], ['fr-FR', 'Saved', true]] as const) {
      const context = await newFreshContext({ locale: browserLocale });
      const page = watch(await context.newPage());
      // what index.html drew before any module ran: the built (English) picture, or nothing
      await page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          if (document.getElementById('app')?.dataset.keptFrame === 'starter') (window as { drewPicture?: boolean }).drewPicture = true;
        });
        seen.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-kept-frame'] });
        (window as { drewPicture?: boolean }).drewPicture = false;
      });
      await page.goto(inject('baseUrl'));
      expect(await page.evaluate(() => (window as { drewPicture?: boolean }).drewPicture), browserLocale).toBe(picture);
      await page.locator('[data-testid="editor"][data-ready="true"]').waitFor(ready);
      await expect.poll(() => page.getByTestId('save-state').innerText()).toBe(saved);
    }
  });

  test('Monaco’s own widgets speak the chosen language after the reload a note offers (its find box in Korean); the design is kept', async () => {
    const page = await openApp();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor(ready);
    await pasteIntoEditor(page, JSON.stringify({ type: 'text', text: 'Kept across the reload' }));
    const note = page.getByTestId('editor-language-note');
    const findLabel = async () => {
      await page.locator('.monaco-editor').first().click();
      await page.keyboard.press('ControlOrMeta+F');
      const find = page.locator('.find-widget textarea, .find-widget input').first();
      await find.waitFor();
      const label = await find.getAttribute('aria-label');
      await page.keyboard.press('Escape');
      return label;
    };
    await page.getByTestId('language').selectOption('ko');
    await note.waitFor();
    expect(await note.innerText()).toContain('편집기 자체의 메뉴와 찾기 상자는 페이지를 새로 고치면 언어가 바뀌어요.');
    // until the reload Monaco keeps the words it started with
    expect(await findLabel()).toBe('Find');
    // back to the editor's own language: nothing to reload for
    await page.getByTestId('language').selectOption('en');
    await note.waitFor({ state: 'detached' });
    await page.getByTestId('language').selectOption('ko');
    // clicked straight from the editor, with a save of the edit still waiting: the reload goes ahead, nothing asked
    await page.locator('.monaco-editor').first().click();
    await page.keyboard.type(' ');
    const reloaded = page.waitForEvent('load');
    await note.getByRole('button', { name: '지금 새로 고침' }).click();
    await reloaded;
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor(ready);
    expect(await findLabel()).toBe('찾기');
    await page.locator('[data-host-theme]').getByText('Kept across the reload').waitFor();
    expect(await note.count()).toBe(0);

    await page.getByTestId('language').selectOption('en');
    await note.getByRole('button', { name: 'Later' }).click();
    await note.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('[data-testid="editor"][data-ready="true"]').waitFor(ready);
    expect(await findLabel()).toBe('Find');
  });
});
