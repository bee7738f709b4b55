import { describe, expect, test } from 'vitest';
import { gridColumns, gridTemplate, gridWidth, resizableColumn, resizedWidth, tableShares } from './columns';

describe('a grid width as Agentty reads it', () => {
  test('"Npx" is fixed, clamped to 16 … 1200 px', () => {
    expect(gridWidth('240px')).toEqual({ px: 240 });
    expect(gridWidth(' 240.5 px ')).toEqual({ px: 240.5 });
    expect(gridWidth('4px')).toEqual({ px: 16 });
    expect(gridWidth('-30px')).toEqual({ px: 16 });
    expect(gridWidth('5000px')).toEqual({ px: 1200 });
    expect(gridWidth('1e3px')).toEqual({ px: 1000 });
  });

  test('"N" is a share, clamped to 1 … 12', () => {
    expect(gridWidth('2')).toEqual({ share: 2 });
    expect(gridWidth('0')).toEqual({ share: 1 });
    expect(gridWidth('40')).toEqual({ share: 12 });
    expect(gridWidth('+3')).toEqual({ share: 3 });
  });

  test('anything else is a share of 1', () => {
    for (const odd of ['', 'auto', '1fr', '50%', '2.5', '-2', 'infpx', 'NaNpx', 'px', '99999999999', 'twelve', '</script>']) {
      expect(gridWidth(odd), odd).toEqual({ share: 1 });
    }
    expect(gridWidth(240)).toEqual({ share: 1 });
    expect(gridWidth(null)).toEqual({ share: 1 });
  });
});

describe('the columns a grid draws', () => {
  test('two shares when nothing is said; columns clamped to 1 … 6', () => {
    expect(gridColumns(undefined, undefined)).toEqual([{ share: 1 }, { share: 1 }]);
    expect(gridColumns(0, undefined)).toHaveLength(1);
    expect(gridColumns(3, [])).toHaveLength(3);
    expect(gridColumns(40, undefined)).toHaveLength(6);
    expect(gridColumns('3', undefined)).toHaveLength(2);
  });

  test('widths set the count, at most six, whatever columns says', () => {
    expect(gridColumns(5, ['240px', '1', '2'])).toEqual([{ px: 240 }, { share: 1 }, { share: 2 }]);
    expect(gridColumns(1, ['1', '1', '1', '1', '1', '1', '1', '1'])).toHaveLength(6);
  });

  test('as CSS: fixed columns keep their width, shares may shrink to nothing', () => {
    expect(gridTemplate(gridColumns(undefined, ['240px', '1', '2']))).toBe('240px minmax(0, 1fr) minmax(0, 2fr)');
  });

  test('the resize handle is on the first fixed column, if there is one', () => {
    expect(resizableColumn(gridColumns(undefined, ['1', '300px', '200px']))).toBe(1);
    expect(resizableColumn(gridColumns(undefined, ['1', '2']))).toBeUndefined();
  });

  test('a dragged width is clamped to 160 … 720 px and rounded', () => {
    expect(resizedWidth(100)).toBe(160);
    expect(resizedWidth(333.6)).toBe(334);
    expect(resizedWidth(2000)).toBe(720);
  });
});

describe('the share of each table column', () => {
  test('grow over the total, 1 when left out, clamped to 1 … 12', () => {
    expect(tableShares([{ label: 'a' }, { label: 'b', grow: 3 }])).toEqual([0.25, 0.75]);
    expect(tableShares([{ grow: 0 }, { grow: 100 }])).toEqual([1 / 13, 12 / 13]);
    expect(tableShares([{ grow: 'x' }, null, 'column'])).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(tableShares([])).toEqual([]);
  });
});
