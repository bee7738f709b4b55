import { createHash } from 'node:crypto';
import { expect, test, vi } from 'vitest';

// the grammar grows (new node types, new examples): the v1 dictionary must not follow it
vi.mock('../schema/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../schema/registry')>();
  const specOf: typeof real.specOf = (type) => (type === 'button' ? { ...real.specOf(type), example: { type: 'button', id: 'changed', label: 'A changed example' } } : real.specOf(type));
  return { ...real, specOf };
});

test('a changed node example does not change the v1 or v2 dictionary', async () => {
  const { linkDictionary } = await import('./dictionary');
  const { specOf } = await import('../schema/registry');
  expect(specOf('button').example).toEqual({ type: 'button', id: 'changed', label: 'A changed example' });
  const sha256 = (version: number) => createHash('sha256').update(linkDictionary(version)!).digest('hex');
  expect(sha256(1)).toBe('6fce17738ea84fc5d43e7b988dcdb35faa5b65ec69c65f3323242a960aca299b');
  expect(sha256(2)).toBe('53c59af1495e2dcdc9bf48c0245074f66ff8e20beea41874f05e52fa7ccf2268');
});
