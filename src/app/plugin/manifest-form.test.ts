import { describe, expect, it } from 'vitest';
import { treeEdit } from '../../visual/tree-edit';
import { changeAt, listOf, stringAt } from './manifest-form';

const apply = (text: string, change: ReturnType<typeof changeAt>) => {
  const edit = treeEdit(text, [], [change]);
  return edit ? text.slice(0, edit.start) + edit.text + text.slice(edit.end) : text;
};

describe('the Plugin form on the manifest text', () => {
  it('adds the objects a field needs, once, where the manifest has none', () => {
    const text = '{\n  "id": "x",\n  "name": "X"\n}\n';
    const next = apply(text, changeAt(JSON.parse(text), '/contributes/panel/title', 'Hello "you" </script>'));
    expect(JSON.parse(next)).toEqual({ id: 'x', name: 'X', contributes: { panel: { title: 'Hello "you" </script>' } } });
  });

  it('changes a value in place, keeping the rest of the text as typed', () => {
    const text = '{\n  "id": "x",   "name": "X",\n  "contributes": { "panel": { "title": "Old" } }\n}\n';
    const next = apply(text, changeAt(JSON.parse(text), '/contributes/panel/title', 'مرحبا 👋'));
    expect(next).toBe('{\n  "id": "x",   "name": "X",\n  "contributes": { "panel": { "title": "مرحبا 👋" } }\n}\n');
  });

  it('removes a key, and removing under a missing object changes nothing', () => {
    const text = '{ "id": "x", "icon": "star" }';
    expect(JSON.parse(apply(text, changeAt(JSON.parse(text), '/icon', undefined)))).toEqual({ id: 'x' });
    expect(apply(text, changeAt(JSON.parse(text), '/contributes/panel/icon', undefined))).toBe(text);
  });

  it('reads fields as the form shows them', () => {
    const manifest = { apiVersion: 4, permissions: ['files', 3, 'net.request'], links: [{ label: 'Docs' }] };
    expect(stringAt(manifest, '/apiVersion')).toBe('4');
    expect(stringAt(manifest, '/links/0/label')).toBe('Docs');
    expect(stringAt(manifest, '/links/1/label')).toBe('');
    expect(listOf(manifest, '/permissions')).toEqual(['files', 'net.request']);
    expect(listOf(manifest, '/keywords')).toEqual([]);
  });
});
