import { describe, expect, test } from 'vitest';
import { fromPointer, startsWith, toPointer, valueAt } from './json-path';

describe('JSON Pointers', () => {
  test('a path becomes an RFC 6901 pointer, numbers as digits', () => {
    expect(toPointer([])).toBe('');
    expect(toPointer(['children', 0, 'items', 12, 'title'])).toBe('/children/0/items/12/title');
    expect(toPointer([''])).toBe('/');
  });

  test('"~" is escaped as ~0 and "/" as ~1', () => {
    expect(toPointer(['a/b', 'm~n', '~1', '/~'])).toBe('/a~1b/m~0n/~01/~1~0');
  });

  test('pointers decode ~1 before ~0, so "~01" is "~1" and not "/"', () => {
    expect(fromPointer('/~01')).toEqual(['~1']);
    expect(fromPointer('/a~1b/m~0n/~1~0')).toEqual(['a/b', 'm~n', '/~']);
  });

  test('a path with escapes survives a round trip', () => {
    for (const path of [[], ['a/b', 'c~d', 3, ''], ['~0~1', '//', 0, 10], ['é 😀', 'x y']]) {
      expect(fromPointer(toPointer(path))).toEqual(path);
    }
  });

  test('canonical array indexes decode as numbers; anything else stays a string', () => {
    expect(fromPointer('/children/0/items/10')).toEqual(['children', 0, 'items', 10]);
    expect(fromPointer('/01')).toEqual(['01']);
    expect(fromPointer('/-1')).toEqual(['-1']);
    expect(fromPointer('/1.5')).toEqual(['1.5']);
    expect(fromPointer('/')).toEqual(['']);
    expect(fromPointer('')).toEqual([]);
  });

  test('valueAt follows keys and indexes and is undefined past a missing step', () => {
    const tree = { type: 'column', children: [{ type: 'text', text: 'hi' }], 'a/b': { '': 1 } };
    expect(valueAt(tree, [])).toBe(tree);
    expect(valueAt(tree, ['children', 0, 'text'])).toBe('hi');
    expect(valueAt(tree, fromPointer('/a~1b/'))).toBe(1);
    expect(valueAt(tree, ['children', 1, 'text'])).toBeUndefined();
    expect(valueAt(tree, ['type', 'length', 'x'])).toBeUndefined();
    expect(valueAt(null, ['a'])).toBeUndefined();
  });

  test('startsWith compares whole segments', () => {
    expect(startsWith(['params', 'tree', 'children'], ['params', 'tree'])).toBe(true);
    expect(startsWith(['params', 'tree'], ['params', 'tree'])).toBe(true);
    expect(startsWith(['params'], ['params', 'tree'])).toBe(false);
    expect(startsWith(['children', 1], ['children', '1'])).toBe(false);
    expect(startsWith(['x'], [])).toBe(true);
  });
});
