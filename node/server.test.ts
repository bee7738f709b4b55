import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '../src/host/contract';
import { settingsFor } from './plugin-info';
import { MAX_CLIENT_MESSAGE_BYTES, sameToken, startServer, type LiveServer } from './server';
import { LiveSession } from './session';
import { StaticFiles } from './static-files';
import { samplePlugin } from './test-support';
import { Watch } from './watch';

// real processes on a shared runner: room above the spec's own timers (up to 3 s)
vi.setConfig({ testTimeout: 15_000 });

let app: string;
let server: LiveServer;
let session: LiveSession;

beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), 'panel-host-app-'));
  mkdirSync(join(app, 'assets'));
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>Panel Designer</title>');
  writeFileSync(join(app, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(app, 'assets', 'style-abc123.css'), 'body{}');
  writeFileSync(join(app, 'favicon.svg'), '<svg/>');
  const program = samplePlugin('hello-node');
  session = new LiveSession(program, settingsFor(program, tmpdir()));
  server = await startServer({ session, files: new StaticFiles(app), port: 0 });
  session.start();
});

afterAll(async () => {
  await session.quit();
  await server.close();
  rmSync(app, { recursive: true, force: true });
});

/** A raw HTTP request, so paths reach the server exactly as written (no URL normalisation). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { host: `127.0.0.1:${server.port}`, ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface Connection {
  readonly ws: WebSocket;
  readonly messages: ServerMessage[];
  until(ready: () => boolean): Promise<void>;
}

function connect(query: string, origin: string | null = `http://127.0.0.1:${server.port}`): Promise<Connection | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/live${query}`, origin === null ? {} : { origin });
    const watch = new Watch();
    const messages: ServerMessage[] = [];
    ws.on('message', (data) => {
      messages.push(JSON.parse(String(data)) as ServerMessage);
      watch.notify();
    });
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('error', reject);
    const until = async (ready: () => boolean) => {
      if (!(await watch.until(ready, 5000))) throw new Error(`Timed out; got ${JSON.stringify(messages).slice(0, 2000)}`);
    };
    ws.on('open', () => resolve({ ws, messages, until }));
  });
}

async function connected(query = `?token=${server?.token}`): Promise<Connection> {
  const connection = await connect(query);
  if (typeof connection === 'number') throw new Error(`refused with ${connection}`);
  return connection;
}

const snapshotOf = (connection: Connection) => connection.messages.find((message) => message.type === 'snapshot');

describe.concurrent('the static app', () => {
  test('/ is index.html, never cached; assets have their content types', async () => {
    const index = await get('/');
    expect([index.status, index.headers['content-type'], index.headers['cache-control'], index.body]).toEqual([200, 'text/html; charset=utf-8', 'no-store', '<!doctype html><title>Panel Designer</title>']);
    expect((await get('/index.html?x=1')).status).toBe(200);
    const script = await get('/assets/index-abc123.js');
    expect([script.status, script.headers['content-type'], script.headers['cache-control']]).toEqual([200, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect((await get('/assets/style-abc123.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  test.each(['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/assets/..%5c..%5cpackage.json', '//etc/passwd', '/assets', '/nope.js', '/live'])('%s is 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  test('another host name (DNS rebinding) is refused', async () => {
    expect((await get('/', { host: `evil.example:${server.port}` })).status).toBe(403);
    expect((await get('/', { host: `localhost:${server.port}` })).status).toBe(200);
  });

  test('the designer URL carries the token in its fragment only', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/#live=${server.token}`);
    expect(server.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe.concurrent('the WebSocket', () => {
  test('without the token, or with a wrong one, the upgrade is refused 401', async () => {
    expect(await connect('')).toBe(401);
    expect(await connect('?token=')).toBe(401);
    // the last character changed, whatever it is (a fixed 'A' was the token itself once in 64 runs)
    expect(await connect(`?token=${server.token.slice(0, -1)}${server.token.endsWith('A') ? 'B' : 'A'}`)).toBe(401);
    expect(await connect(`?token=${server.token}x`)).toBe(401);
  });

  test('from another Origin, or none, the upgrade is refused 403 even with the token', async () => {
    expect(await connect(`?token=${server.token}`, 'http://evil.example')).toBe(403);
    expect(await connect(`?token=${server.token}`, `http://127.0.0.1:${server.port + 1}`)).toBe(403);
    expect(await connect(`?token=${server.token}`, `https://127.0.0.1:${server.port}`)).toBe(403);
    expect(await connect(`?token=${server.token}`, 'null')).toBe(403);
    expect(await connect(`?token=${server.token}`, null)).toBe(403);
  });

  test('with the token and the right Origin it sends the snapshot; localhost is accepted too', async () => {
    const first = await connected();
    await first.until(() => snapshotOf(first) !== undefined);
    const snapshot = snapshotOf(first) as Extract<ServerMessage, { type: 'snapshot' }>;
    expect(snapshot.session.program).toMatchObject({ runtime: 'node', main: 'plugin.mjs', command: ['node', 'plugin.mjs'] });
    first.ws.close();
    const local = await connect(`?token=${server.token}`, `http://localhost:${server.port}`);
    expect(typeof local).toBe('object');
    if (typeof local === 'object') local.ws.close();
  });

  test('a second connection (a reload) gets the whole log replayed and the current panel, and both see what follows', async () => {
    const first = await connected();
    await first.until(() => snapshotOf(first) !== undefined);
    await first.until(() => session.snapshot().panel !== null);
    first.ws.send(JSON.stringify({ type: 'event', params: { element: 'go', event: 'click' } }));
    await first.until(() => first.messages.some((message) => message.type === 'step' && message.effects.some((effect) => effect.kind === 'badge')));
    const reload = await connected();
    await reload.until(() => snapshotOf(reload) !== undefined);
    const replay = (snapshotOf(reload) as Extract<ServerMessage, { type: 'snapshot' }>).session;
    const seen = first.messages.flatMap((message) => (message.type === 'step' ? message.wire : message.type === 'snapshot' ? message.session.wire : []));
    expect(replay.wire.map((entry) => entry.seq)).toEqual(expect.arrayContaining(seen.map((entry) => entry.seq)));
    expect(replay.panel).toMatchObject({ kind: 'panel', tree: { type: 'column' } });
    expect(replay.badge).toMatch(/^\d+$/);
    expect(replay.status).toMatchObject({ state: 'running' });
    reload.ws.send(JSON.stringify({ type: 'host', message: { method: 'context/changed' } }));
    const changed = (connection: Connection) => connection.messages.some((message) => message.type === 'step' && message.wire.some((entry) => entry.method === 'context/changed'));
    await first.until(() => changed(first));
    await reload.until(() => changed(reload));
    first.ws.close();
    reload.ws.close();
  });

  test('malformed JSON, a wrong shape and binary frames are refused with a reason, to the sender only', async () => {
    const client = await connected();
    await client.until(() => snapshotOf(client) !== undefined);
    client.ws.send('{not json');
    client.ws.send(JSON.stringify({ type: 'event', params: { element: 1 } }));
    client.ws.send(JSON.stringify({ type: 'run', command: 'rm -rf /' }));
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    const refusals = () => client.messages.filter((message) => message.type === 'refused');
    await client.until(() => refusals().length === 4);
    expect(refusals()).toEqual([
      { type: 'refused', reason: 'The message is not JSON.' },
      { type: 'refused', reason: expect.stringMatching(/^Not a message the live server takes: params\.element: /) },
      { type: 'refused', reason: expect.stringMatching(/^Not a message the live server takes: type: /) },
      { type: 'refused', reason: 'Send JSON text frames, not binary ones.' },
    ]);
    client.ws.close();
  });

  test(`a frame over ${MAX_CLIENT_MESSAGE_BYTES / 1024 / 1024} MB closes that connection (1009) and the server goes on`, async () => {
    const client = await connected();
    const closed = new Promise<number>((resolve) => client.ws.on('close', (code) => resolve(code)));
    client.ws.send('x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1));
    expect(await closed).toBe(1009);
    const after = await connected();
    await after.until(() => snapshotOf(after) !== undefined);
    after.ws.close();
  });
});

test('tokens are compared whole', () => {
  expect(sameToken('abc', 'abc')).toBe(true);
  expect([sameToken('', 'abc'), sameToken('abd', 'abc'), sameToken('abcd', 'abc')]).toEqual([false, false, false]);
});
