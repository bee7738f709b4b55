import { parseArgs } from 'node:util';
import { API_VERSIONS, NEWEST_API, type ApiVersion } from '../src/schema/nodes';
import { RUNTIMES, UsageError, resolveProgram, type Resolved, type Runtime } from './program';

export { UsageError } from './program';

export const DEFAULT_PORT = 4180;

export interface HostArgs extends Resolved {
  readonly open: boolean;
  /** 0 picks a free port. */
  readonly port: number;
  /** The Agentty simulated: its plugin API version (today's newest unless --api says otherwise). */
  readonly api: ApiVersion;
}

export interface CheckArgs extends Resolved {
  readonly script?: string;
  readonly json: boolean;
  readonly api: ApiVersion;
  /** Warnings (advice Agentty does not enforce) fail the check too. */
  readonly strict: boolean;
}

// one table for both commands, so the parsed values have one type; each command refuses the other's flags
const OPTIONS = {
  runtime: { type: 'string' },
  main: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  open: { type: 'boolean' },
  port: { type: 'string' },
  script: { type: 'string' },
  json: { type: 'boolean' },
  api: { type: 'string' },
  strict: { type: 'boolean' },
} as const;
type Flag = keyof typeof OPTIONS;
const HOST_FLAGS: readonly Flag[] = ['runtime', 'main', 'help', 'open', 'port', 'api'];
const CHECK_FLAGS: readonly Flag[] = ['runtime', 'main', 'help', 'script', 'json', 'api', 'strict'];

const API_HELP = `--api N     the Agentty to simulate, by its plugin API version 1 to ${NEWEST_API} (default ${NEWEST_API}, today's):
              initialize and host/info say N, and a tree with a type or prop newer than N is refused`;

export const HOST_USAGE = `Usage: npm run host -- <plugin-dir> [--runtime node|python|executable] [--main <file>] [--open] [--port N] [--api N]

Runs the plugin in <plugin-dir> with Panel Designer as its host and prints the designer's URL.
  --runtime   how to run it: node (node <main>), python (python3 <main>), executable (<main>); guessed when absent
  --main      the file to run, relative to <plugin-dir>; guessed when absent
  --open      open the URL in the default browser
  --port N    the port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  ${API_HELP}`;

/** Throws UsageError (with the usage line as a hint) for an unknown flag, a flag of the other command or a missing value. */
function parse(argv: readonly string[], allowed: readonly Flag[], usage: string) {
  const hint = usage.split('\n')[0];
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/s, '.') : String(error);
    throw new UsageError(`${message}\n${hint}`);
  }
  const foreign = Object.keys(parsed.values).find((flag) => !allowed.includes(flag as Flag));
  if (foreign) throw new UsageError(`Unknown option '--${foreign}'.\n${hint}`);
  return parsed;
}
type Parsed = ReturnType<typeof parse>;

function runtimeOf(value: string | undefined): Runtime | undefined {
  if (value === undefined) return undefined;
  const runtime = RUNTIMES.find((candidate) => candidate === value);
  if (!runtime) throw new UsageError(`--runtime must be node, python or executable, not ${JSON.stringify(value)}.`);
  return runtime;
}

/** --api N: a plugin API version Agentty has had; today's newest when absent. */
function apiOf(value: string | undefined): ApiVersion {
  if (value === undefined) return NEWEST_API;
  const api = API_VERSIONS.find((version) => String(version) === value.trim());
  if (api === undefined) throw new UsageError(`--api must be a plugin API version from 1 to ${NEWEST_API}, not ${JSON.stringify(value)}.`);
  return api;
}

function programOf(values: Parsed['values'], positionals: readonly string[], usage: string): Resolved {
  if (positionals.length === 0) throw new UsageError(`Which plugin? Pass its folder.\n${usage}`);
  if (positionals.length > 1) throw new UsageError(`One plugin folder only; got ${positionals.map((p) => JSON.stringify(p)).join(', ')}.\n${usage.split('\n')[0]}`);
  return resolveProgram(positionals[0] ?? '', runtimeOf(values.runtime), values.main);
}

/** The host's arguments, or 'help'; throws UsageError with a clear sentence. */
export function parseHostArgs(argv: readonly string[]): HostArgs | 'help' {
  const { values, positionals } = parse(argv, HOST_FLAGS, HOST_USAGE);
  if (values.help) return 'help';
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || values.port?.trim() === '') {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not ${JSON.stringify(values.port)}.`);
  }
  return { ...programOf(values, positionals, HOST_USAGE), open: values.open ?? false, port, api: apiOf(values.api) };
}

export const CHECK_USAGE = `Usage: npm run check-plugin -- <plugin-dir> [--runtime node|python|executable] [--main <file>] [--script session.json] [--json] [--api N] [--strict]

Runs a scripted session with the plugin, headless, and reports every message and every rule of the
Agentty plugin protocol it breaks, and the advice on its panels (warnings: what Agentty accepts but
Panel Designer advises against). Exit code: 0 no violation (advice alone passes), 1 violations (or, with
--strict, advice), 2 usage error or bad script.
  --runtime   how to run it (node, python, executable); guessed when absent
  --main      the file to run, relative to <plugin-dir>; guessed when absent
  --script    a session script (docs/check-plugin.md); without it: initialize, panel/open, then each
              event of the panel on show (re-read after every event, so other screens are walked
              too; at most 100 events), shutdown
  --json      print the report as JSON
  ${API_HELP}
  --strict    advice fails the check too

Time limits: 5 s for the answer to initialize, 3 s per expect step (unless the step says otherwise),
60 s for the whole run; after shutdown a plugin still alive at 1.5 s gets SIGTERM and at 3 s SIGKILL
(each a violation).`;

export function parseCheckArgs(argv: readonly string[]): CheckArgs | 'help' {
  const { values, positionals } = parse(argv, CHECK_FLAGS, CHECK_USAGE);
  if (values.help) return 'help';
  return {
    ...programOf(values, positionals, CHECK_USAGE),
    json: values.json ?? false,
    api: apiOf(values.api),
    strict: values.strict ?? false,
    ...(values.script === undefined ? {} : { script: values.script }),
  };
}

export function isUsageError(error: unknown): error is UsageError {
  return error instanceof UsageError;
}
