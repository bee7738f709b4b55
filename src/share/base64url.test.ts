import fc from 'fast-check';
import { expect, test } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url';

test('encodes like Node\'s base64url and decodes back, for any bytes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      const text = encodeBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(decodeBase64Url(text)).toEqual(bytes);
    }),
  );
});

test('a long input is encoded in one piece', () => {
  const bytes = new Uint8Array(100_001).map((_, i) => i * 7);
  expect(encodeBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
});

test.each(['abc=', 'ab+c', 'ab/c', 'a b', 'é', 'abcde', '%41'])('%j is not base64url', (text) => {
  expect(decodeBase64Url(text)).toBeUndefined();
});
