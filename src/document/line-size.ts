import { MAX_LINE_BYTES } from '../schema/decisions';

const encoder = new TextEncoder();

/** UTF-8 size of the compact `ui/setPanel` line a plugin would write for this tree (newline excluded). */
export function setPanelLineBytes(tree: unknown, id?: number | string): number {
  const message = id === undefined ? { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } } : { jsonrpc: '2.0', id, method: 'ui/setPanel', params: { tree } };
  return encoder.encode(JSON.stringify(message)).length;
}

/** Cheap bound first: a UTF-16 unit is at most 3 UTF-8 bytes and compact JSON is never longer than the text. */
export function mayExceedLineLimit(textLength: number): boolean {
  return textLength * 3 + 128 > MAX_LINE_BYTES;
}
