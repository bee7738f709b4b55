import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalJsonValue, stripJsonWhitespace } from './json-text';

describe('stripJsonWhitespace', () => {
  test('drops whitespace between tokens and keeps it inside strings, after escaped quotes too', () => {
    expect(stripJsonWhitespace('{ "a b" : [ 1 ,\n\t2 ],\r\n "c\\" d": " x " }')).toBe('{"a b":[1,2],"c\\" d":" x "}');
  });

  test('an escaped backslash before a closing quote ends the string', () => {
    expect(stripJsonWhitespace('[ "\\\\" , 1 ]')).toBe('["\\\\",1]');
  });
});

describe('canonicalJsonValue', () => {
  test('pretty-printed JSON objects and arrays are canonical', () => {
    expect(canonicalJsonValue('{\n  "type": "divider"\n}\n')).toEqual({ type: 'divider' });
    expect(canonicalJsonValue('[ ]')).toEqual([]);
  });

  test.each([
    ['invalid JSON', '{"type":'],
    ['a scalar', '"text"'],
    ['null', 'null'],
    ['a number JSON.stringify writes differently', '{"value":1.0}'],
    ['an integer beyond double precision', '{"value":12345678901234567890}'],
    ['an escape JSON.stringify would not write', '{"text":"caf\\u00e9"}'],
    ['a repeated key', '{"a":1,"a":2}'],
    ['a raw lone surrogate, which JSON.stringify escapes', '{"t":"\ud800"}'],
  ])('%s is not canonical, so it travels as typed', (_, text) => {
    expect(canonicalJsonValue(text)).toBeUndefined();
  });

  test('any JSON object pretty-printed is canonical and gives back the same value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const normal = JSON.parse(JSON.stringify(value)) as unknown;
        expect(canonicalJsonValue(JSON.stringify(value, null, 2))).toEqual(normal);
      }),
    );
  });
});
