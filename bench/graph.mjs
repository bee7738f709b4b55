// A graph at Agentty's limits: 64 cards with 8 ports a side and 512 wires. Dragging a card, and keys typed in a card's title.

export const GRAPH_NODES = 64;
const PORTS = 8;

export function bigGraph() {
  const nodes = Array.from({ length: GRAPH_NODES }, (_, i) => ({
    id: `n${i}`,
    title: `Node ${i}`,
    subtitle: `step ${i}`,
    x: (i % 8) * 300,
    y: Math.floor(i / 8) * 260,
    inputs: Array.from({ length: PORTS }, (_, k) => ({ id: `in${k}` })),
    outputs: Array.from({ length: PORTS }, (_, k) => ({ id: `out${k}`, tone: k % 2 ? 'info' : 'success' })),
    ...(i % 5 === 0 ? { state: 'active' } : {}),
  }));
  const edges = nodes.flatMap((_, i) => Array.from({ length: PORTS }, (__, k) => ({ from: { node: `n${i}`, port: `out${k}` }, to: { node: `n${(i + 1 + k) % GRAPH_NODES}`, port: `in${k}` } })));
  return { type: 'column', children: [{ type: 'text', text: 'Graph bench' }, { type: 'graph', id: 'big', movable: true, height: 600, nodes, edges }] };
}

// in the page: drags the first card's heading one pointer move a frame; per move, the time from the event to the
// layout after it (our work), and the intervals between frames
function dragFrames(moves) {
  const heading = document.querySelector('[data-host-theme] [data-part="graphNode"] .heading');
  const box = heading.getBoundingClientRect();
  const at = (dx) => ({ bubbles: true, button: 0, pointerId: 1, isPrimary: true, clientX: box.left + 20 + dx, clientY: box.top + 10 + dx / 2 });
  heading.dispatchEvent(new PointerEvent('pointerdown', at(0)));
  return new Promise((resolve) => {
    const work = [];
    const frames = [];
    let step = 0;
    const frame = (now) => {
      frames.push(now);
      if (step === moves) {
        heading.dispatchEvent(new PointerEvent('pointerup', at(step * 3)));
        return resolve({ work, frames: frames.slice(1).map((t, i) => t - frames[i]) });
      }
      step++;
      const start = performance.now();
      heading.dispatchEvent(new PointerEvent('pointermove', at(step * 3)));
      // Svelte applies the change in a microtask; reading a box then forces style and layout
      queueMicrotask(() => {
        heading.closest('.pd-graph').getBoundingClientRect();
        work.push(performance.now() - start);
      });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

// in the page: the intervals between frames with nothing happening, to tell the browser's own frame rate from ours
function idleFrames(count) {
  return new Promise((resolve) => {
    const frames = [];
    const frame = (now) => {
      frames.push(now);
      if (frames.length > count) return resolve(frames.slice(1).map((t, i) => t - frames[i]));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Drags in a fresh page with the big graph pasted; medians come from the caller. */
export async function graphDrag({ freshPage, baseUrl, paste, moves = 60 }) {
  const page = await freshPage();
  await page.goto(baseUrl);
  await page.locator('[data-testid="editor"][data-ready="true"]').waitFor();
  await paste(page, JSON.stringify(bigGraph(), null, 2));
  await page.locator('[data-host-theme] [data-part="graphNode"]').nth(GRAPH_NODES - 1).waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(1500);
  const idle = await page.evaluate(idleFrames, moves);
  const { work, frames } = await page.evaluate(dragFrames, moves);
  const wires = await page.locator('[data-host-theme] svg path[data-edge]').count();
  await page.context().close();
  return { work, frames, idle, wires };
}
