import { readKey, writeKey } from '../../storage/local';
import { LAST_ID_KEY, TAB_ID_KEY } from './keys';

export function newDocumentId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `doc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The document this tab shows: its own across reloads, else the one used last in this browser. */
export function currentDocumentId(): string | undefined {
  return readKey(TAB_ID_KEY, 'session') ?? readKey(LAST_ID_KEY);
}

/** Makes `id` this tab's document (and the one a new tab opens); false when the browser keeps nothing. */
export function setCurrentDocumentId(id: string): boolean {
  // sessionStorage survives reloads of one tab only, so two tabs each keep their own document
  const kept = writeKey(TAB_ID_KEY, id, 'session');
  return writeKey(LAST_ID_KEY, id) || kept;
}

/** Thrown where a document was to open but this browser keeps nothing (storage blocked). */
export class NotRemembered extends Error {
  constructor() {
    super('this browser would not remember which document to open');
  }
}
