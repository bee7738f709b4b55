// Every method today's Agentty answers a plugin (agentty-today.md §2, HOST_METHODS in Agentty's bridge):
// the API version that brought it, and whether Panel Designer answers it or only says it does not simulate it.
import { PLUGIN_METHODS } from '../events';
import type { ApiVersion } from '../schema/nodes';

const BROWSER = ['sites', 'open', 'navigate', 'eval', 'wait', 'info', 'show', 'hide', 'close', 'signIn', 'profiles', 'removeProfile', 'viewport'];
const FILES = ['write', 'read', 'list', 'stat', 'remove', 'rename', 'copy', 'path', 'reveal', 'pick', 'download'];
const WORKSPACE = ['instances', 'setInstanceTitle', 'setInstanceStatus', 'closeInstance', 'openWindow'];

/** The API 1 methods of the spec, then what Agentty added since (§2's table). */
export const HOST_METHODS: readonly string[] = [
  ...PLUGIN_METHODS,
  'host/copy',
  'net/fetch',
  'storage/get',
  'storage/set',
  'storage/keys',
  'host/timer',
  ...BROWSER.map((name) => `browser/${name}`),
  ...FILES.map((name) => `files/${name}`),
  'media/svgToPng',
  'media/svgsToVideo',
  'media/htmlToVideo',
  'agent/list',
  'terminal/close',
  ...WORKSPACE.map((name) => `workspace/${name}`),
  'terminal/setProxy',
];

const known: ReadonlySet<string> = new Set(HOST_METHODS);

/** Whether today's Agentty answers `method` at all (else -32601). */
export function isHostMethod(method: string): boolean {
  return known.has(method);
}

/** The first API version whose Agentty answers `method`; methods added without an API bump answer at every version. */
export function methodSince(method: string): ApiVersion {
  if (method === 'host/timer') return 2;
  if (method.startsWith('browser/')) return 3;
  if (method === 'terminal/setProxy') return 6;
  return 1;
}

/**
 * Methods Panel Designer answers -32002 "not simulated": Agentty's in-app browser, its media renderer, its agents
 * and terminals, its windows and the terminal proxy are not part of the designer. Never -32601: Agentty knows them.
 */
export function isSimulated(method: string): boolean {
  if (!known.has(method)) return false;
  return !(
    method.startsWith('browser/') ||
    method.startsWith('media/') ||
    method === 'terminal/setProxy' ||
    method === 'terminal/close' ||
    method === 'agent/list' ||
    method === 'workspace/openWindow'
  );
}
