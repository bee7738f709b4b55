import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLUGINS } from './test-support';

// the real bundle, built once into a scratch folder (inside node_modules, so its imports resolve), as npm run check-plugin runs it
const ROOT = resolve(import.meta.dirname, '..');
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
const out = mkdtempSync(join(ROOT, 'node_modules/.cache/panel-check-cli-'));
const cli = join(out, 'check-plugin.mjs');

beforeAll(() => {
  const built = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'vite.node.config.ts', '--outDir', out, '--logLevel', 'error'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`vite build failed: ${built.stderr}`);
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

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

describe.concurrent('npm run check-plugin', () => {
  test('exits 0 for a plugin that follows the spec, with a readable report', async () => {
    const result = await run(join(PLUGINS, 'hello-python'));
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Guessed runtime python, main plugin\.py/);
    expect(result.stdout).toMatch(/\n {2}ok {3}send ui\/event \{"element":"go","event":"click"\}\n/);
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

  test('--help prints the limits', async () => {
    const result = await run('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/5 s for the answer to initialize, 3 s per expect step/);
  });
});
