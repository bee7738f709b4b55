import { expect, test } from 'vitest';
import { isEmptyContainer } from './empty';

test('a container with no children, or none listed, is empty', () => {
  expect(isEmptyContainer({ type: 'column', children: [] })).toBe(true);
  expect(isEmptyContainer({ type: 'card', title: 'Hi' })).toBe(true);
});

test('a container with a child, a leaf, or something that is no node is not', () => {
  expect(isEmptyContainer({ type: 'column', children: [{ type: 'divider' }] })).toBe(false);
  expect(isEmptyContainer({ type: 'divider' })).toBe(false);
  expect(isEmptyContainer({ type: 'nonsense', children: [] })).toBe(false);
  expect(isEmptyContainer([])).toBe(false);
  expect(isEmptyContainer(undefined)).toBe(false);
});
