// npm run bench (check-plugin part): how long `check-plugin` takes on exported gallery plugins without a script,
// a one-screen one next to a three-screen one. Numbers, not pass/fail.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';

const SAMPLES = Number(process.env.BENCH_CHECK_SAMPLES ?? 5);
// BENCH_CHECK_CLI measures another build of check-plugin (e.g. an older commit's) on the same exports
const CLI = process.env.BENCH_CHECK_CLI ?? 'dist-node/check-plugin.mjs';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// vite loads the export's TypeScript exactly as the app does
const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'warn' });
const parent = mkdtempSync(join(tmpdir(), 'bench-check-plugin-'));
try {
  const { pluginFiles, folderName } = await server.ssrLoadModule('/src/export/index.ts');
  const { starterById } = await server.ssrLoadModule('/src/gallery/index.ts');
  const exported = (id) => {
    const { doc } = starterById(id);
    const design = { name: doc.name, screens: doc.screens.map((screen) => ({ name: screen.name, tree: JSON.parse(screen.text) })), reactions: JSON.parse(doc.reactions) };
    const files = pluginFiles(design, 'node');
    if (!files.ok) throw new Error(files.reason);
    const dir = join(parent, folderName(design));
    mkdirSync(dir);
    for (const file of files.value) writeFileSync(join(dir, file.path), file.text);
    return { dir, screens: design.screens.length };
  };
  console.log('');
  console.log(`check-plugin without a script on an exported Node.js plugin (${cpus().length} cores), median of ${SAMPLES} runs of node ${CLI}:`);
  for (const id of ['hello', 'review-flow', 'today']) {
    const { dir, screens } = exported(id);
    const times = [];
    const sessions = [];
    let events = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      const report = JSON.parse(execFileSync('node', [CLI, dir, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
      times.push(performance.now() - start);
      sessions.push(report.durationMs);
      events = report.wire.filter((entry) => entry.method === 'ui/event').length;
    }
    const target = screens >= 3 ? ' (target under 3 s)' : '';
    const seconds = (value) => `${(median(value) / 1000).toFixed(2)} s`;
    console.log(`  ${id} (${screens} screen${screens === 1 ? '' : 's'}, ${events} event${events === 1 ? '' : 's'}): ${seconds(times)}${target}; the session itself ${seconds(sessions)}`);
  }
} finally {
  rmSync(parent, { recursive: true, force: true });
  await server.close();
}
