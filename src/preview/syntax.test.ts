import { describe, expect, test } from 'vitest';
import { colours, COLOURED_LINES, tokenize, type TokenKind } from './syntax';

/** The tokens of a given kind, as text. */
function of(kind: TokenKind, text: string, language: string): string[] {
  return tokenize(text, language)
    .filter((token) => token.kind === kind)
    .map((token) => token.text);
}

describe('colouring a code block', () => {
  test('the tokens put back together are always the text itself', () => {
    const samples: [string, string][] = [
      ['const a = "x\\n" + `y ${b}`; // done\n/* block */ if (a) call(1.5e3);', 'ts'],
      ['def f(x):\n    """doc"""\n    return None  # no', 'python'],
      ['fn main() { println!("hi {}", 42u8); } // c', 'rust'],
      ['echo "$HOME" ${PATH} # c\nif [ -f x ]; then exit 1; fi', 'bash'],
      ['{"a": [1, -2.5e3, true, null], "b\\u00e9": "c"}', 'json'],
      ['name: app\n- item: "x" # c\nport: 8080', 'yml'],
      ['unterminated "string\nand `long', 'js'],
      ['</script><b>é🎉 שלום', 'ts'],
    ];
    for (const [text, language] of samples) expect(tokenize(text, language).map((t) => t.text).join(''), language).toBe(text);
  });

  test('TypeScript: keywords, control words, strings with escapes, numbers, calls, types and comments', () => {
    const text = 'import { x } from "mod";\nconst n: Widget = make("a\\tb", 42); // note';
    expect(of('control', text, 'typescript')).toEqual(['import', 'from']);
    expect(of('keyword', text, 'ts')).toEqual(['const']);
    expect(of('string', text, 'ts')).toEqual(['"mod"', '"a', 'b"']);
    expect(of('escape', text, 'ts')).toEqual(['\\t']);
    expect(of('number', text, 'ts')).toEqual(['42']);
    expect(of('function', text, 'ts')).toEqual(['make']);
    expect(of('type', text, 'ts')).toEqual(['Widget']);
    expect(of('comment', text, 'ts')).toEqual(['// note']);
  });

  test('JSON: keys are property names, values strings, numbers and constants', () => {
    const text = '{"name": "agentty", "port": 8080, "ok": true}';
    expect(of('variable', text, 'json')).toEqual(['"name"', '"port"', '"ok"']);
    expect(of('string', text, 'json')).toEqual(['"agentty"']);
    expect(of('number', text, 'json')).toEqual(['8080']);
    expect(of('keyword', text, 'json')).toEqual(['true']);
  });

  test('shell: variables, comments only at a word start, control words', () => {
    const text = 'for f in $FILES; do echo ${f}#x; done # end';
    expect(of('variable', text, 'sh')).toEqual(['$FILES', '${f}']);
    expect(of('comment', text, 'sh')).toEqual(['# end']);
    expect(of('control', text, 'zsh')).toEqual(['for', 'in', 'do', 'done']);
  });

  test('Python and Rust and YAML', () => {
    expect(of('keyword', 'def f(): return None', 'py')).toEqual(['def', 'None']);
    expect(of('string', 'x = """a\nb"""', 'py')).toEqual(['"""a\nb"""']);
    expect(of('function', 'println!("x"); a != b', 'rs')).toEqual(['println']);
    expect(of('variable', 'name: app\n  - port: 80\nurl: "http://x:1"', 'yaml')).toEqual(['name', 'port', 'url']);
  });

  test('an unknown language, or none, is plain text', () => {
    expect(colours('cobol')).toBe(false);
    expect(colours(undefined)).toBe(false);
    expect(colours(' .TS ')).toBe(true);
    expect(tokenize('if (a) b();', 'cobol')).toEqual([{ kind: 'plain', text: 'if (a) b();' }]);
    expect(tokenize('x', undefined)).toEqual([{ kind: 'plain', text: 'x' }]);
    expect(tokenize('', 'ts')).toEqual([]);
  });

  test('only the first 400 lines are coloured; the rest is plain', () => {
    const text = 'let x = 1;\n'.repeat(COLOURED_LINES + 50);
    const tokens = tokenize(text, 'js');
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    const last = tokens[tokens.length - 1];
    expect(last?.kind).toBe('plain');
    expect(last?.text).toBe(';\n' + 'let x = 1;\n'.repeat(50));
    expect(tokens.filter((t) => t.kind === 'keyword')).toHaveLength(COLOURED_LINES);
  });
});
