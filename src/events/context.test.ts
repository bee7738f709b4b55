import { DESIGNER_RULE } from '../schema/decisions';
import { describe, expect, test } from 'vitest';
import { parseContext } from './context';

describe('the context text', () => {
  test('a JSON object is accepted as it is', () => {
    expect(parseContext('{ "pane": "p1", "nested": { "a": [1, "</script>"] } }')).toEqual({ ok: true, value: { pane: 'p1', nested: { a: [1, '</script>'] } } });
    expect(parseContext('{}')).toEqual({ ok: true, value: {} });
  });

  test('anything but an object is refused, naming what it got', () => {
    expect(parseContext('[]')).toEqual({ ok: false, message: `The context must be a JSON object, got an array. ${DESIGNER_RULE}` });
    expect(parseContext('"x"')).toEqual({ ok: false, message: `The context must be a JSON object, got a string. ${DESIGNER_RULE}` });
    expect(parseContext('3')).toEqual({ ok: false, message: `The context must be a JSON object, got a number. ${DESIGNER_RULE}` });
    expect(parseContext('true')).toEqual({ ok: false, message: `The context must be a JSON object, got a boolean. ${DESIGNER_RULE}` });
    expect(parseContext('null')).toEqual({ ok: false, message: `The context must be a JSON object, got null. ${DESIGNER_RULE}` });
  });

  test('empty text says how to write an empty context', () => {
    expect(parseContext('  \n')).toEqual({ ok: false, message: 'The context is empty: write {} for an empty context.' });
  });

  test('a syntax error says where and what', () => {
    expect(parseContext('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      ok: false,
      message: 'The context is not valid JSON (line 3, column 3): Expected a comma between entries.',
      start: 13,
      end: 16,
    });
    const comment = parseContext('{ // note\n}');
    expect(comment.ok).toBe(false);
    expect(!comment.ok && comment.message).toBe('The context is not valid JSON (line 1, column 3): Comments are not allowed: Agentty reads strict JSON.');
  });

  test('hostile nesting is refused instead of overflowing the stack later', () => {
    const deep = '{"a":' + '['.repeat(300) + ']'.repeat(300) + '}';
    expect(parseContext(deep)).toEqual({ ok: false, message: 'The context is nested deeper than 256 levels.' });
  });
});
