// Calls every method that needs a permission (its manifest declares them all); with one withheld, that answer must be -32001.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
const calls = [
  ['workspace/list', {}],
  ['prompt/inject', { text: 'Hello', target: 'ask' }],
  ['terminal/send', { text: 'ls' }],
  ['session/get', {}],
  ['host/revealPath', { path: '/tmp' }],
];

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method === 'initialize') send({ id: message.id, result: {} });
  else if (message.method === 'panel/open') calls.forEach(([method, params], index) => send({ id: index + 1, method, params }));
  else if (message.error) console.error(`${calls[message.id - 1]?.[0]}: ${message.error.code} ${message.error.message}`);
  else if (message.method === 'shutdown') process.exit(0);
}).on('close', () => process.exit(0));
