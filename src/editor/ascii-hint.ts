import type { editor } from 'monaco-editor/editor/editor.api';

// Monaco's own test (strings.isBasicASCII): tab, line breaks and printable ASCII
const BASIC_ASCII = /^[\t\n\r\x20-\x7e]*$/;

/** The hints Monaco's text buffer keeps once any edit brought such characters in (not public API). */
interface BufferHints {
  _mightContainNonBasicASCII?: boolean;
  _mightContainRTL?: boolean;
  _mightContainUnusualLineTerminators?: boolean;
}

/**
 * After the whole text was replaced by `text`: when it is plain ASCII, the model forgets that the text
 * before held other characters. Monaco keeps that hint for good and then scans each drawn line for them,
 * which is twice per key on a 7 MB line (about 75 ms).
 */
export function forgetNonAscii(model: editor.ITextModel, text: string): void {
  const buffer = (model as unknown as { _buffer?: BufferHints })._buffer;
  if (buffer?._mightContainNonBasicASCII !== true || !BASIC_ASCII.test(text)) return;
  buffer._mightContainNonBasicASCII = false;
  buffer._mightContainRTL = false;
  buffer._mightContainUnusualLineTerminators = false;
}
