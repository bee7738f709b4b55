import { describe, expect, test } from 'vitest';
import { addFile, detectFormat, MAX_DESIGN_BYTES, MAX_FILE_BYTES, renameFile, type DesignFile, type Refusal } from '../../files/design-file';
import { refusalInLocale } from './refusal-text';

const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const ascii = (text: string) => new TextEncoder().encode(text);
const refused = (outcome: { ok: boolean }) => outcome as Refusal;

describe('a refused file in the interface language', () => {
  const files: DesignFile[] = [
    { path: 'files/a.png', type: 'image/png', bytes: png(20) },
    { path: 'files/big.png', type: 'image/png', bytes: png(MAX_DESIGN_BYTES - 10) },
  ];
  const refusals = [
    ...['', 'x'.repeat(300), 'files\\a.png', '/a.png', 'C:/a.png', 'files/a\u0007.png', '../a.png', './a.png', 'files//a.png'].map((path) => refused(addFile([], path, png(20)))),
    refused(addFile([], 'files/logo.svg', ascii('<svg></svg>'))),
    refused(addFile([], 'files/doc.png', ascii('%PDF-1.7'))),
    refused(addFile([], 'files/empty.png', new Uint8Array())),
    refused(addFile([], 'files/huge.png', png(MAX_FILE_BYTES + 70))),
    refused(addFile(files, 'files/more.png', png(300))),
    refused(renameFile(files, 'files/x.png', 'files/y.png')),
    refused(renameFile(files, 'files/a.png', 'files/big.png')),
    refused(detectFormat(ascii('hello'))),
  ];

  test('every refusal carries its reason as data', () => {
    expect(refusals.every((refusal) => !refusal.ok && refusal.why !== undefined)).toBe(true);
    expect(new Set(refusals.map((refusal) => refusal.why?.key)).size).toBe(14);
  });

  test('in English it is the reason the node tools say, word for word', () => {
    for (const refusal of refusals) expect(refusalInLocale(refusal)).toBe(refusal.reason);
    expect(refusalInLocale(refusals[12]!)).toMatch(/^"huge.png" is 5 MB \(5,000,070 bytes\); a design file may be at most 5 MB \(5,000,000 bytes\)/);
  });
});
