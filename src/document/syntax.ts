import { parse, printParseErrorCode, type ParseError, type ParseErrorCode } from 'jsonc-parser';
import { withinStack } from './depth';
import type { LocatedIssue } from './issue';
import { isBlank } from '../json';
import { say, saying, type Say, type SayKey } from '../i18n/say';

const messages: Partial<Record<ReturnType<typeof printParseErrorCode>, SayKey>> = {
  InvalidSymbol: 'jsonIssues.invalidSymbol',
  InvalidNumberFormat: 'jsonIssues.invalidNumberFormat',
  PropertyNameExpected: 'jsonIssues.propertyNameExpected',
  ValueExpected: 'jsonIssues.valueExpected',
  ColonExpected: 'jsonIssues.colonExpected',
  CommaExpected: 'jsonIssues.commaExpected',
  CloseBraceExpected: 'jsonIssues.closeBraceExpected',
  CloseBracketExpected: 'jsonIssues.closeBracketExpected',
  EndOfFileExpected: 'jsonIssues.endOfFileExpected',
  InvalidCommentToken: 'jsonIssues.invalidCommentToken',
  UnexpectedEndOfComment: 'jsonIssues.unexpectedEndOfComment',
  UnexpectedEndOfString: 'jsonIssues.unexpectedEndOfString',
  UnexpectedEndOfNumber: 'jsonIssues.unexpectedEndOfNumber',
  InvalidUnicode: 'jsonIssues.invalidUnicode',
  InvalidEscapeCharacter: 'jsonIssues.invalidEscapeCharacter',
  InvalidCharacter: 'jsonIssues.invalidCharacter',
};

/** Words from other languages that JSON spells differently. */
const foreignWords: Readonly<Record<string, Say>> = {
  True: say('jsonIssues.lowerCase', { word: 'true' }),
  False: say('jsonIssues.lowerCase', { word: 'false' }),
  None: say('jsonIssues.noNone'),
  Null: say('jsonIssues.lowerCase', { word: 'null' }),
  NULL: say('jsonIssues.lowerCase', { word: 'null' }),
  undefined: say('jsonIssues.noUndefined'),
  NaN: say('jsonIssues.notANumber', { word: 'NaN' }),
  Infinity: say('jsonIssues.notANumber', { word: 'Infinity' }),
};

const BYTE_ORDER_MARK = 0xfeff;

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/** The innermost object or array still open just before `offset`, as its opening offset; -1 when none. */
function openerBefore(text: string, offset: number): number {
  const open: number[] = [];
  for (let i = 0; i < offset; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      for (i++; i < offset && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
    } else if (code === 123 || code === 91) open.push(i);
    else if (code === 125 || code === 93) open.pop();
  }
  return open.length ? open[open.length - 1]! : -1;
}

/** One parse error as a message and a range, named after the mistake people make rather than the parser's state. */
function describe(text: string, error: ParseError): { said: Say; start: number; end: number } {
  const code = printParseErrorCode(error.error as ParseErrorCode);
  const start = Math.min(error.offset, Math.max(0, text.length - 1));
  let end = Math.max(start + 1, Math.min(error.offset + error.length, text.length));
  const here = text[error.offset];
  const closer = here === '}' || here === ']';
  let before = error.offset - 1;
  while (before >= 0 && isSpace(text.charCodeAt(before))) before--;

  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && closer && text[before] === ',') {
    // marked at the comma itself: that is the character to delete
    return { said: say('jsonIssues.trailingComma'), start: before, end: before + 1 };
  }
  if (code === 'InvalidSymbol') {
    const symbol = text.slice(error.offset, error.offset + error.length);
    if (symbol.startsWith("'")) {
      const close = text.indexOf("'", error.offset + 1);
      const newline = text.indexOf('\n', error.offset);
      if (close !== -1 && (newline === -1 || close < newline)) {
        end = close + 1;
        const inner = text.slice(error.offset + 1, close);
        return { said: say('jsonIssues.singleQuotesWrite', { text: JSON.stringify(inner.length > 30 ? `${inner.slice(0, 30)}…` : inner) }), start, end };
      }
      return { said: say('jsonIssues.singleQuotes'), start, end };
    }
    let after = error.offset + error.length;
    while (after < text.length && isSpace(text.charCodeAt(after))) after++;
    if (/^[A-Za-z_$][\w$-]*$/.test(symbol) && text[after] === ':') return { said: say('jsonIssues.unquotedName', { name: JSON.stringify(symbol) }), start, end };
    const foreign = Object.hasOwn(foreignWords, symbol) ? foreignWords[symbol] : undefined;
    if (foreign) return { said: foreign, start, end };
  }
  if (code === 'CloseBraceExpected' || code === 'CloseBracketExpected' || (code === 'CommaExpected' && closer)) {
    const opener = openerBefore(text, error.offset);
    if (opener !== -1) {
      const object = text[opener] === '{';
      const line = lineOf(text, opener);
      if (closer) return { said: say(object ? 'jsonIssues.objectOpenBefore' : 'jsonIssues.arrayOpenBefore', { line, here }), start, end };
      if (error.offset >= text.trimEnd().length) return { said: say(object ? 'jsonIssues.objectOpenAtEnd' : 'jsonIssues.arrayOpenAtEnd', { line }), start, end };
      return { said: say(object ? 'jsonIssues.objectOpen' : 'jsonIssues.arrayOpen', { line }), start, end };
    }
  }
  return { said: say(messages[code] ?? 'jsonIssues.invalidJson'), start, end };
}

/**
 * The syntax error of a text JSON.parse refused, with its range. Only the first: the parser
 * recovers by guessing, and the errors after the first mostly restate it at the same place.
 */
export function syntaxIssues(text: string): LocatedIssue[] {
  if (isBlank(text)) {
    return [saying({ code: 'syntax', severity: 'error', path: [], target: 'value', start: 0, end: 0 } as const, 'jsonIssues.empty')];
  }
  const mark = text.charCodeAt(0) === BYTE_ORDER_MARK;
  // the mark becomes a space, so that the rest is checked and every offset stays the same
  const source = mark ? ` ${text.slice(1)}` : text;
  const errors: ParseError[] = [];
  const finished = withinStack(() => (parse(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }), true));
  const syntax = (said: Say, start: number, end: number): LocatedIssue[] => [saying({ code: 'syntax', severity: 'error', path: [], target: 'value', start, end } as const, said.key, said.values)];
  const [first] = errors;
  if (first) {
    const { said, start, end } = describe(source, first);
    return syntax(said, start, end);
  }
  if (!finished) return syntax(say('jsonIssues.tooDeepToPoint'), 0, Math.min(1, text.length));
  // here only the mark stood in JSON.parse's way: a caller that does not read past it must say so
  if (mark) return syntax(say('jsonIssues.byteOrderMark'), 0, 1);
  // jsonc-parser accepts a few things JSON.parse rejects; still report something useful
  return syntax(say('jsonIssues.invalidJson'), 0, Math.min(1, text.length));
}
