import { describe, expect, test } from 'vitest';
import { DOCUMENT_VERSION, documentFromStoredText, documentOfText, migrations, newDocument, parseDesignDocument, serializeDocument, type DesignDocument } from './document';
import { decodeShareLink, encodeShareLink, shareLinkPayload } from './link';

function parsed(json: unknown): DesignDocument {
  const result = parseDesignDocument(json);
  if (!result.ok) throw new Error(result.message);
  return result.doc;
}

function refusal(json: unknown): string {
  const result = parseDesignDocument(json);
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

describe('parseDesignDocument', () => {
  test('a new document is valid and survives the file export', () => {
    const doc = newDocument('Deploy helper');
    expect(parsed(doc)).toEqual(doc);
    expect(parsed(JSON.parse(serializeDocument(doc)))).toEqual(doc);
  });

  test('the plugin manifest is kept as typed through the file export, and a refusal names a wrong one', () => {
    const doc = { ...newDocument('Deploy helper'), plugin: '{ "id": "deploy-helper", "name": "Deploy \\"helper\\"" ' };
    expect(parsed(JSON.parse(serializeDocument(doc)))).toEqual(doc);
    expect(serializeDocument(newDocument('x'))).not.toContain('"plugin"');
    expect(refusal({ ...newDocument('x'), plugin: { id: 'x' } })).toMatch(/^This is not a valid Panel Designer document: plugin: /);
  });

  test('reactions, context and settings default when left out', () => {
    const doc = parsed({ version: 1, name: 'n', screens: [{ name: 'a', text: '{' }] });
    expect(doc.reactions).toBe('[]');
    expect(doc.context).toBe('{}');
    // a design that never chose a theme shows Agentty's, which is dark
    expect(doc.settings).toEqual({ width: 'default', hostTheme: 'dark', api: 6 });
  });

  test('texts are kept exactly, even when they are not valid JSON', () => {
    const text = '{ "type": "column", "children": [ { "type": "butt';
    const doc = parsed({ version: 1, name: 'n', screens: [{ name: 'a', text }], reactions: '[{', context: 'nope' });
    expect(doc.screens[0]!.text).toBe(text);
    expect(doc.reactions).toBe('[{');
    expect(doc.context).toBe('nope');
  });

  test('a v0 document (the bare { text } the single-editor app stored) migrates to one screen', () => {
    expect(migrations[0]).toBeTypeOf('function');
    const doc = parsed({ text: '{"type":"divider"}' });
    expect(doc).toEqual({
      version: DOCUMENT_VERSION,
      name: 'Untitled',
      kind: 'panel',
      screens: [{ name: 'main', text: '{"type":"divider"}' }],
      reactions: '[]',
      context: '{}',
      settings: { width: 'default', hostTheme: 'dark', api: 6 },
    });
  });

  test('the raw localStorage text becomes a document', () => {
    expect(documentFromStoredText('half typed {', 'Mine').screens).toEqual([{ name: 'main', text: 'half typed {' }]);
    expect(documentFromStoredText('').name).toBe('Untitled');
  });

  test('a text the app wrote itself becomes the same document without the check', () => {
    for (const text of ['{ "type": "text", "text": "a \\"quote\\" </script> 👋 שלום" }\n', '', 'half typed {']) {
      expect(documentOfText(text, 'Mine')).toEqual(documentFromStoredText(text, 'Mine'));
    }
    expect(documentOfText('{}')).toEqual(documentFromStoredText('{}'));
  });

  test('a "version" nested 8,000 deep is refused without a stack overflow', () => {
    const deep = JSON.parse('['.repeat(8_000) + ']'.repeat(8_000)) as unknown;
    expect(refusal({ version: deep, screens: [] })).toMatch(/"version" is an array, not a whole number/);
    expect(refusal({ version: 'x'.repeat(500), screens: [] })).toMatch(/"version" is "x{20}…", not a whole number/);
  });

  test('a document from a newer Panel Designer is refused with its version', () => {
    expect(refusal({ version: 7, name: 'n', screens: [] })).toMatch(/made by a newer Panel Designer \(version 7\)/);
  });

  test.each([
    [null, /not a Panel Designer document/],
    [[], /not a Panel Designer document/],
    ['{"version":1}', /not a Panel Designer document/],
    [{ version: '1', screens: [] }, /"version" is "1", not a whole number/],
    [{ version: 1.5, screens: [] }, /not a whole number/],
    [{ version: -1, screens: [] }, /not a whole number/],
    [{ type: 'column', children: [] }, /no "version"/],
    [{ version: 1, name: 'n', screens: [] }, /screens: a design needs at least one screen/],
    [{ version: 1, name: 'n' }, /screens/],
    [{ version: 1, screens: [{ name: 'a', text: '' }] }, /name/],
    [{ version: 1, name: 'n', screens: [{ name: '', text: '' }] }, /a screen name cannot be empty/],
    [{ version: 1, name: 'n', screens: [{ name: 'a', text: 1 }] }, /screens\.0\.text/],
    [{ version: 1, name: 'n', screens: [{ name: 'a', text: '' }, { name: 'a', text: '' }] }, /two screens are named "a"/],
    [{ version: 1, name: 'n', screens: [{ name: 'a', text: '' }], settings: { width: 'huge' } }, /settings\.width/],
    [{ text: 42 }, /no "version"/],
  ])('%j is refused with a message naming the problem', (json, message) => {
    expect(refusal(json)).toMatch(message);
  });

  test('unknown keys are dropped rather than refused', () => {
    expect(parsed({ version: 1, name: 'n', screens: [{ name: 'a', text: '', extra: 1 }], extra: true })).not.toHaveProperty('extra');
  });
});

describe('serializeDocument', () => {
  test('writes pretty JSON with a trailing newline and a stable key order', () => {
    const doc = { ...newDocument('x'), settings: { hostTheme: 'dark', width: 'wide', api: 1 } } as DesignDocument;
    const text = serializeDocument(doc);
    expect(text.endsWith('}\n')).toBe(true);
    expect(Object.keys(JSON.parse(text))).toEqual(['version', 'name', 'kind', 'screens', 'reactions', 'context', 'settings']);
    expect(text).toContain('\n  "settings": {\n    "width": "wide",\n    "hostTheme": "dark",\n    "api": 1\n  }');
  });

  test('hostile strings survive the file round trip', () => {
    const name = 'He said "hi"\n</script><script>alert(1)</script> 🚀 مرحبا \ud800 end';
    const doc = { ...newDocument(name), screens: [{ name, text: name }] };
    expect(parsed(JSON.parse(serializeDocument(doc)))).toEqual(doc);
  });
});

describe('document kinds', () => {
  test('a document without a kind is a panel design; a bridge design keeps its kind through the file and a link', () => {
    expect(parseDesignDocument({ ...newDocument('x'), kind: undefined })).toMatchObject({ ok: true, doc: { kind: 'panel' } });
    const bridge = newDocument('Slack', 'bridge');
    expect(JSON.parse(bridge.screens[0]!.text)).toMatchObject({ id: 'my-plugin', fields: [] });
    expect(parseDesignDocument(JSON.parse(serializeDocument(bridge)))).toEqual({ ok: true, doc: bridge });
    expect(decodeShareLink(encodeShareLink(bridge))).toEqual({ ok: true, doc: bridge });
    expect(shareLinkPayload(newDocument('x'))).not.toContain('"kind"');
    expect(parseDesignDocument({ ...bridge, kind: 'other' }).ok).toBe(false);
  });
});

describe('the target API version', () => {
  test('a design saved before it existed targets today\'s Agentty; a target is kept; an unknown one is refused', () => {
    const old = parseDesignDocument({ version: 1, name: 'old', screens: [{ name: 'main', text: '{}' }], settings: { width: 'wide', hostTheme: 'dark' } });
    expect(old.ok && old.doc.settings.api).toBe(6);
    const one = parseDesignDocument({ version: 1, name: 'one', screens: [{ name: 'main', text: '{}' }], settings: { api: 1 } });
    expect(one.ok && one.doc.settings).toEqual({ width: 'default', hostTheme: 'dark', api: 1 });
    // a theme someone chose stays chosen
    const light = parseDesignDocument({ version: 1, name: 'light', screens: [{ name: 'main', text: '{}' }], settings: { hostTheme: 'light' } });
    expect(light.ok && light.doc.settings.hostTheme).toBe('light');
    for (const api of [0, 7, 4.5, '4', null]) {
      const bad = parseDesignDocument({ version: 1, name: 'bad', screens: [{ name: 'main', text: '{}' }], settings: { api } });
      expect(bad.ok, String(api)).toBe(false);
    }
  });
});

describe('the panel width and layout', () => {
  const withSettings = (settings: object) => parseDesignDocument({ version: 1, name: 'w', screens: [{ name: 'main', text: '{}' }], settings });

  test('a preset kept before dragging existed reads as it was; a dragged width is whole pixels from 240', () => {
    for (const width of ['narrow', 'default', 'wide'] as const) {
      const kept = withSettings({ width, hostTheme: 'light' });
      expect(kept.ok && kept.doc.settings).toEqual({ width, hostTheme: 'light', api: 6 });
    }
    const dragged = withSettings({ width: 417 });
    expect(dragged.ok && dragged.doc.settings.width).toBe(417);
    for (const width of [239, 417.5, '417', -1]) expect(withSettings({ width }).ok, String(width)).toBe(false);
  });

  test('a layout picked in the preview is kept in the file and in links; none is left out', () => {
    const doc: DesignDocument = { ...newDocument('m'), settings: { width: 512, mode: 'window', hostTheme: 'dark', api: 6 } };
    expect(JSON.parse(serializeDocument(doc)).settings).toEqual({ width: 512, mode: 'window', hostTheme: 'dark', api: 6 });
    expect(decodeShareLink(encodeShareLink(doc))).toEqual({ ok: true, doc });
    expect(JSON.parse(serializeDocument(newDocument('n'))).settings).not.toHaveProperty('mode');
    expect(withSettings({ mode: 'modal' }).ok).toBe(false);
  });
});

describe('a design with files', () => {
  test('the .json file carries them in base64 after the settings, and reads them back', async () => {
    const { tinyPng, TINY_PNG_BASE64 } = await import('../files/fixtures');
    const doc = { ...newDocument('Pictures'), files: [{ path: 'files/logo.png', type: 'image/png', bytes: tinyPng() }] };
    const text = serializeDocument(doc);
    const json = JSON.parse(text);
    expect(Object.keys(json).at(-1)).toBe('files');
    expect(json.files).toEqual([{ path: 'files/logo.png', type: 'image/png', base64: TINY_PNG_BASE64 }]);
    expect(parseDesignDocument(json)).toEqual({ ok: true, doc });
    expect(serializeDocument(newDocument('None'))).not.toContain('"files"');
  });
  test('bad files refuse the document with the reason', () => {
    const result = parseDesignDocument({ ...JSON.parse(serializeDocument(newDocument('Bad'))), files: [{ path: '../x.png', base64: '' }] });
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^This design's files cannot be read: files\[0\]: "\.\.\/x\.png" has "\.\."/),
      // the same reason as data, for the interface to say in its language
      why: { key: 'designFiles', why: { key: 'entryPathRefused', where: 'files[0]', why: { key: 'dotdot', path: '../x.png' } } },
    });
  });
});
