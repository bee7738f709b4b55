import type { ClientMessage, HostSettings, HostStep, ServerMessage, SessionSnapshot } from '../src/host/contract';
import { inEnglish, say, type Say } from '../src/i18n/say';
import { parseClientMessage } from '../src/host/client-message';
import type { Program } from './program';
import type { PluginManifest } from './manifest-file';
import { HostRunner } from './runner';

/** A connected browser: whatever the session tells it goes through here. */
export interface Client {
  send(message: ServerMessage): void;
}

/** The one live session of a server: the plugin's runs, and every browser that watches it. */
export class LiveSession {
  readonly runner: HostRunner;
  readonly #clients = new Set<Client>();
  /** Steps not yet sent: a chatty plugin's lines of one tick go out as one frame. */
  #pending: HostStep[] = [];

  constructor(program: Program, settings: HostSettings, manifest?: PluginManifest) {
    this.runner = new HostRunner(
      program,
      settings,
      {
        step: (step) => {
          if (this.#pending.push(step) === 1) setImmediate(() => this.#flush());
        },
        status: (status) => this.#broadcast({ type: 'status', status }),
      },
      manifest,
    );
  }

  get clients(): number {
    return this.#clients.size;
  }

  start(): void {
    this.runner.start();
  }

  /** Everything a browser needs to draw the session as it is: a reload replays the log and shows the panel. */
  snapshot(): SessionSnapshot {
    const core = this.runner.core.snapshot();
    const violations = [...core.violations, ...this.runner.violations].sort((a, b) => a.time - b.time);
    return { ...core, violations, program: this.runner.program, status: this.runner.status };
  }

  /** Sends the snapshot; returns what to call when the browser goes away. */
  connect(client: Client): () => void {
    this.#flush();
    this.#clients.add(client);
    client.send({ type: 'snapshot', session: this.snapshot() });
    return () => this.#clients.delete(client);
  }

  /** One text frame from a browser: checked, then acted on, or answered `refused` (to that browser only). */
  receive(client: Client, text: string): void {
    const checked = parseClientMessage(text);
    if (!checked.ok) return client.send({ type: 'refused', reason: checked.reason });
    const refusal = this.#act(checked.message);
    if (refusal) client.send({ type: 'refused', reason: inEnglish(refusal), said: [refusal] });
  }

  /** The server is going away: the plugin is stopped as when Agentty quits. */
  quit(): Promise<void> {
    return this.runner.quit();
  }

  #act(message: ClientMessage): Say | undefined {
    switch (message.type) {
      case 'event':
      case 'host':
        return this.runner.send(message);
      case 'settings':
        this.runner.updateSettings(message.settings);
        this.#broadcast({ type: 'settings', settings: this.runner.core.settings });
        return undefined;
      case 'restart':
        void this.runner.restart();
        return undefined;
      case 'stop':
        if (!this.runner.running) return say('hostRuns.notRunning');
        void this.runner.stop();
        return undefined;
    }
  }

  #flush(): void {
    if (this.#pending.length === 0) return;
    const steps = this.#pending;
    this.#pending = [];
    this.#send({ type: 'step', wire: steps.flatMap((step) => step.wire), log: steps.flatMap((step) => step.log), effects: steps.flatMap((step) => step.effects) });
  }

  // whatever happened before a status or settings change is sent before it
  #broadcast(message: ServerMessage): void {
    this.#flush();
    this.#send(message);
  }

  #send(message: ServerMessage): void {
    for (const client of this.#clients) client.send(message);
  }
}
