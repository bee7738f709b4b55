import { API_VERSION, BADGE_MAX_CHARS, BADGE_SIDEBAR_CHARS, badgeLength, pluginUrl } from '../schema/decisions';
import { shownBadge } from './host-text';
import type { JsonObject, JsonValue } from './json';
import { inEnglish, say, type Say } from '../i18n/say';

// every builder writes its keys in the order of the spec's example, so JSON.stringify is byte-exact

/** Agentty → plugin is the plugin's stdin; plugin → Agentty its stdout. */
export type Direction = 'toPlugin' | 'fromPlugin';

export interface Notification<M extends string = string, P = unknown> {
  readonly jsonrpc: '2.0';
  readonly method: M;
  readonly params: P;
}

export interface Request<M extends string = string, P = unknown> {
  readonly jsonrpc: '2.0';
  readonly id: number;
  readonly method: M;
  readonly params: P;
}

export interface Response {
  readonly jsonrpc: '2.0';
  readonly id: number;
  readonly result: JsonValue;
}

export interface ErrorResponse {
  readonly jsonrpc: '2.0';
  readonly id: number;
  readonly error: { readonly code: number; readonly message: string };
}

export type Message = Notification | Request | Response | ErrorResponse;

/** The exact line written to the pipe (without the trailing newline). */
export function toLine(message: Message): string {
  const line = JSON.stringify(message);
  const width = resizeWidth(message);
  return width === undefined ? line : withFraction(line, `"event":"resize","value":${width}`);
}

/** A grid `resize` event's whole-number width: Agentty's is an f32, which serde_json writes as `320.0`. */
function resizeWidth(message: Message): number | undefined {
  if (!('method' in message) || message.method !== 'ui/event') return undefined;
  const params = message.params as { event?: unknown; value?: unknown } | null;
  return params?.event === 'resize' && Number.isInteger(params.value) ? (params.value as number) : undefined;
}

// an element id's own quotes are escaped in the line, so the unescaped key sequence is the params' own
function withFraction(line: string, key: string): string {
  const at = line.indexOf(key);
  const end = at + key.length;
  if (at === -1 || (line[end] !== ',' && line[end] !== '}')) return line;
  return `${line.slice(0, end)}.0${line.slice(end)}`;
}

export function isRequest(message: Message): message is Request {
  return 'method' in message && 'id' in message;
}

export function isNotification(message: Message): message is Notification {
  return 'method' in message && !('id' in message);
}

export function isResponse(message: Message): message is Response | ErrorResponse {
  return !('method' in message);
}

export function notification<M extends string, P>(method: M, params: P): Notification<M, P> {
  return { jsonrpc: '2.0', method, params };
}

/** The same message sent as a request, so the other side answers it. */
export function asRequest<M extends string, P>(message: Notification<M, P>, id: number): Request<M, P> {
  return { jsonrpc: '2.0', id, method: message.method, params: message.params };
}

export function response(id: number, result: JsonValue): Response {
  return { jsonrpc: '2.0', id, result };
}

export function errorResponse(id: number, code: number, message: string): ErrorResponse {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

/** `{ key: value }`, or nothing when the value is absent: optional keys are left out, never null. */
function present<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Partial<Record<K, V>>);
}

// Agentty → plugin

/** An option, menu or tab value, the text of an input, a toggle's or checkbox's boolean, a grid's width. */
export type EventValue = string | number | boolean;

export interface UiEventParams {
  readonly element: string;
  readonly event: string;
  /** A scalar mostly; a graph's `move` carries `{x, y}` and an image's `drop` its list of files. */
  readonly value?: EventValue | JsonValue;
  readonly item?: string;
  readonly action?: string;
  readonly context: JsonObject;
}

/** `ui/event`; absent optional keys are left out, not sent as null. */
export function uiEvent(input: UiEventParams): Notification<'ui/event', UiEventParams> {
  const params: UiEventParams = {
    element: input.element,
    event: input.event,
    ...present('value', input.value),
    ...present('item', input.item),
    ...present('action', input.action),
    context: input.context,
  };
  return notification('ui/event', params);
}

export function panelOpen(context: JsonObject): Notification<'panel/open', { context: JsonObject }> {
  return notification('panel/open', { context });
}

export function panelClose(context: JsonObject): Notification<'panel/close', { context: JsonObject }> {
  return notification('panel/close', { context });
}

export function contextChanged(context: JsonObject): Notification<'context/changed', { context: JsonObject }> {
  return notification('context/changed', { context });
}

export interface CommandExecuteParams {
  readonly command: string;
  /** The spec does not type `args`; any JSON value is passed through. */
  readonly args: JsonValue;
  readonly context: JsonObject;
}

export function commandExecute(input: CommandExecuteParams): Notification<'command/execute', CommandExecuteParams> {
  return notification('command/execute', { command: input.command, args: input.args, context: input.context });
}

export interface UrlOpenParams {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly url: string;
  readonly context: JsonObject;
}

export function urlOpen(input: UrlOpenParams): Notification<'url/open', UrlOpenParams> {
  return notification('url/open', { path: input.path, query: { ...input.query }, url: input.url, context: input.context });
}

/** `url/open` with `url` built from path and query by the designer's link form (see decisions). */
export function urlOpenForPlugin(
  pluginId: string,
  input: Omit<UrlOpenParams, 'url'>,
): Notification<'url/open', UrlOpenParams> {
  return urlOpen({ ...input, url: pluginUrl(pluginId, input.path, input.query) });
}

export function shutdown(): Notification<'shutdown', Record<string, never>> {
  return notification('shutdown', {});
}

export interface PluginInfo {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly dir: string;
  readonly dataDir: string;
}

export interface InitializeParams {
  readonly apiVersion: number;
  readonly agentty: { readonly version: string };
  readonly plugin: PluginInfo;
  readonly language: string;
  /** Minutes east of UTC of the user's clock, as Agentty sends it (e.g. 540 in Seoul, -300 in New York in winter). */
  readonly utcOffsetMinutes: number;
  readonly context: JsonObject;
}

export interface InitializeInput extends Omit<InitializeParams, 'apiVersion' | 'utcOffsetMinutes'> {
  readonly apiVersion?: number;
  /** This machine's offset when left out. */
  readonly utcOffsetMinutes?: number;
}

/** This machine's offset from UTC in minutes east (getTimezoneOffset counts west); never -0. */
export function machineUtcOffsetMinutes(at: Date = new Date()): number {
  return 0 - at.getTimezoneOffset() || 0;
}

/** `initialize`, always a request: the plugin must answer it. */
export function initialize(id: number, input: InitializeInput): Request<'initialize', InitializeParams> {
  const { plugin } = input;
  return asRequest(
    notification('initialize', {
      apiVersion: input.apiVersion ?? API_VERSION,
      agentty: { version: input.agentty.version },
      plugin: { id: plugin.id, name: plugin.name, version: plugin.version, dir: plugin.dir, dataDir: plugin.dataDir },
      language: input.language,
      utcOffsetMinutes: input.utcOffsetMinutes ?? machineUtcOffsetMinutes(),
      context: input.context,
    }),
    id,
  );
}

// plugin → Agentty; send one with asRequest to get the host's answer in the log

export function uiSetPanel(tree: unknown): Notification<'ui/setPanel', { tree: unknown }> {
  return notification('ui/setPanel', { tree });
}

export const NOTIFY_KINDS = ['info', 'success', 'warning', 'error'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

export interface NotifyParams {
  readonly message: string;
  readonly kind: NotifyKind;
}

export function uiNotify(input: NotifyParams): Notification<'ui/notify', NotifyParams> {
  return notification('ui/notify', { message: input.message, kind: input.kind });
}

/** What Agentty cuts off this badge text, or undefined when it shows whole: Agentty accepts it either way. */
export function badgeCut(text: string): Say | undefined {
  const length = badgeLength(text);
  if (length <= BADGE_MAX_CHARS) return undefined;
  return say('reactionIssues.badgeCut', { max: BADGE_MAX_CHARS, sidebar: BADGE_SIDEBAR_CHARS, length, shown: JSON.stringify(shownBadge(text)) });
}

/** `badgeCut` in English, as the simulated host answers. */
export function badgeProblem(text: string): string | undefined {
  const cut = badgeCut(text);
  return cut && inEnglish(cut);
}

/** Builds the message whatever the length; Agentty cuts a longer text (see `badgeProblem`). */
export function uiSetBadge(text: string): Notification<'ui/setBadge', { text: string }> {
  return notification('ui/setBadge', { text });
}

export interface PromptInjectParams {
  readonly text: string;
  readonly title?: string;
  readonly target?: string;
  readonly paneId?: string;
  readonly workspaceId?: string;
  readonly agent?: string;
  readonly cwd?: string;
  readonly submit?: boolean;
}

/** `prompt/inject`, always a request: the plugin waits for `{status}`. */
export function promptInject(id: number, input: PromptInjectParams): Request<'prompt/inject', PromptInjectParams> {
  const params: PromptInjectParams = {
    text: input.text,
    ...present('title', input.title),
    ...present('target', input.target),
    ...present('paneId', input.paneId),
    ...present('workspaceId', input.workspaceId),
    ...present('agent', input.agent),
    ...present('cwd', input.cwd),
    ...present('submit', input.submit),
  };
  return asRequest(notification('prompt/inject', params), id);
}

/** The methods a plugin may call, from the spec's plugin → Agentty table. */
export const PLUGIN_METHODS = [
  'ui/setPanel',
  'ui/showPanel',
  'ui/notify',
  'ui/setBadge',
  'context/get',
  'host/info',
  'host/openUrl',
  'host/revealPath',
  'prompt/inject',
  'terminal/send',
  'session/get',
  'workspace/list',
] as const;
export type PluginMethod = (typeof PLUGIN_METHODS)[number];

/** Spec error codes. */
export const ERROR_CODES = { unknownMethod: -32601, invalidParams: -32602, permissionDenied: -32001, unavailable: -32002 } as const;

/** What the simulated host answers a plugin request with; undefined for methods it does not simulate. */
export function simulatedResult(method: string): JsonValue | undefined {
  switch (method) {
    case 'ui/setPanel':
    case 'ui/showPanel':
    case 'ui/notify':
    case 'ui/setBadge':
      return null;
    case 'prompt/inject':
      // the designer has no pane to send to, so it answers as a host that asked the user
      return { status: 'asked' };
    default:
      return undefined;
  }
}
