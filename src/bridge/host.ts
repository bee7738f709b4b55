import { DEFAULT_HOME, DEFAULT_PORT, DEFAULT_USER, type SimMac, type SimRecord, type SimSession, type Simulation } from '../schema/bridge';
import { isRecord } from '../json';
import { BAD_MOVE_TARGET, LOCKED_TITLE, NO_CONNECTED_MAC, SESSION_ENDED, SESSION_NOT_FOUND, unknownCommand } from './messages';

// the host a plugin's start() receives, acting as one user over the scenario (README: "the host double");
// the Go double exported with every plugin implements the same rules

/** How many of the latest records Summary() looks through for the last answer. */
export const SUMMARY_RECORDS = 400;
/** How many characters of a thread address SeatUrl() keeps. */
export const SEAT_URL_MAX = 500;
/** How many characters of the first instruction a started session's title keeps (ours). */
export const TITLE_MAX = 80;
const ENDED = 'ended';

/** A host call refused as the API refuses it: HTTP 400 with this note. */
export class HostError extends Error {
  constructor(readonly note: string) {
    super(note);
  }
}

export interface SessionRow {
  readonly thread: string;
  readonly title: string;
  readonly host: string;
  readonly cwd: string;
  readonly state: string;
  readonly where: string;
  readonly locked: boolean;
}
export interface Seat {
  readonly where: string;
  readonly link: string;
  readonly closed: boolean;
}
export interface Summary {
  readonly title: string;
  readonly host: string;
  readonly cwd: string;
  readonly last: string;
  readonly link: string;
}

interface Session {
  thread: string;
  sid: string;
  title: string;
  mac: string;
  cwd: string;
  state: string;
  where: string;
  records: SimRecord[];
  locked: boolean;
  seatUrl: string;
}
export interface SavedConfig {
  readonly enabled: boolean;
  readonly config: Readonly<Record<string, string>>;
}
interface Mac {
  readonly id: string;
  readonly name: string;
  readonly connected: boolean;
  readonly folders: string[];
}

const session = (s: SimSession): Session => ({
  thread: s.thread,
  sid: s.sid ?? s.thread,
  title: s.title,
  mac: s.mac,
  cwd: s.cwd,
  state: s.state,
  where: s.where ?? 'web',
  records: [...(s.records ?? [])],
  locked: s.locked === true,
  seatUrl: s.seatUrl ?? '',
});
const mac = (m: SimMac): Mac => ({ id: m.id, name: m.name, connected: m.connected !== false, folders: [...(m.folders ?? [])] });
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** The server the hosts act on: users, their sessions and Macs, plugins.json, the log. Mutable, like a server. */
export class BridgeWorld {
  readonly origin: string;
  readonly user: string;
  readonly home: string;
  readonly macs: Mac[];
  readonly sessions = new Map<string, Session[]>();
  /** Each user's plugins.json entries as save() wrote them. */
  readonly saved = new Map<string, Record<string, { enabled: boolean; config: Record<string, string>; state: Record<string, unknown> }>>();
  readonly redraws = new Map<string, number>();
  readonly log: string[] = [];
  readonly #sim: Simulation;

  constructor(sim: Simulation) {
    this.#sim = sim;
    this.origin = originOf(sim);
    this.user = sim.user ?? DEFAULT_USER;
    this.home = sim.home || DEFAULT_HOME;
    this.macs = (sim.macs ?? []).map(mac);
    this.sessions.set(this.user, (sim.sessions ?? []).map(session));
    for (const other of sim.others ?? []) if (!this.sessions.has(other.id)) this.sessions.set(other.id, other.sessions.map(session));
  }

  /** The host start() receives for this plugin, acting only as this user. */
  host(pluginId: string, uid: string = this.user, state: Record<string, unknown> = {}, entry: () => SavedConfig = () => ({ enabled: true, config: {} })): PluginHost {
    return new PluginHost(this, this.#sim, pluginId, uid, state, entry);
  }

  /** The user's session with that thread key; another user's is not found. */
  find(uid: string, thread: string): Session | undefined {
    return this.sessions.get(uid)?.find((candidate) => candidate.thread === thread);
  }

  /** A folder with the home folder written as "~". */
  tilde(folder: string): string {
    const home = this.home.length > 1 ? this.home.replace(/\/+$/, '') : this.home;
    if (folder === home) return '~';
    return home !== '' && folder.startsWith(`${home}/`) ? `~${folder.slice(home.length)}` : folder;
  }

  link(s: Session): string {
    return `${this.origin}/s/${s.sid}`;
  }
}

/** Origin(): BRIDGE_ORIGIN, else http://localhost:<PORT>. */
export function originOf(sim: Pick<Simulation, 'origin' | 'port'>): string {
  return sim.origin || `http://localhost:${sim.port ?? DEFAULT_PORT}`;
}

/** One plugin's host for one user: every call of the spec's host table. */
export class PluginHost {
  constructor(
    private readonly world: BridgeWorld,
    private readonly sim: Simulation,
    readonly pluginId: string,
    readonly uid: string,
    /** host.state: the plugin's own object, kept across save(). */
    readonly state: Record<string, unknown>,
    /** What the user's plugins.json entry holds now, beside state. */
    private readonly entry: () => SavedConfig,
  ) {}

  Origin(): string {
    return this.world.origin;
  }

  Code(): string {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  Sessions(): SessionRow[] {
    return (this.world.sessions.get(this.uid) ?? []).filter((s) => s.state !== ENDED).map((s) => this.#row(s));
  }

  Find(thread: string): SessionRow | null {
    const found = this.world.find(this.uid, thread);
    return found ? this.#row(found) : null;
  }

  Command(value: string): string {
    const command = value.trim();
    const commands = this.sim.commands ?? {};
    const first = command.split(/\s+/)[0] ?? '';
    return commands[command] ?? commands[first] ?? unknownCommand(command);
  }

  Seat(thread: string): Seat | null {
    const found = this.world.find(this.uid, thread);
    return found ? { where: found.where, link: this.world.link(found), closed: found.state === ENDED } : null;
  }

  Summary(thread: string): Summary | null {
    const found = this.world.find(this.uid, thread);
    if (!found) return null;
    const link = this.world.link(found);
    if (found.locked) return { title: this.#maskedTitle(), host: '', cwd: '', last: '', link };
    const last = found.records.slice(-SUMMARY_RECORDS).reverse().find((record) => record.role === 'assistant')?.text ?? '';
    return { title: found.title, host: this.#macName(found.mac), cwd: this.world.tilde(found.cwd), last, link };
  }

  SeatUrl(thread: string, url: string): void {
    const found = this.world.find(this.uid, thread);
    if (found && found.where !== 'web') found.seatUrl = cut(url, SEAT_URL_MAX);
  }

  MoveTo(thread: string, to: string): { ok: true; note: string; url: string } {
    const found = this.world.find(this.uid, thread);
    if (!found) throw new HostError(SESSION_NOT_FOUND);
    if (to !== 'web' && to !== 'slack' && to !== this.pluginId) throw new HostError(BAD_MOVE_TARGET);
    found.where = to;
    return { ok: true, note: this.sim.moveNote ?? '', url: to === 'web' ? this.world.link(found) : found.seatUrl };
  }

  Send(thread: string, text: string, _images: readonly string[] = []): { ok: true } {
    const found = this.world.find(this.uid, thread);
    if (!found || found.state === ENDED) throw new HostError(SESSION_ENDED);
    found.records.push({ role: 'user', text });
    return { ok: true };
  }

  Start(prompt: string, cwd: string, places: string): { thread: string } {
    const connected = this.uid === this.world.user ? this.world.macs.filter((m) => m.connected) : [];
    if (connected.length === 0) throw new HostError(NO_CONNECTED_MAC);
    const { main, dirs } = readPlaces(places);
    const chosen = connected.find((m) => m.id === main) ?? connected[0]!;
    const folder = dirs[chosen.id] || cwd || this.world.home;
    if (!chosen.folders.includes(folder)) chosen.folders.push(folder);
    const sessions = this.world.sessions.get(this.uid) ?? [];
    this.world.sessions.set(this.uid, sessions);
    let n = 1;
    while (sessions.some((s) => s.thread === `new-${n}`)) n++;
    const title = cut(prompt.trim().split('\n')[0] ?? '', TITLE_MAX);
    sessions.push(session({ thread: `new-${n}`, title, mac: chosen.id, cwd: folder, state: 'running', records: [{ role: 'user', text: prompt }] }));
    return { thread: `new-${n}` };
  }

  /** save(): that user's plugins.json entry, with state, as it is now. */
  save(): void {
    const entries = this.world.saved.get(this.uid) ?? {};
    const { enabled, config } = this.entry();
    entries[this.pluginId] = { enabled, config: { ...config }, state: structuredClone(this.state) };
    this.world.saved.set(this.uid, entries);
  }

  changed(): void {
    this.world.redraws.set(this.uid, (this.world.redraws.get(this.uid) ?? 0) + 1);
  }

  log(text: string): void {
    this.world.log.push(logLine(this.pluginId, this.uid, text));
  }

  #row(s: Session): SessionRow {
    if (s.locked) return { thread: s.thread, title: this.#maskedTitle(), host: '', cwd: '', state: s.state, where: s.where, locked: true };
    return { thread: s.thread, title: s.title, host: this.#macName(s.mac), cwd: this.world.tilde(s.cwd), state: s.state, where: s.where, locked: false };
  }

  #maskedTitle(): string {
    return this.sim.masked?.title ?? LOCKED_TITLE;
  }

  #macName(id: string): string {
    return this.world.macs.find((m) => m.id === id)?.name ?? id;
  }
}

/** The server log line the spec gives log(text). */
export const logLine = (pluginId: string, uid: string, text: string) => `plugin ${pluginId} user=${uid}: ${text}`;

/** places JSON {main, dirs}; anything unreadable counts as {} (ours). */
export function readPlaces(places: string): { main: string; dirs: Record<string, string> } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(places);
  } catch {
    parsed = {};
  }
  if (!isRecord(parsed)) return { main: '', dirs: {} };
  const dirs = isRecord(parsed.dirs) ? Object.fromEntries(Object.entries(parsed.dirs).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  return { main: typeof parsed.main === 'string' ? parsed.main : '', dirs };
}
