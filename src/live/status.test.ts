import { describe, expect, it } from 'vitest';
import { quickWords } from '../i18n/quick-words';
import { live as ko } from '../i18n/messages/ko/live';
import { statusText } from './status';

describe('statusText', () => {
  it('counts down the wait for the answer to initialize', () => {
    expect(statusText({ state: 'starting', pid: 7, since: 0, awaitingInitializeUntil: 10_000 }, 2_500)).toBe('Starting (pid 7): waiting for the answer to initialize, 8 s left');
    expect(statusText({ state: 'starting', pid: 7, since: 0, awaitingInitializeUntil: 10_000 }, 12_000)).toBe('Starting (pid 7): waiting for the answer to initialize, 0 s left');
  });
  it('says how the program ended and why', () => {
    expect(statusText({ state: 'exited', code: 0, signal: null, reason: '' }, 0)).toBe('Exited with code 0');
    expect(statusText({ state: 'exited', code: null, signal: 'SIGKILL', reason: 'it ignored shutdown' }, 0)).toBe('Killed by SIGKILL: it ignored shutdown');
    expect(statusText({ state: 'stopping', pid: 3, reason: 'more than 240 messages in a second' }, 0)).toBe('Stopping (pid 3): more than 240 messages in a second');
    expect(statusText(undefined, 0)).toBe('Waiting for the host…');
  });
});

describe('statusText in another language', () => {
  it('says the state in the words it is given, keeping the host’s reason as the host wrote it', () => {
    const say = (key: string, values: Readonly<Record<string, string | number>> = {}) => quickWords({ live: ko }, `live.${key}`, values, 'ko', String) ?? '';
    expect(statusText({ state: 'running', pid: 7, since: 0 }, 0, say)).toBe('실행 중(pid 7)');
    expect(statusText({ state: 'exited', code: null, signal: 'SIGKILL', reason: 'it ignored shutdown' }, 0, say)).toBe('SIGKILL (으)로 강제 종료됨: it ignored shutdown');
    // a reason said as data is worded by the page; its English stays for a page that cannot
    const said = [{ key: 'hostRuns.restarting' }] as const;
    const reasonInKorean = (words: readonly unknown[] | undefined, english: string) => (words === said ? '다시 시작해요.' : english);
    expect(statusText({ state: 'stopping', pid: 7, reason: 'Restarting.', said }, 0, say, reasonInKorean)).toBe('멈추는 중(pid 7): 다시 시작해요.');
    expect(statusText({ state: 'stopping', pid: 7, reason: 'Restarting.' }, 0, say)).toBe('멈추는 중(pid 7): Restarting.');
    expect(statusText(undefined, 0, say)).toBe('호스트를 기다리는 중…');
  });
});
