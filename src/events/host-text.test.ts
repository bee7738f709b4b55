import { describe, expect, it } from 'vitest';
import { firstChars, shownBadge, sidebarBadge, toastText } from './host-text';

describe('what Agentty shows of toasts and badges', () => {
  it('cuts by code points, never splitting a surrogate pair', () => {
    expect(firstChars('ab😀cd', 3)).toBe('ab😀');
    expect(firstChars('abc', 5)).toBe('abc');
    expect(firstChars('abc', 0)).toBe('');
  });
  it('names the plugin before a message cut to 300 characters', () => {
    expect(toastText('Tasks', 'Saved')).toBe('Tasks: Saved');
    const long = `${'x'.repeat(299)}yz`;
    expect(toastText('Tasks', long)).toBe(`Tasks: ${'x'.repeat(299)}y`);
    expect([...toastText('T', '한'.repeat(400))].length).toBe(3 + 300);
  });
  it('keeps 8 characters of a badge, and the sidebar pill 3 of those', () => {
    expect(shownBadge('123456789abc')).toBe('12345678');
    expect(sidebarBadge('123456789abc')).toBe('123');
    expect(shownBadge('🇰🇷🇰🇷🇰🇷🇰🇷🇰🇷')).toBe('🇰🇷🇰🇷🇰🇷🇰🇷');
    expect(sidebarBadge('1 new')).toBe('1 n');
    expect(sidebarBadge('')).toBe('');
  });
});
