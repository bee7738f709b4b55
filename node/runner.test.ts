import { describe, expect, test, vi } from 'vitest';
import { inEnglish, say } from '../src/i18n/say';
import { effectsOf, record, ruleNames, samplePlugin, scratchPlugin } from './test-support';
import { grantsOf } from '../src/host/permissions';

// real processes on a shared runner: room above the spec's own timers (up to 3 s)
vi.setConfig({ testTimeout: 15_000 });

const clicked = (text: string) => ({ type: 'column', children: [{ type: 'text', text, style: 'success' }, { type: 'button', id: 'go', label: 'Again' }] });
const click = { type: 'event', params: { element: 'go', event: 'click' } } as const;

describe.concurrent.each([
  ['hello-node', 'node', 'Hello from Node.js', 'Clicked 1 time'],
  ['hello-python', 'python', 'Hello from Python', 'Clicked 1 time'],
  ['hello-exec', 'executable', 'Hello from sh', 'Clicked 1'],
] as const)('the well-behaved %s plugin', (name, runtime, greeting, after) => {
  test('is started with its runtime, answers initialize, draws its panel, reacts to a click, and exits on shutdown', async () => {
    const run = record(samplePlugin(name));
    expect(run.runner.program.runtime).toBe(runtime);
    run.runner.start();
    await run.until(() => effectsOf(run, 'panel').length === 1);
    expect(run.statuses.map((status) => status.state)).toEqual(['starting', 'running']);
    const [initialize, starter] = run.toPlugin() as { id?: number; method: string }[];
    expect([initialize?.method, initialize?.id, starter?.method, starter?.id]).toEqual(['initialize', 1, 'panel/open', undefined]);
    expect((effectsOf(run, 'panel')[0]?.tree as { children: { text?: string }[] }).children[0]?.text).toBe(greeting);

    expect(run.runner.send(click)).toBeUndefined();
    await run.until(() => effectsOf(run, 'badge').length === 1);
    expect(effectsOf(run, 'panel').at(-1)?.tree).toEqual(runtime === 'node' ? clicked(after) : expect.objectContaining({ type: 'column' }));
    expect(effectsOf(run, 'toast')).toEqual([{ kind: 'toast', message: 'Clicked 1', notifyKind: 'success' }]);
    expect(effectsOf(run, 'badge')).toEqual([{ kind: 'badge', text: '1' }]);
    // the plugin's own request (ui/setPanel, id 1) is answered null
    expect(run.toPlugin()).toContainEqual({ jsonrpc: '2.0', id: 1, result: null });

    await run.runner.stop();
    const exit = await run.exited();
    expect(exit).toMatchObject({ code: 0, signal: null, reason: 'Stopped from the designer.' });
    expect(run.toPlugin().at(-1)).toEqual({ jsonrpc: '2.0', method: 'shutdown', params: {} });
    expect(ruleNames(run)).toEqual([]);
    expect(run.log.filter((entry) => entry.stream !== 'host')).toEqual([]);
  });
});

describe.concurrent('plugins that misbehave', () => {
  test('an invalid tree sent as a request is answered -32602 with its first problems, never drawn, and reported', async () => {
    const run = record(samplePlugin('invalid-tree'));
    run.runner.start();
    await run.until(() => effectsOf(run, 'panel').length === 1);
    const answer = run.toPlugin().find((message) => (message as { error?: unknown }).error) as { id: number; error: { code: number; message: string } };
    expect(answer.id).toBe(1);
    expect(answer.error.code).toBe(-32602);
    expect(answer.error.message).toMatch(/tree\.children\[0\]\.label/);
    expect(answer.error.message).toMatch(/slider/);
    const [rejected] = effectsOf(run, 'rejectedPanel');
    expect(rejected?.issues.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(rejected?.text ?? '')).toEqual({ tree: { type: 'column', children: [{ type: 'button', id: 'go' }, { type: 'slider', id: 'volume' }] } });
    // the valid panel sent after the refusal is the one drawn
    expect(effectsOf(run, 'panel')[0]?.tree).toEqual({ type: 'column', children: [{ type: 'text', text: 'The host refused my first tree' }] });
    expect(ruleNames(run)).toEqual(['tree-invalid']);
    // stderr is its own pipe: its line may come after the panel
    await run.until(() => run.log.some((entry) => entry.stream === 'stderr'));
    expect(run.log.find((entry) => entry.stream === 'stderr')?.text).toMatch(/^setPanel refused: -32602 /);
    await run.runner.stop();
    expect(await run.exited()).toMatchObject({ code: 0 });
  });

  test('a flood (more than 240 messages in a second) stops the plugin at once with SIGTERM, and the reason is shown', async () => {
    const run = record(samplePlugin('flood'));
    run.runner.start();
    const exit = await run.exited();
    expect(exit).toMatchObject({ code: null, signal: 'SIGTERM' });
    expect(exit.reason).toMatch(/^The plugin sent 241 messages within \d+ ms; a plugin that sends more than 240 messages per second is stopped\.$/);
    expect(run.statuses.map((status) => status.state)).toEqual(['starting', 'running', 'stopping', 'exited']);
    expect(ruleNames(run)).toEqual(['flood']);
    expect(effectsOf(run, 'stop')).toHaveLength(1);
    // the 241st message is the last one read; the rest of the pipe is only counted
    expect(run.wire.filter((entry) => entry.direction === 'fromPlugin')).toHaveLength(241);
    expect(run.log.map((entry) => entry.text)).toContainEqual(expect.stringMatching(/^\d+ more lines from the plugin arrived after it was stopped; they were not read\.$/));
    expect(inEnglish(run.runner.send(click)!)).toBe('The plugin is not running: Restart starts it again.');
  });

  test('a plugin that ignores shutdown, stdin closing and SIGTERM gets SIGTERM at 1.5 s and SIGKILL at 3 s', async () => {
    const run = record(samplePlugin('ignores-shutdown'));
    run.runner.start();
    await run.until(() => effectsOf(run, 'panel').length === 1);
    const stopped = Date.now();
    await run.runner.stop();
    const took = Date.now() - stopped;
    const exit = await run.exited();
    expect(exit).toMatchObject({ code: null, signal: 'SIGKILL', reason: 'Stopped from the designer.' });
    // timers never fire early; late is what a busy runner does, so the upper bound only catches a missing SIGKILL
    expect(took).toBeGreaterThanOrEqual(3000);
    expect(took).toBeLessThan(10_000);
    const notes = run.log.map((entry) => [entry.stream, entry.text]);
    expect(notes).toEqual([
      ['stderr', 'shutdown ignored'],
      ['stderr', 'stdin closed, staying anyway'],
      ['host', 'Sent SIGTERM to the plugin: still alive 1.5 s after shutdown.'],
      ['stderr', 'SIGTERM ignored'],
      ['host', 'Sent SIGKILL to the plugin: still alive 1.5 s after SIGTERM.'],
      ['host', 'Stopped from the designer. The plugin ended by SIGKILL.'],
    ]);
    const sigterm = run.log.find((entry) => entry.text.startsWith('Sent SIGTERM'))!.time;
    const sigkill = run.log.find((entry) => entry.text.startsWith('Sent SIGKILL'))!.time;
    expect(sigterm - stopped).toBeGreaterThanOrEqual(1490);
    expect(sigkill - sigterm).toBeGreaterThanOrEqual(1490);
    expect(ruleNames(run)).toEqual(['shutdown-timeout']);
    expect(run.runner.violations).toHaveLength(1);
  }, 30_000);

  test('stdout that is not JSON and stderr go to the plugin log, line by line, and break nothing', async () => {
    const run = record(samplePlugin('noisy'));
    run.runner.start();
    await run.until(() => effectsOf(run, 'panel').length === 1);
    await run.runner.stop();
    await run.exited();
    expect(run.log.filter((entry) => entry.stream !== 'host').map((entry) => [entry.stream, entry.text])).toEqual([
      ['stdout', 'starting up...'],
      ['stderr', 'debug: noisy plugin started'],
      ['stdout', '{not json'],
      ['stdout', 'plain text between messages'],
      ['stderr', 'debug: opening the panel'],
      ['stderr', 'with a second line'],
    ].sort(byStreamThenOrder(run.log)));
    expect(ruleNames(run)).toEqual([]);
    expect(effectsOf(run, 'panel')[0]?.tree).toEqual({ type: 'text', text: 'Noisy but working' });
  });

  test('each method that needs a permission is answered -32001 when it is withheld', async () => {
    const none = grantsOf([]);
    const run = record(samplePlugin('no-permission'), (settings) => ({ ...settings, grants: none }));
    run.runner.start();
    await run.until(() => run.toPlugin().filter((message) => (message as { error?: unknown }).error).length === 5);
    const errors = run.toPlugin().filter((message) => (message as { error?: unknown }).error) as { id: number; error: { code: number } }[];
    expect(errors.map((answer) => [answer.id, answer.error.code])).toEqual([1, 2, 3, 4, 5].map((id) => [id, -32001]));
    expect(ruleNames(run)).toEqual(Array(5).fill('permission-denied'));
    await run.runner.stop();
  });

  test('with the permissions granted the same calls are answered', async () => {
    const run = record(samplePlugin('no-permission'));
    run.runner.start();
    await run.until(() => run.toPlugin().filter((message) => (message as { id?: number }).id !== undefined).length >= 6);
    const answers = run.toPlugin().slice(2) as { id: number; result?: unknown; error?: unknown }[];
    expect(answers.filter((answer) => answer.error === undefined).map((answer) => answer.id).sort()).toEqual([1, 2, 3, 4, 5]);
    await run.runner.stop();
  });

  test('lines in tiny chunks with split Hangul and emoji, several lines in one write, and a 16 MB+ line', async () => {
    const run = record(samplePlugin('chunked'));
    run.runner.start();
    await run.until(() => effectsOf(run, 'badge').length === 2, 10_000);
    expect(effectsOf(run, 'panel').map((effect) => effect.tree)).toEqual([{ type: 'text', text: '안녕하세요 👋 세계 🇰🇷 chunks' }]);
    expect(effectsOf(run, 'badge').map((effect) => effect.text)).toEqual(['한국', 'after']);
    expect(run.fromPlugin().map((message) => (message as { method?: string }).method)).toEqual([undefined, 'ui/setPanel', 'ui/setBadge', 'ui/showPanel', 'context/get', 'ui/setBadge']);
    const long = `{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"text","text":"${'x'.repeat(17 * 1024 * 1024)}"}}}`.length;
    expect(ruleNames(run)).toEqual(['line-too-long']);
    expect(run.log.map((entry) => entry.text)).toContain(`The plugin wrote a stdout line of ${long.toLocaleString('en')} bytes; a line over 16,777,216 bytes (16 MB) is rejected.`);
    await run.runner.stop();
    expect(await run.exited()).toMatchObject({ code: 0 });
  });
});

/** The two streams are separate pipes, so only the order within each stream is certain. */
function byStreamThenOrder(log: readonly { stream: string; text: string }[]) {
  const order = (entry: string[]) => log.findIndex((line) => line.stream === entry[0] && line.text === entry[1]);
  return (a: string[], b: string[]) => order(a) - order(b);
}

describe.concurrent('processes that end badly', () => {
  test('a crash is an exited status with its code and a note, and the runner can start it again', async () => {
    const crash = scratchPlugin('crash.mjs', `process.stdin.once('data', () => { console.error('boom'); process.exit(3); });`);
    try {
      const run = record(crash.program);
      run.runner.start();
      const exit = await run.exited();
      expect(exit).toEqual({ state: 'exited', code: 3, signal: null, reason: 'The plugin exited by itself with code 3: see its stderr in the plugin log.', said: [say('hostRuns.exitedByItselfWith', { code: '3' })] });
      expect(run.log.map((entry) => entry.text)).toEqual(['boom', exit.reason]);
      run.runner.start();
      await run.exited();
      // a new process: Agentty's request ids start at 1 again, the wire log goes on
      const initializes = run.wire.filter((entry) => entry.method === 'initialize' && entry.direction === 'toPlugin');
      expect(initializes.map((entry) => [entry.id, entry.seq])).toEqual([[1, 1], [1, 3]]);
    } finally {
      crash.remove();
    }
  });

  test('a program that is not found, or not executable, ends as an exited status that says why', async () => {
    const missing = scratchPlugin('plugin.mjs', '');
    const notExecutable = scratchPlugin('run.sh', '#!/bin/sh\n', 'executable');
    try {
      const gone = record({ ...missing.program, runtime: 'executable', command: ['./not-there'] });
      gone.runner.start();
      expect(await gone.exited()).toMatchObject({ code: null, signal: null, reason: expect.stringMatching(/^Could not start \.\/not-there: it was not found \(ENOENT\)/) });
      expect(gone.wire).toEqual([]);
      const denied = record({ ...notExecutable.program, runtime: 'executable', command: ['./run.sh'] });
      denied.runner.start();
      expect(await denied.exited()).toMatchObject({ code: null, signal: null, reason: expect.stringMatching(/^Could not start \.\/run\.sh: permission denied \(EACCES\)/) });
    } finally {
      missing.remove();
      notExecutable.remove();
    }
  });

  test('a plugin that never answers initialize is stopped when the timeout ends, with the violation', async () => {
    const silent = scratchPlugin('silent.mjs', `process.stdin.resume();`);
    try {
      const run = record(silent.program, (settings) => ({ ...settings, initializeTimeoutMs: 300 }));
      run.runner.start();
      const exit = await run.exited();
      expect(run.statuses[0]).toMatchObject({ state: 'starting', awaitingInitializeUntil: expect.any(Number) });
      // what the test means: the violation comes once the wait is over, never before it (when, after, is the runner's load)
      const starting = run.statuses[0] as { since: number; awaitingInitializeUntil: number };
      expect(starting.awaitingInitializeUntil - starting.since).toBe(300);
      expect(effectsOf(run, 'violation')[0]?.violation.time).toBeGreaterThanOrEqual(starting.awaitingInitializeUntil);
      expect(exit).toMatchObject({ signal: 'SIGTERM', reason: 'The plugin did not answer initialize within 300 ms; initialize is a request and needs a response.' });
      expect(ruleNames(run)).toEqual(['initialize-timeout']);
    } finally {
      silent.remove();
    }
  });

  test('restart stops the run and starts a new process with ids from 1; quit ends it as when Agentty quits', async () => {
    const run = record(samplePlugin('hello-node'));
    run.runner.start();
    await run.until(() => effectsOf(run, 'panel').length === 1);
    await run.runner.restart();
    await run.until(() => effectsOf(run, 'panel').length === 2);
    const toPlugin = run.wire.filter((entry) => entry.direction === 'toPlugin').map((entry) => [entry.method, entry.id]);
    expect(toPlugin).toEqual([['initialize', 1], ['panel/open', undefined], ['shutdown', undefined], ['initialize', 1], ['panel/open', undefined]]);
    expect(run.statuses.map((status) => status.state)).toEqual(['starting', 'running', 'stopping', 'exited', 'starting', 'running']);
    await run.runner.quit();
    expect(await run.exited()).toMatchObject({ reason: 'Panel Designer is quitting.' });
    // the log says how it ended as well
    expect(run.log.at(-1)?.text).toMatch(/^Panel Designer is quitting\. The plugin (exited with code 0|ended by SIGTERM)\.$/);
    expect(run.toPlugin().at(-1)).toEqual({ jsonrpc: '2.0', method: 'shutdown', params: {} });
  });
});
