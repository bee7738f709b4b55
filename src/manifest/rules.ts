// Agentty's rules for agentty-plugin.json, as its manifest.rs states them (../shared/spec/agentty-today.md §3).
// Unknown keys are ignored, as Agentty ignores them; each problem names the field it is about.
import { isKnownIcon, NEWEST_API } from '../schema';
import { PANEL_MODES, PANEL_SURFACES } from '../schema/frame';
import { say, saying, type Say } from '../i18n/say';

export const MANIFEST_FILE = 'agentty-plugin.json';

export const MANIFEST_PERMISSIONS = ['net.request', 'prompt.inject', 'terminal.write', 'session.read', 'workspace.read', 'browser.control', 'files', 'mcp.tools', 'terminal.proxy'] as const;
export type ManifestPermission = (typeof MANIFEST_PERMISSIONS)[number];
export const MANIFEST_RUNTIMES = ['node', 'python', 'executable', 'wasm'] as const;
export { PANEL_MODES, PANEL_SURFACES };
export const MANIFEST_AGENTS = ['claude', 'codex'] as const;

export const MANIFEST_LIMITS = {
  idChars: { min: 2, max: 40 },
  homepageChars: 300,
  links: 6,
  linkLabelChars: 40,
  browserSites: 8,
  tools: 32,
  toolNameChars: 48,
  toolDescriptionChars: 1_000,
  toolSchemaBytes: 16 * 1024,
} as const;

export interface ManifestProblem {
  /** JSON Pointer of the field, "" for the whole file. */
  readonly path: string;
  /** In English (the CLI prints it); `say` is the same words for the interface language. */
  readonly message: string;
  readonly say?: Say;
  /** An error stops Agentty loading the plugin; a warning is something Agentty quietly drops or replaces. */
  readonly severity: 'error' | 'warning' | 'info';
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const pointer = (...parts: (string | number)[]) => parts.map((part) => '/' + String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('');

/** Agentty's id: 2–40 of a-z, 0-9 and "-", not starting or ending with "-". */
export function isManifestId(id: string): boolean {
  const { min, max } = MANIFEST_LIMITS.idChars;
  return id.length >= min && id.length <= max && /^[a-z0-9-]+$/.test(id) && !id.startsWith('-') && !id.endsWith('-');
}

/** An address Agentty opens: https only, no spaces, shorter than 300 characters. */
export function isHttpsAddress(url: string): boolean {
  return url.startsWith('https://') && url.length > 'https://'.length && url.length < MANIFEST_LIMITS.homepageChars && !/\s/.test(url);
}

/** Every rule of agentty-plugin.json that `manifest` breaks; `folder` is the plugin folder's name when it is known. */
export function checkManifest(manifest: unknown, folder?: string): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const error = (path: string, said: Say) => problems.push(saying({ path, severity: 'error' } as const, said.key, said.values));
  const warn = (path: string, said: Say) => problems.push(saying({ path, severity: 'warning' } as const, said.key, said.values));
  if (!isObject(manifest)) {
    error('', say('manifestIssues.notObject', { file: MANIFEST_FILE }));
    return problems;
  }
  const text = (key: string, required: boolean): string | undefined => {
    const value = manifest[key];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string') {
      error(pointer(key), required && value === undefined ? say('manifestIssues.required', { key }) : say('manifestIssues.mustBeString', { key }));
      return undefined;
    }
    return value;
  };

  const id = text('id', true);
  if (id !== undefined && !isManifestId(id)) error('/id', say('manifestIssues.badId', { id }));
  if (id !== undefined && folder !== undefined && id !== folder) error('/id', say('manifestIssues.idNotFolder', { id, folder }));
  const name = text('name', true);
  if (name !== undefined && name.trim() === '') error('/name', say('manifestIssues.blankName'));
  const version = text('version', true);
  if (version !== undefined && version.trim() === '') error('/version', say('manifestIssues.blankVersion'));
  text('publisher', false);
  text('description', false);
  checkIcon(manifest.icon, '/icon', error, warn);
  checkLogo(manifest.logo, error, warn);
  const homepage = text('homepage', false);
  if (homepage !== undefined && !isHttpsAddress(homepage)) error('/homepage', say('manifestIssues.homepage'));
  checkLinks(manifest.links, error);
  checkRequires(manifest.requires, error);

  const runtime = manifest.runtime ?? 'node';
  if (!MANIFEST_RUNTIMES.includes(runtime as never)) error('/runtime', say('manifestIssues.unknownRuntime', { runtime: String(JSON.stringify(runtime)), runtimes: MANIFEST_RUNTIMES.join(', ') }));
  const main = text('main', true);
  if (main !== undefined) checkMain(main, runtime, error);
  const api = manifest.apiVersion ?? 1;
  if (typeof api !== 'number' || !Number.isInteger(api) || api < 1) error('/apiVersion', say('manifestIssues.apiVersion'));
  else if (api > NEWEST_API) error('/apiVersion', say('manifestIssues.newerApi', { api, newest: NEWEST_API }));

  const permissions = stringList(manifest, 'permissions', error);
  permissions.forEach((permission, i) => {
    if (!MANIFEST_PERMISSIONS.includes(permission as ManifestPermission)) error(pointer('permissions', i), say('manifestIssues.unknownPermission', { permission, permissions: MANIFEST_PERMISSIONS.join(', ') }));
  });
  stringList(manifest, 'activationEvents', error);
  stringList(manifest, 'detect', error);
  stringList(manifest, 'keywords', error);
  const agents = stringList(manifest, 'agents', error);
  agents.forEach((agent, i) => {
    if (!MANIFEST_AGENTS.includes(agent as never)) error(pointer('agents', i), say('manifestIssues.unknownAgent', { agent }));
    else if (agents.indexOf(agent) !== i) error(pointer('agents', i), say('manifestIssues.agentTwice', { agent }));
  });
  checkBrowser(manifest.browser, permissions.includes('browser.control'), error);
  checkContributes(manifest.contributes, permissions.includes('mcp.tools'), error, warn);
  return problems;
}

type Report = (path: string, said: Say) => void;

function stringList(manifest: Json, key: string, error: Report): string[] {
  const value = manifest[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    error(pointer(key), say('manifestIssues.stringList', { key }));
    return [];
  }
  value.forEach((item, i) => typeof item !== 'string' && error(pointer(key, i), say('manifestIssues.itemString')));
  return value.filter((item): item is string => typeof item === 'string');
}

function checkIcon(icon: unknown, path: string, error: Report, warn: Report): void {
  if (icon === undefined) return;
  if (typeof icon !== 'string') error(path, say('manifestIssues.iconString'));
  else if (!isKnownIcon(icon)) warn(path, say('manifestIssues.unknownIcon', { icon }));
}

function checkLogo(logo: unknown, error: Report, warn: Report): void {
  if (logo === undefined) return;
  if (typeof logo !== 'string') return error('/logo', say('manifestIssues.logoString'));
  if (/^[a-z][a-z0-9+.-]*:/i.test(logo) || logo.split(/[\\/]/).includes('..') || logo.startsWith('/')) {
    return warn('/logo', say('manifestIssues.logoOutside'));
  }
  if (!/\.(png|jpe?g|gif|webp)$/i.test(logo)) warn('/logo', say('manifestIssues.logoFormat'));
}

function checkMain(main: string, runtime: unknown, error: Report): void {
  if (main.trim() === '') return error('/main', say('manifestIssues.mainBlank'));
  if (main.startsWith('/') || /^[a-z]:[\\/]/i.test(main) || main.split(/[\\/]/).includes('..')) error('/main', say('manifestIssues.mainOutside'));
  if (runtime === 'wasm' && !main.endsWith('.wasm')) error('/main', say('manifestIssues.mainWasm'));
}

function checkLinks(links: unknown, error: Report): void {
  if (links === undefined) return;
  if (!Array.isArray(links)) return error('/links', say('manifestIssues.linksList'));
  if (links.length > MANIFEST_LIMITS.links) error('/links', say('manifestIssues.tooManyLinks', { max: MANIFEST_LIMITS.links }));
  links.forEach((link, i) => {
    if (!isObject(link)) return error(pointer('links', i), say('manifestIssues.linkObject'));
    const label = link.label;
    if (typeof label !== 'string' || label.length < 1 || [...label].length > MANIFEST_LIMITS.linkLabelChars) error(pointer('links', i, 'label'), say('manifestIssues.linkLabel', { max: MANIFEST_LIMITS.linkLabelChars }));
    if (typeof link.url !== 'string' || !isHttpsAddress(link.url)) error(pointer('links', i, 'url'), say('manifestIssues.linkUrl'));
  });
}

function checkRequires(requires: unknown, error: Report): void {
  if (requires === undefined) return;
  if (!isObject(requires)) return error('/requires', say('manifestIssues.requiresObject'));
  if (typeof requires.name !== 'string' || requires.name.trim() === '') error('/requires/name', say('manifestIssues.requiresName'));
  if (requires.url !== undefined && (typeof requires.url !== 'string' || !isHttpsAddress(requires.url))) error('/requires/url', say('manifestIssues.requiresUrl'));
}

function checkBrowser(browser: unknown, controls: boolean, error: Report): void {
  if (browser === undefined) {
    if (controls) error('/browser', say('manifestIssues.browserNeeded'));
    return;
  }
  if (!controls) error('/browser', say('manifestIssues.browserPermission'));
  if (!isObject(browser) || !Array.isArray(browser.sites)) return error('/browser', say('manifestIssues.browserObject'));
  if (browser.sites.length > MANIFEST_LIMITS.browserSites) error('/browser/sites', say('manifestIssues.tooManySites', { max: MANIFEST_LIMITS.browserSites }));
  browser.sites.forEach((site, i) => {
    if (!isObject(site) || typeof site.host !== 'string' || site.host.trim() === '') error(pointer('browser', 'sites', i), say('manifestIssues.siteHost'));
  });
}

function checkContributes(contributes: unknown, offersTools: boolean, error: Report, warn: Report): void {
  if (contributes === undefined) {
    if (offersTools) error('/contributes/tools', say('manifestIssues.toolsNeeded'));
    return;
  }
  if (!isObject(contributes)) return error('/contributes', say('manifestIssues.contributesObject'));
  const panel = contributes.panel;
  if (panel !== undefined) {
    if (!isObject(panel)) error('/contributes/panel', say('manifestIssues.panelObject'));
    else {
      if (typeof panel.title !== 'string' || panel.title.trim() === '') error('/contributes/panel/title', say('manifestIssues.panelTitle'));
      checkIcon(panel.icon, '/contributes/panel/icon', error, warn);
      if (panel.surface !== undefined && !PANEL_SURFACES.includes(panel.surface as never)) error('/contributes/panel/surface', say('manifestIssues.unknownSurface', { surface: String(JSON.stringify(panel.surface)), surfaces: PANEL_SURFACES.join(', ') }));
      if (panel.mode !== undefined && !PANEL_MODES.includes(panel.mode as never)) error('/contributes/panel/mode', say('manifestIssues.unknownMode', { mode: String(JSON.stringify(panel.mode)), modes: PANEL_MODES.join(', ') }));
    }
  }
  checkCommands(contributes.commands, error, warn);
  checkTools(contributes.tools, offersTools, error);
}

function checkCommands(commands: unknown, error: Report, warn: Report): void {
  if (commands === undefined) return;
  if (!Array.isArray(commands)) return error('/contributes/commands', say('manifestIssues.commandsList'));
  const seen = new Set<string>();
  commands.forEach((command, i) => {
    const at = (...rest: string[]) => pointer('contributes', 'commands', i, ...rest);
    if (!isObject(command)) return error(at(), say('manifestIssues.commandObject'));
    if (typeof command.id !== 'string' || command.id.trim() === '') error(at('id'), say('manifestIssues.commandId'));
    else if (seen.has(command.id)) error(at('id'), say('manifestIssues.commandTwice', { id: command.id }));
    else seen.add(command.id);
    if (typeof command.title !== 'string' || command.title.trim() === '') error(at('title'), say('manifestIssues.commandTitle'));
    checkIcon(command.icon, at('icon'), error, warn);
    if (command.palette !== undefined && typeof command.palette !== 'boolean') error(at('palette'), say('manifestIssues.palette'));
  });
}

function checkTools(tools: unknown, offersTools: boolean, error: Report): void {
  const list = tools === undefined ? [] : tools;
  if (!Array.isArray(list)) return error('/contributes/tools', say('manifestIssues.toolsList'));
  if (list.length > 0 && !offersTools) error('/contributes/tools', say('manifestIssues.toolsPermission'));
  if (list.length === 0 && offersTools) error('/contributes/tools', say('manifestIssues.toolsOne'));
  if (list.length > MANIFEST_LIMITS.tools) error('/contributes/tools', say('manifestIssues.tooManyTools', { max: MANIFEST_LIMITS.tools }));
  list.forEach((tool, i) => {
    const at = (...rest: string[]) => pointer('contributes', 'tools', i, ...rest);
    if (!isObject(tool)) return error(at(), say('manifestIssues.toolObject'));
    if (typeof tool.name !== 'string' || tool.name.length > MANIFEST_LIMITS.toolNameChars || !/^[a-z][a-z0-9_]*$/.test(tool.name)) {
      error(at('name'), say('manifestIssues.toolName', { max: MANIFEST_LIMITS.toolNameChars }));
    }
    if (typeof tool.description !== 'string' || tool.description.trim() === '' || tool.description.length > MANIFEST_LIMITS.toolDescriptionChars) {
      error(at('description'), say('manifestIssues.toolDescription', { max: MANIFEST_LIMITS.toolDescriptionChars }));
    }
    if (tool.inputSchema !== undefined) {
      if (!isObject(tool.inputSchema) || (tool.inputSchema.type !== undefined && tool.inputSchema.type !== 'object')) error(at('inputSchema'), say('manifestIssues.toolSchema'));
      else if (new TextEncoder().encode(JSON.stringify(tool.inputSchema)).length > MANIFEST_LIMITS.toolSchemaBytes) error(at('inputSchema'), say('manifestIssues.toolSchemaSize'));
    }
    if (tool.readOnly !== undefined && typeof tool.readOnly !== 'boolean') error(at('readOnly'), say('manifestIssues.readOnly'));
  });
}
