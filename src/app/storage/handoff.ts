import { serializeDocument, type DesignDocument } from '../../share/document';

/** Where a design waits to be opened in the designer as a new document (never over existing work). */
export const HANDOFF_KEY = 'panel-designer:open-as-new';

/** Hands a design to the designer page, which adds it as a new document when it next loads. */
export function handOffToDesigner(doc: DesignDocument): void {
  localStorage.setItem(HANDOFF_KEY, serializeDocument(doc));
}

/** The handed-off design, removed from the hand-off slot; undefined when there is none. */
export function takeHandOff(): string | undefined {
  const text = localStorage.getItem(HANDOFF_KEY);
  if (text === null) return undefined;
  localStorage.removeItem(HANDOFF_KEY);
  return text;
}
