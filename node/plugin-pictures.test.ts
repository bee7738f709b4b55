import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tinyPng } from '../src/files/fixtures';
import { pluginPictureUrl } from '../src/files/live-url';
import { PluginPictures } from './plugin-pictures';

let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'panel-plugin-pictures-'));
  const plugin = join(dir, 'plugin');
  mkdirSync(join(plugin, 'files', 'icons'), { recursive: true });
  writeFileSync(join(plugin, 'files', 'logo.png'), tinyPng());
  writeFileSync(join(plugin, 'files', 'icons', 'a b.png'), tinyPng());
  writeFileSync(join(plugin, 'files', 'page.html'), '<script>alert(1)</script>');
  writeFileSync(join(plugin, 'secret.png'), tinyPng());
  writeFileSync(join(dir, 'outside.png'), tinyPng());
  symlinkSync(join(dir, 'outside.png'), join(plugin, 'files', 'escape.png'));
  symlinkSync(join(plugin, 'files', 'logo.png'), join(plugin, 'files', 'alias.png'));
  symlinkSync(dir, join(plugin, 'files', 'up'));
  const pictures = new PluginPictures(plugin);
  server = createServer((req, res) => {
    if (!pictures.serve(req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (fetch would normalise "..").  */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the plugin files the Live page reads', () => {
  test('a picture inside files/ is served with the type its bytes say, uncached', async () => {
    const logo = await get(pluginPictureUrl('logo.png')!);
    expect(logo).toMatchObject({ status: 200, type: 'image/png' });
    expect(new Uint8Array(logo.body)).toEqual(tinyPng());
    expect(pluginPictureUrl('icons/a b.png')).toBe('/plugin-files/icons/a%20b.png');
    expect(pluginPictureUrl('../secret.png')).toBeUndefined();
    expect((await get(pluginPictureUrl('icons/a b.png')!)).status).toBe(200);
    // a link that stays inside is followed
    expect((await get(pluginPictureUrl('alias.png')!)).status).toBe(200);
  });

  test.each([
    ['/plugin-files/../secret.png', 400],
    ['/plugin-files/%2e%2e/secret.png', 400],
    ['/plugin-files/icons%2f..%2f..%2fsecret.png', 400],
    ['/plugin-files//etc/passwd', 400],
    ['/plugin-files/a\\b.png', 400],
    ['/plugin-files/%E0%A4%A', 400],
    ['/plugin-files/escape.png', 403],
    ['/plugin-files/up/outside.png', 403],
    ['/plugin-files/missing.png', 404],
    ['/plugin-files/icons', 404],
    ['/plugin-files/page.html', 415],
  ])('%s is refused with %i', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });

  test('another site may not read them, and other paths are left to the app', async () => {
    expect((await get('/plugin-files/logo.png', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await get('/plugin-files/logo.png', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await get('/index.html')).status).toBe(418);
  });
});
