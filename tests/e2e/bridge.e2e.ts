import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { slackPlugin } from '../../src/gallery/starters/slack-plugin';
import { axeFindings, describeFindings } from './axe';
import { expect, moveCursorAfter, openApp, openInFreshBrowser, pasteIntoEditor, problemMessages, useBrowser } from './app';

useBrowser();

const ready = (page: Page) => page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
const screen = (page: Page) => page.getByTestId('bridge-screen');
const field = (page: Page, key: string) => screen(page).locator(`[data-field="${key}"]`);
const answer = (page: Page) => page.getByTestId('bridge-answer').innerText();
const slack = JSON.parse(slackPlugin.doc.screens[0]!.text) as Record<string, unknown> & { simulation: Record<string, unknown> };

/** Opens the Slack-like starter from the Documents menu as a new document. */
async function openSlack(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await page.getByRole('dialog', { name: 'Documents' }).locator('.starters').getByRole('button', { name: slackPlugin.title, exact: true }).click();
  await ready(page);
  await screen(page).waitFor();
}

/** Types into a field the way a person does (select what is there, type over it). */
async function typeInto(page: Page, key: string, text: string): Promise<void> {
  const input = field(page, key).locator('input').first();
  await input.fill('');
  if (text) await input.pressSequentially(text);
}

async function save(page: Page, on = true): Promise<void> {
  await page.getByTestId('bridge-enabled').setChecked(on);
  await page.getByTestId('bridge-save').click();
}

/** Shows the API tab (choosing it while it is open would fold the tools away). */
async function showApi(page: Page): Promise<void> {
  const tab = page.getByRole('tab', { name: 'API' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await page.getByRole('button', { name: /Stop the server|Start the server/ }).waitFor();
}

async function apiJson(page: Page, testid: string): Promise<unknown> {
  return JSON.parse(await page.getByTestId(testid).innerText()) as unknown;
}

describe('Agent Bridge plugin settings', () => {
  test('the Slack-like starter draws Settings → Plugins as the spec describes it, and survives a reload', async () => {
    const page = await openApp();
    await openSlack(page);
    expect(await page.getByTestId('shape').innerText()).toBe('Agent Bridge plugin settings');
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
    const view = screen(page);
    expect(await view.getByRole('heading', { name: 'Slack' }).count()).toBe(1);
    expect(await view.getByText('Slack 에서 세션을 보고 답해요.', { exact: false }).count()).toBe(1);
    expect(await page.getByTestId('bridge-status').getAttribute('data-state')).toBe('off');
    // labels, required marks, masked secrets, placeholders
    expect(await view.locator('.label').allInnerTexts()).toEqual(['봇 토큰*', '앱 토큰*', '채널*', '새 세션을 띄울 곳']);
    expect(await field(page, 'bot').locator('input').getAttribute('type')).toBe('password');
    expect(await field(page, 'bot').locator('input').getAttribute('placeholder')).toBe('xoxb-…');
    expect(await field(page, 'channel').locator('input').getAttribute('type')).toBe('text');
    // the pick button lists the simulated choices, and a choice fills the field
    await field(page, 'channel').getByRole('button', { name: '채널 고르기' }).click();
    await field(page, 'channel').getByRole('button', { name: /#agent-bridge/ }).click();
    expect(await field(page, 'channel').locator('input').inputValue()).toBe('C0100000002');
    // a places input per Mac
    expect(await field(page, 'places').locator('[data-mac]').count()).toBe(2);
    expect(await field(page, 'places').getByLabel('MacBook Air folder').count()).toBe(1);
    // help steps in order with their link and copy button; the prompt with {origin} replaced
    const steps = view.getByRole('list', { name: '안내' }).locator(':scope > li');
    expect(await steps.count()).toBe(3);
    expect(await steps.nth(0).getByRole('link', { name: 'Slack API 열기' }).getAttribute('href')).toBe('https://api.slack.com/apps');
    await steps.nth(1).getByRole('button', { name: '매니페스트 복사' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('socket_mode_enabled');
    expect(await page.getByTestId('bridge-prompt').innerText()).toContain('Agent Bridge(https://bridge.example.com)에');
    await view.getByRole('button', { name: '프롬프트 복사' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('https://bridge.example.com');
    // the Build column says plainly that this kind is edited as text
    expect(await page.getByTestId('bridge-build-note').count()).toBe(1);
    // the Reference tab documents the definition's keys, from the same schema
    await page.getByRole('tab', { name: 'Reference' }).click();
    const reference = page.getByRole('region', { name: 'Plugin definition reference' });
    expect(await reference.getByRole('heading', { name: 'pluginField' }).count()).toBe(1);
    expect(await reference.innerText()).toContain('Maximum length of the value in characters, cut after trimming. Default: 400.');

    await page.reload();
    await ready(page);
    await screen(page).waitFor();
    expect(await page.getByTestId('shape').innerText()).toBe('Agent Bridge plugin settings');
  });

  test('Save runs the spec’s rules with its messages: required, prefix, swapped tokens, kept secrets, restart, remove', async () => {
    const page = await openApp();
    await openSlack(page);
    await page.getByRole('tab', { name: 'API' }).click();

    // a required field left empty refuses to turn on, with 을 after 봇 토큰's final consonant
    await typeInto(page, 'channel', 'C0100000001');
    await save(page);
    expect(await answer(page)).toBe('봇 토큰 을(를) 채워 주세요');
    expect(await apiJson(page, 'bridge-post')).toMatchObject({ status: 400, answer: { ok: false, note: '봇 토큰 을(를) 채워 주세요' } });

    // a value that does not start with the prefix
    await typeInto(page, 'bot', 'token-1');
    await typeInto(page, 'app', 'xapp-1');
    await save(page);
    expect(await answer(page)).toBe('봇 토큰 값은 xoxb- 로 시작해야 해요.');

    // swapped tokens are moved back, with a notice; the instance restarts through connecting
    await typeInto(page, 'bot', 'xapp-APP');
    await typeInto(page, 'app', '  xoxb-BOT  ');
    await save(page);
    expect(await answer(page)).toBe('봇 토큰 과 앱 토큰 의 값이 서로 바뀌어 있어서 제자리로 옮겼어요.');
    expect(await page.getByTestId('bridge-status').getAttribute('data-state')).toBe('connecting');
    await expect.poll(() => page.getByTestId('bridge-status').innerText()).toContain('workspace: example');
    expect(await page.getByTestId('bridge-status').getAttribute('data-state')).toBe('on');
    expect(await apiJson(page, 'bridge-file')).toEqual({ slack: { enabled: true, config: { bot: 'xoxb-BOT', app: 'xapp-APP', channel: 'C0100000001', places: '' }, state: {} } });
    expect(await apiJson(page, 'bridge-get')).toMatchObject({ plugins: [{ added: true, enabled: true, config: { bot: '••••••••', app: '••••••••' }, status: { state: 'on' } }] });
    expect(await apiJson(page, 'bridge-post')).toMatchObject({ request: { enabled: true, config: { bot: 'xapp-APP', app: '  xoxb-BOT  ' } }, status: 200 });

    // an empty secret keeps the stored value; the field shows the mask as its placeholder
    expect(await field(page, 'bot').locator('input').getAttribute('placeholder')).toBe('••••••••');
    await typeInto(page, 'channel', '   C0100000002   ');
    await save(page);
    expect(await answer(page)).toBe('저장했어요.');
    expect(await apiJson(page, 'bridge-file')).toMatchObject({ slack: { config: { bot: 'xoxb-BOT', app: 'xapp-APP', channel: 'C0100000002' } } });
    expect(await field(page, 'channel').locator('input').inputValue()).toBe('C0100000002');

    // a body over 16,384 bytes is refused as the API refuses it
    await field(page, 'places').getByLabel('Mac Studio folder').fill('가'.repeat(6000));
    await save(page);
    expect(await answer(page)).toBe('본문은 16,384 byte 까지예요.');
    expect(await apiJson(page, 'bridge-post')).toMatchObject({ status: 400, answer: { ok: false, note: '본문은 16,384 byte 까지예요.' } });

    // {remove: true} removes it
    await screen(page).getByRole('button', { name: '빼기' }).click();
    expect(await apiJson(page, 'bridge-file')).toEqual({});
    expect(await apiJson(page, 'bridge-get')).toMatchObject({ plugins: [{ added: false, enabled: false, status: { state: 'off' } }] });
  });

  test('a required empty pick field with one choice takes it; a start error shows as the error state', async () => {
    const page = await openApp();
    await openSlack(page);
    const one = { ...slack, name: 'Slack, one channel', simulation: { ...slack.simulation, choices: { channel: [{ value: 'C9', label: '#only' }] }, startError: 'invalid_auth' } };
    await pasteIntoEditor(page, JSON.stringify(one, null, 2));
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors\s+0 warnings/);
    // the count was already 0 before the paste: type once the screen is drawn from the pasted definition, whose new
    // simulation starts the server afresh (and the form with it)
    await screen(page).getByRole('heading', { name: 'Slack, one channel' }).waitFor();
    await typeInto(page, 'bot', 'xoxb-1');
    await typeInto(page, 'app', 'xapp-1');
    await save(page);
    expect(await answer(page)).toBe('채널 은 고를 값이 하나뿐이라 #only (으)로 정했어요.');
    expect(await field(page, 'channel').locator('input').inputValue()).toBe('C9');
    await expect.poll(() => page.getByTestId('bridge-status').getAttribute('data-state')).toBe('error');
    expect(await page.getByTestId('bridge-status').innerText()).toContain('invalid_auth');
  });

  test('the instance lives as the server runs it: start with the host calls, stop then start on a change, the server stopped and started, removal', async () => {
    const page = await openApp();
    await openSlack(page);
    await showApi(page);
    const log = page.getByTestId('bridge-log');
    const lines = async () => (await log.locator('li').allInnerTexts()).map((line) => line.trim());
    expect(await page.locator('section[aria-label="Server log"]').innerText()).toContain('Nothing yet');
    // {origin} says where it came from
    expect(await page.getByTestId('bridge-origin').innerText()).toBe('{origin} = https://bridge.example.com (BRIDGE_ORIGIN)');

    await typeInto(page, 'bot', 'xoxb-1');
    await typeInto(page, 'app', 'xapp-1');
    await typeInto(page, 'channel', 'C0100000001');
    await save(page);
    await expect.poll(lines).toEqual([
      'plugin slack user=u1: start(config, host)',
      'plugin slack user=u1: Socket Mode 에 연결했어요',
      expect.stringMatching(/^plugin slack user=u1: Sessions\(\) → \[\{"thread":"C0100000001:1733212800.000100","title":"빌드 고치기","host":"Mac Studio","cwd":"~\/work\/app".*"title":"잠긴 세션","host":"","cwd":""/),
      'plugin slack user=u1: Summary("C0100000001:1733212800.000100") → {"title":"빌드 고치기","host":"Mac Studio","cwd":"~/work/app","last":"테스트 두 개를 고쳤고 이제 빌드가 통과해요.","link":"https://bridge.example.com/s/a1b2c3"}',
      'plugin slack user=u1: status() → {"state":"on","note":"workspace: example"}',
    ]);
    // the log and its controls pass axe, as every other tool does
    expect(describeFindings(await axeFindings(page, 'the API tab with the server log', { within: ['#dock'] }))).toEqual([]);
    // another user's session never reaches this plugin's host
    expect((await lines()).join('\n')).not.toContain('다른 사람의 세션');
    await expect.poll(() => page.getByTestId('bridge-move-target').innerText()).toBe('A move target in the session menu');

    // a settings change restarts it: stop, then start
    await typeInto(page, 'channel', 'C0100000002');
    await save(page);
    await expect.poll(async () => (await lines()).slice(5, 7)).toEqual(['plugin slack user=u1: stop() (settings changed)', 'plugin slack user=u1: start(config, host)']);

    // stopping the server stops the instance; Save waits for the server, which starts the plugin again
    await page.getByRole('button', { name: 'Stop the server' }).click();
    expect((await lines()).at(-1)).toBe('plugin slack user=u1: stop() (server ends)');
    expect(await page.getByTestId('bridge-status').getAttribute('data-state')).toBe('off');
    expect(await page.getByTestId('bridge-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('bridge-server-down').innerText()).toContain('stopped');
    expect(await page.getByTestId('bridge-move-target').innerText()).toBe('Not a move target (not on)');
    await page.getByRole('button', { name: 'Start the server' }).click();
    await expect.poll(() => page.getByTestId('bridge-status').getAttribute('data-state')).toBe('on');
    expect((await lines()).filter((line) => line === 'plugin slack user=u1: start(config, host)')).toHaveLength(3);

    // turning it off stops it; removing an off plugin has nothing to stop
    await save(page, false);
    expect((await lines()).at(-1)).toBe('plugin slack user=u1: stop() (turned off)');
    const count = (await lines()).length;
    await screen(page).getByRole('button', { name: '빼기' }).click();
    expect(await lines()).toHaveLength(count);
    expect(await apiJson(page, 'bridge-file')).toEqual({});
  });

  test('the scenario’s host calls answer as the spec says: no connected Mac, choices from unsaved input, a filled-in choice prefix-checked', async () => {
    const page = await openApp();
    await openSlack(page);
    const scenario = {
      ...slack,
      fields: [
        { key: 'team', label: '팀' },
        { key: 'channel', label: '채널', required: true, pick: '채널 고르기', prefix: 'C' },
      ],
      simulation: {
        port: 9000,
        macs: [{ id: 'studio', name: 'Mac Studio', connected: false }],
        choices: { channel: [{ value: 'Z1', label: '#wrong' }] },
        choicesWhen: [{ key: 'channel', when: { team: 'T1' }, choices: [{ value: 'C1', label: '#team-one' }, { value: 'C2', label: '#team-two' }] }],
        calls: [{ call: 'Start', args: ['첫 지시', '/tmp', '{"main":"studio"}'] }],
      },
    };
    await pasteIntoEditor(page, JSON.stringify(scenario, null, 2));
    await expect.poll(() => page.getByTestId('problem-counts').innerText()).toMatch(/0 errors/);
    // the screen redraws from the pasted definition a moment after the problem count does
    await expect.poll(() => page.getByTestId('bridge-origin').innerText()).toBe('{origin} = http://localhost:9000 (no BRIDGE_ORIGIN: http://localhost:<PORT>, PORT 9000)');
    // the only choice Z1 is filled in, and refused for its prefix
    await save(page);
    expect(await answer(page)).toBe('채널 값은 C 로 시작해야 해요.');
    // the pick button sends the unsaved team: its choices follow it
    await typeInto(page, 'team', 'T1');
    await field(page, 'channel').getByRole('button', { name: '채널 고르기' }).click();
    expect(await field(page, 'channel').getByRole('list').getByRole('button').allInnerTexts()).toEqual(['#team-one C1', '#team-two C2']);
    await showApi(page);
    expect(await apiJson(page, 'bridge-choices')).toMatchObject({ request: { key: 'channel', config: { team: 'T1' } }, answer: { ok: true, choices: [{ value: 'C1' }, { value: 'C2' }] } });
    await field(page, 'channel').getByRole('button', { name: /#team-two/ }).click();
    await save(page);
    await expect.poll(async () => (await page.getByTestId('bridge-log').locator('li').allInnerTexts()).join('\n')).toContain(
      'plugin slack user=u1: Start("첫 지시", "/tmp", "{\\"main\\":\\"studio\\"}") → 400 연결된 맥이 없어요. 맥의 브라우저에서 Agent Bridge 를 열어 두세요.',
    );
  });

  test('mistakes in the definition are marked in the editor with the spec’s rules', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByRole('button', { name: 'New Agent Bridge plugin settings' }).click();
    await ready(page);
    await screen(page).waitFor();
    const broken = {
      id: 'x',
      name: 'X',
      fields: [
        { key: 'a', label: 'A', max: 0 },
        { key: 'a', label: 'B', pick: 'Pick', secrte: true },
      ],
      help: [{ title: 'T', text: 'x', link: { label: 'L', url: 'javascript:alert(1)' } }],
    };
    await pasteIntoEditor(page, JSON.stringify(broken, null, 2));
    await expect.poll(() => problemMessages(page)).toEqual(
      expect.arrayContaining([
        'Missing required "about": expected a string.',
        '"max" must be at least 1, got number 0.',
        'Duplicate field key "a": both fields would save into the same config value.',
        'A help link must be an http or https address, got the string "javascript:alert(1)".',
        expect.stringContaining('Unknown key "secrte" on a field (did you mean "secret"?)'),
        expect.stringContaining('the simulation lists no choices for "a"'),
      ]),
    );
    await expect.poll(() => page.locator('.monaco-editor .squiggly-error').count()).toBeGreaterThanOrEqual(4);
    // the screen keeps the last definition that fit, and says so
    expect(await screen(page).getByRole('status').first().innerText()).toContain('last one that fit');
  });

  test('the editor completes the keys of a field and explains them on hover, from the bridge schema', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    // the new document opens in the page started over
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'New Agent Bridge plugin settings' }).click()]);
    await ready(page);
    await pasteIntoEditor(page, '{\n  "id": "x",\n  "name": "X",\n  "about": "A",\n  "fields": [{ "key": "a", "label": "A",  }]\n}\n');
    await moveCursorAfter(page, '"label": "A", ');
    await page.keyboard.press('Control+Space');
    const suggestions = page.locator('.suggest-widget .monaco-list-row .label-name');
    await expect.poll(async () => (await suggestions.allInnerTexts()).join(' ')).toContain('secret');
    const keys = (await suggestions.allInnerTexts()).map((label) => label.replace(/"/g, ''));
    expect(keys).toEqual(expect.arrayContaining(['placeholder', 'secret', 'required', 'prefix', 'pick', 'kind', 'max']));
    await page.keyboard.press('Escape');
    await page.locator('.monaco-editor .view-line span span', { hasText: '"about"' }).first().hover();
    await expect.poll(async () => (await page.locator('.monaco-hover:not(.hidden)').allInnerTexts()).join('\n')).toContain('One-paragraph description shown on the settings screen');
  });

  test('Export offers the Go definition, the assumed types, the Go test and the JSON, copyable and downloadable', async () => {
    const page = await openApp();
    await openSlack(page);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const files = page.getByRole('tablist', { name: 'Files' }).getByRole('tab');
    expect(await files.allInnerTexts()).toEqual(['slack.go', 'plugin_types_assumed.go', 'slack_test.go', 'bridge_double_test.go', 'slack.definition.json', 'slack.get-plugins.json']);
    await page.getByRole('button', { name: 'Copy slack.go' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('func slackPlugin() pluginDef {');
    await files.filter({ hasText: 'slack.definition.json' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download slack.definition.json' }).click()]);
    const path = join(mkdtempSync(join(tmpdir(), 'pd-bridge-')), download.suggestedFilename());
    await download.saveAs(path);
    const { simulation: _, ...definition } = slack;
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(definition);
  });

  test('a share link of the starter opens the working settings screen on the preview page', async () => {
    const page = await openApp();
    await openSlack(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    await expect.poll(() => dialog.getByTestId('share-copied').innerText()).toBe('Link copied to the clipboard');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const viewer = await openInFreshBrowser(link);
    await screen(viewer).waitFor();
    expect(await screen(viewer).getByRole('heading', { name: 'Slack' }).count()).toBe(1);
    await field(viewer, 'bot').locator('input').fill('xoxb-1');
    await save(viewer);
    expect(await viewer.getByTestId('bridge-answer').innerText()).toBe('앱 토큰 을(를) 채워 주세요');
    expect(await apiJson(viewer, 'bridge-post')).toMatchObject({ status: 400 });
  });

  test('on a phone the screen fits the width, and the embed link shows the screen alone', async () => {
    const page = await openApp('/', undefined, { width: 375, height: 667 });
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByRole('dialog', { name: 'Documents' }).locator('.starters').getByRole('button', { name: slackPlugin.title, exact: true }).click();
    await screen(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    const box = (await screen(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Share link' }).getByTestId('share-copied').innerText()).toBe('Link copied to the clipboard');
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    link.search = '?embed';
    const embed = await openInFreshBrowser(link.href, undefined, { width: 375, height: 667 });
    await screen(embed).waitFor();
    expect(await embed.getByTestId('bridge-api').count()).toBe(0);
    expect(await embed.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });
});
