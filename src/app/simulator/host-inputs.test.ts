import { describe, expect, test } from 'vitest';
import { parseJsonText, parseQuery } from './host-inputs';

describe('host message inputs', () => {
  test('a query string becomes an object of strings', () => {
    expect(parseQuery('?tab=logs&id=42&q=a%20b')).toEqual({ tab: 'logs', id: '42', q: 'a b' });
    expect(parseQuery('')).toEqual({});
  });

  test('args are any JSON, or a reason they are not', () => {
    expect(parseJsonText('[1,"two"]')).toEqual({ ok: true, value: [1, 'two'] });
    expect(parseJsonText('{oops').ok).toBe(false);
  });
});
