import { tmpdir } from 'node:os';
import { say } from '../src/i18n/say';
import { describe, expect, test, vi } from 'vitest';
import type { ServerMessage } from '../src/host/contract';
import { settingsFor } from './plugin-info';
import { LiveSession, type Client } from './session';
import { samplePlugin, scratchPlugin } from './test-support';
import { Watch } from './watch';

// real processes on a shared runner: room above the spec's own timers (up to 3 s)
vi.setConfig({ testTimeout: 15_000 });

function browser() {
  const watch = new Watch();
  const messages: ServerMessage[] = [];
  const client: Client = {
    send(message) {
      messages.push(message);
      watch.notify();
    },
  };
  const until = async (ready: () => boolean, ms = 5000) => {
    if (!(await watch.until(ready, ms))) throw new Error(`Timed out; got ${JSON.stringify(messages.map((message) => message.type))}`);
  };
  return { client, messages, until };
}

function sessionOf(name: string) {
  const program = samplePlugin(name);
  return new LiveSession(program, settingsFor(program, tmpdir()));
}

const state = (session: LiveSession) => session.runner.status.state;

describe.concurrent('a live session', () => {
  test('survives a flood: the plugin is stopped, a browser still connects, and Restart runs it again', async () => {
    const session = sessionOf('flood');
    const one = browser();
    session.connect(one.client);
    session.start();
    await one.until(() => state(session) === 'exited');
    const reload = browser();
    session.connect(reload.client);
    const snapshot = reload.messages[0] as Extract<ServerMessage, { type: 'snapshot' }>;
    expect(snapshot.session.status).toMatchObject({ state: 'exited', signal: 'SIGTERM', reason: expect.stringMatching(/more than 240 messages per second/) });
    expect(snapshot.session.violations.map((violation) => violation.rule)).toEqual(['flood']);
    session.receive(reload.client, JSON.stringify({ type: 'event', params: { element: 'go', event: 'click' } }));
    expect(reload.messages.at(-1)).toEqual({ type: 'refused', reason: 'The plugin is not running: Restart starts it again.', said: [say('hostRuns.notRunningRestart')] });
    session.receive(reload.client, JSON.stringify({ type: 'restart' }));
    await reload.until(() => reload.messages.filter((message) => message.type === 'status' && message.status.state === 'exited').length === 1);
    expect(one.messages.filter((message) => message.type === 'status').map((message) => (message.type === 'status' ? message.status.state : ''))).toEqual(['starting', 'running', 'stopping', 'exited', 'starting', 'running', 'stopping', 'exited']);
  });

  test('settings from a browser reach every browser and the next start; the program stays the one of the command line', async () => {
    const session = sessionOf('hello-node');
    const one = browser();
    const two = browser();
    session.connect(one.client);
    session.connect(two.client);
    session.start();
    await one.until(() => session.snapshot().panel !== null);
    const settings = session.runner.core.settings;
    const changed = { ...settings, initialize: { ...settings.initialize, language: 'ko', plugin: { ...settings.initialize.plugin, dir: '/somewhere/else' } } };
    session.receive(one.client, JSON.stringify({ type: 'settings', settings: changed }));
    expect(two.messages.at(-1)).toEqual({ type: 'settings', settings: changed });
    session.receive(two.client, JSON.stringify({ type: 'restart' }));
    await two.until(() => session.runner.core.snapshot().wire.filter((entry) => entry.method === 'initialize' && entry.direction === 'toPlugin').length === 2);
    const initialize = session.runner.core.snapshot().wire.filter((entry) => entry.method === 'initialize' && entry.direction === 'toPlugin').at(-1);
    expect(JSON.parse(initialize?.line ?? '').params.language).toBe('ko');
    expect(session.snapshot().program).toEqual(samplePlugin('hello-node'));
    await session.quit();
  });

  test('Stop sends shutdown and the plugin exits; a second Stop is refused; settings that do not fit the schema are refused', async () => {
    const session = sessionOf('hello-node');
    const one = browser();
    session.connect(one.client);
    session.start();
    await one.until(() => state(session) === 'running');
    session.receive(one.client, JSON.stringify({ type: 'stop' }));
    await one.until(() => state(session) === 'exited');
    expect(session.runner.status).toMatchObject({ code: 0, reason: 'Stopped from the designer.' });
    session.receive(one.client, JSON.stringify({ type: 'stop' }));
    expect(one.messages.at(-1)).toEqual({ type: 'refused', reason: 'The plugin is not running.', said: [say('hostRuns.notRunning')] });
    session.receive(one.client, JSON.stringify({ type: 'settings', settings: { ...session.runner.core.settings, initializeTimeoutMs: 5 } }));
    expect(one.messages.at(-1)).toEqual({ type: 'refused', reason: expect.stringMatching(/^Not a message the live server takes: settings\.initializeTimeoutMs: must be at least 100 ms\.$/) });
  });

  test('a burst of output reaches the browsers in few frames, every line in order', async () => {
    const chatty = scratchPlugin('chatty.mjs', `for (let i = 0; i < 20000; i += 1) console.error('line ' + i);\nprocess.stdin.resume();`);
    try {
      const session = new LiveSession(chatty.program, settingsFor(chatty.program, tmpdir()));
      const one = browser();
      session.connect(one.client);
      session.start();
      const lines = () => one.messages.flatMap((message) => (message.type === 'step' ? message.log.filter((entry) => entry.stream === 'stderr') : []));
      await one.until(() => lines().length === 20000);
      expect(lines().map((entry) => entry.text)).toEqual(Array.from({ length: 20000 }, (_, i) => `line ${i}`));
      expect(one.messages.filter((message) => message.type === 'step').length).toBeLessThan(2000);
      await session.quit();
    } finally {
      chatty.remove();
    }
  });

  test("a host shutdown from the simulator's buttons stops the plugin like Stop", async () => {
    const session = sessionOf('ignores-shutdown');
    const one = browser();
    session.connect(one.client);
    session.start();
    await one.until(() => state(session) === 'running');
    session.receive(one.client, JSON.stringify({ type: 'host', message: { method: 'shutdown' } }));
    expect(session.runner.status).toMatchObject({ state: 'stopping', reason: 'Sent shutdown from the designer.' });
    await one.until(() => state(session) === 'exited', 15_000);
    expect(session.snapshot().violations.map((violation) => violation.rule)).toEqual(['shutdown-timeout']);
    expect(session.runner.status).toMatchObject({ signal: 'SIGKILL' });
  }, 30_000);
});
