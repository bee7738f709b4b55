import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** One Chromium per test worker: the system clipboard is per browser, and tests paste through it. */
    browserEndpoints: string[];
  }
}

/** Test files run this many at a time, each worker with a browser of its own. */
export const E2E_WORKERS = 2;

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  // another folder lets a second build be tested while dist/ is rebuilt
  const outDir = process.env.E2E_OUT_DIR ?? 'dist';
  if (!existsSync(`${outDir}/index.html`)) throw new Error(`No build in ${outDir}/: run \`npm run build\` first (npm test does).`);
  const server = await preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error('The preview server did not report a URL.');
  const browsers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs, headless: true })));
  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoints', browsers.map((browser) => browser.wsEndpoint()));
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
