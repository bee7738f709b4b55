import { expect, test } from 'vitest';
import { nodeTypes, specOf } from '../schema';
import { PALETTE_GROUPS, paletteGroups } from './palette';

test('every node type is in exactly one palette group, each group in the registry order', () => {
  const groups = paletteGroups();
  expect(groups.map(({ group }) => group)).toEqual([...PALETTE_GROUPS]);
  const listed = groups.flatMap(({ entries }) => entries.map(({ type }) => type));
  expect([...listed].sort()).toEqual([...nodeTypes].sort());
  expect(new Set(listed).size).toBe(listed.length);
  for (const { entries } of groups) {
    const order = entries.map(({ type }) => nodeTypes.indexOf(type));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  }
});

test('each entry carries the API version its type needs: the wire spec twelve, flow and popover at 1, image and graph at 5, the rest at 4', () => {
  const versions = Object.fromEntries(paletteGroups().flatMap(({ entries }) => entries.map(({ type, since }) => [type, since])));
  for (const type of nodeTypes) expect(versions[type], type).toBe(specOf(type).since);
  expect(versions.flow).toBe(1);
  expect(versions.popover).toBe(1);
  expect(versions.tabs).toBe(4);
  expect(versions.image).toBe(5);
  expect(versions.graph).toBe(5);
  expect(Object.values(versions).filter((since) => since > 1)).toHaveLength(13);
});
