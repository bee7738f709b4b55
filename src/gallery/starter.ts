import type { Reaction } from '../export/design';
import type { DesignFile } from '../files/design-file';
import type { PanelNode } from '../schema/nodes';
import type { BridgeDocument } from '../schema/bridge';
import { DEFAULT_SETTINGS, DOCUMENT_VERSION, type DesignDocument, type DocumentSettings } from '../share/document';

/** A ready-made design in the gallery: a title, one line saying what it teaches, and the document. */
export interface Starter {
  /** Stable id, for tests and for links to a starter. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly doc: DesignDocument;
}

interface StarterInput {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Screens in order (the first one opens), as typed trees so the compiler checks them too. */
  readonly screens: readonly (readonly [name: string, tree: PanelNode | BridgeDocument])[];
  readonly reactions?: readonly Reaction[];
  readonly context?: Readonly<Record<string, unknown>>;
  readonly settings?: Partial<DocumentSettings>;
  /** The plugin's agentty-plugin.json, when the starter needs more than the default (a permission). */
  readonly plugin?: Readonly<Record<string, unknown>>;
  /** The design's files (pictures its images name). */
  readonly files?: readonly DesignFile[];
}

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function deepFreeze<T>(value: T): T {
  // a typed array with elements cannot be frozen: its bytes are copied on opening anyway
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Builds a starter's document with texts pretty-printed the way links bring them back (2 spaces, a final newline). */
export function starter(input: StarterInput, kind: DesignDocument['kind'] = 'panel'): Starter {
  // frozen: opening a starter copies it (structuredClone), so no one edits the gallery itself
  return deepFreeze({
    id: input.id,
    title: input.title,
    description: input.description,
    doc: {
      version: DOCUMENT_VERSION,
      name: input.title,
      kind,
      screens: input.screens.map(([name, tree]) => ({ name, text: pretty(tree) })),
      // none written as a new document writes them, so a link leaves them out
      reactions: input.reactions ? pretty(input.reactions) : '[]',
      context: input.context ? pretty(input.context) : '{}',
      settings: { ...DEFAULT_SETTINGS, ...input.settings },
      ...(input.plugin ? { plugin: pretty(input.plugin) } : {}),
      ...(input.files ? { files: input.files } : {}),
    },
  });
}

/** A starter of the Agent Bridge kind: one plugin definition (with its simulation) as the only screen. */
export function bridgeStarter(input: { readonly id: string; readonly title: string; readonly description: string; readonly plugin: BridgeDocument }): Starter {
  return starter({ ...input, screens: [['main', input.plugin]] }, 'bridge');
}
