import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { expectConsoleError, openInFreshBrowser, useBrowser } from './app';
import { layoutProblems } from './geometry';
import { englishLeft } from './english-left';
import { startHost, stopHost, type RunningHost } from './live-host';

useBrowser();

/** How a WebSocket upgrade ends: 'open', or the HTTP status it was refused with. */
function tryUpgrade(url: string, origin: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { origin });
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => resolve(0));
  });
}

describe('live mode, through the real host', () => {
  let host: RunningHost | undefined;
  beforeAll(async () => {
    host = await startHost('hello-node');
  }, 60_000);
  afterAll(() => stopHost(host));

  test('a click in the preview reaches the plugin, whose new panel, toast and badge appear; the wire log shows both directions; a reload replays it', async () => {
    const page = await openInFreshBrowser(host!.url, undefined, { width: 1366, height: 768 });
    const panel = page.locator('[data-host-content]');
    await expect.poll(() => panel.getByText('Hello from Node.js').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('live-status').getAttribute('data-state')).toBe('running');
    expect(await layoutProblems(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Go' }).click();
    await panel.getByText('Clicked 1 time').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Clicked 1' }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('panel-badge').textContent()).toBe('1');
    // the panel names no icon: the header draws the plugin's, as Agentty does
    expect(await page.getByTestId('panel-icon').getAttribute('data-icon')).toBe('square-terminal');
    expect(await page.locator('.toast').innerText()).toMatch(/^hello-node: Clicked 1/);

    const lines = page.getByTestId('wire-line');
    const sent = await lines.evaluateAll((items) => items.map((item) => `${item.getAttribute('data-direction')} ${item.getAttribute('data-method')}`));
    expect(sent).toContain('toPlugin initialize');
    expect(sent).toContain('fromPlugin initialize');
    expect(sent).toContain('toPlugin panel/open');
    expect(sent).toContain('toPlugin ui/event');
    expect(sent).toContain('fromPlugin ui/setPanel');
    expect(sent).toContain('fromPlugin ui/notify');
    const uiEvent = JSON.parse((await page.locator('[data-testid="wire-line"][data-method="ui/event"] [data-testid="wire-text"]').first().textContent())!);
    expect(uiEvent).toEqual({ jsonrpc: '2.0', method: 'ui/event', params: { element: 'go', event: 'click', context: expect.any(Object) } });
    // each line reads at a glance: the summary, sent over from the host with the line
    const summaries = (method: string) => page.locator(`[data-testid="wire-line"][data-method="${method}"] [data-testid="wire-summary"]`).allInnerTexts();
    expect((await summaries('ui/event')).map((text) => text.replace(/\s+/g, ' '))).toContain('ui/event go · click');
    expect((await summaries('ui/notify')).map((text) => text.replace(/\s+/g, ' '))).toContainEqual(expect.stringMatching(/^ui\/notify( #\d+)? \w+ "Clicked 1/));

    // a reload keeps the session: the same panel, and the log replayed
    const count = await lines.count();
    await page.reload();
    await panel.getByText('Clicked 1 time').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('wire-line').count()).toBe(count);
  });

  test('Stop ends the plugin with shutdown and shows how it exited; Restart starts it again; Capture panel opens the panel in the designer', async () => {
    const page = await openInFreshBrowser(host!.url, undefined, { width: 1366, height: 768 });
    const status = page.getByTestId('live-status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('running');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 10_000 }).toBe('exited');
    expect(await status.textContent()).toMatch(/Exited with code 0/);
    expect(await page.locator('[data-testid="wire-line"][data-method="shutdown"]').count()).toBe(1);

    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('running');
    const panel = page.locator('[data-host-content]');
    await panel.getByText('Hello from Node.js').waitFor();

    await page.getByRole('button', { name: 'Capture panel' }).click();
    await page.getByRole('status').filter({ hasText: 'Captured as' }).waitFor();
    const designer = await page.context().newPage();
    await designer.goto(new URL('/', host!.url).href);
    await designer.locator('[data-host-content]').getByText('Hello from Node.js').waitFor({ timeout: 20_000 });
    await designer.close();
  });

  test('on a phone the live page is one column of tabs, the panel first, and the plugin still answers', async () => {
    const page = await openInFreshBrowser(host!.url, undefined, { width: 375, height: 667 });
    const panel = page.locator('[data-host-content]');
    await panel.getByRole('button').first().waitFor({ timeout: 20_000 });
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Wire' }).click();
    await page.getByTestId('wire-line').first().waitFor();
    expect(await panel.isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Host' }).click();
    await page.getByRole('checkbox', { name: /session\.read/ }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('a WebSocket without the token, or from another origin, is refused', async () => {
    const { origin, hash } = new URL(host!.url);
    const token = hash.slice('#live='.length);
    const socketUrl = (query: string) => `${origin.replace('http', 'ws')}/live${query}`;
    expect(await tryUpgrade(socketUrl(`?token=${token}`), origin)).toBe('open');
    expect(await tryUpgrade(socketUrl(''), origin)).toBe(401);
    expect(await tryUpgrade(socketUrl('?token=wrong'), origin)).toBe(401);
    expect(await tryUpgrade(socketUrl(`?token=${token}`), 'http://evil.example')).toBe(403);

    // the page with a wrong token says so, and stops knocking, instead of spinning
    expectConsoleError(/WebSocket connection to .*token=wrong-token' failed/);
    const page = await openInFreshBrowser(`${origin}/#live=wrong-token`);
    await page.getByTestId('connection').filter({ hasText: 'refused' }).waitFor({ timeout: 20_000 });
  });
});

describe('live mode with a plugin that sends an invalid tree', () => {
  let host: RunningHost | undefined;
  beforeAll(async () => {
    host = await startHost('invalid-only');
  }, 60_000);
  afterAll(() => stopHost(host));

  test('the tree is not drawn: it is shown with its problems marked, and listed as a problem', async () => {
    const page = await openInFreshBrowser(host!.url, undefined, { width: 1366, height: 768 });
    const rejected = page.getByTestId('rejected-panel');
    await rejected.waitFor({ timeout: 20_000 });
    await rejected.locator('.squiggly-error').first().waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: /Problems/ }).click();
    await expect.poll(() => page.getByTestId('violation').count()).toBeGreaterThan(0);
  });
});

describe('live mode with a plugin that calls methods needing permissions', () => {
  let host: RunningHost | undefined;
  beforeAll(async () => {
    host = await startHost('no-permission');
  }, 60_000);
  afterAll(() => stopHost(host));

  test('withholding a permission in the Host settings makes its call answer -32001, listed as a problem and in the plugin log', async () => {
    const page = await openInFreshBrowser(host!.url, undefined, { width: 1366, height: 768 });
    const answerTo = (id: number) => page.locator('[data-testid="wire-line"][data-direction="toPlugin"][data-method="session/get"] [data-testid="wire-text"]').filter({ hasText: `"id":${id},` });
    // every permission is granted at first: session/get (request 4) is answered with a session
    await answerTo(4).first().waitFor({ timeout: 20_000 });
    expect(JSON.parse((await answerTo(4).first().textContent())!)).toMatchObject({ id: 4, result: { paneId: expect.any(String), turns: expect.any(Array) } });

    await page.getByRole('checkbox', { name: /session\.read/ }).uncheck();
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await expect.poll(() => answerTo(4).count(), { timeout: 20_000 }).toBe(2);
    expect(JSON.parse((await answerTo(4).last().textContent())!)).toMatchObject({ id: 4, error: { code: -32001 } });
    await page.getByRole('tab', { name: /Problems/ }).click();
    await page.locator('[data-testid="violation"][data-rule="permission-denied"]').first().waitFor();
    await page.getByRole('tab', { name: /Plugin log/ }).click();
    await page.locator('[data-testid="plugin-log-line"][data-stream="stderr"]').filter({ hasText: 'session/get: -32001' }).waitFor();
  });

  test('in 한국어 the simulated environment says what is wrong with its JSON in Korean, and Apply waits for it', async () => {
    const page = await openInFreshBrowser(host!.url, undefined, { width: 1366, height: 768 });
    await page.evaluate(() => localStorage.setItem('panel-designer:language', 'ko'));
    await page.reload();
    const environment = page.getByRole('textbox', { name: '시뮬레이션한 워크스페이스, 창, 세션 (JSON)' });
    await environment.fill('{"windowOpen": "yes", "focusedPaneId": null, "workspaces": []}');
    await expect.poll(() => page.getByTestId('environment-error').innerText()).toBe('환경이 올바르지 않아요(1번째 줄 16번째 칸). windowOpen: true 나 false 이어야 하는데 문자열 이에요.');
    expect(await page.getByRole('button', { name: '적용', exact: true }).isDisabled()).toBe(true);
    await environment.fill('[');
    await expect.poll(() => page.getByTestId('environment-error').innerText()).toMatch(/^환경이 올바른 JSON 이 아니에요\(1번째 줄 1번째 칸\): 1번 줄에서 연 배열을 닫는 ] 가 와야 하는데/);
  });

  test('in 한국어 the host says its refusal, its notes and why the plugin stopped in Korean, while the plugin still gets the English error', async () => {
    const page = await openInFreshBrowser(host!.url, undefined, { width: 1366, height: 768 });
    await page.evaluate(() => localStorage.setItem('panel-designer:language', 'ko'));
    await page.reload();
    const answerTo = (id: number) => page.locator('[data-testid="wire-line"][data-direction="toPlugin"][data-method="session/get"] [data-testid="wire-text"]').filter({ hasText: `"id":${id},` });
    await answerTo(4).first().waitFor({ timeout: 20_000 });
    await page.getByRole('checkbox', { name: /session\.read/ }).uncheck();
    await page.getByRole('button', { name: '다시 시작', exact: true }).click();
    await expect.poll(() => answerTo(4).count(), { timeout: 20_000 }).toBe(2);
    // the wire keeps the host's English: it is what the plugin reads
    expect(JSON.parse((await answerTo(4).last().textContent())!)).toMatchObject({ error: { code: -32001, message: 'session/get needs the "session.read" permission in agentty-plugin.json' } });

    await page.getByRole('tab', { name: /^문제/ }).click();
    const refusal = page.locator('[data-testid="violation"][data-rule="permission-denied"]').first();
    await refusal.waitFor();
    const words = await refusal.innerText();
    expect(words).toContain('session/get');
    expect(words).toContain('session.read');
    expect(words).toMatch(/[\uac00-\ud7af]/);
    expect(await englishLeft(page, [], '.violations')).toEqual([]);

    // the restart's stop: its reason in the status line and in the plugin log, said by the host in Korean
    await page.getByRole('tab', { name: /^플러그인 로그/ }).click();
    const notes = page.locator('[data-testid="plugin-log-line"][data-stream="host"]');
    await expect.poll(() => notes.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // the log's lines are code (englishLeft passes over them): each host note must be Korean itself
    for (const note of await notes.locator('code').allInnerTexts()) {
      expect(note).toMatch(/[\uac00-\ud7af]/);
      expect(note).not.toMatch(/\b(?:The plugin|Restarting|A plugin must)\b/);
    }
    await page.getByRole('button', { name: '멈추기', exact: true }).click();
    await expect.poll(() => page.getByTestId('live-status').innerText(), { timeout: 20_000 }).toMatch(/[\uac00-\ud7af].*: .*[\uac00-\ud7af]/);
    expect(await page.getByTestId('live-status').innerText()).not.toContain('Stopped from the designer');

    // on a phone the tab strip holds "問題 1" with the rest, and Japanese and Chinese join the host's sentences
    // with no space after a full-width stop
    await page.setViewportSize({ width: 375, height: 667 });
    for (const [locale, problems, log] of [['ja', /^問題 \d/, 'ログ'], ['zh-CN', /^问题 \d/, '日志']] as const) {
      await page.evaluate((chosen) => localStorage.setItem('panel-designer:language', chosen), locale);
      await page.reload();
      await page.getByRole('tab', { name: problems }).waitFor({ timeout: 20_000 });
      expect(await layoutProblems(page), locale).toEqual([]);
      await page.getByRole('tab', { name: log, exact: true }).click();
      // the stop's note is two sentences: why it stopped, and how the plugin ended
      const stopped = await notes.locator('code').last().innerText();
      expect(stopped, locale).toMatch(/。.+。$/);
      expect(stopped, locale).not.toMatch(/[。：] /);
    }
  });
});

describe('live mode with a plugin that uses what today’s Agentty answers, with its own manifest', () => {
  let host: RunningHost | undefined;
  beforeAll(async () => {
    host = await startHost('agentty-today');
  }, 60_000);
  afterAll(() => stopHost(host));

  test('its panel is headed by the manifest’s title and icon; what it keeps shows in Storage; its command is in Send as Agentty and reaches it as command/execute', async () => {
    const page = await openInFreshBrowser(host!.url, undefined, { width: 1366, height: 768 });
    const panel = page.locator('[data-host-content]');
    await panel.getByText(/^opened 1 \(panel\/open\)/).waitFor({ timeout: 20_000 });
    expect(await page.locator('.pd-host .title').textContent()).toBe("Today's host");
    expect(await page.getByTestId('panel-icon').locator('[data-icon="calendar"]').count()).toBe(1);
    // copied before the page connected: the snapshot brings it
    await page.getByTestId('copied').filter({ hasText: 'opened 1' }).waitFor({ timeout: 20_000 });
    expect(await layoutProblems(page)).toEqual([]);

    // the permission ticks start from the manifest: net.request and files, and nothing else of the nine
    const ticks = page.locator('.permission input[type="checkbox"]');
    expect(await ticks.count()).toBe(9);
    expect(await page.getByRole('checkbox', { name: /net\.request/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^files/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /session\.read/ }).isChecked()).toBe(false);

    await page.getByRole('tab', { name: /Storage/ }).click();
    const storage = page.getByTestId('live-storage');
    await expect.poll(() => storage.locator('tr[data-key="opened"] td').textContent()).toBe('1');
    expect(await storage.locator('tr[data-key="last"] td').textContent()).toBe('{"why":"panel/open"}');

    await page.getByRole('tab', { name: 'Send as Agentty' }).click();
    const commands = page.getByTestId('contributed-commands');
    expect(await commands.locator('code').textContent()).toBe('agentty-today.refresh');
    await commands.getByRole('button', { name: 'Refresh the panel' }).click();
    await panel.getByText(/^opened 2 \(command agentty-today\.refresh\)/).waitFor({ timeout: 20_000 });
    const executed = page.locator('[data-testid="wire-line"][data-direction="toPlugin"][data-method="command/execute"] [data-testid="wire-text"]');
    expect(JSON.parse((await executed.first().textContent())!)).toMatchObject({ method: 'command/execute', params: { command: 'agentty-today.refresh', args: {} } });
    await page.getByRole('tab', { name: /Storage/ }).click();
    await expect.poll(() => storage.locator('tr[data-key="opened"] td').textContent()).toBe('2');
  });
});
