import { expect, test } from 'vitest';
import { grantsPermission } from './permissions';

test('a permission is granted only when the manifest lists it', () => {
  expect(grantsPermission({ permissions: ['files'] }, 'files')).toBe(true);
  expect(grantsPermission({ permissions: ['prompt.inject'] }, 'files')).toBe(false);
  expect(grantsPermission({ permissions: 'files' }, 'files')).toBe(false);
  expect(grantsPermission(undefined, 'files')).toBe(false);
});
