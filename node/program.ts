import { accessSync, constants, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { NODE_MAIN } from '../src/export/codegen-node';
import { PYTHON_MAIN } from '../src/export/codegen-python';
import type { SessionSnapshot } from '../src/host/contract';
import { MANIFEST_FILE } from '../src/manifest';
import { readPluginManifest, type PluginManifest } from './manifest-file';

export type Program = SessionSnapshot['program'];
export type Runtime = Program['runtime'];
export const RUNTIMES: readonly Runtime[] = ['node', 'python', 'executable'];

/** Names tried in order when nothing says which file runs: the designer's export first, then common names. */
const NODE_NAMES = [NODE_MAIN, 'index.mjs', 'index.js', 'main.mjs', 'main.js', 'plugin.js', 'index.cjs'];
const PYTHON_NAMES = [PYTHON_MAIN, 'main.py', '__main__.py'];
const EXECUTABLE_NAMES = ['plugin', 'main', 'run', 'plugin.sh', 'main.sh', 'run.sh'];

export class UsageError extends Error {}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return isFile(path);
  } catch {
    return false;
  }
}

/** The command the spec's runtime table gives, run with the plugin folder as working directory. */
export function commandFor(runtime: Runtime, main: string): string[] {
  if (runtime === 'node') return ['node', main];
  if (runtime === 'python') return ['python3', main];
  // a bare name would be looked up on PATH, so a file in the folder is run as ./name
  return [isAbsolute(main) || main.startsWith('.' + sep) || main.startsWith('./') ? main : `./${main}`];
}

function runtimeOfFile(dir: string, main: string): Runtime | undefined {
  const ext = extname(main).toLowerCase();
  if (['.mjs', '.js', '.cjs'].includes(ext)) return 'node';
  if (ext === '.py') return 'python';
  return isExecutable(resolve(dir, main)) ? 'executable' : undefined;
}

function readPackage(dir: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

interface Guess {
  readonly runtime?: Runtime;
  readonly main: string;
  readonly why: string;
}

function fromManifest(dir: string, manifest: PluginManifest): Guess | undefined {
  const value = manifest.value;
  const runtime = RUNTIMES.find((candidate) => candidate === value?.runtime);
  if (typeof value?.main === 'string') return { ...(runtime ? { runtime } : {}), main: value.main, why: `${MANIFEST_FILE} says so` };
  const pkg = readPackage(dir);
  if (typeof pkg?.main === 'string' && isFile(join(dir, pkg.main))) return { runtime: 'node', main: pkg.main, why: 'the "main" of package.json' };
  return undefined;
}

function firstExisting(dir: string, names: readonly string[], runtime: Runtime): Guess | undefined {
  const main = names.find((name) => (runtime === 'executable' ? isExecutable(join(dir, name)) : isFile(join(dir, name))));
  const why = main === NODE_MAIN || main === PYTHON_MAIN ? "the file Panel Designer's export writes" : 'a common name';
  return main === undefined ? undefined : { runtime, main, why };
}

function onlyExecutable(dir: string): Guess | undefined {
  const found = readdirSync(dir).filter((name) => !name.startsWith('.') && isExecutable(join(dir, name)));
  return found.length === 1 && found[0] ? { runtime: 'executable', main: found[0], why: 'the only executable file in the folder' } : undefined;
}

function guessMain(dir: string, runtime: Runtime | undefined, manifest: PluginManifest): Guess | undefined {
  const byRuntime = { node: NODE_NAMES, python: PYTHON_NAMES, executable: EXECUTABLE_NAMES } as const;
  if (runtime) return firstExisting(dir, byRuntime[runtime], runtime) ?? (runtime === 'executable' ? onlyExecutable(dir) : undefined);
  return fromManifest(dir, manifest) ?? firstExisting(dir, NODE_NAMES, 'node') ?? firstExisting(dir, PYTHON_NAMES, 'python') ?? firstExisting(dir, EXECUTABLE_NAMES, 'executable') ?? onlyExecutable(dir);
}

export interface Resolved {
  readonly program: Program;
  /** agentty-plugin.json, read once for the whole session. */
  readonly manifest: PluginManifest;
  /** What was guessed and why, for the user to read; undefined when both were given. */
  readonly guess?: string;
}

/** The program to run, from the folder and the flags; throws UsageError with a sentence the user can act on. */
export function resolveProgram(folder: string, runtimeFlag: Runtime | undefined, mainFlag: string | undefined): Resolved {
  const dir = resolve(folder);
  const stat = statSync(dir, { throwIfNoEntry: false });
  if (!stat) throw new UsageError(`The plugin folder ${folder} does not exist.`);
  if (!stat.isDirectory()) throw new UsageError(`${folder} is not a folder: pass the plugin's folder (its working directory), with --main for the file.`);
  const manifest = readPluginManifest(dir);
  let guess: Guess | undefined;
  if (mainFlag === undefined) {
    guess = guessMain(dir, runtimeFlag, manifest);
    if (!guess) throw new UsageError(`Found no ${runtimeFlag ? `${runtimeFlag} ` : ''}plugin to run in ${dir}: pass --main <file> (and --runtime node|python|executable).`);
  }
  const main = mainFlag ?? guess?.main ?? '';
  const path = resolve(dir, main);
  if (!isFile(path)) throw new UsageError(`The main file ${main} does not exist in ${dir}${mainFlag ? '' : ` (${guess?.why})`}.`);
  const runtime = runtimeFlag ?? guess?.runtime ?? runtimeOfFile(dir, main);
  if (!runtime) throw new UsageError(`Cannot tell how to run ${main}: pass --runtime node|python|executable.`);
  const shown = isAbsolute(main) ? main : relative(dir, path);
  const program: Program = { runtime, main: shown, dir, command: commandFor(runtime, shown) };
  if (runtimeFlag && mainFlag) return { program, manifest };
  const others = runtimeFlag || mainFlag ? [] : alternatives(dir, program);
  const reason = guess ? ` (${guess.why})` : ' (from the file name)';
  return { program, manifest, guess: `Guessed runtime ${runtime}, main ${shown}${reason}: runs \`${program.command.join(' ')}\` in ${dir}.${others.map((other) => ` ${other}`).join('')}` };
}

// an exported folder holds both plugins: say how to run the other one
function alternatives(dir: string, program: Program): string[] {
  return RUNTIMES.filter((runtime) => runtime !== program.runtime && runtime !== 'executable').flatMap((runtime) => {
    const other = firstExisting(dir, runtime === 'node' ? NODE_NAMES : PYTHON_NAMES, runtime);
    return other ? [`${other.main} is there too: --runtime ${runtime} runs it.`] : [];
  });
}
