// Splits a plugin's stdout into lines: one JSON-RPC message per line, UTF-8 (spec, "Transport").
import { MAX_LINE_BYTES } from '../schema/decisions';

export { MAX_LINE_BYTES };

export type FramedLine = { readonly kind: 'line'; readonly text: string } | { readonly kind: 'tooLong'; readonly bytes: number };

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Bytes in, whole lines out. A line is decoded only once complete, so a character split across chunks
 * arrives whole. A line longer than `maxBytes` (its `\r\n` excluded) is counted, never kept, and
 * reported once when it ends, with its exact size.
 */
export class LineDecoder {
  readonly #maxBytes: number;
  // ignoreBOM keeps a byte-order mark in the text: what the plugin wrote, exactly; bad bytes become U+FFFD
  readonly #decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  /** The pieces of the line so far, copied (the caller may reuse its buffer), joined once at its end. */
  #parts: Uint8Array[] = [];
  #pendingBytes = 0;
  /** The line so far is over the limit: its bytes are only counted. */
  #discarding = false;
  #lastByte = -1;

  constructor(maxBytes: number = MAX_LINE_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /** True while a line has begun and its newline has not come yet. */
  get midLine(): boolean {
    return this.#discarding || this.#pendingBytes > 0;
  }

  push(chunk: Uint8Array): FramedLine[] {
    const lines: FramedLine[] = [];
    let from = 0;
    while (from < chunk.length) {
      const newline = chunk.indexOf(NEWLINE, from);
      const to = newline === -1 ? chunk.length : newline;
      if (to > from) this.#take(chunk, from, to, newline !== -1);
      if (newline === -1) break;
      lines.push(this.#finish(chunk, from, to));
      from = newline + 1;
    }
    return lines;
  }

  /** The stream ended: a last line without its newline is still a line. */
  end(): FramedLine[] {
    if (!this.#discarding && this.#pendingBytes === 0) return [];
    const last = this.#finishPending();
    return [last];
  }

  #take(chunk: Uint8Array, from: number, to: number, lineEndsHere: boolean): void {
    this.#lastByte = chunk[to - 1]!;
    this.#pendingBytes += to - from;
    if (this.#discarding) return;
    // one byte of slack: a trailing \r is not part of the line
    if (this.#pendingBytes > this.#maxBytes + 1) {
      this.#discarding = true;
      this.#parts = [];
      return;
    }
    // a whole line inside one chunk is decoded straight from it, without a copy
    if (lineEndsHere && this.#parts.length === 0) return;
    this.#parts.push(new Uint8Array(chunk.subarray(from, to)));
  }

  #finish(chunk: Uint8Array, from: number, to: number): FramedLine {
    if (!this.#discarding && this.#parts.length === 0) {
      const end = to > from && chunk[to - 1] === CARRIAGE_RETURN ? to - 1 : to;
      const bytes = end - from;
      this.#reset();
      return bytes > this.#maxBytes ? { kind: 'tooLong', bytes } : { kind: 'line', text: this.#decoder.decode(chunk.subarray(from, end)) };
    }
    return this.#finishPending();
  }

  #finishPending(): FramedLine {
    const bytes = this.#pendingBytes - (this.#lastByte === CARRIAGE_RETURN ? 1 : 0);
    if (this.#discarding || bytes > this.#maxBytes) {
      this.#reset();
      return { kind: 'tooLong', bytes };
    }
    const joined = new Uint8Array(this.#pendingBytes);
    let at = 0;
    for (const part of this.#parts) {
      joined.set(part, at);
      at += part.length;
    }
    this.#reset();
    return { kind: 'line', text: this.#decoder.decode(joined.subarray(0, bytes)) };
  }

  #reset(): void {
    this.#parts = [];
    this.#pendingBytes = 0;
    this.#discarding = false;
    this.#lastByte = -1;
  }
}
