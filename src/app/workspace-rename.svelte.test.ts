import { describe, expect, test, vi } from 'vitest';
import type { EditorHandle } from '../editor/handle';
import { newDocument, type DesignDocument } from '../share/document';
import { applyReplacement } from '../visual/json-edit';
import { VisualEditor } from './visual/visual.svelte';
import { Workspace } from './workspace.svelte';

const list = '{"type":"column","children":[{"type":"button","id":"open","label":"Open"},{"type":"choice","id":"size","options":[{"label":"S","value":"s"},{"label":"M","value":"m"}],"value":"m"}]}';
const detail = '{"type":"column","children":[{"type":"button","id":"open","label":"Again"},{"type":"button","id":"back","label":"Back"}]}';
const reactions = JSON.stringify([
  { element: 'open', event: 'click', actions: [{ do: 'showScreen', screen: 'detail' }] },
  { element: 'size', event: 'change', value: 'm', actions: [{ do: 'setValue', element: 'size', value: 'm' }] },
  { element: 'back', event: 'click', actions: [{ do: 'showScreen', screen: 'main' }] },
]);

/** A workspace on two screens whose editor shows the open screen, as Monaco does: edits come back as its text. */
function setup() {
  const doc: DesignDocument = { ...newDocument('Test'), screens: [{ name: 'main', text: list }, { name: 'detail', text: detail }], reactions };
  const workspace = new Workspace(doc, () => {}, 'rename');
  const texts = new Map<number, string[]>();
  const shown = () => `screen-${workspace.activeScreenId}`;
  let openMerge: string | undefined;
  const editor: EditorHandle = {
    select: vi.fn(),
    // edits with the merge key of the one before join its undo step, as in the real editor
    replace: vi.fn((edit, merge) => {
      const id = workspace.activeScreenId!;
      const history = texts.get(id) ?? [workspace.analysis.text];
      const next = applyReplacement(history.at(-1)!, edit);
      if (merge !== undefined && merge === openMerge) history[history.length - 1] = next;
      else history.push(next);
      openMerge = merge;
      texts.set(id, history);
      workspace.editorChanged(history.at(-1)!);
    }),
    history: vi.fn((action) => {
      const history = texts.get(workspace.activeScreenId!);
      if (action === 'undo' && history && history.length > 1) {
        history.pop();
        workspace.editorChanged(history.at(-1)!);
      }
    }),
    shows: (uri) => uri.includes(`/${shown()}.`),
    syncModel: vi.fn(),
  };
  workspace.attachEditor(editor);
  workspace.editorChanged(list);
  return { workspace, visual: new VisualEditor(workspace), editor };
}

const parsedReactions = (workspace: Workspace) => JSON.parse(workspace.reactionsText) as { element: string; value?: string; actions: Record<string, string>[] }[];

describe('renames follow', () => {
  test('a renamed screen takes the reactions that show it along, in one undo step', () => {
    const { workspace } = setup();
    expect(workspace.renameScreen(2, 'details')).toBeUndefined();
    expect(parsedReactions(workspace)[0]!.actions[0]!.screen).toBe('details');
    expect(workspace.reactions.hasErrors).toBe(false);
    expect(workspace.followed?.message).toContain('1 place updated: 1 in the reactions');
    workspace.undo();
    expect(workspace.screens[1]!.name).toBe('detail');
    expect(parsedReactions(workspace)[0]!.actions[0]!.screen).toBe('detail');
    workspace.redo();
    expect(parsedReactions(workspace)[0]!.actions[0]!.screen).toBe('details');
  });

  test('an element id renamed in the inspector renames it on every screen and in the reactions; the form undo takes all of it back', () => {
    const { workspace, visual, editor } = setup();
    visual.setValue('/children/0/id', 'show', '/children/0/id');
    visual.commitRename('/children/0/id', 'open');
    expect(JSON.parse(workspace.toDocument().screens[1]!.text).children[0].id).toBe('show');
    expect(parsedReactions(workspace)[0]!.element).toBe('show');
    expect(workspace.followed?.message).toBe('"open" → "show": 2 places updated: 1 in the reactions, 1 on screen "detail".');
    expect(editor.syncModel).toHaveBeenCalled();
    workspace.requestHistory('undo');
    expect(JSON.parse(workspace.analysis.text).children[0].id).toBe('open');
    expect(JSON.parse(workspace.toDocument().screens[1]!.text).children[0].id).toBe('open');
    expect(parsedReactions(workspace)[0]!.element).toBe('open');
  });

  test('an id another element has already is not followed: the two would merge', () => {
    const { workspace, visual } = setup();
    visual.setValue('/children/0/id', 'back');
    visual.commitRename('/children/0/id', 'open');
    expect(parsedReactions(workspace)[0]!.element).toBe('open');
    expect(workspace.followed?.message).toContain('also another element');
  });

  test("an option value renamed takes the choice's value and the reactions' filters and setValue along", () => {
    const { workspace, visual } = setup();
    visual.setValue('/children/1/options/1/value', 'medium', '/children/1/options/1/value');
    visual.commitRename('/children/1/options/1/value', 'm');
    const choice = JSON.parse(workspace.analysis.text).children[1];
    expect(choice.value).toBe('medium');
    expect(parsedReactions(workspace)[1]).toMatchObject({ value: 'medium', actions: [{ value: 'medium' }] });
    workspace.undo();
    expect(JSON.parse(workspace.analysis.text).children[1]).toMatchObject({ value: 'm', options: [{ value: 's' }, { value: 'm' }] });
    expect(parsedReactions(workspace)[1]!.value).toBe('m');
  });

  test('typing in the editor is plain typing: nothing follows', () => {
    const { workspace } = setup();
    workspace.editorChanged(list.replace('"id":"open"', '"id":"opened"'));
    expect(parsedReactions(workspace)[0]!.element).toBe('open');
  });
});
