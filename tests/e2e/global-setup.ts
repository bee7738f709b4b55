import { existsSync } from 'node:fs';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumPath, launchChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** One Chromium per test worker: the system clipboard is per browser, and tests paste through it. */
    browserEndpoints: string[];
  }
}

/** Test files run this many at a time, each worker with a browser of its own. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.`);
  }
  // another folder lets a second build be tested while dist/ is rebuilt
  const outDir = process.env.E2E_OUT_DIR ?? 'dist';
  if (!existsSync(`${outDir}/index.html`)) throw new Error(`No build in ${outDir}/: run \`npm run build\` first (npm test does).`);
  const server = await preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error('The preview server did not report a URL.');
  const browsers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => launchChromium()));
  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoints', browsers.map((browser) => browser.endpoint));
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
