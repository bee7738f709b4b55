import { describe, expect, test, vi } from 'vitest';
import type { EditorHandle } from '../editor/handle';
import { newDocument, type DesignDocument } from '../share/document';
import { Workspace } from './workspace.svelte';

function setup(doc: DesignDocument = newDocument('Task board')) {
  const saved: DesignDocument[] = [];
  const workspace = new Workspace(doc, (next) => saved.push(next), 'doc-plugin');
  return { workspace, saved };
}

const asking = JSON.stringify([{ element: 'ask', event: 'click', actions: [{ do: 'injectPrompt', text: 'Explain' }] }]);
const withButton = (doc: DesignDocument): DesignDocument => ({ ...doc, screens: [{ name: 'main', text: '{ "type": "button", "id": "ask", "label": "Ask" }' }] });

describe('Workspace: the Plugin tab', () => {
  test('a new design has a valid manifest made from its name, and saves none until it is edited', () => {
    const { workspace, saved } = setup();
    const manifest = JSON.parse(workspace.pluginText);
    expect(manifest).toMatchObject({ id: 'task-board', name: 'Task board', version: '0.1.0', main: 'main.mjs', runtime: 'node', apiVersion: 6, contributes: { panel: { title: 'Task board' } } });
    expect(workspace.manifest.hasErrors).toBe(false);
    expect(workspace.pluginFollowsDesign).toBe(true);
    workspace.rename('Aufgaben Übersicht');
    expect(JSON.parse(workspace.pluginText).id).toBe('aufgaben-ubersicht');
    expect(saved.at(-1)).not.toHaveProperty('plugin');
  });

  test('a Korean name still gets a valid id', () => {
    const { workspace } = setup(newDocument('할 일 목록'));
    expect(JSON.parse(workspace.pluginText).id).toMatch(/^plugin-[a-z0-9]+$/);
    expect(workspace.manifest.hasErrors).toBe(false);
  });

  test('a reaction that asks the agent puts prompt.inject in the made manifest, and is an error once the edited one lacks it', () => {
    const { workspace } = setup({ ...withButton(newDocument('Helper')), reactions: asking });
    expect(JSON.parse(workspace.pluginText).permissions).toEqual(['prompt.inject']);
    workspace.openTab({ kind: 'plugin' });
    workspace.editorChanged(workspace.pluginText.replace('"prompt.inject"', '"files"'));
    expect(workspace.pluginFollowsDesign).toBe(false);
    const error = workspace.issues.find((issue) => issue.severity === 'error');
    expect(error?.message).toBe('"prompt.inject" is missing: reaction 1 ("ask" click) sends prompt/inject, which Agentty refuses without it.');
    expect(workspace.issues.find((issue) => issue.severity === 'info')?.message).toMatch(/Nothing in the design uses "files"/);
    const exported = workspace.exportDesign();
    expect(exported.ok).toBe(false);
    if (!exported.ok) expect(exported.reason).toMatch(/^Plugin \(agentty-plugin.json\), line \d+, column \d+: "prompt.inject" is missing/);
  });

  test('the edited manifest is saved as typed, travels with the design and goes into the export', () => {
    const { workspace, saved } = setup();
    workspace.openTab({ kind: 'plugin' });
    expect(workspace.editorUri).toMatch(/\.plugin\.json$/);
    // opening the tab hands back the text it shows: that is no edit
    workspace.editorChanged(workspace.pluginText);
    expect(workspace.pluginFollowsDesign).toBe(true);
    const text = workspace.pluginText.replace('"Task board"\n', '"Task board"\n').replace('"version": "0.1.0"', '"version": "2.0.0", "icon": "list-todo"');
    workspace.editorChanged(text);
    expect(saved.at(-1)?.plugin).toBe(text);
    const exported = workspace.exportDesign();
    expect(exported.ok && exported.value.manifest).toMatchObject({ version: '2.0.0', icon: 'list-todo' });
    const reopened = new Workspace(saved.at(-1)!, () => {}, 'doc-plugin-2');
    expect(reopened.pluginText).toBe(text);
  });

  test('broken JSON is kept and marked, and the export says where', () => {
    const { workspace } = setup();
    workspace.openTab({ kind: 'plugin' });
    workspace.editorChanged('{ "id": "x", ');
    expect(workspace.manifest.manifest).toBeUndefined();
    expect(workspace.issues[0]?.severity).toBe('error');
    expect(workspace.toDocument().plugin).toBe('{ "id": "x", ');
    expect(workspace.exportDesign().ok).toBe(false);
  });

  test('the form edits through the editor while it shows the manifest, and the text directly otherwise', () => {
    const { workspace } = setup();
    const editor = { select: vi.fn(), replace: vi.fn(), history: vi.fn(), shows: vi.fn(() => true), syncModel: vi.fn() } satisfies EditorHandle;
    workspace.attachEditor(editor);
    workspace.openTab({ kind: 'plugin' });
    workspace.editManifest([{ pointer: '/description', value: 'Tasks "done" </script>' }], '/description');
    expect(editor.replace).toHaveBeenCalledOnce();
    expect(editor.replace.mock.calls[0]?.[1]).toBe('/description');
    workspace.openTab({ kind: 'screen', id: workspace.screens[0]!.id });
    workspace.editManifest([{ pointer: '/description', value: 'Tasks "done" </script>' }]);
    expect(JSON.parse(workspace.pluginText).description).toBe('Tasks "done" </script>');
  });
});
