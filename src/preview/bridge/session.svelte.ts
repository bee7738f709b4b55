import {
  BridgeWorld,
  initialState,
  listPlugins,
  OFF,
  pluginChoices,
  pluginsFile,
  savePlugin,
  startInstance,
  stopInstance,
  usableFields,
  type ApiAnswer,
  type BridgePlugin,
  type Running,
  type ServerState,
  type StopReason,
} from '../../bridge';
import type { SimStatus } from '../../schema/bridge';

/** How long a restarted instance shows "connecting" before its simulated status() answers. */
export const CONNECTING_MS = 700;
/** How many server log lines the screen keeps. */
export const LOG_LINES = 1_000;

/** One request to the simulated server and its answer, as the API pane shows them. */
export interface Exchange {
  readonly method: 'POST';
  readonly path: string;
  readonly body: string;
  readonly answer: ApiAnswer;
}

/**
 * The settings screen of one plugin against a simulated Agent Bridge server that keeps plugins.json across
 * saves and runs the plugin's instance: start on turning on, stop then start on a change, stop on turning off,
 * removal and the server's end, each written to the server log with the host calls the scenario makes.
 */
export class BridgeSession {
  /** The last definition that fit the schema: the screen keeps drawing it while the text has errors. */
  plugin = $state.raw<BridgePlugin | undefined>();
  /** True while the editor's text does not fit the schema and the screen shows the last one that did. */
  stale = $state(false);
  server = $state.raw<ServerState>(initialState({}));
  /** The status the screen shows: after a save it is "connecting" for a moment, then what status() returns. */
  status = $state.raw<SimStatus>(OFF);
  lastSave = $state.raw<Exchange | undefined>();
  lastChoices = $state.raw<Exchange | undefined>();
  /** What the person typed, by field key (secrets start empty: the screen never receives them). */
  values = $state<Record<string, string>>({});
  enabled = $state(false);
  /** False once "Stop the server" was pressed: requests go unanswered until it starts again. */
  serverUp = $state(true);
  /** The server log, in the spec's line format. */
  log = $state.raw<readonly string[]>([]);
  #world = $state.raw(new BridgeWorld({}));
  #running: Running | undefined;
  #simulation = '';
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** A new text: a changed simulation starts the server afresh; a changed definition keeps its state. */
  update(plugin: BridgePlugin | undefined): void {
    this.stale = plugin === undefined && this.plugin !== undefined;
    if (!plugin) return;
    this.plugin = plugin;
    const simulation = JSON.stringify(plugin.sim);
    if (simulation === this.#simulation) return;
    this.#simulation = simulation;
    this.#world = new BridgeWorld(plugin.sim);
    this.#running = undefined;
    this.serverUp = true;
    this.lastSave = undefined;
    this.lastChoices = undefined;
    this.#boot(initialState(plugin.sim));
  }

  /** GET /api/plugins: `{plugins: [...]}` with this plugin's entry, as the status is shown now. */
  get list(): { plugins: Record<string, unknown>[] } | undefined {
    return this.plugin && { plugins: listPlugins(this.plugin.def, this.server).plugins.map((entry) => ({ ...entry, status: this.status })) };
  }
  get file(): Record<string, unknown> | undefined {
    return this.plugin && pluginsFile(this.plugin.def, this.server);
  }
  /** The uid of the screen's user: plugins.json and the log lines are that user's. */
  get user(): string {
    return this.#world.user;
  }
  /** Whether the plugin is among the move targets of the session menu: it is on (the simulated plugin has moveIn). */
  get moveTarget(): boolean {
    return this.status.state === 'on';
  }

  /** Save: POST /api/plugins/<id> with what the screen holds. */
  save(): void {
    this.#post(JSON.stringify({ enabled: this.enabled, config: this.values }));
  }

  remove(): void {
    this.#post(JSON.stringify({ remove: true }));
  }

  /** The pick button: POST …/choices with the unsaved input; returns the answer. */
  choices(key: string): ApiAnswer | undefined {
    if (!this.plugin) return undefined;
    const body = JSON.stringify({ key, config: this.values });
    const answer = pluginChoices(this.plugin.def, this.plugin.sim, { key, config: this.values }, this.server.entry?.config);
    this.lastChoices = { method: 'POST', path: `/api/plugins/${this.plugin.def.id}/choices`, body, answer };
    return answer;
  }

  /** The server ends: every instance is stopped; the saved entry stays, and starts again with the server. */
  stopServer(): void {
    if (!this.serverUp) return;
    this.#stop('server ends');
    this.serverUp = false;
    clearTimeout(this.#timer);
    this.status = OFF;
    this.#sync();
  }

  /** The server starts: it starts every enabled plugin. */
  startServer(): void {
    if (this.serverUp) return;
    this.serverUp = true;
    this.#boot(this.server);
  }

  #post(body: string): void {
    if (!this.plugin || !this.serverUp) return;
    const result = savePlugin(this.plugin.def, this.plugin.sim, this.server, body);
    this.lastSave = { method: 'POST', path: `/api/plugins/${this.plugin.def.id}`, body, answer: result.answer };
    if (result.answer.status !== 200) return;
    const next = result.state.entry;
    // removing turns it off first; a change restarts it; turning it off stops it
    this.#stop(!next ? 'removed' : next.enabled ? 'settings changed' : 'turned off');
    this.#settle(result.state, next?.enabled ? this.#start(result.state) : [OFF]);
  }

  /** The server (re)starts with this state: an enabled plugin is started. */
  #boot(server: ServerState): void {
    this.#settle(server, server.entry?.enabled ? this.#start(server) : [OFF]);
  }

  #start(server: ServerState): SimStatus[] {
    const { plugin } = this;
    const entry = server.entry;
    if (!plugin || !entry) return [OFF];
    const host = this.#world.host(plugin.def.id, this.#world.user, structuredClone(entry.state) as Record<string, unknown>, () => ({ enabled: entry.enabled, config: entry.config }));
    const { running, statuses } = startInstance(this.#world, plugin.sim, host);
    this.#running = running;
    return statuses;
  }

  #stop(why: StopReason): void {
    if (this.#running && this.plugin) stopInstance(this.#world, this.plugin.sim, this.#running, why);
    this.#running = undefined;
  }

  /** The server's new state; the screen reads it back as the GET would, and walks through the statuses. */
  #settle(server: ServerState, statuses: readonly SimStatus[]): void {
    clearTimeout(this.#timer);
    this.server = server;
    const secrets = new Set(this.plugin ? usableFields(this.plugin.def).filter((field) => field.secret === true).map((field) => field.key) : []);
    const config = server.entry?.config ?? {};
    this.values = Object.fromEntries(Object.entries(config).map(([key, value]) => [key, secrets.has(key) ? '' : value]));
    this.enabled = server.entry?.enabled ?? false;
    const [first, ...rest] = statuses.length ? statuses : [server.status];
    this.status = first!;
    if (rest.length) this.#timer = setTimeout(() => (this.status = rest.at(-1)!), CONNECTING_MS);
    this.#sync();
  }

  #sync(): void {
    // the newest lines are kept, as a log view does: saving again and again never grows it without end
    this.#world.log.splice(0, Math.max(0, this.#world.log.length - LOG_LINES));
    this.log = [...this.#world.log];
  }
}
