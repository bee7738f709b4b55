// The shapes shared by the host core (pure), the Node server and CLI (node/), and the browser's Live mode.
import type { Say } from '../i18n/say';
import type { LocatedIssue } from '../document';
import type { InitializeInput, Message, NotifyKind, WireEntry } from '../events';
import type { JsonObject, JsonValue } from '../json';
import { MANIFEST_PERMISSIONS, type ManifestPermission } from '../manifest/rules';
import type { PanelMode, PanelSurface } from '../schema/frame';

/** What agentty-plugin.json may declare: all nine are granted or withheld, as Agentty checks each call. */
export const PERMISSIONS = MANIFEST_PERMISSIONS;
export type Permission = ManifestPermission;
export type Grants = Readonly<Record<Permission, boolean>>;

/** What "started" the plugin: sent right after `initialize`. */
export type Starter =
  | { readonly kind: 'panel/open' }
  | { readonly kind: 'command/execute'; readonly command: string; readonly args: JsonValue }
  | { readonly kind: 'url/open'; readonly path: string; readonly query: Readonly<Record<string, string>> };

/** Simulated Agentty: workspaces, panes and sessions (schema in ./environment.ts). */
export interface Environment {
  /** false: no Agentty window is open, so pane and session calls are unavailable (-32002). */
  readonly windowOpen: boolean;
  readonly focusedPaneId: string | null;
  readonly workspaces: readonly SimWorkspace[];
}
export interface SimWorkspace {
  readonly id: string;
  readonly name: string;
  readonly cwd: string;
  readonly active: boolean;
  readonly panes: readonly SimPane[];
}
export interface SimPane {
  readonly id: string;
  readonly title: string;
  readonly cwd: string;
  /** The coding agent running in the pane, if any ("claude", "codex", …). */
  readonly agent: string | null;
  /** null: no session yet (session/get answers -32002). */
  readonly session: SimSession | null;
}
export interface SimSession {
  readonly sessionId: string;
  readonly title: string;
  readonly status: string;
  readonly turns: readonly JsonObject[];
}

export interface HostSettings {
  readonly initialize: InitializeInput;
  readonly starter: Starter;
  readonly grants: Grants;
  readonly environment: Environment;
  /** How long the host waits for the answer to `initialize` before it reports a violation and stops the plugin. */
  readonly initializeTimeoutMs: number;
}

/** Lines that are not JSON-RPC: stderr, non-JSON stdout, lines over 16 MB, and the host's own notes. */
export interface PluginLogEntry {
  readonly seq: number;
  readonly time: number;
  readonly stream: 'stderr' | 'stdout' | 'host';
  readonly text: string;
  /** A host note's sentences as data, for the interface language; `text` is their English. */
  readonly said?: readonly Say[];
}

/** A spec rule the plugin broke: shown in the UI and in check-plugin's report. */
export interface Violation {
  readonly time: number;
  /** A short stable name, e.g. "tree-invalid", "flood", "notify-kind", "initialize-timeout". */
  readonly rule: string;
  /** One sentence, naming the spec's rule and what the plugin did. */
  readonly message: string;
  /** `message`'s sentences as data, for the interface language. */
  readonly said?: readonly Say[];
  /** The wire entry that broke it, when there is one. */
  readonly seq?: number;
}

/** What the host core asks of whoever runs it, besides the lines it writes to the plugin. */
export type HostEffect =
  /** A tree Agentty accepts; `advice`: its warnings ("tree.children[0].id: …"), when it has any. */
  | { readonly kind: 'panel'; readonly tree: JsonValue; readonly advice?: readonly string[] }
  /** An invalid tree: never drawn; `text` is the pretty JSON that `issues`' ranges point into. */
  | { readonly kind: 'rejectedPanel'; readonly text: string; readonly issues: readonly LocatedIssue[] }
  | { readonly kind: 'showPanel' }
  | { readonly kind: 'toast'; readonly message: string; readonly notifyKind: NotifyKind }
  | { readonly kind: 'badge'; readonly text: string }
  /** Shown as a link the user may follow; never opened by itself. */
  | { readonly kind: 'openUrl'; readonly url: string }
  | { readonly kind: 'revealPath'; readonly path: string }
  | { readonly kind: 'promptInject'; readonly params: JsonObject; readonly result: JsonValue }
  | { readonly kind: 'terminalSend'; readonly paneId: string; readonly text: string; readonly submit: boolean }
  | { readonly kind: 'initialized' }
  /** storage/set: the plugin keeps `value` under `key` (null: removed). */
  | { readonly kind: 'storage'; readonly key: string; readonly value: JsonValue | null }
  /** host/copy: what would be on the clipboard; the designer never writes the user's clipboard. */
  | { readonly kind: 'copy'; readonly text: string }
  /** A method of Agentty the designer does not simulate was called (answered -32002). */
  | { readonly kind: 'notSimulated'; readonly method: string }
  | { readonly kind: 'violation'; readonly violation: Violation }
  /** The runner must stop the plugin now (flood, initialize timeout): SIGTERM, then SIGKILL 1.5 s later. */
  | { readonly kind: 'stop'; readonly reason: string; readonly said: Say };

export interface HostStep {
  /** Messages to write to the plugin's stdin, in order (already recorded in the wire log). */
  readonly toPlugin: readonly Message[];
  readonly wire: readonly WireEntry[];
  readonly log: readonly PluginLogEntry[];
  readonly effects: readonly HostEffect[];
}

/** What the browser may send the server: validated there by CLIENT_MESSAGE (./client-message.ts). */
export type ClientMessage =
  /** A `ui/event` from the preview; the host adds `context`. */
  | { readonly type: 'event'; readonly params: { readonly element: string; readonly event: string; readonly value?: JsonValue; readonly item?: string; readonly action?: string } }
  /** A host message of the simulator; the host adds `context` (and builds `url` for url/open). */
  | { readonly type: 'host'; readonly message: { readonly method: 'panel/open' | 'panel/close' | 'context/changed' | 'shutdown' } | { readonly method: 'command/execute'; readonly command: string; readonly args: JsonValue } | { readonly method: 'url/open'; readonly path: string; readonly query: Readonly<Record<string, string>> } }
  | { readonly type: 'settings'; readonly settings: HostSettings }
  | { readonly type: 'restart' }
  | { readonly type: 'stop' };

export type ProcessStatus =
  | { readonly state: 'starting' | 'running'; readonly pid: number; readonly since: number; readonly awaitingInitializeUntil?: number }
  | { readonly state: 'stopping'; readonly pid: number; readonly reason: string; readonly said?: readonly Say[] }
  | { readonly state: 'exited'; readonly code: number | null; readonly signal: string | null; readonly reason: string; readonly said?: readonly Say[] };

/** What the server tells the browser: the whole session on connect, then increments. */
export type ServerMessage =
  | { readonly type: 'snapshot'; readonly session: SessionSnapshot }
  | { readonly type: 'step'; readonly wire: readonly WireEntry[]; readonly log: readonly PluginLogEntry[]; readonly effects: readonly HostEffect[] }
  | { readonly type: 'status'; readonly status: ProcessStatus }
  | { readonly type: 'settings'; readonly settings: HostSettings }
  /** A client message the server refused (bad shape, plugin not running, …). */
  | { readonly type: 'refused'; readonly reason: string; readonly said?: readonly Say[] };

export interface SessionSnapshot {
  /** What runs, from the command line only: e.g. ["node", "index.mjs"], in `dir`. */
  readonly program: { readonly runtime: 'node' | 'python' | 'executable'; readonly main: string; readonly dir: string; readonly command: readonly string[] };
  readonly settings: HostSettings;
  readonly status: ProcessStatus;
  readonly wire: readonly WireEntry[];
  readonly log: readonly PluginLogEntry[];
  readonly violations: readonly Violation[];
  /** The last panel the plugin sent, drawn or rejected. */
  readonly panel: Extract<HostEffect, { kind: 'panel' | 'rejectedPanel' }> | null;
  readonly badge: string;
  /** Toasts, links and what was copied in the last minute, so a reload shows what was on screen. */
  readonly recent: readonly Extract<HostEffect, { kind: 'toast' | 'openUrl' | 'copy' }>[];
  /** What the plugin keeps (storage/*) in this host's session. */
  readonly storage: JsonObject;
  /** What agentty-plugin.json contributes, for the Live page: the panel's title and icon, the commands. */
  readonly contributes: Contributes;
}

/** contributes.panel and contributes.commands of agentty-plugin.json, as far as they are readable. */
export interface Contributes {
  /** The heading (the panel's title and icon, else the plugin's name and icon) and where Agentty places the panel. */
  readonly panel?: { readonly title?: string; readonly icon?: string; readonly mode?: PanelMode; readonly surface?: PanelSurface };
  readonly commands: readonly { readonly id: string; readonly title: string; readonly description?: string }[];
}
