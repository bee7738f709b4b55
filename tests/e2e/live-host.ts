import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningHost {
  readonly url: string;
  readonly process: ChildProcess;
}

/** Starts `npm run host`'s program on a sample plugin, on a free port, serving the build under test. */
export async function startHost(plugin: string): Promise<RunningHost> {
  const child = spawn('node', ['dist-node/host.mjs', `tests/plugins/${plugin}`, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PANEL_DESIGNER_DIST: process.env.E2E_OUT_DIR ?? 'dist' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no URL from the host within 20 s:\n${out}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+\/#live=[\w-]+/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    });
    child.on('exit', (code) => reject(new Error(`the host exited (${code}):\n${out}`)));
  });
  return { url, process: child };
}

export function stopHost(host: RunningHost | undefined): Promise<void> {
  if (!host || host.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    host.process.once('exit', () => resolve());
    host.process.kill('SIGINT');
  });
}
