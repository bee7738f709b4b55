import { describe, expect, test } from 'vitest';
import { docTexts } from './texts';
import { docs as ja } from './ja';
import { docs as ko } from './ko';
import { docs as zh } from './zh-CN';

// code spans (`click`, `element`) are names: a translation keeps every one of them
const codeSpans = (text: string) => [...text.matchAll(/`[^`]*`/g)].map((match) => match[0]).sort();

describe('documentation tables', () => {
  const english = docTexts();
  test.each([
    ['ko', ko],
    ['ja', ja],
    ['zh-CN', zh],
  ])('%s translates every doc text of the schema, the reactions, the starters, the Agent Bridge document and the manifest, and nothing else', (_, table) => {
    expect(Object.keys(table).filter((key) => !english.includes(key)), 'texts no longer in the source').toEqual([]);
    expect(english.filter((text) => !(text in table)), 'texts without a translation').toEqual([]);
    for (const text of english) {
      expect(table[text]!.trim(), text).not.toBe('');
      expect(codeSpans(table[text]!), text).toEqual(codeSpans(text));
    }
  });
});
