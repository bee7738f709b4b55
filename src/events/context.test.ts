import { DESIGNER_RULE } from '../schema/decisions';
import { describe, expect, test } from 'vitest';
import { parseContext } from './context';

describe('the context text', () => {
  test('a JSON object is accepted as it is', () => {
    expect(parseContext('{ "pane": "p1", "nested": { "a": [1, "</script>"] } }')).toEqual({ ok: true, value: { pane: 'p1', nested: { a: [1, '</script>'] } } });
    expect(parseContext('{}')).toEqual({ ok: true, value: {} });
  });

  test('anything but an object is refused, naming what it got', () => {
    expect(parseContext('[]')).toMatchObject({ ok: false, message: `The context must be a JSON object, got an array. ${DESIGNER_RULE}` });
    expect(parseContext('"x"')).toMatchObject({ ok: false, message: `The context must be a JSON object, got a string. ${DESIGNER_RULE}` });
    expect(parseContext('3')).toMatchObject({ ok: false, message: `The context must be a JSON object, got a number. ${DESIGNER_RULE}` });
    expect(parseContext('true')).toMatchObject({ ok: false, message: `The context must be a JSON object, got a boolean. ${DESIGNER_RULE}` });
    expect(parseContext('null')).toMatchObject({ ok: false, message: `The context must be a JSON object, got null. ${DESIGNER_RULE}` });
  });

  test('empty text says how to write an empty context', () => {
    expect(parseContext('  \n')).toMatchObject({ ok: false, message: 'The context is empty: write {} for an empty context.' });
  });

  test('a syntax error says where and what', () => {
    expect(parseContext('{\n  "a": 1\n  "b": 2\n}')).toMatchObject({
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
    expect(parseContext(deep)).toMatchObject({ ok: false, message: 'The context is nested deeper than 256 levels.' });
  });

  test('its words are said in the interface language (Korean here), the JSON problem too', async () => {
    const { translatorFor } = await import('../i18n/translator.test-helper');
    const { messages: ko } = await import('../i18n/messages/ko');
    const { sayWith } = await import('../i18n/say');
    const korean = translatorFor('ko', ko);
    const said = (text: string) => {
      const result = parseContext(text);
      if (result.ok) throw new Error('expected a refusal');
      return sayWith(result.say, korean);
    };
    expect(said('{\n  "a": 1\n  "b": 2\n}')).toBe('컨텍스트가 올바른 JSON 이 아니에요(3번째 줄 3번째 칸): 항목 사이에 쉼표가 와야 해요.');
    expect(said('true')).toBe('컨텍스트는 JSON 객체여야 하는데 불리언 이(가) 왔어요. (Agentty 가 아니라 Panel Designer 의 규칙이에요.)');
    expect(said('')).toBe('컨텍스트가 비어 있어요. 빈 컨텍스트라면 {} 라고 써 주세요.');
  });
});
