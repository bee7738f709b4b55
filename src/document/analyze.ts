import { MAX_DEPTH, MAX_LINE_BYTES } from '../schema/decisions';
import { semanticIssues } from './checks';
import { exceedsDepth, withinStack } from './depth';
import { bySeverityThenOffset, type Issue, type LocatedIssue } from './issue';
import { toPointer as pointerOf, type JsonPath } from './json-path';
import { mayExceedLineLimit, setPanelLineBytes } from './line-size';
import { locatePaths, rangeFor, type Location } from './locate';
import { schemaIssues } from './schema-issues';
import { detectShape, type DocumentShape } from './shape';
import { syntaxIssues } from './syntax';

/** Markers past this many are summarised: nobody reads ten thousand of them, and placing them costs. */
export const MAX_REPORTED_ISSUES = 500;

export interface Analysis {
  readonly text: string;
  /** False when the text is not JSON at all. */
  readonly parsed: boolean;
  readonly shape: DocumentShape | undefined;
  /** Where the tree sits in the document, e.g. ["params", "tree"]. */
  readonly treePath: JsonPath;
  /** The tree as parsed (possibly invalid), or undefined. */
  readonly tree: unknown;
  readonly issues: readonly LocatedIssue[];
  readonly hasErrors: boolean;
  /** The tree can be drawn: it exists and is not nested beyond what we draw. */
  readonly drawable: boolean;
}

/** Text → parse → shape → validate → issues with text ranges. Pure: no editor, no UI. */
export function analyze(text: string): Analysis {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { text, parsed: false, shape: undefined, treePath: [], tree: undefined, issues: syntaxIssues(text), hasErrors: true, drawable: false };
  }
  const { shape, treePath, tree, issues } = detectShape(value);
  const tooDeep = tree !== undefined && exceedsDepth(tree, MAX_DEPTH);
  if (tooDeep) {
    issues.push({ code: 'too-deep', severity: 'error', message: `The tree is nested deeper than ${MAX_DEPTH} levels, which Panel Designer does not validate or draw.`, path: treePath, target: 'value' });
  } else if (tree !== undefined) {
    issues.push(...treeIssues(tree, treePath, shape === 'message' ? (value as { id?: number | string }).id : undefined, text.length));
  }
  const located = locate(text, issues);
  const hasErrors = located.some((issue) => issue.severity === 'error');
  return { text, parsed: true, shape, treePath, tree, issues: located, hasErrors, drawable: tree !== undefined && !tooDeep };
}

function treeIssues(tree: unknown, treePath: JsonPath, id: number | string | undefined, textLength: number): Issue[] {
  const issues = [...schemaIssues(tree, treePath), ...semanticIssues(tree, treePath)];
  if (mayExceedLineLimit(textLength)) {
    const bytes = setPanelLineBytes(tree, typeof id === 'number' || typeof id === 'string' ? id : undefined);
    if (bytes > MAX_LINE_BYTES) {
      issues.push({
        code: 'line-too-long',
        severity: 'error',
        message: `The ui/setPanel line is ${bytes.toLocaleString('en')} bytes: Agentty rejects lines over ${MAX_LINE_BYTES.toLocaleString('en')} bytes (16 MB).`,
        path: treePath,
        target: 'value',
      });
    }
  }
  return issues;
}

function locate(text: string, issues: Issue[]): LocatedIssue[] {
  if (issues.length === 0) return [];
  const kept = issues.slice(0, MAX_REPORTED_ISSUES);
  const lookup = (issue: Issue) => (issue.target === 'missing' ? issue.path.slice(0, -1) : issue.path);
  const locations = withinStack(() => locatePaths(text, kept.map(lookup))) ?? new Map<string, Location>();
  const located = kept.map((issue) => ({ ...issue, ...rangeFor(locations.get(pointerOf(lookup(issue))), issue.target, text.length) }));
  if (issues.length > kept.length) {
    located.push({
      code: 'schema',
      severity: 'info',
      message: `${(issues.length - kept.length).toLocaleString('en')} more issues not shown; fix these first.`,
      path: [],
      target: 'value',
      start: 0,
      end: Math.min(1, text.length),
    });
  }
  return located.sort(bySeverityThenOffset);
}

