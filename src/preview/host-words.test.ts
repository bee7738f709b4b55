import { describe, expect, test } from 'vitest';
import { fillHostWord, HOST_LANGUAGES, HOST_WORD_KEYS, hostLanguage, hostWords, hostWordTable } from './host-words';

describe('the words Agentty draws by itself', () => {
  test('every word has all four languages, none empty, with the same {name}', () => {
    const table = hostWordTable();
    expect(HOST_WORD_KEYS.length).toBeGreaterThan(20);
    for (const key of HOST_WORD_KEYS) {
      expect(Object.keys(table[key]).sort(), key).toEqual([...HOST_LANGUAGES].sort());
      const names = table[key].en.includes('{name}');
      for (const language of HOST_LANGUAGES) {
        expect(table[key][language].trim(), `${key} ${language}`).not.toBe('');
        expect(table[key][language].includes('{name}'), `${key} ${language}`).toBe(names);
      }
    }
  });

  test('only English is English: the other languages translate every word but the ones spelled alike', () => {
    const table = hostWordTable();
    for (const language of ['ko', 'ja', 'zh-CN'] as const) {
      expect(HOST_WORD_KEYS.filter((key) => table[key][language] === table[key].en)).toEqual([]);
    }
  });

  test('language codes map to Agentty’s four languages, English for the rest', () => {
    const cases: readonly (readonly [string | undefined, string])[] = [
      ['en', 'en'],
      ['en-GB', 'en'],
      ['ko', 'ko'],
      ['ko-KR', 'ko'],
      ['KO_kr', 'ko'],
      ['ja', 'ja'],
      ['ja-JP', 'ja'],
      ['zh', 'zh-CN'],
      ['zh-CN', 'zh-CN'],
      ['zh-cn', 'zh-CN'],
      ['zh-SG', 'zh-CN'],
      ['zh-Hans', 'zh-CN'],
      ['zh-Hans-CN', 'zh-CN'],
      ['zh-TW', 'en'],
      ['zh-Hant', 'en'],
      ['fr', 'en'],
      ['', 'en'],
      [' ko ', 'ko'],
      [undefined, 'en'],
    ];
    for (const [code, language] of cases) expect(hostLanguage(code), String(code)).toBe(language);
  });

  test('the words of a code are its language’s; a code Agentty has no table for gets English', () => {
    expect(hostWords('ko-KR').choose).toBe('선택…');
    expect(hostWords('ja').noRows).toBe('項目がありません');
    expect(hostWords('zh-Hans').dropHere).toBe('将文件拖放到此处');
    expect(hostWords('fr')).toEqual(hostWords('en'));
    expect(hostWords('en').choose).toBe('Choose…');
    expect(hostWords('en').noRows).toBe('No rows');
    expect(hostWords('en').dropHere).toBe('Drop files here');
  });

  test('a name is filled in as it is, even with $ signs', () => {
    expect(fillHostWord(hostWords('en').closeTab, 'Logs')).toBe('Close Logs');
    expect(fillHostWord(hostWords('ko').closeTab, 'Logs')).toBe('Logs 닫기');
    expect(fillHostWord(hostWords('en').insertAfter, '')).toBe('Insert after ');
    expect(fillHostWord(hostWords('en').closeTab, '$& $1')).toBe('Close $& $1');
  });
});
