import { MAX_LINE_NESTING, MAX_TREE_NESTING_IN_LINE } from '../schema/agentty';
import { MAX_DEPTH, MAX_LINE_BYTES } from '../schema/decisions';
import type { DocumentKind } from '../schema/bridge';
import { NEWEST_API, type ApiVersion } from '../schema/nodes';
import { bridgeIssues } from './bridge-checks';
import { semanticIssues } from './checks';
import { exceedsDepth, withinStack } from './depth';
import { bySeverityThenOffset, type Issue, type LocatedIssue } from './issue';
import { byteOrderMarkIssue, lexicalIssues } from './lexical';
import { toPointer as pointerOf, type JsonPath } from './json-path';
import { mayExceedLineLimit, setPanelLineBytes } from './line-size';
import { locatePaths, rangeFor, type Location } from './locate';
import { schemaIssues } from './schema-issues';
import { loneSurrogateIssues } from './surrogates';
import { decimalWholeNumberIssues } from './whole-numbers';
import { detectShape, type DocumentShape } from './shape';
import { syntaxIssues } from './syntax';
import { saying } from '../i18n/say';
import { isRecord } from '../json';

/** Which Agentty the analysis simulates: a design's target API version (today's newest when left out). */
export interface AnalyzeOptions {
  readonly api?: ApiVersion;
  /** The design's files, by path inside `files/`: an image naming another is a warning. Left out: not checked. */
  readonly files?: ReadonlySet<string>;
}

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

/** The cheap first half of an analysis: enough to draw the preview, before any validation. */
export interface ParsedDocument {
  readonly text: string;
  readonly parsed: boolean;
  /** The whole document as parsed (the tree and any wrapper around it); undefined when it is not JSON. */
  readonly value: unknown;
  readonly shape: DocumentShape | undefined;
  readonly treePath: JsonPath;
  readonly tree: unknown;
  readonly drawable: boolean;
  /** The request id of a whole ui/setPanel line, which counts toward its size. */
  readonly messageId: number | string | undefined;
  readonly shapeIssues: readonly Issue[];
}

/** A parsed document before its validation has run: its shape is known, its issues are not yet. */
export function notValidatedYet(doc: ParsedDocument): Analysis {
  const { text, parsed, shape, treePath, tree, drawable } = doc;
  return { text, parsed, shape, treePath, tree, drawable, issues: [], hasErrors: false };
}

/** Text → parse → shape. Pure: no editor, no UI. A bridge document's "tree" is the whole pluginDef. */
export function parseDocument(text: string, kind: DocumentKind = 'panel'): ParsedDocument {
  let value: unknown;
  const mark = byteOrderMarkIssue(text);
  try {
    // decision: a leading byte-order mark is read past, as JSON parsers commonly do, with a warning (lexical.ts)
    value = JSON.parse(mark ? text.slice(1) : text);
  } catch {
    // what is wrong is found by validateDocument: in a big document that runs after the keystroke
    return { text, parsed: false, value: undefined, shape: undefined, treePath: [], tree: undefined, drawable: false, messageId: undefined, shapeIssues: [] };
  }
  if (kind === 'bridge') {
    const drawable = isRecord(value) && !exceedsDepth(value, MAX_DEPTH);
    return { text, parsed: true, value, shape: 'bridge', treePath: [], tree: value, drawable, messageId: undefined, shapeIssues: [] };
  }
  const { shape, treePath, tree, issues } = detectShape(value);
  // one walk in the common case: a tree Agentty's parser reads is far from the designer's own limit
  const deepForAgentty = tree !== undefined && exceedsDepth(tree, MAX_TREE_NESTING_IN_LINE);
  const tooDeep = deepForAgentty && exceedsDepth(tree, MAX_DEPTH);
  const depths = { depth: MAX_DEPTH, lineDepth: MAX_LINE_NESTING, treeDepth: MAX_TREE_NESTING_IN_LINE };
  if (tooDeep) {
    issues.push(saying({ code: 'too-deep', severity: 'error', path: treePath, target: 'value' } as const, 'jsonIssues.tooDeepToDraw', depths));
  } else if (deepForAgentty) {
    issues.push(saying({ code: 'too-deep', severity: 'error', path: treePath, target: 'value' } as const, 'jsonIssues.tooDeepForAgentty', depths));
  }
  const id = shape === 'message' ? (value as { id?: unknown }).id : undefined;
  const messageId = typeof id === 'number' || typeof id === 'string' ? id : undefined;
  return { text, parsed: true, value, shape, treePath, tree, drawable: tree !== undefined && !tooDeep, messageId, shapeIssues: issues };
}

/** Parsed document → validate → issues with text ranges. */
export function validateDocument(doc: ParsedDocument, options: AnalyzeOptions = {}): Analysis {
  const { text, parsed, shape, treePath, tree, drawable } = doc;
  if (!parsed) {
    const mark = byteOrderMarkIssue(text);
    const issues = syntaxIssues(text);
    return { text, parsed, shape, treePath, tree, drawable, issues: mark ? [mark, ...issues] : issues, hasErrors: true };
  }
  const api = options.api ?? NEWEST_API;
  const checks = shape === 'bridge' ? bridgeIssues : (value: unknown) => treeIssues(value, treePath, doc.messageId, text.length, api, options.files);
  const issues = drawable ? [...doc.shapeIssues, ...checks(tree)] : [...doc.shapeIssues];
  if (shape !== 'bridge') {
    // Agentty's parser refuses the whole line, wherever in it the lone surrogate is
    issues.push(...loneSurrogateIssues(text, doc.value));
    if (drawable) issues.push(...decimalWholeNumberIssues(text, tree, treePath));
  }
  const lexical = lexicalIssues(text, doc.value, MAX_REPORTED_ISSUES);
  const located = withLexical(locateIssues(text, issues, MAX_REPORTED_ISSUES - lexical.length), lexical);
  const hasErrors = located.some((issue) => issue.severity === 'error');
  return { text, parsed, shape, treePath, tree, drawable, issues: located, hasErrors };
}

/** Text → parse → shape → validate → issues with text ranges. */
export function analyze(text: string, kind: DocumentKind = 'panel', options: AnalyzeOptions = {}): Analysis {
  return validateDocument(parseDocument(text, kind), options);
}

function treeIssues(tree: unknown, treePath: JsonPath, id: number | string | undefined, textLength: number, api: ApiVersion, files: ReadonlySet<string> | undefined): Issue[] {
  const issues = [...schemaIssues(tree, treePath), ...semanticIssues(tree, treePath, api, files)];
  if (mayExceedLineLimit(textLength)) {
    const bytes = setPanelLineBytes(tree, typeof id === 'number' || typeof id === 'string' ? id : undefined);
    if (bytes > MAX_LINE_BYTES) {
      issues.push(saying({ code: 'line-too-long', severity: 'error', path: treePath, target: 'value' } as const, 'jsonIssues.lineTooLong', { bytes, max: MAX_LINE_BYTES }));
    }
  }
  return issues;
}

/** The lexical issues among the located ones; a value marked as an overflowing number gets no second marker there. */
function withLexical(located: LocatedIssue[], lexical: readonly LocatedIssue[]): LocatedIssue[] {
  if (lexical.length === 0) return located;
  const numbers = new Set(lexical.filter((issue) => issue.code === 'number-range').map((issue) => `${issue.start}:${issue.end}`));
  const kept = numbers.size ? located.filter((issue) => !numbers.has(`${issue.start}:${issue.end}`)) : located;
  return [...kept, ...lexical].sort(bySeverityThenOffset);
}

/** The errors, then the rest, each in their order: a cap keeps what Agentty refuses before the advice. */
function errorsFirst(issues: readonly Issue[]): Issue[] {
  return [...issues.filter((issue) => issue.severity === 'error'), ...issues.filter((issue) => issue.severity !== 'error')];
}

/** Issues → text ranges: capped, one pass over the text, sorted. Shared by every JSON editor of the app. */
export function locateIssues(text: string, issues: readonly Issue[], cap = MAX_REPORTED_ISSUES): LocatedIssue[] {
  if (issues.length === 0) return [];
  const kept = issues.length > cap ? errorsFirst(issues).slice(0, Math.max(0, cap)) : issues;
  const lookup = (issue: Issue) => (issue.target === 'missing' ? issue.path.slice(0, -1) : issue.path);
  const locations = withinStack(() => locatePaths(text, kept.map(lookup))) ?? new Map<string, Location>();
  const located = kept.map((issue) => ({ ...issue, ...rangeFor(locations.get(pointerOf(lookup(issue))), issue.target, text.length) }));
  if (issues.length > kept.length) {
    const more = { code: 'schema', severity: 'info', path: [], target: 'value', start: 0, end: Math.min(1, text.length) } as const;
    located.push(saying(more, 'jsonIssues.moreNotShown', { n: issues.length - kept.length }));
  }
  return located.sort(bySeverityThenOffset);
}

