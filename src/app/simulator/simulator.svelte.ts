import { fromPointer, valueAt } from '../../document';
import {
  clearEntries,
  commandExecute,
  contextChanged,
  createWireLog,
  elementsIn,
  eventFor,
  filterEntries,
  initialize,
  methodsIn,
  nextRequestId,
  panelClose,
  panelOpen,
  parseContext,
  record,
  shutdown,
  urlOpenForPlugin,
  type ContextResult,
  type EventPayload,
  type EventSource,
  type JsonObject,
  type JsonValue,
  type Message,
  type WireEntry,
  type WireLog,
} from '../../events';
import { DEFAULT_INPUT_CHANGE_MODE, INPUT_CHANGE_MODES, TOAST_DURATION_MS, TOAST_MAX, type ApiVersion, type InputChangeMode } from '../../schema';
import { pluginSends } from '../../events/wire-log';
import { reactTo, type ReactionMessage, type ReactionsAnalysis, type ScreenInput, type ValueSet } from '../../events/reactions';
import { isRecord, type LooseNode } from '../../preview/coerce';
import { Selection } from '../../preview/context.svelte';
import type { Interaction } from '../../preview/interaction.svelte';
import { WidgetState } from '../../preview/widget-state.svelte';
import type { TreeChange } from '../../visual/tree-edit';
import { pointerOfElement, pointerOfTarget } from '../../events/find-element';
import { readKey, writeKey } from '../../storage/local';
import type { WireLogSource } from './wire-source';
import type { HostMessageTarget, InitializeFormFields } from './host-inputs';
import { formatNumber, i18n } from '../../i18n/i18n.svelte';
import { issueText, saidEach } from '../../i18n/issue-text';

const { t } = i18n;

/** What the simulator needs of the document: the drawn tree and a way to edit it. */
export interface SimulatedDocument {
  readonly previewTree: unknown;
  /** The prototype's reactions, checked against the screens. */
  readonly reactions: ReactionsAnalysis;
  readonly screenInputs: readonly ScreenInput[];
  /** A reaction switched screens. */
  showScreen(name: string): void;
  /** The `context` JSON text, kept with the design. */
  contextText: string;
  /** The text does not parse: the preview shows an older tree, which cannot be edited. */
  readonly stale: boolean;
  /** The Agentty API version the design targets: `initialize` announces it. */
  readonly api: ApiVersion;
  /** The simulated Agentty's language kept with the design; undefined: English. */
  readonly hostLanguage?: string | undefined;
  applyEdit(changes: readonly TreeChange[]): boolean;
}

const MODE_KEY = 'panel-designer:input-change-mode';
const KEEP_CLICKS_KEY = 'panel-designer:keep-clicks';


function isMode(value: unknown): value is InputChangeMode {
  return (INPUT_CHANGE_MODES as readonly unknown[]).includes(value);
}

/** The widget types whose state "write state into tree" copies into their `value` (a tab strip's is the picked tab). */
const VALUE_WIDGETS: ReadonlySet<unknown> = new Set(['input', 'toggle', 'choice', 'checkbox', 'select', 'tabs']);

export type InitializeForm = InitializeFormFields;

/**
 * The simulated host side of a session: it turns widget interactions and hand-sent host notifications
 * into the exact lines Agentty would write to the plugin, and keeps the wire log of them.
 */
export class Simulator implements Interaction, WireLogSource, HostMessageTarget {
  readonly logFileName = 'simulated-session.ndjson';
  readonly widgets = new WidgetState();
  readonly highlight = new Selection();

  #log = $state.raw<WireLog>(createWireLog());
  #inputMode = $state<InputChangeMode>(DEFAULT_INPUT_CHANGE_MODE);

  /** Show only lines of this method ('' for all). */
  methodFilter = $state('');
  /** Show only `ui/event` lines of this element ('' for all). */
  elementFilter = $state('');
  // the notice's words are written when it is read, so a language switch redraws it
  #notice = $state.raw<{ readonly text: () => string; readonly blocked: boolean } | undefined>(undefined);
  /** Why the last interaction sent nothing, or what the last action did. */
  get notice(): { readonly text: string; readonly blocked: boolean } | undefined {
    return this.#notice && { text: this.#notice.text(), blocked: this.#notice.blocked };
  }
  /** The plugin as `initialize` introduces it; its id also names the plugin in `url/open` links. */
  initializeForm = $state<InitializeForm>({
    agenttyVersion: '1.0.0',
    pluginId: 'my-plugin',
    pluginName: 'My Plugin',
    pluginVersion: '0.1.0',
    pluginDir: '/home/me/.agentty/plugins/my-plugin',
    pluginDataDir: '/home/me/.agentty/plugin-data/my-plugin',
    language: 'en',
  });

  readonly #document: SimulatedDocument;

  constructor(document: SimulatedDocument) {
    this.#document = document;
    this.initializeForm.language = document.hostLanguage ?? 'en';
    const mode = readKey(MODE_KEY);
    if (isMode(mode)) this.#inputMode = mode;
    this.widgets.keepsClicks = readKey(KEEP_CLICKS_KEY) === 'true';
  }

  /** Clicks change toggles, choices and tabs by themselves: a prototyping shortcut, not Agentty's behaviour. */
  get keepsClicks(): boolean {
    return this.widgets.keepsClicks;
  }
  set keepsClicks(keep: boolean) {
    this.widgets.keepsClicks = keep;
    writeKey(KEEP_CLICKS_KEY, String(keep));
  }

  get log(): WireLog {
    return this.#log;
  }
  get entries(): readonly WireEntry[] {
    return this.#log.entries;
  }
  /** The entries the filters let through. */
  get shown(): WireEntry[] {
    return filterEntries(this.#log.entries, { method: this.methodFilter || undefined, element: this.elementFilter || undefined });
  }
  get methods(): string[] {
    return methodsIn(this.#log.entries);
  }
  get elements(): string[] {
    return elementsIn(this.#log.entries);
  }

  get inputMode(): InputChangeMode {
    return this.#inputMode;
  }
  set inputMode(mode: InputChangeMode) {
    this.#inputMode = mode;
    writeKey(MODE_KEY, mode);
  }

  // parsed on each read: contexts are small, and the text lives with the document
  get #parsedContext(): ContextResult {
    return parseContext(this.#document.contextText);
  }

  get contextText(): string {
    return this.#document.contextText;
  }
  set contextText(text: string) {
    this.#document.contextText = text;
  }
  get context(): ContextResult {
    return this.#parsedContext;
  }

  /** A preview widget emitted an event: log the `ui/event` the host would send, or say why it sends none. */
  emit(node: LooseNode, _path: string, event: string, payload: EventPayload): void {
    const context = this.#parsedContext;
    if (!context.ok) {
      this.#block(() => t('simulator.notSent', { reason: issueText(context) }));
      return;
    }
    const result = eventFor(node as EventSource, event, payload, context.value);
    if (!result.ok) {
      // a disabled control is silent in the host too; it never gets here, but say so if it does
      this.#block(() => t('simulator.notSent', { reason: issueText({ message: result.problem, say: result.say }) }));
      return;
    }
    this.#send(result.notification);
    this.#react(result.params);
  }

  /** Toasts the host frame shows (ui/notify that was not dropped), newest last. */
  toasts = $state.raw<{ id: number; message: string; kind: string }[]>([]);
  /** The panel tab's badge, as the last ui/setBadge left it. */
  badge = $state<string | undefined>(undefined);
  #toastId = 0;

  /** The tree the simulated plugin last redrew with setValue, and the drawn tree it was made from. */
  #redrawn: { readonly from: unknown; readonly tree: unknown } | undefined;

  /** What the simulated plugin shows: the drawn screen, or its redrawing of it while the screen is unchanged. */
  get #shown(): unknown {
    const tree = this.#document.previewTree;
    const redrawn = this.#redrawn;
    return redrawn !== undefined && redrawn.from === tree ? redrawn.tree : tree;
  }

  /** Runs the prototype's reactions to an event: each action is logged as the plugin message it stands for. */
  #react(event: Parameters<typeof reactTo>[1]): void {
    const reactions = this.#document.reactions.reactions;
    if (!reactions?.length) return;
    const outcome = reactTo(reactions, event, { screens: this.#document.screenInputs, nextRequestId: nextRequestId(this.#log, 'fromPlugin'), shown: this.#shown });
    for (const message of outcome.messages) this.#fromPlugin(message);
    if (outcome.nextScreen !== undefined) {
      this.#document.showScreen(outcome.nextScreen);
      // a new tree is drawn as sent; kept clicks are the designer's shortcut and stay
      if (!this.widgets.keepsClicks) this.widgets.clear();
      this.#redrawn = undefined;
    }
    if (outcome.valuesSet.length) this.#showValues(outcome.valuesSet, outcome.shown);
    const names = outcome.missingScreens.map((name) => `"${name}"`).join(', ');
    if (outcome.missingScreens.length) this.#block(() => t('simulator.noScreen', { names }));
    else if (outcome.unsent.length) this.#block(() => saidEach(outcome.unsent).join(' '));
  }

  /** The preview draws what setValue redrew: each value held on its widget until the tree changes it. */
  #showValues(values: readonly ValueSet[], shown: unknown): void {
    const tree = this.#document.previewTree;
    this.#redrawn = { from: tree, tree: shown };
    for (const { element, value } of values) {
      const pointer = pointerOfElement(tree, element);
      const node = pointer === undefined ? undefined : valueAt(tree, fromPointer(pointer));
      if (pointer !== undefined && isRecord(node)) this.widgets.at(pointer).set(node, value);
    }
  }

  #fromPlugin(message: ReactionMessage): void {
    const { log, added } = pluginSends(this.#log, message, Date.now());
    this.#log = log;
    const params = (message as { params?: Record<string, unknown> }).params ?? {};
    if (message.method === 'ui/setBadge') this.badge = String(params.text ?? '');
    if (message.method === 'ui/notify' && !added.some((entry) => entry.dropped)) {
      const toast = { id: ++this.#toastId, message: String(params.message ?? ''), kind: String(params.kind ?? 'info') };
      this.toasts = [...this.toasts, toast].slice(-TOAST_MAX);
      setTimeout(() => (this.toasts = this.toasts.filter((shown) => shown !== toast)), TOAST_DURATION_MS);
    }
  }

  panelOpen(): void {
    this.#sendWithContext(panelOpen);
  }
  panelClose(): void {
    this.#sendWithContext(panelClose);
  }
  contextChanged(): void {
    this.#sendWithContext(contextChanged);
  }
  shutdown(): void {
    this.#send(shutdown());
  }
  commandExecute(command: string, args: JsonValue): void {
    this.#sendWithContext((context) => commandExecute({ command, args, context }));
  }
  urlOpen(path: string, query: Readonly<Record<string, string>>): void {
    this.#sendWithContext((context) => urlOpenForPlugin(this.initializeForm.pluginId, { path, query, context }));
  }
  /** `initialize` as a request, with the next Agentty → plugin id. */
  initialize(): void {
    const form = this.initializeForm;
    this.#sendWithContext((context) =>
      initialize(nextRequestId(this.#log, 'toPlugin'), {
        apiVersion: this.#document.api,
        agentty: { version: form.agenttyVersion },
        plugin: { id: form.pluginId, name: form.pluginName, version: form.pluginVersion, dir: form.pluginDir, dataDir: form.pluginDataDir },
        language: form.language,
        context,
      }),
    );
  }

  /** Empties the log; request ids go on counting, as they would in the same session. */
  clear(): void {
    this.#log = clearEntries(this.#log);
    this.#notice = undefined;
  }

  /** Forgets what the user typed, toggled and chose: the preview shows the tree as written. */
  resetState(): void {
    this.widgets.clear();
    this.#redrawn = undefined;
    this.#notice = { text: () => t('simulator.stateReset'), blocked: false };
  }

  /** Copies widget state into the document (the `value` of inputs, toggles, checkboxes, choices, selects and tabs) as one undoable edit. */
  writeStateIntoTree(): void {
    const tree = this.#document.previewTree;
    if (this.#document.stale) {
      this.#block(() => t('simulator.cannotWriteParse'));
      return;
    }
    const changes: TreeChange[] = [];
    for (const [path, held] of this.widgets.entries()) {
      const node = valueAt(tree, fromPointer(path));
      if (!isRecord(node) || !VALUE_WIDGETS.has(node.type)) continue;
      if (!this.widgets.holds(path, node)) continue;
      changes.push({ pointer: `${path}/value`, value: held.value });
    }
    if (changes.length === 0) {
      this.#notice = { text: () => t('simulator.nothingToWrite'), blocked: false };
      return;
    }
    if (!this.#document.applyEdit(changes)) {
      this.#block(() => t('simulator.cannotWriteTree'));
      return;
    }
    this.widgets.clear();
    const wrote = changes.length;
    this.#notice = { text: () => t('simulator.wrote', { count: wrote, values: formatNumber(wrote) }), blocked: false };
  }

  /** Points out in the preview the part a log line is about (or nothing). */
  highlightEntry(entry: WireEntry | undefined): void {
    if (entry?.element === undefined) {
      this.highlight.set(undefined);
      return;
    }
    const message = JSON.parse(entry.line) as { params?: { event?: unknown; item?: unknown; action?: unknown; value?: unknown } };
    const params = message.params ?? {};
    this.highlight.set(pointerOfTarget(this.#document.previewTree, { element: entry.element, event: params.event, item: params.item, action: params.action, value: params.value }));
  }

  #sendWithContext(build: (context: JsonObject) => Message): void {
    const context = this.#parsedContext;
    if (!context.ok) {
      this.#block(() => t('simulator.notSent', { reason: issueText(context) }));
      return;
    }
    this.#send(build(context.value));
  }

  #send(message: Message): void {
    this.#log = record(this.#log, 'toPlugin', message, Date.now()).log;
    this.#notice = undefined;
  }

  #block(text: () => string): void {
    this.#notice = { text, blocked: true };
  }
}
