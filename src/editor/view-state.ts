import type { editor } from 'monaco-editor/editor/editor.api';

// cursor, selection and scroll per model, so a reload comes back to the same place in the text
const KEY = 'panel-designer:view-states';
const KEEP = 20;

type States = Record<string, editor.ICodeEditorViewState>;

function all(): States {
  try {
    return (JSON.parse(localStorage.getItem(KEY) ?? '{}') as States) ?? {};
  } catch {
    return {};
  }
}

export function readViewState(uri: string): editor.ICodeEditorViewState | undefined {
  return all()[uri];
}

export function writeViewState(uri: string, state: editor.ICodeEditorViewState | null): void {
  if (!state) return;
  const states = all();
  delete states[uri];
  states[uri] = state;
  const kept = Object.entries(states).slice(-KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // a convenience only: the document's own saving reports storage trouble
  }
}
