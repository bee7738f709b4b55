import { documentFromStoredText, documentOfText, parseDesignDocument, type DesignDocument } from '../../share/document';
import { isRecord } from '../../json';
import { STARTER_NAME, starterText } from '../starter';
import { currentDocumentId, newDocumentId, NotRemembered, setCurrentDocumentId } from './current';
import { deleteStored, getStored, getStoredFiles, listEntries, putStored, type StoredDocument } from './db';
import { readJson, readKey, removeKey, writeKey } from '../../storage/local';
import { uniqueName } from './unique-name';
import { KEPT_FRAME_KEY, LAST_ID_KEY, MIRROR_KEY } from './keys';

// the start-up reads the saved design beside the interface language's download, never after it: imported when named
const interfaceLanguage = async () => (await import('../../i18n/i18n.svelte')).i18n;

const LEGACY_TEXT_KEY = 'panel-designer:text';
/** localStorage holds about 5 M characters per origin: bigger designs live in IndexedDB alone. */
export const MIRROR_MAX_CHARS = 2_000_000;

export interface DocumentEntry {
  readonly id: string;
  readonly name: string;
  readonly updated: number;
}

interface Mirror {
  readonly id: string;
  readonly updated: number;
  /** How many files IndexedDB keeps for the document: a start reads them only when there are some. */
  readonly files?: number;
  readonly doc: DesignDocument;
}

/** What went wrong in storage, said in the interface language where it is shown (storage-reason.ts). */
export interface StorageFailure {
  readonly cause: unknown;
}
const failure = (cause: unknown): StorageFailure => ({ cause });

function readMirror(): Mirror | undefined {
  const raw = readJson(MIRROR_KEY);
  if (!isRecord(raw)) return undefined;
  if (typeof raw.id === 'string' && typeof raw.updated === 'number') {
    const result = parseDesignDocument(raw.doc);
    const files = typeof raw.files === 'number' ? raw.files : 0;
    return result.ok ? { id: raw.id, updated: raw.updated, files, doc: result.doc } : undefined;
  }
  // earlier versions mirrored the document alone, with its id under a key of its own
  const result = parseDesignDocument(raw);
  const id = readKey(LAST_ID_KEY);
  return result.ok && id !== undefined ? { id, updated: Number.POSITIVE_INFINITY, doc: result.doc } : undefined;
}

/** The characters of the design's texts: a lower bound of its stringified length. */
function rawLength(doc: DesignDocument): number {
  return doc.screens.reduce((sum, screen) => sum + screen.text.length, doc.reactions.length + doc.context.length);
}

/** Mirrors a saved version, or removes the mirror, so it is never older than IndexedDB. */
function writeMirror({ doc: { files: _files, ...doc }, ...mirror }: Mirror): boolean {
  // the files stay in IndexedDB alone: the mirror holds the texts, which a start needs at once
  // the texts alone can rule it out: stringifying 7 MB took about 60 ms of every save
  const text = rawLength(doc) <= MIRROR_MAX_CHARS ? JSON.stringify({ ...mirror, doc }) : undefined;
  if (text !== undefined && text.length <= MIRROR_MAX_CHARS) {
    if (writeKey(MIRROR_KEY, text)) return true;
    // the kept picture of the last session gives way to the document itself
    removeKey(KEPT_FRAME_KEY);
    if (writeKey(MIRROR_KEY, text)) return true;
  }
  removeKey(MIRROR_KEY);
  return false;
}

/** A mirrored document with the files IndexedDB keeps for it (none when it cannot be read); without files, IndexedDB is not asked. */
async function withStoredFiles(id: string, { doc, files: count = 0 }: Mirror): Promise<DesignDocument> {
  if (count === 0) return doc;
  const files = await getStoredFiles(id).catch(() => undefined);
  return files?.length ? { ...doc, files } : doc;
}

/** The user's saved designs: IndexedDB holds all of them; the open one is mirrored for a fast start when small. */
export class Documents {
  list = $state.raw<DocumentEntry[]>([]);
  /** Why saving failed, so the UI can say so and offer the file instead. */
  error = $state.raw<StorageFailure | undefined>(undefined);
  /** This browser keeps nothing (storage blocked): said up front, with the file offered. */
  unavailable = $state.raw<StorageFailure | undefined>(undefined);
  /** A change is waiting for its save or being written. */
  saving = $state(false);
  /** Another tab has this document open: edits in both would overwrite each other. */
  otherTab = $state(false);
  /** The last deleted document, until its undo is no longer offered. */
  deleted = $state.raw<StoredDocument | undefined>(undefined);
  readonly currentId: string;
  readonly initial: DesignDocument;
  #channel: BroadcastChannel | undefined;
  #saveTimer: ReturnType<typeof setTimeout> | undefined;
  #pending: DesignDocument | undefined;
  /** IndexedDB writes under way whose version the mirror does not hold: leaving now would lose it. */
  #unmirroredWrites = 0;
  #savedSinceStart = false;
  /** How many files the open document has, for the mirror (saves of the texts alone do not carry them). */
  #fileCount: number;

  /** The document this tab opens: the mirror when it is this tab's and current, else IndexedDB, else a starter. */
  static async start(): Promise<Documents> {
    const id = currentDocumentId();
    const mirror = readMirror();
    if (id !== undefined && mirror?.id === id) return new Documents(id, await withStoredFiles(id, mirror), mirror.updated);
    if (id !== undefined) {
      const stored = await getStored(id).catch(() => undefined);
      if (stored) return new Documents(id, stored.doc, stored.updated);
    }
    if (id === undefined && mirror) return new Documents(mirror.id, await withStoredFiles(mirror.id, mirror), mirror.updated);
    const legacy = readKey(LEGACY_TEXT_KEY);
    // the starter is the app's own text: no check (the schema's first parse took 10-20 ms of the start)
    return new Documents(newDocumentId(), legacy === undefined ? documentOfText(starterText, STARTER_NAME) : documentFromStoredText(legacy, 'Untitled'), 0);
  }

  private constructor(id: string, initial: DesignDocument, updated: number) {
    this.currentId = id;
    this.initial = initial;
    this.#fileCount = initial.files?.length ?? 0;
    setCurrentDocumentId(id);
    this.#watchOtherTabs();
    // the mirror is written synchronously, so even a tab closed mid-debounce keeps its last keystroke
    addEventListener('pagehide', () => void this.flush());
    addEventListener('beforeunload', (event) => this.#warnBeforeLeaving(event));
    void this.refresh();
    void this.#distrustOlderMirror(updated);
  }

  // a mirror older than IndexedDB is never trusted: start over from IndexedDB
  async #distrustOlderMirror(updated: number): Promise<void> {
    const stored = await getStored(this.currentId).catch(() => undefined);
    if (!stored || stored.updated <= updated || this.#savedSinceStart) return;
    removeKey(MIRROR_KEY);
    if (readMirror() === undefined) location.reload();
  }

  async refresh(): Promise<void> {
    try {
      const entries = await listEntries();
      this.list = entries.sort((a, b) => b.updated - a.updated);
      this.unavailable = undefined;
    } catch (error) {
      this.unavailable = failure(error);
    }
  }

  /** Autosave, debounced: IndexedDB gets every version, the mirror those small enough. A doc with `files` saves them too. */
  save(doc: DesignDocument): void {
    // changed files waiting for their save stay with the texts typed after them
    const files = doc.files ?? this.#pending?.files;
    this.#pending = files === undefined ? doc : { ...doc, files };
    this.saving = true;
    clearTimeout(this.#saveTimer);
    // changed files are saved at once: they are rare, and a page leaving cannot wait for IndexedDB
    if (doc.files !== undefined) void this.flush();
    else this.#saveTimer = setTimeout(() => void this.flush(), 400);
  }

  /** Saves what is waiting now: before switching documents, and when the page goes away. */
  flush(): Promise<void> {
    clearTimeout(this.#saveTimer);
    const doc = this.#pending;
    this.#pending = undefined;
    return doc ? this.#persist(doc) : Promise.resolve();
  }

  #persist(doc: DesignDocument): Promise<void> {
    const updated = Date.now();
    this.#savedSinceStart = true;
    // changed files are never in the mirror: until IndexedDB has them, leaving would lose them
    if (doc.files) this.#fileCount = doc.files.length;
    const mirrored = writeMirror({ id: this.currentId, updated, files: this.#fileCount, doc }) && doc.files === undefined;
    if (!mirrored) this.#unmirroredWrites++;
    return putStored({ id: this.currentId, doc, updated })
      .then(
        () => {
          this.error = undefined;
          this.#channel?.postMessage({ kind: 'saved', id: this.currentId });
          void this.refresh();
        },
        (error: unknown) => {
          this.error = failure(error);
        },
      )
      .finally(() => {
        if (!mirrored) this.#unmirroredWrites--;
        this.saving = this.#pending !== undefined;
      });
  }

  #warnBeforeLeaving(event: BeforeUnloadEvent): void {
    void this.flush();
    // a large design still on its way to IndexedDB: the browser asks before the tab goes
    if (this.#unmirroredWrites > 0) event.preventDefault();
  }

  /** Loads the page again once what waits is saved: a reload the page asks for must not meet "Leave site?". */
  async reload(): Promise<void> {
    await this.flush();
    location.reload();
  }

  /** Opens another document: this tab switches to it and the page starts over with it. */
  async open(id: string): Promise<void> {
    await this.flush();
    if (!setCurrentDocumentId(id)) {
      this.error = failure(new NotRemembered());
      return;
    }
    location.reload();
  }

  /** The names in use now: read afresh, as another tab may have added some; the last list when storage fails. */
  async #names(): Promise<string[]> {
    return (await listEntries().catch(() => this.list)).map((entry) => entry.name);
  }

  /** Adds a design as a new document, under a name no other document has ("Review flow 2"), and opens it. */
  async create(doc: DesignDocument): Promise<void> {
    const id = newDocumentId();
    try {
      const { untitled } = (await interfaceLanguage()).m.documents;
      await putStored({ id, doc: { ...doc, name: uniqueName(doc.name, await this.#names(), untitled) }, updated: Date.now() });
    } catch (error) {
      this.error = failure(error);
      return;
    }
    await this.open(id);
  }

  async duplicate(id: string): Promise<void> {
    await this.#change(async () => {
      const stored = await getStored(id);
      if (!stored) return;
      const i18n = await interfaceLanguage();
      const name = uniqueName(i18n.t('documents.copyName', { name: stored.doc.name }), await this.#names(), i18n.m.documents.untitled);
      await putStored({ id: newDocumentId(), doc: { ...stored.doc, name }, updated: Date.now() });
    });
  }

  async rename(id: string, name: string): Promise<void> {
    await this.#change(async () => {
      const stored = await getStored(id);
      if (stored) await putStored({ ...stored, doc: { ...stored.doc, name } });
    });
  }

  /** Deletes a document other than the open one; `undoDelete` brings it back. */
  async remove(id: string): Promise<void> {
    if (id === this.currentId) return;
    await this.#change(async () => {
      const stored = await getStored(id);
      if (!stored) return;
      await deleteStored(id);
      this.deleted = stored;
    });
  }

  async undoDelete(): Promise<void> {
    const stored = this.deleted;
    if (!stored) return;
    await this.#change(async () => {
      await putStored(stored);
      this.deleted = undefined;
    });
  }

  async #change(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.error = failure(error);
    }
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
