// Bench plugin: answers every click with a new panel of about 1,000 nodes.
import { createInterface } from 'node:readline';

let panel = 0;
let nextId = 0;
const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

function tree(count) {
  const rows = [];
  // 1 section + 1 text each: 2 nodes per row, plus the chrome below
  for (let i = 0; i < 498; i++) rows.push({ type: 'row', children: [{ type: 'text', text: `Row ${i} of panel ${count}` }] });
  return {
    type: 'column',
    children: [{ type: 'text', text: `Panel ${count}`, style: 'title' }, { type: 'button', id: 'next', label: 'Next panel' }, { type: 'column', children: rows }],
  };
}

function setPanel() {
  send({ id: ++nextId, method: 'ui/setPanel', params: { tree: tree(++panel) } });
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method === 'initialize') send({ id: message.id, result: {} });
  else if (message.method === 'panel/open') setPanel();
  else if (message.method === 'ui/event' && message.params.element === 'next') setPanel();
  else if (message.method === 'shutdown') process.exit(0);
}).on('close', () => process.exit(0));
