import { DOCUMENT_VERSION, FIRST_SCREEN_NAME, parseDesignDocument, type DesignDocument, type DocumentResult } from './document';

// what people drop or paste: a saved document, a panel tree or ui/setPanel line, or a plugin's stdout

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function documentWithScreens(name: string, screens: readonly (readonly [name: string, tree: unknown])[]): DesignDocument {
  return {
    version: DOCUMENT_VERSION,
    name,
    screens: screens.map(([screen, tree]) => ({ name: screen, text: `${JSON.stringify(tree, null, 2)}\n` })),
    reactions: '[]',
    context: '{}',
    settings: { width: 'default', hostTheme: 'light' },
  };
}

/** The tree of a `ui/setPanel` message, or undefined for any other message. */
function setPanelTree(message: unknown): unknown {
  if (!isObject(message) || message.method !== 'ui/setPanel' || !isObject(message.params)) return undefined;
  return message.params.tree;
}

function looksLikeDocument(value: Record<string, unknown>): boolean {
  return 'version' in value || 'screens' in value || (typeof value.text === 'string' && !('type' in value));
}

/** The name a file gives a document: "status.panel.json" → "status.panel". */
function nameFromFile(fileName: string | undefined): string {
  const base = fileName?.split(/[\\/]/).pop()?.replace(/\.json$/i, '') ?? '';
  return base === '' ? 'Imported design' : base;
}

/**
 * A `.json` file's text as a document: a saved design document (validated, older versions
 * migrated), or, for convenience, a bare panel tree or one `ui/setPanel` line as a one-screen design.
 */
export function importDocumentFile(text: string, fileName?: string): DocumentResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message})` : '';
    return { ok: false, message: `This file is not JSON${detail}. Panel Designer opens the .json files it exports, panel trees and ui/setPanel lines.` };
  }
  if (isObject(value) && !looksLikeDocument(value)) {
    const tree = 'method' in value ? setPanelTree(value) : 'tree' in value ? value.tree : value;
    if (isObject(tree) && typeof tree.type === 'string') return { ok: true, doc: documentWithScreens(nameFromFile(fileName), [[FIRST_SCREEN_NAME, tree]]) };
  }
  return parseDesignDocument(value);
}

/** Where a line's JSON starts: the whole line, or after a prefix such as "← " or a log timestamp. */
function messageOnLine(line: string): unknown {
  const trimmed = line.trim();
  const start = trimmed.indexOf('{');
  if (start < 0) return undefined;
  try {
    return JSON.parse(trimmed.slice(start));
  } catch {
    return undefined;
  }
}

/**
 * A plugin's stdout pasted as text: one JSON-RPC message per line, with any other output mixed in
 * (the host ignores it, and so do we). Every `ui/setPanel` tree becomes a screen, in order
 * (screen-1, screen-2, …); other methods and responses are skipped.
 */
export function importPluginLog(text: string, name = 'Imported from a plugin log'): DocumentResult {
  const trees: unknown[] = [];
  let messages = 0;
  let setPanels = 0;
  for (const line of text.split(/\r?\n|\r/)) {
    const message = messageOnLine(line);
    if (!isObject(message) || message.jsonrpc !== '2.0') continue;
    messages++;
    if (message.method !== 'ui/setPanel') continue;
    setPanels++;
    const tree = setPanelTree(message);
    if (tree !== undefined) trees.push(tree);
  }
  if (trees.length > 0) return { ok: true, doc: documentWithScreens(name, trees.map((tree, index) => [`screen-${index + 1}`, tree])) };
  if (setPanels > 0) return { ok: false, message: `The pasted log has ${setPanels} ui/setPanel message${setPanels === 1 ? '' : 's'}, but none with a "tree" in its params.` };
  if (messages > 0) {
    return { ok: false, message: `The pasted log has ${messages} JSON-RPC message${messages === 1 ? '' : 's'}, but no ui/setPanel: there is no panel to import. Paste the plugin's stdout, where it sends ui/setPanel.` };
  }
  return { ok: false, message: 'No JSON-RPC messages found in the pasted text. Paste a plugin\'s stdout: one {"jsonrpc":"2.0","method":"ui/setPanel",…} message per line.' };
}

/** Pasted or dropped text of unknown kind: JSON is a file, anything else a plugin log. */
export function importText(text: string, fileName?: string): DocumentResult {
  try {
    JSON.parse(text);
  } catch {
    return importPluginLog(text);
  }
  return importDocumentFile(text, fileName);
}
