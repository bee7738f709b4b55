import { describe, expect, it } from 'vitest';
import { machineUtcOffsetMinutes } from '../events';
import { PERMISSIONS, type HostSettings } from './contract';
import { grantsOf } from './permissions';
import { DEFAULT_INITIALIZE_TIMEOUT_MS } from './decisions';
import { ENVIRONMENT, EXAMPLE_CONTEXT, EXAMPLE_ENVIRONMENT, HOST_SETTINGS, defaultSettings, parseEnvironment } from './environment';

const example = JSON.stringify(EXAMPLE_ENVIRONMENT, null, 2);
const plugin = { id: 'hello', name: 'Hello', version: '0.1.0', dir: '/Users/dana/plugins/hello', dataDir: '/tmp/hello-data' };

/** The example's text with one exact piece replaced (the piece must be there). */
function edited(from: string, to: string): string {
  expect(example).toContain(from);
  return example.replace(from, to);
}

describe('the example environment', () => {
  it('is valid and realistic: 2 workspaces, 3 panes, claude and codex, one pane without a session', () => {
    expect(ENVIRONMENT.safeParse(EXAMPLE_ENVIRONMENT).success).toBe(true);
    const panes = EXAMPLE_ENVIRONMENT.workspaces.flatMap((workspace) => workspace.panes);
    expect(EXAMPLE_ENVIRONMENT.workspaces).toHaveLength(2);
    expect(panes.map((pane) => pane.agent)).toEqual(['claude', 'codex', null]);
    expect(panes.filter((pane) => pane.session === null)).toHaveLength(1);
    expect(panes[0]?.session?.turns.length).toBeGreaterThanOrEqual(3);
    expect(panes[0]?.session?.turns[0]).toEqual({ role: 'user', text: expect.any(String) });
  });

  it('round-trips through its text', () => {
    expect(parseEnvironment(example)).toEqual({ ok: true, value: EXAMPLE_ENVIRONMENT });
  });

  it("has a context that matches its focused pane", () => {
    const focused = EXAMPLE_ENVIRONMENT.workspaces[0]!.panes[0]!;
    expect(EXAMPLE_ENVIRONMENT.focusedPaneId).toBe(focused.id);
    expect(EXAMPLE_CONTEXT).toMatchObject({ paneId: focused.id, cwd: focused.cwd, agent: focused.agent, sessionId: focused.session?.sessionId, workspaceId: 'ws-web' });
  });
});

describe('parseEnvironment', () => {
  it('says an empty text is empty', () => {
    expect(parseEnvironment('  \n')).toMatchObject({ ok: false, reason: 'The environment is empty.' });
  });

  it('places a syntax error', () => {
    const result = parseEnvironment('{\n  "windowOpen": true,\n}');
    expect(result).toMatchObject({ ok: false, reason: 'The environment is not valid JSON (line 2, column 21): JSON does not allow a trailing comma.', start: 22, end: 23 });
  });

  it('refuses an array at the top', () => {
    expect(parseEnvironment('[]')).toMatchObject({ ok: false, reason: 'The environment (line 1, column 1) must be an object, got an array.', start: 0, end: 2 });
  });

  it('names a wrong type with its path and place, marking the value', () => {
    const text = edited('"windowOpen": true', '"windowOpen": "yes"');
    const result = parseEnvironment(text);
    expect(result).toMatchObject({ ok: false, reason: 'The environment is not valid (line 2, column 17): windowOpen must be true or false, got a string.', start: 18, end: 23 });
    if (!result.ok) expect(text.slice(result.start, result.end)).toBe('"yes"');
  });

  it('names a missing key, marking the object that lacks it', () => {
    expect(parseEnvironment('{"windowOpen": true, "workspaces": []}')).toMatchObject({ ok: false, reason: 'The environment is not valid (line 1, column 2): focusedPaneId is missing: it must be a pane id or null.' });
  });

  it('names an unknown (misspelt) key, marking the key', () => {
    const text = edited('"focusedPaneId": "pane-1"', '"focusedPane": "pane-1"');
    const result = parseEnvironment(text);
    // the unknown key explains the missing one, so it is named first
    expect(result).toMatchObject({ ok: false, reason: 'The environment (line 3, column 3) has an unknown key "focusedPane".' });
    if (!result.ok) expect(text.slice(result.start, result.end)).toBe('"focusedPane"');
  });

  it('refuses a pane id used twice, across workspaces', () => {
    const text = edited('"id": "pane-3"', '"id": "pane-1"');
    const result = parseEnvironment(text);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('workspaces[1].panes[0].id is also the id of workspaces[0].panes[0]: pane ids must differ across workspaces.') });
    if (!result.ok) expect(text.slice(result.start, result.end)).toBe('"pane-1"');
  });

  it('refuses a workspace id used twice', () => {
    expect(parseEnvironment(edited('"id": "ws-notes"', '"id": "ws-web"'))).toMatchObject({ ok: false, reason: expect.stringContaining('workspaces[1].id is also the id of workspaces[0]: workspace ids must differ.') });
  });

  it('refuses a focused pane that does not exist, and takes null', () => {
    expect(parseEnvironment(edited('"focusedPaneId": "pane-1"', '"focusedPaneId": "pane-9"'))).toMatchObject({
      ok: false,
      reason: 'The environment is not valid (line 3, column 20): focusedPaneId names no pane: it must be the id of a pane below, or null (no pane has the focus).',
    });
    expect(parseEnvironment(edited('"focusedPaneId": "pane-1"', '"focusedPaneId": null'))).toMatchObject({ ok: true });
  });

  it('refuses two active workspaces', () => {
    expect(parseEnvironment(edited('"active": false', '"active": true'))).toMatchObject({ ok: false, reason: expect.stringContaining('workspaces[1].active is true, and so is workspaces[0].active: at most one workspace is active.') });
  });

  it('refuses a turn that is not an object, an empty id and a non-string agent', () => {
    expect(parseEnvironment(edited('"turns": [', '"turns": [3,'))).toMatchObject({ ok: false, reason: expect.stringContaining('workspaces[0].panes[0].session.turns[0] must be a JSON object, got a whole number.') });
    expect(parseEnvironment(edited('"id": "ws-web"', '"id": ""'))).toMatchObject({ ok: false, reason: expect.stringContaining('workspaces[0].id cannot be empty.') });
    expect(parseEnvironment(edited('"agent": "codex"', '"agent": 5'))).toMatchObject({ ok: false, reason: expect.stringContaining('panes[1].agent must be a string such as "claude", or null, got a whole number.') });
  });

  it('says every problem as words too: their English is the reason word for word, and the Korean is Korean', async () => {
    const { inEnglish, sayWith } = await import('../i18n/say');
    const { translatorFor } = await import('../i18n/translator.test-helper');
    const { messages: ko } = await import('../i18n/messages/ko');
    const korean = translatorFor('ko', ko);
    const texts = [
      '  ',
      '{\n  "windowOpen": true,\n}',
      '[]',
      edited('"windowOpen": true', '"windowOpen": "yes"'),
      '{"windowOpen": true, "workspaces": []}',
      edited('"focusedPaneId": "pane-1"', '"focusedPane": "pane-1"'),
      edited('"id": "pane-3"', '"id": "pane-1"'),
      edited('"id": "ws-notes"', '"id": "ws-web"'),
      edited('"focusedPaneId": "pane-1"', '"focusedPaneId": "pane-9"'),
      edited('"active": false', '"active": true'),
      edited('"turns": [', '"turns": [3,'),
      edited('"id": "ws-web"', '"id": ""'),
      edited('"agent": "codex"', '"agent": 5'),
      edited('"status": "idle"', '"status": false'),
      edited('"cwd": "/Users/dana/notes"', '"cwd": null'),
      edited('"sessionId": "sess-7f3a21"', '"sessionId": 7'),
      edited('"title": "zsh — notes"', '"title": ["zsh"]'),
      `{"windowOpen": true, "focusedPaneId": null, "workspaces": ${'['.repeat(300)}${']'.repeat(300)}}`,
    ];
    for (const text of texts) {
      const result = parseEnvironment(text);
      if (result.ok || !result.say) throw new Error(`no words for ${text.slice(0, 60)}: ${result.ok ? 'ok' : result.reason}`);
      expect(inEnglish(result.say)).toBe(result.reason);
      expect(sayWith(result.say, korean)).toMatch(/[가-힣]/);
      expect(sayWith(result.say, korean)).not.toMatch(/\{\{|hostChecks\.|issueWords\./);
    }
  });

  it('refuses text nested deeper than the designer reads, without overflowing the stack', () => {
    const deep = `{"windowOpen": true, "focusedPaneId": null, "workspaces": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(parseEnvironment(deep)).toMatchObject({ ok: false, reason: 'The environment is nested deeper than 256 levels.' });
  });

  it('keeps hostile strings as they are', () => {
    const hostile = '</script><script>alert(1)</script> "quoted"\nשלום 😀';
    const text = JSON.stringify({ ...EXAMPLE_ENVIRONMENT, focusedPaneId: null, workspaces: [{ ...EXAMPLE_ENVIRONMENT.workspaces[1]!, name: hostile }] });
    const result = parseEnvironment(text);
    expect(result.ok && result.value.workspaces[0]?.name).toBe(hostile);
  });
});

describe('HOST_SETTINGS and defaultSettings', () => {
  const settings = defaultSettings(plugin);

  it("starts from the example as today's Agentty (API 6) with this machine's UTC offset, every permission granted, opened by panel/open", () => {
    expect(settings).toEqual({
      initialize: { apiVersion: 6, agentty: { version: '1.0.0' }, plugin, language: 'en', utcOffsetMinutes: machineUtcOffsetMinutes(), context: EXAMPLE_CONTEXT },
      starter: { kind: 'panel/open' },
      grants: grantsOf(PERMISSIONS),
      environment: EXAMPLE_ENVIRONMENT,
      initializeTimeoutMs: DEFAULT_INITIALIZE_TIMEOUT_MS,
    } satisfies HostSettings);
    expect(HOST_SETTINGS.parse(settings)).toEqual(settings);
  });

  it('takes every starter', () => {
    for (const starter of [
      { kind: 'command/execute', command: 'hello.run', args: [1, { a: null }] },
      { kind: 'url/open', path: 'review/42', query: { tab: 'diff' } },
    ] as const) {
      expect(HOST_SETTINGS.safeParse({ ...settings, starter }).success).toBe(true);
    }
  });

  it('names what is wrong', () => {
    const messages = (value: unknown) => HOST_SETTINGS.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ ...settings, starter: { kind: 'nope' } })).toEqual(['starter.kind: must be "panel/open", "command/execute" or "url/open"']);
    expect(messages({ ...settings, initializeTimeoutMs: 5 })).toEqual(['initializeTimeoutMs: must be at least 100 ms']);
    expect(messages({ ...settings, grants: { ...settings.grants, 'session.read': 'yes' } })).toEqual(['grants.session.read: must be true or false, got a string']);
    expect(messages({ ...settings, grants: { ...settings.grants, 'files.write': true } })).toEqual(['grants: has an unknown key "files.write"']);
    expect(messages({ ...settings, initialize: { ...settings.initialize, context: [] } })).toEqual(['initialize.context: must be a JSON object, got an array']);
    expect(messages({ ...settings, initialize: { ...settings.initialize, apiVersion: 7 } })).toEqual(["initialize.apiVersion: must be at most 6, the newest Agentty's API version"]);
    expect(messages({ ...settings, initialize: { ...settings.initialize, utcOffsetMinutes: 30.5 } })).toEqual(['initialize.utcOffsetMinutes: must be a whole number of minutes east of UTC, e.g. 540 or -300, got a number']);
  });

  it('simulates an older Agentty when asked, and keeps a UTC offset given', () => {
    const older = defaultSettings(plugin, 1);
    expect(older.initialize.apiVersion).toBe(1);
    const seoul = { ...older, initialize: { ...older.initialize, utcOffsetMinutes: 540 } };
    expect(HOST_SETTINGS.parse(seoul).initialize.utcOffsetMinutes).toBe(540);
  });
});
