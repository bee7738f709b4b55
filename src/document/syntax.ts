import { parse, printParseErrorCode, type ParseError, type ParseErrorCode } from 'jsonc-parser';
import { withinStack } from './depth';
import type { LocatedIssue } from './issue';
import { isBlank } from '../json';

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

/** Words from other languages that JSON spells differently. */
const foreignWords: Readonly<Record<string, string>> = {
  True: 'JSON writes true in lower case.',
  False: 'JSON writes false in lower case.',
  None: 'JSON has no None: write null.',
  Null: 'JSON writes null in lower case.',
  NULL: 'JSON writes null in lower case.',
  undefined: 'JSON has no undefined: write null, or leave the property out.',
  NaN: 'JSON has no NaN: write null, a number, or a string.',
  Infinity: 'JSON has no Infinity: write null, a number, or a string.',
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
function describe(text: string, error: ParseError): { message: string; start: number; end: number } {
  const code = printParseErrorCode(error.error as ParseErrorCode);
  const start = Math.min(error.offset, Math.max(0, text.length - 1));
  let end = Math.max(start + 1, Math.min(error.offset + error.length, text.length));
  const here = text[error.offset];
  const closer = here === '}' || here === ']';
  let before = error.offset - 1;
  while (before >= 0 && isSpace(text.charCodeAt(before))) before--;

  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && closer && text[before] === ',') {
    // marked at the comma itself: that is the character to delete
    return { message: 'JSON does not allow a trailing comma.', start: before, end: before + 1 };
  }
  if (code === 'InvalidSymbol') {
    const symbol = text.slice(error.offset, error.offset + error.length);
    if (symbol.startsWith("'")) {
      const close = text.indexOf("'", error.offset + 1);
      const newline = text.indexOf('\n', error.offset);
      if (close !== -1 && (newline === -1 || close < newline)) {
        end = close + 1;
        const inner = text.slice(error.offset + 1, close);
        return { message: `JSON strings and property names need double quotes, not single quotes: write ${JSON.stringify(inner.length > 30 ? `${inner.slice(0, 30)}…` : inner)}.`, start, end };
      }
      return { message: 'JSON strings and property names need double quotes, not single quotes.', start, end };
    }
    let after = error.offset + error.length;
    while (after < text.length && isSpace(text.charCodeAt(after))) after++;
    if (/^[A-Za-z_$][\w$-]*$/.test(symbol) && text[after] === ':') return { message: `Property names need double quotes: write ${JSON.stringify(symbol)}.`, start, end };
    const foreign = Object.hasOwn(foreignWords, symbol) ? foreignWords[symbol] : undefined;
    if (foreign) return { message: foreign, start, end };
  }
  if (code === 'CloseBraceExpected' || code === 'CloseBracketExpected' || (code === 'CommaExpected' && closer)) {
    const opener = openerBefore(text, error.offset);
    if (opener !== -1) {
      const object = text[opener] === '{';
      const what = `Expected ${object ? '}' : ']'} to close the ${object ? 'object' : 'array'} opened on line ${lineOf(text, opener)}`;
      if (closer) return { message: `${what} before this ${here}.`, start, end };
      if (error.offset >= text.trimEnd().length) return { message: `${what}: the text ends first.`, start, end };
      return { message: `${what}.`, start, end };
    }
  }
  return { message: messages[code] ?? 'Invalid JSON.', start, end };
}

/**
 * The syntax error of a text JSON.parse refused, with its range. Only the first: the parser
 * recovers by guessing, and the errors after the first mostly restate it at the same place.
 */
export function syntaxIssues(text: string): LocatedIssue[] {
  if (isBlank(text)) {
    return [{ code: 'syntax', severity: 'error', message: 'The document is empty: type or paste a panel tree, a { "tree": … } object or a ui/setPanel line.', path: [], target: 'value', start: 0, end: 0 }];
  }
  const mark = text.charCodeAt(0) === BYTE_ORDER_MARK;
  // the mark becomes a space, so that the rest is checked and every offset stays the same
  const source = mark ? ` ${text.slice(1)}` : text;
  const errors: ParseError[] = [];
  const finished = withinStack(() => (parse(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }), true));
  const syntax = (message: string, start: number, end: number): LocatedIssue[] => [{ code: 'syntax', severity: 'error', message, path: [], target: 'value', start, end }];
  const [first] = errors;
  if (first) {
    const { message, start, end } = describe(source, first);
    return syntax(message, start, end);
  }
  if (!finished) return syntax('Invalid JSON, nested too deeply to point at the error.', 0, Math.min(1, text.length));
  // here only the mark stood in JSON.parse's way: a caller that does not read past it must say so
  if (mark) return syntax('The text starts with an invisible byte-order mark (U+FEFF), which JSON does not allow: delete it.', 0, 1);
  // jsonc-parser accepts a few things JSON.parse rejects; still report something useful
  return syntax('Invalid JSON.', 0, Math.min(1, text.length));
}
