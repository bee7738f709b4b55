import { setCurrentDocumentId, newDocumentId, NotRemembered } from '../app/storage/current';
import { listEntries, putStored } from '../app/storage/db';
import { uniqueName } from '../app/storage/unique-name';
import { newDocument, FIRST_SCREEN_NAME, type DesignDocument } from '../share/document';

/** The plugin's current panel as a one-screen design: a rejected tree keeps its text, so it can be fixed there. */
export function capturedDocument(text: string, name: string): DesignDocument {
  return { ...newDocument(name), screens: [{ name: FIRST_SCREEN_NAME, text: text.endsWith('\n') ? text : `${text}\n` }] };
}

/** Saves the design as a new document, the one the designer opens next; resolves to its (unique) name. */
export async function saveCapture(doc: DesignDocument): Promise<string> {
  const names = (await listEntries().catch(() => [])).map((entry) => entry.name);
  const name = uniqueName(doc.name, names);
  const id = newDocumentId();
  await putStored({ id, doc: { ...doc, name }, updated: Date.now() });
  if (!setCurrentDocumentId(id)) throw new NotRemembered();
  return name;
}
