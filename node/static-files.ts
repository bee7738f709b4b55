import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface StaticFile {
  readonly body: Buffer;
  readonly type: string;
  readonly cache: string;
}

/** Every file of the built app, read once at start: a request can only ever get one of these, by exact path. */
export class StaticFiles {
  readonly #files = new Map<string, StaticFile>();

  constructor(root: string) {
    for (const path of filesUnder(root)) {
      const url = '/' + relative(root, path).split(sep).join('/');
      const index = url === '/index.html';
      // hashed asset names change with their content; index.html names them, so it is never cached
      const cache = index ? 'no-store' : url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      this.#files.set(url, { body: readFileSync(path), type: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream', cache });
    }
    const index = this.#files.get('/index.html');
    if (index) this.#files.set('/', index);
  }

  get size(): number {
    return this.#files.size;
  }

  has(url: string): boolean {
    return this.#files.has(url);
  }

  serve(request: IncomingMessage, response: ServerResponse): void {
    const path = (request.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    const file = this.#files.get(path);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'no-referrer');
    if (request.method !== 'GET' && request.method !== 'HEAD') return end(response, 405, 'Only GET and HEAD.', { Allow: 'GET, HEAD' });
    if (!file) return end(response, 404, 'Not found.');
    response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length, 'Cache-Control': file.cache });
    response.end(request.method === 'HEAD' ? undefined : file.body);
  }
}

export function end(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(`${text}\n`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}
