import { tick } from 'svelte';
import { analyze, canEditInsideString, editedRange, valueAt, notValidatedYet, editInsideString, settledIssues, TYPING_PAUSE_MS, fromPointer, indexDocument, locatePaths, parseDocument, partAtOffset, replaceAt, shareStructure, toPointer, validateDocument, type Analysis, type IndexedDocument, type ParsedDocument, type LocatedIssue, type TextChange, type TextRange } from '../document';
import { isLargeDocument, validatesLater } from '../document/large-document';
import { lineColumn } from '../document/line-index';
import { BackgroundValidator } from './validation/background';
import { afterPaint } from '../preview/after-paint';
import type { PanelMode, PanelWidthSetting } from '../schema/frame';
import { NEWEST_API, type ApiVersion } from '../schema/nodes';
import type { EditorHandle } from '../editor/handle';
import { replacementBetween, treeEdit, type TreeChange } from '../visual/tree-edit';
import type { TextEdit } from '../document';
import { analyzeReactions, reactionsSchemaContext, type ReactionsAnalysis, type ScreenInput } from '../events/reactions';
import { newReaction } from '../events/reactions/form';
import { insertInArray } from '../visual/tree-ops';
import { inverse, reactionChanges, treeChanges, type Rename } from '../events/reactions/rename';
import { applyReplacement } from '../visual/json-edit';
import { exportableTreeOf, type Checked, type Design } from '../export';
import { issueSaid, refusal } from '../export/said';
import { say, type Say } from '../i18n/say';
import { analyzeManifest, defaultManifestText, type ManifestAnalysis, type ManifestContext } from '../export/manifest-text';
import { neededPermissions, type NeededPermission } from '../export/permissions';
import { HOST_LANGUAGE_MAX, type DesignDocument } from '../share/document';
import type { DocumentKind } from '../schema/bridge';
import { isRecord } from '../json';
import { readJson, writeJson } from '../storage/local';
import { readAppTheme, writeAppTheme } from './app-theme';
import { DesignFiles } from './files/design-files.svelte';
import type { DesignFile } from '../files/design-file';
import { i18n } from '../i18n/i18n.svelte';
import { renameText } from './rename-text';

export type Theme = 'light' | 'dark';

const PLACE_KEY = 'panel-designer:places';
/** Places of this many documents are remembered. */
const PLACES_KEPT = 20;
// a name no screen can take by accident: it marks the reactions tab
const REACTIONS_TAB = '\u0000reactions';
const PLUGIN_TAB = '\u0000plugin';
/** In a big document the node under the cursor is looked up once typing pauses this long. */
const CURSOR_PAUSE_MS = 250;

interface Place {
  readonly tab?: string | undefined;
  readonly preview?: string | undefined;
}

function readPlaces(): Record<string, Place> {
  const places = readJson(PLACE_KEY);
  return isRecord(places) ? (places as Record<string, Place>) : {};
}

function readPlace(documentId: string): Place | undefined {
  const place = readPlaces()[documentId];
  return isRecord(place) ? place : undefined;
}

// where the person was is a convenience: a browser that keeps nothing is reported by the documents
function writePlace(documentId: string, place: Place): void {
  const places = readPlaces();
  delete places[documentId];
  places[documentId] = place;
  writeJson(PLACE_KEY, Object.fromEntries(Object.entries(places).slice(-PLACES_KEPT)));
}

/** A part of the design and its problems, for the design-wide Problems list and the tabs' counts. */
export interface DesignPart {
  readonly tab: EditorTab;
  readonly label: string;
  readonly text: string;
  readonly issues: readonly LocatedIssue[];
}

/** Where a text's first error is, as a refusal names it. */
type TextPlace = { readonly line: string; readonly column: string };

function placeOf(text: string, issues: readonly LocatedIssue[]): TextPlace | undefined {
  const first = issues.find((issue) => issue.severity === 'error');
  if (!first) return undefined;
  const at = lineColumn(text, first.start);
  return { line: String(at.line), column: String(at.column) };
}

/** A refusal of one text of the design: its first line says which text, and where its first error is. */
function refusedText(lines: readonly Say[], place: TextPlace | undefined, which: (problem: Say, at?: TextPlace) => Say): Checked<never> {
  const [first = say('exportRefusals.noTree'), ...rest] = lines;
  return refusal([which(first, place), ...rest]);
}

const tabKey = (tab: EditorTab) => (tab.kind === 'screen' ? `screen-${tab.id}` : tab.kind);

/** The reactions list as typed; [] for an empty text, undefined when it is no list. */
function parseList(text: string): unknown[] | undefined {
  if (text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One change to the design that undo and redo can replay. */
interface Step {
  redo(): void;
  undo(): void;
  /** True when the editor's own undo or redo (pressed in a form) should take this step instead. */
  takesEditorHistory?(action: 'undo' | 'redo'): boolean;
}

/** A text of the design that edits can reach: a screen's or the reactions'. */
type Part = { readonly kind: 'reactions' } | { readonly kind: 'screen'; readonly id: number };

interface RenameCounts {
  reactions: number;
  readonly screens: Map<string, number>;
}

export interface Screen {
  readonly id: number;
  name: string;
}

/** What the editor shows: one of the screens, the reactions list, or the plugin's agentty-plugin.json. */
export type EditorTab = { readonly kind: 'screen'; readonly id: number } | { readonly kind: 'reactions' } | { readonly kind: 'plugin' };


// only the latest measure is kept, so long sessions do not grow the timeline
function measure(name: string, start: number): void {
  performance.clearMeasures(name);
  performance.measure(name, { start });
}

/** All app state in one place: the editor text is the source of truth, everything else derives from it. */
export class Workspace {
  #analysis = $state.raw<Analysis>(analyze(''));
  /** The last drawable tree of every screen, by screen id; unchanged subtrees keep their identity. */
  #trees = $state.raw<ReadonlyMap<number, unknown>>(new Map());
  /** Every screen's text as last typed (Monaco holds the live one of the open screen). */
  #texts = new Map<number, string>();
  /** Bumped when a screen's text changes outside the open editor: the other screens' problems follow it. */
  #textsChanged = $state(0);
  /** Analyses of the screens that are not open, by screen id, each good while its text is the screen's (a plain cache, not state). */
  #otherAnalyses = new Map<number, Analysis>();
  #reactionsText = $state.raw('[]');
  #contextText = $state('{}');
  /** agentty-plugin.json as typed; undefined until someone edits it, and meanwhile made from the design. */
  #pluginText = $state.raw<string | undefined>(undefined);
  #nextScreenId = 1;
  #selectedPointer = $state.raw<string | undefined>(undefined);
  /** The editor, while one shows the open tab: visual tools and the preview act on its text through it. */
  #editor: EditorHandle | undefined;
  #parsed = $state.raw<ParsedDocument | undefined>(undefined);
  /** Where the selection goes once a visual edit has reached the text. */
  #selectAfterEdit: string | undefined;
  #cursorOffset = 0;
  #drawable = $state.raw(false);
  readonly #validator = new BackgroundValidator();
  /** The open screen's string values, while they match #parsed: typing inside one skips the parse. */
  #indexed: IndexedDocument | undefined;
  #cursorTimer: ReturnType<typeof setTimeout> | undefined;
  /** The text the last edit of the open screen wrote, until typing pauses: a half-typed word's warning waits. */
  #typing = $state.raw<TextRange | undefined>(undefined);
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #screenIssues = $derived(settledIssues(this.#analysis.issues, this.#typing));
  #cursorPending = false;

  readonly #save: (doc: DesignDocument) => void;
  screens = $state<Screen[]>([]);
  tab = $state<EditorTab>({ kind: 'screen', id: 1 });
  /** The screen the preview draws: follows the editor, and reactions can switch it. */
  previewScreenId = $state(1);
  #name = $state('Untitled');
  #width = $state<PanelWidthSetting>('default');
  #mode = $state<PanelMode | undefined>(undefined);
  #hostTheme = $state<Theme>('dark');
  #api = $state<ApiVersion>(NEWEST_API);
  #hostLanguage = $state<string | undefined>(undefined);
  readonly #reactions = $derived<ReactionsAnalysis>(analyzeReactions(this.#reactionsText, this.screenInputs));
  readonly #manifestContext = $derived<ManifestContext>({ name: this.#name, api: this.#api, needed: neededPermissions({ reactions: this.#reactions.reactions ?? [] }) });
  readonly #manifest = $derived<ManifestAnalysis>(analyzeManifest(this.pluginText, this.#manifestContext));
  #appTheme = $state<Theme>(readAppTheme());

  /** The design's files (pictures for images, drops), at their paths inside the plugin's folder. */
  readonly files: DesignFiles;

  /** Which document this is: editor models and remembered places are kept per document. */
  readonly documentId: string;
  /** Panel screens, or one Agent Bridge plugin's settings: fixed for the life of the document. */
  readonly kind: DocumentKind;

  /** Opens a design; every change is handed to `save` (debounced by the caller). */
  constructor(doc: DesignDocument, save: (doc: DesignDocument) => void, documentId = 'unsaved') {
    this.#save = save;
    this.documentId = documentId;
    this.kind = doc.kind;
    this.#name = doc.name;
    this.screens = doc.screens.map((screen) => ({ id: this.#nextScreenId++, name: screen.name }));
    doc.screens.forEach((screen, i) => this.#texts.set(this.screens[i]!.id, screen.text));
    this.#reactionsText = doc.reactions;
    this.#contextText = doc.context;
    this.#pluginText = doc.plugin;
    this.#width = doc.settings.width;
    this.#mode = doc.settings.mode;
    this.#hostTheme = doc.settings.hostTheme;
    this.#api = doc.settings.api;
    this.#hostLanguage = doc.settings.language;
    this.files = new DesignFiles(doc.files ?? [], (files) => this.#filesChanged(files));
    const trees = new Map<number, unknown>();
    const parses = new Map<number, ParsedDocument>();
    for (const screen of this.screens) {
      const parsed = parseDocument(this.#texts.get(screen.id) ?? '', this.kind);
      parses.set(screen.id, parsed);
      if (parsed.drawable) trees.set(screen.id, parsed.tree);
    }
    this.#trees = trees;
    // come back where the person was: the open tab and the screen the preview showed
    const place = readPlace(documentId);
    const byName = (name: string | undefined) => this.screens.find((screen) => screen.name === name)?.id;
    const first = this.screens[0]!.id;
    this.tab = place?.tab === REACTIONS_TAB ? { kind: 'reactions' } : place?.tab === PLUGIN_TAB ? { kind: 'plugin' } : { kind: 'screen', id: byName(place?.tab) ?? first };
    this.previewScreenId = byName(place?.preview) ?? first;
    // until the editor reports its text, the open screen is what was parsed here (not an empty, stale document)
    const opening = this.tab.kind === 'screen' ? parses.get(this.tab.id) : undefined;
    if (opening) {
      this.#parsed = opening;
      this.#drawable = opening.drawable;
      this.#analysis = notValidatedYet(opening);
    }
    $effect.root(() => {
      // the first frame is drawn from the parse; the validation (zod's first run, 10-20 ms) waits for it
      $effect(() =>
        afterPaint(() => {
          if (opening && this.#parsed === opening) this.#validate(opening, performance.now());
        }),
      );
      $effect(() => {
        const tab = this.tab.kind === 'reactions' ? REACTIONS_TAB : this.tab.kind === 'plugin' ? PLUGIN_TAB : this.screens.find((screen) => screen.id === this.activeScreenId)?.name;
        const preview = this.screens.find((screen) => screen.id === this.previewScreenId)?.name;
        writePlace(documentId, { tab, preview });
      });
    });
  }

  /** The designer's own colours (not the panel's): remembered in this browser, not kept with the design. */
  get appTheme(): Theme {
    return this.#appTheme;
  }
  set appTheme(theme: Theme) {
    this.#appTheme = theme;
    writeAppTheme(theme);
  }

  get analysis(): Analysis {
    return this.#analysis;
  }
  /** The tree the preview draws: the preview screen's latest drawable tree. */
  get previewTree(): unknown {
    return this.#trees.get(this.previewScreenId);
  }
  get activeScreenId(): number | undefined {
    return this.tab.kind === 'screen' ? this.tab.id : undefined;
  }
  /** True while the open screen has no drawable tree and the preview shows an older one. */
  get stale(): boolean {
    return this.previewScreenId === this.activeScreenId && !this.#drawable && this.previewTree !== undefined;
  }
  get screenInputs(): ScreenInput[] {
    return this.screens.map((screen) => ({ name: screen.name, tree: this.#trees.get(screen.id) }));
  }
  /** The reactions checked against the screens as they are now (recomputed only when either changes). */
  get reactions(): ReactionsAnalysis {
    return this.#reactions;
  }
  /** The plugin's agentty-plugin.json text: as typed, or made from the design until someone edits it. */
  get pluginText(): string {
    return this.#pluginText ?? defaultManifestText(this.#manifestContext);
  }
  /** True while the manifest follows the design (nobody has edited it). */
  get pluginFollowsDesign(): boolean {
    return this.#pluginText === undefined;
  }
  /** The permissions the design's reactions need, each with what needs it. */
  get neededPermissions(): readonly NeededPermission[] {
    return this.#manifestContext.needed;
  }
  /** agentty-plugin.json checked by Agentty's rules and against what the design needs. */
  get manifest(): ManifestAnalysis {
    return this.#manifest;
  }
  /** Every part of the design with its errors and warnings: each screen, the reactions, the plugin's manifest. */
  readonly #parts = $derived.by((): readonly DesignPart[] => {
    void this.#textsChanged;
    const screens = this.screens.map((screen): DesignPart => {
      const open = screen.id === this.activeScreenId;
      const text = this.#texts.get(screen.id) ?? '';
      // a very large screen not open is validated when opened or exported, never on the way (its last analysis is kept)
      const kept = this.#otherAnalyses.get(screen.id);
      const analysis = open ? this.#analysis : kept?.text === text ? kept : validatesLater(text.length) ? { text, issues: [] } : this.#analysisOf(screen.id);
      return { tab: { kind: 'screen', id: screen.id }, label: i18n.t('problems.partScreen', { name: screen.name }), text: analysis.text, issues: analysis.issues };
    });
    if (this.kind === 'bridge') return screens;
    return [
      ...screens,
      { tab: { kind: 'reactions' }, label: i18n.m.screens.reactions, text: this.#reactionsText, issues: this.#reactions.issues },
      { tab: { kind: 'plugin' }, label: i18n.m.screens.plugin, text: this.pluginText, issues: this.#manifest.issues },
    ];
  });
  get parts(): readonly DesignPart[] {
    return this.#parts;
  }
  /** Opens a part of the design and puts the cursor on an issue in it. */
  revealIn(tab: EditorTab, range: TextRange): void {
    if (tabKey(tab) === tabKey(this.tab)) {
      this.revealRange(range);
      return;
    }
    // the editor swaps its text once the tab is open, and hands it over: the range is selected then
    this.#pendingReveal = { tab: tabKey(tab), range };
    this.openTab(tab);
  }
  #pendingReveal: { readonly tab: string; readonly range: TextRange } | undefined;

  /** The issues of whatever the editor shows. */
  get issues() {
    if (this.tab.kind === 'plugin') return this.#manifest.issues;
    return this.tab.kind === 'reactions' ? this.reactions.issues : this.#screenIssues;
  }
  /** The open screen's issues as shown: a warning about a word still being typed waits for a pause. */
  get screenIssues(): readonly LocatedIssue[] {
    return this.#screenIssues;
  }
  get editorText(): string {
    if (this.tab.kind === 'plugin') return this.pluginText;
    return this.tab.kind === 'reactions' ? this.#reactionsText : this.#analysis.text;
  }
  get editorUri(): string {
    return this.#uriOf(this.tab);
  }
  #uriOf(tab: EditorTab): string {
    const base = `inmemory://panel-designer/${encodeURIComponent(this.documentId)}`;
    // the suffix picks the JSON Schema Monaco completes and explains with
    if (tab.kind === 'plugin') return `${base}/agentty-plugin.plugin.json`;
    return tab.kind === 'reactions' ? `${base}/reactions.reactions.json` : `${base}/screen-${tab.id}.${this.kind}.json`;
  }
  /** The text a newly opened editor model starts with. */
  get editorInitialText(): string {
    if (this.tab.kind === 'plugin') return this.pluginText;
    return this.tab.kind === 'reactions' ? this.#reactionsText : (this.#texts.get(this.tab.id) ?? '');
  }

  /** A change from the Plugin form: through the editor like typing when it shows the manifest (Ctrl+Z undoes it). */
  editManifest(changes: readonly TreeChange[], merge?: string): void {
    const text = this.pluginText;
    const edit = treeEdit(text, [], changes);
    if (!edit) return;
    if (this.tab.kind === 'plugin' && this.#editor) {
      this.#editor.replace(edit, merge);
      return;
    }
    this.#pluginText = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    this.#scheduleSave();
  }

  /** A change from the reactions form: through the editor when it shows the reactions (Ctrl+Z undoes it). */
  editReactions(edit: TextEdit | undefined, merge?: string): void {
    this.#writePart({ kind: 'reactions' }, edit, merge);
  }
  get reactionsText(): string {
    return this.#reactionsText;
  }

  /** The reaction the reactions form should bring into view and focus, once. */
  focusReaction = $state<number>();

  /** Adds a reaction to an element's first event and opens the reactions on it; the reason when the reactions JSON holds no list. */
  addReaction(element: string): string | undefined {
    const text = this.#reactionsText;
    const list = parseList(text);
    if (!list) return i18n.t('build.reactionsNoList');
    const screen = this.screens.find((candidate) => candidate.id === this.activeScreenId)?.name;
    const reaction = newReaction(reactionsSchemaContext(this.screenInputs), element, { screen });
    const after = text.trim() === '' ? `${JSON.stringify([reaction], null, 2)}\n` : applyReplacement(text, insertInArray(text, [], list.length, reaction));
    this.#writePart({ kind: 'reactions' }, replacementBetween(text, after));
    this.openTab({ kind: 'reactions' });
    this.focusReaction = list.length;
    return undefined;
  }

  /** How many reactions answer an element's events. */
  reactionsOf(element: string): number {
    return (parseList(this.#reactionsText) ?? []).filter((reaction) => isRecord(reaction) && reaction.element === element).length;
  }

  #partText(part: Part): string {
    return part.kind === 'reactions' ? this.#reactionsText : (this.#texts.get(part.id) ?? '');
  }

  /** One edit of a part's text: through the editor when it shows that part, else into the text and any editor model kept of it. */
  #writePart(part: Part, edit: TextEdit | undefined, merge?: string): void {
    if (!edit) return;
    const uri = this.#uriOf(part);
    if (this.#editor?.shows(uri)) {
      this.#editor.replace(edit, merge);
      return;
    }
    const text = applyReplacement(this.#partText(part), edit);
    if (part.kind === 'reactions') this.#reactionsText = text;
    else if (part.id === this.activeScreenId) this.setText(text);
    else {
      this.#texts.set(part.id, text);
      this.#textsChanged++;
      const parsed = parseDocument(text, this.kind);
      if (parsed.drawable) this.#trees = new Map(this.#trees).set(part.id, shareStructure(this.#trees.get(part.id), parsed.tree));
    }
    // a model kept for that tab would put its old text back when the tab opens
    this.#editor?.syncModel(uri, edit);
    this.#scheduleSave();
  }

  /** What the last rename changed elsewhere, for the person who made it. */
  followed = $state<{ readonly kind: Rename['kind']; readonly message: string }>();

  /**
   * A name was changed in a form (`merge`: the form field's open editor step): every reference to it
   * follows, in the reactions and every screen, and the whole rename is one undo step.
   */
  followRename(rename: Rename, options: { readonly screen?: number | undefined; readonly merge?: string | undefined } = {}): void {
    if (rename.from === rename.to) return;
    const openId = this.activeScreenId;
    const counts = this.#applyRename(rename, options.screen, options.merge);
    const total = counts.reactions + [...counts.screens.values()].reduce((sum, n) => sum + n, 0);
    this.followed = total === 0 ? undefined : { kind: rename.kind, message: renameText(rename, counts, total) };
    if (rename.kind !== 'screen' && total === 0) return;
    // the typed name and what followed it on the open screen are one editor step: a form's undo takes it back there
    let openAfter = options.merge !== undefined && openId !== undefined ? this.#texts.get(openId) : undefined;
    let openBefore: string | undefined;
    const atEditorStep = (expected: string | undefined) =>
      expected !== undefined && openId !== undefined && this.#editor?.shows(this.#uriOf({ kind: 'screen', id: openId })) === true && this.#texts.get(openId) === expected;
    const step: Step = {
      undo: () => {
        if (atEditorStep(openAfter)) {
          this.#editor!.history('undo');
          openBefore = this.#texts.get(openId!);
          this.#applyRename(inverse(rename), options.screen, undefined, openId);
        } else {
          openAfter = undefined;
          this.#applyRename(inverse(rename), options.screen);
        }
      },
      redo: () => {
        if (atEditorStep(openBefore)) {
          this.#editor!.history('redo');
          openAfter = this.#texts.get(openId!);
          this.#applyRename(rename, options.screen, undefined, openId);
        } else {
          openBefore = undefined;
          this.#applyRename(rename, options.screen);
        }
      },
      takesEditorHistory: (action) => atEditorStep(action === 'undo' ? openAfter : openBefore),
    };
    this.#undoSteps = [...this.#undoSteps, step];
    this.#redoSteps = [];
    this.#scheduleSave();
  }

  /** Renames in every part (a key rename only on its own screen), leaving out the screen `skip`. */
  #applyRename(rename: Rename, keyScreen: number | undefined, merge?: string, skip?: number): RenameCounts {
    const counts: RenameCounts = { reactions: 0, screens: new Map() };
    let element: string | undefined;
    if (rename.kind === 'screen') {
      const screen = this.screens.find((candidate) => candidate.name === rename.from);
      if (screen) screen.name = rename.to;
    } else {
      for (const screen of this.screens) {
        if (rename.kind === 'key' && screen.id !== keyScreen) continue;
        const part: Part = { kind: 'screen', id: screen.id };
        const text = this.#partText(part);
        const parsed = screen.id === this.activeScreenId && this.#parsed?.text === text ? this.#parsed : parseDocument(text, this.kind);
        if (!parsed.drawable) continue;
        if (rename.kind === 'key') {
          const id = valueAt(parsed.tree, fromPointer(`${rename.node}/id`));
          element = typeof id === 'string' ? id : undefined;
        }
        if (screen.id === skip) continue;
        const changes = treeChanges(parsed.tree, rename);
        if (changes.length === 0) continue;
        this.#writePart(part, treeEdit(text, parsed.treePath, changes), screen.id === this.activeScreenId ? merge : undefined);
        counts.screens.set(screen.name, changes.length);
      }
    }
    let reactions: unknown;
    try {
      reactions = JSON.parse(this.#reactionsText);
    } catch {
      // reactions that do not parse cannot be followed: their problems already say so
    }
    const changes = reactionChanges(reactions, rename, element);
    if (changes.length) {
      this.#writePart({ kind: 'reactions' }, treeEdit(this.#reactionsText, [], changes));
      counts.reactions = changes.length;
    }
    return counts;
  }

  openTab(tab: EditorTab): void {
    // the screen being left keeps its verdict: the tabs' counts need not validate it again
    if (this.tab.kind === 'screen' && this.#analysis.text === this.#texts.get(this.tab.id)) this.#otherAnalyses.set(this.tab.id, this.#analysis);
    this.tab = tab;
    this.followed = undefined;
    if (tab.kind === 'screen') this.previewScreenId = tab.id;
  }

  /** A reaction switched screens: the preview follows, the editor stays where the person is. */
  showScreen(name: string): void {
    const screen = this.screens.find((candidate) => candidate.name === name);
    if (screen) this.previewScreenId = screen.id;
  }

  addScreen(): void {
    const taken = new Set(this.screens.map((screen) => screen.name));
    let n = this.screens.length + 1;
    while (taken.has(`screen-${n}`)) n++;
    const screen = { id: this.#nextScreenId++, name: `screen-${n}` };
    const text = '{\n  "type": "column",\n  "children": [\n    { "type": "text", "text": "New screen" }\n  ]\n}\n';
    const index = this.screens.length;
    this.#do({ redo: () => this.#insertScreen(screen, index, text), undo: () => this.#deleteScreen(screen.id) });
  }

  /** Renames a screen; refuses an empty or taken name with the reason. */
  renameScreen(id: number, name: string): string | undefined {
    const trimmed = name.trim();
    if (trimmed === '') return i18n.t('screens.nameNeeded');
    if (this.screens.some((screen) => screen.id !== id && screen.name === trimmed)) return i18n.t('screens.nameTaken', { name: trimmed });
    const screen = this.screens.find((candidate) => candidate.id === id);
    if (!screen || screen.name === trimmed) return undefined;
    // the reactions that show it follow, in the same undo step
    this.followRename({ kind: 'screen', from: screen.name, to: trimmed });
    return undefined;
  }

  removeScreen(id: number): void {
    const index = this.screens.findIndex((screen) => screen.id === id);
    if (this.screens.length < 2 || index === -1) return;
    const screen = { ...this.screens[index]! };
    const text = this.#texts.get(id) ?? '';
    this.#do({ redo: () => this.#deleteScreen(id), undo: () => this.#insertScreen(screen, index, text) });
  }

  get name(): string {
    return this.#name;
  }
  /** Renames the design (an undoable step, saved). */
  rename(name: string): void {
    const before = this.#name;
    const after = name.trim() || 'Untitled';
    if (after !== before) this.#do({ redo: () => (this.#name = after), undo: () => (this.#name = before) });
  }

  /** The panel's width (a preset, or the pixels a drag left), saved with the design. */
  get width(): PanelWidthSetting {
    return this.#width;
  }
  set width(width: PanelWidthSetting) {
    if (width === this.#width) return;
    this.#width = width;
    this.#scheduleSave();
  }
  /** The mode picked in the preview's layout menu, saved with the design; undefined follows the manifest. */
  get mode(): PanelMode | undefined {
    return this.#mode;
  }
  set mode(mode: PanelMode | undefined) {
    this.#mode = mode;
    this.#scheduleSave();
  }
  /** The host frame's theme, saved with the design. */
  get hostTheme(): Theme {
    return this.#hostTheme;
  }
  set hostTheme(theme: Theme) {
    this.#hostTheme = theme;
    this.#scheduleSave();
  }

  /** The simulated Agentty's language (initialize's `language`), saved with the design; undefined is English. */
  get hostLanguage(): string | undefined {
    return this.#hostLanguage;
  }
  set hostLanguage(code: string | undefined) {
    // English is a new design's: it is left out of the saved settings rather than written
    const next = code === 'en' || code === '' ? undefined : code;
    // a tag half typed past any language's length is not kept: the saved design must still open
    if (next === this.#hostLanguage || (next !== undefined && next.length > HOST_LANGUAGE_MAX)) return;
    this.#hostLanguage = next;
    this.#scheduleSave();
  }

  /** The Agentty plugin API version the design targets: the simulated Agentty refuses what is newer. */
  get api(): ApiVersion {
    return this.#api;
  }
  set api(api: ApiVersion) {
    if (api === this.#api) return;
    this.#api = api;
    // every verdict depends on the target: the open screen again, the others when next asked
    this.#otherAnalyses.clear();
    if (this.#parsed) this.#validate(this.#parsed, performance.now());
    this.#scheduleSave();
  }

  /** The files changed: images naming them are checked again, and the files are saved with the design. */
  #filesChanged(files: readonly DesignFile[]): void {
    this.#otherAnalyses.clear();
    this.#textsChanged++;
    if (this.#parsed) this.#validate(this.#parsed, performance.now());
    this.#save({ ...this.toDocument(), files });
  }

  /** What the analysis checks images against: the design's files by their paths inside files/ (none in a bridge design). */
  get #pictureSources(): ReadonlySet<string> | undefined {
    return this.kind === 'panel' ? this.files.sources : undefined;
  }

  // changes to the design outside the editors' texts (Monaco keeps the texts' own undo history)
  #undoSteps = $state.raw<Step[]>([]);
  #redoSteps = $state.raw<Step[]>([]);

  get canUndo(): boolean {
    return this.#undoSteps.length > 0;
  }
  get canRedo(): boolean {
    return this.#redoSteps.length > 0;
  }

  undo(): void {
    const step = this.#undoSteps.at(-1);
    if (!step) return;
    this.#undoSteps = this.#undoSteps.slice(0, -1);
    step.undo();
    this.#redoSteps = [...this.#redoSteps, step];
    this.#scheduleSave();
  }

  redo(): void {
    const step = this.#redoSteps.at(-1);
    if (!step) return;
    this.#redoSteps = this.#redoSteps.slice(0, -1);
    step.redo();
    this.#undoSteps = [...this.#undoSteps, step];
    this.#scheduleSave();
  }

  #do(step: Step): void {
    step.redo();
    this.#undoSteps = [...this.#undoSteps, step];
    this.#redoSteps = [];
    this.#scheduleSave();
  }

  #insertScreen(screen: Screen, index: number, text: string): void {
    this.#texts.set(screen.id, text);
    this.#textsChanged++;
    const parsed = parseDocument(text, this.kind);
    if (parsed.drawable) this.#trees = new Map(this.#trees).set(screen.id, parsed.tree);
    this.screens.splice(index, 0, { ...screen });
    this.openTab({ kind: 'screen', id: screen.id });
  }

  #deleteScreen(id: number): void {
    this.screens = this.screens.filter((screen) => screen.id !== id);
    this.#texts.delete(id);
    this.#otherAnalyses.delete(id);
    this.#textsChanged++;
    const trees = new Map(this.#trees);
    trees.delete(id);
    this.#trees = trees;
    const first = this.screens[0]!.id;
    if (this.previewScreenId === id) this.previewScreenId = first;
    if (this.tab.kind === 'screen' && this.tab.id === id) this.openTab({ kind: 'screen', id: first });
  }

  /** Text from the editor, for whichever tab it shows, and the one edit that made it when the editor knows it. */
  editorChanged(text: string, change?: TextChange): void {
    const reveal = this.#pendingReveal;
    if (reveal && reveal.tab === tabKey(this.tab)) {
      this.#pendingReveal = undefined;
      queueMicrotask(() => this.revealRange(reveal.range));
    }
    if (this.tab.kind === 'reactions') {
      this.#reactionsText = text;
      this.#scheduleSave();
    } else if (this.tab.kind === 'plugin') {
      // opening the tab delivers the text it showed: only a change makes the manifest the author's own
      if (text === this.pluginText) return;
      this.#pluginText = text;
      this.#scheduleSave();
    } else {
      this.setText(text, change);
    }
  }
  get selectedPointer(): string | undefined {
    return this.#selectedPointer;
  }
  /** The editor shows the open tab and takes requests (undefined while it loads or is gone). */
  attachEditor(handle: EditorHandle | undefined): void {
    this.#editor = handle;
  }

  /**
   * Sets values inside the tree as one ordinary edit of the editor's text (Ctrl+Z undoes it), going
   * through the editor like typing does. False when the text has no tree to edit.
   */
  applyEdit(changes: readonly TreeChange[]): boolean {
    const parsed = this.#parsed;
    // the edit goes to the open screen's text, so the preview must be showing that screen
    if (parsed === undefined || !parsed.drawable || this.previewScreenId !== this.activeScreenId) return false;
    const edit = treeEdit(parsed.text, parsed.treePath, changes);
    if (edit) this.replaceText(edit);
    return true;
  }

  /** The open screen as last parsed (the visual tools edit it); undefined while the reactions are open. */
  get openDocument(): ParsedDocument | undefined {
    return this.tab.kind === 'screen' ? this.#parsed : undefined;
  }
  /** The open screen's latest drawable tree, sharing unchanged subtrees with the one before. */
  get openTree(): unknown {
    return this.tab.kind === 'screen' ? this.#trees.get(this.tab.id) : undefined;
  }

  /**
   * A visual edit: one replacement of the open screen's text, through the editor like typing (one undo
   * step; `merge` joins it to the previous edit with the same key, as typing a word is one step).
   * `select` is the pointer to select once the text has changed.
   */
  replaceText(replacement: TextEdit, options: { select?: string | undefined; merge?: string | undefined } = {}): void {
    if (this.tab.kind !== 'screen') return;
    this.previewScreenId = this.tab.id;
    this.#selectAfterEdit = options.select;
    this.#editor?.replace(replacement, options.merge);
    // the edit reached the text synchronously (setText took the selection); without an editor nothing changed
    this.#selectAfterEdit = undefined;
  }

  /** Undo or redo in the editor's history, from outside the editor. */
  requestHistory(action: 'undo' | 'redo'): void {
    // a rename made in a form is one step across the design: its undo takes back every reference too
    const top = action === 'undo' ? this.#undoSteps.at(-1) : this.#redoSteps.at(-1);
    if (top?.takesEditorHistory?.(action)) void (action === 'undo' ? this.undo() : this.redo());
    else this.#editor?.history(action);
  }

  /** The open screen's new text; `change` is the edit that made it from the last one, when known. */
  setText(text: string, change?: TextChange): void {
    // user timing marks: the benchmark reads them, and so does DevTools' performance panel
    const start = performance.now();
    const inPlace = this.#editedInPlace(text, change);
    let parsed = inPlace ?? parseDocument(text, this.kind);
    const id = this.activeScreenId;
    this.#noteTyping(change);
    if (id !== undefined) {
      this.#texts.set(id, text);
      if (parsed.drawable) {
        // an edit in place already shares every subtree it did not touch
        const tree = inPlace ? inPlace.tree : shareStructure(this.#trees.get(id), parsed.tree);
        // the parsed document holds the shared tree too, so the next edit in place starts from it
        if (tree !== parsed.tree) parsed = { ...parsed, tree, value: replaceAt(parsed.value, parsed.treePath, tree) };
        this.#trees = new Map(this.#trees).set(id, tree);
      }
    }
    this.#parsed = parsed;
    this.#drawable = parsed.drawable;
    void tick().then(() => measure('pd:update', start));
    this.#validate(parsed, start);
    // indexed after a full parse, off the keystroke, for the keys that follow (not after validation,
    // whose answers stay behind while someone types)
    if (isLargeDocument(text.length) && !inPlace) {
      setTimeout(() => {
        if (this.#parsed === parsed) this.#indexed = indexDocument(parsed);
      }, 0);
    }
    measure('pd:sync', start);
    this.#scheduleSave();
    const select = this.#selectAfterEdit;
    this.#selectAfterEdit = undefined;
    if (select !== undefined) this.selectInEditor(select);
  }

  /** Validates the open screen's text: at once when it is small, else after the preview (in a worker when very large). */
  #validate(parsed: ParsedDocument, start: number): void {
    if (validatesLater(parsed.text.length)) {
      // the newest text first: an answer for older text is dropped
      this.#validator.validate(parsed, this.kind, this.#api, (analysis) => {
        if (this.#parsed !== parsed) return;
        this.#analysis = analysis;
        measure('pd:validated', start);
      }, this.#pictureSources);
    } else {
      this.#analysis = validateDocument(parsed, { api: this.#api, files: this.#pictureSources });
      measure('pd:validated', start);
    }
  }

  /** True when this edit of the open screen is applied without parsing: cheap enough for the keystroke's own frame. */
  canEditInPlace(change: TextChange): boolean {
    const indexed = this.#currentIndex;
    return indexed !== undefined && canEditInsideString(indexed, change);
  }

  /** The string index, when it describes the open screen as last parsed. */
  get #currentIndex(): IndexedDocument | undefined {
    return this.#indexed?.doc === this.#parsed ? this.#indexed : undefined;
  }

  /** A large document after an edit inside one string value, without parsing it again; undefined otherwise. */
  #editedInPlace(text: string, change: TextChange | undefined): ParsedDocument | undefined {
    const indexed = this.#currentIndex;
    this.#indexed = undefined;
    if (!change || !indexed) return undefined;
    const doc = editInsideString(indexed, text, change);
    // the index moved with the edit: it now describes the new document
    if (doc) this.#indexed = { doc, strings: indexed.strings };
    return doc;
  }

  /** The editor cursor moved: highlight the drawn part under it, after the keystroke's own frame. */
  cursorMoved(offset: number): void {
    if (this.tab.kind !== 'screen') return;
    this.#cursorOffset = offset;
    // finding the part scans the text up to the cursor: keep it off the keystroke path, and in a big
    // document (about 100 ms a scan at 10,000 nodes) wait until the typing pauses
    const large = isLargeDocument((this.#parsed ?? this.#analysis).text.length);
    if (this.#cursorPending && !large) return;
    clearTimeout(this.#cursorTimer);
    this.#cursorPending = true;
    this.#cursorTimer = setTimeout(() => {
      this.#cursorPending = false;
      // the latest parse: a large document's validation (in a worker) may not have caught up yet
      const { text, treePath, parsed } = this.#parsed ?? this.#analysis;
      if (!parsed) return;
      const path = partAtOffset(text, this.#cursorOffset, treePath);
      this.#selectedPointer = path === undefined ? undefined : toPointer(path);
    }, large ? CURSOR_PAUSE_MS : 16);
  }

  #noteTyping(change: TextChange | undefined): void {
    clearTimeout(this.#typingTimer);
    this.#typing = change ? editedRange(change) : undefined;
    if (change) this.#typingTimer = setTimeout(() => (this.#typing = undefined), TYPING_PAUSE_MS);
  }

  /** A part of the preview was clicked: select its JSON in the editor. */
  selectInEditor(pointer: string): void {
    // the latest parse: a large document's validation may not have caught up yet
    const { text, treePath, parsed } = this.#parsed ?? this.#analysis;
    this.#selectedPointer = pointer;
    // the editor holds another screen or the reactions: nothing there to select
    if (!parsed || this.previewScreenId !== this.activeScreenId) return;
    const path = [...treePath, ...fromPointer(pointer)];
    // an indexed document repeats no key, so the scan may stop at the node
    const range = locatePaths(text, [path], { uniqueKeys: this.#currentIndex !== undefined }).get(toPointer(path))?.value;
    if (range) this.#editor?.select(range);
  }

  /** Moves the editor cursor to an issue. */
  revealRange(range: TextRange): void {
    this.#editor?.select(range, { focus: true });
  }

  /** The whole design for the plugin generators: every screen and the reactions, or why it cannot be exported. */
  exportDesign(): Checked<Design> {
    const screens: Design['screens'] = [];
    for (const screen of this.screens) {
      const analysis = this.screenAnalysis(screen.id);
      const tree = exportableTreeOf(analysis);
      const name = `"${screen.name}"`;
      const onScreen = (problem: Say, at?: TextPlace) => (at ? say('exportRefusals.onScreenAt', { name, ...at, problem }) : say('exportRefusals.onScreen', { name, problem }));
      if (!tree.ok) return refusedText(tree.said ?? [say('exportRefusals.line', { text: tree.reason })], placeOf(analysis.text, analysis.issues), onScreen);
      screens.push({ name: screen.name, tree: tree.value });
    }
    const reactions = this.reactions;
    if (reactions.hasErrors || !reactions.reactions) {
      const first = reactions.issues.find((issue) => issue.severity === 'error');
      const onReactions = (problem: Say, at?: TextPlace) => (at ? say('exportRefusals.onReactionsAt', { ...at, problem }) : say('exportRefusals.onReactions', { problem }));
      return refusedText([first ? issueSaid(first) : say('exportRefusals.reactionsDoNotParse')], placeOf(this.#reactionsText, reactions.issues), onReactions);
    }
    const manifest = this.#manifest;
    if (manifest.hasErrors || !manifest.manifest) {
      const first = manifest.issues.find((issue) => issue.severity === 'error');
      const onPlugin = (problem: Say, at?: TextPlace) => (at ? say('exportRefusals.onPluginAt', { ...at, problem }) : say('exportRefusals.onPlugin', { problem }));
      return refusedText([first ? issueSaid(first) : say('exportRefusals.pluginDoesNotParse')], placeOf(this.pluginText, manifest.issues), onPlugin);
    }
    return { ok: true, value: { name: this.name, screens, reactions: reactions.reactions, api: this.#api, manifest: manifest.manifest, files: this.files.list } };
  }

  /** The screen the editor has open, or else the one the preview draws: what the export offers first. */
  get exportScreenId(): number {
    return this.activeScreenId ?? this.previewScreenId;
  }

  /** Any screen's analysis: the open screen's live one, another's from its saved text. */
  screenAnalysis(id: number): Analysis {
    return id === this.activeScreenId ? this.#analysis : this.#analysisOf(id);
  }

  /** The analysis of a screen that is not open, kept while its text and the target API stay the same (export reads it per keystroke). */
  #analysisOf(id: number): Analysis {
    const text = this.#texts.get(id) ?? '';
    let analysis = this.#otherAnalyses.get(id);
    // the same string is compared by reference: no pass over a big text on each keystroke elsewhere
    if (analysis?.text !== text) {
      analysis = analyze(text, this.kind, { api: this.#api, files: this.#pictureSources });
      this.#otherAnalyses.set(id, analysis);
    }
    return analysis;
  }

  /** Everything the design holds, as one versioned document, its files included (when it has any). */
  toDocument(): DesignDocument {
    return {
      version: 1,
      name: this.name,
      kind: this.kind,
      screens: this.screens.map((screen) => ({ name: screen.name, text: this.#texts.get(screen.id) ?? '' })),
      reactions: this.#reactionsText,
      context: this.#contextText,
      ...(this.#pluginText === undefined ? {} : { plugin: this.#pluginText }),
      settings: {
        width: this.width,
        ...(this.#mode === undefined ? {} : { mode: this.#mode }),
        hostTheme: this.hostTheme,
        api: this.api,
        ...(this.#hostLanguage === undefined ? {} : { language: this.#hostLanguage }),
      },
      ...(this.files.list.length ? { files: this.files.list } : {}),
    };
  }

  /** The `context` sent with every simulated message, kept with the design. */
  get contextText(): string {
    return this.#contextText;
  }
  set contextText(text: string) {
    this.#contextText = text;
    this.#scheduleSave();
  }

  // the texts alone: files are saved when they change, never copied again on every keystroke
  #scheduleSave(): void {
    const { files: _files, ...doc } = this.toDocument();
    this.#save(doc);
  }
}
