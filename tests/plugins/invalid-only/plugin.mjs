// Sends only an invalid tree, as a notification: the host must never draw it and must show why.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
const invalid = { type: 'column', children: [{ type: 'text', text: 'Almost </script> "quoted" שלום 🎉' }, { type: 'button', id: 'go' }] };

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method === 'initialize') send({ id: message.id, result: {} });
  else if (message.method === 'panel/open') send({ method: 'ui/setPanel', params: { tree: invalid } });
  else if (message.method === 'shutdown') process.exit(0);
}).on('close', () => process.exit(0));
