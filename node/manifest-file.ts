// Reads a plugin folder's agentty-plugin.json as Agentty does, and checks it with the shared rules.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkManifest, MANIFEST_FILE, type ManifestProblem } from '../src/manifest';

export interface ManifestReport {
  readonly file: typeof MANIFEST_FILE;
  /** The file is there (it may still not be JSON). */
  readonly found: boolean;
  readonly problems: readonly ManifestProblem[];
}

/** Every rule the folder's manifest breaks; a folder without one is a warning: Agentty installs only folders that have it. */
export function readManifestReport(dir: string): ManifestReport {
  let text: string;
  try {
    text = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    const missing = `The folder has no ${MANIFEST_FILE}: Agentty installs a plugin only from a folder with one (runtime and main were guessed).`;
    return { file: MANIFEST_FILE, found: false, problems: [{ path: '', message: missing, severity: 'warning' }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { file: MANIFEST_FILE, found: true, problems: [{ path: '', message: `invalid ${MANIFEST_FILE}: ${(error as Error).message}`, severity: 'error' }] };
  }
  return { file: MANIFEST_FILE, found: true, problems: checkManifest(value, basename(dir)) };
}

/** "/contributes/commands/0/id: …", or the message alone for the whole file. */
export function describeProblem(problem: ManifestProblem): string {
  return `${MANIFEST_FILE}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;
}
