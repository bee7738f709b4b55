import { MAX_LINE_BYTES } from '../schema/decisions';

const encoder = new TextEncoder();

/** UTF-8 size of the compact `ui/setPanel` line a plugin would write for this tree (newline excluded). */
export function setPanelLineBytes(tree: unknown, id?: number | string): number {
  const message = id === undefined ? { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } } : { jsonrpc: '2.0', id, method: 'ui/setPanel', params: { tree } };
  return encoder.encode(JSON.stringify(message)).length;
}

/**
 * Cheap bound first. Compact JSON can be longer than the text: `1e20` re-serialises as 21 digits
 * and a lone surrogate as a 6-byte `\uXXXX` escape, so one UTF-16 unit of text yields at most 6 bytes.
 */
export function mayExceedLineLimit(textLength: number): boolean {
  return textLength * 6 + 128 > MAX_LINE_BYTES;
}
