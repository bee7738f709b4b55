import { describe, expect, test } from 'vitest';
import { asRequest, initialize, machineUtcOffsetMinutes, panelOpen, promptInject, response, uiEvent, uiNotify, uiSetBadge, uiSetPanel } from './messages';
import { clearEntries, createWireLog, elementsIn, filterEntries, methodsIn, nextRequestId, pluginSends, record, toNdjson, type WireLog } from './wire-log';

const plugin = { id: 'hello', name: 'Hello', version: '1.0.0', dir: '/p', dataDir: '/d' };

function lines(log: WireLog): string[] {
  return log.entries.map((entry) => `${entry.direction === 'toPlugin' ? '→' : '←'} ${entry.line}${entry.dropped ? ' (dropped)' : ''}`);
}

describe('the wire log', () => {
  test('replays the spec example with ids counted per direction', () => {
    let log = createWireLog();
    log = record(log, 'toPlugin', initialize(nextRequestId(log, 'toPlugin'), { agentty: { version: '1.2.3' }, plugin, language: 'en', context: {} }), 0).log;
    log = record(log, 'toPlugin', panelOpen({}), 1).log;
    log = record(log, 'fromPlugin', response(1, {}), 2).log;
    log = pluginSends(log, asRequest(uiSetPanel({ type: 'column', children: [] }), nextRequestId(log, 'fromPlugin')), 3).log;
    log = record(log, 'toPlugin', uiEvent({ element: 'go', event: 'click', context: {} }), 4).log;
    log = pluginSends(log, promptInject(nextRequestId(log, 'fromPlugin'), { text: 'Hello', target: 'ask' }), 5).log;
    expect(lines(log)).toEqual([
      `→ {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"apiVersion":1,"agentty":{"version":"1.2.3"},"plugin":{"id":"hello","name":"Hello","version":"1.0.0","dir":"/p","dataDir":"/d"},"language":"en","utcOffsetMinutes":${machineUtcOffsetMinutes()},"context":{}}}`,
      '→ {"jsonrpc":"2.0","method":"panel/open","params":{"context":{}}}',
      '← {"jsonrpc":"2.0","id":1,"result":{}}',
      '← {"jsonrpc":"2.0","id":1,"method":"ui/setPanel","params":{"tree":{"type":"column","children":[]}}}',
      '→ {"jsonrpc":"2.0","id":1,"result":null}',
      '→ {"jsonrpc":"2.0","method":"ui/event","params":{"element":"go","event":"click","context":{}}}',
      '← {"jsonrpc":"2.0","id":2,"method":"prompt/inject","params":{"text":"Hello","target":"ask"}}',
      '→ {"jsonrpc":"2.0","id":2,"result":{"status":"asked"}}',
    ]);
    expect(log.entries.map((entry) => [entry.seq, entry.time, entry.kind, entry.method])).toEqual([
      [1, 0, 'request', 'initialize'],
      [2, 1, 'notification', 'panel/open'],
      [3, 2, 'response', 'initialize'],
      [4, 3, 'request', 'ui/setPanel'],
      [5, 3, 'response', 'ui/setPanel'],
      [6, 4, 'notification', 'ui/event'],
      [7, 5, 'request', 'prompt/inject'],
      [8, 5, 'response', 'prompt/inject'],
    ]);
    expect(log.entries[5]?.element).toBe('go');
    expect(nextRequestId(log, 'toPlugin')).toBe(2);
    expect(nextRequestId(log, 'fromPlugin')).toBe(3);
  });

  test('a ui/notify less than 700 ms after the previous one is answered and marked dropped', () => {
    let log = createWireLog();
    const notify = (time: number, id?: number) => {
      const message = uiNotify({ message: `at ${time}`, kind: 'info' });
      log = pluginSends(log, id === undefined ? message : asRequest(message, id), time).log;
    };
    notify(1000, 1);
    notify(1699, 2);
    notify(2399);
    notify(3099);
    expect(lines(log)).toEqual([
      '← {"jsonrpc":"2.0","id":1,"method":"ui/notify","params":{"message":"at 1000","kind":"info"}}',
      '→ {"jsonrpc":"2.0","id":1,"result":null}',
      '← {"jsonrpc":"2.0","id":2,"method":"ui/notify","params":{"message":"at 1699","kind":"info"}} (dropped)',
      '→ {"jsonrpc":"2.0","id":2,"result":null}',
      // measured from the previous arrival, dropped or not
      '← {"jsonrpc":"2.0","method":"ui/notify","params":{"message":"at 2399","kind":"info"}}',
      '← {"jsonrpc":"2.0","method":"ui/notify","params":{"message":"at 3099","kind":"info"}}',
    ]);
  });

  test('other plugin messages do not reset the notify clock', () => {
    let log = createWireLog();
    log = pluginSends(log, uiNotify({ message: 'a', kind: 'error' }), 0).log;
    log = pluginSends(log, uiSetBadge('3'), 100).log;
    const { added } = pluginSends(log, uiNotify({ message: 'b', kind: 'error' }), 699);
    expect(added.map((entry) => entry.dropped)).toEqual([true]);
  });

  test('a request the designer does not simulate gets the error the host would give', () => {
    const log = createWireLog();
    const unknown = pluginSends(log, { jsonrpc: '2.0', id: 1, method: 'nope', params: {} }, 0);
    expect(unknown.added[1]?.line).toBe('{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Unknown method nope"}}');
    const context = pluginSends(log, { jsonrpc: '2.0', id: 1, method: 'context/get', params: {} }, 0, { pane: 'p' });
    expect(context.added[1]?.line).toBe('{"jsonrpc":"2.0","id":1,"result":{"pane":"p"}}');
  });

  test('filters by method and element, lists both for the filter menus', () => {
    let log = createWireLog();
    log = record(log, 'toPlugin', uiEvent({ element: 'a', event: 'click', context: {} }), 0).log;
    log = record(log, 'toPlugin', panelOpen({}), 0).log;
    log = record(log, 'toPlugin', uiEvent({ element: 'b', event: 'change', value: 'x', context: {} }), 0).log;
    expect(filterEntries(log.entries, { method: 'ui/event' }).map((entry) => entry.seq)).toEqual([1, 3]);
    expect(filterEntries(log.entries, { element: 'b' }).map((entry) => entry.seq)).toEqual([3]);
    expect(filterEntries(log.entries, { method: 'panel/open', element: 'a' })).toEqual([]);
    expect(filterEntries(log.entries, {})).toHaveLength(3);
    expect(methodsIn(log.entries)).toEqual(['ui/event', 'panel/open']);
    expect(elementsIn(log.entries)).toEqual(['a', 'b']);
  });

  test('exports NDJSON, one line per message, hostile text included', () => {
    let log = createWireLog();
    expect(toNdjson(log.entries)).toBe('');
    log = record(log, 'toPlugin', uiEvent({ element: 'q', event: 'submit', value: 'a\nb "c" </script> ‏עברית 🧪', context: {} }), 0).log;
    log = record(log, 'toPlugin', panelOpen({}), 0).log;
    const ndjson = toNdjson(log.entries);
    expect(ndjson).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"q","event":"submit","value":"a\\nb \\"c\\" </script> ‏עברית 🧪","context":{}}}\n' +
        '{"jsonrpc":"2.0","method":"panel/open","params":{"context":{}}}\n',
    );
    expect(ndjson.split('\n').slice(0, -1).map((line) => JSON.parse(line).method)).toEqual(['ui/event', 'panel/open']);
  });

  test('clear empties the list but the session goes on', () => {
    let log = createWireLog();
    log = pluginSends(log, asRequest(uiNotify({ message: 'a', kind: 'info' }), 1), 0).log;
    log = clearEntries(log);
    expect(log.entries).toEqual([]);
    const { added } = pluginSends(log, asRequest(uiNotify({ message: 'b', kind: 'info' }), nextRequestId(log, 'fromPlugin')), 10);
    expect(added.map((entry) => [entry.seq, entry.id, entry.dropped])).toEqual([
      [3, 2, true],
      [4, 2, undefined],
    ]);
  });

  test('keeps at most `limit` entries, dropping the oldest', () => {
    let log = createWireLog(2);
    for (let i = 0; i < 5; i++) log = record(log, 'toPlugin', panelOpen({ i }), i).log;
    expect(log.entries.map((entry) => entry.seq)).toEqual([4, 5]);
  });

  test('recording never changes the log it was given', () => {
    const log = createWireLog();
    const next = record(log, 'toPlugin', initialize(1, { agentty: { version: '1' }, plugin, language: 'en', context: {} }), 0).log;
    expect(log.entries).toEqual([]);
    expect(log.lastId.toPlugin).toBe(0);
    expect(log.pending.toPlugin.size).toBe(0);
    expect(next.pending.toPlugin.get(1)).toBe('initialize');
  });
});
