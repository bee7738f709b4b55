import { describe, expect, test } from 'vitest';
import { sharedName, uniqueName } from './unique-name';

describe('document names that tell copies apart', () => {
  test('a free name is kept; a taken one gets " 2", then " 3"', () => {
    expect(uniqueName('Deploy helper', [])).toBe('Deploy helper');
    expect(uniqueName('Deploy helper', ['Deploy helper'])).toBe('Deploy helper 2');
    expect(uniqueName('Deploy helper', ['Deploy helper', 'Deploy helper 2'])).toBe('Deploy helper 3');
  });

  test('the first free number, whatever order the list is in', () => {
    expect(uniqueName('Review flow', ['Review flow 3', 'Review flow', 'Other'])).toBe('Review flow 2');
  });

  test('names are compared as read: case and surrounding spaces do not tell them apart', () => {
    expect(uniqueName(' Alpha ', ['alpha'])).toBe('Alpha 2');
    expect(uniqueName('Alpha', ['ALPHA', 'alpha 2'])).toBe('Alpha 3');
  });

  test('a blank name becomes Untitled, numbered like any other', () => {
    expect(uniqueName('   ', [])).toBe('Untitled');
    expect(uniqueName('', ['Untitled'])).toBe('Untitled 2');
  });

  test('a copy from a share link says so, once', () => {
    expect(sharedName('Deploy helper')).toBe('Deploy helper (shared)');
    expect(sharedName('Deploy helper (shared)')).toBe('Deploy helper (shared)');
    expect(sharedName('Deploy helper (shared) 2')).toBe('Deploy helper (shared)');
    expect(sharedName(' ')).toBe('Untitled (shared)');
    expect(uniqueName(sharedName('Deploy helper (shared)'), ['Deploy helper (shared)'])).toBe('Deploy helper (shared) 2');
  });

  test('a copy from a share link is named in the interface language, and a name with $ keeps it', () => {
    expect(sharedName('배포 도우미', '{{name}} (공유됨)', '제목 없음')).toBe('배포 도우미 (공유됨)');
    expect(sharedName('配置（共有） 3', '{{name}}（共有）')).toBe('配置（共有）');
    expect(sharedName('', '{{name}}（共有）', '無題')).toBe('無題（共有）');
    expect(sharedName('cost $& more (shared)')).toBe('cost $& more (shared)');
    expect(uniqueName('', [], '无标题')).toBe('无标题');
  });
});
