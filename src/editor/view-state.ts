import type { editor } from 'monaco-editor/editor/editor.api';
import { isRecord } from '../json';
import { readJson, writeJson } from '../storage/local';

// cursor, selection and scroll per model (model URIs name the document), so a reload comes back to the same place
const KEY = 'panel-designer:view-states';
const KEEP = 20;

type States = Record<string, editor.ICodeEditorViewState>;

function all(): States {
  const states = readJson(KEY);
  return isRecord(states) ? (states as States) : {};
}

export function readViewState(uri: string): editor.ICodeEditorViewState | undefined {
  return all()[uri];
}

export function writeViewState(uri: string, state: editor.ICodeEditorViewState | null): void {
  if (!state) return;
  const states = all();
  delete states[uri];
  states[uri] = state;
  // a convenience only: the documents report a browser that keeps nothing
  writeJson(KEY, Object.fromEntries(Object.entries(states).slice(-KEEP)));
}
