import { describe, expect, test } from 'vitest';
import { newDocument, serializeDocument, type DesignDocument } from './document';
import { importDocumentFile, importPluginLog, importText } from './import';

function imported(result: ReturnType<typeof importText>): DesignDocument {
  if (!result.ok) throw new Error(result.message);
  return result.doc;
}

function refusal(result: ReturnType<typeof importText>): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

const tree = { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }] };
const setPanel = (value: unknown, id?: number) => JSON.stringify({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method: 'ui/setPanel', params: { tree: value } });

describe('importDocumentFile', () => {
  test('an exported document comes back', () => {
    const doc = { ...newDocument('Mine'), reactions: '[{ half' };
    expect(imported(importDocumentFile(serializeDocument(doc)))).toEqual(doc);
  });

  test('an older { text } document is migrated', () => {
    expect(imported(importDocumentFile('{"text":"{}"}')).screens).toEqual([{ name: 'main', text: '{}' }]);
  });

  test('a bare tree or one ui/setPanel line becomes a one-screen design named after the file', () => {
    for (const text of [JSON.stringify(tree), setPanel(tree, 1), JSON.stringify({ tree })]) {
      const doc = imported(importDocumentFile(text, 'folder/status.panel.json'));
      expect(doc.name).toBe('status.panel');
      expect(doc.screens).toEqual([{ name: 'main', text: `${JSON.stringify(tree, null, 2)}\n` }]);
    }
  });

  test('a file that is not JSON says so', () => {
    expect(refusal(importDocumentFile('{ nope'))).toMatch(/This file is not JSON/);
  });

  test('a document that fails the format says why', () => {
    expect(refusal(importDocumentFile('{"version":1,"name":"x","screens":[]}'))).toMatch(/at least one screen/);
    expect(refusal(importDocumentFile('{"version":3,"screens":[]}'))).toMatch(/newer Panel Designer \(version 3\)/);
    expect(refusal(importDocumentFile('[1]'))).toMatch(/not a Panel Designer document/);
  });
});

describe('importPluginLog', () => {
  const second = { type: 'text', text: 'Done "quoted" 🚀' };
  const log = [
    'plugin starting…',
    '{"jsonrpc":"2.0","id":1,"result":{}}',
    setPanel(tree, 1),
    '{"jsonrpc":"2.0","method":"ui/notify","params":{"message":"hi","kind":"info"}}',
    'DEBUG {not json at all',
    `← ${setPanel(second, 2)}`,
    '{"jsonrpc":"2.0","id":3,"method":"prompt/inject","params":{"text":"Hello"}}',
    '',
  ].join('\r\n');

  test('every ui/setPanel tree becomes a screen, in order, and everything else is skipped', () => {
    const doc = imported(importPluginLog(log));
    expect(doc.screens.map((screen) => screen.name)).toEqual(['screen-1', 'screen-2']);
    expect(doc.screens.map((screen) => JSON.parse(screen.text) as unknown)).toEqual([tree, second]);
    expect(doc.reactions).toBe('[]');
  });

  test('a single ui/setPanel line is still named screen-1', () => {
    expect(imported(importPluginLog(setPanel(tree))).screens[0]!.name).toBe('screen-1');
  });

  test('an invalid tree is imported as it is, for the editor to mark', () => {
    expect(JSON.parse(imported(importPluginLog(setPanel({ type: 'nope' }))).screens[0]!.text)).toEqual({ type: 'nope' });
  });

  test('a log without ui/setPanel says what it did find', () => {
    expect(refusal(importPluginLog('{"jsonrpc":"2.0","id":1,"result":{}}\n{"jsonrpc":"2.0","method":"ui/notify","params":{}}'))).toMatch(/2 JSON-RPC messages, but no ui\/setPanel/);
    expect(refusal(importPluginLog('{"jsonrpc":"2.0","method":"ui/setPanel","params":{}}'))).toMatch(/none with a "tree"/);
    expect(refusal(importPluginLog('hello\nworld'))).toMatch(/No JSON-RPC messages found/);
    expect(refusal(importPluginLog(''))).toMatch(/No JSON-RPC messages found/);
  });
});

describe('importText', () => {
  test('JSON goes to the file import, anything else to the log import', () => {
    expect(imported(importText(serializeDocument(newDocument('a')))).name).toBe('a');
    expect(imported(importText(`${setPanel(tree)}\n${setPanel(tree)}`)).screens).toHaveLength(2);
  });
});
