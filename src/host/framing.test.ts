import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineDecoder, MAX_LINE_BYTES, type FramedLine } from './framing';

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);
const lines = (...texts: string[]): FramedLine[] => texts.map((text) => ({ kind: 'line', text }));

function feed(decoder: LineDecoder, chunks: readonly Uint8Array[]): FramedLine[] {
  return [...chunks.flatMap((chunk) => decoder.push(chunk)), ...decoder.end()];
}

/** Cuts `data` at the given offsets (sorted, duplicates allowed: empty chunks). */
function cut(data: Uint8Array, at: readonly number[]): Uint8Array[] {
  const points = [0, ...[...at].sort((a, b) => a - b), data.length];
  return points.slice(1).map((end, i) => data.slice(points[i], end));
}

describe('LineDecoder', () => {
  it('is limited to 16 MiB by default', () => {
    expect(MAX_LINE_BYTES).toBe(16 * 1024 * 1024);
  });

  it('splits several lines in one chunk and keeps empty lines', () => {
    const decoder = new LineDecoder();
    expect(decoder.push(bytes('{"a":1}\n\n{"b":2}\n'))).toEqual(lines('{"a":1}', '', '{"b":2}'));
    expect(decoder.end()).toEqual([]);
  });

  it('joins a line split across many chunks', () => {
    const decoder = new LineDecoder();
    expect(decoder.push(bytes('{"jso'))).toEqual([]);
    expect(decoder.push(bytes('nrpc":'))).toEqual([]);
    expect(decoder.push(bytes(''))).toEqual([]);
    expect(decoder.push(bytes('"2.0"}\n{"x"'))).toEqual(lines('{"jsonrpc":"2.0"}'));
    expect(decoder.push(bytes(':1}\n'))).toEqual(lines('{"x":1}'));
  });

  it('strips one trailing \\r, and only a trailing one', () => {
    const decoder = new LineDecoder();
    expect(decoder.push(bytes('a\r\nb\rc\r\n\r\nd\r\r\n'))).toEqual(lines('a', 'b\rc', '', 'd\r'));
  });

  it('strips a \\r that arrives in the chunk before its newline', () => {
    const decoder = new LineDecoder();
    expect(feed(decoder, [bytes('abc\r'), bytes('\ndef')])).toEqual(lines('abc', 'def'));
  });

  it('flushes a final unterminated line at the end, once', () => {
    const decoder = new LineDecoder();
    expect(decoder.push(bytes('one\ntwo'))).toEqual(lines('one'));
    expect(decoder.end()).toEqual(lines('two'));
    expect(decoder.end()).toEqual([]);
  });

  it('keeps a byte-order mark and replaces invalid UTF-8 with U+FFFD', () => {
    const decoder = new LineDecoder();
    const data = new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d, 0x0a, 0x61, 0xff, 0x62, 0x0a]);
    expect(decoder.push(data)).toEqual(lines('\uFEFF{}', 'a\uFFFDb'));
  });

  it('decodes emoji, Hangul, RTL text and escapes cut at every byte boundary', () => {
    const text = '{"t":"한글 😀👩🏽‍💻 שלום مرحبا \\"q\\" </script>"}';
    const data = bytes(`${text}\n${text}\n`);
    for (let at = 0; at <= data.length; at++) {
      expect(feed(new LineDecoder(), cut(data, [at])), `cut at ${at}`).toEqual(lines(text, text));
    }
    expect(feed(new LineDecoder(), cut(data, Array.from({ length: data.length }, (_, i) => i)))).toEqual(lines(text, text));
  });

  it('gives back any lines of any Unicode text, however the bytes are chunked', () => {
    const lineText = fc.string({ unit: 'binary' }).map((text) => text.replace(/[\n\r]/g, ' '));
    fc.assert(
      fc.property(fc.array(lineText, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 12 }), (texts, points) => {
        const data = bytes(texts.join('\n'));
        const decoded = feed(new LineDecoder(), cut(data, points.map((point) => point % (data.length + 1))));
        // lone surrogates do not survive UTF-8: compare with what an encoder makes of them
        const expected = texts.map((text) => new TextDecoder().decode(bytes(text)));
        // an empty last line is no line at all
        if (expected.at(-1) === '') expected.pop();
        expect(decoded).toEqual(lines(...expected));
      }),
    );
    // a hundred runs take a fraction of a second alone, seconds on two busy cores
  }, 30_000);

  it('accepts a line of exactly maxBytes, with or without \\r\\n, and rejects one byte more', () => {
    expect(feed(new LineDecoder(4), [bytes('abcd\nabcd\r\nabcde\nab')])).toEqual([
      ...lines('abcd', 'abcd'),
      { kind: 'tooLong', bytes: 5 },
      ...lines('ab'),
    ]);
  });

  it('counts multi-byte characters as bytes, not characters', () => {
    // 한 is 3 bytes in UTF-8: two of them are 6 bytes
    expect(feed(new LineDecoder(5), [bytes('한한\n한\n')])).toEqual([{ kind: 'tooLong', bytes: 6 }, ...lines('한')]);
  });

  it('reports a long line split across chunks once, with its exact size, and goes on', () => {
    const decoder = new LineDecoder(4);
    expect(decoder.push(bytes('abc'))).toEqual([]);
    expect(decoder.push(bytes('def'))).toEqual([]);
    expect(decoder.push(bytes('ghi'))).toEqual([]);
    expect(decoder.push(bytes('j\r'))).toEqual([]);
    expect(decoder.push(bytes('\nok\n'))).toEqual([{ kind: 'tooLong', bytes: 10 }, ...lines('ok')]);
  });

  it('reports an unterminated long line at the end', () => {
    const decoder = new LineDecoder(4);
    expect(decoder.push(bytes('abcdefgh'))).toEqual([]);
    expect(decoder.end()).toEqual([{ kind: 'tooLong', bytes: 8 }]);
  });

  it('does not keep the caller’s buffer: a reused chunk does not change a pending line', () => {
    const decoder = new LineDecoder();
    const buffer = bytes('abc');
    decoder.push(buffer);
    buffer.set(bytes('xyz'));
    expect(decoder.push(bytes('\n'))).toEqual(lines('abc'));
  });

  it('takes a 16 MB line in 64 KB chunks and rejects one of 16 MB + 1', () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const whole = MAX_LINE_BYTES / chunk.length;
    const decoder = new LineDecoder();
    for (let i = 0; i < whole; i++) expect(decoder.push(chunk)).toEqual([]);
    const [line] = decoder.push(bytes('\n'));
    expect(line?.kind === 'line' && line.text.length).toBe(MAX_LINE_BYTES);

    for (let i = 0; i < whole; i++) decoder.push(chunk);
    expect(decoder.push(bytes('a\n{}\n'))).toEqual([{ kind: 'tooLong', bytes: MAX_LINE_BYTES + 1 }, ...lines('{}')]);
  });

  it('joins a 16 MB line from 1 KB chunks in linear time', () => {
    // repeated concatenation would copy about 137 GB here and take minutes
    const chunk = new Uint8Array(1024).fill(0x62);
    const decoder = new LineDecoder();
    const started = performance.now();
    for (let i = 0; i < MAX_LINE_BYTES / chunk.length; i++) decoder.push(chunk);
    const [line] = decoder.push(bytes('\n'));
    expect(line?.kind === 'line' && line.text.length).toBe(MAX_LINE_BYTES);
    // quadratic joining takes minutes; linear takes well under a second alone, a few seconds on busy cores
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('keeps memory bounded while an over-long line streams past', () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x63);
    const decoder = new LineDecoder();
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    for (let i = 0; i < 160; i++) {
      decoder.push(chunk);
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }
    expect(decoder.end()).toEqual([{ kind: 'tooLong', bytes: 160 * chunk.length }]);
    // 160 MB went by; at most the first 16 MB (plus a chunk) were ever held
    expect(peak - before).toBeLessThan(40 * 1024 * 1024);
  });

  it('a line begun and not ended is told apart from a quiet stream', () => {
    const decoder = new LineDecoder(4);
    expect(decoder.midLine).toBe(false);
    decoder.push(new TextEncoder().encode('{"a"'));
    expect(decoder.midLine).toBe(true);
    // past the limit it is only counted, still mid-line until its newline
    decoder.push(new TextEncoder().encode(':1}'));
    expect(decoder.midLine).toBe(true);
    decoder.push(new TextEncoder().encode('\n'));
    expect(decoder.midLine).toBe(false);
  });
});
