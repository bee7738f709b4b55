import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { HOSTILE } from './fixtures';
import { js, jsString, literal, pyString, python } from './literal';

const hostile = Object.values(HOSTILE);
const evalJs = (source: string): unknown => new Function(`return (${source});`)();
const evalPython = (sources: string[]): unknown =>
  JSON.parse(execFileSync('python3', ['-c', `import json\nprint(json.dumps([${sources.join(', ')}]))`], { encoding: 'utf8' }));

describe('jsString', () => {
  test.each(hostile)('reads back as exactly the same string: %j', (text) => {
    expect(evalJs(jsString(text))).toBe(text);
  });

  test('never writes a raw line terminator, bidi control, lone surrogate or "</"', () => {
    const source = jsString(hostile.join(''));
    expect(source).not.toMatch(/[\n\r\u2028\u2029\u202a-\u202e\u2066-\u2069]|<\//);
    expect(source).toMatch(/^[^\ud800-\udfff]*$/u);
  });

  test('keeps readable text readable', () => {
    expect(jsString('Héllo 🚀 مرحبا')).toBe('"Héllo 🚀 مرحبا"');
  });
});

describe('pyString', () => {
  test('is printable ASCII only', () => {
    expect(pyString(hostile.join(''))).toMatch(/^[\u0020-\u007e]*$/);
  });

  test('python3 reads every hostile string back unchanged, lone surrogates included', () => {
    expect(evalPython(hostile.map(pyString))).toEqual(hostile);
  });
});

describe('literal', () => {
  const value = { type: 'text', text: 'a', n: [1e21, 5e-7, -0, 0.1, -3, true, false, null], 'odd key': { __proto__: 1 } };

  test('is the same value in JS and Python', () => {
    const parsed = JSON.parse(JSON.stringify(value)) as unknown;
    expect(evalJs(literal(value, js))).toEqual(parsed);
    expect(evalPython([literal(value, python)])).toEqual([parsed]);
  });

  test('a "__proto__" key stays an own property', () => {
    const tree = JSON.parse('{"__proto__":{"x":1}}') as object;
    const back = evalJs(literal(tree, js)) as object;
    expect(Object.keys(back)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });

  test('puts short values on one line and breaks long ones, two spaces in JS and four in Python', () => {
    expect(literal({ type: 'divider' }, js)).toBe('{ type: "divider" }');
    expect(literal({ type: 'divider' }, python)).toBe('{"type": "divider"}');
    const long = { type: 'text', text: 'x'.repeat(120) };
    expect(literal(long, js)).toBe(`{\n  type: "text",\n  text: "${'x'.repeat(120)}",\n}`);
    expect(literal(long, python)).toBe(`{\n    "type": "text",\n    "text": "${'x'.repeat(120)}",\n}`);
  });
});
