import { describe, expect, test } from 'vitest';
import { switchingLanguages } from '../i18n/switching.test-helper';
import { i18n } from '../i18n/i18n.svelte';
import { renameText } from './rename-text';

const rename = { kind: 'element', from: 'go', to: 'send' } as const;

describe('what a rename changed elsewhere', () => {
  switchingLanguages();

  test('counts every place, in English', () => {
    expect(renameText(rename, { reactions: 2, screens: new Map([['detail', 1], ['empty', 0]]) }, 3)).toBe('"go" → "send": 3 places updated: 2 in the reactions, 1 on screen "detail".');
    expect(renameText(rename, { reactions: 1, screens: new Map() }, 1)).toBe('"go" → "send": 1 place updated: 1 in the reactions.');
  });

  test('in Japanese, with its own list separator, the names as written', async () => {
    await i18n.choose('ja');
    expect(renameText(rename, { reactions: 2, screens: new Map([['詳細', 1]]) }, 3)).toBe('"go" → "send": 3 か所を合わせて更新しました（リアクションで 2 か所、画面「詳細」で 1 か所）。');
  });
});
