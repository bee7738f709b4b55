import { describe, expect, test } from 'vitest';
import { applyReplacement } from './json-edit';
import { actionIdOf, rowActionChanges } from './row-actions';
import { treeEdit } from './tree-edit';

const list = {
  type: 'list',
  id: 'files',
  items: [
    { id: 'a', title: 'Alpha' },
    { id: 'b', title: 'Beta', actions: [{ id: 'open', label: 'Open' }] },
    { id: 'c', title: 'Gamma', actions: [] },
  ],
};

describe('rowActionChanges', () => {
  test('every chosen row gets the action at the end, in one edit, ids unique within each row', () => {
    const text = JSON.stringify(list, null, 2);
    const changes = rowActionChanges('/items', list.items, [0, 1, 2], { id: 'open', label: 'Open' });
    const edit = treeEdit(text, [], changes);
    expect(edit).toBeDefined();
    const after = JSON.parse(applyReplacement(text, edit));
    expect(after.items.map((item: { actions?: unknown }) => item.actions)).toEqual([
      [{ id: 'open', label: 'Open' }],
      [
        { id: 'open', label: 'Open' },
        { id: 'open-2', label: 'Open' },
      ],
      [{ id: 'open', label: 'Open' }],
    ]);
    // the rest of the text is untouched
    expect(after.items.map((item: { title: string }) => item.title)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  test('only the chosen rows change, and a row that is not an object is left alone', () => {
    const changes = rowActionChanges('/items', [...list.items, 'odd'], [2, 3], { id: 'x', label: 'X' });
    expect(changes).toEqual([{ pointer: '/items/2/actions/0', value: { id: 'x', label: 'X' }, insert: true }]);
  });
});

test('actionIdOf makes an id from the label', () => {
  expect(actionIdOf('Open file')).toBe('open-file');
  expect(actionIdOf('  Ünïcode ✓ ')).toBe('unicode');
  expect(actionIdOf('★')).toBe('action');
});
