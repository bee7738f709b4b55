import { describe, expect, it } from 'vitest';
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
