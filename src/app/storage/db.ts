import type { DesignDocument } from '../../share/document';

/** One saved design and what the documents list shows of it. */
export interface StoredDocument {
  readonly id: string;
  readonly doc: DesignDocument;
  readonly updated: number;
}

const DB_NAME = 'panel-designer';
const STORE = 'documents';

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('this browser has no IndexedDB'));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
  opening.catch(() => (opening = undefined));
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('storage failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('storage was aborted (is it full?)'));
      }),
  );
}

export const listStored = () => run('readonly', (store) => store.getAll() as IDBRequest<StoredDocument[]>);
export const getStored = (id: string) => run('readonly', (store) => store.get(id) as IDBRequest<StoredDocument | undefined>);
export const putStored = (stored: StoredDocument) => run('readwrite', (store) => store.put(stored)).then(() => undefined);
export const deleteStored = (id: string) => run('readwrite', (store) => store.delete(id)).then(() => undefined);
