import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { scratchDir } from '../harness';
import type { PluginDefinition } from '../../schema/bridge';
import { DOUBLE_FILE, GO_TYPES_FILE, goDouble, goTypesFile, lifeConfig } from './index';

// the generated host double against tests written by hand, so a wrong message or choice in the generator fails here
const hasGo = spawnSync('go', ['version']).status === 0;
const RULES_FILE = join(import.meta.dirname, '../../../tests/bridge-double/double_rules_test.go');
const rules = readFileSync(RULES_FILE, 'utf8');
const ruleTests = [...rules.matchAll(/^func (Test\w+)\(/gm)].map((match) => match[1]!);

/** Vets and tests the assumed types, the double and the hand-written rules in a scratch module. */
function runRules(): { output: string; unformatted: string } {
  const files = { [GO_TYPES_FILE]: goTypesFile(), [DOUBLE_FILE]: goDouble(), 'double_rules_test.go': rules };
  const { dir, remove } = scratchDir({ ...files, 'go.mod': 'module bridgedouble\n\ngo 1.19\n', 'main.go': 'package main\n\nfunc main() {}\n' });
  const env = { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' };
  try {
    execFileSync('go', ['vet', '.'], { cwd: dir, env, encoding: 'utf8', stdio: 'pipe' });
    const unformatted = execFileSync('gofmt', ['-l', ...Object.keys(files)], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    const run = spawnSync('go', ['test', '-count=1', '-v', '.'], { cwd: dir, env, encoding: 'utf8' });
    return { output: `${run.stdout}${run.stderr}`, unformatted };
  } finally {
    remove();
  }
}

describe('the Go host double', () => {
  test('the hand-written rules file has a test per rule', () => {
    expect(ruleTests.length).toBeGreaterThanOrEqual(40);
    expect(goDouble()).toContain('func newBridgeDouble(scenarioJSON string) (*bridgeDouble, error) {');
  });

  test('the life test starts with the saved config, else each required field filled', () => {
    const def: PluginDefinition = {
      id: 'p',
      name: 'P',
      about: 'A',
      fields: [
        { key: 'bot', label: 'Bot', required: true, prefix: 'xoxb-' },
        { key: 'channel', label: 'Channel', required: true, pick: 'Pick' },
        { key: 'empty', label: 'Empty', required: true, pick: 'Pick' },
        { key: 'note', label: 'Note' },
      ],
    };
    expect(lifeConfig(def, { choices: { channel: [{ value: 'C1', label: '#a' }] } })).toEqual({ bot: 'xoxb-test', channel: 'C1', empty: 'test' });
    expect(lifeConfig(def, { saved: { enabled: false, config: { bot: 'xoxb-1' } } })).toEqual({ bot: 'xoxb-1' });
  });

  test.skipIf(!hasGo)('passes go vet, is gofmt-clean, and every hand-written rule test passes', () => {
    const { output, unformatted } = runRules();
    expect(unformatted).toBe('');
    const failed = ruleTests.filter((name) => !output.includes(`--- PASS: ${name} `));
    expect(failed, output).toEqual([]);
    expect(output).not.toContain('--- FAIL');
  }, 120_000);
});
