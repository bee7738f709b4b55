import { describe, expect, test, vi } from 'vitest';
import { say } from '../src/i18n/say';
import type { FramedLine } from '../src/host/framing';
import { PluginProcess, STDERR_PIECE_CHARS, type ExitInfo } from './plugin-process';
import { samplePlugin, scratchPlugin } from './test-support';

// real processes on a shared runner: room above the spec's own timers (up to 3 s)
vi.setConfig({ testTimeout: 15_000 });

function collect(program: ReturnType<typeof samplePlugin>) {
  const lines: FramedLine[] = [];
  const stderr: string[] = [];
  const signals: string[] = [];
  const process = new PluginProcess(program, { line: (line) => lines.push(line), stderr: (text) => stderr.push(text), signal: (signal) => signals.push(signal), exit: () => {} });
  return { process, lines, stderr, signals };
}

const INITIALIZE = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}\n';

describe.concurrent('the plugin process', () => {
  test('a well-behaved plugin exits with code 0 when its stdin closes, without shutdown', async () => {
    const run = collect(samplePlugin('hello-node'));
    run.process.write(INITIALIZE);
    run.process.closeStdin();
    expect(await run.process.done).toEqual({ code: 0, signal: null });
    expect(run.lines).toEqual([{ kind: 'line', text: '{"jsonrpc":"2.0","id":1,"result":{}}' }]);
  });

  test('writing to a plugin that has exited (EPIPE) or whose stdin is closed is ignored', async () => {
    const gone = scratchPlugin('gone.mjs', 'process.exit(0);');
    try {
      const run = collect(gone.program);
      await run.process.done;
      for (let i = 0; i < 100; i += 1) run.process.write(`${'x'.repeat(65536)}\n`);
      run.process.closeStdin();
      run.process.write(INITIALIZE);
      run.process.terminate(say('hostRuns.quitting'));
      expect(run.signals).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      gone.remove();
    }
  });

  test('a plugin that closes its stdin early and keeps running can still be written to without a crash', async () => {
    const closer = scratchPlugin('closer.mjs', `process.stdin.destroy(); setTimeout(() => process.exit(0), 300);`);
    try {
      const run = collect(closer.program);
      for (let i = 0; i < 50; i += 1) run.process.write(`${'y'.repeat(65536)}\n`);
      expect(await run.process.done).toEqual({ code: 0, signal: null });
    } finally {
      closer.remove();
    }
  });

  test('stderr is passed on line by line, a last line without newline too, and a runaway line in pieces', async () => {
    const noisy = scratchPlugin('err.mjs', `process.stderr.write('one\\r\\ntwo\\n' + 'z'.repeat(300000) + '\\nth'); setTimeout(() => process.stderr.write('ree'), 20);`);
    try {
      const run = collect(noisy.program);
      const exit: ExitInfo = await run.process.done;
      expect(exit.code).toBe(0);
      expect([...run.stderr.slice(0, 2), run.stderr.at(-1)]).toEqual(['one', 'two', 'three']);
      const pieces = run.stderr.slice(2, -1);
      expect(pieces.join('')).toBe('z'.repeat(300000));
      expect(pieces.length).toBeGreaterThan(2);
      expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(2 * STDERR_PIECE_CHARS);
    } finally {
      noisy.remove();
    }
  });
});
