import type { DesignDocument } from '../../share/document';
import type { DesignFile } from '../../files/design-file';

/** One saved design and what the documents list shows of it. */
export interface StoredDocument {
  readonly id: string;
  readonly doc: DesignDocument;
  readonly updated: number;
}

/** What the documents list shows, kept apart so listing never reads megabytes of designs. */
export interface StoredEntry {
  readonly id: string;
  readonly name: string;
  readonly updated: number;
}

const DB_NAME = 'panel-designer';
const DOCUMENTS = 'documents';
const ENTRIES = 'entries';
/** The design's files, one record a document, apart so that a keystroke's save never copies megabytes of pictures. */
const FILES = 'files';
const STORES = [DOCUMENTS, ENTRIES, FILES];

interface StoredFiles {
  readonly id: string;
  readonly files: readonly DesignFile[];
}

let opening: Promise<IDBDatabase> | undefined;

function upgrade(request: IDBOpenDBRequest, oldVersion: number): void {
  const db = request.result;
  if (oldVersion < 1) db.createObjectStore(DOCUMENTS, { keyPath: 'id' });
  if (oldVersion < 2) {
    const entries = db.createObjectStore(ENTRIES, { keyPath: 'id' });
    // version 1 kept no list: build it from the documents already stored
    const cursor = request.transaction!.objectStore(DOCUMENTS).openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      const { id, doc, updated } = at.value as StoredDocument;
      entries.put({ id, name: doc.name, updated } satisfies StoredEntry);
      at.continue();
    };
  }
  if (oldVersion < 3) db.createObjectStore(FILES, { keyPath: 'id' });
}

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    // a browser that blocks storage throws here (SecurityError): the executor turns it into a rejection
    if (typeof indexedDB === 'undefined') throw new Error('this browser has no IndexedDB');
    const request = indexedDB.open(DB_NAME, 3);
    request.onupgradeneeded = (event) => upgrade(request, event.oldVersion);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
  opening.catch(() => (opening = undefined));
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (transaction: IDBTransaction) => IDBRequest<T> | undefined): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORES, mode);
        const request = work(transaction);
        transaction.oncomplete = () => resolve(request?.result as T);
        transaction.onerror = () => reject(transaction.error ?? request?.error ?? new Error('storage failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('storage was aborted (is it full?)'));
      }),
  );
}

export const listEntries = () => run('readonly', (t) => t.objectStore(ENTRIES).getAll() as IDBRequest<StoredEntry[]>);

/** A stored document with its files (none stored: an empty list). */
export async function getStored(id: string): Promise<StoredDocument | undefined> {
  let files: IDBRequest<StoredFiles | undefined> | undefined;
  const stored = await run('readonly', (t) => {
    files = t.objectStore(FILES).get(id) as IDBRequest<StoredFiles | undefined>;
    return t.objectStore(DOCUMENTS).get(id) as IDBRequest<StoredDocument | undefined>;
  });
  return stored && { ...stored, doc: { ...stored.doc, files: files?.result?.files ?? [] } };
}

/** The files of a stored document alone: a start from the mirror reads only these. */
export const getStoredFiles = (id: string) =>
  run('readonly', (t) => t.objectStore(FILES).get(id) as IDBRequest<StoredFiles | undefined>).then((stored) => stored?.files ?? []);

/** Saves a document; its files too when it carries them (a save without `files` leaves the stored ones as they are). */
export const putStored = (stored: StoredDocument) =>
  run('readwrite', (t) => {
    const { files, ...doc } = stored.doc;
    t.objectStore(ENTRIES).put({ id: stored.id, name: doc.name, updated: stored.updated } satisfies StoredEntry);
    if (files) t.objectStore(FILES).put({ id: stored.id, files } satisfies StoredFiles);
    return t.objectStore(DOCUMENTS).put({ ...stored, doc });
  }).then(() => undefined);

export const deleteStored = (id: string) =>
  run('readwrite', (t) => {
    t.objectStore(ENTRIES).delete(id);
    t.objectStore(FILES).delete(id);
    return t.objectStore(DOCUMENTS).delete(id);
  }).then(() => undefined);
