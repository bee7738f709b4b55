import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { JsonObject } from '../src/json';
import { checkFetch } from '../src/host/net-request';
import { netFetch } from './net-fetch';

let server: Server;
let base = '';
const seen: { url: string; authorization?: string; method: string }[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', method: request.method ?? '', ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
    if (request.url === '/go') return response.writeHead(302, { location: '/there' }).end();
    if (request.url === '/meta') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (request.url === '/round') return response.writeHead(302, { location: '/round' }).end();
    if (request.url === '/slow') return void setTimeout(() => response.end('late'), 1000);
    if (request.url === '/big') return response.end(Buffer.alloc(5 * 1024 * 1024, 97));
    if (request.url === '/binary') return response.end(Buffer.from([0xff, 0xfe, 0x00]));
    return response.writeHead(404, 'Nope', { 'X-Kind': 'test' }).end(`arrived at ${request.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fetchOf = (params: JsonObject) => {
  const checked = checkFetch('net/fetch', params);
  if (!checked.ok) throw new Error(JSON.stringify(checked.answer));
  return netFetch(checked.request, new AbortController().signal);
};

test('a real request: a 4xx is an answer, with Agentty’s fields; redirects are followed here', async () => {
  const { response } = await fetchOf({ url: `${base}/go`, headers: { Authorization: 'Bearer example' } });
  expect(response).toMatchObject({ status: 404, statusText: 'Nope', url: `${base}/there`, body: 'arrived at /there', truncated: false, binary: false, bytes: 17, headers: { 'x-kind': 'test' } });
  expect(response.durationMs).toEqual(expect.any(Number));
  expect(seen.at(-1)).toMatchObject({ url: '/there', authorization: 'Bearer example' });
});

test('a redirect to an address a plugin may not ask for is not followed, nor a loop', async () => {
  await expect(fetchOf({ url: `${base}/meta` })).rejects.toThrow('that address is not reachable from a plugin');
  await expect(fetchOf({ url: `${base}/round` })).rejects.toThrow('the address redirected more than 3 times');
});

test('a body over 4 MB is cut and says so; one that is not UTF-8 is binary; a slow answer times out', async () => {
  const big = await fetchOf({ url: `${base}/big` });
  expect(big.response).toMatchObject({ truncated: true, bytes: 4 * 1024 * 1024 });
  expect((await fetchOf({ url: `${base}/binary` })).response).toMatchObject({ binary: true, bytes: 3 });
  await expect(fetchOf({ url: `${base}/slow`, timeoutMs: 200 })).rejects.toThrow('no answer within 200 ms');
});
