// A well-behaved plugin: answers initialize, shows a button, and on its click a new panel, a toast and a badge.
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
const first = { type: 'column', children: [{ type: 'text', text: 'Hello from Node.js' }, { type: 'button', id: 'go', label: 'Go', variant: 'primary' }] };
const clicked = (count) => ({ type: 'column', children: [{ type: 'text', text: `Clicked ${count} time${count === 1 ? '' : 's'}`, style: 'success' }, { type: 'button', id: 'go', label: 'Again' }] });
let clicks = 0;
let nextId = 1;

createInterface({ input: process.stdin }).on('line', (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return console.error(`not JSON: ${line.slice(0, 80)}`);
  }
  switch (message.method) {
    case 'initialize':
      return send({ id: message.id, result: {} });
    case 'panel/open':
      return send({ method: 'ui/setPanel', params: { tree: first } });
    case 'ui/event':
      if (message.params.element !== 'go' || message.params.event !== 'click') return;
      clicks += 1;
      send({ id: nextId++, method: 'ui/setPanel', params: { tree: clicked(clicks) } });
      send({ method: 'ui/notify', params: { message: `Clicked ${clicks}`, kind: 'success' } });
      return send({ method: 'ui/setBadge', params: { text: String(clicks) } });
    case 'shutdown':
      return process.exit(0);
  }
}).on('close', () => process.exit(0));
