// `npm run check-plugin -- <plugin-dir> …`: a headless session with the plugin; exit 0 when it follows the spec (see CHECK_USAGE).
import { readFileSync } from 'node:fs';
import { parseScript, type Script } from '../src/host/script';
import { CHECK_USAGE, isUsageError, parseCheckArgs, type CheckArgs } from './args';
import { checkPlugin } from './check';
import { makeDataDir, settingsFor } from './plugin-info';
import { formatReport } from './report';

const USAGE_ERROR = 2;

function usage(message: string): never {
  console.error(message);
  process.exit(USAGE_ERROR);
}

function parse(): CheckArgs {
  try {
    const args = parseCheckArgs(process.argv.slice(2));
    if (args === 'help') {
      console.log(CHECK_USAGE);
      process.exit(0);
    }
    return args;
  } catch (error) {
    if (!isUsageError(error)) throw error;
    return usage(error.message);
  }
}

function readScript(path: string): Script {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return usage(`Cannot read the script ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  const checked = parseScript(text);
  return checked.ok ? checked.value : usage(`${path}: ${checked.reason}`);
}

async function main(): Promise<void> {
  const args = parse();
  const script = args.script === undefined ? undefined : readScript(args.script);
  // with --json, stdout carries only the report
  if (args.guess) (args.json ? console.error : console.log)(args.guess);
  const dataDir = makeDataDir();
  try {
    const settings = settingsFor(args.program, dataDir.path, args.api, args.manifest);
    const report = await checkPlugin(args.program, settings, script, undefined, { strict: args.strict, manifest: args.manifest });
    console.log(args.json ? JSON.stringify(report, null, 2) : formatReport(report));
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    dataDir.remove();
  }
  // a timer of an abandoned step must not hold the exit
  process.exit();
}

void main();
