// How the design's files travel in a `.json` design: one entry a file, its bytes in standard base64.
import { detectFormat, MAX_DESIGN_BYTES, MAX_FILE_BYTES, pathRefusal, refuse, type DesignFile, type Outcome } from './design-file';

/** One file as `Export .json` writes it. */
export interface EncodedFile {
  readonly path: string;
  readonly type: string;
  readonly base64: string;
}

const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode takes its bytes as arguments: a chunk at a time keeps under the argument limit
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** The bytes, or undefined when the text is not base64 (whitespace, as in wrapped base64, is allowed). */
export function fromBase64(text: string): Uint8Array | undefined {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return undefined;
  try {
    const binary = atob(compact);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

export function encodeFiles(files: readonly DesignFile[]): EncodedFile[] {
  return files.map((file) => ({ path: file.path, type: file.type, base64: toBase64(file.bytes) }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads the `files` of a `.json` design: every entry checked as a file added in the designer is (path, format,
 * sizes), each refusal naming the entry. The `type` is read from the bytes; a `type` that disagrees is refused.
 */
export function decodeFiles(value: unknown): Outcome<readonly DesignFile[]> {
  if (!Array.isArray(value)) return refuse({ key: 'filesNotList' });
  const files: DesignFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const [index, entry] of value.entries()) {
    const where = `files[${index}]`;
    if (!isRecord(entry)) return refuse({ key: 'entryNotObject', where });
    const { path, type, base64 } = entry;
    if (typeof path !== 'string') return refuse({ key: 'entryPathNotString', where });
    if (typeof base64 !== 'string') return refuse({ key: 'entryNoBase64', where, path });
    const badPath = pathRefusal(path);
    if (badPath) return refuse({ key: 'entryPathRefused', where, why: badPath });
    if (seen.has(path)) return refuse({ key: 'entryTwice', where, path });
    seen.add(path);
    const bytes = fromBase64(base64);
    if (!bytes) return refuse({ key: 'entryNotBase64', where, path });
    if (bytes.length > MAX_FILE_BYTES) return refuse({ key: 'entryTooBig', where, path, size: bytes.length, max: MAX_FILE_BYTES });
    total += bytes.length;
    if (total > MAX_DESIGN_BYTES) return refuse({ key: 'entriesOverTotal', where, path, max: MAX_DESIGN_BYTES });
    const format = detectFormat(bytes);
    if (!format.ok) return format.why ? refuse({ key: 'entryFormatRefused', where, path, why: format.why }) : format;
    if (type !== undefined && type !== format.value) return refuse({ key: 'entryTypeDisagrees', where, path, type: JSON.stringify(type), actual: format.value });
    files.push({ path, type: format.value, bytes });
  }
  return { ok: true, value: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
}
