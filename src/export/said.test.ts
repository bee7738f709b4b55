import { expect, test } from 'vitest';
import { messages as ja } from '../i18n/messages/ja';
import { messages as ko } from '../i18n/messages/ko';
import { messages as zhCN } from '../i18n/messages/zh-CN';
import { inEnglish, sayWith } from '../i18n/say';
import { translatorFor } from '../i18n/translator.test-helper';
import type { PanelNode } from '../schema';
import { checkDesign, type Design } from './design';
import { exportableTree } from './payload';
import { pluginFiles } from './zip';
import { sampleDesign } from './fixtures';

const languages = { ko: translatorFor('ko', ko), ja: translatorFor('ja', ja), 'zh-CN': translatorFor('zh-CN', zhCN) };

// a duplicate screen name, a tree Agentty refuses, reactions naming what is not there, and a long badge
const refused: Design = {
  name: 'x',
  screens: [
    { name: 'A', tree: { type: 'button', id: 'go', label: 'Go' } },
    { name: 'A', tree: { type: 'button', id: 'go2', label: 'Go' } },
    { name: 'C', tree: JSON.parse('{"type":"canvas"}') as PanelNode },
  ],
  reactions: [{ element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'B' }] }],
};
const warned: Design = { ...sampleDesign(), reactions: [{ element: 'go', event: 'click', actions: [{ do: 'setBadge', text: '123456789' }] }] };

/** English prose left in a line: two English words in a row outside quotes, code and names. */
const englishIn = (line: string) => /\b[A-Za-z][a-z]{2,}\s+[a-z]{3,}\b/.test(line.replace(/"[^"]*"|`[^`]*`|\S*[./_:{}]\S*/g, ' | '));

test('a refusal and its warnings say in English exactly their reason and warnings, and in every other language no English prose', () => {
  const outcomes = [
    checkDesign(refused),
    pluginFiles({ ...sampleDesign(), manifest: { id: 'Not An Id', name: 'x', version: '1.0.0', main: 'main.mjs' } }),
    exportableTree('{"type":"tabs","id":"t","tabs":[{"id":"a"}]}'),
    exportableTree('{"type": "divider", "weight": 1e400}'),
  ];
  for (const outcome of outcomes) {
    expect(outcome.ok).toBe(false);
    if (outcome.ok) continue;
    expect(outcome.said?.map(inEnglish).join('\n')).toBe(outcome.reason);
    for (const [language, translate] of Object.entries(languages)) {
      const lines = outcome.said!.map((said) => sayWith(said, translate));
      expect(lines.filter(englishIn), `${language}: ${lines.join(' | ')}`).toEqual([]);
    }
  }
  const warnings = pluginFiles(warned);
  expect(warnings.ok && warnings.saidWarnings?.map(inEnglish)).toEqual(warnings.ok && warnings.warnings);
  expect(warnings.ok && warnings.saidWarnings?.length).toBeGreaterThan(0);
  for (const translate of Object.values(languages)) expect(warnings.ok && warnings.saidWarnings!.map((said) => sayWith(said, translate)).filter(englishIn)).toEqual([]);
  const design = checkDesign(refused);
  expect(!design.ok && sayWith(design.said![0]!, languages.ko)).toBe('이름이 "A" 인 화면이 둘이에요.');
});
