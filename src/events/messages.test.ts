import { describe, expect, test } from 'vitest';
import { badgeLength, pluginUrl } from '../schema/decisions';
import {
  machineUtcOffsetMinutes,
  asRequest,
  badgeProblem,
  commandExecute,
  contextChanged,
  errorResponse,
  initialize,
  panelClose,
  panelOpen,
  promptInject,
  response,
  shutdown,
  simulatedResult,
  toLine,
  uiEvent,
  uiNotify,
  uiSetBadge,
  uiSetPanel,
  urlOpen,
  urlOpenForPlugin,
} from './messages';

// a string that tries every way of breaking a line or a page: quotes, backslash, newline, emoji, RTL, markup, U+2028
const hostile = 'say "hi"\\\n👋🏽 שלום </script>\u2028end';
const hostileJson = '"say \\"hi\\"\\\\\\n👋🏽 שלום </script>\u2028end"';

describe('the spec example, byte for byte', () => {
  test('panel/open', () => {
    expect(toLine(panelOpen({}))).toBe('{"jsonrpc":"2.0","method":"panel/open","params":{"context":{}}}');
  });

  test('ui/event click', () => {
    expect(toLine(uiEvent({ element: 'go', event: 'click', context: {} }))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"go","event":"click","context":{}}}',
    );
  });

  test('ui/setPanel as a request, and its answer', () => {
    const tree = { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }] };
    expect(toLine(asRequest(uiSetPanel(tree), 1))).toBe(
      '{"jsonrpc":"2.0","id":1,"method":"ui/setPanel","params":{"tree":{"type":"column","children":[{"type":"button","id":"go","label":"Go"}]}}}',
    );
    expect(toLine(response(1, null))).toBe('{"jsonrpc":"2.0","id":1,"result":null}');
  });

  test('prompt/inject and its simulated result', () => {
    expect(toLine(promptInject(2, { text: 'Hello', target: 'ask' }))).toBe(
      '{"jsonrpc":"2.0","id":2,"method":"prompt/inject","params":{"text":"Hello","target":"ask"}}',
    );
    expect(toLine(response(2, simulatedResult('prompt/inject')!))).toBe('{"jsonrpc":"2.0","id":2,"result":{"status":"asked"}}');
  });

  test('the answer to initialize', () => {
    expect(toLine(response(1, {}))).toBe('{"jsonrpc":"2.0","id":1,"result":{}}');
  });
});

describe('Agentty → plugin', () => {
  const context = { workspace: { cwd: '/tmp/ü' }, paneId: 'p1' };
  const contextJson = '{"workspace":{"cwd":"/tmp/ü"},"paneId":"p1"}';

  test("initialize is a request with the full params in Agentty's order, the machine's UTC offset included", () => {
    const message = initialize(1, {
      language: 'ko',
      context,
      plugin: { dataDir: '/data', dir: '/plugins/hello', version: '1.0.0', name: 'Hello', id: 'hello' },
      agentty: { version: '0.9.0' },
    });
    expect(toLine(message)).toBe(
      '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"apiVersion":1,"agentty":{"version":"0.9.0"},' +
        `"plugin":{"id":"hello","name":"Hello","version":"1.0.0","dir":"/plugins/hello","dataDir":"/data"},"language":"ko","utcOffsetMinutes":${machineUtcOffsetMinutes()},"context":` +
        contextJson +
        '}}',
    );
    const seoul = initialize(1, { language: 'ko', context: {}, plugin: { dataDir: '', dir: '', version: '', name: '', id: '' }, agentty: { version: '' }, utcOffsetMinutes: 540 });
    expect(seoul.params.utcOffsetMinutes).toBe(540);
  });

  test('the UTC offset counts minutes east, the opposite of getTimezoneOffset, and is never -0', () => {
    const at = (west: number) => ({ getTimezoneOffset: () => west }) as Date;
    expect(machineUtcOffsetMinutes(at(-540))).toBe(540);
    expect(machineUtcOffsetMinutes(at(300))).toBe(-300);
    expect(Object.is(machineUtcOffsetMinutes(at(0)), 0)).toBe(true);
    expect(machineUtcOffsetMinutes()).toBe(-new Date().getTimezoneOffset() || 0);
  });

  test('ui/event writes value, item and action in spec order and leaves absent ones out', () => {
    expect(toLine(uiEvent({ context, action: 'open', item: 'row-1', event: 'action', element: 'files' }))).toBe(
      `{"jsonrpc":"2.0","method":"ui/event","params":{"element":"files","event":"action","item":"row-1","action":"open","context":${contextJson}}}`,
    );
    expect(toLine(uiEvent({ element: 't', event: 'change', value: false, item: undefined, context: {} }))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"t","event":"change","value":false,"context":{}}}',
    );
  });

  test('hostile strings stay on one line and come back unchanged', () => {
    const line = toLine(uiEvent({ element: 'in"put', event: 'submit', value: hostile, context: { note: hostile } }));
    expect(line).toBe(
      `{"jsonrpc":"2.0","method":"ui/event","params":{"element":"in\\"put","event":"submit","value":${hostileJson},"context":{"note":${hostileJson}}}}`,
    );
    expect(line).not.toContain('\n');
    expect(JSON.parse(line).params.value).toBe(hostile);
  });

  test('a lone surrogate is escaped, so the line is valid UTF-8', () => {
    expect(toLine(uiEvent({ element: 'x', event: 'change', value: 'a\ud800', context: {} }))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"x","event":"change","value":"a\\ud800","context":{}}}',
    );
  });

  test('panel/close, context/changed, shutdown', () => {
    expect(toLine(panelClose(context))).toBe(`{"jsonrpc":"2.0","method":"panel/close","params":{"context":${contextJson}}}`);
    expect(toLine(contextChanged(context))).toBe(`{"jsonrpc":"2.0","method":"context/changed","params":{"context":${contextJson}}}`);
    expect(toLine(shutdown())).toBe('{"jsonrpc":"2.0","method":"shutdown","params":{}}');
  });

  test('command/execute', () => {
    expect(toLine(commandExecute({ context: {}, args: ['a', 1, { b: null }], command: 'hello.run' }))).toBe(
      '{"jsonrpc":"2.0","method":"command/execute","params":{"command":"hello.run","args":["a",1,{"b":null}],"context":{}}}',
    );
  });

  test('url/open with a given url, and with the url built by the designer', () => {
    expect(toLine(urlOpen({ context: {}, url: 'agentty://x', query: { a: '1' }, path: 'p' }))).toBe(
      '{"jsonrpc":"2.0","method":"url/open","params":{"path":"p","query":{"a":"1"},"url":"agentty://x","context":{}}}',
    );
    expect(toLine(urlOpenForPlugin('hello', { path: 'issues/42', query: { tab: 'open', q: 'a b&c' }, context: {} }))).toBe(
      '{"jsonrpc":"2.0","method":"url/open","params":{"path":"issues/42","query":{"tab":"open","q":"a b&c"},' +
        '"url":"agentty://plugin/hello/issues/42?tab=open&q=a+b%26c","context":{}}}',
    );
  });
});

describe('plugin → Agentty', () => {
  test('ui/notify as a notification and as a request', () => {
    expect(toLine(uiNotify({ kind: 'success', message: hostile }))).toBe(
      `{"jsonrpc":"2.0","method":"ui/notify","params":{"message":${hostileJson},"kind":"success"}}`,
    );
    expect(toLine(asRequest(uiNotify({ message: 'Saved', kind: 'info' }), 3))).toBe(
      '{"jsonrpc":"2.0","id":3,"method":"ui/notify","params":{"message":"Saved","kind":"info"}}',
    );
  });

  test('ui/setBadge', () => {
    expect(toLine(uiSetBadge('12'))).toBe('{"jsonrpc":"2.0","method":"ui/setBadge","params":{"text":"12"}}');
  });

  test('prompt/inject writes every optional param in spec order', () => {
    const message = promptInject(7, { submit: true, cwd: '/w', agent: 'claude', workspaceId: 'w1', paneId: 'p1', target: 'pane', title: 'T', text: hostile });
    expect(toLine(message)).toBe(
      `{"jsonrpc":"2.0","id":7,"method":"prompt/inject","params":{"text":${hostileJson},"title":"T","target":"pane","paneId":"p1","workspaceId":"w1","agent":"claude","cwd":"/w","submit":true}}`,
    );
  });

  test('an error answer', () => {
    expect(toLine(errorResponse(4, -32601, 'Unknown method'))).toBe('{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"Unknown method"}}');
  });

  test('the simulated host answers ui methods with null and does not invent other results', () => {
    expect(simulatedResult('ui/notify')).toBeNull();
    expect(simulatedResult('ui/setBadge')).toBeNull();
    expect(simulatedResult('ui/setPanel')).toBeNull();
    expect(simulatedResult('session/get')).toBeUndefined();
  });
});

describe('badge length', () => {
  test('is counted in code points', () => {
    expect(badgeLength('abcdefgh')).toBe(8);
    expect(badgeLength('👍🏽')).toBe(2);
    expect(badgeLength('한국어')).toBe(3);
  });

  test('up to 8 shows whole; more is cut, and the message says what shows', () => {
    expect(badgeProblem('12345678')).toBeUndefined();
    expect(badgeProblem('🇰🇷🇰🇷🇰🇷🇰🇷')).toBeUndefined();
    expect(badgeProblem('123456789')).toBe('Agentty shows a badge\'s first 8 characters (the activity bar 3); this one has 9, so it shows "12345678".');
  });
});

describe('plugin links', () => {
  test('percent-encode the plugin id, each path segment and the query', () => {
    expect(pluginUrl('my plugin', '/a b/c?d/', {})).toBe('agentty://plugin/my%20plugin/a%20b/c%3Fd');
    expect(pluginUrl('hello', '', { x: 'שלום' })).toBe('agentty://plugin/hello/?x=%D7%A9%D7%9C%D7%95%D7%9D');
  });
});
