import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SDK_BUILDERS } from './codegen-sdk';

/** Test support: runs generated code in a scratch folder, as a separate process, the way Agentty would. */
export interface Run {
  readonly code: number | null;
  readonly messages: unknown[];
  readonly stdout: string;
  readonly stderr: string;
  /** When each stdout line ended, in ms since the start. */
  readonly times: number[];
}

export function scratchDir(files: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'panel-export-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunOptions {
  readonly closeStdin?: boolean;
  /** Close stdin once this many lines have come out. */
  readonly closeAfterLines?: number;
  readonly timeoutMs?: number;
}

/** Writes the lines to the program's stdin and collects stdout until it exits (or is killed after `timeoutMs`). */
export function run(command: string, args: string[], cwd: string, lines: readonly (string | object)[], options: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 15_000);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const times: number[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk);
      for (const byte of chunk) if (byte === 0x0a) times.push(performance.now() - start);
      if (times.length === options.closeAfterLines) child.stdin.end();
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdin.on('error', () => {}); // the program may exit before reading everything
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString('utf8');
      const messages = stdout.split('\n').filter(Boolean).map(parseLine);
      resolve({ code, messages, stdout, stderr: Buffer.concat(err).toString('utf8'), times });
    });
    child.stdin.write(lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line)) + '\n').join(''));
    if (options.closeStdin) child.stdin.end();
  });
}

// a line that is not JSON shows up in the messages (and fails the comparison) instead of throwing here
function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return { notJson: line };
  }
}

export const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { apiVersion: 1, plugin: { id: 'test' }, language: 'en', context: {} } };
export const PANEL_OPEN = { jsonrpc: '2.0', method: 'panel/open', params: { context: {} } };
export const SHUTDOWN = { jsonrpc: '2.0', method: 'shutdown', params: {} };
export const uiEvent = (params: object) => ({ jsonrpc: '2.0', method: 'ui/event', params: { context: {}, ...params } });

/** The test double of Agentty's SDK (tests/sdk-double), copied beside a generated main.mjs as `agentty-plugin.mjs`. */
export const SDK_DOUBLE = join(import.meta.dirname, '../../tests/sdk-double/agentty-plugin.mjs');
/** The SDK the tests run: the double, or Agentty's own file when AGENTTY_SDK names one (it is never part of this project). */
export const SDK_UNDER_TEST = process.env.AGENTTY_SDK || SDK_DOUBLE;

export interface Turn {
  /** Lines written at once. */
  readonly send: readonly (string | object)[];
  /** How many lines the plugin has written in all when this turn is over: the next turn waits for them. */
  readonly until: number;
}

/**
 * Plays Agentty to a plugin whose calls are requests (the SDK's): answers each request with `answer(message)`,
 * writes each turn once the plugin has written all the previous turn waited for, then closes stdin.
 */
export function converse(command: string, args: string[], cwd: string, turns: readonly Turn[], options: { answer?: (message: { method: string; id: unknown }) => unknown; timeoutMs?: number } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 15_000);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const times: number[] = [];
    let partial = '';
    let written = 0;
    let next = 0;
    const write = (line: string | object) => child.stdin.write(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`);
    const advance = () => {
      while (next < turns.length && (next === 0 || written >= turns[next - 1]!.until)) turns[next++]!.send.forEach(write);
      if (next === turns.length && written >= (turns[next - 1]?.until ?? 0)) child.stdin.end();
    };
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        times.push(performance.now() - start);
        written++;
        const message = parseLine(line) as { method?: unknown; id?: unknown };
        if (typeof message.method === 'string' && message.id !== undefined && child.stdin.writable) {
          write({ jsonrpc: '2.0', id: message.id, result: options.answer?.({ method: message.method, id: message.id }) ?? null });
        }
      }
      advance();
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdin.on('error', () => {});
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString('utf8');
      resolve({ code, messages: stdout.split('\n').filter(Boolean).map(parseLine), stdout, stderr: Buffer.concat(err).toString('utf8'), times });
    });
    advance();
  });
}

/**
 * `made` (a tree the SDK built) without the keys the design left out and the builder filled with its documented
 * default; any other key the builder added is named in `unexpected`.
 */
export function withoutAddedDefaults(made: unknown, designed: unknown, unexpected: string[]): unknown {
  if (Array.isArray(made) && Array.isArray(designed)) return made.map((item, i) => withoutAddedDefaults(item, designed[i], unexpected));
  if (typeof made !== 'object' || made === null || typeof designed !== 'object' || designed === null) return made;
  const type = (designed as { type?: unknown }).type;
  const builder = typeof type === 'string' && Object.hasOwn(SDK_BUILDERS, type) ? SDK_BUILDERS[type as keyof typeof SDK_BUILDERS] : undefined;
  const params = [...(builder?.params ?? []), ...(builder?.options ?? [])];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(made)) {
    if (key in designed) out[key] = key === 'children' ? withoutAddedDefaults(value, (designed as Record<string, unknown>)[key], unexpected) : value;
    else {
      const param = params.find((each) => each.key === key);
      if (JSON.stringify(value) !== JSON.stringify(param?.default ?? param?.absent)) unexpected.push(`${String(type)}.${key} = ${JSON.stringify(value)}`);
    }
  }
  return out;
}
