import { createHash } from 'node:crypto';
import { expect, test, vi } from 'vitest';

// the grammar grows (new node types, new examples): the v1 dictionary must not follow it
vi.mock('../schema/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../schema/registry')>();
  const specOf: typeof real.specOf = (type) => (type === 'button' ? { ...real.specOf(type), example: { type: 'button', id: 'changed', label: 'A changed example' } } : real.specOf(type));
  return { ...real, specOf };
});

test('a changed node example does not change the v1 dictionary', async () => {
  const { linkDictionary } = await import('./dictionary');
  const v1 = linkDictionary(1)!;
  expect(createHash('sha256').update(v1).digest('hex')).toBe('6fce17738ea84fc5d43e7b988dcdb35faa5b65ec69c65f3323242a960aca299b');
});
