import type { DesignDocument } from '../../share/document';
import { setCurrentDocumentId, newDocumentId } from './current';
import { putStored } from './db';

/**
 * Adds a design (from a share link) as a new document and makes it the one this tab's designer opens
 * next: IndexedDB has room for designs of any size, and the user's other documents stay untouched.
 */
export async function handOffToDesigner(doc: DesignDocument): Promise<void> {
  const id = newDocumentId();
  await putStored({ id, doc, updated: Date.now() });
  if (!setCurrentDocumentId(id)) throw new Error('this browser would not remember which document to open');
}
