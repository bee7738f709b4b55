import type { LocatedIssue, Severity } from '../document';
import { issueText } from '../i18n/issue-text';
import type { Monaco } from './monaco';
import type { editor } from 'monaco-editor/editor/editor.api';

export const MARKER_OWNER = 'panel-designer';

/** Our issues as Monaco markers, placed on the exact text range of each, in the interface language (an effect calling this re-runs on a switch). */
export function toMarkers(monaco: Monaco, model: editor.ITextModel, issues: readonly LocatedIssue[]): editor.IMarkerData[] {
  const severity: Record<Severity, number> = {
    error: monaco.MarkerSeverity.Error,
    warning: monaco.MarkerSeverity.Warning,
    info: monaco.MarkerSeverity.Info,
  };
  return issues.map((issue) => {
    const start = model.getPositionAt(issue.start);
    const end = model.getPositionAt(Math.max(issue.end, issue.start));
    return {
      severity: severity[issue.severity],
      message: issueText(issue),
      code: issue.code,
      startLineNumber: start.lineNumber,
      startColumn: start.column,
      endLineNumber: end.lineNumber,
      endColumn: end.column === start.column && end.lineNumber === start.lineNumber ? end.column + 1 : end.column,
    };
  });
}
