// The Plugin page's text: agentty-plugin.json as typed, checked by Agentty's rules and the design's needs.
import { locateIssues } from '../document/analyze';
import type { Issue, LocatedIssue } from '../document/issue';
import { fromPointer, valueAt } from '../document/json-path';
import { saying } from '../i18n/say';
import { syntaxIssues } from '../document/syntax';
import { isRecord, type JsonObject } from '../json';
import { checkManifest, defaultManifest, MANIFEST_FILE } from '../manifest';
import type { ApiVersion } from '../schema';
import { SDK_MAIN } from './codegen-sdk';
import { permissionProblems, type NeededPermission } from './permissions';

/** What a plugin's manifest is checked against: the design's name, its target and what its reactions need. */
export interface ManifestContext {
  readonly name: string;
  readonly api: ApiVersion;
  readonly needed: readonly NeededPermission[];
}

export interface ManifestAnalysis {
  /** The manifest when the text is a JSON object, even with broken rules (the form shows what it can). */
  readonly manifest: JsonObject | undefined;
  readonly issues: readonly LocatedIssue[];
  readonly hasErrors: boolean;
}

/** The manifest of a design nobody has set up: the SDK export's main file, the design's target and needs. */
export function designManifest(context: ManifestContext): Record<string, unknown> {
  return defaultManifest({ name: context.name, main: SDK_MAIN, runtime: 'node', apiVersion: context.api, permissions: context.needed.map((need) => need.permission) });
}

/** designManifest as the Plugin page's text. */
export function defaultManifestText(context: ManifestContext): string {
  return `${JSON.stringify(designManifest(context), null, 2)}\n`;
}

/** Every problem of the manifest text, placed on the key or value it is about. */
export function analyzeManifest(text: string, context: ManifestContext): ManifestAnalysis {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const issues: LocatedIssue[] =
      text.trim() === ''
        ? [saying({ code: 'syntax', severity: 'error', path: [], target: 'value', start: 0, end: 0 } as const, 'manifestIssues.empty', { file: MANIFEST_FILE })]
        : syntaxIssues(text);
    return { manifest: undefined, issues, hasErrors: true };
  }
  const problems = [...checkManifest(value), ...permissionProblems(value, context.needed)];
  const issues: Issue[] = problems.map((problem) => {
    const path = fromPointer(problem.path);
    // a missing field is marked on the object that should hold it
    const present = path.length === 0 || valueAt(value, path) !== undefined;
    return { code: 'manifest', severity: problem.severity, message: problem.message, say: problem.say, path, target: present ? 'value' : 'missing' };
  });
  const located = locateIssues(text, issues);
  return { manifest: isRecord(value) ? (value as JsonObject) : undefined, issues: located, hasErrors: located.some((issue) => issue.severity === 'error') };
}
