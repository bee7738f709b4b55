import { describe, expect, test } from 'vitest';
import { treeEdit } from './tree-edit';
import type { TextEdit } from '../document';

function apply(text: string, edit: TextEdit | undefined): string {
  return edit === undefined ? text : text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}

describe('treeEdit', () => {
  const text = '{\n  "type": "column",\n  "children": [\n    { "type": "input", "id": "q", "value": "old" },\n    { "type": "toggle", "id": "t", "label": "T" }\n  ]\n}';

  test('rewrites an existing value in place and inserts a missing one', () => {
    const edit = treeEdit(text, [], [
      { pointer: '/children/0/value', value: 'new' },
      { pointer: '/children/1/value', value: true },
    ]);
    const result = JSON.parse(apply(text, edit)) as { children: { value: unknown }[] };
    expect(result.children[0]?.value).toBe('new');
    expect(result.children[1]?.value).toBe(true);
    expect(apply(text, edit)).toContain('"id": "q", "value": "new" }');
  });

  test('is one replacement spanning only what changed', () => {
    const edit = treeEdit(text, [], [{ pointer: '/children/0/value', value: 'olde' }]);
    expect(edit).toEqual({ start: text.indexOf('old"') + 3, end: text.indexOf('old"') + 3, text: 'e' });
  });

  test('follows the tree inside a params object', () => {
    const wrapped = '{"tree":{"type":"choice","id":"c","options":[{"value":1,"label":"One"}]}}';
    const edit = treeEdit(wrapped, ['tree'], [{ pointer: '/value', value: 1 }]);
    expect(JSON.parse(apply(wrapped, edit))).toEqual({ tree: { type: 'choice', id: 'c', options: [{ value: 1, label: 'One' }], value: 1 } });
  });

  test('no change, no edit', () => {
    expect(treeEdit(text, [], [{ pointer: '/children/0/value', value: 'old' }])).toBeUndefined();
  });
});
