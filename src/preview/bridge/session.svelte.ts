import { initialState, listEntry, pluginChoices, pluginsFile, savePlugin, usableFields, type ApiAnswer, type BridgePlugin, type ServerState } from '../../bridge';
import type { SimStatus } from '../../schema/bridge';

/** How long a restarted instance shows "connecting" before its simulated status() answers. */
export const CONNECTING_MS = 700;

/** One request to the simulated server and its answer, as the API pane shows them. */
export interface Exchange {
  readonly method: 'POST';
  readonly path: string;
  readonly body: string;
  readonly answer: ApiAnswer;
}

/** The settings screen of one plugin against a simulated Agent Bridge server that keeps plugins.json across saves. */
export class BridgeSession {
  /** The last definition that fit the schema: the screen keeps drawing it while the text has errors. */
  plugin = $state.raw<BridgePlugin | undefined>();
  /** True while the editor's text does not fit the schema and the screen shows the last one that did. */
  stale = $state(false);
  server = $state.raw<ServerState>(initialState({}));
  /** The status the screen shows: after a save it is "connecting" for a moment, then what status() returns. */
  status = $state.raw<SimStatus>({ state: 'off', note: '' });
  lastSave = $state.raw<Exchange | undefined>();
  lastChoices = $state.raw<Exchange | undefined>();
  /** What the person typed, by field key (secrets start empty: the screen never receives them). */
  values = $state<Record<string, string>>({});
  enabled = $state(false);
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
    this.#settle(initialState(plugin.sim), []);
    this.lastSave = undefined;
    this.lastChoices = undefined;
  }

  get entry(): Record<string, unknown> | undefined {
    return this.plugin && { ...listEntry(this.plugin.def, this.server), status: this.status };
  }
  get file(): Record<string, unknown> | undefined {
    return this.plugin && pluginsFile(this.plugin.def, this.server);
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
    const answer = pluginChoices(this.plugin.def, this.plugin.sim, { key });
    this.lastChoices = { method: 'POST', path: `/api/plugins/${this.plugin.def.id}/choices`, body, answer };
    return answer;
  }

  #post(body: string): void {
    if (!this.plugin) return;
    const result = savePlugin(this.plugin.def, this.plugin.sim, this.server, body);
    this.lastSave = { method: 'POST', path: `/api/plugins/${this.plugin.def.id}`, body, answer: result.answer };
    if (result.answer.status === 200) this.#settle(result.state, result.statuses);
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
  }
}
