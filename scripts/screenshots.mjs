// npm run screenshots: retakes the README's pictures at 1366×768 from the built app (npm run build first)
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

await browser.close();
await new Promise((resolve) => server.httpServer.close(resolve));
console.log('docs/screenshot.png and docs/build.png retaken at 1366×768');
