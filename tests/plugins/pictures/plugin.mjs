// Shows two images: one of its own files/logo.png, one of a picture it does not have.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
const tree = { type: 'column', children: [{ type: 'image', src: 'logo.png', alt: 'Logo', height: 40 }, { type: 'image', src: 'gone.png', alt: 'Gone', height: 40 }] };

createInterface({ input: process.stdin }).on('line', (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return console.error(`not JSON: ${line.slice(0, 80)}`);
  }
  if (message.method === 'initialize') return send({ id: message.id, result: {} });
  if (message.method === 'panel/open') return send({ method: 'ui/setPanel', params: { tree } });
  if (message.method === 'shutdown') process.exit(0);
}).on('close', () => process.exit(0));
