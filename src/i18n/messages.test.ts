import { describe, expect, test } from 'vitest';
import { en } from './messages/en';
import { messages as ja } from './messages/ja';
import { messages as ko } from './messages/ko';
import { messages as zh } from './messages/zh-CN';

// the type checker already refuses a missing or extra key; this names them, and catches empty or untranslated ones
const keys = (messages: object) =>
  Object.entries(messages)
    .flatMap(([group, texts]) => Object.keys(texts as object).map((key) => `${group}.${key}`))
    .sort();
const texts = (messages: object) => Object.values(messages).flatMap((group) => Object.values(group as Record<string, string>));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('interface messages', () => {
  test.each([
    ['ko', ko],
    ['ja', ja],
    ['zh-CN', zh],
  ])('%s has exactly the keys English has, none empty, with the same {{placeholders}}', (_, messages) => {
    expect(keys(messages)).toEqual(keys(en));
    expect(texts(messages).filter((text) => text.trim() === '')).toEqual([]);
    for (const [group, entries] of Object.entries(en)) {
      for (const [key, text] of Object.entries(entries as Record<string, string>)) {
        const translated = (messages as Record<string, Record<string, string>>)[group]![key]!;
        expect(placeholders(translated), `${group}.${key}`).toEqual(placeholders(text));
      }
    }
  });
});
