import { describe, expect, test } from 'vitest';
import type { Simulation } from '../schema/bridge';
import { BridgeWorld, HostError, originOf, readPlaces } from './host';

const world = (sim: Simulation = scenario) => new BridgeWorld(sim);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HostError) return error.note;
    throw error;
  }
  return undefined;
};

const scenario: Simulation = {
  origin: 'https://bridge.example.com',
  home: '/Users/me',
  macs: [
    { id: 'studio', name: 'Mac Studio', connected: false },
    { id: 'air', name: 'MacBook Air', folders: ['/Users/me/app'] },
    { id: 'mini', name: 'Mac mini' },
  ],
  sessions: [
    { thread: 't1', title: 'Fix the build', mac: 'air', cwd: '/Users/me/app', state: 'running', records: [{ role: 'user', text: 'go' }, { role: 'assistant', text: 'done' }] },
    { thread: 't2', sid: 's-2', title: 'Secret work', mac: 'air', cwd: '/Users/me', state: 'waiting', locked: true },
    { thread: 't3', title: 'Old', mac: 'mini', cwd: '/tmp', state: 'ended' },
    { thread: 't4', title: 'In Slack', mac: 'mini', cwd: '/Users/meow', state: 'running', where: 'slack', seatUrl: 'https://slack.example/t4' },
  ],
  others: [{ id: 'u2', sessions: [{ thread: 'x1', title: 'Not yours', mac: 'air', cwd: '/', state: 'running' }] }],
  commands: { ':status': '2 sessions running', ':answer': 'answered' },
  moveNote: 'moved',
};

describe('the host a plugin receives (spec: host calls)', () => {
  test('Origin() is BRIDGE_ORIGIN, else http://localhost:<PORT> (8080 when no PORT is given)', () => {
    expect(world().host('slack').Origin()).toBe('https://bridge.example.com');
    expect(originOf({ port: 3000 })).toBe('http://localhost:3000');
    expect(originOf({})).toBe('http://localhost:8080');
  });

  test('Code() is 16 random bytes as 32 hex digits', () => {
    const host = world().host('slack');
    expect(host.Code()).toMatch(/^[0-9a-f]{32}$/);
    expect(host.Code()).not.toBe(host.Code());
  });

  test('Sessions(): unfinished ones in creation order, locked masked, Mac names, home as ~, never another user’s', () => {
    const rows = world().host('slack').Sessions();
    expect(rows.map((row) => row.thread)).toEqual(['t1', 't2', 't4']);
    expect(rows[0]).toEqual({ thread: 't1', title: 'Fix the build', host: 'MacBook Air', cwd: '~/app', state: 'running', where: 'web', locked: false });
    expect(rows[1]).toEqual({ thread: 't2', title: '잠긴 세션', host: '', cwd: '', state: 'waiting', where: 'web', locked: true });
    expect(rows[2]!.cwd).toBe('/Users/meow');
    expect(world({ ...scenario, masked: { title: '🔒' } }).host('slack').Sessions()[1]!.title).toBe('🔒');
    expect(world().host('slack', 'u2').Sessions().map((row) => row.thread)).toEqual(['x1']);
  });

  test('Find(thread): any of the user’s sessions, ended ones too; null for another user’s', () => {
    const host = world().host('slack');
    expect(host.Find('t3')?.state).toBe('ended');
    expect(host.Find('t2')?.title).toBe('잠긴 세션');
    expect(host.Find('x1')).toBeNull();
    expect(host.Find('nope')).toBeNull();
  });

  test('Command(value): the scenario’s answer by the whole command, then its first word', () => {
    const host = world().host('slack');
    expect(host.Command(' :status ')).toBe('2 sessions running');
    expect(host.Command(':answer 2')).toBe('answered');
    expect(host.Command(':esc')).toBe('알 수 없는 명령이에요: :esc');
  });

  test('Seat(thread): where, <origin>/s/<sid>, closed', () => {
    const host = world().host('slack');
    expect(host.Seat('t2')).toEqual({ where: 'web', link: 'https://bridge.example.com/s/s-2', closed: false });
    expect(host.Seat('t3')).toMatchObject({ closed: true, link: 'https://bridge.example.com/s/t3' });
    expect(host.Seat('x1')).toBeNull();
  });

  test('Summary(thread): title, Mac name, ~ folder, the last answer among the latest 400 records, link', () => {
    const host = world().host('slack');
    expect(host.Summary('t1')).toEqual({ title: 'Fix the build', host: 'MacBook Air', cwd: '~/app', last: 'done', link: 'https://bridge.example.com/s/t1' });
    const long = world({ ...scenario, sessions: [{ thread: 'l', title: 'L', mac: 'air', cwd: '/Users/me', state: 'running', records: [{ role: 'assistant', text: 'too old' }, ...Array.from({ length: 400 }, () => ({ role: 'user' as const, text: 'u' }))] }] });
    expect(long.host('slack').Summary('l')).toMatchObject({ last: '', cwd: '~' });
    const edge = world({ ...scenario, sessions: [{ thread: 'l', title: 'L', mac: 'gone', cwd: '/x', state: 'running', records: [{ role: 'assistant', text: 'kept' }, ...Array.from({ length: 399 }, () => ({ role: 'user' as const, text: 'u' }))] }] });
    expect(edge.host('slack').Summary('l')).toMatchObject({ last: 'kept', host: 'gone' });
    expect(host.Summary('t2')).toMatchObject({ title: '잠긴 세션', last: '' });
    expect(host.Summary('x1')).toBeNull();
  });

  test('SeatUrl(thread, url): keeps the first 500 characters while the session is in the plugin, nothing on the web', () => {
    const w = world();
    const host = w.host('slack');
    const url = `https://slack.example/${'한😀'.repeat(300)}`;
    host.SeatUrl('t4', url);
    expect(Array.from(w.find('u1', 't4')!.seatUrl)).toHaveLength(500);
    host.SeatUrl('t1', 'https://x');
    expect(w.find('u1', 't1')!.seatUrl).toBe('');
    host.SeatUrl('x1', 'https://x');
    expect(w.find('u2', 'x1')!.seatUrl).toBe('');
  });

  test('MoveTo(thread, to): 400 for a session not found (another user’s too) or a bad place; the note and url otherwise', () => {
    const w = world();
    const host = w.host('slack');
    expect(refusal(() => host.MoveTo('nope', 'web'))).toBe('세션을 찾지 못했어요');
    expect(refusal(() => host.MoveTo('x1', 'web'))).toBe('세션을 찾지 못했어요');
    expect(refusal(() => host.MoveTo('t1', 'mars'))).toBe('옮길 곳은 web 이나 slack 이에요');
    expect(host.MoveTo('t4', 'web')).toEqual({ ok: true, note: 'moved', url: 'https://bridge.example.com/s/t4' });
    expect(host.MoveTo('t1', 'slack')).toEqual({ ok: true, note: 'moved', url: '' });
    expect(w.find('u1', 't1')!.where).toBe('slack');
  });

  test('Send(thread, text, images): 400 for a missing, ended or another user’s session; the text joins the records', () => {
    const w = world();
    const host = w.host('slack');
    expect(refusal(() => host.Send('t3', 'hi'))).toBe('이미 끝난 세션이에요');
    expect(refusal(() => host.Send('x1', 'hi'))).toBe('이미 끝난 세션이에요');
    expect(refusal(() => host.Send('nope', 'hi'))).toBe('이미 끝난 세션이에요');
    expect(host.Send('t1', 'next', ['a.png'])).toEqual({ ok: true });
    expect(w.find('u1', 't1')!.records.at(-1)).toEqual({ role: 'user', text: 'next' });
    expect(w.find('u2', 'x1')!.records).toEqual([]);
  });

  test('Start(prompt, cwd, places): no connected Mac is the spec’s 400', () => {
    const none = world({ macs: [{ id: 'studio', name: 'Mac Studio', connected: false }] }).host('slack');
    expect(refusal(() => none.Start('go', '/tmp', ''))).toBe('연결된 맥이 없어요. 맥의 브라우저에서 Agent Bridge 를 열어 두세요.');
    expect(refusal(() => world({}).host('slack').Start('go', '/tmp', ''))).toBe('연결된 맥이 없어요. 맥의 브라우저에서 Agent Bridge 를 열어 두세요.');
  });

  test('Start(): main if connected, else the first connected; dirs[mac] if not empty, else cwd; a missing folder is created', () => {
    const w = world();
    const host = w.host('slack');
    expect(host.Start('one\nmore', '/Users/me/app', JSON.stringify({ main: 'mini', dirs: { mini: '/Users/me/mini', air: '/Users/me/air' } }))).toEqual({ thread: 'new-1' });
    expect(w.find('u1', 'new-1')).toMatchObject({ mac: 'mini', cwd: '/Users/me/mini', title: 'one', state: 'running', where: 'web', records: [{ role: 'user', text: 'one\nmore' }] });
    expect(w.macs.find((m) => m.id === 'mini')!.folders).toEqual(['/Users/me/mini']);
    // main is not connected: the first connected Mac (air); its dir is empty, so cwd, which exists
    host.Start('two', '/Users/me/app', JSON.stringify({ main: 'studio', dirs: { air: '' } }));
    expect(w.find('u1', 'new-2')).toMatchObject({ mac: 'air', cwd: '/Users/me/app' });
    expect(w.macs.find((m) => m.id === 'air')!.folders).toEqual(['/Users/me/app']);
    expect(host.Sessions().map((row) => row.thread).slice(-2)).toEqual(['new-1', 'new-2']);
    expect(Array.from(host.Summary('new-1')!.title).length).toBeLessThanOrEqual(80);
  });

  test('state is kept across save(); save() writes the entry; changed() counts a redraw; log(text) writes the spec’s line', () => {
    const w = world();
    const host = w.host('slack', 'u1', { cursor: 1 }, () => ({ enabled: true, config: { bot: 'xoxb-1' } }));
    host.state.cursor = 2;
    host.save();
    host.state.cursor = 3;
    expect(w.saved.get('u1')).toEqual({ slack: { enabled: true, config: { bot: 'xoxb-1' }, state: { cursor: 2 } } });
    expect(host.state).toEqual({ cursor: 3 });
    host.changed();
    host.changed();
    expect(w.redraws.get('u1')).toBe(2);
    expect(w.redraws.get('u2')).toBeUndefined();
    host.log('connected to "Acme" ✅');
    expect(w.log).toEqual(['plugin slack user=u1: connected to "Acme" ✅']);
  });

  test('places JSON that cannot be read counts as {}', () => {
    expect(readPlaces('')).toEqual({ main: '', dirs: {} });
    expect(readPlaces('[1]')).toEqual({ main: '', dirs: {} });
    expect(readPlaces('{"main":"a","dirs":{"a":"/x","b":2}}')).toEqual({ main: 'a', dirs: { a: '/x' } });
  });
});
