import { afterEach, describe, expect, test, vi } from 'vitest';
import { readBridge } from '../../bridge';
import { slackPlugin } from '../../gallery/starters/slack-plugin';
import { BridgeSession, CONNECTING_MS, LOG_LINES } from './session.svelte';

const slack = () => readBridge(JSON.parse(slackPlugin.doc.screens[0]!.text))!;

afterEach(() => vi.useRealTimers());

describe('BridgeSession', () => {
  test('a save shows connecting, then the simulated status; the screen reads back what was stored, secrets empty', () => {
    vi.useFakeTimers();
    const session = new BridgeSession();
    session.update(slack());
    expect(session.status).toEqual({ state: 'off', note: '' });
    Object.assign(session.values, { bot: ' xoxb-1 ', app: 'xapp-1', channel: ' C1 ' });
    session.enabled = true;
    session.save();
    expect(session.lastSave?.answer.status).toBe(200);
    expect(session.status.state).toBe('connecting');
    expect(session.values).toEqual({ bot: '', app: '', channel: 'C1', places: '' });
    vi.advanceTimersByTime(CONNECTING_MS);
    expect(session.status).toEqual({ state: 'on', note: 'workspace: example' });
    expect(session.list?.plugins[0]).toMatchObject({ config: { bot: '••••••••' }, status: { state: 'on' } });
  });

  test('a refused save leaves the form as typed; a changed definition keeps the server, a changed simulation resets it', () => {
    const session = new BridgeSession();
    session.update(slack());
    session.values.bot = 'nope';
    session.enabled = true;
    session.save();
    expect(session.lastSave?.answer).toEqual({ status: 400, body: { ok: false, note: '봇 토큰 값은 xoxb- 로 시작해야 해요.' } });
    expect(session.values.bot).toBe('nope');
    session.remove();
    expect(session.file).toEqual({});
    const plugin = slack();
    session.update({ ...plugin, def: { ...plugin.def, name: 'Renamed' } });
    expect(session.lastSave).toBeDefined();
    session.update({ ...plugin, sim: { ...plugin.sim, saved: { enabled: false, config: { channel: 'C7' } } } });
    expect(session.lastSave).toBeUndefined();
    expect(session.values.channel).toBe('C7');
    session.update(undefined);
    expect(session.stale).toBe(true);
    expect(session.choices('bot')?.status).toBe(400);
    expect(session.lastChoices?.path).toBe('/api/plugins/slack/choices');
  });

  test('the instance’s life: start on turning on, stop then start on a change, stop on turning off, removal and the server’s end', () => {
    const plugin = slack();
    const session = new BridgeSession();
    session.update({ ...plugin, sim: { ...plugin.sim, user: 'u7', stopError: 'socket already closed', calls: [{ call: 'log', args: ['hello'] }, { call: 'Start', args: ['go', '/tmp', ''] }] } });
    expect(session.log).toEqual([]);
    Object.assign(session.values, { bot: 'xoxb-1', app: 'xapp-1', channel: 'C1' });
    session.enabled = true;
    session.save();
    expect(session.log).toEqual([
      'plugin slack user=u7: start(config, host)',
      'plugin slack user=u7: hello',
      'plugin slack user=u7: Start("go", "/tmp", "") → {"thread":"new-1"}',
      'plugin slack user=u7: status() → {"state":"on","note":"workspace: example"}',
    ]);
    session.values.channel = 'C2';
    session.save();
    expect(session.log.slice(4, 6)).toEqual(['plugin slack user=u7: stop() (settings changed) threw: socket already closed (ignored)', 'plugin slack user=u7: start(config, host)']);
    session.enabled = false;
    session.save();
    expect(session.log.at(-1)).toBe('plugin slack user=u7: stop() (turned off) threw: socket already closed (ignored)');
    expect(session.status.state).toBe('off');
    session.enabled = true;
    session.save();
    session.stopServer();
    expect(session.log.at(-1)).toContain('stop() (server ends)');
    expect(session.status.state).toBe('off');
    session.save();
    expect(session.log.at(-1)).toContain('stop() (server ends)');
    session.startServer();
    expect(session.log.filter((line) => line.endsWith('start(config, host)'))).toHaveLength(4);
    session.remove();
    expect(session.log.at(-1)).toContain('stop() (removed)');
    expect(session.file).toEqual({});
  });

  test('a start that throws is the error state and nothing is stopped later; Start with no connected Mac is logged as the spec’s 400', () => {
    const plugin = slack();
    const session = new BridgeSession();
    session.update({ ...plugin, sim: { ...plugin.sim, macs: [], calls: [{ call: 'Start', args: ['go', '', ''] }] } });
    Object.assign(session.values, { bot: 'xoxb-1', app: 'xapp-1', channel: 'C1' });
    session.enabled = true;
    session.save();
    expect(session.log.at(-2)).toBe('plugin slack user=u1: Start("go", "", "") → 400 연결된 맥이 없어요. 맥의 브라우저에서 Agent Bridge 를 열어 두세요.');
    session.update({ ...plugin, sim: { ...plugin.sim, startError: 'invalid_auth', saved: { enabled: true, config: { bot: 'xoxb-1', app: 'xapp-1', channel: 'C1' } } } });
    // the server starts with the saved entry on
    expect(session.log).toEqual(['plugin slack user=u1: start(config, host) threw: invalid_auth → state error']);
    session.enabled = false;
    session.save();
    expect(session.log).toHaveLength(1);
    expect(session.moveTarget).toBe(false);
  });

  test('the log keeps the newest lines, however often the plugin is saved', () => {
    const plugin = slack();
    const session = new BridgeSession();
    session.update({ ...plugin, sim: { ...plugin.sim, calls: Array.from({ length: 100 }, (_, i) => ({ call: 'log' as const, args: [`line ${i}`] })) } });
    Object.assign(session.values, { bot: 'xoxb-1', app: 'xapp-1', channel: 'C1' });
    session.enabled = true;
    for (let i = 0; i < 12; i++) session.save();
    expect(session.log).toHaveLength(LOG_LINES);
    expect(session.log.at(-1)).toContain('status() →');
  });
});
