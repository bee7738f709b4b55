// Uses what today's Agentty answers beyond API 1, sent raw as the SDK does not wrap them: storage/*, host/timer, net/fetch, files/*, host/copy.
// The address it fetches comes from AGENTTY_TODAY_URL (the tests start a server); without it, a request that fails is fine too.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
const waiting = new Map();
let nextId = 1;

/** A request to Agentty, answered by its response: { result } or { error }. */
function call(method, params) {
  const id = nextId++;
  send({ id, method, params });
  return new Promise((resolve) => waiting.set(id, resolve));
}

async function refresh(why) {
  const opened = await call('storage/get', { key: 'opened' });
  const count = (opened.result?.value ?? 0) + 1;
  await call('storage/set', { key: 'opened', value: count });
  await call('storage/set', { key: 'last', value: { why } });
  const keys = await call('storage/keys', {});
  const waited = await call('host/timer', { ms: 100 });
  const fetched = await call('net/fetch', { url: process.env.AGENTTY_TODAY_URL ?? 'http://127.0.0.1:9/', timeoutMs: 3000 });
  await call('files/write', { path: 'notes/today.txt', text: `opened ${count}` });
  const read = await call('files/read', { path: 'notes/today.txt' });
  const listed = await call('files/list', { path: 'notes' });
  await call('host/copy', { text: `opened ${count}` });
  const lines = [
    `opened ${count} (${why}); keys ${keys.result?.join(', ')}`,
    `waited ${waited.result ? 'at least 100 ms' : waited.error?.message}`,
    `fetched ${fetched.result ? `${fetched.result.status} ${fetched.result.body}` : `nothing: ${fetched.error?.message}`}`,
    `file says ${read.result?.text}; notes holds ${listed.result?.map((entry) => entry.name).join(', ')}`,
  ];
  const tree = { type: 'column', children: [...lines.map((text) => ({ type: 'text', text })), { type: 'button', id: 'again', label: 'Again' }] };
  await call('ui/setPanel', { tree });
}

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const message = JSON.parse(line);
    if (message.id !== undefined && message.method === undefined) {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
      return;
    }
    switch (message.method) {
      case 'initialize':
        return send({ id: message.id, result: {} });
      case 'panel/open':
        return void refresh('panel/open');
      case 'command/execute':
        return void refresh(`command ${message.params.command}`);
      case 'ui/event':
        return void refresh('again');
      case 'shutdown':
        return process.exit(0);
    }
  })
  .on('close', () => process.exit(0));
