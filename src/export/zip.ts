import { generateNodePlugin, NODE_MAIN } from './codegen-node';
import { generatePythonPlugin, PYTHON_MAIN } from './codegen-python';
import { generateSdkPlugin, SDK_MAIN } from './codegen-sdk';
import { generateNodeTest, NODE_TEST_FILE } from './codegen-test';
import { generateTypeScript, TS_FILE } from './codegen-ts';
import { checkDesign, type Checked, type Design } from './design';
import { refusal, warned } from './said';
import { exportManifest, manifestFolder, manifestProblems, manifestSaid, type ExportChoice } from './manifest';
import { generateReadme } from './plugin-readme';
import { MANIFEST_FILE } from '../manifest';

export interface GeneratedFile {
  readonly path: string;
  /** Monaco language id, for showing the file. */
  readonly language: 'javascript' | 'python' | 'typescript' | 'markdown' | 'json';
  readonly text: string;
}

/** The command ids the manifest contributes, each a `plugin.command` handler of the SDK plugin. */
function commandIds(manifest: Readonly<Record<string, unknown>>): string[] {
  const contributes = manifest.contributes;
  const commands = typeof contributes === 'object' && contributes !== null ? (contributes as { commands?: unknown }).commands : undefined;
  if (!Array.isArray(commands)) return [];
  return commands.flatMap((command: unknown) => {
    const id = typeof command === 'object' && command !== null ? (command as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? [id] : [];
  });
}

/**
 * Every file of the plugin folder for one choice (the main file first) with the design's and the manifest's
 * warnings, or the reason it cannot be exported. Agentty's SDK file is never among them: Agentty supplies it.
 */
export function pluginFiles(design: Design, choice: ExportChoice = 'sdk'): Checked<GeneratedFile[]> {
  const checked = checkDesign(design);
  if (!checked.ok) return checked;
  const manifest = exportManifest(design, choice);
  const problems = manifestProblems(design, manifest);
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length) return refusal(errors.map(manifestSaid));
  const warnings = warned([...(checked.saidWarnings ?? []), ...problems.filter((problem) => problem.severity === 'warning').map(manifestSaid)]);
  const readme: GeneratedFile = { path: 'README.md', language: 'markdown', text: generateReadme(design, choice, manifestFolder(manifest, design)) };
  const json: GeneratedFile = { path: MANIFEST_FILE, language: 'json', text: `${JSON.stringify(manifest, null, 2)}\n` };
  const files: Record<ExportChoice, () => GeneratedFile[]> = {
    sdk: () => [{ path: SDK_MAIN, language: 'javascript', text: generateSdkPlugin(design, commandIds(manifest)) }, json, readme],
    node: () => [
      { path: NODE_MAIN, language: 'javascript', text: generateNodePlugin(design) },
      json,
      readme,
      { path: NODE_TEST_FILE, language: 'javascript', text: generateNodeTest(design, ['node']) },
      { path: TS_FILE, language: 'typescript', text: generateTypeScript(design) },
    ],
    python: () => [{ path: PYTHON_MAIN, language: 'python', text: generatePythonPlugin(design) }, json, readme],
  };
  return { ok: true, ...warnings, value: files[choice]() };
}

/** The folder inside the zip, which Agentty requires to be the manifest's id. */
export function folderName(design: Design): string {
  return manifestFolder(exportManifest(design, 'sdk'), design);
}
