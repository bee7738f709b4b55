import type { DesignDocument } from '../../share/document';
import { setCurrentDocumentId, newDocumentId, NotRemembered } from './current';
import { listEntries, putStored } from './db';
import { sharedName, uniqueName } from './unique-name';
import { i18n } from '../../i18n/i18n.svelte';

/**
 * Adds a design (from a share link) as a new document and makes it the one this tab's designer opens
 * next: IndexedDB has room for designs of any size, and the user's other documents stay untouched.
 * Its name says where it came from and is one no other document has ("Deploy helper (shared) 2").
 */
export async function handOffToDesigner(doc: DesignDocument): Promise<void> {
  const id = newDocumentId();
  // a list that cannot be read only costs the number, not the copy
  const names = (await listEntries().catch(() => [])).map((entry) => entry.name);
  await putStored({ id, doc: { ...doc, name: uniqueName(sharedName(doc.name, i18n.m.documents.sharedName, i18n.m.documents.untitled), names, i18n.m.documents.untitled) }, updated: Date.now() });
  if (!setCurrentDocumentId(id)) throw new NotRemembered();
}
