// A small tokenizer for a code block's common languages, coloured as Agentty's Dark+ kinds (agentty-look.md §5.26).
// Agentty uses full grammars; this is close for the languages plugins show most, and plain text for the rest.

export type TokenKind = 'plain' | 'comment' | 'string' | 'escape' | 'number' | 'keyword' | 'control' | 'function' | 'type' | 'variable';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
}

/** Agentty colours the first this many lines; the rest is plain. */
export const COLOURED_LINES = 400;

interface Grammar {
  readonly lineComments: readonly string[];
  readonly blockComment?: readonly [string, string];
  /** Quotes whose strings end at the line's end, and those that may span lines. */
  readonly quotes: readonly string[];
  readonly longQuotes?: readonly string[];
  /** Storage words and language constants (Dark+ blue). */
  readonly keywords: ReadonlySet<string>;
  /** Flow and import words (Dark+ pink). */
  readonly control: ReadonlySet<string>;
  readonly types?: ReadonlySet<string>;
  /** `name!(` is a macro call (Rust). */
  readonly macros?: boolean;
  /** A capitalised word is a type or class. */
  readonly capitalisedTypes?: boolean;
  /** A quoted string followed by ":" is a property name (JSON). */
  readonly quotedKeys?: boolean;
  /** A bare word at a line's start followed by ":" is a key (YAML). */
  readonly bareKeys?: boolean;
  /** `$NAME`, `${…}` and `$1` are variables (shell). */
  readonly dollarVariables?: boolean;
  /** A line comment starts only at a line's start or after a space (`#` inside a shell word is not one). */
  readonly commentAfterSpace?: boolean;
}

const words = (text: string): ReadonlySet<string> => new Set(text.split(' '));

const JS: Grammar = {
  lineComments: ['//'],
  blockComment: ['/*', '*/'],
  quotes: ['"', "'"],
  longQuotes: ['`'],
  keywords: words(
    'const let var function class extends new this super typeof instanceof in of void delete async interface type enum implements declare readonly public private protected static get set abstract namespace keyof as is true false null undefined NaN Infinity',
  ),
  control: words('if else for while do switch case default break continue return throw try catch finally import export from await yield with'),
  types: words('string number boolean any unknown never object bigint symbol'),
  capitalisedTypes: true,
};

const PYTHON: Grammar = {
  lineComments: ['#'],
  quotes: ['"', "'"],
  longQuotes: ['"""', "'''"],
  keywords: words('def class lambda global nonlocal and or not in is True False None self'),
  control: words('if elif else for while try except finally with return yield import from as raise pass break continue async await assert del match case'),
  types: words('int float str bool list dict set tuple bytes object'),
  capitalisedTypes: true,
};

const RUST: Grammar = {
  lineComments: ['//'],
  blockComment: ['/*', '*/'],
  quotes: ['"'],
  keywords: words('fn let mut const static struct enum trait impl type pub crate mod self Self super where unsafe dyn ref move as extern true false'),
  control: words('if else match for while loop return break continue use async await in'),
  types: words('i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool char str'),
  macros: true,
  capitalisedTypes: true,
};

const GO: Grammar = {
  lineComments: ['//'],
  blockComment: ['/*', '*/'],
  quotes: ['"', "'"],
  longQuotes: ['`'],
  keywords: words('func var const type struct interface map chan package true false nil iota'),
  control: words('if else for range switch case default break continue return go defer select goto fallthrough import'),
  types: words('int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 float32 float64 string bool error byte rune any'),
  capitalisedTypes: true,
};

const SHELL: Grammar = {
  lineComments: ['#'],
  quotes: ['"', "'"],
  keywords: words('export local readonly declare unset alias source true false'),
  control: words('if then else elif fi for in do done while until case esac return exit function select'),
  dollarVariables: true,
  commentAfterSpace: true,
};

const JSON_GRAMMAR: Grammar = {
  lineComments: ['//'],
  blockComment: ['/*', '*/'],
  quotes: ['"'],
  keywords: words('true false null'),
  control: words(''),
  quotedKeys: true,
};

const YAML: Grammar = {
  lineComments: ['#'],
  quotes: ['"', "'"],
  keywords: words('true false null yes no on off ~'),
  control: words(''),
  bareKeys: true,
  quotedKeys: true,
  commentAfterSpace: true,
};

const GRAMMARS: Readonly<Record<string, Grammar>> = {
  js: JS,
  mjs: JS,
  cjs: JS,
  jsx: JS,
  ts: JS,
  tsx: JS,
  mts: JS,
  py: PYTHON,
  rs: RUST,
  go: GO,
  sh: SHELL,
  json: JSON_GRAMMAR,
  jsonc: JSON_GRAMMAR,
  yaml: YAML,
};

/** The names Agentty reads as another language's extension. */
const ALIASES: Readonly<Record<string, string>> = {
  rust: 'rs',
  typescript: 'ts',
  javascript: 'js',
  node: 'js',
  python: 'py',
  shell: 'sh',
  bash: 'sh',
  zsh: 'sh',
  console: 'sh',
  yml: 'yaml',
  golang: 'go',
};

function grammarOf(language: unknown): Grammar | undefined {
  if (typeof language !== 'string') return undefined;
  const name = language.trim().replace(/^\.+/, '').toLowerCase();
  const key = ALIASES[name] ?? name;
  return Object.hasOwn(GRAMMARS, key) ? GRAMMARS[key] : undefined;
}

/** Whether a code block in `language` is coloured here. */
export function colours(language: unknown): boolean {
  return grammarOf(language) !== undefined;
}

const NUMBER = /(?:0[xX][\da-fA-F_]+|0[bB][01_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?)[a-zA-Z\d]*/y;
const WORD = /[A-Za-z_$][\w$]*/y;
const DOLLAR = /\$(?:\{[^}\n]*\}|[A-Za-z_]\w*|[\d@*#?$!-])/y;
const CALL = /\s*\(/y;
const KEY_AFTER = /\s*:/y;
const BARE_KEY = /[ \t]*(?:- )?[\w.-][\w. -]*?(?=[ \t]*:(?:\s|$))/y;

function matchAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** `text` cut into coloured tokens for `language`; one plain token when the language is not known here. */
export function tokenize(text: string, language: unknown): Token[] {
  const grammar = grammarOf(language);
  if (grammar === undefined) return text === '' ? [] : [{ kind: 'plain', text }];
  const tokens: Token[] = [];
  const push = (kind: TokenKind, part: string): void => {
    const last = tokens[tokens.length - 1];
    if (last !== undefined && last.kind === kind) tokens[tokens.length - 1] = { kind, text: last.text + part };
    else if (part !== '') tokens.push({ kind, text: part });
  };
  let lines = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const lineStart = i === 0 || text[i - 1] === '\n';
    if (char === '\n') {
      if (++lines >= COLOURED_LINES) break;
      push('plain', char);
      i++;
      continue;
    }
    if (grammar.bareKeys && lineStart) {
      const key = matchAt(BARE_KEY, text, i);
      if (key !== undefined && key.trim() !== '') {
        const indent = /^[ \t]*(?:- )?/.exec(key)?.[0] ?? '';
        push('plain', indent);
        push('variable', key.slice(indent.length));
        i += key.length;
        continue;
      }
    }
    const lineComment = grammar.lineComments.find((start) => text.startsWith(start, i));
    if (lineComment !== undefined && (!grammar.commentAfterSpace || lineStart || /\s/.test(text[i - 1] ?? ''))) {
      const end = text.indexOf('\n', i);
      push('comment', text.slice(i, end === -1 ? text.length : end));
      i = end === -1 ? text.length : end;
      continue;
    }
    const block = grammar.blockComment;
    if (block !== undefined && text.startsWith(block[0], i)) {
      const end = text.indexOf(block[1], i + block[0].length);
      const stop = end === -1 ? text.length : end + block[1].length;
      push('comment', text.slice(i, stop));
      lines += countLines(text, i, stop);
      i = stop;
      continue;
    }
    const long = grammar.longQuotes?.find((quote) => text.startsWith(quote, i));
    const quote = long ?? grammar.quotes.find((start) => start === char);
    if (quote !== undefined) {
      const stop = stringEnd(text, i + quote.length, quote, long !== undefined);
      const body = text.slice(i, stop);
      const isKey = grammar.quotedKeys === true && matchAt(KEY_AFTER, text, stop) !== undefined;
      if (isKey) push('variable', body);
      else pushString(push, body, quote !== "'" || grammar !== SHELL);
      lines += countLines(text, i, stop);
      i = stop;
      continue;
    }
    if (grammar.dollarVariables && char === '$') {
      const variable = matchAt(DOLLAR, text, i);
      if (variable !== undefined) {
        push('variable', variable);
        i += variable.length;
        continue;
      }
    }
    const previous = text[i - 1] ?? '';
    if (/[\d.]/.test(char) && !/[\w$]/.test(previous)) {
      const number = matchAt(NUMBER, text, i);
      if (number !== undefined && /\d/.test(number)) {
        push('number', number);
        i += number.length;
        continue;
      }
    }
    const word = matchAt(WORD, text, i);
    if (word !== undefined && !/[\w$]/.test(previous)) {
      push(wordKind(grammar, word, text, i + word.length), word);
      i += word.length;
      continue;
    }
    push('plain', char);
    i++;
  }
  if (i < text.length) push('plain', text.slice(i));
  return tokens;
}

function wordKind(grammar: Grammar, word: string, text: string, after: number): TokenKind {
  if (grammar.control.has(word)) return 'control';
  if (grammar.keywords.has(word)) return 'keyword';
  if (grammar.types?.has(word) === true) return 'type';
  const macro = grammar.macros === true && text[after] === '!' && text[after + 1] !== '=';
  if (macro || matchAt(CALL, text, after) !== undefined) return 'function';
  if (grammar.capitalisedTypes === true && /^[A-Z][a-z]/.test(word)) return 'type';
  return 'plain';
}

/** Where a string that opened before `from` ends: after its closing quote, or at the line's end (the text's end for a long one). */
function stringEnd(text: string, from: number, quote: string, long: boolean): number {
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (text.startsWith(quote, i)) return i + quote.length;
    else if (char === '\n' && !long) return i;
  }
  return text.length;
}

/** A string's text, its backslash escapes apart. */
function pushString(push: (kind: TokenKind, part: string) => void, body: string, escapes: boolean): void {
  if (!escapes) return push('string', body);
  let from = 0;
  for (const match of body.matchAll(/\\(?:u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|.)/gs)) {
    push('string', body.slice(from, match.index));
    push('escape', match[0]);
    from = match.index + match[0].length;
  }
  push('string', body.slice(from));
}

function countLines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
