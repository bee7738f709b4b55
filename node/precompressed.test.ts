import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { precompressed } from './precompressed';

const big = `export const text = ${JSON.stringify('panel '.repeat(2_000))};\n`;
let root: string;
let server: PreviewServer;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }, method = 'GET'): Promise<Answer> {
  const url = new URL(server.resolvedUrls!.local[0]!);
  return new Promise((resolve, reject) => {
    const sent = request({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'panel-precompressed-'));
  const plugin = precompressed() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    writeBundle(options: unknown, bundle: Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string }>): void;
  };
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'dist', 'assets', 'big-abc.js'), big);
  writeFileSync(join(root, 'dist', 'assets', 'small-abc.js'), 'export {};');
  plugin.configResolved({ root, build: { outDir: 'dist' } });
  plugin.writeBundle({}, {
    'assets/big-abc.js': { type: 'chunk', code: big },
    'assets/small-abc.js': { type: 'chunk', code: 'export {};' },
    'index.html': { type: 'asset', source: '<!doctype html><title>t</title>' },
  });
  server = await preview({ root, configFile: false, logLevel: 'silent', plugins: [precompressed()], build: { outDir: 'dist' }, preview: { port: 0, host: '127.0.0.1' } });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('assets gzipped at build time', () => {
  test('the build writes a .gz beside each asset worth compressing, and none beside small files or the page', () => {
    expect(gunzipSync(readFileSync(join(root, 'dist', 'assets', 'big-abc.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(root, 'dist', 'assets', 'small-abc.js.gz'))).toBe(false);
    expect(existsSync(join(root, 'dist', 'index.html.gz'))).toBe(false);
  });

  test('the preview server sends the gzipped file, with its type and a long cache life', async () => {
    const answer = await get('/assets/big-abc.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(answer.body).toString()).toBe(big);
  });

  test('a browser that takes no gzip, a HEAD request, a file without a .gz and odd paths get what Vite serves', async () => {
    const plain = await get('/assets/big-abc.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    expect((await get('/assets/big-abc.js', { 'accept-encoding': 'gzip' }, 'HEAD')).headers['cache-control']).not.toContain('immutable');
    expect((await get('/assets/small-abc.js')).body.toString()).toBe('export {};');
    // outside the folder, and a path that does not decode: not ours to answer, and nothing breaks
    expect((await get('/assets/..%2f..%2fpackage.json')).headers['content-encoding']).toBeUndefined();
    expect([200, 400, 404]).toContain((await get('/assets/%E0%A4%A.js')).status);
  });
});
