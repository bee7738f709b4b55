import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { editorText, expect, focusEditor, openApp, pasteIntoEditor, preview, problemMessages, useBrowser } from './app';

useBrowser();

const graph = {
  type: 'column',
  children: [
    {
      type: 'graph',
      id: 'g',
      movable: true,
      height: 320,
      nodes: [
        { id: 'a', title: 'Fetch', x: 20, y: 20, width: 140, outputs: [{ id: 'out', label: 'data', tone: 'info' }] },
        { id: 'b', title: 'Review', x: 200, y: 40, width: 140, state: 'active', inputs: [{ id: 'in' }], outputs: [{ id: 'ok' }], children: [{ type: 'text', text: 'Inside' }] },
        { id: 'c', title: 'Ship', x: 200, y: 200, width: 140, inputs: [{ id: 'in' }] },
      ],
      edges: [
        { from: { node: 'a', port: 'out' }, to: { node: 'b', port: 'in' } },
        { from: { node: 'b', port: 'ok' }, to: { node: 'c', port: 'in' }, idle: true },
      ],
    },
  ],
};

const CONTEXT = '{"workspace":"demo"}';
const event = (params: string) => `{"jsonrpc":"2.0","method":"ui/event","params":{${params},"context":${CONTEXT}}}`;
const lines = (page: Page) => page.getByTestId('wire-text').allInnerTexts();
const card = (page: Page, index: number) => preview(page).locator(`[data-part="graphNode"][data-path="/children/0/nodes/${index}"]`);
const heading = (page: Page, index: number) => card(page, index).locator('.heading');

async function start(text: string, drawn = true): Promise<Page> {
  const page = await openApp();
  await pasteIntoEditor(page, text);
  if (drawn) await card(page, 0).waitFor();
  await page.getByRole('textbox', { name: /^Context/ }).fill(CONTEXT);
  return page;
}

/** Drags a card's heading by (dx, dy) screen pixels with the mouse, in steps as a hand does. */
async function drag(page: Page, index: number, dx: number, dy: number): Promise<void> {
  const box = (await heading(page, index).boundingBox())!;
  const x = box.x + 30;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

describe('graph', () => {
  test('draws cards and wires; a heading click sends select, a drop sends move and the card stays, Alt+→ moves by 8; the zoom buttons', async () => {
    const page = await start(JSON.stringify(graph, null, 2));
    await expect.poll(() => preview(page).locator('[data-part="graphNode"]').count()).toBe(3);
    await expect.poll(() => preview(page).locator('svg path[data-edge]').count()).toBe(2);
    expect(await card(page, 1).getByText('Inside').isVisible()).toBe(true);
    expect(await preview(page).locator('svg path[data-edge="1"]').getAttribute('stroke-opacity')).toBe('0.28');

    await heading(page, 0).click();
    await expect.poll(() => lines(page)).toEqual([event('"element":"g","event":"select","item":"a"')]);

    // the panel is drawn at its own size here: screen pixels are graph pixels at 100 %
    await drag(page, 2, 100, 40);
    await expect.poll(() => lines(page)).toEqual([event('"element":"g","event":"select","item":"a"'), event('"element":"g","event":"move","value":{"x":300,"y":240},"item":"c"')]);
    expect(await card(page, 2).evaluate((element) => [element.style.left, element.style.top])).toEqual(['300px', '240px']);

    await heading(page, 0).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(async () => (await lines(page)).at(-1)).toBe(event('"element":"g","event":"move","value":{"x":28,"y":20},"item":"a"'));

    const level = preview(page).getByRole('button', { name: /^Zoom \d+%/ });
    expect(await level.innerText()).toBe('100%');
    await preview(page).getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => level.innerText()).toBe('120%');
    await level.click();
    await expect.poll(() => level.innerText()).toBe('100%');
    await preview(page).getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => level.innerText()).toBe('83%');
    await preview(page).getByRole('button', { name: 'Fit all' }).click();
    await expect.poll(() => level.innerText()).not.toBe('83%');
    // the zoom is the user's: nothing was sent for it
    expect(await lines(page)).toHaveLength(3);
  });

  test('an Alt-drag, or any drag with Move nodes on, writes x and y into the JSON as one edit, sends nothing, and Ctrl+Z puts them back', async () => {
    const text = JSON.stringify(graph, null, 2);
    const page = await start(text);
    await page.keyboard.down('Alt');
    await drag(page, 1, 60, 30);
    await page.keyboard.up('Alt');
    await expect.poll(async () => JSON.parse(await editorText(page)).children[0].nodes[1]).toMatchObject({ x: 260, y: 70 });
    expect(await lines(page)).toEqual([]);
    await expect.poll(() => card(page, 1).evaluate((element) => element.style.left)).toBe('260px');
    await focusEditor(page);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => editorText(page)).toBe(text);
    await expect.poll(() => card(page, 1).evaluate((element) => element.style.left)).toBe('200px');

    // the inspector's "Move nodes": a plain drag edits too (a heading click selects the graph, and sends select)
    await heading(page, 2).click();
    await page.getByRole('checkbox', { name: /Move nodes/ }).check();
    await drag(page, 2, -40, 20);
    await expect.poll(async () => JSON.parse(await editorText(page)).children[0].nodes[2]).toMatchObject({ x: 160, y: 220 });
    expect((await lines(page)).filter((line) => line.includes('"move"'))).toEqual([]);
  });

  test('65 nodes is an error in Problems; a wire to a missing port is a warning', async () => {
    const many = { type: 'graph', id: 'big', nodes: Array.from({ length: 65 }, (_, i) => ({ id: `n${i}`, title: `Node ${i}`, x: (i % 8) * 260, y: Math.floor(i / 8) * 80 })) };
    const page = await start(JSON.stringify(many, null, 2), false);
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toMatch(/a graph has more than 64 nodes: this one has 65/);
    const broken = { ...graph, children: [{ ...graph.children[0], edges: [{ from: { node: 'a', port: 'out' }, to: { node: 'b', port: 'nope' } }] }] };
    await pasteIntoEditor(page, JSON.stringify(broken, null, 2));
    await expect.poll(async () => (await problemMessages(page)).join('\n')).toMatch(/Node "b" has no input port "nope", so Agentty drops the wire/);
    await expect.poll(() => preview(page).locator('svg path[data-edge]').count()).toBe(0);
  });
});
