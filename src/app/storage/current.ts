import { readKey, writeKey } from '../../storage/local';

// sessionStorage survives reloads of one tab only, so two tabs each keep their own document
const TAB_KEY = 'panel-designer:tab-document';
// a new tab opens the document used last in this browser
const LAST_KEY = 'panel-designer:current-id';

export function newDocumentId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `doc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The document this tab shows: its own across reloads, else the one used last in this browser. */
export function currentDocumentId(): string | undefined {
  return readKey(TAB_KEY, 'session') ?? readKey(LAST_KEY);
}

/** Makes `id` this tab's document (and the one a new tab opens); false when the browser keeps nothing. */
export function setCurrentDocumentId(id: string): boolean {
  const kept = writeKey(TAB_KEY, id, 'session');
  return writeKey(LAST_KEY, id) || kept;
}
