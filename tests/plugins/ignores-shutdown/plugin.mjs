// Answers initialize, then ignores shutdown, stdin closing and SIGTERM: only SIGKILL ends it.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
process.on('SIGTERM', () => console.error('SIGTERM ignored'));
setInterval(() => {}, 1000);

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method === 'initialize') send({ id: message.id, result: {} });
  else if (message.method === 'panel/open') send({ method: 'ui/setPanel', params: { tree: { type: 'text', text: 'I will not stop' } } });
  else if (message.method === 'shutdown') console.error('shutdown ignored');
}).on('close', () => console.error('stdin closed, staying anyway'));
