// GET /plugin-files/<path>: the running plugin's own files/ folder, for the Live page's images, and nothing outside it.
import { closeSync, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { detectFormat, MAX_FILE_BYTES, pathProblem, PICTURES_FOLDER } from '../src/files/design-file';
import { end } from './static-files';

import { PLUGIN_FILES_PATH } from '../src/files/live-url';

/** The path inside files/ a request names, or why it is refused. */
function requestedPath(url: string): { readonly ok: true; readonly path: string } | { readonly ok: false; readonly reason: string } {
  const raw = url.split(/[?#]/, 1)[0]!.slice(PLUGIN_FILES_PATH.length);
  let path: string;
  try {
    path = raw.split('/').map(decodeURIComponent).join('/');
  } catch {
    return { ok: false, reason: 'The path is not valid percent-encoding.' };
  }
  // an encoded "/" inside a segment would hide a ".." from the check below
  if (raw.split('/').some((segment) => /%2f|%5c/i.test(segment))) return { ok: false, reason: 'An encoded "/" or "\\" in the path.' };
  if (path.includes('\0')) return { ok: false, reason: 'A NUL in the path.' };
  const problem = pathProblem(path);
  return problem ? { ok: false, reason: problem } : { ok: true, path };
}

/** Serves pictures (PNG, JPEG, WebP, GIF by their bytes) from `<pluginDir>/files`; links may not lead outside it. */
export class PluginPictures {
  readonly #folder: string;

  constructor(pluginDir: string) {
    this.#folder = join(pluginDir, PICTURES_FOLDER);
  }

  /** True when the request was for a plugin file (answered either way). */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? '/';
    if (!url.startsWith(PLUGIN_FILES_PATH)) return false;
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'no-referrer');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      end(response, 405, 'Only GET and HEAD.', { Allow: 'GET, HEAD' });
      return true;
    }
    // another site's page may point an <img> here: only the Live page's own requests are answered
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      end(response, 403, 'Only the Live page may read the plugin\'s files.');
      return true;
    }
    const wanted = requestedPath(url);
    if (!wanted.ok) {
      end(response, 400, wanted.reason);
      return true;
    }
    const file = this.#read(wanted.path);
    if (!file.ok) end(response, file.status, file.reason);
    else {
      response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : file.body);
    }
    return true;
  }

  #read(path: string): { ok: true; type: string; body: Buffer } | { ok: false; status: 403 | 404 | 413 | 415; reason: string } {
    let root: string;
    let real: string;
    try {
      root = realpathSync(this.#folder);
      real = realpathSync(join(root, ...path.split('/')));
    } catch {
      return { ok: false, status: 404, reason: `No file "${path}" in the plugin's files/ folder.` };
    }
    // a link inside files/ that points outside it is refused, wherever it points
    if (!real.startsWith(root + sep)) return { ok: false, status: 403, reason: `"${path}" leads outside the plugin's files/ folder.` };
    // a pipe or a device would block the open: only a regular file is opened
    if (!statSync(real).isFile()) return { ok: false, status: 404, reason: `"${path}" is not a file.` };
    const descriptor = openSync(real, 'r');
    try {
      const stats = fstatSync(descriptor);
      if (!stats.isFile()) return { ok: false, status: 404, reason: `"${path}" is not a file.` };
      if (stats.size > MAX_FILE_BYTES) return { ok: false, status: 413, reason: `"${path}" is over ${MAX_FILE_BYTES.toLocaleString('en')} bytes.` };
      const body = Buffer.alloc(stats.size);
      const read = readSync(descriptor, body, 0, stats.size, 0);
      const format = detectFormat(body.subarray(0, read));
      if (!format.ok) return { ok: false, status: 415, reason: `"${path}": ${format.reason}` };
      return { ok: true, type: format.value, body: body.subarray(0, read) };
    } finally {
      closeSync(descriptor);
    }
  }
}
