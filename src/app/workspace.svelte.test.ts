import { describe, expect, test, vi } from 'vitest';
import type { EditorHandle } from '../editor/handle';
import { newDocument, type DesignDocument } from '../share/document';
import { Workspace } from './workspace.svelte';

function setup(doc: DesignDocument = newDocument('Test')) {
  const saved: DesignDocument[] = [];
  const workspace = new Workspace(doc, (next) => saved.push(next), 'doc-1');
  const editor = { select: vi.fn(), replace: vi.fn(), history: vi.fn(), shows: vi.fn(() => true), syncModel: vi.fn() } satisfies EditorHandle;
  return { workspace, saved, editor };
}

describe('Workspace', () => {
  // its validation runs in an effect after the first frame (a browser test sees its error listed)
  test('before the editor reports its text, the open screen is what was saved, parsed: not empty, not stale', () => {
    const doc = newDocument('Test');
    const { workspace } = setup({ ...doc, screens: [{ name: 'main', text: '{ "type": "text", "text": "Hi", "style": "loud" }' }] });
    expect(workspace.analysis.shape).toBe('tree');
    expect(workspace.analysis.parsed).toBe(true);
    expect(workspace.stale).toBe(false);
    expect(workspace.previewTree).toEqual({ type: 'text', text: 'Hi', style: 'loud' });
  });

  test('settings are saved when they change, with nothing else to remember', () => {
    const { workspace, saved } = setup();
    workspace.width = 'wide';
    workspace.hostTheme = 'dark';
    expect(saved.at(-1)?.settings).toEqual({ width: 'wide', hostTheme: 'dark', api: 6 });
    // a dragged width and a layout picked in the preview are kept too; "none picked" leaves the manifest to decide
    workspace.width = 417;
    workspace.mode = 'window';
    expect(saved.at(-1)?.settings).toEqual({ width: 417, mode: 'window', hostTheme: 'dark', api: 6 });
    workspace.mode = undefined;
    expect(saved.at(-1)?.settings).toEqual({ width: 417, hostTheme: 'dark', api: 6 });
  });

  test("the simulated Agentty's language is saved with the design; English and a tag too long to be one are not written", async () => {
    const { workspace, saved } = setup();
    workspace.hostLanguage = 'ko';
    expect(saved.at(-1)?.settings.language).toBe('ko');
    workspace.hostLanguage = 'x'.repeat(36);
    expect(workspace.hostLanguage).toBe('ko');
    workspace.hostLanguage = 'en';
    expect(saved.at(-1)?.settings).toEqual({ width: 'default', hostTheme: 'dark', api: 6 });
    // it opens again as saved, and a share link carries it
    const reopened = setup({ ...newDocument('Test'), settings: { ...newDocument('Test').settings, language: 'zh-CN' } }).workspace;
    expect(reopened.hostLanguage).toBe('zh-CN');
    const { decodeShareLink, encodeShareLink } = await import('../share/link');
    const link = decodeShareLink(encodeShareLink(reopened.toDocument()));
    expect(link.ok && link.doc.settings.language).toBe('zh-CN');
  });

  test('the target API is saved, and the open screen is judged again for it', () => {
    const doc = newDocument('Test');
    const { workspace, saved } = setup({ ...doc, screens: [{ name: 'main', text: '{ "type": "card", "title": "Hi" }' }] });
    workspace.setText('{ "type": "card", "title": "Hi" }');
    expect(workspace.analysis.hasErrors).toBe(false);
    workspace.api = 1;
    expect(saved.at(-1)?.settings.api).toBe(1);
    expect(workspace.analysis.issues.find((issue) => issue.severity === 'error')?.message).toMatch(/card.*API 4/);
    workspace.api = 6;
    expect(workspace.analysis.hasErrors).toBe(false);
  });

  test('a rename is saved and undone as one step', () => {
    const { workspace, saved } = setup();
    workspace.rename('  Deploy panel ');
    expect(workspace.name).toBe('Deploy panel');
    expect(saved.at(-1)?.name).toBe('Deploy panel');
    workspace.undo();
    expect(workspace.name).toBe('Test');
    expect(saved.at(-1)?.name).toBe('Test');
  });

  test('editor models are named per document, so view state never crosses documents', () => {
    const { workspace } = setup();
    expect(workspace.editorUri).toBe('inmemory://panel-designer/doc-1/screen-1.panel.json');
    workspace.openTab({ kind: 'reactions' });
    expect(workspace.editorUri).toBe('inmemory://panel-designer/doc-1/reactions.reactions.json');
  });

  test('a preview click selects through the editor handle once, and nothing replays after a screen is added', () => {
    const { workspace, editor } = setup();
    const text = '{\n  "type": "column",\n  "children": [{ "type": "button", "id": "go", "label": "Go" }]\n}\n';
    workspace.attachEditor(editor);
    workspace.editorChanged(text);
    workspace.selectInEditor('/children/0');
    expect(editor.select).toHaveBeenCalledTimes(1);
    const [range] = editor.select.mock.calls[0]!;
    expect(text.slice(range.start, range.end)).toBe('{ "type": "button", "id": "go", "label": "Go" }');
    workspace.addScreen();
    workspace.editorChanged('{ "type": "text", "text": "New screen" }');
    expect(editor.select).toHaveBeenCalledTimes(1);
    expect(editor.replace).not.toHaveBeenCalled();
  });

  test('without an editor, requests are dropped rather than kept for later', () => {
    const { workspace, editor } = setup();
    workspace.editorChanged('{ "type": "column", "children": [{ "type": "text", "text": "a" }] }');
    workspace.selectInEditor('/children/0');
    workspace.replaceText({ start: 0, end: 0, text: ' ' });
    workspace.requestHistory('undo');
    workspace.attachEditor(editor);
    expect(editor.select).not.toHaveBeenCalled();
    expect(editor.replace).not.toHaveBeenCalled();
    expect(editor.history).not.toHaveBeenCalled();
  });

  test('a visual edit goes to the editor as one replacement, with its merge key', () => {
    const { workspace, editor } = setup();
    workspace.attachEditor(editor);
    workspace.editorChanged('{ "type": "text", "text": "a" }');
    expect(workspace.applyEdit([{ pointer: '/text', value: 'b' }])).toBe(true);
    expect(editor.replace).toHaveBeenCalledWith({ start: 27, end: 28, text: 'b' }, undefined);
  });
});
