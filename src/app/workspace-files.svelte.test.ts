import { describe, expect, test } from 'vitest';
import { tinyPng } from '../files/fixtures';
import { newDocument, parseDesignDocument, serializeDocument, type DesignDocument } from '../share/document';
import { Workspace } from './workspace.svelte';

const withImage = (doc: DesignDocument): DesignDocument => ({ ...doc, screens: [{ name: 'main', text: '{ "type": "image", "src": "logo.png" }' }] });

function setup(doc: DesignDocument = withImage(newDocument('Gallery'))) {
  const saved: DesignDocument[] = [];
  const workspace = new Workspace(doc, (next) => saved.push(next), 'doc-files');
  workspace.editorChanged(workspace.editorInitialText);
  return { workspace, saved };
}

const missing = (workspace: Workspace) => workspace.issues.filter((issue) => issue.code === 'missing-file').map((issue) => issue.message);

describe('Workspace: the design files', () => {
  test('an image naming no design file is a warning at its src, gone once the file is added, back after a rename', () => {
    const { workspace } = setup();
    expect(missing(workspace)).toEqual([expect.stringMatching(/^No file "logo.png" in the design's files.*The design has no pictures yet/)]);
    const warning = workspace.issues.find((issue) => issue.code === 'missing-file')!;
    expect(workspace.editorText.slice(warning.start, warning.end)).toBe('"logo.png"');
    expect(workspace.files.add('files/logo.png', tinyPng()).ok).toBe(true);
    expect(missing(workspace)).toEqual([]);
    expect(workspace.files.rename('files/logo.png', 'files/brand.png').ok).toBe(true);
    expect(missing(workspace)).toEqual([expect.stringMatching(/The design's pictures: "brand.png"\./)]);
    workspace.files.remove('files/brand.png');
    expect(missing(workspace)).toEqual([expect.stringMatching(/no pictures yet/)]);
  });

  test('a change of files saves them; a keystroke saves the texts alone', () => {
    const { workspace, saved } = setup();
    workspace.files.add('files/logo.png', tinyPng());
    expect(saved.at(-1)?.files?.map((file) => file.path)).toEqual(['files/logo.png']);
    workspace.editorChanged('{ "type": "image", "src": "logo.png", "alt": "Logo" }');
    expect(saved.at(-1)).not.toHaveProperty('files');
  });

  test('the files travel in the document, the .json file and the export', () => {
    const { workspace } = setup();
    workspace.files.add('files/logo.png', tinyPng());
    const doc = workspace.toDocument();
    expect(doc.files).toHaveLength(1);
    const back = parseDesignDocument(JSON.parse(serializeDocument(doc)));
    expect(back.ok && back.doc.files).toEqual(doc.files);
    const design = workspace.exportDesign();
    expect(design.ok && design.value.files?.map((file) => file.path)).toEqual(['files/logo.png']);
    const reopened = setup(doc).workspace;
    expect(reopened.files.list).toEqual(doc.files);
    expect(missing(reopened)).toEqual([]);
  });
});
