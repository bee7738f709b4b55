import { describe, expect, test } from 'vitest';
import { messages as ja } from '../i18n/messages/ja';
import { messages as ko } from '../i18n/messages/ko';
import { messages as zhCN } from '../i18n/messages/zh-CN';
import { inEnglish, sayWith, type Say } from '../i18n/say';
import { translatorFor } from '../i18n/translator.test-helper';
import { newDocument, parseDesignDocument, type DocumentResult } from './document';
import { importDocumentFile, importPluginLog, importText } from './import';

const languages = { ko: translatorFor('ko', ko), ja: translatorFor('ja', ja), 'zh-CN': translatorFor('zh-CN', zhCN) };

const deep = (levels: number): unknown => {
  let tree: unknown = { type: 'text', text: 'x' };
  for (let level = 0; level < levels; level++) tree = { type: 'column', children: [tree] };
  return tree;
};
const setPanel = (tree: unknown) => JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } });

/** Every way a design is refused, from a file, a paste, a log or a document's own check. */
const refusals: [string, () => DocumentResult][] = [
  ['not an object', () => parseDesignDocument([1])],
  ['a version that is a container', () => parseDesignDocument({ version: [], screens: [] })],
  ['no version', () => parseDesignDocument({ type: 'column' })],
  ['a newer version', () => parseDesignDocument({ version: 9, screens: [] })],
  ['no screens', () => parseDesignDocument({ version: 1, name: 'n', screens: [] })],
  ['an empty screen name', () => parseDesignDocument({ version: 1, name: 'n', screens: [{ name: '', text: '' }] })],
  ['two screens named alike', () => parseDesignDocument({ version: 1, name: 'n', screens: [{ name: 'a', text: '' }, { name: 'a', text: '' }] })],
  ['a text that is a number, and more', () => parseDesignDocument({ version: 1, screens: [{ name: 'a', text: 1 }] })],
  ['a missing text', () => parseDesignDocument({ version: 1, name: 'n', screens: [{ name: 'a' }] })],
  ['a width too wide', () => parseDesignDocument({ ...newDocument('n'), settings: { width: 5000, hostTheme: 'dark', api: 2 } })],
  ['a width neither preset nor pixels', () => parseDesignDocument({ ...newDocument('n'), settings: { width: true, hostTheme: 'dark', api: 2 } })],
  ['a theme not offered', () => parseDesignDocument({ ...newDocument('n'), settings: { width: 'default', hostTheme: 'blue', api: 2 } })],
  ['a file not JSON', () => importDocumentFile('{ "a": 1,, }')],
  ['a pasted text neither JSON nor a log', () => importText('hello\nworld')],
  ['a named file neither JSON nor a log', () => importText('{ nope', 'notes.json')],
  ['a tree too deep', () => importText(JSON.stringify(deep(300)))],
  ['a pluginDef with a number too large', () => importText('{"id":"p","fields":[{"key":"k","type":"number","max":1e400}]}')],
  ['a log tree too deep', () => importPluginLog(`noise\n${setPanel(deep(300))}`)],
  ['a log with setPanel but no tree', () => importPluginLog('{"jsonrpc":"2.0","method":"ui/setPanel","params":{}}')],
  ['a log without setPanel', () => importPluginLog('{"jsonrpc":"2.0","method":"ui/notify","params":{}}')],
  ['no JSON-RPC at all', () => importPluginLog('hello')],
];

function saidOf(result: DocumentResult): Say {
  if (result.ok || !result.say) throw new Error('expected a refusal said as words');
  return result.say;
}

describe('a design that does not open says why in every interface language', () => {
  test.each(refusals)('%s', (_, refuse) => {
    const result = refuse();
    const said = saidOf(result);
    // the English words are the message the CLI and the tests read
    expect(result.ok || result.message).toBe(inEnglish(said));
    for (const [language, translate] of Object.entries(languages)) {
      const words = sayWith(said, translate);
      expect(words, language).not.toBe(inEnglish(said));
      // no placeholder left unfilled, no key shown in place of words
      expect(words, language).not.toMatch(/\{\{|designRefusals\.|issueWords\.|jsonIssues\./);
    }
  });

  test('the English names the place and the problem', () => {
    expect(inEnglish(saidOf(parseDesignDocument({ version: 1, screens: [{ name: 'a', text: 1 }] })))).toBe(
      'This is not a valid Panel Designer document: name: it is missing (a string is needed) (and 1 more problem).',
    );
    expect(inEnglish(saidOf(parseDesignDocument({ ...newDocument('n'), settings: { width: 5000, hostTheme: 'dark', api: 2 } })))).toBe(
      'This is not a valid Panel Designer document: settings.width: it should be at most 4000, not number 5000.',
    );
    expect(inEnglish(saidOf(parseDesignDocument({ ...newDocument('n'), settings: { width: true, hostTheme: 'dark', api: 2 } })))).toMatch(/settings\.width: it should be a width preset or whole pixels from \d+ to \d+, not boolean true\.$/);
    expect(inEnglish(saidOf(importDocumentFile('{ "a": 1,, }')))).toMatch(/^This file is not JSON \(line 1, column 10: Expected a property name/);
  });

  test('ids, names and file names stay as written in every language', () => {
    const named = saidOf(importText('{ nope', 'メモ.json'));
    const twice = saidOf(parseDesignDocument({ version: 1, name: 'n', screens: [{ name: '화면', text: '' }, { name: '화면', text: '' }] }));
    for (const translate of Object.values(languages)) {
      expect(sayWith(named, translate)).toContain('"メモ.json"');
      expect(sayWith(twice, translate)).toContain('"화면"');
    }
  });
});
