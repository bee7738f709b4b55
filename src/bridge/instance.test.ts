import { describe, expect, test } from 'vitest';
import { BridgeWorld } from './host';
import { runHostCall } from './instance';

describe('the server log line of a host call', () => {
  test('an answer is cut at 400 characters (code points) with "…", a short one kept whole', () => {
    const world = new BridgeWorld({ commands: { ':long': '😀'.repeat(1_000), ':short': '한글 😀' } });
    const host = world.host('p');
    runHostCall(host, world, { call: 'Command', args: [':long'] });
    runHostCall(host, world, { call: 'Command', args: [':short'] });
    const [long, short] = world.log;
    const answer = long!.slice(long!.indexOf('→ ') + 2);
    expect(Array.from(answer)).toHaveLength(401);
    expect(answer.endsWith('😀…')).toBe(true);
    expect(short).toBe('plugin p user=u1: Command(":short") → "한글 😀"');
  });
});
