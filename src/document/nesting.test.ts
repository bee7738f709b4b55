import { describe, expect, test } from 'vitest';
import { nestsDeeperThan } from './nesting';

describe('nestsDeeperThan', () => {
  test('counts objects and arrays inside each other', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });
  test('brackets inside strings, escaped quotes included, do not count', () => {
    expect(nestsDeeperThan('{"a":"[[[[\\"[[[["}', 1)).toBe(false);
  });
  test('siblings do not add up', () => {
    expect(nestsDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
  });
  test('a million levels is answered without recursion', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), 1024)).toBe(true);
  });
});
