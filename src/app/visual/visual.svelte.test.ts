import { describe, expect, test, vi } from 'vitest';
import type { EditorHandle } from '../../editor/handle';
import { applyReplacement } from '../../visual/json-edit';
import { newDocument } from '../../share/document';
import { Workspace } from '../workspace.svelte';
import { VisualEditor } from './visual.svelte';

/** A workspace whose editor applies replacements to its text at once, as Monaco does. */
function setup(text: string) {
  const workspace = new Workspace(newDocument('Test'), () => {}, 'doc');
  let current = text;
  const editor: EditorHandle = {
    select: vi.fn(),
    replace: vi.fn((edit) => {
      current = applyReplacement(current, edit);
      workspace.editorChanged(current);
    }),
    history: vi.fn(),
    shows: vi.fn(() => true),
    syncModel: vi.fn(),
  };
  workspace.attachEditor(editor);
  workspace.editorChanged(text);
  return { workspace, visual: new VisualEditor(workspace), text: () => current };
}

describe('VisualEditor', () => {
  test('a palette insert lands in the selected container with a fresh id, and selects the new node', () => {
    const { workspace, visual, text } = setup('{"type":"column","children":[{"type":"button","id":"button","label":"A"}]}');
    workspace.selectInEditor('');
    expect(visual.insert('button')).toBe(true);
    expect(JSON.parse(text()).children[1]).toMatchObject({ type: 'button', id: 'button-2' });
    expect(visual.selected).toBe('/children/1');
  });

  test('a paste too deep to copy is refused with the reason, and the text is untouched', () => {
    const { visual, text } = setup('{"type":"column","children":[]}');
    const deep = '{"type":"column","children":['.repeat(20_000) + '{"type":"divider"}' + ']}'.repeat(20_000);
    expect(visual.paste(deep)).toBe(false);
    expect(visual.notice).toMatch(/256/);
    expect(text()).toBe('{"type":"column","children":[]}');
  });

  test('broken JSON blocks visual edits and says why', () => {
    const { visual } = setup('{"type":"column",');
    expect(visual.editability.kind).toBe('blocked');
    expect(visual.insert('text')).toBe(false);
    expect(visual.notice).toMatch(/syntax error/);
  });

  test('a long list entry is selected as its part, and the inspector reads the node', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ id: `i${i}`, title: `Row ${i}` }));
    const { workspace, visual } = setup(JSON.stringify({ type: 'list', id: 'l', items }));
    workspace.selectInEditor('/items/42');
    expect(visual.selected).toBe('');
    expect(visual.selectedPart).toBe('/items/42');
  });
});
