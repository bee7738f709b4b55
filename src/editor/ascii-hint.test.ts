import { describe, expect, test } from 'vitest';
import type { editor } from 'monaco-editor/editor/editor.api';
import { forgetNonAscii } from './ascii-hint';

// a stand-in for Monaco's model: only the buffer's hints are read
const modelWith = (hint: boolean) => {
  const buffer = { _mightContainNonBasicASCII: hint, _mightContainRTL: hint, _mightContainUnusualLineTerminators: hint };
  return { model: { _buffer: buffer } as unknown as editor.ITextModel, buffer };
};

describe('forgetting the non-ASCII hint after a paste over everything', () => {
  test('plain ASCII text (tabs and line breaks included) clears every hint', () => {
    const { model, buffer } = modelWith(true);
    forgetNonAscii(model, '{\n\t"type": "text", "text": "</script> \\" ~"\r\n}');
    expect(buffer).toEqual({ _mightContainNonBasicASCII: false, _mightContainRTL: false, _mightContainUnusualLineTerminators: false });
  });

  test('emoji, right-to-left text, U+2028 or a control character keep them', () => {
    for (const text of ['{"text": "👋"}', '{"text": "שלום"}', '{"text": "a\u2028b"}', '{"text": "a\u0001"}', 'é']) {
      const { model, buffer } = modelWith(true);
      forgetNonAscii(model, text);
      expect(buffer._mightContainNonBasicASCII, text).toBe(true);
      expect(buffer._mightContainRTL, text).toBe(true);
    }
  });

  test('a model without the hint, or without a buffer, is left alone', () => {
    const { model, buffer } = modelWith(false);
    forgetNonAscii(model, 'ascii');
    expect(buffer._mightContainRTL).toBe(false);
    expect(() => forgetNonAscii({} as editor.ITextModel, 'ascii')).not.toThrow();
  });
});
