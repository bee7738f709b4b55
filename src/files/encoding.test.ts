import { describe, expect, it } from 'vitest';
import { decodeFiles, encodeFiles, fromBase64, toBase64 } from './encoding';
import { svgBytes, tinyPng, TINY_PNG_BASE64 } from './fixtures';

describe('files in a .json design', () => {
  it('round-trips', () => {
    const files = [{ path: 'files/logo.png', type: 'image/png', bytes: tinyPng() }];
    const encoded = encodeFiles(files);
    expect(encoded).toEqual([{ path: 'files/logo.png', type: 'image/png', base64: TINY_PNG_BASE64 }]);
    expect(decodeFiles(JSON.parse(JSON.stringify(encoded)))).toEqual({ ok: true, value: files });
  });
  it('base64 of every length, and big buffers', () => {
    for (let n = 0; n < 7; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => i * 37);
      expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    }
    const big = new Uint8Array(70_000).map((_, i) => i & 255);
    expect(fromBase64(toBase64(big))).toEqual(big);
  });
  it('takes wrapped base64 and a missing type', () => {
    const wrapped = TINY_PNG_BASE64.replace(/(.{20})/g, '$1\n');
    expect(decodeFiles([{ path: 'files/a.png', base64: wrapped }])).toMatchObject({ ok: true, value: [{ type: 'image/png' }] });
  });
  it.each([
    [{}, /should be a list/],
    [[1], /files\[0\] should be an object/],
    [[{ base64: '' }], /files\[0\]\.path should be a string/],
    [[{ path: 'files/a.png' }], /"base64" should be/],
    [[{ path: '../a.png', base64: TINY_PNG_BASE64 }], /files\[0\]: .*"\.\."/],
    [[{ path: 'files/a.png', base64: '@@@@' }], /is not base64/],
    [[{ path: 'files/a.svg', base64: toBase64(svgBytes()) }], /files\[0\] \("files\/a.svg"\): It is an SVG file/],
    [[{ path: 'files/a.png', type: 'image/gif', base64: TINY_PNG_BASE64 }], /"type" says "image\/gif" but the bytes are image\/png/],
    [[{ path: 'files/a.png', base64: TINY_PNG_BASE64 }, { path: 'files/a.png', base64: TINY_PNG_BASE64 }], /files\[1\]: "files\/a.png" is there twice/],
  ])('explains bad input %#', (value, reason) => {
    expect(decodeFiles(value)).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
  });
});
