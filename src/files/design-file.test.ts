import { describe, expect, it } from 'vitest';
import { addFile, detectFormat, filesPathOf, MAX_DESIGN_BYTES, MAX_FILE_BYTES, pathProblem, pictureSources, removeFile, renameFile, safeName, sizeText, srcOf, type DesignFile } from './design-file';
import { svgBytes, tinyGif, tinyPng } from './fixtures';

const ascii = (text: string) => new TextEncoder().encode(text);
/** A PNG of `size` bytes: the signature, then zeros (only the magic bytes are read). */
const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(tinyPng().subarray(0, 8));
  return bytes;
};

describe('format detection', () => {
  it('knows the four formats Agentty draws by their bytes', () => {
    expect(detectFormat(tinyPng())).toEqual({ ok: true, value: 'image/png' });
    expect(detectFormat(tinyGif())).toEqual({ ok: true, value: 'image/gif' });
    expect(detectFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toEqual({ ok: true, value: 'image/jpeg' });
    expect(detectFormat(ascii('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ ok: true, value: 'image/webp' });
  });
  it('refuses SVG, naming it, and other formats by name', () => {
    const svg = detectFormat(svgBytes());
    expect(svg.ok).toBe(false);
    expect(!svg.ok && svg.reason).toMatch(/an SVG file.*never draws SVG.*PNG, JPEG, WebP and GIF only/);
    expect(detectFormat(ascii('  <svg viewBox="0 0 1 1"></svg>'))).toMatchObject({ ok: false, reason: expect.stringMatching(/SVG/) });
    expect(detectFormat(ascii('%PDF-1.7'))).toMatchObject({ ok: false, reason: expect.stringMatching(/^It is a PDF file;/) });
    expect(detectFormat(ascii('hello'))).toMatchObject({ ok: false, reason: expect.stringMatching(/not a picture/) });
    expect(detectFormat(new Uint8Array())).toMatchObject({ ok: false, reason: expect.stringMatching(/It is empty/) });
  });
});

describe('paths', () => {
  it.each([
    ['', /empty/],
    ['/etc/passwd', /starts with "\/"/],
    ['files/../x.png', /"\.\."/],
    ['..', /"\.\."/],
    ['files\\a.png', /backslash/],
    ['files//a.png', /empty folder name/],
    ['files/', /empty folder name/],
    ['./a.png', /"\." folder/],
    ['C:/a.png', /drive letter/],
    ['a\nb.png', /control character/],
    [`files/${'a'.repeat(300)}.png`, /at most 200/],
  ])('refuses %j', (path, reason) => {
    expect(pathProblem(path)).toMatch(reason);
  });
  it('takes relative paths inside the folder', () => {
    expect(pathProblem('files/logo.png')).toBeUndefined();
    expect(pathProblem('dropped/cat 1.png')).toBeUndefined();
  });
  it('maps src to the files folder and back', () => {
    expect(filesPathOf('logo.png')).toBe('files/logo.png');
    expect(srcOf('files/icons/a.png')).toBe('icons/a.png');
    expect(srcOf('dropped/a.png')).toBeUndefined();
    const files: DesignFile[] = [{ path: 'files/a.png', type: 'image/png', bytes: tinyPng() }, { path: 'dropped/b.png', type: 'image/png', bytes: tinyPng() }];
    expect([...pictureSources(files)]).toEqual(['a.png']);
  });
  it('cleans a browser file name into one segment', () => {
    expect(safeName('a/b\\c.png')).toBe('a_b_c.png');
    expect(safeName('..')).toBe('file');
  });
});

describe('adding, renaming, removing', () => {
  it('adds sorted, reads the type from the bytes, replaces a same path', () => {
    let files: readonly DesignFile[] = [];
    const add = (path: string, bytes: Uint8Array) => {
      const result = addFile(files, path, bytes);
      if (!result.ok) throw new Error(result.reason);
      files = result.value;
    };
    add('files/z.png', tinyPng());
    add('files/a.gif', tinyGif());
    expect(files.map((file) => [file.path, file.type])).toEqual([['files/a.gif', 'image/gif'], ['files/z.png', 'image/png']]);
    add('files/a.gif', tinyPng());
    expect(files).toHaveLength(2);
    expect(files[0]!.type).toBe('image/png');
  });
  it('refuses a file over the limit, with the numbers', () => {
    const result = addFile([], 'files/big.png', pngOf(MAX_FILE_BYTES + 1));
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/"big.png" is 5 MB \(5,000,001 bytes\); a design file may be at most 5 MB \(5,000,000 bytes\)/) });
  });
  it('refuses a file that would pass the design total, with the numbers', () => {
    const full: DesignFile[] = Array.from({ length: 10 }, (_, i) => ({ path: `files/${i}.png`, type: 'image/png', bytes: pngOf(MAX_DESIGN_BYTES / 10) }));
    expect(addFile(full, 'files/one-more.png', tinyPng())).toMatchObject({ ok: false, reason: expect.stringMatching(/bring the design's files to 50 MB \(50,000,070 bytes\); a design holds at most 50 MB \(50,000,000 bytes\)/) });
  });
  it('refuses an SVG and a bad path with the reason', () => {
    expect(addFile([], 'files/logo.svg', svgBytes())).toMatchObject({ ok: false, reason: expect.stringMatching(/"logo.svg" is refused\. It is an SVG file/) });
    expect(addFile([], '../x.png', tinyPng())).toMatchObject({ ok: false, reason: expect.stringMatching(/"\.\."/) });
  });
  it('renames, refusing a taken path or a bad one', () => {
    const files: DesignFile[] = [{ path: 'files/a.png', type: 'image/png', bytes: tinyPng() }, { path: 'files/b.png', type: 'image/png', bytes: tinyPng() }];
    expect(renameFile(files, 'files/a.png', 'files/b.png')).toMatchObject({ ok: false, reason: expect.stringMatching(/taken/) });
    expect(renameFile(files, 'files/a.png', '/a.png')).toMatchObject({ ok: false });
    expect(renameFile(files, 'files/x.png', 'files/y.png')).toMatchObject({ ok: false, reason: expect.stringMatching(/no file/) });
    const renamed = renameFile(files, 'files/a.png', 'files/c.png');
    expect(renamed.ok && renamed.value.map((file) => file.path)).toEqual(['files/b.png', 'files/c.png']);
    expect(removeFile(files, 'files/a.png').map((file) => file.path)).toEqual(['files/b.png']);
  });
  it('writes sizes for people', () => {
    expect(sizeText(68)).toBe('68 bytes');
    expect(sizeText(1)).toBe('1 byte');
    expect(sizeText(48_000)).toBe('48 kB');
    expect(sizeText(5_242_880)).toBe("5.2 MB");
  });
});
