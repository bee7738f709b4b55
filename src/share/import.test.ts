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

  test('a bare Agent Bridge pluginDef becomes a plugin settings design, unchanged', () => {
    const def = { id: 'slack', name: 'Slack', about: 'About', fields: [{ key: 'bot', label: 'Bot' }] };
    const doc = imported(importText(JSON.stringify(def), 'slack.json'));
    expect(doc.kind).toBe('bridge');
    expect(doc.screens).toEqual([{ name: 'main', text: `${JSON.stringify(def, null, 2)}\n` }]);
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

describe('deep nesting', () => {
  // a column level is two JSON levels: the node and its children array
  const deepTree = (levels: number): string => '{"type":"column","children":['.repeat(levels) + '{"type":"divider"}' + ']}'.repeat(levels);
  const limit = /nested deeper than 256 levels/;

  test('a file holding a tree nested 8,000 deep is refused with the limit, not a stack overflow', () => {
    const tree = deepTree(8_000);
    for (const text of [tree, `{"tree":${tree}}`, `{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":${tree}}}`]) {
      expect(refusal(importDocumentFile(text, 'deep.json'))).toMatch(limit);
      expect(refusal(importText(text, 'deep.json'))).toMatch(limit);
    }
  });

  test('a plugin log with a tree nested 8,000 deep is refused, naming the message', () => {
    const log = `${setPanel(tree)}\n{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":${deepTree(8_000)}}}\n`;
    expect(refusal(importPluginLog(log))).toMatch(/ui\/setPanel message 2 \(line 2\).*nested deeper than 256 levels/);
    expect(refusal(importText(log))).toMatch(limit);
  });

  test('a tree at the limit is imported', () => {
    expect(imported(importDocumentFile(deepTree(127))).screens).toHaveLength(1);
    expect(refusal(importDocumentFile(deepTree(128)))).toMatch(limit);
  });
});

describe('what is not a design says what it is and what is accepted', () => {
  test('a .json file that is neither JSON nor a plugin log says both, with the parser\'s reason', () => {
    const message = refusal(importText('hello, this is not JSON\nnor a log', 'notes.json'));
    expect(message).toMatch(/^"notes\.json" is not JSON \(line 1, column 1: Unexpected character: .*\) and not a plugin log either \(no JSON-RPC message on any line\)\./);
    expect(message).toMatch(/Panel Designer opens a design \.json it exported, a panel tree, a ui\/setPanel line, an Agent Bridge pluginDef, or a plugin's stdout/);
  });

  test('pasted text that is neither says so too', () => {
    expect(refusal(importText('{ nope'))).toMatch(/^The pasted text is not JSON \(.+\) and not a plugin log either/);
  });

  test('a log with JSON-RPC lines but no panel keeps its own reason', () => {
    expect(refusal(importText('{"jsonrpc":"2.0","id":1,"result":{}}\n{"jsonrpc":"2.0","method":"ui/notify","params":{}}'))).toMatch(/2 JSON-RPC messages, but no ui\/setPanel/);
  });
});

describe('a byte-order mark before the JSON', () => {
  // editors on Windows often save one: JSON parsers commonly read past it, and so does the import
  test('a file or a log that starts with U+FEFF imports as without it', () => {
    const withMark = `\uFEFF${JSON.stringify(tree)}`;
    expect(imported(importDocumentFile(withMark, 'a.json')).screens).toEqual([{ name: 'main', text: `${JSON.stringify(tree, null, 2)}\n` }]);
    expect(imported(importText(withMark, 'a.json')).screens).toHaveLength(1);
    expect(imported(importText(`\uFEFF${serializeDocument(newDocument('marked'))}`)).name).toBe('marked');
    expect(imported(importPluginLog(`\uFEFF${setPanel(tree)}\n`)).screens).toHaveLength(1);
  });
});

describe('numbers JSON cannot carry', () => {
  // re-printing the tree would turn 1e400 (Infinity once parsed) into null without a word
  test('a tree holding 1e400 is refused, not imported with null in its place', () => {
    const text = '{"type":"column","children":[{"type":"text","text":"a","size":1e400}]}';
    expect(refusal(importText(text, 'big.json'))).toMatch(/holds a number too large for JSON \(it reads as Infinity, as 1e400 does\): importing it would write null/);
    expect(refusal(importPluginLog(`{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":${text}}}`))).toMatch(/ui\/setPanel message 1 \(line 1\) holds a number too large for JSON/);
  });
});
