import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BridgeWorld, callHost } from '../../bridge';
import { slackPlugin } from '../../gallery/starters/slack-plugin';
import { readBridge } from '../../bridge';
import type { SimHostCall, Simulation } from '../../schema/bridge';
import { scratchDir } from '../harness';
import { DOUBLE_FILE, GO_TYPES_FILE, goDouble, goTypesFile } from './index';

// one scenario, two hosts: the designer's TypeScript host and the exported Go double must answer every call alike
const hasGo = spawnSync('go', ['version']).status === 0;
const CALLS_FILE = join(import.meta.dirname, '../../../tests/bridge-double/calls_test.go');

interface Outcome {
  readonly answer?: unknown;
  readonly refused?: string;
}

/** The Go double's outcomes for these calls, made in order by one host. */
function goOutcomes(scenario: Simulation, plugin: string, user: string, calls: readonly SimHostCall[]): Outcome[] {
  const files = { [GO_TYPES_FILE]: goTypesFile(), [DOUBLE_FILE]: goDouble(), 'calls_test.go': readFileSync(CALLS_FILE, 'utf8') };
  const input = JSON.stringify({ scenario, plugin, user, calls });
  const { dir, remove } = scratchDir({ ...files, 'calls.json': input, 'go.mod': 'module bridgecalls\n\ngo 1.19\n', 'main.go': 'package main\n\nfunc main() {}\n' });
  try {
    const env = { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local', BRIDGE_CALLS: join(dir, 'calls.json'), BRIDGE_OUT: join(dir, 'out.json') };
    const run = spawnSync('go', ['test', '-count=1', '-run', 'TestCallsFromFile', '.'], { cwd: dir, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${run.stdout}${run.stderr}`);
    return JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')) as Outcome[];
  } finally {
    remove();
  }
}

/** The TypeScript host's outcomes, as JSON would carry them (a call with no answer is null). */
function tsOutcomes(scenario: Simulation, plugin: string, user: string, calls: readonly SimHostCall[]): Outcome[] {
  const host = new BridgeWorld(scenario).host(plugin, user);
  return calls.map((call) => {
    const outcome = callHost(host, call);
    return 'refused' in outcome ? { refused: outcome.refused } : { answer: outcome.answer ?? null };
  });
}

/** Code() is random: both must give 32 hex digits, and the rest must be equal. */
function comparable(outcomes: Outcome[], calls: readonly SimHostCall[]): Outcome[] {
  return outcomes.map((outcome, i) => (calls[i]!.call === 'Code' ? { answer: /^[0-9a-f]{32}$/.test(String(outcome.answer)) } : outcome));
}

const starter = readBridge(JSON.parse(slackPlugin.doc.screens[0]!.text))!.sim;
// the starter's scenario with a Mac that is not connected, for Start's choice of Mac
const slack: Simulation = { ...starter, macs: [{ id: 'old', name: 'Old Mac', connected: false }, ...(starter.macs ?? [])] };
const threads = [...(slack.sessions ?? []).map((s) => s.thread), 'C0100000009:1733220000.000300', 'new-1', 'new-2', 'nope', ''];
const hostile = ['', '  :status  ', ':answer 2', 'a"b\\c\n</script>', '🚀 שלום 한글', `https://x/${'😀'.repeat(600)}`, 'web', 'slack', 'mars', '{"main":"macbook","dirs":{"macbook":"/Users/me/new"}}', '{"main":"nope"}', '{"main":"old","dirs":{"old":"/o"}}', '{broken', '/Users/me', '/Users/me/', '/Users/meow'];
const word = fc.constantFrom(...hostile, ...threads);
const call: fc.Arbitrary<SimHostCall> = fc.oneof(
  fc.constantFrom('Origin', 'Code', 'Sessions', 'save', 'changed').map((name) => ({ call: name as SimHostCall['call'] })),
  fc.tuple(fc.constantFrom('Find', 'Seat', 'Summary', 'Command', 'log'), word).map(([name, a]) => ({ call: name as SimHostCall['call'], args: [a] })),
  fc.tuple(fc.constantFrom('SeatUrl', 'MoveTo', 'Send'), fc.constantFrom(...threads), word).map(([name, a, b]) => ({ call: name as SimHostCall['call'], args: [a, b] })),
  fc.tuple(word, word, word).map(([a, b, c]) => ({ call: 'Start' as const, args: [a, b, c] })),
);

describe('the designer’s host and the Go double answer alike', () => {
  test.skipIf(!hasGo)('every call of the Slack starter’s scenario, 400 random calls in one life, with hostile strings', () => {
    const calls = fc.sample(fc.array(call, { minLength: 400, maxLength: 400 }), { numRuns: 1, seed: 27 })[0]!;
    const go = goOutcomes(slack, 'slack', 'u1', calls);
    const ts = tsOutcomes(slack, 'slack', 'u1', calls);
    expect(comparable(ts, calls)).toEqual(comparable(go, calls));
    // the sample reaches refusals and answers of every kind
    expect(new Set(go.flatMap((outcome) => (outcome.refused ? [outcome.refused] : []))).size).toBeGreaterThanOrEqual(3);
  }, 120_000);

  test.skipIf(!hasGo)('another user, a bare scenario (default port, home and mask), and locked sessions', () => {
    const bare: Simulation = { port: 3000, sessions: [{ thread: 't', title: 'T', mac: 'm', cwd: '/Users/me/x', state: 'running', locked: true, records: [{ role: 'assistant', text: 'a' }] }] };
    const calls: SimHostCall[] = ['Origin', 'Sessions', 'Find', 'Summary', 'Seat'].map((name) => ({ call: name as SimHostCall['call'], args: ['t'] }));
    calls.push({ call: 'Start', args: ['go', '', ''] }, { call: 'Send', args: ['t', 'hi'] }, { call: 'Summary', args: ['t'] });
    expect(tsOutcomes(bare, 'p', 'u1', calls)).toEqual(goOutcomes(bare, 'p', 'u1', calls));
    expect(tsOutcomes(slack, 'slack', 'u2', calls)).toEqual(goOutcomes(slack, 'slack', 'u2', calls));
  }, 120_000);
});
