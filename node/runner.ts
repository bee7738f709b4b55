import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientMessage, HostSettings, HostStep, ProcessStatus, Violation } from '../src/host/contract';
import { createHostCore, type HostCore } from '../src/host/core';
import { toLine } from '../src/events/messages';
import { simulatedApi } from '../src/host/answer';
import { contributesOf, manifestApi, readPluginManifest, type PluginManifest } from './manifest-file';
import { netFetch } from './net-fetch';
import { pluginFiles } from './plugin-files';
import { PluginProcess, SHUTDOWN_GRACE_MS, type ExitInfo } from './plugin-process';
import type { Program } from './program';
import { englishOf, inEnglish, say, sentences, type Said, type Say } from '../src/i18n/say';

/** When the host quits (Ctrl+C) the spec sends SIGTERM and SIGKILL "immediately"; SIGKILL waits this long for SIGTERM to work. */
export const QUIT_KILL_MS = 200;
/** While waiting for the answer to initialize, how often the core's clock is checked after the first deadline. */
const TICK_AGAIN_MS = 250;

export const RUNNER_RULES = {
  'shutdown-timeout': 'The plugin must exit when shutdown arrives or stdin closes; 1.5 s after shutdown it gets SIGTERM.',
} as const;

export interface RunnerEvents {
  readonly step: (step: HostStep) => void;
  readonly status: (status: ProcessStatus) => void;
  /** Bytes arrived from the plugin, a whole line or not (a long line takes a while). */
  readonly output?: () => void;
}

export type SendRefusal = Say;
type Sendable = Extract<ClientMessage, { type: 'event' | 'host' }>;

const EMPTY: HostStep = { toPlugin: [], wire: [], log: [], effects: [] };
const isEmpty = (step: HostStep) => !step.toPlugin.length && !step.wire.length && !step.log.length && !step.effects.length;

/** One HostCore and the plugin process it talks to, run after run: what the live server and check-plugin share. */
export class HostRunner {
  readonly core: HostCore;
  readonly program: Program;
  /** Violations the process side found (ignoring shutdown); the core's own are in its snapshot. */
  readonly violations: Violation[] = [];
  #events: RunnerEvents;
  #process: PluginProcess | undefined;
  #status: ProcessStatus = exitedStatus(null, null, say('hostRuns.notStarted'));
  /** Why the current run is being stopped; set once per run. */
  #stopping: { readonly reason: Say; readonly how: 'shutdown' | 'terminate' } | undefined;
  #ignoredLines = 0;
  #tick: NodeJS.Timeout | undefined;
  #restart: Promise<void> | undefined;

  readonly manifest: PluginManifest;

  /** `manifest`: the folder's agentty-plugin.json as already read (read here when not given). */
  constructor(program: Program, settings: HostSettings, events: RunnerEvents, manifest: PluginManifest = readPluginManifest(program.dir)) {
    this.program = program;
    this.#events = events;
    this.manifest = manifest;
    // files/* live in the data folder initialize names, read at each call: the Live page may change it
    const files = pluginFiles(() => join(this.core.settings.initialize.plugin.dataDir, 'files'));
    this.core = createHostCore(settings, {
      pathExists: (path: string) => existsSync(path),
      services: { files, fetch: netFetch },
      deliver: (step) => this.#apply(step),
      contributes: contributesOf(manifest),
    });
  }

  /** Agentty's refusal to load a plugin whose manifest needs a newer plugin API than the one simulated. */
  refusal(): Say | undefined {
    const wanted = manifestApi(this.manifest);
    const offered = simulatedApi(this.core.settings);
    if (wanted === undefined || wanted <= offered) return undefined;
    const id = this.core.settings.initialize.plugin.id;
    return say('hostRuns.needsNewerAgentty', { id, wanted, offered });
  }

  get status(): ProcessStatus {
    return this.#status;
  }

  /** True while the plugin is part way through writing a line. */
  get midLine(): boolean {
    return this.#process?.midLine ?? false;
  }
  get running(): boolean {
    return this.#process?.running ?? false;
  }

  /** Resolves when the current run has ended (at once when nothing runs). */
  get done(): Promise<ExitInfo | undefined> {
    return this.#process?.done ?? Promise.resolve(undefined);
  }

  /** Starts the program and sends initialize and the starter (request ids start at 1 again). */
  start(): void {
    if (this.running) return;
    const refused = this.refusal();
    if (refused) {
      this.note(refused);
      this.#setStatus(exitedStatus(null, null, refused));
      return;
    }
    this.#stopping = undefined;
    this.#ignoredLines = 0;
    const process: PluginProcess = new PluginProcess(this.program, {
      line: (line) => this.#line(process, line.kind === 'line' ? (now) => this.core.receiveLine(line.text, now) : (now) => this.core.receiveTooLong(line.bytes, now)),
      stderr: (text) => process === this.#process && this.#apply(this.core.receiveStderr(text, Date.now())),
      signal: (signal, why) => this.#signalled(signal, why),
      exit: (exit) => process === this.#process && this.#exited(exit),
      output: () => process === this.#process && this.#events.output?.(),
    });
    this.#process = process;
    // a program that cannot start (ENOENT, EACCES) is never sent anything: its exit says why
    if (process.pid === undefined) return;
    const now = Date.now();
    const timeout = this.core.settings.initializeTimeoutMs;
    this.#setStatus({ state: 'starting', pid: process.pid, since: now, awaitingInitializeUntil: now + timeout });
    this.#apply(this.core.start(now));
    this.#scheduleTick(timeout + 5);
  }

  /** The spec's stop: shutdown (in the wire log), stdin closed, SIGTERM at 1.5 s, SIGKILL 1.5 s later. */
  stop(reason: Say = say('hostRuns.stoppedFromDesigner')): Promise<void> {
    const process = this.#process;
    if (!process?.running) return Promise.resolve();
    if (this.#stopping === undefined && this.#status.state !== 'exited') {
      this.#stopping = { reason, how: 'shutdown' };
      this.#setStatus(stoppingStatus(process.pid ?? 0, reason));
      this.#apply(this.core.send({ type: 'host', message: { method: 'shutdown' } }, Date.now()));
      process.stopAfterShutdown();
    }
    return process.done.then(() => undefined);
  }

  /** The host itself quits: shutdown, then SIGTERM at once and SIGKILL shortly after (spec: "both follow immediately"). */
  quit(): Promise<void> {
    const process = this.#process;
    if (!process?.running) return Promise.resolve();
    if (this.#stopping === undefined) this.#apply(this.core.send({ type: 'host', message: { method: 'shutdown' } }, Date.now()));
    this.#terminate(say('hostRuns.quitting'), QUIT_KILL_MS);
    return process.done.then(() => undefined);
  }

  /** Stop, then start again; a second call while one is under way joins it. */
  restart(): Promise<void> {
    this.#restart ??= this.stop(say('hostRuns.restarting'))
      .then(() => this.start())
      .finally(() => (this.#restart = undefined));
    return this.#restart;
  }

  /** An event or host message from the designer or a script, or why it cannot be sent now. */
  send(message: Sendable): SendRefusal | undefined {
    if (!this.running || this.#stopping) return say('hostRuns.notRunningRestart');
    if (message.type === 'host' && message.message.method === 'shutdown') {
      void this.stop(say('hostRuns.sentShutdown'));
      return undefined;
    }
    this.#apply(this.core.send(message, Date.now()));
    return undefined;
  }

  /** Takes effect for what is sent from now on; initialize params reach the plugin on the next start. */
  updateSettings(settings: HostSettings): void {
    this.core.updateSettings(settings);
  }

  /** `english`: the log's text where it is not the sentences' English word for word. */
  note(said: Said, english?: string): void {
    this.#apply(this.core.note(said, Date.now(), english));
  }

  #line(process: PluginProcess, receive: (now: number) => HostStep): void {
    if (process !== this.#process) return;
    // stopped for flooding (or a timeout): what is still in the pipe is counted, not read
    if (this.#stopping?.how === 'terminate') this.#ignoredLines += 1;
    else this.#apply(receive(Date.now()));
  }

  #apply(step: HostStep | undefined): void {
    if (!step) return;
    for (const message of step.toPlugin) this.#process?.write(`${toLine(message)}\n`);
    if (!isEmpty(step)) this.#events.step(step);
    for (const effect of step.effects) {
      if (effect.kind === 'initialized' && this.#status.state === 'starting') {
        clearTimeout(this.#tick);
        this.#setStatus({ state: 'running', pid: this.#status.pid, since: this.#status.since });
      } else if (effect.kind === 'stop') this.#terminate(effect.said);
    }
  }

  #terminate(reason: Say, killAfterMs?: number): void {
    const process = this.#process;
    if (!process?.running || this.#stopping?.how === 'terminate') return;
    this.#stopping = { reason, how: 'terminate' };
    this.#setStatus(stoppingStatus(process.pid ?? 0, reason));
    process.terminate(reason, killAfterMs);
  }

  #scheduleTick(ms: number): void {
    clearTimeout(this.#tick);
    this.#tick = setTimeout(() => {
      this.#apply(this.core.tick(Date.now()));
      if (this.#status.state === 'starting') this.#scheduleTick(TICK_AGAIN_MS);
    }, ms);
  }

  #signalled(signal: 'SIGTERM' | 'SIGKILL', why: Say): void {
    const now = Date.now();
    this.note([say('hostRuns.sentSignal', { signal }), why], `Sent ${signal} to the plugin: ${inEnglish(why).replace(/\.$/, '')}.`);
    if (signal !== 'SIGTERM' || this.#stopping?.how !== 'shutdown') return;
    const said = say('hostRuns.shutdownTimeout', { seconds: SHUTDOWN_GRACE_MS / 1000 });
    const violation: Violation = { time: now, rule: 'shutdown-timeout', message: inEnglish(said), said: [said] };
    this.violations.push(violation);
    this.#events.step({ ...EMPTY, effects: [{ kind: 'violation', violation }] });
  }

  #exited(exit: ExitInfo): void {
    clearTimeout(this.#tick);
    this.core.abandon();
    const reason = this.#exitReason(exit);
    if (this.#ignoredLines) this.note(say('hostRuns.linesIgnored', { count: this.#ignoredLines }));
    // the status line names the signal or code itself ("Killed by SIGTERM: …"): its reason is the stop's own
    this.#setStatus(exitedStatus(exit.code, exit.signal, this.#stopping ? [this.#stopping.reason] : reason));
    this.note(reason);
  }

  #exitReason(exit: ExitInfo): readonly Say[] {
    if (exit.spawnError) return [exit.spawnError];
    if (this.#stopping) return [this.#stopping.reason, exit.signal ? say('hostRuns.endedBy', { signal: exit.signal }) : say('hostRuns.exitedWith', { code: String(exit.code) })];
    if (exit.signal) return [say('hostRuns.endedByOther', { signal: exit.signal })];
    return [exit.code === 0 ? say('hostRuns.exitedByItself') : say('hostRuns.exitedByItselfWith', { code: String(exit.code) })];
  }

  #setStatus(status: ProcessStatus): void {
    this.#status = status;
    this.#events.status(status);
  }
}

function stoppingStatus(pid: number, reason: Said): ProcessStatus {
  return { state: 'stopping', pid, reason: englishOf(reason), said: sentences(reason) };
}

function exitedStatus(code: number | null, signal: string | null, reason: Said): ProcessStatus {
  return { state: 'exited', code, signal, reason: englishOf(reason), said: sentences(reason) };
}
