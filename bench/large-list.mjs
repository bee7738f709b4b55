// The 50,000-item list: time from the paste to the first rows drawn, the page's JS heap, rows in the DOM, and scrolling frame times.

export const LIST_ITEMS = 50_000;

export function bigList(items = LIST_ITEMS) {
  return {
    type: 'column',
    children: [
      { type: 'text', text: 'Files' },
      {
        type: 'list',
        id: 'files',
        items: Array.from({ length: items }, (_, i) => ({ id: `item-${i}`, title: `Item ${i}`, ...(i % 7 === 0 ? { subtitle: `Subtitle of ${i}` } : {}) })),
      },
    ],
  };
}

// in the page: from the paste's keydown to the first list row in the DOM, and to the frame after it
function armFirstDraw() {
  const probe = { keydown: 0, drawn: 0, frame: 0 };
  window.__listProbe = probe;
  addEventListener('keydown', (event) => (probe.keydown = event.timeStamp), { capture: true, once: true });
  const host = document.querySelector('[data-host-theme]');
  const observer = new MutationObserver(() => {
    if (probe.drawn || !host.querySelector('[data-part="item"]')) return;
    probe.drawn = performance.now();
    requestAnimationFrame(() => (probe.frame = performance.now()));
    observer.disconnect();
  });
  observer.observe(host, { subtree: true, childList: true });
}

// in the page: scrolls the panel 150 px a frame for `frames` frames; returns the frame intervals
function scrollFrames(frames) {
  const content = document.querySelector('[data-host-content]');
  return new Promise((resolve) => {
    const times = [];
    const step = (now) => {
      times.push(now);
      if (times.length > frames) return resolve(times.slice(1).map((t, i) => t - times[i]));
      content.scrollTop += 150;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

// in the page: resolves once no task has taken over 50 ms for `quietMs` (the paste's editor work is done), or after `limitMs`
function settle({ quietMs, limitMs }) {
  return new Promise((resolve) => {
    let last = performance.now();
    const observer = new PerformanceObserver((list) => (last = Math.max(last, ...list.getEntries().map((entry) => entry.startTime + entry.duration))));
    observer.observe({ type: 'longtask' });
    const begun = performance.now();
    const check = () => {
      const now = performance.now();
      if (now - last >= quietMs || now - begun >= limitMs) {
        observer.disconnect();
        resolve();
      } else setTimeout(check, 100);
    };
    check();
  });
}

async function heapMB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value / 1024 / 1024;
}

/** One run: a fresh page, the list pasted, drawn, clicked at its last row, scrolled. */
export async function largeListRun({ freshPage, baseUrl, paste, text }) {
  const page = await freshPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(baseUrl);
  await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
  await page.evaluate(armFirstDraw);
  await paste(page, text);
  await page.waitForFunction(() => window.__listProbe.frame > 0, null, { timeout: 120_000 });
  const probe = await page.evaluate(() => window.__listProbe);
  // the paste's other work (validation, outline, saving) settles before the heap is read
  await page.evaluate(settle, { quietMs: 2000, limitMs: 30_000 });
  const afterPaste = await heapMB(cdp);
  const content = page.locator('[data-host-theme] [data-host-content]');
  await content.evaluate((element) => (element.scrollTop = element.scrollHeight));
  const last = page.locator(`[data-host-theme] [data-path="/children/1/items/${LIST_ITEMS - 1}"] .row-main`);
  await last.click({ timeout: 30_000 });
  await page.evaluate(settle, { quietMs: 2000, limitMs: 30_000 });
  const afterClick = await heapMB(cdp);
  const rows = await page.evaluate(() => document.querySelectorAll('[data-host-theme] [data-part="item"]').length);
  await content.evaluate((element) => (element.scrollTop = 0));
  await page.evaluate(settle, { quietMs: 1000, limitMs: 10_000 });
  const frames = await page.evaluate(scrollFrames, 120);
  await page.context().close();
  return { firstDraw: probe.drawn - probe.keydown, firstFrame: probe.frame - probe.keydown, afterPaste, afterClick, rows, frames };
}
