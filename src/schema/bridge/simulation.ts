import { z } from 'zod';

// the code parts of a plugin (start, choices, status) cannot run here: the document holds what they would return,
// and the scenario the host double acts on (users, their Macs and sessions); one scenario drives the screen and the Go test

/** The PORT the server listens on when the scenario names none: Origin() without BRIDGE_ORIGIN is http://localhost:<PORT>. */
export const DEFAULT_PORT = 8080;
/** How many host calls a scenario may list (each start makes them all, and the log shows each). */
export const MAX_CALLS = 100;
/** The uid of the user whose settings screen this is, when the scenario names none. */
export const DEFAULT_USER = 'u1';
/** That user's home folder, which Summary() writes as "~". */
export const DEFAULT_HOME = '/Users/me';

export const SimChoice = z
  .object({
    value: z.string().describe('Value stored in the config when picked.'),
    label: z.string().describe('Text shown in the pick list.'),
  })
  .describe('One value choices(config, key) returns.');

export const SimChoiceRule = z
  .object({
    key: z.string().describe('The pick field these choices are for.'),
    when: z.record(z.string(), z.string()).describe('Other fields’ values (saved or still unsaved) that must all match, e.g. {"team": "T1"}.'),
    choices: z.array(SimChoice).describe('What choices(config, key) returns when "when" matches.'),
  })
  .describe('Choices that depend on other fields: the first rule whose "when" matches the config wins over simulation.choices.');

export const SimStatus = z
  .object({
    state: z.string().describe('connecting, on, error, off, … shown as is.'),
    note: z.string().describe('Text shown beside the state.').optional(),
  })
  .describe('What the running instance’s status() returns once started.');

export const SimMac = z
  .object({
    id: z.string().min(1).describe('Mac id: the key in places.dirs.'),
    name: z.string().describe('Mac name shown beside its folder input and in Summary().host.'),
    connected: z.boolean().describe('Whether the Mac has Agent Bridge open now; Start() only uses connected Macs. Default: true.').optional(),
    folders: z.array(z.string()).describe('Folders that exist on this Mac; Start() creates a missing one.').optional(),
  })
  .describe('A Mac of the user.');

export const SimRecord = z
  .object({
    role: z.enum(['user', 'assistant']).describe('Who wrote it: the user’s instruction or the agent’s answer.'),
    text: z.string().describe('The text of the record.'),
  })
  .describe('One record of a session’s history.');

export const SimSession = z
  .object({
    thread: z.string().min(1).describe('The thread key host calls name the session by.'),
    sid: z.string().describe('Session id in the session screen address <origin>/s/<sid>. Default: the thread key.').optional(),
    title: z.string().describe('Title of the session.'),
    mac: z.string().describe('Id of the Mac it runs on (a Mac of simulation.macs).'),
    cwd: z.string().describe('Working folder (absolute); Summary() writes the home folder as "~".'),
    state: z.string().describe('running, waiting, … or "ended": an ended session is left out of Sessions() and refuses Send().'),
    where: z.string().describe('Where it is operated now: "web", or the plugin (e.g. "slack"). Default: web.').optional(),
    records: z.array(SimRecord).describe('Its history, oldest first; Summary().last is the last answer among the latest 400.').optional(),
    locked: z.boolean().describe('A locked session appears masked (simulation.masked) in Sessions() and Find().').optional(),
    seatUrl: z.string().describe('The thread address stored by SeatUrl(), if any.').optional(),
  })
  .describe('A session of a user.');

export const SimUser = z
  .object({
    id: z.string().min(1).describe('The user’s uid.'),
    sessions: z.array(SimSession).describe('That user’s sessions, in creation order.'),
  })
  .describe('Another user of the same server, whose sessions this plugin’s host must never reach.');

export const SimMasked = z
  .object({
    title: z.string().describe('The title a locked session shows. Default: "잠긴 세션".'),
  })
  .describe('How a locked session appears in Sessions() and Find() (the spec says "masked" without the shape).');

export const SimHostCall = z
  .object({
    call: z
      .enum(['Origin', 'Code', 'Sessions', 'Find', 'Command', 'Seat', 'Summary', 'SeatUrl', 'MoveTo', 'Send', 'Start', 'save', 'changed', 'log'])
      .describe('The host call the simulated plugin makes.'),
    args: z.array(z.string()).describe('Its arguments as strings, in the spec’s order (Send’s images, if any, after its text).').optional(),
  })
  .describe('A host call the simulated plugin makes once started.');

export const SimSaved = z
  .object({
    enabled: z.boolean().describe('Whether the plugin is on.'),
    config: z.record(z.string(), z.string()).describe('The saved config values.'),
    state: z.record(z.string(), z.unknown()).describe('The plugin’s own state (host.state).').optional(),
  })
  .describe('The plugins.json entry before the first save; leave out for a plugin not yet added.');

export const Simulation = z
  .object({
    origin: z.string().describe('BRIDGE_ORIGIN: the site address Origin() returns and {origin} becomes. Default: http://localhost:<PORT>.').optional(),
    port: z.number().int().min(1).max(65535).describe(`PORT, used by Origin() when there is no BRIDGE_ORIGIN. Default: ${DEFAULT_PORT}.`).optional(),
    choices: z.record(z.string(), z.array(SimChoice)).describe('What choices(config, key) returns, per pick field key.').optional(),
    choicesWhen: z.array(SimChoiceRule).describe('Choices that depend on other fields’ values; the first match wins.').optional(),
    status: SimStatus.optional(),
    startError: z.string().describe('When set, start() throws this message and the state becomes error.').optional(),
    stopError: z.string().describe('When set, stop() throws this message; the server ignores it, as the spec says.').optional(),
    saved: SimSaved.optional(),
    macs: z.array(SimMac).describe('The user’s Macs (connected unless "connected": false), for kind "places" and Start().').optional(),
    user: z.string().min(1).describe(`The uid of this screen’s user, as host.log writes it. Default: ${DEFAULT_USER}.`).optional(),
    home: z.string().describe(`The user’s home folder, written as "~" by Summary(). Default: ${DEFAULT_HOME}.`).optional(),
    sessions: z.array(SimSession).describe('This user’s sessions, in creation order.').optional(),
    others: z.array(SimUser).describe('Other users of the server and their sessions.').optional(),
    commands: z.record(z.string(), z.string()).describe('What Command(value) returns, by the command (":status") or its first word (":answer").').optional(),
    masked: SimMasked.optional(),
    moveNote: z.string().describe('The note MoveTo() returns with ok. Default: empty.').optional(),
    calls: z.array(SimHostCall).max(MAX_CALLS).describe('Host calls the simulated plugin makes each time it starts; the log lists them with their answers.').optional(),
  })
  .describe('Simulation data for Panel Designer only: what the plugin’s code would return, and the users, Macs and sessions its host acts on. Not part of pluginDef.');

/** A bridge document: a bare pluginDef, optionally with simulation data beside it under this key. */
export const SIMULATION_KEY = 'simulation';

export type SimChoice = z.infer<typeof SimChoice>;
export type SimChoiceRule = z.infer<typeof SimChoiceRule>;
export type SimStatus = z.infer<typeof SimStatus>;
export type SimMac = z.infer<typeof SimMac>;
export type SimRecord = z.infer<typeof SimRecord>;
export type SimSession = z.infer<typeof SimSession>;
export type SimUser = z.infer<typeof SimUser>;
export type SimHostCall = z.infer<typeof SimHostCall>;
export type SimSaved = z.infer<typeof SimSaved>;
export type Simulation = z.infer<typeof Simulation>;
