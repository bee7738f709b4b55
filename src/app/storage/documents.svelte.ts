import { documentFromStoredText, parseDesignDocument, serializeDocument, type DesignDocument } from '../../share/document';
import { starterText } from '../starter';
import { deleteStored, listStored, putStored, type StoredDocument } from './db';
import { takeHandOff } from './handoff';

// the open document is mirrored here so a reload starts at once, before IndexedDB answers
const CURRENT_KEY = 'panel-designer:document';
const CURRENT_ID_KEY = 'panel-designer:current-id';
const LEGACY_TEXT_KEY = 'panel-designer:text';

export interface DocumentEntry {
  readonly id: string;
  readonly name: string;
  readonly updated: number;
}

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `doc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function read(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'storage is unavailable';
}

/** The user's saved designs: IndexedDB for all of them, with the open one mirrored for a fast start. */
export class Documents {
  list = $state.raw<DocumentEntry[]>([]);
  /** Why saving failed, so the UI can say so and offer the file instead. */
  error = $state<string | undefined>(undefined);
  /** Another tab has this document open: edits in both would overwrite each other. */
  otherTab = $state(false);
  /** The last deleted document, until its undo is no longer offered. */
  deleted = $state.raw<StoredDocument | undefined>(undefined);
  readonly currentId: string;
  readonly initial: DesignDocument;
  #channel: BroadcastChannel | undefined;
  #saveTimer: ReturnType<typeof setTimeout> | undefined;
  #pending: DesignDocument | undefined;

  constructor() {
    const handedOff = takeHandOff();
    const opened = handedOff === undefined ? undefined : parseDesignDocument(JSON.parse(handedOff));
    if (opened?.ok) {
      // a design opened from a share link becomes a new document; the user's own stay untouched
      this.currentId = newId();
      this.initial = opened.doc;
      this.#persist(opened.doc);
    } else {
      this.currentId = read(CURRENT_ID_KEY) ?? newId();
      this.initial = this.#mirrored();
    }
    this.#watchOtherTabs();
    // the mirror is written synchronously, so even a tab closed mid-debounce keeps its last keystroke
    addEventListener('pagehide', () => void this.flush());
    void this.refresh();
  }

  #mirrored(): DesignDocument {
    const stored = read(CURRENT_KEY);
    if (stored !== undefined) {
      try {
        const result = parseDesignDocument(JSON.parse(stored));
        if (result.ok) return result.doc;
      } catch {
        // a damaged mirror: fall back to what older versions stored
      }
    }
    return documentFromStoredText(read(LEGACY_TEXT_KEY) ?? starterText, 'Untitled');
  }

  async refresh(): Promise<void> {
    try {
      const stored = await listStored();
      this.list = stored.map(({ id, doc, updated }) => ({ id, name: doc.name, updated })).sort((a, b) => b.updated - a.updated);
    } catch (error) {
      this.error = describe(error);
    }
  }

  /** Autosave, debounced: the mirror and IndexedDB both get the document. */
  save(doc: DesignDocument): void {
    this.#pending = doc;
    clearTimeout(this.#saveTimer);
    this.#saveTimer = setTimeout(() => void this.flush(), 400);
  }

  /** Saves what is waiting now: before switching documents, and when the page goes away. */
  flush(): Promise<void> {
    clearTimeout(this.#saveTimer);
    const doc = this.#pending;
    this.#pending = undefined;
    return doc ? this.#persist(doc) : Promise.resolve();
  }

  #persist(doc: DesignDocument): Promise<void> {
    try {
      localStorage.setItem(CURRENT_KEY, serializeDocument(doc));
      localStorage.setItem(CURRENT_ID_KEY, this.currentId);
    } catch (error) {
      this.error = describe(error);
      return Promise.resolve();
    }
    return putStored({ id: this.currentId, doc, updated: Date.now() }).then(
      () => {
        this.error = undefined;
        this.#channel?.postMessage({ kind: 'saved', id: this.currentId });
        void this.refresh();
      },
      (error: unknown) => {
        this.error = describe(error);
      },
    );
  }

  /** Opens another document: it becomes the mirrored one and the page starts over with it. */
  async open(id: string): Promise<void> {
    await this.flush();
    const stored = (await listStored()).find((entry) => entry.id === id);
    if (!stored) return;
    localStorage.setItem(CURRENT_KEY, serializeDocument(stored.doc));
    localStorage.setItem(CURRENT_ID_KEY, id);
    location.reload();
  }

  /** Adds a design as a new document and opens it. */
  async create(doc: DesignDocument): Promise<void> {
    const id = newId();
    try {
      await putStored({ id, doc, updated: Date.now() });
    } catch (error) {
      this.error = describe(error);
      return;
    }
    await this.open(id);
  }

  async duplicate(id: string): Promise<void> {
    const stored = (await listStored()).find((entry) => entry.id === id);
    if (stored) await putStored({ id: newId(), doc: { ...stored.doc, name: `${stored.doc.name} copy` }, updated: Date.now() });
    await this.refresh();
  }

  async rename(id: string, name: string): Promise<void> {
    const stored = (await listStored()).find((entry) => entry.id === id);
    if (stored) await putStored({ ...stored, doc: { ...stored.doc, name } });
    await this.refresh();
  }

  /** Deletes a document other than the open one; `undoDelete` brings it back. */
  async remove(id: string): Promise<void> {
    if (id === this.currentId) return;
    const stored = (await listStored()).find((entry) => entry.id === id);
    if (!stored) return;
    await deleteStored(id);
    this.deleted = stored;
    await this.refresh();
  }

  async undoDelete(): Promise<void> {
    const stored = this.deleted;
    if (!stored) return;
    await putStored(stored);
    this.deleted = undefined;
    await this.refresh();
  }

  // two tabs on one document would silently overwrite each other's saves: notice and say so
  #watchOtherTabs(): void {
    if (typeof BroadcastChannel === 'undefined') return;
    this.#channel = new BroadcastChannel('panel-designer');
    this.#channel.onmessage = (event: MessageEvent<{ kind: string; id: string }>) => {
      if (event.data.id !== this.currentId) return;
      if (event.data.kind === 'hello') this.#channel?.postMessage({ kind: 'here', id: this.currentId });
      if (event.data.kind === 'hello' || event.data.kind === 'here' || event.data.kind === 'saved') this.otherTab = true;
    };
    this.#channel.postMessage({ kind: 'hello', id: this.currentId });
  }
}
