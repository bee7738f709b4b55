import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
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

  test('the payload names the screen it exports, and another screen can be picked', async () => {
    const page = await openApp();
    await pasteIntoEditor(page, JSON.stringify(hostileTree, null, 2));
    await page.getByRole('button', { name: '+ Screen' }).click();
    await page.getByRole('tab', { name: 'screen-2' }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const panel = page.getByRole('region', { name: 'Export' });
    const screen = panel.getByRole('combobox', { name: 'Screen' });
    // the open screen first, named as such
    await expect.poll(() => screen.locator('option:checked').innerText()).toBe('screen-2 (open)');
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => clipboard(page)).toContain('New screen');
    await screen.selectOption({ label: 'main' });
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => clipboard(page)).toBe(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: hostileTree } }) + '\n');
    // opening another screen exports that one again
    await page.getByRole('tab', { name: 'main', exact: true }).click();
    await page.getByRole('tab', { name: 'screen-2' }).click();
    await expect.poll(() => screen.locator('option:checked').innerText()).toBe('screen-2 (open)');
  });

  test('an invalid document refuses export and says why', async () => {
    const page = await openApp();
    // a button without its label: Agentty refuses the tree
    const panel = await openExport(page, { type: 'row', children: [{ type: 'button', id: 'x' }, { type: 'input', id: 'y' }] });
    await expect.poll(() => panel.getByTestId('export-refused').innerText()).toContain('Missing required "label"');
    expect(await panel.getByRole('button', { name: 'Copy', exact: true }).count()).toBe(0);
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    expect(await panel.getByTestId('export-refused').isVisible()).toBe(true);
  });

  test('the copy confirmation appears right beside the Copy button that was pressed', async () => {
    const page = await openApp();
    const panel = await openExport(page);
    const copy = panel.getByRole('button', { name: 'Copy', exact: true });
    await copy.click();
    const status = panel.getByRole('status');
    await expect.poll(() => status.innerText()).toBe('Copied the payload');
    const [button, said] = [(await copy.boundingBox())!, (await status.boundingBox())!];
    // on the button's row, starting just after it
    expect(said.x).toBeGreaterThanOrEqual(button.x + button.width);
    expect(said.x - (button.x + button.width)).toBeLessThan(24);
    expect(Math.abs(said.y + said.height / 2 - (button.y + button.height / 2))).toBeLessThan(8);
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    await panel.getByRole('button', { name: 'Copy main.mjs' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('Copied main.mjs');
    const [fileButton, fileSaid] = [(await panel.getByRole('button', { name: 'Copy main.mjs' }).boundingBox())!, (await panel.getByRole('status').boundingBox())!];
    expect(fileSaid.x - (fileButton.x + fileButton.width)).toBeLessThan(24);
    expect(Math.abs(fileSaid.y + fileSaid.height / 2 - (fileButton.y + fileButton.height / 2))).toBeLessThan(8);
  });

  test('"Plugin code" offers the Agentty SDK plugin first and opens on its main.mjs; the keyboard picks another choice', async () => {
    const page = await openApp();
    const panel = await openExport(page);
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    const kinds = panel.getByRole('group', { name: 'Kind of plugin' });
    expect(await kinds.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent?.trim()))).toEqual(['Agentty SDK (Node.js)', 'Node.js, no dependencies', 'Python']);
    expect(await kinds.getByRole('radio', { name: 'Agentty SDK (Node.js)' }).isChecked()).toBe(true);
    const files = panel.getByRole('tablist', { name: 'Files' }).getByRole('tab');
    expect(await files.allInnerTexts()).toEqual(['main.mjs', 'agentty-plugin.json', 'README.md']);
    expect(await panel.getByRole('tab', { name: 'main.mjs' }).getAttribute('aria-selected')).toBe('true');
    await panel.getByRole('button', { name: 'Copy main.mjs' }).click();
    await expect.poll(() => clipboard(page)).toContain('import { createPlugin, ui } from "./agentty-plugin.mjs";');
    expect(await clipboard(page)).toContain('ui.button("go", "שלום 👋🏽 Go", { icon: "rocket", variant: "primary" })');
    await panel.getByRole('tab', { name: 'agentty-plugin.json' }).click();
    await panel.getByRole('button', { name: 'Copy agentty-plugin.json' }).click();
    await expect.poll(() => clipboard(page)).toContain('"main": "main.mjs"');
    expect(JSON.parse(await clipboard(page))).toMatchObject({ main: 'main.mjs', runtime: 'node', version: '0.1.0' });
    // arrow keys move between the choices, as in any radio group; the new choice opens on its main file
    await kinds.getByRole('radio', { name: 'Agentty SDK (Node.js)' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await kinds.getByRole('radio', { name: 'Node.js, no dependencies' }).isChecked()).toBe(true);
    await expect.poll(() => files.allInnerTexts()).toEqual(['plugin.mjs', 'agentty-plugin.json', 'README.md', 'plugin.test.mjs', 'panels.ts']);
    expect(await panel.getByRole('tab', { name: 'plugin.mjs' }).getAttribute('aria-selected')).toBe('true');
  });

  test('a refusal lists every error, each a link to its place in the editor', async () => {
    const page = await openApp();
    const tree = {
      type: 'column',
      children: [
        // five things Agentty refuses; a repeated and an empty id, which it accepts, are only advice
        { type: 'button', id: 'x', label: 'A', variant: 'loud' },
        { type: 'input', id: 'x', rows: 2.5 },
        { type: 'button', id: '', label: 'B' },
        { type: 'text' },
        { type: 'toggle', id: 't', label: 'C', value: 'yes' },
        { type: 'buton', id: 'b', label: 'D' },
      ],
    };
    const panel = await openExport(page, tree);
    const links = panel.getByRole('list', { name: 'Errors to fix' }).getByRole('button');
    await expect.poll(() => links.count()).toBe(5);
    const errors = await page.locator('.problems .problem[data-severity="error"] .message').allInnerTexts();
    expect(errors).toHaveLength(5);
    expect(await panel.getByTestId('export-refused').innerText()).toContain('it has 5 errors');
    for (const message of errors) expect(await panel.getByTestId('export-refused').innerText()).toContain(message);
    await links.filter({ hasText: 'must be true or false' }).click();
    await page.keyboard.press('ControlOrMeta+C');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('"yes"');
    await links.filter({ hasText: 'did you mean "button"' }).click();
    await page.keyboard.press('ControlOrMeta+C');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('"buton"');
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    await expect.poll(() => links.count()).toBe(5);
    expect(await page.locator('.problems .problem[data-severity="error"]').count()).toBe(5);
    expect(await page.locator('.problems .problem[data-severity="warning"]').count()).toBe(3);
  });

  test('the downloaded plugin zip runs under node and python3 and draws the designed tree', async () => {
    const page = await openApp();
    const panel = await openExport(page);
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    await panel.locator('label', { hasText: 'Python' }).click();
    await panel.getByRole('button', { name: 'Copy plugin.py' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('Copied plugin.py');
    const python = await clipboard(page);
    await panel.locator('label', { hasText: 'Node.js, no dependencies' }).click();
    await panel.getByRole('button', { name: 'Copy plugin.mjs' }).click();
    await expect.poll(() => clipboard(page)).not.toBe(python);
    const node = await clipboard(page);
    const zip = await downloadOf(page, () => panel.getByRole('button', { name: 'Download all (.zip)' }).click());
    expect(zip.name).toMatch(/^[a-z0-9-]+\.zip$/);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const id = zip.name.slice(0, -'.zip'.length);
    expect(Object.keys(unzipSync(zip.bytes)).sort()).toEqual(['README.md', 'agentty-plugin.json', 'panels.ts', 'plugin.mjs', 'plugin.test.mjs'].map((file) => `${id}/${file}`));

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

  test('the SDK zip is a folder named by the plugin id that Agentty installs: main.mjs, agentty-plugin.json, a README, never the SDK', async () => {
    const page = await openApp();
    const panel = await openExport(page);
    await panel.getByRole('tab', { name: 'Plugin code' }).click();
    expect(await panel.getByTestId('export-choice-hint').innerText()).toContain('agentty-plugin.mjs');
    const zip = await downloadOf(page, () => panel.getByRole('button', { name: 'Download all (.zip)' }).click());
    const id = zip.name.slice(0, -'.zip'.length);
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries).sort()).toEqual(['README.md', 'agentty-plugin.json', 'main.mjs'].map((file) => `${id}/${file}`));
    const text = (file: string) => Buffer.from(entries[`${id}/${file}`]!).toString('utf8');
    expect(JSON.parse(text('agentty-plugin.json'))).toMatchObject({ id, main: 'main.mjs', runtime: 'node' });
    expect(text('README.md')).toContain('Agentty writes it into every new plugin');

    // installed as Agentty would, with the SDK copied beside main.mjs (here the project's test double of it)
    const dir = join(mkdtempSync(join(tmpdir(), 'pd-sdk-')), id);
    mkdirSync(dir);
    for (const file of ['main.mjs', 'agentty-plugin.json', 'README.md']) writeFileSync(join(dir, file), text(file));
    copyFileSync(join(import.meta.dirname, '../sdk-double/agentty-plugin.mjs'), join(dir, 'agentty-plugin.mjs'));
    const input =
      '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"apiVersion":6,"plugin":{"id":"t"},"language":"en","context":{}}}\n' +
      '{"jsonrpc":"2.0","method":"panel/open","params":{"context":{}}}\n';
    const run = spawnSync('node', ['main.mjs'], { cwd: dir, input, encoding: 'utf8', timeout: 10_000 });
    expect([run.status, run.stderr]).toEqual([0, '']);
    const [answer, drawn] = run.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(answer).toMatchObject({ id: 1, result: { sdkVersion: expect.any(String) } });
    expect(drawn).toMatchObject({ method: 'ui/setPanel', params: { tree: hostileTree } });
  });
});
