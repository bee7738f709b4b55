import {
  EMPTY_CONTEXT,
  elementsIn,
  eventFor,
  filterEntries,
  methodsIn,
  type EventPayload,
  type EventSource,
  type JsonValue,
  type WireEntry,
} from '../events';
import type { JsonObject } from '../json';
import type { ClientMessage, Contributes, HostEffect, HostSettings, PluginLogEntry, ProcessStatus, ServerMessage, SessionSnapshot, Violation } from '../host/contract';
import { pointerOfTarget } from '../events/find-element';
import type { LooseNode } from '../preview/coerce';
import { Selection } from '../preview/context.svelte';
import type { Interaction } from '../preview/interaction.svelte';
import { WidgetState } from '../preview/widget-state.svelte';
import { DEFAULT_INPUT_CHANGE_MODE, TOAST_DURATION_MS, TOAST_MAX, type InputChangeMode } from '../schema';
import type { WireLogSource } from '../app/simulator/wire-source';
import type { HostMessageTarget } from '../app/simulator/host-inputs';
import { i18n } from '../i18n/i18n.svelte';
import { issueText, saidSentences } from '../i18n/issue-text';
import type { Say } from '../i18n/say';

/** The notes the Live page's wire log shows: the `live` group's notice keys. */
type NoticeKey = 'noticeNotSent' | 'noticeReset' | 'noticeNotConnected' | 'noticeRefused';

export type Connection = 'connecting' | 'open' | 'reconnecting' | 'refused';
type HostMessage = Extract<ClientMessage, { type: 'host' }>['message'];
type PanelState = SessionSnapshot['panel'];

// keeps the page's memory bounded however long the plugin runs (the server keeps its own cap)
const KEEP_ENTRIES = 5000;
const RETRY_MS = 1000;
// a socket that never opened this many times in a row was refused (a wrong or old token), not dropped
const REFUSED_AFTER_FAILURES = 3;

function appendCapped<T>(list: readonly T[], more: readonly T[]): T[] {
  const joined = [...list, ...more];
  return joined.length > KEEP_ENTRIES ? joined.slice(joined.length - KEEP_ENTRIES) : joined;
}

/**
 * The browser's side of a live session: the Node host runs the plugin and answers it; this mirrors
 * what the host reports (log, panel, badge, toasts, status) and sends what the user does.
 */
export class LiveSession implements Interaction, WireLogSource, HostMessageTarget {
  readonly widgets = new WidgetState();
  readonly highlight = new Selection();
  inputMode = $state<InputChangeMode>(DEFAULT_INPUT_CHANGE_MODE);
  methodFilter = $state('');
  elementFilter = $state('');
  // kept as a message of the `live` group, so the note redraws in a language chosen after it appeared
  // `problem`, when given, is said when read: a language switch rewrites it
  #notice = $state<{ readonly key: NoticeKey; readonly values?: Readonly<Record<string, string | number>>; readonly problem?: Say; readonly said?: readonly Say[]; readonly blocked: boolean } | undefined>(undefined);
  get notice(): { readonly text: string; readonly blocked: boolean } | undefined {
    const notice = this.#notice;
    if (!notice) return undefined;
    const values = notice.problem ? { ...notice.values, problem: issueText({ message: '', say: notice.problem }) } : notice.said ? { ...notice.values, reason: saidSentences(notice.said, '') } : (notice.values ?? {});
    return { text: i18n.t(`live.${notice.key}`, values), blocked: notice.blocked };
  }

  connection = $state<Connection>('connecting');
  program = $state.raw<SessionSnapshot['program'] | undefined>(undefined);
  settings = $state.raw<HostSettings | undefined>(undefined);
  status = $state.raw<ProcessStatus | undefined>(undefined);
  entries = $state.raw<readonly WireEntry[]>([]);
  pluginLog = $state.raw<readonly PluginLogEntry[]>([]);
  violations = $state.raw<readonly Violation[]>([]);
  panel = $state.raw<PanelState>(null);
  badge = $state<string>('');
  toasts = $state.raw<{ id: number; message: string; kind: string }[]>([]);
  /** Links the plugin asked to open: shown for the user to follow, never opened by themselves. */
  links = $state.raw<readonly string[]>([]);
  /** What the plugin last put on Agentty's clipboard with host/copy (never on the user's). */
  copied = $state<string | undefined>(undefined);
  /** What the plugin keeps (storage/*), as the host has it. */
  storage = $state.raw<JsonObject>({});
  /** agentty-plugin.json's panel title and icon, and its commands. */
  contributes = $state.raw<Contributes>({ commands: [] });

  #socket: WebSocket | undefined;
  #failures = 0;
  #toastId = 0;
  #closed = false;
  readonly #url: string;

  constructor(url: string) {
    this.#url = url;
    this.#connect();
  }

  get logFileName(): string {
    return `${this.settings?.initialize.plugin.id || 'plugin'}-live.ndjson`;
  }
  get shown(): WireEntry[] {
    return filterEntries(this.entries, { method: this.methodFilter || undefined, element: this.elementFilter || undefined });
  }
  get methods(): string[] {
    return methodsIn(this.entries);
  }
  get elements(): string[] {
    return elementsIn(this.entries);
  }
  get running(): boolean {
    return this.status?.state === 'starting' || this.status?.state === 'running';
  }

  /** A preview widget emitted an event: the host adds the context and writes the `ui/event`. */
  emit(node: LooseNode, _path: string, event: string, payload: EventPayload): void {
    const result = eventFor(node as EventSource, event, payload, EMPTY_CONTEXT);
    if (!result.ok) {
      this.#notice = { key: 'noticeNotSent', problem: result.say, blocked: true };
      return;
    }
    const { context: _context, ...params } = result.params;
    this.#send({ type: 'event', params });
  }

  sendHost(message: HostMessage): void {
    this.#send({ type: 'host', message });
  }
  panelOpen(): void {
    this.sendHost({ method: 'panel/open' });
  }
  panelClose(): void {
    this.sendHost({ method: 'panel/close' });
  }
  contextChanged(): void {
    this.sendHost({ method: 'context/changed' });
  }
  shutdown(): void {
    this.sendHost({ method: 'shutdown' });
  }
  commandExecute(command: string, args: JsonValue): void {
    this.sendHost({ method: 'command/execute', command, args });
  }
  urlOpen(path: string, query: Readonly<Record<string, string>>): void {
    this.sendHost({ method: 'url/open', path, query });
  }
  updateSettings(settings: HostSettings): void {
    this.#send({ type: 'settings', settings });
  }
  restart(): void {
    this.#send({ type: 'restart' });
  }
  stop(): void {
    this.#send({ type: 'stop' });
  }

  /** Empties this page's list; the host keeps the whole session, so a reload shows it again. */
  clear(): void {
    this.entries = [];
    this.#notice = undefined;
  }
  /** Clicks change toggles, choices and tabs by themselves (not Agentty's: its plugin redraws). */
  get keepsClicks(): boolean {
    return this.widgets.keepsClicks;
  }
  set keepsClicks(keep: boolean) {
    this.widgets.keepsClicks = keep;
  }

  resetState(): void {
    this.widgets.clear();
    this.#notice = { key: 'noticeReset', blocked: false };
  }

  highlightEntry(entry: WireEntry | undefined): void {
    const tree = this.panel?.kind === 'panel' ? this.panel.tree : undefined;
    if (entry?.element === undefined || tree === undefined) {
      this.highlight.set(undefined);
      return;
    }
    const message = JSON.parse(entry.line) as { params?: { event?: unknown; item?: unknown; action?: unknown; value?: unknown } };
    const params = message.params ?? {};
    this.highlight.set(pointerOfTarget(tree, { element: entry.element, event: params.event, item: params.item, action: params.action, value: params.value }));
  }

  /** Tries the socket again after it was refused (e.g. once the host runs again). */
  retry(): void {
    this.#failures = 0;
    this.connection = 'connecting';
    this.#connect();
  }

  close(): void {
    this.#closed = true;
    this.#socket?.close();
  }

  #send(message: ClientMessage): void {
    if (this.#socket?.readyState !== WebSocket.OPEN) {
      this.#notice = { key: 'noticeNotConnected', blocked: true };
      return;
    }
    this.#socket.send(JSON.stringify(message));
    this.#notice = undefined;
  }

  #connect(): void {
    const socket = new WebSocket(this.#url);
    this.#socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.#failures = 0;
      this.connection = 'open';
    };
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') this.#receive(JSON.parse(event.data) as ServerMessage);
    };
    socket.onclose = () => {
      if (this.#closed) return;
      this.#failures = opened ? 0 : this.#failures + 1;
      // a refused page stops knocking (each attempt is an error in the console) until the user asks again
      if (this.#failures >= REFUSED_AFTER_FAILURES) {
        this.connection = 'refused';
        return;
      }
      this.connection = 'reconnecting';
      setTimeout(() => this.#connect(), RETRY_MS * this.#failures || RETRY_MS);
    };
  }

  #receive(message: ServerMessage): void {
    switch (message.type) {
      case 'snapshot':
        return this.#restore(message.session);
      case 'step':
        this.entries = appendCapped(this.entries, message.wire);
        this.pluginLog = appendCapped(this.pluginLog, message.log);
        for (const effect of message.effects) this.#apply(effect);
        return;
      case 'status':
        this.status = message.status;
        return;
      case 'settings':
        this.settings = message.settings;
        return;
      case 'refused':
        this.#notice = { key: 'noticeRefused', values: { reason: message.reason }, ...(message.said && { said: message.said }), blocked: true };
        return;
    }
  }

  #restore(session: SessionSnapshot): void {
    this.program = session.program;
    this.settings = session.settings;
    this.status = session.status;
    this.entries = session.wire.slice(-KEEP_ENTRIES);
    this.pluginLog = session.log.slice(-KEEP_ENTRIES);
    this.violations = session.violations;
    this.panel = session.panel;
    this.badge = session.badge;
    this.links = [];
    this.copied = undefined;
    this.storage = session.storage;
    this.contributes = session.contributes;
    for (const effect of session.recent) this.#apply(effect);
  }

  #apply(effect: HostEffect): void {
    switch (effect.kind) {
      case 'panel':
      case 'rejectedPanel':
        this.panel = effect;
        return;
      case 'badge':
        this.badge = effect.text;
        return;
      case 'toast':
        return this.#toast(effect.message, effect.notifyKind);
      case 'openUrl':
        this.links = [...this.links.filter((link) => link !== effect.url), effect.url].slice(-5);
        return;
      case 'violation':
        this.violations = appendCapped(this.violations, [effect.violation]);
        return;
      case 'copy':
        this.copied = effect.text;
        return;
      case 'storage': {
        const { [effect.key]: _removed, ...rest } = this.storage;
        this.storage = effect.value === null ? rest : { ...rest, [effect.key]: effect.value };
        return;
      }
      default:
        return;
    }
  }

  #toast(message: string, kind: string): void {
    const toast = { id: ++this.#toastId, message, kind };
    this.toasts = [...this.toasts, toast].slice(-TOAST_MAX);
    setTimeout(() => (this.toasts = this.toasts.filter((shown) => shown !== toast)), TOAST_DURATION_MS);
  }
}
