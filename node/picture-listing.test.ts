import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { pictureListing } from './picture-listing';

test('the plugin files/ folder is listed by the paths images name, folders walked, links listed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'panel-picture-listing-'));
  try {
    expect(pictureListing(dir)).toEqual(new Set());
    mkdirSync(join(dir, 'files', 'icons'), { recursive: true });
    writeFileSync(join(dir, 'files', 'logo.png'), '');
    writeFileSync(join(dir, 'files', 'icons', 'a.png'), '');
    writeFileSync(join(dir, 'other.png'), '');
    symlinkSync(join(dir, 'other.png'), join(dir, 'files', 'link.png'));
    expect(pictureListing(dir)).toEqual(new Set(['logo.png', 'icons/a.png', 'link.png']));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
