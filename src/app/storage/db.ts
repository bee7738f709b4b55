import type { DesignDocument } from '../../share/document';

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
}

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    // a browser that blocks storage throws here (SecurityError): the executor turns it into a rejection
    if (typeof indexedDB === 'undefined') throw new Error('this browser has no IndexedDB');
    const request = indexedDB.open(DB_NAME, 2);
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
        const transaction = db.transaction([DOCUMENTS, ENTRIES], mode);
        const request = work(transaction);
        transaction.oncomplete = () => resolve(request?.result as T);
        transaction.onerror = () => reject(transaction.error ?? request?.error ?? new Error('storage failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('storage was aborted (is it full?)'));
      }),
  );
}

export const listEntries = () => run('readonly', (t) => t.objectStore(ENTRIES).getAll() as IDBRequest<StoredEntry[]>);
export const getStored = (id: string) => run('readonly', (t) => t.objectStore(DOCUMENTS).get(id) as IDBRequest<StoredDocument | undefined>);

export const putStored = (stored: StoredDocument) =>
  run('readwrite', (t) => {
    t.objectStore(ENTRIES).put({ id: stored.id, name: stored.doc.name, updated: stored.updated } satisfies StoredEntry);
    return t.objectStore(DOCUMENTS).put(stored);
  }).then(() => undefined);

export const deleteStored = (id: string) =>
  run('readwrite', (t) => {
    t.objectStore(ENTRIES).delete(id);
    return t.objectStore(DOCUMENTS).delete(id);
  }).then(() => undefined);
