export { analyze, MAX_REPORTED_ISSUES, notValidatedYet, parseDocument, validateDocument, type Analysis, type ParsedDocument } from './analyze';
export { countBySeverity, type Issue, type IssueCode, type LocatedIssue, type Severity, type TextEdit, type TextRange } from './issue';
export { fromPointer, toPointer, valueAt, type JsonPath } from './json-path';
export { locatePaths } from './locate';
export { drawnPartPath, partAtOffset } from './node-path';
export { shapeHints, shapeLabels, type DocumentShape } from './shape';
export { shareStructure } from './share';
export { canEditInsideString, editInsideString, indexDocument, replaceAt, type IndexedDocument } from './incremental';
export type { TextChange } from './string-values';
