// The methods today's Agentty answers beyond API 1 (agentty-today.md §2): answers, permissions, error codes and limits.
import { describe, expect, it } from 'vitest';
import { answer, type Answer, type CallContext } from './answer';
import type { HostSettings } from './contract';
import { defaultSettings } from './environment';
import { pathParts } from './files-path';
import { isHostMethod, isSimulated } from './methods';
import { grantsOf } from './permissions';
import { PERMISSIONS } from './contract';
import type { FileEntry, PluginFiles } from './services';
import { memoryStorage } from './storage';
import { inEnglish } from '../i18n/say';

const settings = defaultSettings({ id: 'hello', name: 'Hello', version: '0.1.0', dir: '/p/hello', dataDir: '/tmp/hello' });
const call = (method: string, params: unknown, context: Partial<CallContext> = {}): Answer => answer(method, params, { settings, now: 0, ...context });
const withSettings = (change: Partial<HostSettings>) => ({ settings: { ...settings, ...change } });
/** The answer with its notes in English, as the plugin log shows them. */
const noted = (answered: Answer) => (answered.ok ? { ...answered, notes: answered.notes.map(inEnglish) } : answered);
const without = (permission: (typeof PERMISSIONS)[number]) => withSettings({ grants: grantsOf(PERMISSIONS.filter((each) => each !== permission)) });

function failure(answered: Answer) {
  if (answered.ok) throw new Error(`expected an error, got ${JSON.stringify(answered.result)}`);
  return { code: answered.code, rule: answered.rule, message: answered.message };
}

describe('the methods Agentty answers', () => {
  it('knows every method of §2, and answers an unknown one -32601', () => {
    for (const method of ['storage/get', 'net/fetch', 'host/timer', 'host/copy', 'files/write', 'files/download', 'browser/eval', 'media/svgToPng', 'terminal/setProxy', 'workspace/instances', 'agent/list']) {
      expect(isHostMethod(method)).toBe(true);
    }
    expect(failure(call('files/explode', {})).code).toBe(-32601);
  });

  it('answers what it does not simulate -32002 (never -32601), after the permission check (-32001 without it)', () => {
    for (const method of ['browser/open', 'media/svgsToVideo', 'terminal/setProxy', 'agent/list', 'terminal/close', 'workspace/openWindow']) {
      expect(isSimulated(method)).toBe(false);
      const answered = call(method, {});
      expect(failure(answered)).toMatchObject({ code: -32002, rule: 'not-simulated', message: expect.stringContaining('Panel Designer does not simulate it') });
      expect(answered.effects).toEqual([{ kind: 'notSimulated', method }]);
    }
    expect(failure(call('browser/open', {}, without('browser.control')))).toEqual({
      code: -32001,
      rule: 'permission-denied',
      message: 'browser/open needs the "browser.control" permission in agentty-plugin.json',
    });
    expect(failure(call('terminal/setProxy', {}, without('terminal.proxy'))).code).toBe(-32001);
  });

  it('refuses browser/* -32001 in the minute after a link reached the plugin, as prompt/inject', () => {
    expect(failure(call('browser/open', {}, { now: 10, linkBlockedUntil: 60_010 }))).toMatchObject({ code: -32001, rule: 'link-block' });
    expect(failure(call('browser/open', {}, { now: 60_010, linkBlockedUntil: 60_010 })).code).toBe(-32002);
  });

  it('answers a method newer than the simulated API -32601', () => {
    const api1 = withSettings({ initialize: { ...settings.initialize, apiVersion: 1 } });
    expect(failure(call('host/timer', { ms: 100 }, api1))).toMatchObject({ code: -32601, message: expect.stringContaining('it came with API 2') });
    expect(failure(call('browser/open', {}, withSettings({ initialize: { ...settings.initialize, apiVersion: 2 } }))).code).toBe(-32601);
    // added without an API bump: answered at every version
    expect(call('storage/keys', {}, api1).ok).toBe(true);
  });
});

describe('storage/*', () => {
  it('keeps values per plugin: get gives {key, value} (null when never set), set answers null, null removes, keys lists', () => {
    const storage = memoryStorage();
    expect(call('storage/get', { key: 'env' }, { storage })).toMatchObject({ ok: true, result: { key: 'env', value: null } });
    expect(call('storage/set', { key: 'env', value: { base: 'https://example.com' } }, { storage })).toMatchObject({
      ok: true,
      result: null,
      effects: [{ kind: 'storage', key: 'env', value: { base: 'https://example.com' } }],
    });
    expect(call('storage/get', { key: 'env' }, { storage })).toMatchObject({ result: { key: 'env', value: { base: 'https://example.com' } } });
    expect(call('storage/keys', {}, { storage })).toMatchObject({ result: ['env'] });
    expect(call('storage/set', { key: 'env', value: null }, { storage })).toMatchObject({ effects: [{ kind: 'storage', key: 'env', value: null }] });
    expect(call('storage/keys', {}, { storage })).toMatchObject({ result: [] });
  });

  it("refuses keys that are not keys -32602 (a-z, 0-9, '.', '-', '_', at most 64)", () => {
    for (const key of ['', '../escape', 'Upper', 'with space', 'k'.repeat(65), 42]) {
      expect(failure(call('storage/set', { key, value: 1 }, { storage: memoryStorage() }))).toMatchObject({ code: -32602, rule: 'storage-key' });
      expect(failure(call('storage/get', { key }, { storage: memoryStorage() })).code).toBe(-32602);
    }
    expect(call('storage/set', { key: 'a.b-c_9', value: 1 }, { storage: memoryStorage() }).ok).toBe(true);
  });

  it('stops at 64 keys and 1 MB with -32603, and an existing key can still be written', () => {
    const storage = memoryStorage(Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`k${i}`, i])));
    expect(failure(call('storage/set', { key: 'one-too-many', value: 1 }, { storage }))).toEqual({ code: -32603, rule: 'storage-full', message: 'storage/set: a plugin may keep at most 64 keys.' });
    expect(call('storage/set', { key: 'k0', value: 'changed' }, { storage }).ok).toBe(true);
    expect(failure(call('storage/set', { key: 'k0', value: 'x'.repeat(1024 * 1024) }, { storage }))).toMatchObject({ code: -32603, message: expect.stringContaining('1024 KB') });
  });

  it('needs no permission', () => {
    expect(call('storage/keys', {}, withSettings({ grants: grantsOf([]) })).ok).toBe(true);
  });
});

describe('host/copy', () => {
  it('answers null and logs what it copied, cut to 100,000 characters; nothing to copy is -32602', () => {
    expect(noted(call('host/copy', { text: 'hi' }))).toEqual({ ok: true, result: null, effects: [{ kind: 'copy', text: 'hi' }], notes: ['copied 2 characters to the clipboard'] });
    const long = call('host/copy', { text: 'x'.repeat(100_001) });
    expect(long.ok && inEnglish(long.notes[0]!)).toContain('cut from 100,001');
    expect(failure(call('host/copy', { text: '' }))).toMatchObject({ code: -32602, rule: 'nothing-to-copy' });
    expect(failure(call('host/copy', {})).code).toBe(-32602);
  });
});

describe('net/fetch', () => {
  const services = { fetch: () => Promise.resolve({ response: { status: 200, body: 'ok' }, raw: new Uint8Array() }) };
  const fetchCall = (params: unknown, context: Partial<CallContext> = {}) => call('net/fetch', params, { services, ...context });

  it('needs net.request', () => {
    expect(failure(fetchCall({ url: 'https://example.com' }, without('net.request')))).toMatchObject({ code: -32001, message: 'net/fetch needs the "net.request" permission in agentty-plugin.json' });
  });

  it('sends a checked request later and answers with the response', async () => {
    const answered = fetchCall({ url: 'https://example.com/a?b=1' });
    // the log leaves the query out: it may carry a token
    expect(noted(answered)).toMatchObject({ ok: true, later: { slot: 'fetch' }, notes: ['GET https://example.com/a?…'] });
    const settled = answered.ok ? await answered.later?.work(new AbortController().signal) : undefined;
    expect(settled).toMatchObject({ ok: true, result: { status: 200, body: 'ok' } });
  });

  it('refuses a 5th request while 4 are in flight with -32002', () => {
    expect(fetchCall({ url: 'https://example.com' }, { inFlight: { fetch: 3, timer: 0 } }).ok).toBe(true);
    expect(failure(fetchCall({ url: 'https://example.com' }, { inFlight: { fetch: 4, timer: 0 } }))).toEqual({
      code: -32002,
      rule: 'fetch-limit',
      message: 'net/fetch: more than 4 requests at once.',
    });
  });

  it('refuses what Agentty refuses with -32602', () => {
    const bad = [
      { url: 'https://example.com', headers: { 'X-A': 'one\r\nHost: evil.example' } },
      { url: 'https://example.com', headers: { Host: 'evil.example' } },
      { url: 'https://example.com', headers: { 'Content-Length': '0' } },
      { url: 'https://example.com', headers: { 'X A': 'v' } },
      { url: 'https://example.com/ HTTP/1.1' },
      { url: 'https://example.com\nGET /x' },
      { url: 'file:///etc/passwd' },
      { url: 'agentty://plugin/x' },
      { url: 'http://169.254.169.254/latest/meta-data/' },
      { url: 'http://metadata.google.internal/' },
      { url: 'https://example.com', method: 'CONNECT' },
      { url: 'https://example.com', method: 'TRACE' },
      { url: 'https://example.com', body: 'no' },
      { url: 'https://example.com', method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) },
      { url: 'https://example.com', headers: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`X-H${i}`, 'v'])) },
      { url: `https://example.com/${'a'.repeat(2048)}` },
      {},
    ];
    for (const params of bad) expect(failure(fetchCall(params)).code, JSON.stringify(params).slice(0, 80)).toBe(-32602);
    expect(fetchCall({ url: 'https://example.com/api', method: 'post', headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' }, body: '{}' }).ok).toBe(true);
  });

  it('answers a proxy -32002 (not simulated), and nothing at all to a notification', () => {
    expect(failure(fetchCall({ url: 'https://example.com', proxy: 'http://127.0.0.1:8888' }))).toMatchObject({ code: -32002, rule: 'not-simulated' });
    const notified = fetchCall({ url: 'https://example.com' }, { request: false });
    expect(noted(notified)).toMatchObject({ ok: true, notes: [expect.stringContaining('came as a notification')] });
    expect(notified.ok && notified.later).toBeUndefined();
  });

  it('answers a failed request -32602 with why', async () => {
    const failing = { fetch: () => Promise.reject(new Error('getaddrinfo ENOTFOUND nowhere.invalid')) };
    const answered = call('net/fetch', { url: 'https://nowhere.invalid' }, { services: failing });
    const settled = answered.ok ? await answered.later?.work(new AbortController().signal) : undefined;
    expect(settled).toMatchObject({ ok: false, code: -32602, rule: 'fetch-failed', message: 'net/fetch: getaddrinfo ENOTFOUND nowhere.invalid' });
  });
});

describe('host/timer', () => {
  const waited: number[] = [];
  const services = { wait: (ms: number) => (waited.push(ms), Promise.resolve(ms)) };

  it('answers {elapsedMs} once the time has passed, keeping ms within 100 ms..1 h', async () => {
    for (const [ms, expected] of [
      [250, 250],
      [5, 100],
      [-1, 100],
      [1.5, 100],
      ['soon', 100],
      [7_200_000, 3_600_000],
    ] as const) {
      const answered = call('host/timer', { ms }, { services });
      const settled = answered.ok ? await answered.later?.work(new AbortController().signal) : undefined;
      expect(settled).toMatchObject({ ok: true, result: { elapsedMs: expected } });
      expect(waited.at(-1)).toBe(expected);
    }
  });

  it('refuses a 9th wait with -32002, needs no permission', () => {
    const none = withSettings({ grants: grantsOf([]) });
    expect(call('host/timer', { ms: 100 }, { ...none, services, inFlight: { fetch: 0, timer: 7 } }).ok).toBe(true);
    expect(failure(call('host/timer', { ms: 100 }, { services, inFlight: { fetch: 0, timer: 8 } }))).toEqual({ code: -32002, rule: 'timer-limit', message: 'host/timer: more than 8 waits at once.' });
  });
});

describe('files/*', () => {
  const kept = new Map<string, Uint8Array>();
  const entry = (name: string, size: number): FileEntry => ({ name, dir: false, size, modifiedMs: 0 });
  const files: PluginFiles = {
    write: (path, bytes, append) => {
      const before = append ? (kept.get(path) ?? new Uint8Array()) : new Uint8Array();
      kept.set(path, new Uint8Array([...before, ...bytes]));
      return kept.get(path)?.length ?? 0;
    },
    read: (path, offset, length) => {
      const bytes = kept.get(path);
      if (!bytes) throw new Error(`${path} is not there`);
      return { bytes: bytes.subarray(offset, offset + length), size: bytes.length };
    },
    list: () => [...kept].map(([name, bytes]) => entry(name, bytes.length)),
    stat: (path) => (kept.has(path) ? entry(path, kept.get(path)?.length ?? 0) : null),
    remove: (path) => kept.delete(path),
    rename: () => undefined,
    copy: () => 0,
    resolve: (path) => `/data/files/${path}`,
  };
  const filesCall = (method: string, params: unknown, context: Partial<CallContext> = {}) => call(method, params, { services: { files }, ...context });

  it('needs the files permission', () => {
    expect(failure(filesCall('files/list', { path: '' }, without('files')))).toMatchObject({ code: -32001, message: 'files/list needs the "files" permission in agentty-plugin.json' });
  });

  it('writes text or base64, appends, reads back as text or base64 with size and eof', () => {
    expect(filesCall('files/write', { path: 'a/b.txt', text: '{}' })).toMatchObject({ ok: true, result: { size: 2 } });
    expect(filesCall('files/write', { path: 'a/b.txt', base64: btoa('[1]'), append: true })).toMatchObject({ result: { size: 5 } });
    expect(filesCall('files/read', { path: 'a/b.txt' })).toMatchObject({ result: { text: '{}[1]', size: 5, eof: true } });
    expect(filesCall('files/read', { path: 'a/b.txt', offset: 2, length: 2, as: 'base64' })).toMatchObject({ result: { base64: btoa('[1'), size: 5, eof: false } });
    expect(failure(filesCall('files/write', { path: 'x', text: 'a', base64: 'YQ==' }))).toMatchObject({ code: -32602, message: 'files/write: give either text or base64.' });
    expect(failure(filesCall('files/write', { path: 'x', base64: '***' }))).toMatchObject({ code: -32602, message: 'files/write: base64 is not base64.' });
  });

  it('refuses paths outside the plugin’s folder with -32602, as a violation', () => {
    for (const path of ['../other/secret', '/etc/hosts', 'a/../../x', '..', 'a\\b', 'a\0b', 'C:/x', `${'a/'.repeat(17)}x`, 'x'.repeat(513)]) {
      expect(pathParts(path).ok, path).toBe(false);
      expect(failure(filesCall('files/write', { path, text: 'x' }))).toMatchObject({ code: -32602, rule: 'files-path' });
    }
    expect(failure(filesCall('files/copy', { from: 'ok.txt', to: '../a' })).rule).toBe('files-path');
  });

  it('answers a failed operation -32602 as a host condition (a file that is not there)', () => {
    expect(failure(filesCall('files/read', { path: 'missing.txt' }))).toEqual({ code: -32602, rule: 'files-failed', message: 'files/read: missing.txt is not there.' });
  });

  it('answers files/path, files/reveal, files/pick ([]: no dialog) and -32002 with no folder at all', () => {
    expect(filesCall('files/path', { path: 'a/b.txt' })).toMatchObject({ result: { path: '/data/files/a/b.txt' } });
    expect(filesCall('files/reveal', { path: 'a/b.txt' })).toMatchObject({ result: null, effects: [{ kind: 'revealPath', path: '/data/files/a/b.txt' }] });
    expect(filesCall('files/pick', {})).toMatchObject({ ok: true, result: [] });
    expect(failure(call('files/list', { path: '' }))).toMatchObject({ code: -32002, rule: 'no-files' });
  });

  it('files/download needs net.request as well, and takes a place among the 4 requests', () => {
    const fetch = () => Promise.resolve({ response: { status: 200, body: 'x' }, raw: new Uint8Array([1, 2]) });
    expect(failure(call('files/download', { url: 'https://example.com/a.png', path: 'a.png' }, { services: { files, fetch }, ...without('net.request') }))).toEqual({
      code: -32001,
      rule: 'permission-denied',
      message: 'files/download needs net.request as well',
    });
    expect(call('files/download', { url: 'https://example.com/a.png', path: 'a.png' }, { services: { files, fetch } })).toMatchObject({ ok: true, later: { slot: 'fetch' } });
    expect(failure(call('files/download', { url: 'https://example.com/a.png', path: 'a.png' }, { services: { files, fetch }, inFlight: { fetch: 4, timer: 0 } })).code).toBe(-32002);
  });
});

describe('workspace/* instance methods', () => {
  it('answers the plugin’s automations (none), refuses a title or close for one with -32602, keeps a status', () => {
    expect(call('workspace/instances', {})).toMatchObject({ ok: true, result: [] });
    expect(failure(call('workspace/setInstanceTitle', { instance: 'a1', title: 'x' }))).toMatchObject({ code: -32602, rule: 'no-workspace' });
    expect(failure(call('workspace/closeInstance', { instance: 'a1' })).code).toBe(-32602);
    expect(noted(call('workspace/setInstanceStatus', { state: 'working', text: 'collecting\nposts' }))).toMatchObject({ ok: true, result: null, notes: ['status: working — collecting posts'] });
    expect(failure(call('workspace/setInstanceStatus', { state: 'busy' }))).toMatchObject({ code: -32602, message: 'workspace/setInstanceStatus: state must be "working", "idle" or "error".' });
  });

  it('answers -32002 with no window open', () => {
    expect(failure(call('workspace/instances', {}, withSettings({ environment: { ...settings.environment, windowOpen: false } }))).code).toBe(-32002);
  });
});
