// Sends an invalid tree as a request (the host answers -32602 and never draws it), then a valid one.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
const invalid = { type: 'column', children: [{ type: 'button', id: 'go' }, { type: 'slider', id: 'volume' }] };
const valid = { type: 'column', children: [{ type: 'text', text: 'The host refused my first tree' }] };

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method === 'initialize') send({ id: message.id, result: {} });
  else if (message.method === 'panel/open') send({ id: 1, method: 'ui/setPanel', params: { tree: invalid } });
  else if (message.id === 1 && message.error) {
    console.error(`setPanel refused: ${message.error.code} ${message.error.message}`);
    send({ method: 'ui/setPanel', params: { tree: valid } });
  } else if (message.method === 'shutdown') process.exit(0);
}).on('close', () => process.exit(0));
