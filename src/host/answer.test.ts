import { describe, expect, it } from 'vitest';
import { PLUGIN_METHODS } from '../events';
import { answer, type Answer, type CallContext } from './answer';
import type { Environment, Grants, HostSettings } from './contract';
import { EXAMPLE_CONTEXT, EXAMPLE_ENVIRONMENT, defaultSettings } from './environment';
import { grantsOf } from './permissions';
import { nodeTypes, uiFeatures } from '../schema';
import { inEnglish } from '../i18n/say';

const settings = defaultSettings({ id: 'hello', name: 'Hello', version: '0.1.0', dir: '/p/hello', dataDir: '/tmp/hello' });
const NOW = 1_000_000;

/** The answer with its notes in English, as the plugin log shows them. */
const noted = (answered: Answer) => (answered.ok ? { ...answered, notes: answered.notes.map(inEnglish) } : answered);

function call(method: string, params: unknown, context: Partial<CallContext> = {}): Answer {
  return answer(method, params, { settings, now: NOW, ...context });
}

function withSettings(change: Partial<HostSettings>): Pick<CallContext, 'settings'> {
  return { settings: { ...settings, ...change } };
}

const withGrants = (change: Partial<Grants>) => withSettings({ grants: { ...settings.grants, ...change } });
const withEnvironment = (change: Partial<Environment>) => withSettings({ environment: { ...EXAMPLE_ENVIRONMENT, ...change } });

function failure(answered: Answer) {
  if (answered.ok) throw new Error(`expected an error, got ${JSON.stringify(answered.result)}`);
  return { code: answered.code, rule: answered.rule, message: answered.message };
}

describe('methods', () => {
  it('answers an unknown method -32601, naming it, including names of Object.prototype and the host’s own', () => {
    for (const method of ['ui/explode', 'toString', '__proto__', 'initialize', 'panel/open']) {
      expect(failure(call(method, {}))).toEqual({ code: -32601, rule: 'unknown-method', message: expect.stringContaining(`Unknown method ${JSON.stringify(method)}`) });
    }
  });

  it('cuts a huge method name in the message', () => {
    const message = failure(call('x'.repeat(100_000), {})).message;
    expect(message.length).toBeLessThan(400);
    expect(message).toContain('x…"');
  });

  it('takes missing params as {} and refuses params that are not an object with -32602', () => {
    expect(call('ui/showPanel', undefined)).toEqual({ ok: true, result: null, effects: [{ kind: 'showPanel' }], notes: [] });
    expect(failure(call('ui/showPanel', [1]))).toEqual({ code: -32602, rule: 'invalid-params', message: 'ui/showPanel: params must be an object, got an array.' });
  });
});

describe('ui/setPanel', () => {
  const tree = { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }] };

  it('draws a valid tree and answers null', () => {
    expect(call('ui/setPanel', { tree })).toEqual({ ok: true, result: null, effects: [{ kind: 'panel', tree }], notes: [] });
  });

  it('draws a tree that has only warnings (an unknown key, an empty id, null where Agentty takes it), and keeps them as advice', () => {
    const warned = { type: 'column', children: [{ type: 'text', text: 'hi', colour: 'red' }, { type: 'button', id: '', label: 'Go', icon: null }] };
    const answered = call('ui/setPanel', { tree: warned });
    expect(answered).toMatchObject({ ok: true, result: null, effects: [{ kind: 'panel', tree: warned }] });
    const [panel] = answered.effects;
    expect(panel?.kind === 'panel' && panel.advice).toEqual([
      expect.stringMatching(/^tree\.children\[0\]\.colour: Unknown key "colour" on text/),
      expect.stringMatching(/^tree\.children\[1\]\.id: The id is empty: Agentty accepts it/),
      expect.stringMatching(/^tree\.children\[1\]\.icon: "icon" is null: Agentty reads it as left out/),
    ]);
  });

  it('rejects an invalid tree: never drawn, shown pretty with located issues, -32602 in Agentty\'s words naming the first 3 problems', () => {
    const bad = { type: 'column', children: [{ type: 'button', id: 'go' }, { type: 'buton' }, { type: 'text' }, { type: 'badge' }, { type: 'toggle', id: 't' }] };
    const answered = call('ui/setPanel', { tree: bad });
    const { code, rule, message } = failure(answered);
    expect({ code, rule }).toEqual({ code: -32602, rule: 'tree-invalid' });
    expect(message).toBe(
      'ui/setPanel: invalid UI tree, so it is not drawn: ' +
        '1) at tree.children[0].label: Missing required "label": expected a string (button takes type, id, label, icon, variant, disabled, menu). ' +
        `2) at tree.children[1].type: Unknown node type "buton" (did you mean "button"?): Agentty refuses the tree. It knows ${nodeTypes.join(', ')}. ` +
        '3) at tree.children[2].text: Missing required "text": expected a string (text takes type, text, style). (and 2 more problems)',
    );
    expect(answered.effects).toHaveLength(1);
    const [rejected] = answered.effects;
    if (rejected?.kind !== 'rejectedPanel') throw new Error('expected a rejected panel');
    expect(rejected.text).toBe(JSON.stringify({ tree: bad }, null, 2));
    expect(rejected.issues.filter((issue) => issue.severity === 'error')).toHaveLength(5);
    const unknownType = rejected.issues.find((issue) => issue.code === 'unknown-type');
    expect(unknownType && rejected.text.slice(unknownType.start, unknownType.end)).toBe('"buton"');
  });

  it('reads a tree that looks like a wrapper as a tree', () => {
    // {"tree": …} or {"jsonrpc": …} inside "tree" is a node without a type, not params or a message
    for (const wrapper of [{ tree }, { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } }]) {
      expect(failure(call('ui/setPanel', { tree: wrapper })).rule).toBe('tree-invalid');
    }
  });

  it('rejects a missing tree, and a tree that is no node', () => {
    expect(failure(call('ui/setPanel', {}))).toEqual({ code: -32602, rule: 'invalid-params', message: 'ui/setPanel: params need a "tree", the panel to draw.' });
    for (const value of [null, 'text', 42, []]) expect(failure(call('ui/setPanel', { tree: value })).rule).toBe('tree-invalid');
  });

  it("refuses more than 2,000 elements and nesting past 12 levels, in Agentty's words; accepts 2,000 and 12", () => {
    const list = (items: number) => ({ type: 'list', id: 'l', items: Array.from({ length: items }, (_, i) => ({ id: `r${i}`, title: 'Row' })) });
    expect(call('ui/setPanel', { tree: list(1_999) })).toMatchObject({ ok: true });
    const over = failure(call('ui/setPanel', { tree: list(2_000) }));
    expect(over).toMatchObject({ code: -32602, rule: 'tree-invalid' });
    expect(over.message).toBe(
      'ui/setPanel: UI tree has more than 2000 elements, so it is not drawn: at tree.items: 2,001 (2,000 list items, 1 node), and Agentty refuses the tree. The list at the root adds the most: 2,000, most of them in its "items".',
    );
    const nested = (levels: number) => {
      let deep: unknown = { type: 'divider' };
      for (let i = 0; i < levels; i++) deep = { type: 'column', children: [deep] };
      return deep;
    };
    expect(call('ui/setPanel', { tree: nested(12) })).toMatchObject({ ok: true });
    expect(failure(call('ui/setPanel', { tree: nested(13) })).message).toBe(
      `ui/setPanel: UI tree is nested deeper than 12 levels, so it is not drawn: at tree${'.children[0]'.repeat(13)}.type: this divider is at level 13 (the root is level 0), and Agentty refuses the tree.`,
    );
  });

  it('refuses what the simulated API version does not know, and -0 where Agentty wants a whole number', () => {
    const card = { type: 'card', children: [{ type: 'text', text: 'x' }] };
    expect(call('ui/setPanel', { tree: card })).toMatchObject({ ok: true });
    const api1 = withSettings({ initialize: { ...settings.initialize, apiVersion: 1 } });
    expect(failure(call('ui/setPanel', { tree: card }, api1)).message).toContain('1) at tree.type: `card` needs API 4; this design targets API 1');
    expect(failure(call('ui/setPanel', { tree: { type: 'grid', columns: -0, children: [] } })).message).toContain('"columns" must be a whole number: Agentty reads -0 as a decimal');
  });

  it('rejects a tree nested deeper than 256 levels, shown compact', () => {
    let deep: unknown = { type: 'divider' };
    for (let i = 0; i < 300; i++) deep = { type: 'column', children: [deep] };
    const answered = call('ui/setPanel', { tree: deep });
    expect(failure(answered).message).toContain('nested deeper than 256 levels');
    expect(answered.effects[0]).toMatchObject({ kind: 'rejectedPanel', text: JSON.stringify({ tree: deep }) });
  });

  it('keeps hostile strings exactly', () => {
    const text = '</script><script>alert("x")</script>\n\u202Eשלום "q" 😀';
    expect(call('ui/setPanel', { tree: { type: 'text', text } })).toMatchObject({ ok: true, effects: [{ kind: 'panel', tree: { type: 'text', text } }] });
  });
});

describe('ui/notify, ui/setBadge, ui/showPanel', () => {
  it('shows a toast and answers null', () => {
    expect(call('ui/notify', { message: 'Saved', kind: 'success' })).toEqual({ ok: true, result: null, effects: [{ kind: 'toast', message: 'Saved', notifyKind: 'success' }], notes: [] });
  });

  it('answers a dropped notify null and shows nothing', () => {
    expect(call('ui/notify', { message: 'Saved', kind: 'info' }, { dropped: true })).toEqual({ ok: true, result: null, effects: [], notes: [] });
  });

  it('refuses an unknown kind and a message that is not a string', () => {
    expect(failure(call('ui/notify', { message: 'x', kind: 'fatal' }))).toEqual({ code: -32602, rule: 'notify-kind', message: 'ui/notify: "kind" must be one of info, success, warning, error, got "fatal".' });
    expect(failure(call('ui/notify', { message: 5, kind: 'info' }))).toEqual({ code: -32602, rule: 'invalid-params', message: 'ui/notify: "message" must be a string, got a whole number.' });
    expect(failure(call('ui/notify', { message: 'x' }))).toEqual({ code: -32602, rule: 'invalid-params', message: 'ui/notify: "kind" is missing: it must be a string.' });
  });

  it('sets a badge of up to 8 characters (code points), and cuts a longer one to its first 8, as Agentty does', () => {
    expect(call('ui/setBadge', { text: '한글😀😀ab12' })).toEqual({ ok: true, result: null, effects: [{ kind: 'badge', text: '한글😀😀ab12' }], notes: [] });
    expect(call('ui/setBadge', { text: '' })).toMatchObject({ ok: true, effects: [{ kind: 'badge', text: '' }] });
    expect(noted(call('ui/setBadge', { text: '123456789' }))).toEqual({ ok: true, result: null, effects: [{ kind: 'badge', text: '12345678' }], notes: [expect.stringContaining('this one has 9, so it shows "12345678"')] });
    expect(failure(call('ui/setBadge', { text: 3 })).rule).toBe('invalid-params');
  });
});

describe('context/get and host/info', () => {
  it('answers the context the grants let the plugin see', () => {
    expect(call('context/get', {})).toEqual({ ok: true, result: EXAMPLE_CONTEXT, effects: [], notes: [] });
    const grants: Grants = grantsOf(['terminal.write']);
    expect(call('context/get', {}, withSettings({ grants }))).toMatchObject({ result: { paneId: 'pane-1' } });
    expect(Object.keys((call('context/get', {}, withSettings({ grants })) as { result: object }).result)).toEqual(['paneId']);
  });

  it('answers host/info from the initialize settings, with the uiFeatures that API version draws', () => {
    expect(call('host/info', {})).toEqual({ ok: true, result: { version: '1.0.0', apiVersion: 6, language: 'en', uiFeatures: uiFeatures(6) }, effects: [], notes: [] });
    expect(uiFeatures(6)).toContain('card');
    const initialize = { ...settings.initialize, apiVersion: undefined, language: 'ko', agentty: { version: '2.3.4' } };
    expect(call('host/info', {}, withSettings({ initialize }))).toMatchObject({ result: { version: '2.3.4', apiVersion: 6, language: 'ko' } });
    const api1 = call('host/info', {}, withSettings({ initialize: { ...settings.initialize, apiVersion: 1 } }));
    expect(api1).toMatchObject({ result: { apiVersion: 1, uiFeatures: ['flow', 'popover'] } });
  });
});

describe('host/openUrl and host/revealPath', () => {
  it('shows http and https links, never others', () => {
    expect(call('host/openUrl', { url: 'https://example.com/a?b=1' })).toEqual({ ok: true, result: null, effects: [{ kind: 'openUrl', url: 'https://example.com/a?b=1' }], notes: [] });
    expect(call('host/openUrl', { url: 'HTTP://example.com' })).toMatchObject({ ok: true });
    expect(failure(call('host/openUrl', { url: 'javascript:alert(1)' }))).toEqual({ code: -32602, rule: 'url-scheme', message: 'host/openUrl opens http and https links only, not "javascript".' });
    expect(failure(call('host/openUrl', { url: 'file:///etc/passwd' })).rule).toBe('url-scheme');
    expect(failure(call('host/openUrl', { url: 'example.com' }))).toEqual({ code: -32602, rule: 'url-invalid', message: 'host/openUrl: "example.com" is not a URL.' });
  });

  it('needs workspace.read', () => {
    expect(failure(call('host/revealPath', { path: '/Users/dana/notes' }, withGrants({ 'workspace.read': false })))).toEqual({
      code: -32001,
      rule: 'permission-denied',
      message: 'host/revealPath needs the "workspace.read" permission in agentty-plugin.json',
    });
  });

  it('reveals the environment’s folders by default, and refuses relative or missing paths', () => {
    expect(call('host/revealPath', { path: '/Users/dana/notes/' })).toEqual({ ok: true, result: null, effects: [{ kind: 'revealPath', path: '/Users/dana/notes/' }], notes: [] });
    expect(failure(call('host/revealPath', { path: 'notes' }))).toEqual({ code: -32602, rule: 'path-not-absolute', message: 'host/revealPath needs an absolute path, got "notes".' });
    expect(failure(call('host/revealPath', { path: '/etc/x\0y' })).rule).toBe('path-not-absolute');
    expect(failure(call('host/revealPath', { path: '/nope' }))).toEqual({ code: -32602, rule: 'path-missing', message: 'host/revealPath: "/nope" does not exist.' });
  });

  it('asks an injected pathExists', () => {
    const asked: string[] = [];
    const pathExists = (path: string) => (asked.push(path), path === 'C:\\Users\\x');
    expect(call('host/revealPath', { path: 'C:\\Users\\x' }, { pathExists })).toMatchObject({ ok: true });
    expect(failure(call('host/revealPath', { path: '/Users/dana/notes' }, { pathExists })).rule).toBe('path-missing');
    expect(asked).toEqual(['C:\\Users\\x', '/Users/dana/notes']);
  });
});

describe('prompt/inject', () => {
  it('asks the user without a paneId, sends with one', () => {
    expect(call('prompt/inject', { text: 'Hello', target: 'ask' })).toEqual({
      ok: true,
      result: { status: 'asked' },
      effects: [{ kind: 'promptInject', params: { text: 'Hello', target: 'ask' }, result: { status: 'asked' } }],
      notes: [],
    });
    expect(call('prompt/inject', { text: 'Hi', paneId: 'pane-2', workspaceId: 'ws-web', submit: true })).toMatchObject({ ok: true, result: { status: 'sent', paneId: 'pane-2' } });
  });

  it('refuses without its permission, without a window, and for unknown panes and workspaces', () => {
    expect(failure(call('prompt/inject', { text: 'x' }, withGrants({ 'prompt.inject': false }))).code).toBe(-32001);
    expect(failure(call('prompt/inject', { text: 'x' }, withEnvironment({ windowOpen: false })))).toEqual({ code: -32002, rule: 'no-window', message: 'prompt/inject: no Agentty window is open, so there is no pane to use (unavailable).' });
    expect(failure(call('prompt/inject', { text: 'x', paneId: 'pane-9' }))).toEqual({ code: -32602, rule: 'unknown-pane', message: 'prompt/inject: no pane has the id "pane-9".' });
    expect(failure(call('prompt/inject', { text: 'x', workspaceId: 'ws-9' }))).toEqual({ code: -32602, rule: 'unknown-workspace', message: 'prompt/inject: no workspace has the id "ws-9".' });
    expect(failure(call('prompt/inject', { text: 'x', paneId: 'pane-3', workspaceId: 'ws-web' })).message).toBe('prompt/inject: pane "pane-3" is in workspace "ws-notes", not in "ws-web".');
  });

  it('refuses wrong param types', () => {
    expect(failure(call('prompt/inject', {}))).toEqual({ code: -32602, rule: 'invalid-params', message: 'prompt/inject: "text" is missing: it must be a string.' });
    expect(failure(call('prompt/inject', { text: 'x', submit: 'yes' })).message).toBe('prompt/inject: "submit" must be true or false, got a string.');
    expect(failure(call('prompt/inject', { text: 'x', paneId: 3 })).message).toBe('prompt/inject: "paneId" must be a string, got a whole number.');
  });

  it('is blocked for a minute after a link reached the plugin', () => {
    const blocked = { linkBlockedUntil: NOW + 60_000 };
    expect(failure(call('prompt/inject', { text: 'x' }, blocked))).toEqual({
      code: -32001,
      rule: 'link-block',
      message: 'prompt/inject is blocked for 60 s more: for 60 s after a link reaches the plugin (url/open), the host refuses it.',
    });
    expect(failure(call('terminal/send', { text: 'x' }, { linkBlockedUntil: NOW + 1 })).message).toContain('blocked for 1 s more');
    expect(call('prompt/inject', { text: 'x' }, { linkBlockedUntil: NOW })).toMatchObject({ ok: true });
    expect(call('session/get', {}, blocked)).toMatchObject({ ok: true });
  });
});

describe('terminal/send', () => {
  it('sends to the focused pane, or the one named', () => {
    expect(call('terminal/send', { text: 'ls\n' })).toEqual({ ok: true, result: { paneId: 'pane-1' }, effects: [{ kind: 'terminalSend', paneId: 'pane-1', text: 'ls\n', submit: false }], notes: [] });
    expect(call('terminal/send', { text: 'ls', paneId: 'pane-3', submit: true })).toMatchObject({ result: { paneId: 'pane-3' }, effects: [{ submit: true }] });
  });

  it('refuses without a window, without a focused pane, and for an unknown pane', () => {
    expect(failure(call('terminal/send', { text: 'x' }, withEnvironment({ windowOpen: false }))).code).toBe(-32002);
    expect(failure(call('terminal/send', { text: 'x' }, withEnvironment({ focusedPaneId: null })))).toEqual({ code: -32002, rule: 'no-focused-pane', message: 'terminal/send: no paneId was given and no pane has the focus (unavailable).' });
    expect(call('terminal/send', { text: 'x', paneId: 'pane-2' }, withEnvironment({ focusedPaneId: null }))).toMatchObject({ ok: true });
    expect(failure(call('terminal/send', { text: 'x', paneId: 'nope' }))).toEqual({ code: -32602, rule: 'unknown-pane', message: 'terminal/send: no pane has the id "nope".' });
    expect(failure(call('terminal/send', { text: 'x' }, withGrants({ 'terminal.write': false }))).rule).toBe('permission-denied');
  });
});

describe('session/get', () => {
  const turns = Array.from({ length: 2500 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', text: `turn ${i}` }));
  const long = withEnvironment({
    workspaces: [{ id: 'w', name: 'w', cwd: '/w', active: true, panes: [{ id: 'p', title: 'p', cwd: '/w/p', agent: 'claude', session: { sessionId: 's', title: 'Long', status: 'idle', turns } }] }],
    focusedPaneId: 'p',
  });

  it('answers the focused pane’s session', () => {
    const session = EXAMPLE_ENVIRONMENT.workspaces[0]!.panes[0]!.session!;
    expect(call('session/get', {})).toEqual({
      ok: true,
      result: { paneId: 'pane-1', agent: 'claude', sessionId: session.sessionId, title: session.title, cwd: '/Users/dana/code/web-app', status: 'idle', turnCount: session.turns.length, turns: session.turns },
      effects: [],
      notes: [],
    });
  });

  it('keeps the last maxTurns turns, 200 by default', () => {
    const answered = call('session/get', { maxTurns: 3 }, long);
    expect(answered).toMatchObject({ ok: true, result: { turnCount: 2500, turns: turns.slice(-3) } });
    expect(call('session/get', {}, long)).toMatchObject({ result: { turns: turns.slice(-200) } });
  });

  it('answers 2000 turns when asked for more, with a note', () => {
    expect(noted(call('session/get', { maxTurns: 5000 }, long))).toMatchObject({ ok: true, result: { turnCount: 2500, turns: turns.slice(-2000) }, notes: ['session/get asked for 5000 turns; the host answers at most 2000.'] });
    expect(call('session/get', { maxTurns: 2000 }, long)).toMatchObject({ notes: [] });
  });

  it('refuses a maxTurns that is not a whole number from 1', () => {
    for (const maxTurns of [0, -1, 1.5]) {
      expect(failure(call('session/get', { maxTurns }))).toEqual({ code: -32602, rule: 'max-turns', message: `session/get: "maxTurns" must be a whole number from 1 (at most 2000), got ${maxTurns}.` });
    }
    expect(failure(call('session/get', { maxTurns: '10' })).rule).toBe('invalid-params');
  });

  it('is unavailable for a pane without a session, and refuses an unknown pane', () => {
    expect(failure(call('session/get', { paneId: 'pane-3' }))).toEqual({ code: -32002, rule: 'no-session', message: 'session/get: pane "pane-3" has no session yet (unavailable).' });
    expect(failure(call('session/get', { paneId: 'pane-9' })).rule).toBe('unknown-pane');
    expect(failure(call('session/get', {}, withGrants({ 'session.read': false }))).code).toBe(-32001);
  });
});

describe('workspace/list', () => {
  it('lists workspaces with their panes', () => {
    expect(call('workspace/list', {})).toEqual({
      ok: true,
      result: [
        {
          id: 'ws-web',
          name: 'web-app',
          cwd: '/Users/dana/code/web-app',
          active: true,
          panes: [
            { id: 'pane-1', title: 'claude — web-app', cwd: '/Users/dana/code/web-app', agent: 'claude' },
            { id: 'pane-2', title: 'codex — api', cwd: '/Users/dana/code/web-app/api', agent: 'codex' },
          ],
        },
        { id: 'ws-notes', name: 'notes', cwd: '/Users/dana/notes', active: false, panes: [{ id: 'pane-3', title: 'zsh — notes', cwd: '/Users/dana/notes', agent: null }] },
      ],
      effects: [],
      notes: [],
    });
    expect(failure(call('workspace/list', {}, withGrants({ 'workspace.read': false }))).rule).toBe('permission-denied');
  });
});

it('answers every method of the spec with something other than -32601', () => {
  for (const method of PLUGIN_METHODS) {
    const answered = call(method, {});
    expect(answered.ok || answered.code !== -32601, method).toBe(true);
  }
});
