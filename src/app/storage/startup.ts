import { readKey, removeKey, writeKey } from '../../storage/local';

// set while a document starts; still set at the next start means that start crashed or froze
const KEY = 'panel-designer:starting';
/** How long the page must stay responsive after the editor is ready for a start to count as clean. */
const SETTLE_MS = 1000;
/** A settle timer this late means the page froze. */
const FROZEN_MS = 3000;

/** Marks the start of `documentId`; true when its previous start never finished (restore nothing risky). */
export function beginStart(documentId: string): boolean {
  const unclean = readKey(KEY) === documentId;
  writeKey(KEY, documentId);
  return unclean;
}

/** Clears the mark once the page has stayed responsive for a while; a frozen page leaves it for the next start. */
export function settleStart(): void {
  const due = performance.now() + SETTLE_MS;
  const respondedInTime = () => performance.now() - due < FROZEN_MS;
  const leaving = new AbortController();
  const settle = () => {
    clearTimeout(timer);
    leaving.abort();
    removeKey(KEY);
  };
  const timer = setTimeout(() => {
    if (respondedInTime()) settle();
  }, SETTLE_MS);
  // a reload before the timer is a clean leave, unless the page sat frozen past the deadline
  addEventListener('pagehide', () => respondedInTime() && settle(), { signal: leaving.signal });
}
