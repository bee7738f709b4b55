import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { slackPlugin } from '../../gallery/starters/slack-plugin';
import { readBridge } from '../../bridge';
import type { PluginDefinition, Simulation } from '../../schema/bridge';
import { scratchDir } from '../harness';
import { bridgeFiles, definitionFunction, goName, goString } from './index';

const hasGo = spawnSync('go', ['version']).status === 0;
const slack = readBridge(JSON.parse(slackPlugin.doc.screens[0]!.text))!;

const hostile: PluginDefinition = {
  id: '9 hostile-plugin',
  name: 'Say "hi" \\ `tick` \n line two\ttab',
  about: 'emoji 🚀👩🏽‍💻, RTL ‮evil‬ שלום مرحبا, NUL \u0000, lone \ud800 surrogate, */ /* comment',
  fields: [{ key: 'a"b', label: '`raw`', placeholder: '\r\n', secret: true, required: false, prefix: '\\x', pick: '고르기', kind: 'places', max: 7 }],
  help: [{ title: 'T', text: '', link: { label: 'L', url: 'https://example.com/?q="x"' } }, { title: '', text: 'x', copy: { label: 'C', text: '`}\n{`' } }],
  prompt: { label: '', about: 'A', text: 'Open {origin} // now' },
};

// a scenario as hostile as the definition: its JSON is embedded in the generated test as a Go string
const hostileSim: Simulation = {
  origin: 'https://b.example/"`\\',
  user: '사용자 "1"',
  startError: 'bad \n"token" `x` \u202e',
  saved: { enabled: true, config: { 'a"b': '\\x🚀' }, state: { nested: { '`': [1, null, '\u0000'] } } },
  sessions: [{ thread: 't`1"', title: 'ﬁ 🚀\n', mac: 'm', cwd: '/Users/me/\u202e', state: 'running', locked: true }],
  others: [{ id: 'u2', sessions: [{ thread: 'o', title: 'x', mac: 'm', cwd: '/', state: 'ended' }] }],
  commands: { ':a': '"}' },
};

/** Writes the Go files beside a go.mod and the main func the real server has, then vets and tests them. */
function goCheck(def: PluginDefinition, sim: Simulation = {}): { vet: string; test: string; unformatted: string } {
  const files = Object.fromEntries(bridgeFiles(def, sim).filter((file) => file.language === 'go').map((file) => [file.path, file.text]));
  const { dir, remove } = scratchDir({
    ...files,
    'go.mod': 'module bridgeplugin\n\ngo 1.19\n',
    // stands in for newPlugins: the line the definition file tells you to add to ALL_PLUGINS
    'main.go': `package main\n\nfunc main() {\n\tALL_PLUGINS := []pluginDef{\n\t\t${definitionFunction(def)}(),\n\t}\n\t_ = ALL_PLUGINS\n}\n`,
  });
  const env = { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' };
  try {
    const vet = execFileSync('go', ['vet', '.'], { cwd: dir, env, encoding: 'utf8', stdio: 'pipe' });
    const test = execFileSync('go', ['test', '-count=1', '-v', '.'], { cwd: dir, env, encoding: 'utf8', stdio: 'pipe' });
    const unformatted = execFileSync('gofmt', ['-l', ...Object.keys(files)], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return { vet, test, unformatted };
  } finally {
    remove();
  }
}

describe('Go export of a plugin definition', () => {
  test('escapes every string for Go: quotes, backslashes, newlines, backticks, emoji, RTL, lone surrogates', () => {
    expect(goString('a"b\\c\nd`e')).toBe('"a\\"b\\\\c\\nd`e"');
    expect(goString('🚀 שלום 한글')).toBe('"🚀 שלום 한글"');
    expect(goString('\u202e')).toBe('"\\u202e"');
    expect(goString('\ud800')).toBe('"\\ufffd"');
    expect(goName('slack')).toBe('slack');
    expect(goName('my-bot 2')).toBe('myBot2');
    expect(goName('9 lives')).toBe('p9Lives');
    expect(goName('한글')).toBe('custom');
  });

  test('names the function and the ALL_PLUGINS line, and marks the types as assumed', () => {
    const [go, types] = bridgeFiles(slack.def, slack.sim);
    expect(go!.path).toBe('slack.go');
    expect(go!.text).toContain('func slackPlugin() pluginDef {');
    expect(go!.text).toContain('//\tslackPlugin(),');
    expect(go!.text).toContain('func slackChoices(');
    expect(types!.text).toMatch(/^\/\/ ASSUMED DECLARATIONS/);
  });

  test('offers the definition and GET /api/plugins ({plugins: [...]}) as JSON', () => {
    const files = bridgeFiles(slack.def, slack.sim);
    expect(JSON.parse(files.find((file) => file.path === 'slack.definition.json')!.text)).toEqual(slack.def);
    expect(JSON.parse(files.find((file) => file.path === 'slack.get-plugins.json')!.text)).toMatchObject({ plugins: [{ id: 'slack', added: false, status: { state: 'off' } }] });
  });

  test.skipIf(!hasGo)('the Slack definition compiles, passes go vet and gofmt, and its generated tests pass against the host double', () => {
    const { test: output, unformatted } = goCheck(slack.def, slack.sim);
    expect(output).toContain('--- PASS: TestSlackDefinition');
    expect(output).toContain('--- PASS: TestSlackLife');
    expect(output).toContain('--- PASS: TestSlackLife/is_a_move_target_only_with_moveIn_and_while_on');
    expect(output).not.toContain('--- FAIL');
    expect(unformatted).toBe('');
  }, 120_000);

  test.skipIf(!hasGo)('a definition full of hostile strings compiles, is gofmt-clean and round-trips through encoding/json', () => {
    const { test: output, unformatted } = goCheck(hostile, hostileSim);
    expect(output).toContain('--- PASS: TestP9HostilePluginDefinition');
    expect(output).toContain('--- PASS: TestP9HostilePluginLife');
    expect(unformatted).toBe('');
    expect(goCheck({ ...hostile, fields: [], help: [] }).unformatted).toBe('');
  }, 120_000);

  test.runIf(!hasGo)('Go is missing: install golang-go (apt-get install golang-go) to compile and vet the generated Go', () => {
    expect(hasGo).toBe(false);
  });
});
