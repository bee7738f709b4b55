// Writes one line in tiny chunks (Hangul and emoji split between writes), then several lines in one write,
// then a line over 16 MB, then one more line: the host must read all of it and reject only the long line.
import { createInterface } from 'node:readline';

const line = (message) => `${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`;
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));
const write = (data) => new Promise((resolve) => (process.stdout.write(data) ? resolve() : process.stdout.once('drain', resolve)));
const TEXT = '안녕하세요 👋 세계 🇰🇷 chunks';
const LONG_LINE = Buffer.from(`{"jsonrpc":"2.0","method":"ui/setPanel","params":{"tree":{"type":"text","text":"${'x'.repeat(17 * 1024 * 1024)}"}}}\n`);

async function panelOpen() {
  const bytes = Buffer.from(line({ method: 'ui/setPanel', params: { tree: { type: 'text', text: TEXT } } }));
  // 1 to 3 bytes at a time, so every multi-byte character is cut somewhere
  for (let at = 0, size = 1; at < bytes.length; at += size, size = (size % 3) + 1) {
    await write(bytes.subarray(at, at + size));
    await pause();
  }
  await write(line({ method: 'ui/setBadge', params: { text: '한국' } }) + line({ method: 'ui/showPanel', params: {} }) + line({ id: 1, method: 'context/get', params: {} }));
  // built before: on a loaded machine building it took longer than the host's quiet wait, which then sent shutdown
  await write(LONG_LINE);
  await write(line({ method: 'ui/setBadge', params: { text: 'after' } }));
}

// everything is written before the plugin exits: on a loaded machine the 17 MB line can outlast the session
let written = Promise.resolve();
const exit = () => written.then(() => process.exit(0));

createInterface({ input: process.stdin }).on('line', (text) => {
  const message = JSON.parse(text);
  if (message.method === 'initialize') process.stdout.write(line({ id: message.id, result: {} }));
  else if (message.method === 'panel/open') written = panelOpen();
  else if (message.method === 'shutdown') void exit();
}).on('close', () => void exit());
