import { afterEach, describe, expect, test, vi } from 'vitest';
import { readBridge } from '../../bridge';
import { slackPlugin } from '../../gallery/starters/slack-plugin';
import { BridgeSession, CONNECTING_MS } from './session.svelte';

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
    expect(session.entry).toMatchObject({ config: { bot: '••••••••' }, status: { state: 'on' } });
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
});
