// Sends 400 messages at once, well over the spec's 240 per second: the host must stop it.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method === 'initialize') send({ id: message.id, result: {} });
  else if (message.method === 'panel/open') {
    for (let i = 1; i <= 400; i += 1) send({ method: 'ui/setBadge', params: { text: String(i) } });
  } else if (message.method === 'shutdown') process.exit(0);
}).on('close', () => process.exit(0));
