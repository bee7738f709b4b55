import type { JsonPath } from './json-path';
import type { Say } from '../i18n/say';

export type Severity = 'error' | 'warning' | 'info';

export type IssueCode =
  | 'syntax'
  | 'shape'
  | 'schema'
  | 'missing-prop'
  | 'unknown-type'
  | 'unknown-key'
  | 'duplicate-id'
  | 'duplicate-item-id'
  | 'duplicate-action-id'
  | 'duplicate-option-value'
  | 'duplicate-entry-id'
  | 'empty-id'
  | 'null-prop'
  | 'missing-children'
  | 'too-many-elements'
  | 'nested-too-deep'
  | 'long-text'
  | 'newer-api'
  | 'option-value-type'
  | 'lone-surrogate'
  | 'choice-value'
  | 'unknown-icon'
  | 'empty-children'
  | 'line-too-long'
  | 'too-deep'
  | 'number-range'
  | 'duplicate-key'
  | 'byte-order-mark'
  | 'duplicate-field-key'
  | 'bridge-no-choices'
  | 'bridge-url'
  | 'manifest'
  | 'missing-file'
  | 'image-format'
  | 'too-many-graph-nodes'
  | 'graph-edge-port'
  | 'graph-cut';

/** Where in the text an issue belongs: the key of a property, its value, or (for a missing prop) its parent object. */
export type IssueTarget = 'key' | 'value' | 'missing';

export interface Issue {
  readonly code: IssueCode;
  readonly severity: Severity;
  /** In English: the CLI prints it, and it is the fallback of `say`. */
  readonly message: string;
  /** The same words as a message key and values, for the interface language; `message` is their English. */
  readonly say?: Say;
  /** Path from the document root (not the tree) to the offending value. */
  readonly path: JsonPath;
  readonly target: IssueTarget;
}

export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** A replacement of part of a text: the range and what goes there. */
export interface TextEdit extends TextRange {
  readonly text: string;
}

export interface LocatedIssue extends Issue, TextRange {}

const severityOrder: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function bySeverityThenOffset(a: LocatedIssue, b: LocatedIssue): number {
  return a.start - b.start || severityOrder[a.severity] - severityOrder[b.severity];
}

export function countBySeverity(issues: readonly Issue[]): Record<Severity, number> {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const issue of issues) counts[issue.severity]++;
  return counts;
}
