// The design's files: pictures and drops kept at their paths inside the plugin's folder, as Agentty's folder holds them.
import { englishRefusal, type FileRefusal, type UnknownFormat } from './refusals';

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

/** A refusal: its reason in English, and `why`, for the interface to say it in its own language. */
export type Refusal = { readonly ok: false; readonly reason: string; readonly why?: FileRefusal };
export type Outcome<T> = { readonly ok: true; readonly value: T } | Refusal;

/** A refusal as data, with its English reason for the node tools. */
export const refuse = (why: FileRefusal): Refusal => ({ ok: false, reason: englishRefusal(why, sizeText), why });

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

/** Why a path cannot be a design file's, in English, or undefined when it can. */
export function pathProblem(path: string): string | undefined {
  const why = pathRefusal(path);
  return why && englishRefusal(why, sizeText);
}

/** Why a path cannot be a design file's, as data, or undefined when it can. */
export function pathRefusal(path: string): FileRefusal | undefined {
  if (path === '') return { key: 'pathEmpty' };
  if (path.length > MAX_PATH_CHARS) return { key: 'pathLong', length: path.length, max: MAX_PATH_CHARS };
  if (path.includes('\\')) return { key: 'backslash', path };
  if (path.startsWith('/')) return { key: 'rooted', path };
  if (/^[A-Za-z]:/.test(path)) return { key: 'drive', path };
  // control characters break zips, shells and file systems alike
  if ([...path].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return { key: 'control', path };
  const segments = path.split('/');
  if (segments.includes('..')) return { key: 'dotdot', path };
  if (segments.includes('.')) return { key: 'dot', path };
  if (segments.some((segment) => segment === '')) return { key: 'emptySegment', path };
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

/** Formats that are refused, named so the reason says what the file is. */
const OTHER_FORMATS: readonly (Omit<Format, 'type' | 'name'> & { readonly name: UnknownFormat })[] = [
  { name: 'svg', matches: (b) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>/]/i.test(new TextDecoder().decode(b.subarray(0, 1024))) },
  { name: 'bmp', matches: (b) => startsWith(b, ascii('BM')) },
  { name: 'tiff', matches: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]) },
  { name: 'ico', matches: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
  { name: 'avif', matches: (b) => startsWith(b, ascii('ftyp'), 4) },
  { name: 'pdf', matches: (b) => startsWith(b, ascii('%PDF')) },
  { name: 'zip', matches: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) },
];

/** The picture's MIME type by its magic bytes, or why Agentty would not draw it. */
export function detectFormat(bytes: Uint8Array): Outcome<string> {
  const picture = PICTURE_FORMATS.find((format) => format.matches(bytes));
  if (picture) return { ok: true, value: picture.type };
  const other = OTHER_FORMATS.find((format) => format.matches(bytes));
  return refuse({ key: 'format', what: other ? other.name : bytes.length === 0 ? 'empty' : 'unknown' });
}

/** The refusal of a file over the limit: also said before a picked file's bytes are read. */
export function tooBig(name: string, size: number): Refusal | undefined {
  return size > MAX_FILE_BYTES ? refuse({ key: 'tooBig', name, size, max: MAX_FILE_BYTES }) : undefined;
}

const totalOf = (files: readonly DesignFile[]) => files.reduce((sum, file) => sum + file.bytes.length, 0);

/**
 * Adds (or replaces, at the same path: a drop of a same-named file replaces the earlier one) a file, checked:
 * its path, its format, its size and the design's total.
 */
export function addFile(files: readonly DesignFile[], path: string, bytes: Uint8Array): Outcome<readonly DesignFile[]> {
  const badPath = pathRefusal(path);
  if (badPath) return refuse(badPath);
  const name = path.slice(path.lastIndexOf('/') + 1);
  const big = tooBig(name, bytes.length);
  if (big) return big;
  const format = detectFormat(bytes);
  if (!format.ok) return format.why?.key === 'format' ? refuse({ ...format.why, name }) : format;
  const others = files.filter((file) => file.path !== path);
  const total = totalOf(others) + bytes.length;
  if (total > MAX_DESIGN_BYTES) {
    return refuse({ key: 'overTotal', name, size: bytes.length, total, max: MAX_DESIGN_BYTES });
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
  if (!file) return refuse({ key: 'noFile', path: from });
  const badPath = pathRefusal(to);
  if (badPath) return refuse(badPath);
  if (files.some((existing) => existing.path === to)) return refuse({ key: 'taken', path: to });
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
