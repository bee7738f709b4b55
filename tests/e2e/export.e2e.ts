import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, openApp, pasteIntoEditor, useBrowser } from './app';

useBrowser();

const hostileTree = {
  type: 'column',
  children: [
    { type: 'text', text: 'Quotes " and \\ backslash, </script>, ${not a template}, line\nbreak, tab\t, \u2028 separator' },
    { type: 'button', id: 'go', label: 'שלום 👋🏽 Go', icon: 'rocket', variant: 'primary' },
  ],
};

async function openExport(page: Page, tree: unknown = hostileTree) {
  await pasteIntoEditor(page, JSON.stringify(tree, null, 2));
  await page.getByRole('button', { name: 'Export' }).click();
  return page.getByRole('region', { name: 'Export' });
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  // the browser is shared over a socket, so the file is copied out rather than read where it landed
  const path = join(mkdtempSync(join(tmpdir(), 'pd-download-')), file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

describe('export', () => {
  test('the ui/setPanel line is copied exactly, with a visible confirmation', async () => {
    const page = await openApp();
    const panel = await openExport(page);
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('Copied the payload');
    expect(await clipboard(page)).toBe(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: hostileTree } }) + '\n');
    const size = await panel.getByTestId('payload-size').innerText();
    expect(size).toContain(`${Buffer.byteLength(await clipboard(page)).toLocaleString('en')} bytes`);
  });

  test('a request with an id, and pretty params, in the forms people need', async () => {
    const page = await openApp();
    const panel = await openExport(page);
    await panel.locator('label', { hasText: 'Request' }).click();
    await panel.getByRole('spinbutton').fill('7');
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => clipboard(page)).toContain('"id":7');
    expect(JSON.parse(await clipboard(page))).toEqual({ jsonrpc: '2.0', id: 7, method: 'ui/setPanel', params: { tree: hostileTree } });
    await panel.locator('label', { hasText: 'params' }).click();
    await panel.locator('label', { hasText: 'Pretty' }).click();
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => clipboard(page)).toBe(JSON.stringify({ tree: hostileTree }, null, 2));
  });

  test('the payload downloads as a file', async () => {
    const page = await openApp();
    const panel = await openExport(page);
    const file = await downloadOf(page, () => panel.getByRole('button', { name: 'Download', exact: true }).click());
    expect(file.name).toBe('set-panel.jsonl');
    expect(file.bytes.toString('utf8')).toBe(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: hostileTree } }) + '\n');
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('Downloaded set-panel.jsonl');
  });

  test('an invalid document refuses export and says why', async () => {
    const page = await openApp();
    const panel = await openExport(page, { type: 'row', children: [{ type: 'button', id: 'x', label: 'A' }, { type: 'input', id: 'x' }] });
    await expect.poll(() => panel.getByTestId('export-refused').innerText()).toContain('Duplicate id "x"');
    expect(await panel.getByRole('button', { name: 'Copy', exact: true }).count()).toBe(0);
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    expect(await panel.getByTestId('export-refused').isVisible()).toBe(true);
  });

  test('the downloaded plugin zip runs under node and python3 and draws the designed tree', async () => {
    const page = await openApp();
    const panel = await openExport(page);
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    await panel.getByRole('tab', { name: 'plugin.py' }).click();
    await panel.getByRole('button', { name: 'Copy plugin.py' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('Copied plugin.py');
    const python = await clipboard(page);
    await panel.getByRole('tab', { name: 'plugin.mjs' }).click();
    await panel.getByRole('button', { name: 'Copy plugin.mjs' }).click();
    await expect.poll(() => clipboard(page)).not.toBe(python);
    const node = await clipboard(page);
    const zip = await downloadOf(page, () => panel.getByRole('button', { name: 'Download all (.zip)' }).click());
    expect(zip.name).toMatch(/^[a-z0-9-]+\.zip$/);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const dir = mkdtempSync(join(tmpdir(), 'pd-export-'));
    writeFileSync(join(dir, 'plugin.mjs'), node);
    writeFileSync(join(dir, 'plugin.py'), python);
    const input =
      '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"apiVersion":1,"plugin":{"id":"t"},"language":"en","context":{}}}\n' +
      '{"jsonrpc":"2.0","method":"panel/open","params":{"context":{}}}\n' +
      '{"jsonrpc":"2.0","method":"shutdown","params":{}}\n';
    for (const [command, file] of [['node', 'plugin.mjs'], ['python3', 'plugin.py']] as const) {
      const run = spawnSync(command, [file], { cwd: dir, input, encoding: 'utf8', timeout: 10_000 });
      expect(run.status).toBe(0);
      const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line));
      expect(lines).toContainEqual({ jsonrpc: '2.0', id: 1, result: {} });
      expect(lines).toContainEqual({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: hostileTree } });
    }
  });
});
