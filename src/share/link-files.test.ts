import { expect, test } from 'vitest';
import { tinyPng } from '../files/fixtures';
import { newDocument } from './document';
import { decodeShareLink, encodeShareLink } from './link';
import { filesForLink, leftOutText, LINK_FILES_BUDGET } from './link-files';

const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(tinyPng().subarray(0, 8));
  return bytes;
};

test('a link carries the smallest files that fit 48 kB and names the others', () => {
  const files = [
    { path: 'files/big.png', type: 'image/png', bytes: pngOf(LINK_FILES_BUDGET) },
    { path: 'files/small.png', type: 'image/png', bytes: tinyPng() },
  ];
  const { carried, leftOut } = filesForLink(files);
  expect(carried.map((file) => file.path)).toEqual(['files/small.png']);
  expect(leftOut.map((file) => file.path)).toEqual(['files/big.png']);
  expect(leftOutText(leftOut)).toBe('files/big.png (48 kB)');
  expect(filesForLink([files[0]!]).carried).toHaveLength(1);
  expect(filesForLink(undefined)).toEqual({ carried: [], leftOut: [] });
});

test('the files travel in a link and come back byte for byte; a link without files is as before', () => {
  const doc = { ...newDocument('Pictures'), files: [{ path: 'files/logo.png', type: 'image/png', bytes: tinyPng() }] };
  const back = decodeShareLink(encodeShareLink(doc));
  expect(back.ok && back.doc.files).toEqual(doc.files);
  const plain = newDocument('Plain');
  expect(encodeShareLink({ ...plain, files: [] })).toBe(encodeShareLink(plain));
});

test('a link with a bad file is refused with the reason', async () => {
  const { deflateSync } = await import('fflate');
  const { encodeBase64Url } = await import('./base64url');
  const { linkDictionary, CURRENT_LINK_FORMAT } = await import('./dictionary');
  const json = JSON.stringify({ version: 1, name: 'x', screens: [{ name: 'main', text: '{}' }], files: [{ path: 'files/a.svg', base64: btoa('<svg/>') }] });
  const fragment = `#v${CURRENT_LINK_FORMAT}/${encodeBase64Url(deflateSync(new TextEncoder().encode(json), { dictionary: linkDictionary(CURRENT_LINK_FORMAT)! }))}`;
  expect(decodeShareLink(fragment)).toEqual({ ok: false, message: expect.stringMatching(/^This link does not hold a valid design\. This design's files cannot be read: .*SVG/) });
});
