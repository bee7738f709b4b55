import { parse, printParseErrorCode, type ParseError, type ParseErrorCode } from 'jsonc-parser';
import { withinStack } from './depth';
import type { LocatedIssue } from './issue';

const messages: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  InvalidSymbol: 'Unexpected character: JSON allows only objects, arrays, strings in double quotes, numbers, true, false and null here.',
  InvalidNumberFormat: 'Not a valid JSON number.',
  PropertyNameExpected: 'Expected a property name in double quotes.',
  ValueExpected: 'Expected a value.',
  ColonExpected: 'Expected a colon after the property name.',
  CommaExpected: 'Expected a comma between entries.',
  CloseBraceExpected: 'Expected } to close the object.',
  CloseBracketExpected: 'Expected ] to close the array.',
  EndOfFileExpected: 'Unexpected text after the end of the JSON value.',
  InvalidCommentToken: 'Comments are not allowed: Agentty reads strict JSON.',
  UnexpectedEndOfComment: 'Unterminated comment (comments are not allowed in JSON).',
  UnexpectedEndOfString: 'Unterminated string: add the closing double quote.',
  UnexpectedEndOfNumber: 'Unfinished number.',
  InvalidUnicode: 'Invalid \\u escape: it needs four hex digits.',
  InvalidEscapeCharacter: 'Invalid escape: JSON allows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.',
  InvalidCharacter: 'Control characters must be escaped in strings (write \\n for a newline).',
};

/** Syntax errors with ranges; only called when JSON.parse has already failed. */
export function syntaxIssues(text: string): LocatedIssue[] {
  if (text.trim() === '') {
    return [{ code: 'syntax', severity: 'error', message: 'The document is empty: type or paste a panel tree, a { "tree": … } object or a ui/setPanel line.', path: [], target: 'value', start: 0, end: 0 }];
  }
  const errors: ParseError[] = [];
  const finished = withinStack(() => (parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }), true));
  if (!finished && errors.length === 0) {
    return [{ code: 'syntax', severity: 'error', message: 'Invalid JSON, nested too deeply to point at the error.', path: [], target: 'value', start: 0, end: Math.min(1, text.length) }];
  }
  const issues = errors.map((error): LocatedIssue => {
    const start = Math.min(error.offset, Math.max(0, text.length - 1));
    return {
      code: 'syntax',
      severity: 'error',
      message: messages[printParseErrorCode(error.error as ParseErrorCode)] ?? 'Invalid JSON.',
      path: [],
      target: 'value',
      start,
      end: Math.max(start + 1, Math.min(error.offset + error.length, text.length)),
    };
  });
  if (issues.length === 0) {
    // jsonc-parser accepts a few things JSON.parse rejects; still report something useful
    issues.push({ code: 'syntax', severity: 'error', message: 'Invalid JSON.', path: [], target: 'value', start: 0, end: Math.min(1, text.length) });
  }
  return issues;
}
