import { describe, expect, it } from 'vitest';
import type { PluginDefinition, Simulation } from '../schema/bridge';
import { initialState, listEntry, listPlugins, pluginChoices, pluginsFile, savePlugin, type ServerState } from './server';
import { MAX_BODY_BYTES, normalizeValue } from './values';

const def: PluginDefinition = {
  id: 'slack',
  name: 'Slack',
  about: 'Slack 에서 세션을 다뤄요.',
  fields: [
    { key: 'bot', label: '봇 토큰', secret: true, required: true, prefix: 'xoxb-' },
    { key: 'app', label: '앱 토큰', secret: true, required: true, prefix: 'xapp-' },
    { key: 'channel', label: '채널', required: true, pick: '채널 고르기' },
    { key: 'note', label: 'Note', max: 3 },
  ],
};
const sim: Simulation = { choices: { channel: [{ value: 'C1', label: '#general' }] } };
const empty: ServerState = initialState({});
const post = (body: unknown, state = empty, simulation = sim) => savePlugin(def, simulation, state, JSON.stringify(body));
const full = { bot: 'xoxb-1', app: 'xapp-1', channel: 'C9', note: '' };

describe('save rules', () => {
  it('trims, then cuts to max code points (an emoji at the cut point stays whole)', () => {
    expect(normalizeValue('  \t 안녕하세요 \n', 3)).toBe('안녕하');
    expect(normalizeValue('ab😀c', 3)).toBe('ab😀');
    expect(normalizeValue('ab😀c', 2)).toBe('ab');
    expect(normalizeValue(' \u00a0 \n ', 400)).toBe('');
    const saved = post({ enabled: true, config: { ...full, note: '  😀😀😀😀 ' } });
    expect(saved.state.entry?.config.note).toBe('😀😀😀');
  });

  it('refuses to turn on with a required field empty, in the spec’s words', () => {
    const answer = post({ enabled: true, config: { ...full, bot: '   ' } }).answer;
    expect(answer).toEqual({ status: 400, body: { ok: false, note: '봇 토큰 을(를) 채워 주세요' } });
    // saving it off with the field empty is allowed
    expect(post({ enabled: false, config: { ...full, bot: '' } }).answer.status).toBe(200);
  });

  it('checks the prefix on secret and plain fields', () => {
    expect(post({ enabled: true, config: { ...full, bot: 'nope' } }).answer.body.note).toBe('봇 토큰 값은 xoxb- 로 시작해야 해요.');
    const plain: PluginDefinition = { ...def, fields: [{ key: 'url', label: 'URL', prefix: 'https://' }] };
    expect(savePlugin(plain, {}, empty, '{"config":{"url":"http://x"}}').answer.body.note).toBe('URL 값은 https:// 로 시작해야 해요.');
  });

  it('moves two swapped values back with a notice', () => {
    const result = post({ enabled: true, config: { ...full, bot: 'xapp-A', app: 'xoxb-B' } });
    expect(result.answer).toEqual({ status: 200, body: { ok: true, note: '봇 토큰 과 앱 토큰 의 값이 서로 바뀌어 있어서 제자리로 옮겼어요.' } });
    expect(result.state.entry?.config).toMatchObject({ bot: 'xoxb-B', app: 'xapp-A' });
  });

  it('keeps a stored secret when it is saved empty, and masks it in the list entry', () => {
    const first = post({ enabled: true, config: full }).state;
    const second = post({ enabled: true, config: { ...full, bot: '', app: '  ' } }, first);
    expect(second.state.entry?.config).toMatchObject({ bot: 'xoxb-1', app: 'xapp-1' });
    const listed = listEntry(def, second.state);
    expect(listed.config).toEqual({ bot: '••••••••', app: '••••••••', channel: 'C9', note: '' });
    expect(listed).toMatchObject({ added: true, enabled: true, status: { state: 'on', note: '' } });
    expect(listEntry(def, empty)).toMatchObject({ added: false, enabled: false, config: {}, help: [], prompt: null });
  });

  it('fills a required empty pick field with its only choice', () => {
    const result = post({ enabled: true, config: { ...full, channel: '' } });
    expect(result.state.entry?.config.channel).toBe('C1');
    expect(result.answer.body.note).toBe('채널 은 고를 값이 하나뿐이라 #general (으)로 정했어요.');
    const two = { choices: { channel: [...sim.choices!.channel!, { value: 'C2', label: '#random' }] } };
    expect(post({ enabled: true, config: { ...full, channel: '' } }, empty, two).answer.body.note).toBe('채널 을(를) 채워 주세요');
  });

  it('accepts a body of exactly 16,384 bytes and refuses one byte more', () => {
    const body = (bytes: number) => {
      const base = JSON.stringify({ enabled: false, config: { note: '' } });
      return base.replace('"note":""', `"note":"${'가'.repeat(Math.floor((bytes - base.length) / 3))}${'a'.repeat((bytes - base.length) % 3)}"`);
    };
    expect(new TextEncoder().encode(body(MAX_BODY_BYTES)).length).toBe(MAX_BODY_BYTES);
    expect(savePlugin(def, sim, empty, body(MAX_BODY_BYTES)).answer.status).toBe(200);
    expect(savePlugin(def, sim, empty, body(MAX_BODY_BYTES + 1)).answer).toEqual({ status: 400, body: { ok: false, note: '본문은 16,384 byte 까지예요.' } });
  });

  it('restarts through connecting, reports a start error, and leaves state alone on a refusal', () => {
    expect(post({ enabled: true, config: full }).statuses).toEqual([{ state: 'connecting', note: '' }, { state: 'on', note: '' }]);
    const failing = post({ enabled: true, config: full }, empty, { ...sim, startError: 'invalid_auth' });
    expect(failing.state.status).toEqual({ state: 'error', note: 'invalid_auth' });
    const refused = post({ enabled: true, config: {} });
    expect(refused.state).toBe(empty);
    expect(refused.statuses).toEqual([]);
    expect(savePlugin(def, sim, empty, '[1]').answer.status).toBe(400);
    expect(savePlugin(def, sim, empty, '{').answer.status).toBe(400);
  });

  it('removes the plugin with {remove: true}', () => {
    const on = post({ enabled: true, config: full }).state;
    expect(pluginsFile(def, on)).toEqual({ slack: { enabled: true, config: { ...full }, state: {} } });
    const removed = post({ remove: true }, on);
    expect(removed.state.entry).toBeUndefined();
    expect(pluginsFile(def, removed.state)).toEqual({});
  });

  it('starts from the saved entry and answers choices only for pick fields', () => {
    const state = initialState({ saved: { enabled: true, config: { bot: 'xoxb-9' } }, status: { state: 'error', note: 'token revoked' } });
    expect(state.status).toEqual({ state: 'error', note: 'token revoked' });
    expect(pluginChoices(def, sim, { key: 'channel' })).toEqual({ status: 200, body: { ok: true, choices: sim.choices!.channel } });
    expect(pluginChoices(def, sim, { key: 'bot' })).toEqual({ status: 400, body: { ok: false, note: 'bot 칸에는 고를 값이 없어요.' } });
  });

  it('checks the prefix of a value an only choice filled in (prefix C, only choice Z1 is refused)', () => {
    const prefixed: PluginDefinition = { ...def, fields: [{ key: 'channel', label: '채널', required: true, pick: '채널 고르기', prefix: 'C' }] };
    const only: Simulation = { choices: { channel: [{ value: 'Z1', label: '#z' }] } };
    const answer = savePlugin(prefixed, only, empty, JSON.stringify({ enabled: true, config: { channel: '' } })).answer;
    expect(answer).toEqual({ status: 400, body: { ok: false, note: '채널 값은 C 로 시작해야 해요.' } });
    const fitting: Simulation = { choices: { channel: [{ value: 'C1', label: '#c' }] } };
    expect(savePlugin(prefixed, fitting, empty, JSON.stringify({ enabled: true, config: { channel: '' } })).state.entry?.config.channel).toBe('C1');
  });

  it('answers choices from the unsaved config over the saved one (choicesWhen), and the only-choice fill uses them too', () => {
    const teams: PluginDefinition = { ...def, fields: [{ key: 'team', label: '팀' }, { key: 'channel', label: '채널', required: true, pick: '채널 고르기' }] };
    const byTeam: Simulation = {
      choices: { channel: [{ value: 'C0', label: '#any' }, { value: 'C00', label: '#other' }] },
      choicesWhen: [{ key: 'channel', when: { team: 'T1' }, choices: [{ value: 'C1', label: '#one' }] }],
    };
    const saved = { team: 'T2', channel: '' };
    expect(pluginChoices(teams, byTeam, { key: 'channel', config: { team: 'T1' } }, saved).body.choices).toEqual([{ value: 'C1', label: '#one' }]);
    expect(pluginChoices(teams, byTeam, { key: 'channel', config: { team: ' T1 ' } }, saved).body.choices).toEqual([{ value: 'C1', label: '#one' }]);
    expect(pluginChoices(teams, byTeam, { key: 'channel' }, saved).body.choices).toHaveLength(2);
    expect(pluginChoices(teams, byTeam, { key: 'channel' }, { team: 'T1' }).body.choices).toHaveLength(1);
    const filled = savePlugin(teams, byTeam, empty, JSON.stringify({ enabled: true, config: { team: 'T1', channel: '' } }));
    expect(filled.state.entry?.config.channel).toBe('C1');
  });

  it('answers GET /api/plugins in the {plugins: [...]} envelope', () => {
    const listed = listPlugins(def, empty);
    expect(Object.keys(listed)).toEqual(['plugins']);
    expect(listed.plugins).toEqual([listEntry(def, empty)]);
  });
});
