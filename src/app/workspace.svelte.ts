import { tick } from 'svelte';
import { analyze, fromPointer, locatePaths, parseDocument, partAtOffset, shareStructure, toPointer, validateDocument, type Analysis, type ParsedDocument, type TextRange } from '../document';
import { isLargeDocument } from './large-document';
import type { PanelWidth } from '../schema/decisions';
import type { SelectRequest } from '../editor/select-request';
import type { EditRequest } from '../editor/edit-request';
import { treeEdit, type TreeChange } from './tree-edit';
import { starterText } from './starter';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'panel-designer:text';

function savedText(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? starterText;
  } catch {
    return starterText;
  }
}

// only the latest measure is kept, so long sessions do not grow the timeline
function measure(name: string, start: number): void {
  performance.clearMeasures(name);
  performance.measure(name, { start });
}

/** All app state in one place: the editor text is the source of truth, everything else derives from it. */
export class Workspace {
  #analysis = $state.raw<Analysis>(analyze(''));
  #previewTree = $state.raw<unknown>(undefined);
  #selectedPointer = $state.raw<string | undefined>(undefined);
  #selectRequest = $state.raw<SelectRequest | undefined>(undefined);
  #editRequest = $state.raw<EditRequest | undefined>(undefined);
  #parsed: ParsedDocument | undefined;
  #saveTimer: ReturnType<typeof setTimeout> | undefined;
  #cursorOffset = 0;
  #drawable = $state.raw(false);
  #pendingValidation: ParsedDocument | undefined;
  #cursorPending = false;

  readonly initialText = savedText();
  /** Set when saving to this browser failed, so the UI can say so. */
  saveError = $state<string | undefined>(undefined);
  width = $state<PanelWidth>('default');
  hostTheme = $state<Theme>('light');
  appTheme = $state<Theme>(typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

  get analysis(): Analysis {
    return this.#analysis;
  }
  /** The tree the preview draws: the latest one that parsed, sharing unchanged subtrees with the previous one. */
  get previewTree(): unknown {
    return this.#previewTree;
  }
  /** True while the text has no drawable tree and the preview shows an older one. */
  get stale(): boolean {
    return !this.#drawable && this.#previewTree !== undefined;
  }
  get selectedPointer(): string | undefined {
    return this.#selectedPointer;
  }
  get selectRequest() {
    return this.#selectRequest;
  }
  get editRequest() {
    return this.#editRequest;
  }

  /**
   * Sets values inside the tree as one ordinary edit of the editor's text (Ctrl+Z undoes it), going
   * through the editor like typing does. False when the text has no tree to edit.
   */
  applyEdit(changes: readonly TreeChange[]): boolean {
    const parsed = this.#parsed;
    if (parsed === undefined || !parsed.drawable) return false;
    const edit = treeEdit(parsed.text, parsed.treePath, changes);
    if (edit) this.#editRequest = { ...edit, nonce: (this.#editRequest?.nonce ?? 0) + 1 };
    return true;
  }

  setText(text: string): void {
    // user timing marks: the benchmark reads them, and so does DevTools' performance panel
    const start = performance.now();
    const parsed = parseDocument(text);
    this.#parsed = parsed;
    this.#drawable = parsed.drawable;
    if (parsed.drawable) this.#previewTree = shareStructure(this.#previewTree, parsed.tree);
    void tick().then(() => measure('pd:update', start));
    if (isLargeDocument(text.length)) {
      // the preview first, validation in a task of its own; a newer text supersedes a pending one
      this.#pendingValidation = parsed;
      setTimeout(() => {
        if (this.#pendingValidation !== parsed) return;
        this.#pendingValidation = undefined;
        this.#analysis = validateDocument(parsed);
        measure('pd:validated', start);
      }, 0);
    } else {
      this.#analysis = validateDocument(parsed);
      measure('pd:validated', start);
    }
    measure('pd:sync', start);
    this.#scheduleSave(text);
  }

  /** The editor cursor moved: highlight the drawn part under it, after the keystroke's own frame. */
  cursorMoved(offset: number): void {
    this.#cursorOffset = offset;
    if (this.#cursorPending) return;
    this.#cursorPending = true;
    // finding the part scans the text up to the cursor: keep it off the keystroke path
    setTimeout(() => {
      this.#cursorPending = false;
      const { text, treePath, parsed } = this.#analysis;
      if (!parsed) return;
      const path = partAtOffset(text, this.#cursorOffset, treePath);
      this.#selectedPointer = path === undefined ? undefined : toPointer(path);
    }, 16);
  }

  /** A part of the preview was clicked: select its JSON in the editor. */
  selectInEditor(pointer: string): void {
    const { text, treePath, parsed } = this.#analysis;
    this.#selectedPointer = pointer;
    if (!parsed) return;
    const path = [...treePath, ...fromPointer(pointer)];
    const range = locatePaths(text, [path]).get(toPointer(path))?.value;
    if (range) this.#selectRequest = { ...range, nonce: (this.#selectRequest?.nonce ?? 0) + 1 };
  }

  /** Moves the editor cursor to an issue. */
  revealRange(range: TextRange): void {
    this.#selectRequest = { start: range.start, end: range.end, nonce: (this.#selectRequest?.nonce ?? 0) + 1, focus: true };
  }

  #scheduleSave(text: string): void {
    clearTimeout(this.#saveTimer);
    this.#saveTimer = setTimeout(() => {
      try {
        localStorage.setItem(STORAGE_KEY, text);
        this.saveError = undefined;
      } catch (error) {
        this.saveError = error instanceof Error ? error.message : 'storage unavailable';
      }
    }, 400);
  }
}
