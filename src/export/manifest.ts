// The agentty-plugin.json each export choice writes: the author's from the Plugin page, or one made from the design.
import { checkManifest, manifestIdFrom, type ManifestProblem } from '../manifest';
import { NODE_MAIN } from './codegen-node';
import { PYTHON_MAIN } from './codegen-python';
import { SDK_MAIN } from './codegen-sdk';
import { targetApi, type Design } from './design';
import { say, type Say } from '../i18n/say';
import { issueSaid } from './said';
import { designManifest } from './manifest-text';
import { neededPermissions, permissionProblems } from './permissions';

/** What the plugin folder holds: a plugin on Agentty's Node.js SDK, or one with no dependencies in Node.js or Python. */
export type ExportChoice = 'sdk' | 'node' | 'python';

export interface ExportChoiceInfo {
  readonly value: ExportChoice;
  readonly label: string;
  readonly main: string;
  readonly runtime: 'node' | 'python';
}

/** The choices in the order they are offered: the SDK first, as Agentty's own plugins are written. */
export const EXPORT_CHOICES: readonly ExportChoiceInfo[] = [
  { value: 'sdk', label: 'Agentty SDK (Node.js)', main: SDK_MAIN, runtime: 'node' },
  { value: 'node', label: 'Node.js, no dependencies', main: NODE_MAIN, runtime: 'node' },
  { value: 'python', label: 'Python', main: PYTHON_MAIN, runtime: 'python' },
];

export function exportChoice(choice: ExportChoice): ExportChoiceInfo {
  return EXPORT_CHOICES.find((each) => each.value === choice) ?? EXPORT_CHOICES[0]!;
}

/** The manifest written into the folder: `main` and `runtime` always follow the choice, whatever the author wrote. */
export function exportManifest(design: Design, choice: ExportChoice): Record<string, unknown> {
  const { main, runtime } = exportChoice(choice);
  const base = design.manifest ?? designManifest({ name: design.name, api: targetApi(design), needed: neededPermissions(design) });
  return { ...base, main, runtime };
}

/** The folder's name, which Agentty requires to equal the manifest's id. */
export function manifestFolder(manifest: Readonly<Record<string, unknown>>, design: Pick<Design, 'name'>): string {
  return typeof manifest.id === 'string' && manifest.id !== '' ? manifest.id : manifestIdFrom(design.name);
}

/** The manifest's problems that matter to the export: Agentty's rules and the permissions the reactions need. */
export function manifestProblems(design: Design, manifest: Readonly<Record<string, unknown>>): ManifestProblem[] {
  return [...checkManifest(manifest, manifestFolder(manifest, design)), ...permissionProblems(manifest, neededPermissions(design))];
}

/** One line for a refusal or a warning: the file, the field, the message. */
export function manifestSaid(problem: ManifestProblem): Say {
  const said = issueSaid(problem);
  return problem.path ? say('exportRefusals.onManifestField', { path: problem.path, problem: said }) : say('exportRefusals.onManifest', { problem: said });
}
