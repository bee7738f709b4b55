// Prints lines that are not JSON-RPC on stdout and writes to stderr, between proper messages.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
process.stdout.write('starting up...\n');
console.error('debug: noisy plugin started');

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method === 'initialize') {
    process.stdout.write('{not json\n');
    send({ id: message.id, result: {} });
  } else if (message.method === 'panel/open') {
    console.error('debug: opening the panel\nwith a second line');
    process.stdout.write('plain text between messages\n');
    send({ method: 'ui/setPanel', params: { tree: { type: 'text', text: 'Noisy but working' } } });
  } else if (message.method === 'shutdown') process.exit(0);
}).on('close', () => process.exit(0));
