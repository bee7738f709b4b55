import { describe, expect, test } from 'vitest';
import { lineColumn, lineColumns } from './line-index';

describe('line and column of offsets', () => {
  const text = '{\n  "type": "divider",\n}\n';

  test('many offsets at once agree with one at a time, in any order', () => {
    const offsets = [0, 1, 2, 5, 21, 22, 23, 24, text.length];
    expect(lineColumns(text, offsets)).toEqual(offsets.map((offset) => lineColumn(text, offset)));
    expect(lineColumns(text, [22, 0])).toEqual([lineColumn(text, 22), { line: 1, column: 1 }]);
  });

  test('the comma of a trailing comma, and a text with no line breaks', () => {
    expect(lineColumns(text, [text.indexOf(',')])).toEqual([{ line: 2, column: 20 }]);
    expect(lineColumns('abc', [0, 3])).toEqual([
      { line: 1, column: 1 },
      { line: 1, column: 4 },
    ]);
  });
});
