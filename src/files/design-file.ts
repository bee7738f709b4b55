// The design's files: pictures and drops kept at their paths inside the plugin's folder, as Agentty's folder holds them.

/** One file of the design, at its path inside the plugin's folder ("files/logo.png", "dropped/cat.png"). */
export interface DesignFile {
  readonly path: string;
  /** The MIME type read from the file's own bytes, never from its name. */
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** The folder an image's `src` is read from: `src: "logo.png"` is the design file `files/logo.png`. */
export const PICTURES_FOLDER = 'files';

/** 5 MB a file (decimal, as sizes are shown): a panel picture larger than that is a photo that wants shrinking, and IndexedDB and zips stay quick. */
export const MAX_FILE_BYTES = 5_000_000;
/** 50 MB a design: every save, export and `.json` carries all of it (base64 adds a third to the `.json`). */
export const MAX_DESIGN_BYTES = 50_000_000;
/** Paths longer than this are refused: file systems allow about 255 bytes a name and 4096 a path, zips 65535. */
export const MAX_PATH_CHARS = 200;

export type Refusal = { readonly ok: false; readonly reason: string };
export type Outcome<T> = { readonly ok: true; readonly value: T } | Refusal;

const refuse = (reason: string): Refusal => ({ ok: false, reason });

/** The design file an image's `src` names. */
export const filesPathOf = (src: string): string => `${PICTURES_FOLDER}/${src}`;

/** What an image's `src` would name for this design file; undefined for a file outside `files/`. */
export function srcOf(path: string): string | undefined {
  const prefix = `${PICTURES_FOLDER}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}

/** The set of `src` values the design's files answer: what the analysis checks images against. */
export function pictureSources(files: readonly DesignFile[]): ReadonlySet<string> {
  return new Set(files.flatMap((file) => srcOf(file.path) ?? []));
}

/** "2.4 MB", "980 bytes": sizes in reasons and lists, in decimal units as file managers show them. */
export function sizeText(bytes: number, locale = 'en'): string {
  if (bytes < 1000) return `${new Intl.NumberFormat(locale).format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** "5 MB (5,000,001 bytes)": a limit's numbers, exact where rounding would hide the difference. */
const exactSize = (bytes: number) => (bytes < 1000 ? sizeText(bytes) : `${sizeText(bytes)} (${bytes.toLocaleString('en')} bytes)`);

/** Why a path cannot be a design file's, or undefined when it can. */
export function pathProblem(path: string): string | undefined {
  if (path === '') return 'The path is empty: give the file a name.';
  if (path.length > MAX_PATH_CHARS) return `The path is ${path.length.toLocaleString('en')} characters long; at most ${MAX_PATH_CHARS} are allowed.`;
  if (path.includes('\\')) return `"${path}" has a backslash: use "/" between folders.`;
  if (path.startsWith('/')) return `"${path}" starts with "/": a design file's path is relative to the plugin's folder (like "files/logo.png").`;
  if (/^[A-Za-z]:/.test(path)) return `"${path}" starts with a drive letter: a design file's path is relative to the plugin's folder.`;
  // control characters break zips, shells and file systems alike
  if ([...path].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return `"${path}" holds a control character.`;
  const segments = path.split('/');
  if (segments.includes('..')) return `"${path}" has "..": a design file stays inside the plugin's folder.`;
  if (segments.includes('.')) return `"${path}" has a "." folder: write the path without it.`;
  if (segments.some((segment) => segment === '')) return `"${path}" has an empty folder name ("//" or a "/" at the end).`;
  return undefined;
}

interface Format {
  readonly type: string;
  readonly name: string;
  readonly matches: (bytes: Uint8Array) => boolean;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The formats Agentty draws, known by their first bytes. */
const PICTURE_FORMATS: readonly Format[] = [
  { type: 'image/png', name: 'PNG', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', name: 'JPEG', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', name: 'GIF', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'image/webp', name: 'WebP', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
];

/** Formats that are refused, named (with their article) so the reason says what the file is. */
const OTHER_FORMATS: readonly Omit<Format, 'type'>[] = [
  { name: 'an SVG file', matches: (b) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>/]/i.test(new TextDecoder().decode(b.subarray(0, 1024))) },
  { name: 'a BMP file', matches: (b) => startsWith(b, ascii('BM')) },
  { name: 'a TIFF file', matches: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]) },
  { name: 'an ICO file', matches: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
  { name: 'an AVIF or HEIC file', matches: (b) => startsWith(b, ascii('ftyp'), 4) },
  { name: 'a PDF file', matches: (b) => startsWith(b, ascii('%PDF')) },
  { name: 'a ZIP file', matches: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) },
];

/** The picture's MIME type by its magic bytes, or why Agentty would not draw it. */
export function detectFormat(bytes: Uint8Array): Outcome<string> {
  const picture = PICTURE_FORMATS.find((format) => format.matches(bytes));
  if (picture) return { ok: true, value: picture.type };
  const other = OTHER_FORMATS.find((format) => format.matches(bytes));
  const what = other ? other.name : bytes.length === 0 ? 'empty' : 'not a picture Panel Designer knows';
  const svg = other?.name === 'an SVG file' ? ' (Agentty never draws SVG: export it as PNG or WebP)' : '';
  return refuse(`It is ${what}${svg}; Agentty draws PNG, JPEG, WebP and GIF only.`);
}

/** The refusal of a file over the limit: also said before a picked file's bytes are read. */
export function tooBig(name: string, size: number): Refusal | undefined {
  return size > MAX_FILE_BYTES ? refuse(`"${name}" is ${exactSize(size)}; a design file may be at most ${exactSize(MAX_FILE_BYTES)}. Shrink the picture first.`) : undefined;
}

const totalOf = (files: readonly DesignFile[]) => files.reduce((sum, file) => sum + file.bytes.length, 0);

/**
 * Adds (or replaces, at the same path: a drop of a same-named file replaces the earlier one) a file, checked:
 * its path, its format, its size and the design's total.
 */
export function addFile(files: readonly DesignFile[], path: string, bytes: Uint8Array): Outcome<readonly DesignFile[]> {
  const badPath = pathProblem(path);
  if (badPath) return refuse(badPath);
  const name = path.slice(path.lastIndexOf('/') + 1);
  const big = tooBig(name, bytes.length);
  if (big) return big;
  const format = detectFormat(bytes);
  if (!format.ok) return refuse(`"${name}" is refused. ${format.reason}`);
  const others = files.filter((file) => file.path !== path);
  const total = totalOf(others) + bytes.length;
  if (total > MAX_DESIGN_BYTES) {
    return refuse(`"${name}" (${sizeText(bytes.length)}) would bring the design's files to ${exactSize(total)}; a design holds at most ${exactSize(MAX_DESIGN_BYTES)}. Remove a file first.`);
  }
  const file: DesignFile = { path, type: format.value, bytes };
  const at = files.findIndex((existing) => existing.path === path);
  return { ok: true, value: at < 0 ? [...files, file].sort(byPath) : files.map((existing, i) => (i === at ? file : existing)) };
}

const byPath = (a: DesignFile, b: DesignFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Moves a file to another path; a path another file has is refused, not overwritten. */
export function renameFile(files: readonly DesignFile[], from: string, to: string): Outcome<readonly DesignFile[]> {
  if (from === to) return { ok: true, value: files };
  const file = files.find((existing) => existing.path === from);
  if (!file) return refuse(`There is no file "${from}" in the design.`);
  const badPath = pathProblem(to);
  if (badPath) return refuse(badPath);
  if (files.some((existing) => existing.path === to)) return refuse(`"${to}" is taken by another of the design's files: remove or rename that one first.`);
  return { ok: true, value: files.map((existing) => (existing === file ? { ...file, path: to } : existing)).sort(byPath) };
}

export function removeFile(files: readonly DesignFile[], path: string): readonly DesignFile[] {
  return files.filter((file) => file.path !== path);
}

/** A file name as it can be kept: a browser's name may carry characters a path refuses. */
export function safeName(name: string): string {
  const cleaned = [...name.replace(/[\\/]/g, '_')].filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127).join('').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned.slice(-(MAX_PATH_CHARS - 40));
}
