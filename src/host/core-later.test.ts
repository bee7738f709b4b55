// Answers that come later (net/fetch, host/timer): the places they hold, how they reach the plugin, and a run that ends first.
import { describe, expect, it } from 'vitest';
import type { HostStep } from './contract';
import { createHostCore } from './core';
import { defaultSettings } from './environment';
import type { HostServices } from './services';

const base = defaultSettings({ id: 'hello', name: 'Hello', version: '0.1.0', dir: '/p/hello', dataDir: '/tmp/hello' });
const T0 = 1_700_000_000_000;
const line = (value: unknown) => JSON.stringify(value);
const request = (id: number, method: string, params: unknown = {}) => line({ jsonrpc: '2.0', id, method, params });
const sent = (steps: readonly HostStep[]) => steps.flatMap((step) => step.toPlugin.map((message) => JSON.parse(JSON.stringify(message)) as { id?: number; result?: unknown; error?: { code: number } }));

/** A core whose requests wait until the test lets them go, and the steps it delivers later. */
function harness() {
  const pending: (() => void)[] = [];
  const delivered: HostStep[] = [];
  const services: HostServices = {
    fetch: () => new Promise((resolve) => pending.push(() => resolve({ response: { status: 200, body: 'ok' }, raw: new Uint8Array() }))),
    wait: (ms) => new Promise((resolve) => pending.push(() => resolve(ms))),
  };
  const core = createHostCore(base, { services, deliver: (step) => delivered.push(step), clock: () => T0 + 50 });
  core.start(T0);
  core.receiveLine(line({ jsonrpc: '2.0', id: 1, result: {} }), T0 + 1);
  const settle = async () => {
    for (const release of pending.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { core, delivered, settle };
}

describe('answers that come later', () => {
  it('holds 4 fetches: the 5th is answered -32002 at once, and once one is answered a place is free again', async () => {
    const { core, delivered, settle } = harness();
    const now = [1, 2, 3, 4, 5].map((id) => core.receiveLine(request(id, 'net/fetch', { url: 'https://example.com' }), T0 + 10));
    expect(sent(now)).toEqual([{ jsonrpc: '2.0', id: 5, error: { code: -32002, message: 'net/fetch: more than 4 requests at once.' } }]);
    expect(now[4]?.effects.map((effect) => effect.kind === 'violation' && effect.violation.rule)).toEqual(['fetch-limit']);
    await settle();
    expect(sent(delivered).map((message) => [message.id, message.result])).toEqual([1, 2, 3, 4].map((id) => [id, { status: 200, body: 'ok' }]));
    expect(delivered[0]?.wire.map((entry) => [entry.direction, entry.method, entry.time])).toEqual([['toPlugin', 'net/fetch', T0 + 50]]);
    expect(sent([core.receiveLine(request(6, 'net/fetch', { url: 'https://example.com' }), T0 + 60)])).toEqual([]);
  });

  it('holds 8 timers: the 9th is answered -32002; each answers {elapsedMs}', async () => {
    const { core, delivered, settle } = harness();
    const now = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => core.receiveLine(request(id, 'host/timer', { ms: 100 + id }), T0 + 10));
    expect(sent(now)).toEqual([{ jsonrpc: '2.0', id: 9, error: { code: -32002, message: 'host/timer: more than 8 waits at once.' } }]);
    await settle();
    expect(sent(delivered).map((message) => message.result)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ elapsedMs: 100 + id })));
  });

  it('drops what a run had in flight when it ends, and frees its places', async () => {
    const { core, delivered, settle } = harness();
    for (const id of [1, 2, 3, 4]) core.receiveLine(request(id, 'net/fetch', { url: 'https://example.com' }), T0 + 10);
    core.abandon();
    await settle();
    expect(delivered).toEqual([]);
    expect(sent([core.receiveLine(request(5, 'net/fetch', { url: 'https://example.com' }), T0 + 60)])).toEqual([]);
  });

  it('keeps storage across runs of the same session, and shows it in the snapshot', () => {
    const { core } = harness();
    core.receiveLine(request(2, 'storage/set', { key: 'count', value: 3 }), T0 + 10);
    core.start(T0 + 100);
    const step = core.receiveLine(request(2, 'storage/get', { key: 'count' }), T0 + 110);
    expect(sent([step])).toEqual([{ jsonrpc: '2.0', id: 2, result: { key: 'count', value: 3 } }]);
    expect(core.snapshot().storage).toEqual({ count: 3 });
  });

  it('keeps what host/copy copied in the snapshot, so a page that connects later shows it', () => {
    const { core } = harness();
    core.receiveLine(request(2, 'host/copy', { text: 'hi' }), T0 + 10);
    expect(core.snapshot().recent).toEqual([{ kind: 'copy', text: 'hi' }]);
  });

  it('notes a method it does not simulate instead of counting it as a violation', () => {
    const { core } = harness();
    const step = core.receiveLine(request(2, 'browser/open', { url: 'https://example.com' }), T0 + 10);
    expect(sent([step])[0]?.error?.code).toBe(-32002);
    expect(step.effects).toEqual([{ kind: 'notSimulated', method: 'browser/open' }]);
    expect(step.log.map((entry) => entry.stream)).toEqual(['host']);
  });
});
