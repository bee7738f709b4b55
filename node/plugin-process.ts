import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { say, type Say } from '../src/i18n/say';
import { LineDecoder, type FramedLine } from '../src/host/framing';
import type { Program } from './program';

/** The spec's timers: SIGTERM 1.5 s after `shutdown`, SIGKILL 1.5 s after that. */
export const SHUTDOWN_GRACE_MS = 1500;
export const KILL_GRACE_MS = 1500;
/** stderr without a newline is passed on in pieces of this size, so a runaway writer cannot fill memory. */
export const STDERR_PIECE_CHARS = 64 * 1024;
/** After the process exits, how long to wait for its pipes to close (a grandchild may hold them open). */
const PIPE_CLOSE_WAIT_MS = 500;

export interface ExitInfo {
  readonly code: number | null;
  readonly signal: string | null;
  /** Why it could not start (ENOENT, EACCES, …), when it never ran. */
  readonly spawnError?: Say;
}

export interface ProcessHandlers {
  readonly line: (line: FramedLine) => void;
  readonly stderr: (text: string) => void;
  /** A signal is about to be sent, and why (for the log). */
  readonly signal: (signal: 'SIGTERM' | 'SIGKILL', why: Say) => void;
  readonly exit: (exit: ExitInfo) => void;
  /** Bytes arrived on stdout or stderr, a whole line or not: the plugin is still talking. */
  readonly output?: () => void;
}

/** One run of the plugin program: its pipes, and the spec's stop sequences. Never throws on a broken pipe. */
export class PluginProcess {
  readonly pid: number | undefined;
  readonly done: Promise<ExitInfo>;
  #child: ChildProcessWithoutNullStreams;
  #handlers: ProcessHandlers;
  #decoder = new LineDecoder();
  #stderr = new TextDecoder('utf-8');
  #stderrRest = '';
  #timers: NodeJS.Timeout[] = [];
  #exit: ExitInfo | undefined;
  #finished = false;
  #resolve: (exit: ExitInfo) => void = () => {};

  constructor(program: Program, handlers: ProcessHandlers) {
    this.#handlers = handlers;
    this.done = new Promise((resolve) => (this.#resolve = resolve));
    const [command = '', ...args] = program.command;
    this.#child = spawn(command, args, { cwd: program.dir, stdio: ['pipe', 'pipe', 'pipe'] });
    this.pid = this.#child.pid;
    const child = this.#child;
    child.stdout.on('data', (chunk: Buffer) => {
      handlers.output?.();
      this.#deliver(this.#decoder.push(chunk));
    });
    child.stdout.on('end', () => this.#deliver(this.#decoder.end()));
    child.stderr.on('data', (chunk: Buffer) => {
      handlers.output?.();
      this.#stderrText(this.#stderr.decode(chunk, { stream: true }));
    });
    child.stderr.on('end', () => this.#stderrText(this.#stderr.decode() + (this.#stderrRest ? '\n' : '')));
    // EPIPE and friends: the plugin closed its stdin or exited; what it did not read is lost, as in Agentty
    child.stdin.on('error', () => {});
    child.stdout.on('error', () => {});
    child.stderr.on('error', () => {});
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (this.pid === undefined || error.syscall?.startsWith('spawn')) this.#finish({ code: null, signal: null, spawnError: describeSpawnError(command, error) });
    });
    child.on('exit', (code, signal) => {
      this.#exit = { code, signal };
      this.#timers.push(setTimeout(() => this.#abandonPipes(), PIPE_CLOSE_WAIT_MS));
    });
    child.on('close', (code, signal) => this.#finish(this.#exit ?? { code, signal }));
  }

  /** True while the plugin is part way through writing a line (a long one arrives in many chunks). */
  get midLine(): boolean {
    return this.#decoder.midLine;
  }
  get running(): boolean {
    return !this.#finished && this.#exit === undefined;
  }

  /** Writes lines to stdin; silently drops them once stdin is closed or broken. */
  write(text: string): void {
    const stdin = this.#child.stdin;
    if (!stdin.writable || stdin.destroyed) return;
    stdin.write(text);
  }

  closeStdin(): void {
    if (!this.#child.stdin.destroyed) this.#child.stdin.end();
  }

  /** After `shutdown`: stdin closed, SIGTERM at 1.5 s if still alive, SIGKILL 1.5 s later. */
  stopAfterShutdown(): void {
    this.closeStdin();
    // SIGKILL counts from the SIGTERM actually sent: a late timer on a busy machine never shortens its grace
    this.#after(SHUTDOWN_GRACE_MS, 'SIGTERM', say('hostRuns.aliveAfterShutdown', { seconds: SHUTDOWN_GRACE_MS / 1000 }), () =>
      this.#after(KILL_GRACE_MS, 'SIGKILL', say('hostRuns.aliveAfterSigterm', { seconds: KILL_GRACE_MS / 1000 })),
    );
  }

  /** Stopped by the host (flood, initialize timeout, quitting): SIGTERM now, SIGKILL after `killAfterMs`. */
  terminate(why: Say, killAfterMs: number = KILL_GRACE_MS): void {
    this.closeStdin();
    this.#after(0, 'SIGTERM', why);
    this.#after(killAfterMs, 'SIGKILL', say('hostRuns.aliveAfterSigterm', { seconds: killAfterMs / 1000 }));
  }

  #after(ms: number, signal: 'SIGTERM' | 'SIGKILL', why: Say, then?: () => void): void {
    const send = () => {
      if (!this.running) return;
      this.#handlers.signal(signal, why);
      this.#child.kill(signal);
      then?.();
    };
    if (ms === 0) send();
    else this.#timers.push(setTimeout(send, ms));
  }

  #deliver(lines: readonly FramedLine[]): void {
    for (const line of lines) this.#handlers.line(line);
  }

  #stderrText(text: string): void {
    const parts = (this.#stderrRest + text).split('\n');
    this.#stderrRest = parts.pop() ?? '';
    while (this.#stderrRest.length > STDERR_PIECE_CHARS) {
      parts.push(this.#stderrRest.slice(0, STDERR_PIECE_CHARS));
      this.#stderrRest = this.#stderrRest.slice(STDERR_PIECE_CHARS);
    }
    for (const part of parts) this.#handlers.stderr(part.endsWith('\r') ? part.slice(0, -1) : part);
  }

  // the process is gone but something else holds its pipes: stop reading them so the run can end
  #abandonPipes(): void {
    if (this.#finished || !this.#exit) return;
    this.#child.stdout.destroy();
    this.#child.stderr.destroy();
    this.#finish(this.#exit);
  }

  #finish(exit: ExitInfo): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#timers.forEach(clearTimeout);
    this.#timers = [];
    this.#handlers.exit(exit);
    this.#resolve(exit);
  }
}

function describeSpawnError(command: string, error: NodeJS.ErrnoException): Say {
  if (error.code === 'ENOENT') return say('hostRuns.spawnNotFound', { command });
  if (error.code === 'EACCES') return say('hostRuns.spawnNotAllowed', { command });
  return say('hostRuns.spawnFailed', { command, error: error.message });
}
