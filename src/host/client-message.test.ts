import { describe, expect, test } from 'vitest';
import { parseClientMessage } from './client-message';
import type { ClientMessage } from './contract';
import { defaultSettings } from './environment';

const settings = defaultSettings({ id: 'p', name: 'P', version: '1.0.0', dir: '/plugins/p', dataDir: '/tmp/p' });

describe('what the browser may send', () => {
  test.each<ClientMessage>([
    { type: 'event', params: { element: 'go', event: 'click' } },
    { type: 'event', params: { element: 'files', event: 'action', item: 'a', action: 'open' } },
    { type: 'event', params: { element: 'size', event: 'change', value: 1 } },
    { type: 'host', message: { method: 'panel/open' } },
    { type: 'host', message: { method: 'shutdown' } },
    { type: 'host', message: { method: 'command/execute', command: 'hello.run', args: { deep: [1, null, 'x'] } } },
    { type: 'host', message: { method: 'url/open', path: '/review', query: { pr: '12' } } },
    { type: 'settings', settings },
    { type: 'restart' },
    { type: 'stop' },
  ])('%j is taken as it is', (message) => {
    expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, message });
  });

  test.each([
    ['{', 'The message is not JSON.'],
    ['null', /^Not a message the live server takes: /],
    ['{"type":"exec","command":"rm -rf /"}', /^Not a message the live server takes: type: /],
    ['{"type":"event","params":{"element":"go"}}', 'Not a message the live server takes: params.event: is missing: it must be a string: click, select, change, submit, action, move, insert, close, resize, add or drop.'],
    ['{"type":"event","params":{"element":"go","event":"click","context":{}}}', /^Not a message the live server takes: params: has an unknown key "context"\.$/],
    ['{"type":"event","params":{"element":"go","event":"click","value":null}}', /params\.value/],
    ['{"type":"host","message":{"method":"initialize"}}', /message\.method/],
    ['{"type":"host","message":{"method":"url/open","path":"/x","query":{"a":1}}}', /message\.query\.a/],
    ['{"type":"restart","program":"/bin/sh"}', /^Not a message the live server takes: has an unknown key "program"\.$/],
    ['{"type":"settings","settings":{}}', /settings\.initialize/],
  ])('%s is refused', (text, reason) => {
    const checked = parseClientMessage(text);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.reason).toMatch(reason);
  });

  test('settings are checked by the host settings schema', () => {
    const checked = parseClientMessage(JSON.stringify({ type: 'settings', settings: { ...settings, grants: { ...settings.grants, 'workspace.read': 'yes' } } }));
    expect(checked).toEqual({ ok: false, reason: 'Not a message the live server takes: settings.grants["workspace.read"]: must be true or false, got a string.' });
  });
});
