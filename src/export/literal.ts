import { isRecord } from '../json';
/** How one target language writes JSON values as source code. */
export interface Dialect {
  string(text: string): string;
  key(name: string): string;
  readonly true: string;
  readonly false: string;
  readonly null: string;
  /** One level of indentation. */
  readonly indent: string;
  /** Space inside `{ }` on one line: JS style puts one, Python (PEP 8) none. */
  readonly pad: string;
}

const hex4 = (code: number) => code.toString(16).padStart(4, '0');
const shortEscapes: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

// controls, invisible/bidi formatting (no "Trojan Source" surprises), line separators, lone surrogates, and "</" or "<!" (HTML script safety)
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const jsUnsafe = /["\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]|<(?=[/!])/gu;

/** A double-quoted JS/TS string literal for exactly this string, lone surrogates included. */
export function jsString(text: string): string {
  return `"${text.replace(jsUnsafe, (ch) => shortEscapes[ch] ?? `\\u${hex4(ch.charCodeAt(0))}`)}"`;
}

// everything outside printable ASCII is escaped, so the file's encoding can never matter
const pyUnsafe = /[^\u0020-\u007e]|["\\]/gu;

/** A double-quoted Python 3 str literal for exactly this string; lone surrogates become lone code points, as in JS. */
export function pyString(text: string): string {
  return `"${text.replace(pyUnsafe, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return shortEscapes[ch] ?? (code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${hex4(code)}`);
  })}"`;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

export const js: Dialect = {
  string: jsString,
  // a literal "__proto__" key would set the prototype instead of adding a property, so it is computed
  key: (name) => (name === '__proto__' ? `[${jsString(name)}]` : identifier.test(name) ? name : jsString(name)),
  true: 'true',
  false: 'false',
  null: 'null',
  indent: '  ',
  pad: ' ',
};

export const python: Dialect = { string: pyString, key: pyString, true: 'True', false: 'False', null: 'None', indent: '    ', pad: '' };

/** Lines longer than this are broken over several lines. */
const WIDTH = 100;

/** Source text for a JSON value, laid out like a person would: short parts on one line, the rest indented by two. */
export function literal(value: unknown, dialect: Dialect, indent = ''): string {
  const flat = flatLiteral(value, dialect, WIDTH - indent.length);
  if (flat !== undefined) return flat;
  const inner = indent + dialect.indent;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${literal(item, dialect, inner)},\n`).join('')}${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).map(([key, item]) => `${inner}${dialect.key(key)}: ${literal(item, dialect, inner)},\n`);
    return `{\n${entries.join('')}${indent}}`;
  }
  return scalar(value, dialect);
}

/** The one-line form, or undefined as soon as it would pass `budget` characters. */
function flatLiteral(value: unknown, dialect: Dialect, budget: number): string | undefined {
  if (budget <= 0) return undefined;
  if (typeof value === 'string' && value.length + 2 > budget) return undefined;
  const parts: string[] = [];
  let used = 2;
  const add = (part: string | undefined) => {
    if (part === undefined || (used += part.length + 2) > budget) return false;
    parts.push(part);
    return true;
  };
  if (Array.isArray(value)) {
    for (const item of value) if (!add(flatLiteral(item, dialect, budget - used))) return undefined;
    return `[${parts.join(', ')}]`;
  }
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const name = dialect.key(key);
      const text = flatLiteral(item, dialect, budget - used - name.length - 2);
      if (text === undefined || !add(`${name}: ${text}`)) return undefined;
    }
    return parts.length ? `{${dialect.pad}${parts.join(', ')}${dialect.pad}}` : '{}';
  }
  const text = scalar(value, dialect);
  return text.length > budget ? undefined : text;
}

function scalar(value: unknown, dialect: Dialect): string {
  if (typeof value === 'string') return dialect.string(value);
  if (typeof value === 'boolean') return value ? dialect.true : dialect.false;
  if (value === null) return dialect.null;
  // JS number text (1e+21, 5e-7, 0.1) reads back as the same number in JS and Python
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`Cannot write ${String(value)} as a JSON value.`);
}
