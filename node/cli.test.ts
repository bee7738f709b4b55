import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '../src/host/contract';
import { PLUGINS } from './test-support';
import { Watch } from './watch';

// the real bundles, built once into a scratch folder (inside node_modules, so their imports resolve) beside a stand-in app
const ROOT = resolve(import.meta.dirname, '..');
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
const scratch = mkdtempSync(join(ROOT, 'node_modules/.cache/panel-cli-'));
const out = join(scratch, 'dist-node');
const cli = join(out, 'check-plugin.mjs');
const INDEX = '<!doctype html><title>Panel Designer</title>';

beforeAll(() => {
  const built = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'vite.node.config.ts', '--outDir', out, '--logLevel', 'error'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`vite build failed: ${built.stderr}`);
  mkdirSync(join(scratch, 'dist'));
  writeFileSync(join(scratch, 'dist', 'index.html'), INDEX);
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile('node', [cli, ...args], { cwd: ROOT, timeout: 30_000 }, (error, stdout, stderr) => done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }));
  });
}

const script = (text: string) => {
  const path = join(out, `script-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, text);
  return path;
};

// built bundles and real processes on a shared runner: one test spawns five, which took over 20 s on two busy cores
vi.setConfig({ testTimeout: 60_000 });

describe.concurrent('npm run check-plugin', () => {
  test('exits 0 for a plugin that follows the spec, with a readable report', async () => {
    const result = await run(join(PLUGINS, 'hello-python'));
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/^Guessed runtime python, main plugin\.py/);
    expect(result.stdout).toMatch(/\n {2}ok {3}3\. send ui\/event \{"element":"go","event":"click"\} \(wire #5\)\n/);
    expect(result.stdout).toMatch(/\nPASS: no violations/);
  });

  test('exits 1 on a violation; --json prints only the report on stdout', async () => {
    const result = await run(join(PLUGINS, 'invalid-tree'), '--json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { ok: boolean; violations: { rule: string; ruleText: string }[] };
    expect(report.ok).toBe(false);
    expect(report.violations.map((violation) => [violation.rule, violation.ruleText])).toEqual([['tree-invalid', '-32602: an invalid UI tree.']]);
    expect(result.stderr).toMatch(/^Guessed runtime node/);
  });

  test('exits 2 on a usage error or a bad script, saying where', async () => {
    expect(await run()).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Which plugin\? Pass its folder\./) });
    expect(await run(join(PLUGINS, 'hello-node'), '--nope')).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Unknown option '--nope'/) });
    expect(await run(join(PLUGINS, 'nowhere'))).toMatchObject({ code: 2, stderr: expect.stringMatching(/does not exist/) });
    const missing = await run(join(PLUGINS, 'hello-node'), '--script', join(out, 'absent.json'));
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Cannot read the script .*absent\.json: ENOENT\./) });
    const bad = script('{\n  "steps": [\n    { "send": { "event": { "element": "go" } } }\n  ]\n}\n');
    const result = await run(join(PLUGINS, 'hello-node'), '--script', bad);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/The script is not valid \(line 3, column \d+\): steps\[0\]\.send\.event\.event /);
  });

  test('advice alone exits 0 and is listed; --strict exits 1 on it; --api 1 refuses what API 1 does not know', async () => {
    const dir = join(scratch, 'advised');
    mkdirSync(dir, { recursive: true });
    const tree = { type: 'column', children: [{ type: 'text', text: 'hi', colour: 'red' }, { type: 'card', children: [{ type: 'text', text: 'in a card' }] }] };
    writeFileSync(
      join(dir, 'index.mjs'),
      `import { createInterface } from 'node:readline';
createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.method === 'initialize') console.log(JSON.stringify({ jsonrpc: '2.0', id: m.id, result: {} }));
  if (m.method === 'panel/open') console.log(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: ${JSON.stringify(tree)} } }));
});`,
    );
    writeFileSync(join(dir, 'agentty-plugin.json'), JSON.stringify({ id: 'advised', name: 'Advised', version: '1.0.0', main: 'index.mjs' }));
    const plain = await run(dir);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/\nAdvice \(1 warning: Agentty accepts these; --strict fails on them\):\n {2}▲ at wire #4: tree\.children\[0\]\.colour: Unknown key "colour" on text/);
    expect(plain.stdout).toMatch(/\nPASS: no violations, 1 warning \(/);
    const strict = await run(dir, '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/\nFAIL: no violations, but 1 warning with --strict \(/);
    const api1 = await run(dir, '--api', '1', '--json');
    expect(api1.code).toBe(1);
    const report = JSON.parse(api1.stdout) as { wire: { line: string }[]; violations: { rule: string; message: string }[] };
    expect(JSON.parse(report.wire[0]!.line)).toMatchObject({ method: 'initialize', params: { apiVersion: 1 } });
    expect(report.violations.map((violation) => violation.rule)).toEqual(['tree-invalid']);
    expect(report.violations[0]!.message).toContain('`card` needs API 4; this design targets API 1');
    expect(await run(dir, '--api', '9')).toMatchObject({ code: 2, stderr: expect.stringMatching(/^--api must be a plugin API version from 1 to 6, not "9"\./) });
  }, 60_000);

  test("agentty-plugin.json is checked by Agentty's rules: a broken rule fails at its field, a missing file is advice", async () => {
    const plugin = `import { createInterface } from 'node:readline';
createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.method === 'initialize') console.log(JSON.stringify({ jsonrpc: '2.0', id: m.id, result: {} }));
  if (m.method === 'panel/open') console.log(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: { type: 'text', text: 'hi' } } }));
});`;
    const broken = join(scratch, 'manifest-broken');
    mkdirSync(broken, { recursive: true });
    writeFileSync(join(broken, 'main.mjs'), plugin);
    const manifest = { id: 'other-name', name: 'Broken', version: '1.0.0', main: 'main.mjs', permissions: ['prompt.inject', 'clipboard'], homepage: 'http://example.com' };
    writeFileSync(join(broken, 'agentty-plugin.json'), JSON.stringify(manifest));
    const failed = await run(broken, '--json');
    expect(failed.code).toBe(1);
    const report = JSON.parse(failed.stdout) as { violations: { rule: string; message: string }[]; manifest: { found: boolean; problems: { path: string }[] } };
    expect(report.manifest.found).toBe(true);
    expect(report.manifest.problems.map((problem) => problem.path)).toEqual(['/id', '/homepage', '/permissions/1']);
    expect(report.violations.map((violation) => violation.message)).toEqual([
      'agentty-plugin.json /id: The id "other-name" must be the plugin folder\'s name ("manifest-broken").',
      'agentty-plugin.json /homepage: The homepage must be an https:// address under 300 characters, without spaces.',
      expect.stringMatching(/^agentty-plugin\.json \/permissions\/1: Unknown permission "clipboard"/),
    ]);
    const text = await run(broken);
    expect(text.stdout).toContain('  ✗ manifest: agentty-plugin.json /id: The id "other-name"');

    const bare = join(scratch, 'manifest-missing');
    mkdirSync(bare, { recursive: true });
    writeFileSync(join(bare, 'main.mjs'), plugin);
    const advised = await run(bare);
    expect(advised.code).toBe(0);
    expect(advised.stdout).toContain('▲ agentty-plugin.json: The folder has no agentty-plugin.json: Agentty installs a plugin only from a folder with one');
    expect((await run(bare, '--strict')).code).toBe(1);
  }, 60_000);

  test('--help prints the limits', async () => {
    const result = await run('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/5 s for the answer to initialize, 3 s per expect step/);
  });
});

/** Starts the host bundle and resolves once it has printed the designer URL. */
function startHost(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn('node', [join(out, 'host.mjs'), ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const url = new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /Panel Designer \(Live\): (\S+)/.exec(stdout);
      if (found?.[1]) done(found[1]);
    });
    void exited.then(() => fail(new Error(`host exited: ${stdout}\n${stderr}`)));
  });
  // a host that is meant to fail never prints a URL: nobody waits for it then
  url.catch(() => undefined);
  return { child, url, exited, output: () => ({ stdout, stderr }) };
}

describe.concurrent('npm run host', () => {
  test('prints the guess and the URL, serves the app, takes the token, and on Ctrl+C stops the plugin, removes its data folder and exits 0', async () => {
    const host = startHost([join(PLUGINS, 'hello-node'), '--port', '0']);
    const url = new URL(await host.url);
    expect(url.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url.hash).toMatch(/^#live=[A-Za-z0-9_-]{32}$/);
    expect(host.output().stdout).toMatch(/^Guessed runtime node, main plugin\.mjs .*\nRunning `node plugin\.mjs` in /);
    expect(await (await fetch(url.origin)).text()).toBe(INDEX);
    const ws = new WebSocket(`ws://${url.host}/live?token=${url.hash.slice('#live='.length)}`, { origin: url.origin });
    const messages: ServerMessage[] = [];
    const watch = new Watch();
    ws.on('message', (data) => {
      messages.push(JSON.parse(String(data)) as ServerMessage);
      watch.notify();
    });
    // the snapshot comes first; the plugin may be running by then already
    const statuses = () => messages.flatMap((message) => (message.type === 'snapshot' ? [message.session.status] : message.type === 'status' ? [message.status] : []));
    expect(await watch.until(() => statuses().some((status) => status.state === 'running'), 10_000)).toBe(true);
    const snapshot = messages[0] as Extract<ServerMessage, { type: 'snapshot' }>;
    expect(snapshot.type).toBe('snapshot');
    const dataDir = snapshot.session.settings.initialize.plugin.dataDir;
    expect(existsSync(dataDir)).toBe(true);
    const running = statuses().find((status) => status.state === 'running');
    ws.close();
    host.child.kill('SIGINT');
    expect(await host.exited).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
    expect(() => process.kill(running?.state === 'running' ? running.pid : 0, 0)).toThrow();
  });

  test('--open runs the opener with the URL; a failing opener is printed and the host goes on', async () => {
    const bin = join(scratch, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > "${join(bin, 'opened')}"\nexit 3\n`, { mode: 0o755 });
    const host = startHost([join(PLUGINS, 'hello-node'), '--port', '0', '--open'], { ...process.env, PATH: `${bin}:${process.env.PATH}` });
    const url = await host.url;
    // the opener runs beside the host: wait for its verdict rather than a fixed 300 ms (too short on busy cores)
    for (let waited = 0; waited < 15_000 && !host.output().stderr.endsWith('\n'); waited += 50) await new Promise((done) => setTimeout(done, 50));
    expect(host.output().stderr).toBe('Could not open a browser (xdg-open exited with code 3); open the URL above yourself.\n');
    expect(readFileSync(join(bin, 'opened'), 'utf8')).toBe(`${url}\n`);
    host.child.kill('SIGINT');
    expect(await host.exited).toBe(0);
  });

  test('PANEL_DESIGNER_DIST names another build of the app; a folder without index.html is refused', async () => {
    const other = join(scratch, 'other-build');
    mkdirSync(other, { recursive: true });
    writeFileSync(join(other, 'index.html'), 'other');
    const host = startHost([join(PLUGINS, 'hello-node'), '--port', '0'], { ...process.env, PANEL_DESIGNER_DIST: other });
    expect(await (await fetch(new URL(await host.url).origin)).text()).toBe('other');
    host.child.kill('SIGINT');
    expect(await host.exited).toBe(0);
    const empty = startHost([join(PLUGINS, 'hello-node')], { ...process.env, PANEL_DESIGNER_DIST: join(scratch, 'bin-none') });
    expect(await empty.exited).toBe(2);
    expect(empty.output().stderr).toMatch(/^The app is not built \(.*bin-none has no index\.html\): run npm run build, or use npm run host\.\n$/);
  });

  test('a port in use and a missing plugin folder are clear errors', async () => {
    const first = startHost([join(PLUGINS, 'hello-node'), '--port', '0']);
    const port = new URL(await first.url).port;
    const second = startHost([join(PLUGINS, 'hello-node'), '--port', port]);
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toBe(`Port ${port} is in use: pass --port <another>, or --port 0 for a free one.\n`);
    first.child.kill('SIGINT');
    const missing = startHost([join(PLUGINS, 'nowhere')]);
    expect(await missing.exited).toBe(2);
    expect(missing.output().stderr).toMatch(/^The plugin folder .*nowhere does not exist\.\n$/);
    expect(await first.exited).toBe(0);
  });
});
