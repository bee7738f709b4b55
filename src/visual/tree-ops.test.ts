import { describe, expect, test } from 'vitest';
import { analyze } from '../document';
import type { TextReplacement } from '../app/tree-edit';
import { duplicateNode, freshId, insertNode, moveNode, newNode, removeNode, takenIds } from './tree-ops';

const text = `{
  "type": "column",
  "gap": "small",
  "children": [
    { "type": "button", "id": "go", "label": "Go" },
    {
      "type": "row",
      "children": [{ "type": "text", "text": "A" }, { "type": "toggle", "id": "t", "label": "T" }]
    },
    { "type": "text", "text": "end" }
  ]
}
`;
const tree = JSON.parse(text);

function apply(replacement: TextReplacement | undefined, source = text): string {
  expect(replacement).toBeDefined();
  const { start, end, text: inserted } = replacement!;
  return source.slice(0, start) + inserted + source.slice(end);
}

describe('visual edits as text edits', () => {
  test('a new node is valid at once, with an id unused in the tree', () => {
    const button = newNode('button', tree);
    expect(button).toMatchObject({ type: 'button', id: 'button' });
    const taken = takenIds(tree);
    expect(freshId('go', taken)).toBe('go-2');
    expect(freshId('go', taken)).toBe('go-3');
    const inserted = apply(insertNode(text, [], '', 1, newNode('toggle', tree)));
    expect(analyze(inserted).issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(JSON.parse(inserted).children[1]).toMatchObject({ type: 'toggle', id: 'toggle' });
  });

  test('an insert leaves the rest of the text byte-identical', () => {
    const replacement = insertNode(text, [], '/children/1', 0, { type: 'divider' });
    const next = apply(replacement);
    expect(next.slice(0, replacement!.start)).toBe(text.slice(0, replacement!.start));
    expect(next.slice(replacement!.start + replacement!.text.length)).toBe(text.slice(replacement!.end));
    expect(JSON.parse(next).children[1].children[0]).toEqual({ type: 'divider' });
    expect(next).toContain('"gap": "small"');
  });

  test('delete removes exactly one node', () => {
    const next = JSON.parse(apply(removeNode(text, [], '/children/0')));
    expect(next.children.map((child: { type: string }) => child.type)).toEqual(['row', 'text']);
  });

  test('duplicate inserts a copy right after, with fresh ids throughout', () => {
    const next = JSON.parse(apply(duplicateNode(text, [], tree, '/children/1')));
    expect(next.children).toHaveLength(4);
    expect(next.children[2].children[1]).toMatchObject({ type: 'toggle', id: 't-2', label: 'T' });
    expect(analyze(JSON.stringify(next)).issues.filter((issue) => issue.code === 'duplicate-id')).toEqual([]);
  });

  test('move reorders within a container and re-parents into another, as one edit', () => {
    const down = JSON.parse(apply(moveNode(text, [], tree, '/children/0', '', 3)));
    expect(down.children.map((child: { type: string }) => child.type)).toEqual(['row', 'text', 'button']);
    const into = JSON.parse(apply(moveNode(text, [], tree, '/children/0', '/children/1', 1)));
    expect(into.children[0].type).toBe('row');
    expect(into.children[0].children.map((child: { type: string }) => child.type)).toEqual(['text', 'button', 'toggle']);
    expect(moveNode(text, [], tree, '/children/1', '/children/1', 0)).toBeUndefined();
  });

  test('edits land inside a wrapped tree too', () => {
    const wrapped = JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } }, null, 2);
    const next = JSON.parse(apply(removeNode(wrapped, ['params', 'tree'], '/children/2'), wrapped));
    expect(next.params.tree.children).toHaveLength(2);
  });
});
