// npm run bench (images): a design with 20 pictures of 200 KB, imported, then the page reloaded: when the panel is
// drawn, when the app answers, when the editor is ready, and when every picture is decoded; beside the same design
// without its files. Numbers, not pass/fail.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const PICTURES = 20;
const SIDE = 258; // 258 × 258 × 3 bytes of noise: a PNG of about 200 KB that deflate cannot shrink
const SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? 5);

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc(body));
  return Buffer.concat([head, body, tail]);
}
function noisePng() {
  const rows = [];
  for (let y = 0; y < SIDE; y++) rows.push(Buffer.from([0]), randomBytes(SIDE * 3));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIDE, 0);
  header.writeUInt32BE(SIDE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const pictures = Array.from({ length: PICTURES }, noisePng);
const tree = { type: 'grid', columns: 2, gap: 'small', children: pictures.map((_, i) => ({ type: 'image', src: `p${i}.png`, height: 120, fit: 'cover', caption: `p${i}.png` })) };
const design = (withFiles) =>
  JSON.stringify({
    version: 1,
    name: withFiles ? 'Twenty pictures' : 'Twenty empty slots',
    kind: 'panel',
    screens: [{ name: 'main', text: JSON.stringify(tree, null, 2) }],
    ...(withFiles ? { files: pictures.map((bytes, i) => ({ path: `files/p${i}.png`, type: 'image/png', base64: bytes.toString('base64') })) } : {}),
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

const server = await preview({ build: { outDir: process.env.BENCH_OUT_DIR ?? 'dist' }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const baseUrl = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });

// in the page, before its scripts: the frame that shows the panel, the app answering, the editor, the pictures decoded
function armProbe(count) {
  const probe = { panel: 0, live: 0, editor: 0, pictures: 0 };
  window.__images = probe;
  const check = () => {
    const drawn = document.querySelector('[data-host-theme] .pd-panel > *');
    if (!probe.panel && drawn) requestAnimationFrame(() => (probe.panel = performance.now()));
    if (!probe.live && drawn && document.getElementById('app')?.dataset.keptFrame === undefined) probe.live = performance.now();
    if (!probe.editor && document.querySelector('[data-testid="editor"][data-ready="true"]')) probe.editor = performance.now();
    const images = [...document.querySelectorAll('[data-host-theme] .pd-image img')];
    if (!probe.pictures && count > 0 && images.length === count && images.every((img) => img.complete && img.naturalWidth > 0)) probe.pictures = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('load', check, true);
}

async function reloads(withFiles) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await page.locator('input[type="file"][accept^=".json"]').setInputFiles({ name: 'twenty.json', mimeType: 'application/json', buffer: Buffer.from(design(withFiles)) });
  await page.locator('[data-host-theme] .pd-image').nth(PICTURES - 1).waitFor();
  // the design and its files saved before the reloads
  await page.waitForTimeout(1500);
  await page.addInitScript(armProbe, withFiles ? PICTURES : 0);
  const times = { panel: [], live: [], editor: [], pictures: [] };
  for (let i = 0; i < SAMPLES; i++) {
    await page.reload();
    await page.waitForFunction((files) => window.__images.panel > 0 && window.__images.live > 0 && window.__images.editor > 0 && (!files || window.__images.pictures > 0), withFiles, { timeout: 60_000 });
    const probe = await page.evaluate(() => window.__images);
    for (const key of Object.keys(times)) times[key].push(probe[key]);
  }
  await context.close();
  return Object.fromEntries(Object.entries(times).map(([key, values]) => [key, median(values)]));
}

const bytes = pictures.reduce((sum, picture) => sum + picture.length, 0);
console.log(`\nimages: a design of ${PICTURES} pictures of ${Math.round(bytes / PICTURES / 1000)} KB (${(bytes / 1e6).toFixed(1)} MB), reloaded ${SAMPLES} times; medians after navigation`);
console.log('                         panel drawn   app answering   editor ready   every picture decoded');
for (const withFiles of [false, true]) {
  const r = await reloads(withFiles);
  console.log(`  ${(withFiles ? 'with its 20 files' : 'without its files').padEnd(22)} ${ms(r.panel).padEnd(13)} ${ms(r.live).padEnd(15)} ${ms(r.editor).padEnd(14)} ${withFiles ? ms(r.pictures) : '–'}`);
}
await browser.close();
server.httpServer.close();
