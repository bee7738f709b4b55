// The host's side of the protocol, pure: lines in, lines out, with the wire log, the plugin log and every rule enforced.
// Whoever runs it (the Node server, check-plugin) owns the process, the clock and the pipes.
import { exceedsDepth } from '../document/depth';
import { holdsLoneSurrogate, mayHoldLoneSurrogate } from '../document/surrogates';
import {
  commandExecute,
  contextChanged,
  createWireLog,
  errorResponse,
  initialize,
  isRequest,
  isResponse,
  nextRequestId,
  panelClose,
  panelOpen,
  record,
  response,
  shutdown,
  uiEvent,
  urlOpenForPlugin,
  type Direction,
  type ErrorResponse,
  type Message,
  type Notification,
  type Response,
  type WireEntry,
  type WireLog,
} from '../events';
import type { JsonObject } from '../json';
import { answer } from './answer';
import type { Answer } from './answer-types';
import type { ClientMessage, Contributes, HostEffect, HostSettings, HostStep, PluginLogEntry, SessionSnapshot, Starter, Violation } from './contract';
import {
  FLOOD_MAX_MESSAGES,
  FLOOD_WINDOW_MS,
  LINK_BLOCK_MS,
  LOG_LINE_MAX_CHARS,
  MAX_MESSAGE_DEPTH,
  PLUGIN_LOG_LIMIT,
  RECENT_MS,
  VIOLATION_LIMIT,
} from './decisions';
import { MAX_LINE_BYTES } from './framing';
import { readMessage } from './incoming';
import { visibleContext } from './permissions';
import { HOST_CONDITIONS, type ViolationRule } from './rules';
import { englishOf, inEnglish, say, sentences, type Said, type Say } from '../i18n/say';
import type { HostServices } from './services';
import { memoryStorage } from './storage';

export interface HostCore {
  readonly settings: HostSettings;
  updateSettings(settings: HostSettings): void;
  /** A new process: ids restart from 1 in both directions, the logs go on. Returns initialize (a request) + the starter notification. */
  start(now: number): HostStep;
  /** One stdout line, without its newline. */
  receiveLine(line: string, now: number): HostStep;
  /** A stdout line over 16 MB: rejected and logged. */
  receiveTooLong(bytes: number, now: number): HostStep;
  /** stderr text: one plugin log entry per line. */
  receiveStderr(text: string, now: number): HostStep;
  /** A preview event or a host message; the context is added (as the grants show it), and url/open gets its url. */
  send(message: Extract<ClientMessage, { type: 'event' | 'host' }>, now: number): HostStep;
  /** Time passes: an initialize not answered in time is a violation and stops the plugin. */
  tick(now: number): HostStep;
  /** A host line in the plugin log (the process exited, …), in words for the interface language. */
  note(said: Said, now: number, english?: string): HostStep;
  /** The run ended: answers still coming (net/fetch, host/timer) are dropped and their places freed. */
  abandon(): void;
  /** The plugin's net/fetch requests not answered yet: it is waiting for the host, not done. */
  readonly fetching: number;
  snapshot(): Omit<SessionSnapshot, 'program' | 'status'>;
}

export interface HostCoreOptions {
  /** Whether a path exists, for host/revealPath; by default only the environment's folders do. */
  readonly pathExists?: (path: string) => boolean;
  /** The network, the plugin's folder and the clock for net/fetch, files/* and host/timer. */
  readonly services?: HostServices;
  /** Where the answers that come later (net/fetch, host/timer) go, as steps like any other. */
  readonly deliver?: (step: HostStep) => void;
  /** The time of an answer that comes later. */
  readonly clock?: () => number;
  /** What agentty-plugin.json contributes, shown on the Live page. */
  readonly contributes?: Contributes;
}

type Recent = Extract<HostEffect, { kind: 'toast' | 'openUrl' | 'copy' }>;

interface Step {
  readonly toPlugin: Message[];
  readonly wire: WireEntry[];
  readonly log: PluginLogEntry[];
  readonly effects: HostEffect[];
}

const newStep = (): Step => ({ toPlugin: [], wire: [], log: [], effects: [] });

/** A logged line cut to LOG_LINE_MAX_CHARS (never inside a surrogate pair), saying how much was left out. */
export function clipLogText(text: string): string {
  if (text.length <= LOG_LINE_MAX_CHARS) return text;
  const high = text.charCodeAt(LOG_LINE_MAX_CHARS - 1);
  const end = high >= 0xd800 && high <= 0xdbff ? LOG_LINE_MAX_CHARS - 1 : LOG_LINE_MAX_CHARS;
  return `${text.slice(0, end)}… (${(text.length - end).toLocaleString('en')} more characters not shown)`;
}

export function createHostCore(initialSettings: HostSettings, options: HostCoreOptions = {}): HostCore {
  let settings = initialSettings;
  let wire: WireLog = createWireLog();
  let log: PluginLogEntry[] = [];
  let nextLogSeq = 1;
  let violations: Violation[] = [];
  let panel: SessionSnapshot['panel'] = null;
  let badge = '';
  let recent: { readonly time: number; readonly effect: Recent }[] = [];
  /** The initialize request still unanswered, and when the wait ends. */
  let awaiting: { readonly id: number; readonly until: number } | undefined;
  /** Arrival times of the plugin's last FLOOD_MAX_MESSAGES + 1 messages. */
  let arrivals: number[] = [];
  let flooded = false;
  let linkBlockedUntil: number | undefined;
  const storage = memoryStorage();
  /** The plugin's net/fetch requests and host/timer waits in flight, in this run. */
  const inFlight = { fetch: 0, timer: 0 };
  /** Aborted when a run ends: answers meant for a plugin that is gone are never sent. */
  let run = new AbortController();
  const { services, deliver, clock = Date.now, contributes = { commands: [] }, pathExists } = options;

  const context = (): JsonObject => visibleContext(settings.initialize.context, settings.grants);

  function write(step: Step, direction: Direction, message: Message, now: number): WireEntry {
    const recorded = record(wire, direction, message, now);
    wire = recorded.log;
    step.wire.push(...recorded.added);
    if (direction === 'toPlugin') step.toPlugin.push(message);
    return recorded.added[0]!;
  }

  function logLine(step: Step, stream: PluginLogEntry['stream'], text: string, now: number, said?: readonly Say[]): void {
    const entry: PluginLogEntry = { seq: nextLogSeq++, time: now, stream, text: clipLogText(text), ...(said && { said }) };
    log.push(entry);
    if (log.length > PLUGIN_LOG_LIMIT) log = log.slice(log.length - PLUGIN_LOG_LIMIT);
    step.log.push(entry);
  }

  /** The run ended (the plugin exited, or starts again): what it had in flight is never answered, and counts no more. */
  function abandon(): void {
    run.abort();
    run = new AbortController();
    inFlight.fetch = 0;
    inFlight.timer = 0;
  }

  function effect(step: Step, shown: HostEffect, now: number): void {
    step.effects.push(shown);
    if (shown.kind === 'panel' || shown.kind === 'rejectedPanel') panel = shown;
    else if (shown.kind === 'badge') badge = shown.text;
    else if (shown.kind === 'toast' || shown.kind === 'openUrl' || shown.kind === 'copy') recent.push({ time: now, effect: shown });
  }

  /** The host's own words in the log: English text, and the sentences for the interface language. */
  function hostNote(step: Step, said: Said, now: number, english?: string): void {
    logLine(step, 'host', english ?? englishOf(said), now, sentences(said));
  }

  /** `english`: the message where it is not the sentences' English word for word. */
  function violate(step: Step, rule: ViolationRule, said: Said, now: number, seq?: number, english?: string): void {
    const lines = sentences(said);
    const violation: Violation = { time: now, rule, message: english ?? englishOf(lines), said: lines, ...(seq === undefined ? {} : { seq }) };
    violations.push(violation);
    if (violations.length > VIOLATION_LIMIT) violations = violations.slice(violations.length - VIOLATION_LIMIT);
    effect(step, { kind: 'violation', violation }, now);
  }

  function stop(step: Step, rule: ViolationRule, reason: Say, now: number): void {
    violate(step, rule, reason, now);
    effect(step, { kind: 'stop', reason: inEnglish(reason), said: reason }, now);
  }

  /** Each step starts by forgetting toasts and links older than a minute. */
  function begin(now: number): Step {
    recent = recent.filter((item) => now - item.time < RECENT_MS);
    return newStep();
  }

  function countMessage(step: Step, now: number): void {
    arrivals.push(now);
    if (arrivals.length > FLOOD_MAX_MESSAGES + 1) arrivals.shift();
    const first = arrivals[0]!;
    if (flooded || arrivals.length <= FLOOD_MAX_MESSAGES || now - first >= FLOOD_WINDOW_MS) return;
    flooded = true;
    stop(step, 'flood', say('hostRuns.flood', { sent: FLOOD_MAX_MESSAGES + 1, ms: now - first, max: FLOOD_MAX_MESSAGES }), now);
  }

  function hostMessage(message: Extract<ClientMessage, { type: 'event' | 'host' }>, now: number): Notification {
    if (message.type === 'event') return uiEvent({ ...message.params, context: context() });
    const sent = message.message;
    switch (sent.method) {
      case 'panel/open':
        return panelOpen(context());
      case 'panel/close':
        return panelClose(context());
      case 'context/changed':
        return contextChanged(context());
      case 'shutdown':
        return shutdown();
      case 'command/execute':
        return commandExecute({ command: sent.command, args: sent.args, context: context() });
      case 'url/open':
        linkBlockedUntil = now + LINK_BLOCK_MS;
        return urlOpenForPlugin(settings.initialize.plugin.id, { path: sent.path, query: sent.query, context: context() });
    }
  }

  function starterMessage(starter: Starter, now: number): Notification {
    if (starter.kind === 'panel/open') return hostMessage({ type: 'host', message: { method: 'panel/open' } }, now);
    if (starter.kind === 'command/execute') return hostMessage({ type: 'host', message: { method: 'command/execute', command: starter.command, args: starter.args } }, now);
    return hostMessage({ type: 'host', message: { method: 'url/open', path: starter.path, query: starter.query } }, now);
  }

  function receiveResponse(step: Step, message: Response | ErrorResponse, now: number): void {
    const asked = wire.pending.toPlugin.get(message.id);
    const entry = write(step, 'fromPlugin', message, now);
    if (asked === undefined) {
      violate(step, 'unexpected-response', say('hostRuns.unexpectedResponse', { id: message.id }), now, entry.seq);
      return;
    }
    if (asked !== 'initialize') return;
    if (awaiting?.id === message.id) awaiting = undefined;
    if ('error' in message) {
      const { code, message: text } = message.error;
      violate(step, 'initialize-error', say('hostRuns.initializeError', { code, message: JSON.stringify(text) }), now, entry.seq);
    } else {
      effect(step, { kind: 'initialized' }, now);
    }
  }

  function receiveCall(step: Step, message: Notification, now: number, line: string): void {
    const entry = write(step, 'fromPlugin', message, now);
    const request = isRequest(message);
    const call = { settings, now, linkBlockedUntil, dropped: entry.dropped === true, line, request, storage, services, inFlight: { ...inFlight }, ...(pathExists ? { pathExists } : {}) };
    const answered = answer(message.method, message.params, call);
    if (answered.ok && answered.later) {
      for (const note of answered.notes) hostNote(step, note, now);
      awaitLater(answered.later, request ? message.id : undefined, entry.seq);
      return;
    }
    settle(step, answered, request ? message.id : undefined, entry.seq, now);
  }

  /** Sends the answer (for a request), shows its effects, and reports the rule it breaks unless the host's state caused it. */
  function settle(step: Step, answered: Answer, id: number | undefined, seq: number, now: number): void {
    for (const shown of answered.effects) effect(step, shown, now);
    if (answered.ok) {
      for (const note of answered.notes) hostNote(step, note, now);
      if (id !== undefined) write(step, 'toPlugin', response(id, answered.result), now);
      return;
    }
    if (id !== undefined) write(step, 'toPlugin', errorResponse(id, answered.code, answered.message), now);
    if (HOST_CONDITIONS.has(answered.rule)) {
      const expected = say('hostRuns.expectedAnswer');
      logLine(step, 'host', `${answered.message} ${inEnglish(expected)}`, now, [...answered.said, expected]);
      return;
    }
    const unanswered = id === undefined ? [say('hostRuns.cameAsNotification')] : [];
    violate(step, answered.rule, [...answered.said, ...unanswered], now, seq, [answered.message, ...unanswered.map(inEnglish)].join(' '));
  }

  /** A place of `later.slot` is held until its work settles; then the answer goes out as a step of its own. */
  function awaitLater(later: NonNullable<Extract<Answer, { ok: true }>['later']>, id: number | undefined, seq: number): void {
    const signal = run.signal;
    inFlight[later.slot] += 1;
    void later.work(signal).then(
      (answered) => {
        if (signal.aborted) return;
        inFlight[later.slot] -= 1;
        const now = clock();
        const step = begin(now);
        settle(step, answered, id, seq, now);
        deliver?.(step);
      },
      () => {
        // aborted with its run: its place went with it
      },
    );
  }

  /** Too deep for Agentty's parser: logged and never answered, as Agentty does (nor written to the wire log). */
  function rejectTooDeep(step: Step, line: string, now: number): void {
    logLine(step, 'stdout', line, now);
    violate(step, 'message-too-deep', say('hostRuns.tooDeep', { max: MAX_MESSAGE_DEPTH }), now);
  }

  return {
    get settings() {
      return settings;
    },
    get fetching() {
      return inFlight.fetch;
    },
    updateSettings(next) {
      settings = next;
    },
    start(now) {
      const step = begin(now);
      wire = { ...wire, lastId: { toPlugin: 0, fromPlugin: 0 }, pending: { toPlugin: new Map(), fromPlugin: new Map() }, lastNotifyAt: undefined };
      arrivals = [];
      flooded = false;
      linkBlockedUntil = undefined;
      abandon();
      const id = nextRequestId(wire, 'toPlugin');
      write(step, 'toPlugin', initialize(id, { ...settings.initialize, context: context() }), now);
      awaiting = { id, until: now + settings.initializeTimeoutMs };
      write(step, 'toPlugin', starterMessage(settings.starter, now), now);
      return step;
    },
    receiveLine(line, now) {
      const step = begin(now);
      // blank lines carry nothing: many writers end their output with one
      if (line.trim() === '') return step;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        // the spec: non-JSON content on stdout is logged and ignored
        logLine(step, 'stdout', line, now);
        return step;
      }
      if (mayHoldLoneSurrogate(line) && holdsLoneSurrogate(value)) {
        // JSON.parse takes it, Agentty's parser (serde_json) does not: logged, never answered, as Agentty does
        logLine(step, 'stdout', line, now);
        violate(step, 'lone-surrogate', say('hostRuns.loneSurrogate'), now);
        return step;
      }
      countMessage(step, now);
      if (exceedsDepth(value, MAX_MESSAGE_DEPTH)) {
        rejectTooDeep(step, line, now);
        return step;
      }
      const incoming = readMessage(value);
      if (!incoming.ok) {
        logLine(step, 'stdout', line, now);
        violate(step, 'not-jsonrpc', say('hostRuns.notJsonRpc', { reason: incoming.reason }), now);
        return step;
      }
      const { message } = incoming;
      if (isResponse(message)) receiveResponse(step, message, now);
      else receiveCall(step, message as Notification, now, line);
      return step;
    },
    receiveTooLong(bytes, now) {
      const step = begin(now);
      countMessage(step, now);
      const tooLong = say('hostRuns.tooLong', { bytes, max: MAX_LINE_BYTES });
      hostNote(step, tooLong, now);
      violate(step, 'line-too-long', tooLong, now);
      return step;
    },
    receiveStderr(text, now) {
      const step = begin(now);
      if (text === '') return step;
      const lines = text.split(/\r?\n/);
      if (lines.length > 1 && lines.at(-1) === '') lines.pop();
      for (const line of lines) logLine(step, 'stderr', line, now);
      return step;
    },
    send(message, now) {
      const step = begin(now);
      write(step, 'toPlugin', hostMessage(message, now), now);
      return step;
    },
    tick(now) {
      const step = begin(now);
      if (awaiting !== undefined && now >= awaiting.until) {
        awaiting = undefined;
        stop(step, 'initialize-timeout', say('hostRuns.initializeTimeout', { ms: settings.initializeTimeoutMs }), now);
      }
      return step;
    },
    abandon,
    note(said, now, english) {
      const step = begin(now);
      hostNote(step, said, now, english);
      return step;
    },
    snapshot() {
      return {
        settings,
        wire: wire.entries,
        log: [...log],
        violations: [...violations],
        panel,
        badge,
        recent: recent.map((item) => item.effect),
        storage: storage.entries(),
        contributes,
      };
    },
  };
}
