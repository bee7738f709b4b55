// Reads a plugin folder's agentty-plugin.json once, as Agentty does, and answers everything the host asks of it:
// the rules it breaks, runtime and main, the identity and permissions for initialize, its API version and what it contributes.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Contributes } from '../src/host/contract';
import { checkManifest, MANIFEST_FILE, panelHeading, panelPlacement, type ManifestProblem } from '../src/manifest';

export interface ManifestReport {
  readonly file: typeof MANIFEST_FILE;
  /** The file is there (it may still not be JSON). */
  readonly found: boolean;
  readonly problems: readonly ManifestProblem[];
}

export interface PluginManifest {
  readonly report: ManifestReport;
  /** The file's object when it is one (else undefined: no file, not JSON, not an object). */
  readonly value?: Readonly<Record<string, unknown>>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The folder's manifest and every rule it breaks; a folder without one is a warning: Agentty installs only folders that have it. */
export function readPluginManifest(dir: string): PluginManifest {
  let text: string;
  try {
    text = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    const missing = `The folder has no ${MANIFEST_FILE}: Agentty installs a plugin only from a folder with one (runtime and main were guessed).`;
    return { report: { file: MANIFEST_FILE, found: false, problems: [{ path: '', message: missing, severity: 'warning' }] } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { report: { file: MANIFEST_FILE, found: true, problems: [{ path: '', message: `invalid ${MANIFEST_FILE}: ${(error as Error).message}`, severity: 'error' }] } };
  }
  const report: ManifestReport = { file: MANIFEST_FILE, found: true, problems: checkManifest(value, basename(dir)) };
  return isObject(value) ? { report, value } : { report };
}

/** The manifest's apiVersion: 1 when absent (Agentty's default); undefined when it is not a whole number (a manifest error). */
export function manifestApi(manifest: PluginManifest): number | undefined {
  const api = manifest.value?.apiVersion ?? 1;
  return typeof api === 'number' && Number.isInteger(api) ? api : undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The panel's heading and place (its icon, else the plugin's) and contributes.commands' ids and titles, as far as they are readable. */
export function contributesOf(manifest: PluginManifest): Contributes {
  const contributes = isObject(manifest.value?.contributes) ? manifest.value.contributes : {};
  const commands = (Array.isArray(contributes.commands) ? contributes.commands : []).filter(isObject).flatMap((command) => {
    const id = text(command.id);
    if (id === undefined) return [];
    const description = text(command.description);
    return [{ id, title: text(command.title) ?? id, ...(description === undefined ? {} : { description }) }];
  });
  if (manifest.value === undefined) return { commands };
  // the title falls back to the plugin's name, as Agentty heads the panel; a page without either uses its own
  const heading = panelHeading(manifest.value, '');
  const { mode, surface } = panelPlacement(manifest.value);
  return { panel: { ...(heading.title ? { title: heading.title } : {}), icon: heading.icon, mode, surface }, commands };
}

/** "/contributes/commands/0/id: …", or the message alone for the whole file. */
export function describeProblem(problem: ManifestProblem): string {
  return `${MANIFEST_FILE}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;
}
