import { describe, expect, it } from 'vitest';
import { endsInConsonant, particle } from './korean';
import { fillIn } from './messages';

describe('Korean particles', () => {
  it('reads the final consonant of the last Hangul syllable', () => {
    expect(endsInConsonant('토큰')).toBe(true);
    expect(endsInConsonant('채널')).toBe(true);
    expect(endsInConsonant('봇 키')).toBe(false);
    expect(endsInConsonant('주소 ')).toBe(false);
    expect(endsInConsonant('Token')).toBeUndefined();
    expect(endsInConsonant('')).toBeUndefined();
  });

  it('writes the required-field refusal as the spec writes it, 을(를) whatever the last syllable', () => {
    expect(fillIn('봇 토큰')).toBe('봇 토큰 을(를) 채워 주세요');
    expect(fillIn('앱 키')).toBe('앱 키 을(를) 채워 주세요');
    expect(fillIn('Bot token')).toBe('Bot token 을(를) 채워 주세요');
    expect(particle('값', '과', '와')).toBe('과');
    expect(particle('키', '과', '와')).toBe('와');
  });
});
