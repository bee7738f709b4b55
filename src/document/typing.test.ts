import { describe, expect, test } from 'vitest';
import type { LocatedIssue } from './issue';
import { editedRange, settledIssues } from './typing';

// `{"icon": "rock"}`: the value's token runs from 9 to 15
const icon: LocatedIssue = { code: 'unknown-icon', severity: 'warning', message: 'Unknown icon "rock"', path: ['icon'], target: 'value', start: 9, end: 15 };
const other: LocatedIssue = { code: 'schema', severity: 'error', message: 'Bad', path: ['icon'], target: 'value', start: 9, end: 15 };

describe('settledIssues', () => {
  test('an unknown icon the last keystroke was typed into waits', () => {
    expect(settledIssues([icon, other], editedRange({ offset: 13, text: 'k' }))).toEqual([other]);
  });

  test('a replacement of the whole value (the inspector) counts as typing in it', () => {
    expect(settledIssues([icon], editedRange({ offset: 9, text: '"rock"' }))).toEqual([]);
  });

  test('an unknown icon elsewhere in the text shows at once', () => {
    const issues = [icon];
    expect(settledIssues(issues, editedRange({ offset: 30, text: 'x' }))).toBe(issues);
  });

  test('with no typing in progress every issue shows', () => {
    const issues = [icon, other];
    expect(settledIssues(issues, undefined)).toBe(issues);
  });

  test('errors at the typed word never wait', () => {
    expect(settledIssues([other], editedRange({ offset: 12, text: 'c' }))).toEqual([other]);
  });
});
