// npm run screenshots: retakes the README's pictures at 1366×768 from the built app (npm run build first)
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = await preview({ build: { outDir: process.env.SCREENSHOTS_OUT_DIR ?? 'dist' }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const baseUrl = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await context.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
const ready = () => page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
const panel = page.locator('[data-host-theme]');

await page.goto(baseUrl);
await ready();
// the review flow starter: select a row, then approve, which toasts and sets the badge
await page.getByRole('button', { name: 'Documents', exact: true }).click();
await page.getByRole('dialog', { name: 'Documents' }).getByRole('button', { name: /^Review flow/ }).click();
await panel.getByText('Fix checkout rounding').waitFor();
await panel.getByText('Fix checkout rounding').click();
await panel.getByRole('button', { name: 'Approve' }).click();
await page.getByTestId('panel-badge').waitFor();
await page.screenshot({ path: 'docs/screenshot.png' });

// the build column with a row selected, and Export in the dock
await panel.getByText('Cache product images').click();
await page.getByRole('button', { name: 'Export', exact: true }).click();
await page.getByRole('region', { name: 'Export' }).waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: 'docs/build.png' });

// the live page, with the Node.js sample plugin answering a click (needs dist-node/, built by npm run build)
const host = spawn('node', ['dist-node/host.mjs', 'tests/plugins/hello-node', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PANEL_DESIGNER_DIST: process.env.SCREENSHOTS_OUT_DIR ?? 'dist' },
});
const liveUrl = await new Promise((resolve) => {
  let out = '';
  host.stdout.on('data', (chunk) => {
    out += chunk;
    const found = /http:\/\/127\.0\.0\.1:\d+\/#live=[\w-]+/.exec(out);
    if (found) resolve(found[0]);
  });
});
const live = await context.newPage();
await live.goto(liveUrl);
await live.locator('[data-host-content]').getByRole('button', { name: 'Go' }).click();
await live.getByTestId('panel-badge').waitFor();
await live.screenshot({ path: 'docs/live.png' });
host.kill('SIGINT');

await browser.close();
await new Promise((resolve) => server.httpServer.close(resolve));
console.log('docs/screenshot.png, docs/build.png and docs/live.png retaken at 1366×768');
