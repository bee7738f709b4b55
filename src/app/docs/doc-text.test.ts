import { describe, expect, test } from 'vitest';
import { docPlainText, docSegments } from './doc-text';

describe('docSegments', () => {
  test('backticks become code segments between the plain text', () => {
    expect(docSegments('Sends `click`, or `select` from its menu.')).toEqual([
      { kind: 'text', text: 'Sends ' },
      { kind: 'code', text: 'click' },
      { kind: 'text', text: ', or ' },
      { kind: 'code', text: 'select' },
      { kind: 'text', text: ' from its menu.' },
    ]);
  });

  test('double asterisks become bold', () => {
    expect(docSegments('Shown **once**.')).toEqual([
      { kind: 'text', text: 'Shown ' },
      { kind: 'strong', text: 'once' },
      { kind: 'text', text: '.' },
    ]);
  });

  test('text without markup is one segment, and empty text none', () => {
    expect(docSegments('Plain words.')).toEqual([{ kind: 'text', text: 'Plain words.' }]);
    expect(docSegments('')).toEqual([]);
  });

  test('a lone backtick, an empty pair and single asterisks stay as typed', () => {
    expect(docSegments('a ` b')).toEqual([{ kind: 'text', text: 'a ` b' }]);
    expect(docSegments('a `` b')).toEqual([{ kind: 'text', text: 'a `` b' }]);
    expect(docSegments('2 * 3 *x*')).toEqual([{ kind: 'text', text: '2 * 3 *x*' }]);
  });

  test('markup-looking HTML stays text: segments are drawn as text nodes', () => {
    expect(docSegments('`<img src=x onerror=alert(1)>` <b>')).toEqual([
      { kind: 'code', text: '<img src=x onerror=alert(1)>' },
      { kind: 'text', text: ' <b>' },
    ]);
  });

  test('code keeps asterisks inside it', () => {
    expect(docSegments('`**not bold**` then **bold**')).toEqual([
      { kind: 'code', text: '**not bold**' },
      { kind: 'text', text: ' then ' },
      { kind: 'strong', text: 'bold' },
    ]);
  });
});

test('docPlainText drops the markup and keeps the words', () => {
  expect(docPlainText('Sends `click` **now**.')).toBe('Sends click now.');
});
