import { describe, expect, test } from 'vitest';
import type { WireEntry } from '../src/events/wire-log';
import { MANIFEST_FILE } from '../src/manifest';
import type { CheckReport } from './check';
import { formatReport, REPORT_LINE_CHARS } from './report';

const entry = (seq: number, direction: WireEntry['direction'], line: string): WireEntry => ({ seq, time: seq, direction, line, method: 'ui/setPanel', kind: 'notification', summary: { label: 'ui/setPanel', fields: [] } });
// the status says why the host stopped the plugin; the log's note adds how it ended
const REASON = 'check-plugin is done.';
const NOTE = `${REASON} The plugin exited with code 0.`;

function report(change: Partial<CheckReport> = {}): CheckReport {
  return {
    ok: true,
    strict: false,
    program: { runtime: 'node', main: 'plugin.mjs', dir: '/tmp/my-plugin', command: ['node', 'plugin.mjs'] },
    steps: [{ step: 'initialize', ok: true }, { step: 'wait 500 ms', ok: true }, { step: 'wait 500 ms', ok: true }, { step: 'shutdown', ok: true }],
    wire: [],
    log: [{ seq: 1, time: 1, stream: 'host', text: NOTE }],
    violations: [],
    advice: [],
    status: { state: 'exited', code: 0, signal: null, reason: REASON },
    durationMs: 1234,
    notes: [],
    manifest: { file: MANIFEST_FILE, found: true, problems: [] },
    ...change,
  };
}

const repeated = (text: string) => text.split('\n').filter((line, index, lines) => line.trim() !== '' && lines.indexOf(line) !== index);

describe("check-plugin's text report", () => {
  test(`wire lines are whole up to ${REPORT_LINE_CHARS.toLocaleString('en')} characters; past that they say how many more there are`, () => {
    const panel = `{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"text","text":"${'a'.repeat(500)}z"}}}`;
    const huge = `{"x":"${'b'.repeat(REPORT_LINE_CHARS + 2000)}"}`;
    const text = formatReport(report({ wire: [entry(1, 'fromPlugin', panel), entry(2, 'fromPlugin', huge)] }));
    expect(text).toContain(`\n  #1 ← ${panel}\n`);
    expect(text).toContain(`\n  #2 ← ${huge.slice(0, REPORT_LINE_CHARS)}… (2,008 more characters; --json has all of them)\n`);
  });

  test('nothing is said twice: the exit reason, a line sent again, a log line repeated, a rule broken again, a script step repeated', () => {
    const panel = '{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"button","id":"go","label":"Go"}}}';
    const log = [
      { seq: 1, time: 1, stream: 'stderr' as const, text: 'tick' },
      { seq: 2, time: 2, stream: 'stderr' as const, text: 'tick' },
      { seq: 3, time: 3, stream: 'host' as const, text: NOTE },
    ];
    const violation = (seq: number) => ({ time: seq, seq, rule: 'tree-invalid', ruleText: '-32602: an invalid UI tree.', message: `ui/setPanel: invalid (${seq})` });
    const text = formatReport(report({ ok: false, wire: [entry(1, 'fromPlugin', panel), entry(2, 'fromPlugin', panel)], log, violations: [violation(1), violation(2)] }));
    expect(repeated(text)).toEqual([]);
    expect(text).toContain(`\n  #2 ← (the same line as #1)\n`);
    expect(text).toContain('\n  [stderr] tick (2 times in a row)\n');
    expect(text).toContain(`\n  [host] ${NOTE}\n\nExit: code 0.\n`);
    expect(text).toContain('\n  ok   2. wait 500 ms\n  ok   3. wait 500 ms\n');
    expect(text.match(/rule: -32602/g)).toHaveLength(1);
  });

  test('an exit reason the log does not hold is given on the exit line', () => {
    const text = formatReport(report({ log: [], status: { state: 'exited', code: null, signal: 'SIGKILL', reason: 'Killed.' } }));
    expect(text).toContain('\nExit: signal SIGKILL. Killed.\n');
  });
});
