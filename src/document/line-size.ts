import { MAX_LINE_BYTES } from '../schema/decisions';

// eslint-disable-next-line no-control-regex -- every character below 128 counts as one byte
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** UTF-8 size of the compact `ui/setPanel` line a plugin would write for this tree (newline excluded). */
export function setPanelLineBytes(tree: unknown, id?: number | string): number {
  const message = id === undefined ? { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } } : { jsonrpc: '2.0', id, method: 'ui/setPanel', params: { tree } };
  return utf8Bytes(JSON.stringify(message));
}

/** UTF-8 size of a well-formed string, counted without encoding it (a 7 MB copy took about 50 ms). */
export function utf8Bytes(text: string): number {
  if (ASCII_ONLY.test(text)) return text.length;
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // a surrogate pair: two UTF-16 units, four bytes
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/**
 * Cheap bound first. Compact JSON can be longer than the text: `1e20` re-serialises as 21 digits
 * and a lone surrogate as a 6-byte `\uXXXX` escape, so one UTF-16 unit of text yields at most 6 bytes.
 */
export function mayExceedLineLimit(textLength: number): boolean {
  return textLength * 6 + 128 > MAX_LINE_BYTES;
}
