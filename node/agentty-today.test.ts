// A plugin using what today's Agentty answers beyond API 1 (storage, timer, net, files), through check-plugin with its own manifest.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { CHECK_LIMITS, checkPlugin } from './check';
import { readPluginManifest } from './manifest-file';
import { settingsFor } from './plugin-info';
import { resolveProgram } from './program';
import { PLUGINS, scratchPlugin } from './test-support';

// real processes on a shared runner: room above the spec's own timers
vi.setConfig({ testTimeout: 20_000 });

let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => response.end(request.url === '/today' ? 'sunny' : 'elsewhere'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  process.env.AGENTTY_TODAY_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/today`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** agentty-today in a folder of its own name, its manifest changed by `change`. */
function copy(change: (manifest: Record<string, unknown>) => Record<string, unknown>) {
  const parent = mkdtempSync(join(tmpdir(), 'agentty-today-'));
  const dir = join(parent, 'agentty-today');
  cpSync(join(PLUGINS, 'agentty-today'), dir, { recursive: true });
  const file = join(dir, 'agentty-plugin.json');
  writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)));
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

async function check(dir: string) {
  const { program, manifest } = resolveProgram(dir, undefined, undefined);
  const data = mkdtempSync(join(tmpdir(), 'agentty-today-data-'));
  try {
    const roomy = { ...CHECK_LIMITS, initializeMs: 15_000, firstPanelMs: 15_000 };
    const report = await checkPlugin(program, settingsFor(program, data, undefined, manifest), undefined, roomy, { manifest });
    const calls = report.wire.filter((entry) => entry.direction === 'fromPlugin').map((entry) => JSON.parse(entry.line) as { id?: number; method?: string });
    const answers = new Map(report.wire.filter((entry) => entry.direction === 'toPlugin' && entry.kind === 'response').map((entry) => [entry.id, JSON.parse(entry.line) as { result?: unknown; error?: { code: number; message: string } }]));
    const answerTo = (method: string) => answers.get(calls.find((message) => message.method === method)?.id);
    const written = join(data, 'files', 'notes', 'today.txt');
    return { report, answerTo, note: existsSync(written) ? readFileSync(written, 'utf8') : undefined };
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}

describe('agentty-today, with the permissions its manifest declares', () => {
  test('passes check-plugin; initialize carries the manifest’s name; storage, timer, fetch and files are answered as Agentty answers them', async () => {
    const { report, answerTo, note } = await check(join(PLUGINS, 'agentty-today'));
    expect([report.ok, report.violations]).toEqual([true, []]);
    const initialize = JSON.parse(report.wire[0]?.line ?? '{}') as { params: { plugin: { id: string; name: string; version: string } } };
    expect(initialize.params.plugin).toMatchObject({ id: 'agentty-today', name: 'Agentty today', version: '1.0.0' });
    expect(answerTo('storage/get')).toMatchObject({ result: { key: 'opened', value: null } });
    expect(answerTo('storage/keys')).toMatchObject({ result: ['opened', 'last'] });
    expect(answerTo('host/timer')).toMatchObject({ result: { elapsedMs: expect.any(Number) } });
    expect((answerTo('host/timer') as { result: { elapsedMs: number } }).result.elapsedMs).toBeGreaterThanOrEqual(99);
    expect(answerTo('net/fetch')).toMatchObject({ result: { status: 200, body: 'sunny', truncated: false, binary: false, bytes: 5 } });
    expect(answerTo('files/read')).toMatchObject({ result: { text: 'opened 1', size: 8, eof: true } });
    expect(answerTo('files/list')).toMatchObject({ result: [{ name: 'today.txt', dir: false, size: 8 }] });
    expect(answerTo('host/copy')).toMatchObject({ result: null });
    expect(report.log.map((entry) => entry.text)).toContain('copied 8 characters to the clipboard');
    // the click on "Again" ran it once more, in the same session: storage kept its count
    expect(note).toBe('opened 2');
    // every step passes, the last one naming the elements the session used
    expect(report.steps.map((step) => step.ok)).toEqual([true, true, true, true, true]);
  });
});

describe('agentty-today with a permission removed from its manifest', () => {
  test('files/* is answered -32001 naming the permission, and the check fails', async () => {
    const folder = copy((manifest) => ({ ...manifest, permissions: ['net.request'] }));
    try {
      const { report, answerTo } = await check(folder.dir);
      expect(answerTo('files/write')).toMatchObject({ error: { code: -32001, message: 'files/write needs the "files" permission in agentty-plugin.json' } });
      expect(report.ok).toBe(false);
      expect(report.violations.map((violation) => violation.rule)).toContain('permission-denied');
    } finally {
      folder.remove();
    }
  });

  test('without net.request, net/fetch is answered -32001', async () => {
    const folder = copy((manifest) => ({ ...manifest, permissions: ['files'] }));
    try {
      const { report, answerTo } = await check(folder.dir);
      expect(answerTo('net/fetch')).toMatchObject({ error: { code: -32001, message: 'net/fetch needs the "net.request" permission in agentty-plugin.json' } });
      expect(report.ok).toBe(false);
    } finally {
      folder.remove();
    }
  });
});

describe('what Agentty refuses or Panel Designer does not simulate', () => {
  test('an apiVersion above the host’s does not start: Agentty’s message, and the check fails', async () => {
    const folder = copy((manifest) => ({ ...manifest, apiVersion: 7 }));
    try {
      const { report } = await check(folder.dir);
      expect(report.wire).toEqual([]);
      expect(report.violations.map((violation) => [violation.rule, violation.message])).toContainEqual([
        'start-failed',
        'Agentty does not start it: agentty-today needs a newer Agentty (plugin API 7 > 6).',
      ]);
      expect(readPluginManifest(folder.dir).report.problems.map((problem) => problem.path)).toEqual(['/apiVersion']);
    } finally {
      folder.remove();
    }
  });

  test('browser/* and media/* are answered -32002 and told in the notes, without failing', async () => {
    const code = `
      import { createInterface } from 'node:readline';
      const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');
      createInterface({ input: process.stdin }).on('line', (line) => {
        const m = JSON.parse(line);
        if (m.method === 'initialize') send({ id: m.id, result: {} });
        if (m.method === 'panel/open') {
          send({ id: 10, method: 'browser/open', params: { url: 'https://example.com' } });
          send({ id: 11, method: 'media/svgToPng', params: { from: 'a.svg', to: 'a.png' } });
          send({ method: 'ui/setPanel', params: { tree: { type: 'text', text: 'hi' } } });
        }
        if (m.method === 'shutdown') process.exit(0);
      }).on('close', () => process.exit(0));`;
    const scratch = scratchPlugin('plugin.mjs', code);
    const file = join(scratch.program.dir, 'agentty-plugin.json');
    writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), permissions: ['browser.control', 'files'], apiVersion: 3, browser: { sites: [{ host: 'example.com' }] } }));
    try {
      const report = await checkPlugin(scratch.program, settingsFor(scratch.program, tmpdir()), undefined);
      expect(report.wire.filter((entry) => entry.kind === 'response').map((entry) => (JSON.parse(entry.line) as { error?: { code: number } }).error?.code)).toEqual([undefined, -32002, -32002]);
      expect([report.ok, report.violations]).toEqual([true, []]);
      expect(report.notes).toContainEqual(expect.stringContaining('The plugin called browser/open, media/svgToPng, which Panel Designer does not simulate'));
    } finally {
      scratch.remove();
    }
  });
});
