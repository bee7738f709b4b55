import type { JsonValue } from '../../events';
import { lineColumn } from '../../document/line-index';
import { syntaxIssues } from '../../document/syntax';
import { inEnglish, say, type Say } from '../../i18n/say';

/** A parsed JSON text typed by the user, or why it is not JSON (`say`: the words, `message`: their English). */
export type JsonText = { readonly ok: true; readonly value: JsonValue } | { readonly ok: false; readonly message: string; readonly say: Say };

export function parseJsonText(text: string): JsonText {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch {
    // where and why, as the editor marks a JSON text
    const [first] = syntaxIssues(text);
    const said = say('eventRefusals.argsNotJson', { ...lineColumn(text, first?.start ?? 0), problem: first?.say ?? say('jsonIssues.invalidJson') });
    return { ok: false, message: inEnglish(said), say: said };
  }
}

/** A query string (`tab=logs&id=42`, with or without `?`) as the object `url/open` carries; a repeated key keeps its last value. */
export function parseQuery(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text.trim().replace(/^\?/, '')));
}

/** Where "Send as Agentty" sends: the simulated session, or a live plugin through the host. */
export interface HostMessageTarget {
  panelOpen(): void;
  panelClose(): void;
  contextChanged(): void;
  shutdown(): void;
  commandExecute(command: string, args: JsonValue): void;
  urlOpen(path: string, query: Readonly<Record<string, string>>): void;
  /** The simulator sends `initialize` by hand; a live host sends it when the plugin starts. */
  readonly initializeForm?: InitializeFormFields;
  readonly initialize?: () => void;
}

export interface InitializeFormFields {
  agenttyVersion: string;
  pluginId: string;
  pluginName: string;
  pluginVersion: string;
  pluginDir: string;
  pluginDataDir: string;
  language: string;
}
