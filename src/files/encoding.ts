// How the design's files travel in a `.json` design: one entry a file, its bytes in standard base64.
import { detectFormat, MAX_DESIGN_BYTES, MAX_FILE_BYTES, pathProblem, sizeText, type DesignFile, type Outcome } from './design-file';

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
  if (!Array.isArray(value)) return { ok: false, reason: '"files" should be a list of { "path", "type", "base64" } entries.' };
  const files: DesignFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const [index, entry] of value.entries()) {
    const where = `files[${index}]`;
    if (!isRecord(entry)) return { ok: false, reason: `${where} should be an object { "path", "type", "base64" }.` };
    const { path, type, base64 } = entry;
    if (typeof path !== 'string') return { ok: false, reason: `${where}.path should be a string, like "files/logo.png".` };
    if (typeof base64 !== 'string') return { ok: false, reason: `${where} ("${path}"): "base64" should be the file's bytes in base64.` };
    const badPath = pathProblem(path);
    if (badPath) return { ok: false, reason: `${where}: ${badPath}` };
    if (seen.has(path)) return { ok: false, reason: `${where}: "${path}" is there twice.` };
    seen.add(path);
    const bytes = fromBase64(base64);
    if (!bytes) return { ok: false, reason: `${where} ("${path}"): "base64" is not base64 (A–Z, a–z, 0–9, "+", "/", "=" padding).` };
    if (bytes.length > MAX_FILE_BYTES) return { ok: false, reason: `${where} ("${path}") is ${sizeText(bytes.length)}; a design file may be at most ${sizeText(MAX_FILE_BYTES)}.` };
    total += bytes.length;
    if (total > MAX_DESIGN_BYTES) return { ok: false, reason: `The files come to more than ${sizeText(MAX_DESIGN_BYTES)} (at ${where}, "${path}"); a design holds at most that.` };
    const format = detectFormat(bytes);
    if (!format.ok) return { ok: false, reason: `${where} ("${path}"): ${format.reason}` };
    if (type !== undefined && type !== format.value) return { ok: false, reason: `${where} ("${path}"): "type" says ${JSON.stringify(type)} but the bytes are ${format.value}.` };
    files.push({ path, type: format.value, bytes });
  }
  return { ok: true, value: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
}
