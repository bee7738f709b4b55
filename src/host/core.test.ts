import { unsaid } from './unsaid.test-helper';
import { say } from '../i18n/say';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { machineUtcOffsetMinutes } from '../events';
import { uiFeatures } from '../schema/agentty';
import { pluginUrl } from '../schema/decisions';
import type { HostSettings, HostStep } from './contract';
import { createHostCore, type HostCore } from './core';
import { EXAMPLE_CONTEXT, defaultSettings } from './environment';
import { grantsOf } from './permissions';

const plugin = { id: 'hello', name: 'Hello', version: '0.1.0', dir: '/p/hello', dataDir: '/tmp/hello' };
const base = defaultSettings(plugin);
const T0 = 1_700_000_000_000;

const line = (value: unknown) => JSON.stringify(value);
const request = (id: number, method: string, params: unknown = {}) => line({ jsonrpc: '2.0', id, method, params });
const notification = (method: string, params: unknown = {}) => line({ jsonrpc: '2.0', method, params });
const tree = { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }] };

function started(settings: HostSettings = base, answerInitialize = true): HostCore {
  const core = createHostCore(settings);
  core.start(T0);
  if (answerInitialize) core.receiveLine(line({ jsonrpc: '2.0', id: 1, result: {} }), T0 + 1);
  return core;
}

const lines = (step: HostStep) => step.toPlugin.map((message) => JSON.stringify(message));
const rules = (step: HostStep) => step.effects.flatMap((effect) => (effect.kind === 'violation' ? [effect.violation.rule] : []));
const kinds = (step: HostStep) => step.effects.map((effect) => effect.kind);

describe('start', () => {
  it('sends initialize (request 1, the spec’s params) and right away what started the plugin', () => {
    const step = createHostCore(base).start(T0);
    expect(lines(step)).toEqual([
      line({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { apiVersion: 6, agentty: { version: '1.0.0' }, plugin, language: 'en', utcOffsetMinutes: machineUtcOffsetMinutes(), context: EXAMPLE_CONTEXT } }),
      line({ jsonrpc: '2.0', method: 'panel/open', params: { context: EXAMPLE_CONTEXT } }),
    ]);
    expect(step.wire.map((entry) => [entry.seq, entry.direction, entry.kind, entry.method, entry.id])).toEqual([
      [1, 'toPlugin', 'request', 'initialize', 1],
      [2, 'toPlugin', 'notification', 'panel/open', undefined],
    ]);
    expect(step.wire.map((entry) => entry.line)).toEqual(lines(step));
  });

  it('sends the context the grants allow', () => {
    const grants = grantsOf(['session.read']);
    const [init] = createHostCore({ ...base, grants }).start(T0).toPlugin;
    expect(init).toMatchObject({ params: { context: { sessionId: EXAMPLE_CONTEXT.sessionId, sessionTitle: EXAMPLE_CONTEXT.sessionTitle } } });
    expect(Object.keys((init as { params: { context: object } }).params.context)).toEqual(['sessionId', 'sessionTitle']);
  });

  it('starts with command/execute or url/open (its url built by the designer’s link form)', () => {
    const command = createHostCore({ ...base, starter: { kind: 'command/execute', command: 'hello.run', args: { n: 1 } } }).start(T0);
    expect(lines(command)[1]).toBe(line({ jsonrpc: '2.0', method: 'command/execute', params: { command: 'hello.run', args: { n: 1 }, context: EXAMPLE_CONTEXT } }));
    const link = createHostCore({ ...base, starter: { kind: 'url/open', path: 'review/42', query: { tab: 'a b' } } }).start(T0);
    const url = pluginUrl('hello', 'review/42', { tab: 'a b' });
    expect(url).toBe('agentty://plugin/hello/review/42?tab=a+b');
    expect(lines(link)[1]).toBe(line({ jsonrpc: '2.0', method: 'url/open', params: { path: 'review/42', query: { tab: 'a b' }, url, context: EXAMPLE_CONTEXT } }));
  });

  it('restarts ids from 1 in both directions for a new process, and the logs go on', () => {
    const core = started();
    core.receiveLine(request(5, 'ui/showPanel'), T0 + 2);
    core.receiveStderr('first process', T0 + 3);
    const again = core.start(T0 + 10);
    expect(again.toPlugin[0]).toMatchObject({ id: 1, method: 'initialize' });
    expect(again.wire[0]?.seq).toBe(6);
    // the new process's answer to initialize 1 is expected, not an unexpected response
    const answered = core.receiveLine(line({ jsonrpc: '2.0', id: 1, result: {} }), T0 + 11);
    expect(kinds(answered)).toEqual(['initialized']);
    expect(core.receiveStderr('second process', T0 + 12).log[0]?.seq).toBe(2);
    expect(core.snapshot().wire).toHaveLength(8);
  });
});

describe('initialize', () => {
  it('reports initialized when answered, and then no timeout', () => {
    const core = createHostCore(base);
    core.start(T0);
    expect(kinds(core.receiveLine(line({ jsonrpc: '2.0', id: 1, result: null }), T0 + 5))).toEqual(['initialized']);
    expect(unsaid(core.tick(T0 + 60_000).effects)).toEqual([]);
  });

  it('stops a plugin that does not answer within the timeout, once', () => {
    const core = createHostCore({ ...base, initializeTimeoutMs: 3000 });
    core.start(T0);
    expect(unsaid(core.tick(T0 + 2999).effects)).toEqual([]);
    const late = core.tick(T0 + 3000);
    const reason = 'The plugin did not answer initialize within 3,000 ms; initialize is a request and needs a response.';
    expect(unsaid(late.effects)).toEqual([
      { kind: 'violation', violation: { time: T0 + 3000, rule: 'initialize-timeout', message: reason } },
      { kind: 'stop', reason },
    ]);
    expect(unsaid(core.tick(T0 + 9000).effects)).toEqual([]);
  });

  it('reports an error answer to initialize', () => {
    const core = createHostCore(base);
    core.start(T0);
    const step = core.receiveLine(line({ jsonrpc: '2.0', id: 1, error: { code: -1, message: 'no "thanks"' } }), T0 + 1);
    expect(unsaid(step.effects)).toEqual([
      { kind: 'violation', violation: { time: T0 + 1, rule: 'initialize-error', message: 'The plugin answered initialize with error -1 ("no \\"thanks\\""); any result answers initialize, e.g. {}.', seq: 3 } },
    ]);
    expect(unsaid(core.tick(T0 + 60_000).effects)).toEqual([]);
  });

  it('reports a response to an id the host never sent, or answered twice', () => {
    const core = started();
    const twice = core.receiveLine(line({ jsonrpc: '2.0', id: 1, result: {} }), T0 + 2);
    expect(unsaid(twice.effects)).toEqual([
      { kind: 'violation', violation: { time: T0 + 2, rule: 'unexpected-response', message: 'The plugin sent a response to id 1, which the host never asked for (or had its answer already).', seq: 4 } },
    ]);
    expect(rules(core.receiveLine(line({ jsonrpc: '2.0', id: 99, error: { code: 1, message: 'x' } }), T0 + 3))).toEqual(['unexpected-response']);
    // it is still recorded, both directions stay in one log
    expect(core.snapshot().wire.map((entry) => entry.kind)).toEqual(['request', 'notification', 'response', 'response', 'response']);
  });
});

describe('stdout lines', () => {
  it('logs non-JSON text as stdout and ignores it: no violation, nothing on the wire', () => {
    const core = started();
    const step = core.receiveLine('Listening… 😀 שלום', T0 + 5);
    expect(unsaid(step)).toEqual({ toPlugin: [], wire: [], effects: [], log: [{ seq: 1, time: T0 + 5, stream: 'stdout', text: 'Listening… 😀 שלום' }] });
  });

  it('ignores blank lines without a trace', () => {
    expect(started().receiveLine(' \t', T0)).toEqual({ toPlugin: [], wire: [], effects: [], log: [] });
  });

  it('cuts a long logged line to 4000 characters, saying how much was left out, never inside a surrogate pair', () => {
    const core = started();
    const [entry] = core.receiveLine('x'.repeat(3999) + '😀' + 'y'.repeat(10_000), T0).log;
    expect(entry?.text).toBe('x'.repeat(3999) + '… (10,002 more characters not shown)');
  });

  it.each([
    ['42', 'A message must be a JSON object, got a whole number.'],
    ['[{"jsonrpc":"2.0","method":"ui/showPanel"}]', 'A message must be a JSON object, got an array (JSON-RPC batches are not part of the protocol: one message per line).'],
    ['{"jsonrpc":"1.0","method":"ui/showPanel"}', '"jsonrpc" must be "2.0", got "1.0".'],
    ['{"method":"ui/showPanel"}', '"jsonrpc" must be "2.0", got nothing.'],
    ['{"jsonrpc":"2.0","id":"a","method":"ui/showPanel"}', '"id" must be a whole number (ids are counted per direction), got a string.'],
    ['{"jsonrpc":"2.0","id":1.5,"method":"ui/showPanel"}', '"id" must be a whole number (ids are counted per direction), got a number.'],
    ['{"jsonrpc":"2.0","id":null,"result":1}', '"id" must be a whole number (ids are counted per direction), got null.'],
    ['{"jsonrpc":"2.0","method":7}', '"method" must be a non-empty string, got a whole number.'],
    ['{"jsonrpc":"2.0","id":2,"method":"ui/showPanel","result":1}', 'A message has either a "method" (a request or notification) or a "result"/"error" (a response), not both.'],
    ['{"jsonrpc":"2.0","method":"ui/showPanel","params":"x"}', '"params" must be an object or an array when present, got a string.'],
    ['{"jsonrpc":"2.0"}', 'A message needs a "method" (a request or notification) or an "id" with a "result" or "error" (a response).'],
    ['{"jsonrpc":"2.0","id":1}', 'A response has exactly one of "result" and "error"; this one has neither.'],
    ['{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"x"}}', 'A response has exactly one of "result" and "error"; this one has both.'],
    ['{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}', 'A response\'s "error" must be an object with a whole-number "code" and a string "message".'],
  ])('reports JSON that is not JSON-RPC 2.0: %s', (text, reason) => {
    const core = started();
    const step = core.receiveLine(text, T0 + 7);
    expect(step.wire).toEqual([]);
    expect(step.toPlugin).toEqual([]);
    expect(unsaid(step.log)).toEqual([{ seq: 1, time: T0 + 7, stream: 'stdout', text }]);
    expect(unsaid(step.effects)).toEqual([{ kind: 'violation', violation: { time: T0 + 7, rule: 'not-jsonrpc', message: `The plugin wrote JSON that is not a JSON-RPC 2.0 message: ${reason}` } }]);
  });

  it('rejects a line over 16 MB and logs it', () => {
    const step = started().receiveTooLong(16 * 1024 * 1024 + 1, T0 + 9);
    const message = 'The plugin wrote a stdout line of 16,777,217 bytes; a line over 16,777,216 bytes (16 MB) is rejected.';
    expect(unsaid(step.log)).toEqual([{ seq: 1, time: T0 + 9, stream: 'host', text: message }]);
    expect(unsaid(step.effects)).toEqual([{ kind: 'violation', violation: { time: T0 + 9, rule: 'line-too-long', message } }]);
    expect(step.wire).toEqual([]);
  });

  it("logs a line nested past 127 levels and never answers it, as Agentty's parser stops there; no stack overflows", () => {
    const core = started();
    const deep = `{"jsonrpc":"2.0","id":7,"method":"ui/setPanel","params":{"tree":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`;
    const step = core.receiveLine(deep, T0 + 2);
    const message = "The plugin wrote a line nested deeper than 127 levels; Agentty's parser stops there, so it logs the line and never answers it.";
    expect(rules(step)).toEqual(['message-too-deep']);
    expect(unsaid(step.effects)).toEqual([{ kind: 'violation', violation: { time: T0 + 2, rule: 'message-too-deep', message } }]);
    expect(lines(step)).toEqual([]);
    expect(step.log[0]?.stream).toBe('stdout');
    // 127 levels in all are read: the message, params, and 125 inside the tree
    const junk = (levels: number) => `{"jsonrpc":"2.0","id":8,"method":"ui/setPanel","params":{"tree":{"type":"divider","junk":${'['.repeat(levels)}${']'.repeat(levels)}}}}`;
    expect(lines(core.receiveLine(junk(124), T0 + 3))).toEqual([line({ jsonrpc: '2.0', id: 8, result: null })]);
    expect(rules(core.receiveLine(junk(125), T0 + 4))).toEqual(['message-too-deep']);
    expect(started().receiveLine(`${'['.repeat(50_000)}${']'.repeat(50_000)}`, T0).toPlugin).toEqual([]);
  });
});

describe('calls from the plugin', () => {
  it('draws a valid ui/setPanel and answers null, as the spec’s example exchange', () => {
    const core = started();
    const step = core.receiveLine(request(1, 'ui/setPanel', { tree }), T0 + 2);
    expect(step.wire.map((entry) => [entry.direction, entry.line])).toEqual([
      ['fromPlugin', request(1, 'ui/setPanel', { tree })],
      ['toPlugin', '{"jsonrpc":"2.0","id":1,"result":null}'],
    ]);
    expect(unsaid(step.effects)).toEqual([{ kind: 'panel', tree }]);
    expect(core.snapshot().panel).toEqual({ kind: 'panel', tree });
  });

  it('rejects an invalid tree: -32602 to a request, a rejected panel and a violation naming the message', () => {
    const core = started();
    const step = core.receiveLine(request(2, 'ui/setPanel', { tree: { type: 'buton' } }), T0 + 2);
    const [answer] = step.toPlugin;
    expect(answer).toMatchObject({ id: 2, error: { code: -32602, message: expect.stringContaining('Unknown node type "buton"') } });
    expect(kinds(step)).toEqual(['rejectedPanel', 'violation']);
    expect(unsaid(step.effects[1])).toEqual({ kind: 'violation', violation: { time: T0 + 2, rule: 'tree-invalid', message: (answer as { error: { message: string } }).error.message, seq: 4 } });
    expect(core.snapshot().panel?.kind).toBe('rejectedPanel');
  });

  it('reports a bad notification without answering it', () => {
    const step = started().receiveLine(notification('ui/setPanel', { tree: { type: 'buton' } }), T0 + 2);
    expect(step.toPlugin).toEqual([]);
    const violation = step.effects.find((effect) => effect.kind === 'violation');
    expect(violation).toMatchObject({ violation: { rule: 'tree-invalid', message: expect.stringMatching(/\(It came as a notification, so no error was sent back\.\)$/) } });
  });

  it('answers an unknown method -32601 and a missing permission -32001, each a violation', () => {
    const core = started({ ...base, grants: { ...base.grants, 'prompt.inject': false } });
    const unknown = core.receiveLine(request(3, 'ui/explode'), T0 + 2);
    expect(unknown.toPlugin[0]).toMatchObject({ id: 3, error: { code: -32601 } });
    expect(rules(unknown)).toEqual(['unknown-method']);
    const denied = core.receiveLine(request(4, 'prompt/inject', { text: 'hi' }), T0 + 3);
    expect(lines(denied)).toEqual([line({ jsonrpc: '2.0', id: 4, error: { code: -32001, message: 'prompt/inject needs the "prompt.inject" permission in agentty-plugin.json' } })]);
    expect(rules(denied)).toEqual(['permission-denied']);
    expect(rules(core.receiveLine(notification('ui/explode'), T0 + 4))).toEqual(['unknown-method']);
    expect(core.snapshot().violations.map((violation) => violation.rule)).toEqual(['unknown-method', 'permission-denied', 'unknown-method']);
  });

  it('answers a ui/notify within 700 ms of the previous one, and shows no toast for it', () => {
    const core = started();
    const first = core.receiveLine(request(1, 'ui/notify', { message: 'one', kind: 'info' }), T0 + 1000);
    const second = core.receiveLine(request(2, 'ui/notify', { message: 'two', kind: 'info' }), T0 + 1699);
    const third = core.receiveLine(notification('ui/notify', { message: 'three', kind: 'info' }), T0 + 2399);
    expect(kinds(first)).toEqual(['toast']);
    expect(unsaid(second.effects)).toEqual([]);
    expect(lines(second)).toEqual(['{"jsonrpc":"2.0","id":2,"result":null}']);
    expect(second.wire[0]?.dropped).toBe(true);
    // 700 ms after the previous arrival (dropped or not) it shows again
    expect(unsaid(third.effects)).toEqual([{ kind: 'toast', message: 'three', notifyKind: 'info' }]);
  });

  it('starts the 700 ms clock afresh for a new process', () => {
    const core = started();
    core.receiveLine(request(1, 'ui/notify', { message: 'old', kind: 'info' }), T0 + 1000);
    core.start(T0 + 1100);
    expect(kinds(core.receiveLine(request(1, 'ui/notify', { message: 'new', kind: 'info' }), T0 + 1200))).toEqual(['toast']);
  });

  it('keeps toasts and links for a minute in the snapshot, and the badge', () => {
    const core = started();
    core.receiveLine(request(1, 'ui/notify', { message: '</script><b>x</b> "q"\nשלום', kind: 'warning' }), T0 + 1000);
    core.receiveLine(request(2, 'host/openUrl', { url: 'https://example.com' }), T0 + 2000);
    core.receiveLine(request(3, 'ui/setBadge', { text: '3 new' }), T0 + 2000);
    expect(core.snapshot().recent).toEqual([
      { kind: 'toast', message: '</script><b>x</b> "q"\nשלום', notifyKind: 'warning' },
      { kind: 'openUrl', url: 'https://example.com' },
    ]);
    expect(core.snapshot().badge).toBe('3 new');
    core.tick(T0 + 61_000);
    expect(core.snapshot().recent).toEqual([{ kind: 'openUrl', url: 'https://example.com' }]);
    core.tick(T0 + 62_000);
    expect(core.snapshot().recent).toEqual([]);
  });

  it('writes session/get’s cap as a host note in the plugin log', () => {
    const step = started().receiveLine(request(1, 'session/get', { maxTurns: 9000 }), T0 + 2);
    expect(unsaid(step.log)).toEqual([{ seq: 1, time: T0 + 2, stream: 'host', text: 'session/get asked for 9000 turns; the host answers at most 2000.' }]);
    expect(step.toPlugin[0]).toMatchObject({ result: { paneId: 'pane-1' } });
  });

  it('follows new settings: a permission withdrawn is refused at once', () => {
    const core = started();
    expect(core.receiveLine(request(1, 'workspace/list'), T0 + 2).toPlugin[0]).toMatchObject({ result: expect.any(Array) });
    core.updateSettings({ ...base, grants: { ...base.grants, 'workspace.read': false } });
    expect(core.settings.grants['workspace.read']).toBe(false);
    expect(core.receiveLine(request(2, 'workspace/list'), T0 + 3).toPlugin[0]).toMatchObject({ error: { code: -32001 } });
  });
});

describe('the 240 messages per second limit', () => {
  it('stops a plugin at its 241st message within one second, once', () => {
    const core = started();
    const from = T0 + 5000;
    const steps = Array.from({ length: 400 }, (_, i) => core.receiveLine(notification('ui/showPanel'), from + i * 4));
    const stops = steps.flatMap((step, i) => (step.effects.some((effect) => effect.kind === 'stop') ? [i] : []));
    expect(stops).toEqual([240]);
    const reason = 'The plugin sent 241 messages within 960 ms; a plugin that sends more than 240 messages per second is stopped.';
    expect(unsaid(steps[240]?.effects)).toEqual([
      { kind: 'violation', violation: { time: from + 960, rule: 'flood', message: reason } },
      { kind: 'stop', reason },
      { kind: 'showPanel' },
    ]);
    expect(core.snapshot().violations.filter((violation) => violation.rule === 'flood')).toHaveLength(1);
  });

  it('lets 241 messages spread over a whole second pass, and counts every message: invalid ones and responses too', () => {
    // the answer to initialize at T0 + 1 is the first of them
    const core = started();
    const steps = Array.from({ length: 240 }, (_, i) => core.receiveLine(i % 2 ? '{"not":"rpc"}' : notification('ui/showPanel'), T0 + 762 + i));
    // the 241st, T0 + 1001, is 1000 ms after the first: not within one second
    expect(steps.every((step) => !kinds(step).includes('stop'))).toBe(true);
    // one more, 999 ms after the second: 241 in 999 ms
    expect(kinds(core.receiveLine(notification('ui/showPanel'), T0 + 762 + 999))).toContain('stop');
  });

  it('does not count non-JSON text lines', () => {
    const core = started();
    const steps = Array.from({ length: 500 }, () => core.receiveLine('debug output', T0 + 10));
    expect(steps.some((step) => kinds(step).includes('stop'))).toBe(false);
  });

  it('counts afresh for a new process', () => {
    const core = started();
    for (let i = 0; i < 240; i++) core.receiveLine(notification('ui/showPanel'), T0 + 10);
    core.start(T0 + 20);
    expect(kinds(core.receiveLine(notification('ui/showPanel'), T0 + 21))).not.toContain('stop');
  });
});

describe('what the host sends', () => {
  it('adds the visible context to a preview event', () => {
    const core = started({ ...base, grants: { ...base.grants, 'workspace.read': false } });
    const step = core.send({ type: 'event', params: { element: 'go', event: 'click' } }, T0 + 5);
    const { workspaceId: _w, workspaceName: _n, cwd: _c, ...visible } = EXAMPLE_CONTEXT;
    expect(lines(step)).toEqual([line({ jsonrpc: '2.0', method: 'ui/event', params: { element: 'go', event: 'click', context: visible } })]);
    expect(step.wire[0]).toMatchObject({ direction: 'toPlugin', element: 'go', kind: 'notification' });
  });

  it('sends each host message of the simulator', () => {
    const core = started();
    const sent = (message: Extract<Parameters<HostCore['send']>[0], { type: 'host' }>['message']) => lines(core.send({ type: 'host', message }, T0 + 5))[0];
    expect(sent({ method: 'panel/close' })).toBe(line({ jsonrpc: '2.0', method: 'panel/close', params: { context: EXAMPLE_CONTEXT } }));
    expect(sent({ method: 'context/changed' })).toBe(line({ jsonrpc: '2.0', method: 'context/changed', params: { context: EXAMPLE_CONTEXT } }));
    expect(sent({ method: 'shutdown' })).toBe('{"jsonrpc":"2.0","method":"shutdown","params":{}}');
    expect(sent({ method: 'command/execute', command: 'c', args: null })).toBe(line({ jsonrpc: '2.0', method: 'command/execute', params: { command: 'c', args: null, context: EXAMPLE_CONTEXT } }));
  });

  it('blocks prompt/inject and terminal/send for 60 s after delivering a url/open', () => {
    const core = started();
    core.send({ type: 'host', message: { method: 'url/open', path: 'x', query: {} } }, T0 + 100);
    const blocked = core.receiveLine(request(1, 'terminal/send', { text: 'rm -rf ~' }), T0 + 100 + 59_999);
    expect(blocked.toPlugin[0]).toMatchObject({ error: { code: -32001, message: expect.stringContaining('blocked for 1 s more') } });
    // the host's state, not the plugin's mistake: noted in the plugin log, not a violation
    expect(rules(blocked)).toEqual([]);
    expect(blocked.log.map((entry) => entry.text)).toEqual([expect.stringContaining('not counted as a problem')]);
    expect(core.receiveLine(request(2, 'terminal/send', { text: 'ls' }), T0 + 100 + 60_000).toPlugin[0]).toMatchObject({ result: { paneId: 'pane-1' } });
  });

  it('counts -32002 (no window, no session) as the host\'s state, not a violation, while -32001 for a missing permission is one', () => {
    const closed = started({ ...base, environment: { ...base.environment, windowOpen: false } });
    const step = closed.receiveLine(request(1, 'session/get', {}), T0 + 10);
    expect(step.toPlugin[0]).toMatchObject({ error: { code: -32002 } });
    expect(rules(step)).toEqual([]);
    const denied = started({ ...base, grants: { ...base.grants, 'session.read': false } }).receiveLine(request(1, 'session/get', {}), T0 + 10);
    expect(denied.toPlugin[0]).toMatchObject({ error: { code: -32001 } });
    expect(rules(denied)).toEqual(['permission-denied']);
  });

  it('blocks them after a url/open starter too, and not after a restart with another starter', () => {
    const core = started({ ...base, starter: { kind: 'url/open', path: 'p', query: {} } });
    expect(core.receiveLine(request(1, 'prompt/inject', { text: 'x' }), T0 + 10).toPlugin[0]).toMatchObject({ error: { code: -32001 } });
    core.updateSettings(base);
    core.start(T0 + 20);
    expect(core.receiveLine(request(1, 'prompt/inject', { text: 'x' }), T0 + 30).toPlugin[0]).toMatchObject({ result: { status: 'asked' } });
  });
});

describe('the plugin log', () => {
  it('takes stderr a line at a time, CRLF or LF', () => {
    const step = started().receiveStderr('Error: boom\r\n    at main.js:1\n', T0 + 3);
    expect(unsaid(step.log)).toEqual([
      { seq: 1, time: T0 + 3, stream: 'stderr', text: 'Error: boom' },
      { seq: 2, time: T0 + 3, stream: 'stderr', text: '    at main.js:1' },
    ]);
    expect(started().receiveStderr('', T0).log).toEqual([]);
  });

  it('takes host notes', () => {
    const said = say('hostRuns.exitedByItselfWith', { code: '1' });
    expect(started().note(said, T0 + 4).log).toEqual([{ seq: 1, time: T0 + 4, stream: 'host', text: 'The plugin exited by itself with code 1: see its stderr in the plugin log.', said: [said] }]);
  });

  it('keeps the last 5000 entries, with seqs that go on', () => {
    const core = started();
    core.receiveStderr(Array.from({ length: 5100 }, (_, i) => `line ${i}`).join('\n'), T0);
    const { log } = core.snapshot();
    expect(log).toHaveLength(5000);
    expect(log[0]).toMatchObject({ seq: 101, text: 'line 100' });
    expect(core.note(say('hostRuns.notRunning'), T0).log[0]?.seq).toBe(5101);
  });
});

describe('hostile input', () => {
  it('survives any line, answers only with well-formed responses, and keeps working', () => {
    const core = started();
    let id = 100;
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json(), fc.jsonValue().map((value) => line({ jsonrpc: '2.0', id: 1, method: 'ui/setPanel', params: { tree: value } }))), (text) => {
        const step = core.receiveLine(text, T0 + 100);
        for (const message of step.toPlugin) expect(message).toMatchObject({ jsonrpc: '2.0', id: expect.any(Number) });
        expect(step.wire.every((entry) => JSON.parse(entry.line) !== undefined)).toBe(true);
      }),
      { numRuns: 300 },
    );
    const after = core.receiveLine(request(++id, 'host/info'), T0 + 200);
    expect(after.toPlugin).toEqual([{ jsonrpc: '2.0', id, result: { version: '1.0.0', apiVersion: 6, language: 'en', uiFeatures: uiFeatures(6) } }]);
    // 300 random lines, each analysed: seconds on a busy machine
  }, 30_000);

  it('keeps the wire log’s lines exact for strings with quotes, newlines, RTL marks and </script>', () => {
    const text = '"\n\u202E</script>\u0000\u2028';
    const step = started().receiveLine(request(1, 'ui/setPanel', { tree: { type: 'text', text } }), T0);
    expect(JSON.parse(step.wire[0]!.line).params.tree.text).toBe(text);
    expect(unsaid(step.effects)).toEqual([{ kind: 'panel', tree: { type: 'text', text } }]);
  });

  it('a line holding half a surrogate pair is logged and never answered, as Agentty cannot parse it; a whole pair is drawn', () => {
    const core = started();
    const step = core.receiveLine('{"jsonrpc":"2.0","id":1,"method":"ui/setPanel","params":{"tree":{"type":"text","text":"\\ud83d"}}}', T0 + 2);
    expect(step.toPlugin).toEqual([]);
    expect(step.log.map((entry) => entry.stream)).toEqual(['stdout']);
    expect(rules(step)).toEqual(['lone-surrogate']);
    const pair = core.receiveLine('{"jsonrpc":"2.0","id":2,"method":"ui/setPanel","params":{"tree":{"type":"text","text":"\\ud83d\\ude00"}}}', T0 + 3);
    expect(unsaid(pair.effects)).toEqual([{ kind: 'panel', tree: { type: 'text', text: '😀' } }]);
  });

  it('refuses a whole number the plugin wrote as a decimal ("2.0", as Python writes n / 2), which parsing alone would lose', () => {
    const core = started();
    const step = core.receiveLine('{"jsonrpc":"2.0","id":1,"method":"ui/setPanel","params":{"tree":{"type":"grid","columns":2.0,"children":[{"type":"divider"}]}}}', T0 + 2);
    expect(lines(step)).toEqual([expect.stringContaining('invalid UI tree, so it is not drawn: 1) at tree.columns: \\"columns\\" is written 2.0')]);
    const whole = core.receiveLine('{"jsonrpc":"2.0","id":2,"method":"ui/setPanel","params":{"tree":{"type":"grid","columns":2,"children":[{"type":"divider"}]}}}', T0 + 3);
    expect(kinds(whole)).toEqual(['panel']);
  });

  it('refuses a tree nested past 12 levels of nodes as Agentty does, answering -32602', () => {
    let deep: unknown = { type: 'divider' };
    // two JSON levels per column (the node and its children): 60 columns are well within the line's 127
    for (let i = 0; i < 60; i++) deep = { type: 'column', children: [deep] };
    const step = started().receiveLine(request(1, 'ui/setPanel', { tree: deep }), T0);
    expect(kinds(step)).toEqual(['rejectedPanel', 'violation']);
    expect(lines(step)).toEqual([expect.stringContaining('UI tree is nested deeper than 12 levels, so it is not drawn: at tree.children[0]')]);
  });
});
