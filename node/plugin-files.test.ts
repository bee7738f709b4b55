import { mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { pluginFiles } from './plugin-files';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder() {
  const data = mkdtempSync(join(tmpdir(), 'plugin-files-'));
  made.push(data);
  const root = join(data, 'files');
  return { root, files: pluginFiles(() => root) };
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);

test('a plugin keeps files in its own folder only: written, appended, read, listed, copied, moved, removed', () => {
  const { root, files } = folder();
  expect(files.write('x/2026-09-24/a/post.json', bytes('{}'), false)).toBe(2);
  expect(files.write('x/2026-09-24/a/post.json', bytes('[1]'), true)).toBe(5);
  expect(text(files.read('x/2026-09-24/a/post.json', 0, 100).bytes)).toBe('{}[1]');
  expect(files.read('x/2026-09-24/a/post.json', 2, 2)).toEqual({ bytes: bytes('[1'), size: 5 });
  expect(files.list('x/2026-09-24/a').map((entry) => entry.name)).toEqual(['post.json']);
  expect(files.stat('x')?.dir).toBe(true);
  expect(files.stat('nothing')).toBeNull();
  expect(files.copy('x/2026-09-24/a/post.json', 'z/copy.json')).toBe(5);
  files.rename('x/2026-09-24/a/post.json', 'y/post.json');
  expect(files.stat('y/post.json')).not.toBeNull();
  expect(files.remove('x')).toBe(true);
  expect(files.remove('x')).toBe(false);
  expect(() => files.remove('')).toThrow("the plugin's folder itself is not removed");
  expect(files.resolve('y/post.json')).toBe(join(root, 'y', 'post.json'));
  // the user's alone: the folder 0700, its files 0600
  expect(statSync(root).mode & 0o777).toBe(0o700);
  expect(statSync(join(root, 'z', 'copy.json')).mode & 0o777).toBe(0o600);
  expect(statSync(join(root, 'y', 'post.json')).mode & 0o777).toBe(0o600);
});

test('a path outside the folder, or through a link, is refused', () => {
  const { root, files } = folder();
  for (const outside of ['../other/secret', '/etc/hosts', 'a/../../x', '..', 'a\\b', 'a\0b']) {
    expect(() => files.write(outside, bytes('x'), false), outside).toThrow(/path/);
  }
  files.write('mine.txt', bytes('x'), false);
  symlinkSync(tmpdir(), join(root, 'out'));
  expect(() => files.write('out/stolen', bytes('x'), false)).toThrow('out/stolen goes through a link');
  expect(() => files.read('out', 0, 1)).toThrow('goes through a link');
  expect(files.list('').map((entry) => entry.name)).toEqual(['mine.txt']);
  expect(() => files.read('missing.txt', 0, 1)).toThrow('missing.txt is not there');
});
