// The one place that knows how Monaco is put together; imported lazily so pages without an editor skip it.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/codeEditor/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/suggest/register';
// the suggest feature entry only brings inline completions; the widget lives in the controller
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/gotoLine/register';
import 'monaco-editor/features/quickCommand/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/wordOperations/register';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
// colouring only (no language services) for the generated plugin code in the export panel
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/typescript/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/markdown/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import { documentJsonSchema } from '../schema/json-schema';
import { reactionsJsonSchema, type ReactionsSchemaContext } from '../events/reactions/schema';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

const panelSchema = { uri: 'https://panel-designer.local/agentty-panel.schema.json', fileMatch: ['*.panel.json'], schema: documentJsonSchema() };

/** Re-registers the schemas; the reactions schema can name the element ids and screens that exist. */
export function setReactionsContext(context: ReactionsSchemaContext = {}): void {
  // zod owns validation (syntax included): Monaco's JSON worker only completes and explains, so markers never disagree
  jsonDefaults.setDiagnosticsOptions({
    validate: false,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [panelSchema, { uri: 'https://panel-designer.local/reactions.schema.json', fileMatch: ['*.reactions.json'], schema: reactionsJsonSchema(context) }],
  });
}
setReactionsContext();

export { monaco };
export type Monaco = typeof monaco;
