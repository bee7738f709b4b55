// `npm run host -- <plugin-dir> …`: runs the plugin with Panel Designer as its host (see HOST_USAGE).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_USAGE, isUsageError, parseHostArgs, type HostArgs } from './args';
import { makeDataDir, settingsFor } from './plugin-info';
import { startServer } from './server';
import { LiveSession } from './session';
import { StaticFiles } from './static-files';
import { PluginPictures } from './plugin-pictures';

// dist-node/host.mjs serves the app built next to it in dist/, or the build PANEL_DESIGNER_DIST names (the browser tests build elsewhere)
const APP_DIR = process.env.PANEL_DESIGNER_DIST ? resolve(process.env.PANEL_DESIGNER_DIST) : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function parse(): HostArgs {
  try {
    const args = parseHostArgs(process.argv.slice(2));
    if (args === 'help') {
      console.log(HOST_USAGE);
      process.exit(0);
    }
    return args;
  } catch (error) {
    if (!isUsageError(error)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

/** Opens the URL in the default browser; a failure is printed, never fatal. */
function openBrowser(url: string): void {
  const [command, ...args] = process.platform === 'darwin' ? ['open', url] : process.platform === 'win32' ? ['cmd', '/c', 'start', '""', url] : ['xdg-open', url];
  const opener = spawn(command ?? 'xdg-open', args, { detached: true, stdio: 'ignore' });
  const failed = (why: string) => console.error(`Could not open a browser (${why}); open the URL above yourself.`);
  opener.on('error', (error) => failed(`${command}: ${error.message}`));
  opener.on('exit', (code) => code !== 0 && code !== null && failed(`${command} exited with code ${code}`));
  opener.unref();
}

async function main(): Promise<void> {
  const args = parse();
  if (args.guess) console.log(args.guess);
  if (!existsSync(join(APP_DIR, 'index.html'))) {
    console.error(`The app is not built (${APP_DIR} has no index.html): run npm run build, or use npm run host.`);
    process.exit(2);
  }
  const dataDir = makeDataDir();
  process.on('exit', dataDir.remove);
  const session = new LiveSession(args.program, settingsFor(args.program, dataDir.path, args.api, args.manifest), args.manifest);
  let server;
  try {
    server = await startServer({ session, files: new StaticFiles(APP_DIR), pictures: new PluginPictures(args.program.dir), port: args.port });
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    console.error(inUse ? `Port ${args.port} is in use: pass --port <another>, or --port 0 for a free one.` : `Could not start the server: ${String(error)}`);
    process.exit(1);
  }
  const live = server;
  session.start();
  console.log(`Running \`${args.program.command.join(' ')}\` in ${args.program.dir}, as Agentty with plugin API ${args.api}`);
  console.log(`Panel Designer (Live): ${live.url}`);
  console.log('Press Ctrl+C to stop the plugin and quit.');
  if (args.open) openBrowser(live.url);

  let quitting = false;
  const quit = async () => {
    if (quitting) {
      console.error('Quitting now.');
      process.exit(130);
    }
    quitting = true;
    console.log('\nStopping the plugin…');
    await session.quit();
    await live.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void quit());
  process.on('SIGTERM', () => void quit());
}

void main();
