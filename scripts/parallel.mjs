// Runs npm scripts side by side (e.g. svelte-check and eslint, each on one core) and fails if any fails.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        // each script's output is printed whole when it ends, so the two never interleave
        child.on('close', (code) => {
          process.stdout.write(`> npm run ${name} (exit ${code})\n${output}\n`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
