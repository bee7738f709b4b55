import type { PluginDefinition, SimChoice, SimStatus, Simulation } from '../schema/bridge';
import { CONNECTING, OFF, startedStatus } from './instance';
import { isRecord } from '../json';
import { BODY_NOT_OBJECT, BODY_TOO_LARGE, fillIn, MASK, mustStartWith, noPick, onlyChoice } from './messages';
import { moveSwapped } from './swap';
import { fieldMax, fieldName, MAX_BODY_BYTES, normalizeValue, usableFields, utf8Bytes } from './values';

/** One user's entry in plugins.json: `{ enabled, config, state }`. */
export interface StoredEntry {
  readonly enabled: boolean;
  readonly config: Readonly<Record<string, string>>;
  readonly state: Readonly<Record<string, unknown>>;
}

/** What the simulated server holds for this plugin and user. */
export interface ServerState {
  /** Undefined while the plugin is not added. */
  readonly entry: StoredEntry | undefined;
  readonly status: SimStatus;
}

/** An HTTP answer as the API gives it: errors are 400 with `{"ok":false,"note":"…"}`. */
export interface ApiAnswer {
  readonly status: 200 | 400;
  readonly body: { readonly ok: boolean; readonly note?: string; readonly [key: string]: unknown };
}

export interface SaveResult {
  readonly answer: ApiAnswer;
  readonly state: ServerState;
  /** The statuses the instance goes through after this request, last one final (a restart starts at connecting). */
  readonly statuses: readonly SimStatus[];
}

const refuse = (note: string): ApiAnswer => ({ status: 400, body: { ok: false, note } });


/** The state the simulation starts from: the saved entry, running if it is on (the server starts enabled plugins). */
export function initialState(sim: Simulation): ServerState {
  const saved = sim.saved;
  if (!saved) return { entry: undefined, status: OFF };
  const entry = { enabled: saved.enabled, config: { ...saved.config }, state: { ...(saved.state ?? {}) } };
  return { entry, status: saved.enabled ? startedStatus(sim) : OFF };
}

/** POST /api/plugins/<id> with the body exactly as sent. */
export function savePlugin(def: PluginDefinition, sim: Simulation, current: ServerState, bodyText: string): SaveResult {
  const unchanged = (answer: ApiAnswer): SaveResult => ({ answer, state: current, statuses: [] });
  if (utf8Bytes(bodyText) > MAX_BODY_BYTES) return unchanged(refuse(BODY_TOO_LARGE));
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return unchanged(refuse(BODY_NOT_OBJECT));
  }
  if (!isRecord(body)) return unchanged(refuse(BODY_NOT_OBJECT));
  if (body.remove === true) return { answer: { status: 200, body: { ok: true } }, state: { entry: undefined, status: OFF }, statuses: [OFF] };

  const fields = usableFields(def);
  const before = current.entry?.config ?? {};
  const sent = isRecord(body.config) ? body.config : {};
  const config: Record<string, string> = {};
  for (const field of fields) {
    const incoming = sent[field.key];
    const kept = before[field.key] ?? '';
    if (typeof incoming !== 'string') config[field.key] = kept;
    else {
      const value = normalizeValue(incoming, fieldMax(field));
      config[field.key] = field.secret === true && value === '' ? kept : value;
    }
  }

  const notices = moveSwapped(fields, config);
  // an only choice is set before the prefix check, so a choice without the prefix is refused like a typed value
  for (const field of fields) {
    if (field.required !== true || !field.pick || config[field.key] !== '') continue;
    const only = choicesFor(sim, field.key, config);
    if (only.length !== 1) continue;
    config[field.key] = only[0]!.value;
    notices.push(onlyChoice(fieldName(field), only[0]!.label));
  }
  const wrong = fields.find((field) => field.prefix && config[field.key] && !config[field.key]!.startsWith(field.prefix));
  if (wrong) return unchanged(refuse(mustStartWith(fieldName(wrong), wrong.prefix!)));

  const enabled = typeof body.enabled === 'boolean' ? body.enabled : (current.entry?.enabled ?? false);
  const empty = enabled ? fields.find((field) => field.required === true && config[field.key] === '') : undefined;
  if (empty) return unchanged(refuse(fillIn(fieldName(empty))));

  const entry: StoredEntry = { enabled, config, state: current.entry?.state ?? {} };
  const final = enabled ? startedStatus(sim) : OFF;
  const answer: ApiAnswer = { status: 200, body: notices.length ? { ok: true, note: notices.join(' ') } : { ok: true } };
  return { answer, state: { entry, status: final }, statuses: enabled ? [CONNECTING, final] : [OFF] };
}

/** choices(config, key) as the scenario answers it: the first choicesWhen rule matching the config, else choices[key]. */
export function choicesFor(sim: Simulation, key: string, config: Readonly<Record<string, string>>): readonly SimChoice[] {
  const rule = sim.choicesWhen?.find((candidate) => candidate.key === key && Object.entries(candidate.when).every(([other, value]) => (config[other] ?? '') === value));
  return rule?.choices ?? sim.choices?.[key] ?? [];
}

/**
 * POST /api/plugins/<id>/choices: the values a pick field offers. The unsaved input (`config`) is taken into
 * account over the saved config, as the spec says.
 */
export function pluginChoices(def: PluginDefinition, sim: Simulation, body: { key: string; config?: Readonly<Record<string, unknown>> }, saved: Readonly<Record<string, string>> = {}): ApiAnswer {
  const field = usableFields(def).find((candidate) => candidate.key === body.key);
  if (!field?.pick) return refuse(noPick(body.key));
  // as Save reads them: trimmed, and an empty secret means the stored one
  const secrets = new Set(usableFields(def).filter((candidate) => candidate.secret === true).map((candidate) => candidate.key));
  const unsaved = Object.entries(body.config ?? {}).flatMap(([key, value]): [string, string][] =>
    typeof value !== 'string' || (secrets.has(key) && value.trim() === '') ? [] : [[key, value.trim()]],
  );
  const config = { ...saved, ...Object.fromEntries(unsaved) };
  return { status: 200, body: { ok: true, choices: choicesFor(sim, body.key, config) } };
}

/** The config as list responses show it: a secret that holds a value is masked. */
export function maskedConfig(def: PluginDefinition, config: Readonly<Record<string, string>>): Record<string, string> {
  const secrets = new Set(usableFields(def).filter((field) => field.secret === true).map((field) => field.key));
  return Object.fromEntries(Object.entries(config).map(([key, value]) => [key, secrets.has(key) && value !== '' ? MASK : value]));
}

/** GET /api/plugins as the server answers it: `{plugins: [...]}`, this design's plugin being the only one. */
export function listPlugins(def: PluginDefinition, state: ServerState): { plugins: Record<string, unknown>[] } {
  return { plugins: [listEntry(def, state)] };
}

/** This plugin's entry of GET /api/plugins. */
export function listEntry(def: PluginDefinition, state: ServerState): Record<string, unknown> {
  return {
    id: def.id,
    name: def.name,
    about: def.about,
    fields: def.fields,
    help: def.help ?? [],
    prompt: def.prompt ?? null,
    added: state.entry !== undefined,
    enabled: state.entry?.enabled ?? false,
    config: maskedConfig(def, state.entry?.config ?? {}),
    status: state.status,
  };
}

/** The plugins.json file with this plugin's entry (or without it, once removed). */
export function pluginsFile(def: PluginDefinition, state: ServerState): Record<string, StoredEntry> {
  return state.entry ? { [def.id]: state.entry } : {};
}
