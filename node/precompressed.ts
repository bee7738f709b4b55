import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
};
/** Smaller files gain nothing from compression. */
const MIN_BYTES = 1024;

/**
 * The built assets gzipped once at build time, and served so by `vite preview` (npm start, the tests, the
 * benchmark). Vite's preview gzips every response as it goes: about 100 ms of the server's one thread for
 * the shell's largest chunk, on every load. A static host does the same with these files.
 */
export function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'panel-designer:precompressed',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!fileName.startsWith('assets/') || !(extname(fileName) in TYPES)) continue;
        const content = output.type === 'chunk' ? output.code : output.source;
        if (content.length < MIN_BYTES) continue;
        writeFileSync(join(outDir, `${fileName}.gz`), gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      // registered before Vite's own compression, so these answers pass it by
      server.middlewares.use((request, response, next) => {
        const path = pathOf(request.url);
        const type = path === undefined ? undefined : TYPES[extname(path)];
        const file = resolve(join(dist, path ?? ''));
        const gzipped = `${file}.gz`;
        const wanted = request.method === 'GET' && path?.startsWith('/assets/') && type && file.startsWith(dist + sep);
        if (!wanted || !/\bgzip\b/.test(String(request.headers['accept-encoding'])) || !existsSync(gzipped)) {
          next();
          return;
        }
        response.setHeader('Content-Type', type!);
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Vary', 'Accept-Encoding');
        // the names carry a hash of the content: a file under one never changes
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        createReadStream(gzipped).pipe(response);
      });
    },
  };
}

/** The decoded path of a request's URL; undefined when it does not decode. */
function pathOf(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent((url ?? '').split('?')[0] ?? '');
  } catch {
    return undefined;
  }
}
