import { exceedsDepth } from '../document/depth';
import { nonFiniteNumber } from '../document/lexical';
import { MAX_DEPTH } from '../schema/decisions';
import { lineColumn } from '../document/line-index';
import { syntaxIssues } from '../document/syntax';
import { DEFAULT_SETTINGS, DOCUMENT_VERSION, FIRST_SCREEN_NAME, parseDesignDocument, refusing, type DesignDocument, type DocumentResult } from './document';
import { say, type Say } from '../i18n/say';
import { isRecord } from '../json';

// what people drop or paste: a saved document, a panel tree or ui/setPanel line, or a plugin's stdout

/** Editors on Windows often start a file with a byte-order mark; JSON parsers commonly read past it, and so do we. */
function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The refusal for a tree the screen text cannot hold as it is, or undefined: one too deep to open (JSON.stringify
 * and every editor pass recurse), or one with a number that re-printing would turn into null.
 */
function refused(tree: unknown, what: Say): DocumentResult | undefined {
  if (exceedsDepth(tree, MAX_DEPTH)) return refusing('designRefusals.tooDeep', { what, max: MAX_DEPTH });
  const number = nonFiniteNumber(tree);
  if (number !== undefined) return refusing('designRefusals.tooLarge', { what, number: String(number) });
  return undefined;
}

/** Where and why a text JSON.parse refused is not JSON, as the editor would mark it. */
function whereNotJson(text: string): { line: number; column: number; problem: Say } {
  const [issue] = syntaxIssues(text);
  const { line, column } = lineColumn(text, issue?.start ?? 0);
  return { line, column, problem: issue?.say ?? say('jsonIssues.invalidJson') };
}

function documentWithScreens(name: string, screens: readonly (readonly [name: string, tree: unknown])[], kind: DesignDocument['kind'] = 'panel'): DesignDocument {
  return {
    version: DOCUMENT_VERSION,
    name,
    kind,
    screens: screens.map(([screen, tree]) => ({ name: screen, text: `${JSON.stringify(tree, null, 2)}\n` })),
    reactions: '[]',
    context: '{}',
    settings: { ...DEFAULT_SETTINGS },
  };
}

/** The tree of a `ui/setPanel` message, or undefined for any other message. */
function setPanelTree(message: unknown): unknown {
  if (!isRecord(message) || message.method !== 'ui/setPanel' || !isRecord(message.params)) return undefined;
  return message.params.tree;
}

/** An Agent Bridge pluginDef (with or without simulation data): a `fields` list and no node `type`. */
function looksLikePluginDef(value: Record<string, unknown>): boolean {
  return Array.isArray(value.fields) && !('type' in value);
}

function looksLikeDocument(value: Record<string, unknown>): boolean {
  return 'version' in value || 'screens' in value || (typeof value.text === 'string' && !('type' in value));
}

/** What an imported design is called when nothing names it: the app passes them in the interface language. */
export interface ImportNames {
  readonly design: string;
  readonly log: string;
}

const ENGLISH_NAMES: ImportNames = { design: 'Imported design', log: 'Imported from a plugin log' };

/** The name a file gives a document: "status.panel.json" → "status.panel". */
function nameFromFile(fileName: string | undefined, unnamed: string): string {
  const base = fileName?.split(/[\\/]/).pop()?.replace(/\.json$/i, '') ?? '';
  return base === '' ? unnamed : base;
}

/** A parsed `.json` value as a document (see importDocumentFile). */
function documentFromValue(value: unknown, fileName: string | undefined, unnamed = ENGLISH_NAMES.design): DocumentResult {
  if (isRecord(value) && !looksLikeDocument(value) && looksLikePluginDef(value)) {
    return refused(value, say('designRefusals.thePluginDef')) ?? { ok: true, doc: documentWithScreens(nameFromFile(fileName, unnamed), [[FIRST_SCREEN_NAME, value]], 'bridge') };
  }
  if (isRecord(value) && !looksLikeDocument(value)) {
    const tree = 'method' in value ? setPanelTree(value) : 'tree' in value ? value.tree : value;
    if (isRecord(tree) && typeof tree.type === 'string') {
      return refused(tree, say('designRefusals.theTree')) ?? { ok: true, doc: documentWithScreens(nameFromFile(fileName, unnamed), [[FIRST_SCREEN_NAME, tree]]) };
    }
  }
  return parseDesignDocument(value);
}

/**
 * A `.json` file's text as a document: a saved design document (validated, older versions
 * migrated), or, for convenience, a bare panel tree or one `ui/setPanel` line as a one-screen design,
 * or a bare Agent Bridge pluginDef as a plugin settings design.
 */
export function importDocumentFile(text: string, fileName?: string): DocumentResult {
  let value: unknown;
  try {
    value = JSON.parse(withoutByteOrderMark(text));
  } catch {
    return refusing('designRefusals.fileNotJson', whereNotJson(text));
  }
  return documentFromValue(value, fileName);
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

interface LogScan {
  /** Every ui/setPanel tree, with the line it came from (1-based). */
  readonly trees: { readonly tree: unknown; readonly line: number }[];
  readonly messages: number;
  readonly setPanels: number;
}

function scanLog(text: string): LogScan {
  const trees: { tree: unknown; line: number }[] = [];
  let messages = 0;
  let setPanels = 0;
  const lines = text.split(/\r?\n|\r/);
  for (let index = 0; index < lines.length; index++) {
    const message = messageOnLine(lines[index]!);
    if (!isRecord(message) || message.jsonrpc !== '2.0') continue;
    messages++;
    if (message.method !== 'ui/setPanel') continue;
    setPanels++;
    const tree = setPanelTree(message);
    if (tree !== undefined) trees.push({ tree, line: index + 1 });
  }
  return { trees, messages, setPanels };
}

/** The document from a scanned log, or why there is none (undefined reason: no JSON-RPC at all). */
function documentFromLog({ trees, messages, setPanels }: LogScan, name: string): DocumentResult | undefined {
  for (let index = 0; index < trees.length; index++) {
    const refusal = refused(trees[index]!.tree, say('designRefusals.theLogTree', { n: index + 1, line: trees[index]!.line }));
    if (refusal) return refusal;
  }
  if (trees.length > 0) return { ok: true, doc: documentWithScreens(name, trees.map(({ tree }, index) => [`screen-${index + 1}`, tree])) };
  if (setPanels > 0) return refusing('designRefusals.logWithoutTree', { count: setPanels });
  if (messages > 0) return refusing('designRefusals.logWithoutPanel', { count: messages });
  return undefined;
}

/**
 * A plugin's stdout pasted as text: one JSON-RPC message per line, with any other output mixed in
 * (the host ignores it, and so do we). Every `ui/setPanel` tree becomes a screen, in order
 * (screen-1, screen-2, …); other methods and responses are skipped.
 */
export function importPluginLog(text: string, name = ENGLISH_NAMES.log): DocumentResult {
  return documentFromLog(scanLog(text), name) ?? refusing('designRefusals.noMessages');
}

/** Pasted or dropped text of unknown kind: JSON is a file, anything else a plugin log. */
export function importText(text: string, fileName?: string, names: ImportNames = ENGLISH_NAMES): DocumentResult {
  let value: unknown;
  try {
    value = JSON.parse(withoutByteOrderMark(text));
  } catch {
    const log = documentFromLog(scanLog(text), names.log);
    if (log) return log;
    const where = whereNotJson(text);
    if (fileName === undefined) return refusing('designRefusals.textNotJson', where);
    return refusing('designRefusals.namedNotJson', { ...where, file: JSON.stringify(fileName.split(/[\\/]/).pop()) });
  }
  return documentFromValue(value, fileName, names.design);
}
