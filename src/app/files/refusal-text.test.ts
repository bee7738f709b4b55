import { describe, expect, test } from 'vitest';
import { addFile, detectFormat, MAX_DESIGN_BYTES, MAX_FILE_BYTES, renameFile, type DesignFile, type Refusal } from '../../files/design-file';
import { decodeFiles, toBase64 } from '../../files/encoding';
import { svgBytes, TINY_PNG_BASE64 } from '../../files/fixtures';
import { i18n } from '../../i18n/i18n.svelte';
import { switchingLanguages } from '../../i18n/switching.test-helper';
import { newDocument, parseDesignDocument, serializeDocument } from '../../share/document';
import { documentRefusalInLocale, refusalInLocale } from './refusal-text';

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

describe('a refused files list of a .json design in the interface language', () => {
  switchingLanguages();
  const png = { path: 'files/a.png', base64: TINY_PNG_BASE64 };
  const refusals = [
    {},
    [1],
    [{ base64: '' }],
    [{ path: 'files/a.png' }],
    [{ path: '../a.png', base64: TINY_PNG_BASE64 }],
    [png, png],
    [{ path: 'files/a.png', base64: '@@@@' }],
    [{ path: 'files/a.svg', base64: toBase64(svgBytes()) }],
    [{ ...png, type: 'image/gif' }],
  ].map((files) => refused(decodeFiles(files)));
  const design = parseDesignDocument({ ...JSON.parse(serializeDocument(newDocument('Bad'))), files: [png, png] });

  test('each carries its reason as data, and in English says the node tools’ reason word for word', () => {
    expect(refusals.every((refusal) => refusal.why !== undefined)).toBe(true);
    for (const refusal of refusals) expect(refusalInLocale(refusal)).toBe(refusal.reason);
    expect(design.ok ? undefined : documentRefusalInLocale(design)).toBe('This design\'s files cannot be read: files[1]: "files/a.png" is there twice.');
  });

  test('in 日本語 the import and the entry are said in Japanese, the paths and keys as written', async () => {
    await i18n.choose('ja');
    expect(design.ok ? undefined : documentRefusalInLocale(design)).toBe('このデザインのファイルを読み込めません: files[1]: 「files/a.png」が 2 回あります。');
    expect(refusalInLocale(refusals[0]!)).toBe('"files" は { "path", "type", "base64" } の項目のリストにしてください。');
    // a path or format refusal inside an entry is said in the same language
    expect(refusalInLocale(refusals[4]!)).toBe('files[0]: 「../a.png」に ".." があります。デザインのファイルはプラグインのフォルダーの中に置きます。');
    expect(refusalInLocale(refusals[7]!)).toMatch(/^files\[0\]（「files\/a\.svg」）: SVG ファイルです/);
    expect(refusalInLocale(refusals[8]!)).toBe('files[0]（「files/a.png」）: "type" は "image/gif" ですが、バイト列は image/png です。');
    for (const refusal of refusals) expect(refusalInLocale(refusal)).not.toMatch(/should|is there|cannot/);
  });
});
