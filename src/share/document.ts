import { z } from 'zod';
import { PANEL_WIDTHS, type PanelWidth } from '../schema/decisions';
import { PANEL_MAX_WIDTH, PANEL_MIN_WIDTH, PANEL_MODES } from '../schema/frame';
import { DOCUMENT_KINDS, type DocumentKind } from '../schema/bridge';
import { API_VERSIONS, NEWEST_API } from '../schema/nodes';
import { isRecord } from '../json';
import { decodeFiles, encodeFiles } from '../files/encoding';
import type { DesignFile } from '../files/design-file';
import type { FileRefusal } from '../files/refusals';
import { englishMessage } from '../i18n/english';
import { fileRefusals } from '../i18n/messages/en/fileRefusals';
import { inEnglish, say, type Say, type SayKey, type SayValue, type SayValues } from '../i18n/say';
import { sayValue, sayZodProblem } from '../document/value-words';
import { valueAt, type JsonPath } from '../document/json-path';

// texts, not parsed trees: half-typed, invalid work is part of the document and is never lost

/** The version this build writes. Older versions are migrated on load; newer ones are refused. */
export const DOCUMENT_VERSION = 1;

/** The name a screen gets when nothing names it (a migrated single-screen document, a new document). */
export const FIRST_SCREEN_NAME = 'main';

export const HOST_THEMES = ['light', 'dark'] as const;

/** The longest language tag a design keeps for its simulated Agentty (BCP 47's practical limit is 35). */
export const HOST_LANGUAGE_MAX = 35;
export type HostTheme = (typeof HOST_THEMES)[number];

const panelWidths = Object.keys(PANEL_WIDTHS) as [PanelWidth, ...PanelWidth[]];

export const DocumentSettings = z
  .object({
    // a preset's name, as every design before the drag handle kept it, or the pixels a drag left
    width: z
      .union([z.enum(panelWidths), z.number().int().min(PANEL_MIN_WIDTH).max(PANEL_MAX_WIDTH)])
      .default('default')
      .describe(`Width of the host frame: a preset, or whole pixels from ${PANEL_MIN_WIDTH} to ${PANEL_MAX_WIDTH}.`),
    // left out: the manifest's mode (or Agentty's default) applies, as when nobody picked one in the layout menu
    mode: z.enum(PANEL_MODES).optional().describe("The mode picked in the preview's layout menu; it wins over the manifest's."),
    // Agentty's interface is dark only: a design that never chose a theme shows its dark
    hostTheme: z.enum(HOST_THEMES).default('dark').describe('Theme of the host frame: dark is Agentty\'s, light the designer\'s extra.'),
    // designs from before the target existed open as today's Agentty, where everything that worked still works
    api: z.literal(API_VERSIONS).default(NEWEST_API).describe('The Agentty plugin API version the design targets: which Agentty is simulated.'),
    // left out: English, as a new design's simulated Agentty speaks; a language tag such as "ko" or "zh-CN"
    language: z.string().min(1).max(HOST_LANGUAGE_MAX).optional().describe("The simulated Agentty's language, as initialize and host/info say it."),
  })
  .describe('How the preview shows the panel.');

export const DocumentScreen = z
  .object({
    name: z.string().min(1, 'a screen name cannot be empty').describe('Name used by showScreen reactions.'),
    text: z.string().describe('The editor text of the screen, exactly as typed (it may be invalid JSON).'),
  })
  .describe('One screen: a panel tree as editor text.');

/** A new design's settings: the default panel, targeting today's Agentty. */
export const DEFAULT_SETTINGS = { width: 'default', hostTheme: 'dark', api: NEWEST_API } as const;

export const DesignDocumentSchema = z
  .object({
    version: z.literal(DOCUMENT_VERSION),
    name: z.string().describe('The name shown in the documents list.'),
    // an optional key with a default: documents and links from before it open as panels, so the version stays 1
    kind: z.enum(DOCUMENT_KINDS).default('panel').describe('What the design is: panel screens, or an Agent Bridge plugin’s settings (one screen holding the pluginDef).'),
    screens: z
      .array(DocumentScreen)
      .min(1, 'a design needs at least one screen')
      .superRefine((screens, ctx) => {
        const seen = new Set<string>();
        screens.forEach((screen, index) => {
          if (seen.has(screen.name)) ctx.addIssue({ code: 'custom', message: `two screens are named ${JSON.stringify(screen.name)}`, path: [index, 'name'], params: { name: screen.name } });
          seen.add(screen.name);
        });
      })
      .describe('The screens; the first one opens.'),
    reactions: z.string().default('[]').describe('The reactions editor text (a JSON array), exactly as typed.'),
    context: z.string().default('{}').describe('The context editor text (a JSON object), exactly as typed.'),
    // left out until someone edits it: meanwhile the manifest is made from the design's name and needs
    plugin: z.string().optional().describe('The plugin\'s agentty-plugin.json as typed on the Plugin page (it may be invalid JSON).'),
    settings: DocumentSettings.default(DEFAULT_SETTINGS),
  })
  .describe('Everything a design holds.');

/**
 * The design's files ride beside the schema's texts: bytes in memory and in IndexedDB, base64 in a `.json` file.
 * Left out: the design has none (or, in a save, they did not change).
 */
export type DesignDocument = z.infer<typeof DesignDocumentSchema> & { readonly files?: readonly DesignFile[] | undefined };
export type DocumentSettings = z.infer<typeof DocumentSettings>;
export type DocumentScreen = z.infer<typeof DocumentScreen>;

/** Why a design does not open: `message` in English, `say` (or `why`, for its files) for the interface language. */
export type DocumentRefusal = { readonly ok: false; readonly message: string; readonly say?: Say; readonly why?: FileRefusal };
export type DocumentResult = { readonly ok: true; readonly doc: DesignDocument } | DocumentRefusal;

/** A refusal said as words, with their English as its `message`. */
export function refusing(key: SayKey, values?: SayValues): DocumentRefusal {
  const said = say(key, values);
  return { ok: false, message: inEnglish(said), say: said };
}

/**
 * How to lift a document of version N to N + 1, keyed by N. Each step takes the raw JSON of its
 * version and returns the raw JSON of the next; the last result is checked by the schema.
 */
export const migrations: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>> = {
  // v0: what the single-editor app kept in localStorage, a bare { text } with no version
  0: (old) => ({
    version: 1,
    name: typeof old.name === 'string' ? old.name : 'Untitled',
    kind: 'panel',
    screens: [{ name: FIRST_SCREEN_NAME, text: old.text }],
    reactions: '[]',
    context: '{}',
    settings: { ...DEFAULT_SETTINGS },
  }),
};

/** The version a raw document claims: a missing `version` is the unversioned v0. */
function versionOf(value: Record<string, unknown>): number | SayValue {
  if (!('version' in value)) return 0;
  const { version } = value;
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0 ? version : describeVersion(version);
}

/** A short description of a bad version: never JSON.stringify of a container, which recurses and may be nested thousands deep. */
function describeVersion(version: unknown): SayValue {
  if (typeof version === 'string') return JSON.stringify(version.length > 20 ? `${version.slice(0, 20)}…` : version);
  if (version !== null && typeof version === 'object') return sayValue(version);
  return String(version);
}

/** What is wrong at one place of a document, in words. */
function problemOf(issue: z.core.$ZodIssue, json: unknown): Say {
  const value = valueAt(json, issue.path as JsonPath);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return say('designRefusals.noScreens');
      if (issue.origin === 'string') return say('designRefusals.emptyScreenName');
      break;
    case 'invalid_union':
      // the settings' width is the one union: a preset's name or whole pixels
      return say('designRefusals.widthOrPreset', { min: PANEL_MIN_WIDTH, max: PANEL_MAX_WIDTH, got: sayValue(value) });
    case 'custom':
      if (typeof issue.params?.name === 'string') return say('designRefusals.sameScreenName', { name: JSON.stringify(issue.params.name) });
      break;
  }
  return sayZodProblem(issue, value);
}

function invalidDocument(error: z.ZodError, json: unknown): DocumentRefusal {
  const [first, ...more] = error.issues;
  if (!first) return refusing('designRefusals.notObject');
  const where: SayValue = first.path.length ? first.path.map(String).join('.') : say('designRefusals.theDocument');
  const problem = problemOf(first, json);
  return more.length ? refusing('designRefusals.invalidMore', { where, problem, count: more.length }) : refusing('designRefusals.invalid', { where, problem });
}

/**
 * Validates a parsed JSON value as a design document, migrating older versions first.
 * Never throws: every way it can fail comes back as a message a person can act on.
 */
export function parseDesignDocument(json: unknown): DocumentResult {
  if (!isRecord(json)) return refusing('designRefusals.notObject');
  const version = versionOf(json);
  if (typeof version !== 'number') return refusing('designRefusals.badVersion', { version });
  if (version === 0 && typeof json.text !== 'string') return refusing('designRefusals.noVersion');
  if (version > DOCUMENT_VERSION) return refusing('designRefusals.newer', { version: String(version), newest: String(DOCUMENT_VERSION) });
  let current = json;
  for (let from = version; from < DOCUMENT_VERSION; from++) {
    const migrate = migrations[from];
    if (!migrate) return refusing('designRefusals.noMigration', { version: String(from) });
    current = migrate(current);
  }
  const parsed = DesignDocumentSchema.safeParse(current);
  if (!parsed.success) return invalidDocument(parsed.error, current);
  if (current.files === undefined) return { ok: true, doc: parsed.data };
  const files = decodeFiles(current.files);
  if (!files.ok) {
    const why: FileRefusal | undefined = files.why && { key: 'designFiles', why: files.why };
    return { ok: false, message: englishMessage(fileRefusals, 'designFiles', { reason: files.reason }), ...(why && { why }) };
  }
  return { ok: true, doc: files.value.length ? { ...parsed.data, files: files.value } : parsed.data };
}

/** The document the single-editor app kept: its one editor text, stored raw under 'panel-designer:text'. */
export function documentFromStoredText(text: string, name = 'Untitled'): DesignDocument {
  const result = parseDesignDocument({ text, name });
  if (!result.ok) throw new Error(result.message);
  return result.doc;
}

/** A one-screen panel design holding `text`, built without the schema's check: for text the app wrote itself. */
export function documentOfText(text: string, name = 'Untitled'): DesignDocument {
  return { ...newDocument(name), screens: [{ name: FIRST_SCREEN_NAME, text }] };
}

/** A new bridge document's text: the smallest valid pluginDef. */
const NEW_BRIDGE_TEXT = '{\n  "id": "my-plugin",\n  "name": "My plugin",\n  "about": "What this plugin does.",\n  "fields": []\n}\n';

/** A fresh document: one empty column screen, or for a bridge the smallest plugin definition. */
export function newDocument(name: string, kind: DocumentKind = 'panel'): DesignDocument {
  return {
    version: DOCUMENT_VERSION,
    name,
    kind,
    screens: [{ name: FIRST_SCREEN_NAME, text: kind === 'bridge' ? NEW_BRIDGE_TEXT : '{\n  "type": "column",\n  "children": []\n}\n' }],
    reactions: '[]',
    context: '{}',
    settings: { ...DEFAULT_SETTINGS },
  };
}

/** The `.json` file export: pretty, with a trailing newline, keys in a stable order. */
export function serializeDocument(doc: DesignDocument): string {
  const ordered: DesignDocument = {
    version: doc.version,
    name: doc.name,
    kind: doc.kind,
    screens: doc.screens.map((screen) => ({ name: screen.name, text: screen.text })),
    reactions: doc.reactions,
    context: doc.context,
    ...(doc.plugin === undefined ? {} : { plugin: doc.plugin }),
    settings: {
      width: doc.settings.width,
      ...(doc.settings.mode === undefined ? {} : { mode: doc.settings.mode }),
      hostTheme: doc.settings.hostTheme,
      api: doc.settings.api,
      ...(doc.settings.language === undefined ? {} : { language: doc.settings.language }),
    },
  };
  // the files last, so the texts stay readable at the top of a big file
  const files = doc.files?.length ? { files: encodeFiles(doc.files) } : {};
  return `${JSON.stringify({ ...ordered, ...files }, null, 2)}\n`;
}
