import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CHECK_USAGE, DEFAULT_PORT, HOST_USAGE, parseCheckArgs, parseHostArgs, UsageError } from './args';
import { PLUGINS } from './test-support';

const root = mkdtempSync(join(tmpdir(), 'panel-args-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A plugin folder with these files (a value of true makes the file executable). */
function folder(name: string, files: Record<string, string | true>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text === true ? '#!/bin/sh\n' : text);
    chmodSync(join(dir, file), text === true ? 0o755 : 0o644);
  }
  return dir;
}

const hostArgs = (...argv: string[]) => parseHostArgs(argv);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error('no usage error');
};

describe('guessing what to run', () => {
  test("an exported folder runs plugin.mjs with node, and says plugin.py is there too", () => {
    const dir = folder('exported', { 'plugin.mjs': '', 'plugin.py': '', 'plugin.test.mjs': '', 'README.md': '' });
    const args = hostArgs(dir);
    expect(args).toMatchObject({ program: { runtime: 'node', main: 'plugin.mjs', dir, command: ['node', 'plugin.mjs'] }, open: false, port: DEFAULT_PORT });
    expect(args !== 'help' && args.guess).toBe(`Guessed runtime node, main plugin.mjs (the file Panel Designer's export writes): runs \`node plugin.mjs\` in ${dir}. plugin.py is there too: --runtime python runs it.`);
    expect(hostArgs(dir, '--runtime', 'python')).toMatchObject({ program: { runtime: 'python', main: 'plugin.py', command: ['python3', 'plugin.py'] } });
  });

  test.each([
    ['package.json main', { 'package.json': '{"main":"src/start.js"}', 'src/start.js': '', 'index.js': '' }, 'node', 'src/start.js', ['node', 'src/start.js']],
    ['a manifest', { 'agentty-plugin.json': '{"runtime":"python","main":"app.py"}', 'app.py': '', 'index.js': '' }, 'python', 'app.py', ['python3', 'app.py']],
    ['a file Agentty does not read', { 'agentty.json': '{"runtime":"python","main":"app.py"}', 'app.py': '', 'index.js': '' }, 'node', 'index.js', ['node', 'index.js']],
    ['index.js', { 'index.js': '' }, 'node', 'index.js', ['node', 'index.js']],
    ['main.py', { 'main.py': '' }, 'python', 'main.py', ['python3', 'main.py']],
    ['an executable named plugin', { plugin: true, 'notes.txt': '' }, 'executable', 'plugin', ['./plugin']],
    ['the only executable file', { 'serve-panel': true, 'notes.txt': '' }, 'executable', 'serve-panel', ['./serve-panel']],
  ] as const)('from %s', (name, files, runtime, main, command) => {
    const dir = folder(name.replace(/\W+/g, '-'), files);
    expect(hostArgs(dir)).toMatchObject({ program: { runtime, main, command } });
  });

  test('--main alone takes the runtime from the file; both flags need no guess', () => {
    const dir = folder('flags', { 'x.cjs': '', 'y.py': '', tool: true });
    expect(hostArgs(dir, '--main', 'x.cjs')).toMatchObject({ program: { runtime: 'node' }, guess: expect.stringMatching(/from the file name/) });
    expect(hostArgs(dir, '--main', 'tool')).toMatchObject({ program: { runtime: 'executable', command: ['./tool'] } });
    const both = hostArgs(dir, '--main', 'y.py', '--runtime', 'python');
    expect(both).toMatchObject({ program: { runtime: 'python', main: 'y.py' } });
    expect(both !== 'help' && both.guess).toBeUndefined();
  });

  test('the sample plugins are found', () => {
    expect(hostArgs(join(PLUGINS, 'hello-exec'))).toMatchObject({ program: { runtime: 'executable', command: ['./plugin'] } });
    expect(hostArgs(join(PLUGINS, 'hello-python'))).toMatchObject({ program: { runtime: 'python', command: ['python3', 'plugin.py'] } });
  });
});

describe('usage errors', () => {
  const dir = folder('usage', { 'plugin.mjs': '' });
  test.each([
    [[], /^Which plugin\? Pass its folder\./],
    [[dir, 'other'], /^One plugin folder only/],
    [[join(root, 'missing')], /^The plugin folder .*missing does not exist\.$/],
    [[join(dir, 'plugin.mjs')], /is not a folder/],
    [[dir, '--main', 'nope.mjs'], /^The main file nope\.mjs does not exist in /],
    [[dir, '--runtime', 'ruby'], /^--runtime must be node, python or executable, not "ruby"\.$/],
    [[dir, '--verbose'], /^Unknown option '--verbose'\.\nUsage: npm run host/],
    [[dir, '--script', 'x.json'], /^Unknown option '--script'\./],
    [[dir, '--port', 'abc'], /^--port must be a whole number from 0 to 65535/],
    [[dir, '--port', '70000'], /^--port must be/],
    [[dir, '--port'], /--port/],
    [[folder('empty', { 'notes.txt': '' })], /^Found no plugin to run in .*: pass --main <file>/],
  ] as const)('host %j', (argv, message) => {
    expect(refusal(() => parseHostArgs(argv))).toMatch(message);
  });

  test('check-plugin takes --script and --json but not --open or --port', () => {
    expect(parseCheckArgs([dir, '--script', 's.json', '--json'])).toMatchObject({ script: 's.json', json: true, program: { main: 'plugin.mjs' } });
    expect(refusal(() => parseCheckArgs([dir, '--open']))).toMatch(/^Unknown option '--open'\.\nUsage: npm run check-plugin/);
    expect(refusal(() => parseCheckArgs([dir, '--port', '1']))).toMatch(/^Unknown option '--port'/);
  });

  test('host takes --open and --port; --help asks for the usage', () => {
    expect(hostArgs(dir, '--open', '--port', '0')).toMatchObject({ open: true, port: 0 });
    expect(hostArgs('--help')).toBe('help');
    expect(parseCheckArgs(['-h'])).toBe('help');
  });
});

describe('--api and --strict', () => {
  const dir = folder('api', { 'plugin.mjs': '' });

  test("both commands simulate today's Agentty (API 6) unless --api names another version", () => {
    expect(parseHostArgs([dir])).toMatchObject({ api: 6 });
    expect(parseCheckArgs([dir])).toMatchObject({ api: 6, strict: false });
    expect(parseHostArgs([dir, '--api', '1'])).toMatchObject({ api: 1 });
    expect(parseCheckArgs([dir, '--api', '4', '--strict'])).toMatchObject({ api: 4, strict: true });
  });

  test.each(['0', '7', '4.5', 'six', ''])('--api %j is a usage error naming the versions', (value) => {
    expect(refusal(() => parseCheckArgs([dir, '--api', value]))).toBe(`--api must be a plugin API version from 1 to 6, not ${JSON.stringify(value)}.`);
  });

  test('--strict belongs to check-plugin only; the help texts name both flags', () => {
    expect(refusal(() => parseHostArgs([dir, '--strict']))).toMatch(/^Unknown option '--strict'/);
    expect(CHECK_USAGE).toContain('--strict    advice fails the check too');
    expect(CHECK_USAGE).toContain('--api N     the Agentty to simulate');
    expect(HOST_USAGE).toContain('--api N     the Agentty to simulate');
  });
});
