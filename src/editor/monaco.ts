// The one place that knows how Monaco is put together; imported lazily so pages without an editor skip it.
import * as monaco from 'monaco-editor/editor/editor.api';
// Every editor contribution, before any editor exists: the JSON language's worker manager imports them all
// anyway, and contributions that arrive after the first editor register services the editor services never
// learn of (a later editor then throws "depends on UNKNOWN service ICodeLensCache").
import 'monaco-editor/internal/common/workers';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { createTokenizationSupport } from 'monaco-editor/languages/features/json/tokenization';
// colouring only (no language services) for the generated plugin code in the export panel
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/typescript/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/markdown/register';
import 'monaco-editor/languages/definitions/go/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from './json.worker?worker';
import { documentJsonSchema } from '../schema/json-schema';
import { isLongLine } from './options';
import { bridgeJsonSchema } from '../schema/bridge';
import { reactionsJsonSchema, type ReactionsSchemaContext } from '../events/reactions/schema';
import { manifestJsonSchema } from '../manifest/schema';
import { defineEditorThemes } from './themes';
import { translateDescriptions } from './schema-language';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

const panelSchema = { uri: 'https://panel-designer.local/agentty-panel.schema.json', fileMatch: ['*.panel.json'], schema: documentJsonSchema() };
const bridgeSchema = { uri: 'https://panel-designer.local/agent-bridge-plugin.schema.json', fileMatch: ['*.bridge.json'], schema: bridgeJsonSchema() };
const manifestSchema = { uri: 'https://panel-designer.local/agentty-plugin.schema.json', fileMatch: ['*.plugin.json'], schema: manifestJsonSchema() };

let reactionsContext: ReactionsSchemaContext = {};
// the interface language the schemas' descriptions are in, and the translator that put them there
let schemaLanguage: { locale: string; translate: (english: string) => string } = { locale: 'en', translate: (english) => english };

function applySchemas(): void {
  const schemas = [panelSchema, bridgeSchema, manifestSchema, { uri: 'https://panel-designer.local/reactions.schema.json', fileMatch: ['*.reactions.json'], schema: reactionsJsonSchema(reactionsContext) }];
  // zod owns validation (syntax included): Monaco's JSON worker only completes and explains, so markers never disagree
  jsonDefaults.setDiagnosticsOptions({
    validate: false,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: schemaLanguage.locale === 'en' ? schemas : schemas.map((entry) => ({ ...entry, schema: translateDescriptions(entry.schema, schemaLanguage.translate) })),
  });
}

/** Re-registers the schemas; the reactions schema can name the element ids and screens that exist. */
export function setReactionsContext(context: ReactionsSchemaContext = {}): void {
  reactionsContext = context;
  applySchemas();
}

/** Completion and hover docs in the interface language (`translate` maps the schema's English). */
export function setSchemaLanguage(locale: string, translate: (english: string) => string): void {
  if (locale === schemaLanguage.locale) return;
  schemaLanguage = { locale, translate };
  applySchemas();
}
applySchemas();
// no colour pickers: panel JSON holds no colours, and finding them matches the schema against every node
// (on 5,000 nodes the worker's collector overflowed its stack)
// no document symbols either: the Build column has its own outline, and on 10,000 nodes the worker's
// symbol list took about 190 ms of the main thread per keystroke to receive and rebuild
// and our own colouring, which skips very long lines as Monaco's other languages do: a 7 MB one-line
// tree took about 300 ms per keystroke to colour
jsonDefaults.setModeConfiguration({ ...jsonDefaults.modeConfiguration, colors: false, documentSymbols: false, tokens: false });
monaco.languages.setTokensProvider('json', longLineGuard(createTokenizationSupport(true)));

function longLineGuard(base: monaco.languages.TokensProvider): monaco.languages.TokensProvider {
  return {
    getInitialState: () => base.getInitialState(),
    tokenize: (line, state) => (isLongLine(line.length) ? { tokens: [{ startIndex: 0, scopes: '' }], endState: state } : base.tokenize(line, state)),
  };
}

defineEditorThemes(monaco);

export { monaco };
export type Monaco = typeof monaco;
