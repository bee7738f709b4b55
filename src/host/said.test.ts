// The simulated Agentty's refusals and notes as words for the interface language: every sentence a plugin's
// bad call can get is said by a message key of the English catalogue, and its English is the message, word for word.
import { describe, expect, it } from 'vitest';
import { answer, type Answer, type CallContext } from './answer';
import { PERMISSIONS, type Environment, type HostSettings } from './contract';
import { EXAMPLE_ENVIRONMENT, defaultSettings } from './environment';
import { grantsOf } from './permissions';
import type { FileEntry, PluginFiles } from './services';
import { memoryStorage } from './storage';
import { inEnglish, sayWith, type Say } from '../i18n/say';
import { translatorFor } from '../i18n/translator.test-helper';
import { messages as ko } from '../i18n/messages/ko';
import { messages as ja } from '../i18n/messages/ja';
import { messages as zhCN } from '../i18n/messages/zh-CN';
import { hostAnswers } from '../i18n/messages/en/hostAnswers';

const settings = defaultSettings({ id: 'hello', name: 'Hello', version: '0.1.0', dir: '/p/hello', dataDir: '/tmp/hello' });
const call = (method: string, params: unknown, context: Partial<CallContext> = {}): Answer => answer(method, params, { settings, now: 0, ...context });
const withSettings = (change: Partial<HostSettings>) => ({ settings: { ...settings, ...change } });
const withEnvironment = (change: Partial<Environment>) => withSettings({ environment: { ...EXAMPLE_ENVIRONMENT, ...change } });
const without = (permission: (typeof PERMISSIONS)[number]) => withSettings({ grants: grantsOf(PERMISSIONS.filter((each) => each !== permission)) });
const api1 = withSettings({ initialize: { ...settings.initialize, apiVersion: 1 } });

const entry = (name: string, dir = false): FileEntry => ({ name, dir, size: 1, modifiedMs: 0 });
const files: PluginFiles = {
  write: (path, bytes) => {
    if (path === 'locked.bin') throw new Error('EACCES: permission denied, open locked.bin');
    return bytes.length;
  },
  read: (path) => {
    if (path === 'binary.bin') return { bytes: new Uint8Array([0xff, 0xfe]), size: 2 };
    throw new Error(`ENOENT: no such file or directory, open '${path}'`);
  },
  list: () => [],
  stat: (path) => (path === 'folder' ? entry(path, true) : null),
  remove: () => false,
  rename: () => undefined,
  copy: () => 0,
  resolve: (path) => `/data/files/${path}`,
};
const fetchOk = () => Promise.resolve({ response: { status: 200, body: 'ok' }, raw: new Uint8Array([1]) });
const fetchFails = () => Promise.reject(new Error('getaddrinfo ENOTFOUND nowhere.invalid'));
const withFiles = { services: { files, fetch: fetchOk } };
const fetching = { services: { fetch: fetchOk } };
const waiting = { services: { wait: (ms: number) => Promise.resolve(ms) } };

const list = (items: number) => ({ type: 'list', id: 'l', items: Array.from({ length: items }, (_, i) => ({ id: `r${i}`, title: 'Row' })) });
function nested(levels: number): unknown {
  let deep: unknown = { type: 'divider' };
  for (let i = 0; i < levels; i++) deep = { type: 'column', children: [deep] };
  return deep;
}
const fullStorage = () => memoryStorage(Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`k${i}`, i])));

/** Hostile calls, each refused: [what it shows, method, params, context]. */
const REFUSED: readonly (readonly [string, string, unknown, Partial<CallContext>?])[] = [
  ['an unknown method', 'ui/explode', {}],
  ['a method newer than the API', 'host/timer', { ms: 100 }, api1],
  ['a missing permission', 'host/revealPath', { path: '/Users/dana/notes' }, without('workspace.read')],
  ['a missing files permission', 'files/list', { path: '' }, { ...withFiles, ...without('files') }],
  ['the link block', 'prompt/inject', { text: 'x' }, { now: 10, linkBlockedUntil: 60_010 }],
  ['a method not simulated', 'browser/open', {}],
  ['params not an object', 'ui/showPanel', [1]],
  ['a param of the wrong kind', 'ui/notify', { message: 5, kind: 'info' }],
  ['a missing param', 'ui/notify', { message: 'x' }],
  ['a flag not true or false', 'prompt/inject', { text: 'x', submit: 'yes' }],
  ['maxTurns of the wrong kind', 'session/get', { maxTurns: 'many' }],
  ['headers not an object', 'net/fetch', { url: 'https://example.com', headers: 5 }, fetching],
  ['a header not a string', 'net/fetch', { url: 'https://example.com', headers: { 'X-A': 1 } }, fetching],
  ['timeoutMs of the wrong kind', 'net/fetch', { url: 'https://example.com', timeoutMs: 'soon' }, fetching],
  ['an unknown notify kind', 'ui/notify', { message: 'x', kind: 'fatal' }],
  ['not a URL', 'host/openUrl', { url: 'example.com' }],
  ['a bad URL scheme', 'host/openUrl', { url: 'javascript:alert(1)' }],
  ['a relative path', 'host/revealPath', { path: 'notes' }],
  ['a missing path', 'host/revealPath', { path: '/nope' }],
  ['no tree', 'ui/setPanel', {}],
  ['no window for a pane', 'prompt/inject', { text: 'x' }, withEnvironment({ windowOpen: false })],
  ['no window for terminal/send', 'terminal/send', { text: 'x' }, withEnvironment({ windowOpen: false })],
  ['an unknown pane', 'terminal/send', { text: 'x', paneId: 'nope' }],
  ['no focused pane', 'terminal/send', { text: 'x' }, withEnvironment({ focusedPaneId: null })],
  ['an unknown workspace', 'prompt/inject', { text: 'x', workspaceId: 'nope' }],
  ['a pane of another workspace', 'prompt/inject', { text: 'x', paneId: 'pane-3', workspaceId: 'ws-web' }],
  ['maxTurns 0', 'session/get', { maxTurns: 0 }],
  ['maxTurns 1.5', 'session/get', { maxTurns: 1.5 }],
  ['a pane with no session', 'session/get', { paneId: 'pane-3' }],
  ['an unknown instance state', 'workspace/setInstanceStatus', { state: 'busy' }],
  ['no window for workspace/*', 'workspace/instances', {}, withEnvironment({ windowOpen: false })],
  ['no workspace of its own', 'workspace/setInstanceTitle', { instance: 'a1', title: 'x' }],
  ['a bad storage key', 'storage/set', { key: 'Upper', value: 1 }, { storage: memoryStorage() }],
  ['a storage key not a string', 'storage/get', { key: 42 }, { storage: memoryStorage() }],
  ['a 65th storage key', 'storage/set', { key: 'one-too-many', value: 1 }, { storage: fullStorage() }],
  ['storage past 1 MB', 'storage/set', { key: 'k0', value: 'x'.repeat(1024 * 1024) }, { storage: fullStorage() }],
  ['no network', 'net/fetch', { url: 'https://example.com' }],
  ['a 5th request', 'net/fetch', { url: 'https://example.com' }, { ...fetching, inFlight: { fetch: 4, timer: 0 } }],
  ['a 9th wait', 'host/timer', { ms: 100 }, { inFlight: { fetch: 0, timer: 8 } }],
  ['nothing to copy', 'host/copy', {}],
  ['an empty text to copy', 'host/copy', { text: '' }],
  ['a number to copy', 'host/copy', { text: 5 }],
  ['a method a plugin cannot send', 'net/fetch', { url: 'https://example.com', method: 'CONNECT' }, fetching],
  ['a URL too long', 'net/fetch', { url: `https://example.com/${'a'.repeat(2048)}` }, fetching],
  ['a URL with a space', 'net/fetch', { url: 'https://example.com/ HTTP/1.1' }, fetching],
  ['a fetch of no URL', 'net/fetch', { url: 'nope' }, fetching],
  ['a file URL', 'net/fetch', { url: 'file:///etc/passwd' }, fetching],
  ['cloud metadata', 'net/fetch', { url: 'http://169.254.169.254/latest/meta-data/' }, fetching],
  ['33 headers', 'net/fetch', { url: 'https://example.com', headers: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`X-H${i}`, 'v'])) }, fetching],
  ['a bad header name', 'net/fetch', { url: 'https://example.com', headers: { 'X A': 'v' } }, fetching],
  ['a reserved header', 'net/fetch', { url: 'https://example.com', headers: { Host: 'evil.example' } }, fetching],
  ['a header too long', 'net/fetch', { url: 'https://example.com', headers: { 'X-A': 'v'.repeat(4097) } }, fetching],
  ['a header with a line break', 'net/fetch', { url: 'https://example.com', headers: { 'X-A': 'one\r\nHost: evil.example' } }, fetching],
  ['a body too large', 'net/fetch', { url: 'https://example.com', method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) }, fetching],
  ['a GET with a body', 'net/fetch', { url: 'https://example.com', body: 'no' }, fetching],
  ['a proxy', 'net/fetch', { url: 'https://example.com', proxy: 'http://127.0.0.1:8888' }, fetching],
  ['no folder for files', 'files/list', { path: '' }],
  ['a write of both', 'files/write', { path: 'x', text: 'a', base64: 'YQ==' }, withFiles],
  ['a write of bad base64', 'files/write', { path: 'x', base64: '***' }, withFiles],
  ['a write too large', 'files/write', { path: 'x', text: 'x'.repeat(8 * 1024 * 1024 + 1) }, withFiles],
  ['a read of binary as text', 'files/read', { path: 'binary.bin' }, withFiles],
  ['a read of a missing file', 'files/read', { path: 'missing.txt' }, withFiles],
  ['a write the system refuses', 'files/write', { path: 'locked.bin', text: 'x' }, withFiles],
  ['a reveal of a missing file', 'files/reveal', { path: 'missing.txt' }, withFiles],
  ['a download without net.request', 'files/download', { url: 'https://example.com/a.png', path: 'a.png' }, { ...withFiles, ...without('net.request') }],
  ['a download with no network', 'files/download', { url: 'https://example.com/a.png', path: 'a.png' }, { services: { files } }],
  ['a 5th download', 'files/download', { url: 'https://example.com/a.png', path: 'a.png' }, { ...withFiles, inFlight: { fetch: 4, timer: 0 } }],
  ['a download onto a folder', 'files/download', { url: 'https://example.com/a.png', path: 'folder' }, withFiles],
  ['a download of a bad URL', 'files/download', { url: 'ftp://example.com/a.png', path: 'a.png' }, withFiles],
  ['a path with a backslash', 'files/write', { path: 'a\\b', text: 'x' }, withFiles],
  ['an absolute path', 'files/write', { path: '/etc/hosts', text: 'x' }, withFiles],
  ['a path out of the folder', 'files/copy', { from: 'ok.txt', to: '../a' }, withFiles],
  ['a name with a control character', 'files/stat', { path: 'a\u0001b' }, withFiles],
  ['a path too deep', 'files/write', { path: `${'a/'.repeat(17)}x`, text: 'x' }, withFiles],
];

/** Calls refused for their tree: the message lists the problems without "(Agentty's rule.)", and cuts them. */
const TREES: readonly (readonly [string, unknown])[] = [
  ['five problems', { type: 'column', children: [{ type: 'button', id: 'go' }, { type: 'buton' }, { type: 'text' }, { type: 'badge' }, { type: 'toggle', id: 't' }] }],
  ['four problems', { type: 'column', children: [{ type: 'button', id: 'go' }, { type: 'buton' }, { type: 'text' }, { type: 'badge' }] }],
  ['two problems', { type: 'column', children: [{ type: 'buton' }, { type: 'text' }] }],
  ['2,001 elements', list(2_000)],
  ['13 levels', nested(13)],
  ['300 levels', nested(300)],
];

/** Calls answered with a note for the plugin log, and the note's English. */
const NOTED: readonly (readonly [string, unknown, Partial<CallContext>, string])[] = [
  ['ui/setBadge', { text: '123456789' }, {}, `ui/setBadge: Agentty shows a badge's first 8 characters (the activity bar 3); this one has 9, so it shows "12345678".`],
  ['net/fetch', { url: 'https://example.com/a?b=1' }, fetching, 'GET https://example.com/a?…'],
  ['net/fetch', { url: 'https://example.com' }, { ...fetching, request: false }, 'net/fetch came as a notification: Agentty answers it only to a request, so it did nothing.'],
  ['host/timer', { ms: 100 }, { ...waiting, request: false }, 'host/timer came as a notification: Agentty answers it only to a request, so it did nothing.'],
  ['host/timer', { ms: 7_200_000 }, waiting, 'host/timer: ms 7200000 is kept within 100 ms..1 h, so it waits 3600000 ms.'],
  ['host/copy', { text: 'hi' }, {}, 'copied 2 characters to the clipboard'],
  ['host/copy', { text: 'x'.repeat(100_001) }, {}, 'copied 100,000 characters to the clipboard (cut from 100,001: Agentty copies at most 100,000)'],
  ['files/pick', {}, withFiles, 'files/pick: Panel Designer has no file dialog, so it answers as when the user cancels: [].'],
  ['files/download', { url: 'https://example.com/a.png?t=1', path: 'a.png' }, withFiles, 'GET https://example.com/a.png?… → a.png'],
  ['files/download', { url: 'https://example.com/a.png', path: 'a.png' }, { ...withFiles, request: false }, 'files/download came as a notification: Agentty answers it only to a request, so it did nothing.'],
  ['session/get', { maxTurns: 5000 }, {}, 'session/get asked for 5000 turns; the host answers at most 2000.'],
  ['workspace/setInstanceStatus', { state: 'idle' }, {}, 'status: idle'],
  ['workspace/setInstanceStatus', { state: 'working', text: 'collecting\nposts' }, {}, 'status: working — collecting posts'],
  ['workspace/setInstanceStatus', { state: 'error', instance: 'a1' }, {}, 'status of a1: error'],
  ['workspace/setInstanceStatus', { state: 'working', instance: 'a1', text: 'step 2' }, {}, 'status of a1: working — step 2'],
];

function refusal(answered: Answer | undefined) {
  if (!answered || answered.ok) throw new Error(`expected a refusal, got ${JSON.stringify(answered)}`);
  return answered;
}

/** Every message key in `said`, nested ones too. */
function keysOf(said: Say, into: Set<string>): Set<string> {
  into.add(said.key);
  for (const value of Object.values(said.values ?? {})) if (typeof value === 'object') keysOf(value, into);
  return into;
}

/** The English of each sentence, checked to come from the catalogue. */
function englishOf(said: readonly Say[]): string[] {
  expect(said.length).toBeGreaterThan(0);
  const sentences = said.map(inEnglish);
  for (const sentence of sentences) expect(sentence).not.toMatch(/hostAnswers\.|hostChecks\.|issueWords\./);
  return sentences;
}

describe("the simulated Agentty's refusals as words", () => {
  const refusedCalls = REFUSED.map(([what, method, params, context = {}]) => ({ what, method, params, context }));
  it.each(refusedCalls)('says $what as sentences whose English is the message', ({ method, params, context }) => {
    const refused = refusal(call(method, params, context));
    expect(englishOf(refused.said).join(' ')).toBe(refused.message);
  });

  it('says what a param must be in words, never in English only', () => {
    for (const [, method, params, context = {}] of REFUSED) {
      const refused = refusal(call(method, params, context));
      if (refused.rule !== 'invalid-params' || refused.said[0]?.key !== 'hostAnswers.paramProblem') continue;
      expect(typeof refused.said[0].values?.problem, refused.message).toBe('object');
    }
  });

  it('says a failed request and a failed download, with the system’s own words as a value', async () => {
    const failing = call('net/fetch', { url: 'https://nowhere.invalid' }, { services: { fetch: fetchFails } });
    const failed = refusal(failing.ok ? await failing.later?.work(new AbortController().signal) : undefined);
    expect(failed.message).toBe('net/fetch: getaddrinfo ENOTFOUND nowhere.invalid');
    expect(englishOf(failed.said).join(' ')).toBe(failed.message);
    const download = call('files/download', { url: 'https://example.com/a.png', path: 'locked.bin' }, withFiles);
    const notWritten = refusal(download.ok ? await download.later?.work(new AbortController().signal) : undefined);
    expect(notWritten.message).toBe('files/download: EACCES: permission denied, open locked.bin.');
    expect(englishOf(notWritten.said).join(' ')).toBe(notWritten.message);
  });

  it.each(TREES)('says a tree refused for %s: first what is refused, then each problem listed', (_, tree) => {
    const refused = refusal(call('ui/setPanel', { tree }));
    expect(refused.rule).toBe('tree-invalid');
    const [first, ...rest] = englishOf(refused.said);
    if (refused.said[0]!.key === 'hostAnswers.treeLimit') {
      // one sentence: the limit and where, then the issue's own words (with its rule, which the message leaves out)
      const where = refused.message.indexOf(': ', refused.message.indexOf(' so it is not drawn: at ') + ' so it is not drawn: at '.length) + 2;
      expect(first!.slice(0, where)).toBe(refused.message.slice(0, where));
      expect(rest).toEqual([]);
      return;
    }
    expect(refused.message.startsWith(`${first} `)).toBe(true);
    expect(rest.length).toBeGreaterThanOrEqual(2);
    rest.forEach((sentence, index) => {
      if (sentence.startsWith('(and ')) return;
      expect(sentence.startsWith(`${index + 1}) at tree`), sentence).toBe(true);
      // the message has the same problem without "(Agentty's rule.)"
      expect(refused.message).toContain(sentence.replace(" (Agentty's rule.)", ''));
    });
    const more = rest.at(-1)!;
    if (more.startsWith('(and ')) expect(refused.message.endsWith(more)).toBe(true);
  });

  it('says one more problem and more problems', () => {
    expect(refusal(call('ui/setPanel', { tree: TREES[0]![1] })).message).toMatch(/ \(and 2 more problems\)$/);
    expect(refusal(call('ui/setPanel', { tree: TREES[1]![1] })).message).toMatch(/ \(and 1 more problem\)$/);
  });

  it.each(NOTED)('notes %s in words', async (method, params, context, english) => {
    const answered = call(method, params, context);
    if (!answered.ok) throw new Error(answered.message);
    expect(englishOf(answered.notes)).toEqual([english]);
    const settled = await answered.later?.work(new AbortController().signal);
    if (method === 'net/fetch' && settled?.ok) expect(englishOf(settled.notes)).toEqual(['GET https://example.com/a?… → 200']);
  });

  it('uses every sentence of the catalogue in the calls above', async () => {
    const seen = new Set<string>();
    const saw = (answered: Answer | undefined) => {
      for (const said of answered === undefined ? [] : answered.ok ? answered.notes : answered.said) keysOf(said, seen);
    };
    for (const [, method, params, context = {}] of REFUSED) saw(call(method, params, context));
    for (const [, tree] of TREES) saw(call('ui/setPanel', { tree }));
    for (const [method, params, context] of NOTED) {
      const answered = call(method, params, context);
      saw(answered);
      saw(answered.ok ? await answered.later?.work(new AbortController().signal) : undefined);
    }
    const failing = call('net/fetch', { url: 'https://nowhere.invalid' }, { services: { fetch: fetchFails } });
    saw(failing.ok ? await failing.later?.work(new AbortController().signal) : undefined);
    const download = call('files/download', { url: 'https://example.com/a.png', path: 'locked.bin' }, withFiles);
    saw(download.ok ? await download.later?.work(new AbortController().signal) : undefined);
    // never said: the params of every method are an object by then, and every answered method has a case; no http(s) URL lacks a host
    const unsaid = Object.keys(hostAnswers)
      .map((key) => `hostAnswers.${key.replace(/_(one|other)$/, '')}`)
      .filter((key) => !seen.has(key));
    expect([...new Set(unsaid)].sort()).toEqual(['hostAnswers.noHost', 'hostAnswers.noSuchMethod', 'hostAnswers.paramsNotValid', 'hostAnswers.paramsProblem']);
  });
});

describe('the refusals in the other interface languages', () => {
  const languages = [
    ['ko', translatorFor('ko', ko)],
    ['ja', translatorFor('ja', ja)],
    ['zh-CN', translatorFor('zh-CN', zhCN)],
  ] as const;
  it.each(languages)('says every refused call in %s, with no placeholder or key left and not in English', (_, translate) => {
    for (const [what, method, params, context = {}] of REFUSED) {
      const refused = refusal(call(method, params, context));
      const words = refused.said.map((said) => sayWith(said, translate)).join(' ');
      expect(words, what).not.toMatch(/\{\{|hostAnswers\.|hostChecks\.|issueWords\./);
      // a system's own error (ENOENT …) is passed on as it is, in every language
      if (!refused.said.every((said) => said.key === 'hostAnswers.filesFailed' || said.key === 'hostAnswers.fetchFailed')) expect(words, what).not.toBe(refused.message);
      // what the plugin wrote and the method it called stay as written
      expect(words, what).toContain(method);
    }
  });
});
