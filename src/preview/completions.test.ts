import { describe, expect, test } from 'vitest';
import { applySuggestion, completionWord, matchingCompletions, readCompletions, stepSuggestion, suggest } from './completions';

const entries = readCompletions([
  { label: 'baseUrl', insert: '{{baseUrl}}', detail: 'https://api.example.com' },
  { label: 'authBase' },
  { label: 'token', detail: 'secret' },
]);
const labels = (found: readonly { label: string }[]) => found.map((entry) => entry.label);

describe('the word a completion replaces', () => {
  test('braces on both sides are part of it', () => {
    expect(completionWord('{{base}}/users', 6)).toEqual({ from: 0, to: 8, word: 'base', braced: true });
    expect(completionWord('{{ba', 4)).toEqual({ from: 0, to: 4, word: 'ba', braced: true });
  });

  test('a brace pair alone is a word of no letters', () => {
    expect(completionWord('{{', 2)).toEqual({ from: 0, to: 2, word: '', braced: true });
  });

  test('a word ends at a character that is not a letter, digit, _ - . or $', () => {
    expect(completionWord('http://ho', 9)).toEqual({ from: 7, to: 9, word: 'ho', braced: false });
    expect(completionWord('a $env.my-var_1', 15)).toEqual({ from: 2, to: 15, word: '$env.my-var_1', braced: false });
  });

  test('the caret inside a word, or after a space, has none', () => {
    expect(completionWord('abc', 1)).toBeUndefined();
    expect(completionWord('a ', 2)).toBeUndefined();
    expect(completionWord('', 0)).toBeUndefined();
    expect(completionWord('abc', 9)).toBeUndefined();
  });

  test('letters of any script count, emoji do not', () => {
    expect(completionWord('x שלום', 6)?.word).toBe('שלום');
    expect(completionWord('名前', 2)?.word).toBe('名前');
    expect(completionWord('👋🏽ab', 6)).toEqual({ from: 4, to: 6, word: 'ab', braced: false });
  });
});

describe('which completions fit a word', () => {
  test('those starting with it first, then those holding it, case aside', () => {
    expect(labels(matchingCompletions(entries, 'BASE', true))).toEqual(['baseUrl', 'authBase']);
    expect(labels(matchingCompletions(entries, 'base', false))).toEqual(['baseUrl', 'authBase']);
  });

  test('braces with no word list everything', () => {
    expect(labels(matchingCompletions(entries, '', true))).toEqual(['baseUrl', 'authBase', 'token']);
  });

  test('without braces one letter is too little', () => {
    expect(matchingCompletions(entries, 'b', false)).toEqual([]);
    expect(labels(matchingCompletions(entries, 'b', true))).toEqual(['baseUrl', 'authBase']);
  });

  test('a word that already is a whole label offers nothing, unless braced', () => {
    expect(matchingCompletions(entries, 'Token', false)).toEqual([]);
    expect(labels(matchingCompletions(entries, 'token', true))).toEqual(['token']);
  });
});

describe('reading and taking suggestions', () => {
  test('insert falls back to the label; entries without a text label are skipped; at most 500 are used', () => {
    const read = readCompletions([{ label: 'a' }, { insert: 'x' }, 'nope', { label: 'b', insert: 7, detail: 3 }]);
    expect(read).toEqual([
      { index: 0, label: 'a', insert: 'a', detail: undefined },
      { index: 3, label: 'b', insert: 'b', detail: undefined },
    ]);
    const many = readCompletions(Array.from({ length: 600 }, (_, i) => ({ label: `name${i}` })));
    expect(many).toHaveLength(500);
    expect(readCompletions(undefined)).toEqual([]);
  });

  test('at most 8 are shown, and the first is highlighted', () => {
    const many = readCompletions(Array.from({ length: 20 }, (_, i) => ({ label: `item${i}` })));
    const shown = suggest(many, 'it', 2);
    expect(shown?.entries).toHaveLength(8);
    expect(shown?.active).toBe(0);
  });

  test('↑ and ↓ wrap round', () => {
    const shown = suggest(entries, '{{', 2)!;
    expect(stepSuggestion(shown, -1).active).toBe(2);
    expect(stepSuggestion(stepSuggestion(shown, 1), 1).active).toBe(2);
    expect(stepSuggestion(stepSuggestion(shown, -1), 1).active).toBe(0);
  });

  test('{{ba taking baseUrl gives {{baseUrl}}, its braces replaced', () => {
    const shown = suggest(entries, 'GET {{ba}}/x', 8)!;
    expect(labels(shown.entries)).toEqual(['baseUrl', 'authBase']);
    expect(applySuggestion('GET {{ba}}/x', shown)).toEqual({ text: 'GET {{baseUrl}}/x', caret: 15 });
  });

  test('a label without insert replaces the word and its braces', () => {
    const shown = suggest(entries, 'use {{auth', 10)!;
    expect(applySuggestion('use {{auth', shown)).toEqual({ text: 'use authBase', caret: 12 });
  });

  test('nothing fits, nothing is offered', () => {
    expect(suggest(entries, 'zz', 2)).toBeUndefined();
    expect(suggest([], '{{', 2)).toBeUndefined();
    expect(suggest(entries, 'ba', 1)).toBeUndefined();
  });

  test('quotes, </script> and right-to-left labels are matched as plain text', () => {
    const hostile = readCompletions([{ label: '"quoted"' }, { label: '</script>' }, { label: 'שלום-עולם' }]);
    expect(labels(matchingCompletions(hostile, 'script', true))).toEqual(['</script>']);
    expect(labels(matchingCompletions(hostile, 'שלום', false))).toEqual(['שלום-עולם']);
  });
});
