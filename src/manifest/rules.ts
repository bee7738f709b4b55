// Agentty's rules for agentty-plugin.json, as its manifest.rs states them (../shared/spec/agentty-today.md §3).
// Unknown keys are ignored, as Agentty ignores them; each problem names the field it is about.
import { isKnownIcon, NEWEST_API } from '../schema';
import { PANEL_MODES, PANEL_SURFACES } from '../schema/frame';

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
  readonly message: string;
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
  const error = (path: string, message: string) => problems.push({ path, message, severity: 'error' });
  const warn = (path: string, message: string) => problems.push({ path, message, severity: 'warning' });
  if (!isObject(manifest)) {
    error('', `${MANIFEST_FILE} must be a JSON object.`);
    return problems;
  }
  const text = (key: string, required: boolean): string | undefined => {
    const value = manifest[key];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string') {
      error(pointer(key), required && value === undefined ? `"${key}" is required.` : `"${key}" must be a string.`);
      return undefined;
    }
    return value;
  };

  const id = text('id', true);
  if (id !== undefined && !isManifestId(id)) error('/id', `"${id}" is not a plugin id: 2–40 characters of a-z, 0-9 and "-", not starting or ending with "-".`);
  if (id !== undefined && folder !== undefined && id !== folder) error('/id', `The id "${id}" must be the plugin folder's name ("${folder}").`);
  const name = text('name', true);
  if (name !== undefined && name.trim() === '') error('/name', '"name" must not be blank.');
  const version = text('version', true);
  if (version !== undefined && version.trim() === '') error('/version', '"version" must not be blank.');
  text('publisher', false);
  text('description', false);
  checkIcon(manifest.icon, '/icon', error, warn);
  checkLogo(manifest.logo, error, warn);
  const homepage = text('homepage', false);
  if (homepage !== undefined && !isHttpsAddress(homepage)) error('/homepage', 'The homepage must be an https:// address under 300 characters, without spaces.');
  checkLinks(manifest.links, error);
  checkRequires(manifest.requires, error);

  const runtime = manifest.runtime ?? 'node';
  if (!MANIFEST_RUNTIMES.includes(runtime as never)) error('/runtime', `Unknown runtime ${JSON.stringify(runtime)}: one of ${MANIFEST_RUNTIMES.join(', ')}.`);
  const main = text('main', true);
  if (main !== undefined) checkMain(main, runtime, error);
  const api = manifest.apiVersion ?? 1;
  if (typeof api !== 'number' || !Number.isInteger(api) || api < 1) error('/apiVersion', '"apiVersion" must be a whole number from 1.');
  else if (api > NEWEST_API) error('/apiVersion', `This plugin needs API ${api}; Agentty offers API ${NEWEST_API}.`);

  const permissions = stringList(manifest, 'permissions', error);
  permissions.forEach((permission, i) => {
    if (!MANIFEST_PERMISSIONS.includes(permission as ManifestPermission)) error(pointer('permissions', i), `Unknown permission "${permission}": one of ${MANIFEST_PERMISSIONS.join(', ')}.`);
  });
  stringList(manifest, 'activationEvents', error);
  stringList(manifest, 'detect', error);
  stringList(manifest, 'keywords', error);
  const agents = stringList(manifest, 'agents', error);
  agents.forEach((agent, i) => {
    if (!MANIFEST_AGENTS.includes(agent as never)) error(pointer('agents', i), `Unknown agent "${agent}": claude or codex.`);
    else if (agents.indexOf(agent) !== i) error(pointer('agents', i), `"${agent}" is listed twice.`);
  });
  checkBrowser(manifest.browser, permissions.includes('browser.control'), error);
  checkContributes(manifest.contributes, permissions.includes('mcp.tools'), error, warn);
  return problems;
}

type Report = (path: string, message: string) => void;

function stringList(manifest: Json, key: string, error: Report): string[] {
  const value = manifest[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    error(pointer(key), `"${key}" must be a list of strings.`);
    return [];
  }
  value.forEach((item, i) => typeof item !== 'string' && error(pointer(key, i), 'Must be a string.'));
  return value.filter((item): item is string => typeof item === 'string');
}

function checkIcon(icon: unknown, path: string, error: Report, warn: Report): void {
  if (icon === undefined) return;
  if (typeof icon !== 'string') error(path, 'An icon must be a string: a name from Agentty\'s icon set.');
  else if (!isKnownIcon(icon)) warn(path, `Unknown icon "${icon}": Agentty has no icon by that name and draws its puzzle icon instead.`);
}

function checkLogo(logo: unknown, error: Report, warn: Report): void {
  if (logo === undefined) return;
  if (typeof logo !== 'string') return error('/logo', '"logo" must be a string: a file inside the plugin folder.');
  if (/^[a-z][a-z0-9+.-]*:/i.test(logo) || logo.split(/[\\/]/).includes('..') || logo.startsWith('/')) {
    return warn('/logo', 'Agentty ignores a logo that is an address, absolute, or outside the plugin folder.');
  }
  if (!/\.(png|jpe?g|gif|webp)$/i.test(logo)) warn('/logo', 'A logo is drawn only as PNG, JPEG, GIF or WebP.');
}

function checkMain(main: string, runtime: unknown, error: Report): void {
  if (main.trim() === '') return error('/main', '"main" must name the file that runs.');
  if (main.startsWith('/') || /^[a-z]:[\\/]/i.test(main) || main.split(/[\\/]/).includes('..')) error('/main', '"main" must be a path inside the plugin folder.');
  if (runtime === 'wasm' && !main.endsWith('.wasm')) error('/main', 'With runtime "wasm", "main" must be a .wasm file.');
}

function checkLinks(links: unknown, error: Report): void {
  if (links === undefined) return;
  if (!Array.isArray(links)) return error('/links', '"links" must be a list of { label, url }.');
  if (links.length > MANIFEST_LIMITS.links) error('/links', `At most ${MANIFEST_LIMITS.links} links.`);
  links.forEach((link, i) => {
    if (!isObject(link)) return error(pointer('links', i), 'A link is { label, url }.');
    const label = link.label;
    if (typeof label !== 'string' || label.length < 1 || [...label].length > MANIFEST_LIMITS.linkLabelChars) error(pointer('links', i, 'label'), `A link's label is 1–${MANIFEST_LIMITS.linkLabelChars} characters.`);
    if (typeof link.url !== 'string' || !isHttpsAddress(link.url)) error(pointer('links', i, 'url'), "A link's url must be an https:// address.");
  });
}

function checkRequires(requires: unknown, error: Report): void {
  if (requires === undefined) return;
  if (!isObject(requires)) return error('/requires', '"requires" is { name, url?, note? }.');
  if (typeof requires.name !== 'string' || requires.name.trim() === '') error('/requires/name', '"requires" needs a name.');
  if (requires.url !== undefined && (typeof requires.url !== 'string' || !isHttpsAddress(requires.url))) error('/requires/url', 'Its url must be an https:// address.');
}

function checkBrowser(browser: unknown, controls: boolean, error: Report): void {
  if (browser === undefined) {
    if (controls) error('/browser', 'The browser.control permission needs a "browser" section with its sites.');
    return;
  }
  if (!controls) error('/browser', 'A "browser" section needs the browser.control permission.');
  if (!isObject(browser) || !Array.isArray(browser.sites)) return error('/browser', '"browser" is { sites: [...] }.');
  if (browser.sites.length > MANIFEST_LIMITS.browserSites) error('/browser/sites', `At most ${MANIFEST_LIMITS.browserSites} sites.`);
  browser.sites.forEach((site, i) => {
    if (!isObject(site) || typeof site.host !== 'string' || site.host.trim() === '') error(pointer('browser', 'sites', i), 'A site needs its host.');
  });
}

function checkContributes(contributes: unknown, offersTools: boolean, error: Report, warn: Report): void {
  if (contributes === undefined) {
    if (offersTools) error('/contributes/tools', 'The mcp.tools permission needs tools in "contributes".');
    return;
  }
  if (!isObject(contributes)) return error('/contributes', '"contributes" must be an object.');
  const panel = contributes.panel;
  if (panel !== undefined) {
    if (!isObject(panel)) error('/contributes/panel', 'The panel is { title, icon?, surface?, mode? }.');
    else {
      if (typeof panel.title !== 'string' || panel.title.trim() === '') error('/contributes/panel/title', 'The panel needs a title.');
      checkIcon(panel.icon, '/contributes/panel/icon', error, warn);
      if (panel.surface !== undefined && !PANEL_SURFACES.includes(panel.surface as never)) error('/contributes/panel/surface', `Unknown surface ${JSON.stringify(panel.surface)}: one of ${PANEL_SURFACES.join(', ')}.`);
      if (panel.mode !== undefined && !PANEL_MODES.includes(panel.mode as never)) error('/contributes/panel/mode', `Unknown mode ${JSON.stringify(panel.mode)}: one of ${PANEL_MODES.join(', ')}.`);
    }
  }
  checkCommands(contributes.commands, error, warn);
  checkTools(contributes.tools, offersTools, error);
}

function checkCommands(commands: unknown, error: Report, warn: Report): void {
  if (commands === undefined) return;
  if (!Array.isArray(commands)) return error('/contributes/commands', '"commands" must be a list.');
  const seen = new Set<string>();
  commands.forEach((command, i) => {
    const at = (...rest: string[]) => pointer('contributes', 'commands', i, ...rest);
    if (!isObject(command)) return error(at(), 'A command is { id, title, description?, icon?, palette? }.');
    if (typeof command.id !== 'string' || command.id.trim() === '') error(at('id'), 'A command needs an id.');
    else if (seen.has(command.id)) error(at('id'), `The command id "${command.id}" is used twice.`);
    else seen.add(command.id);
    if (typeof command.title !== 'string' || command.title.trim() === '') error(at('title'), 'A command needs a title.');
    checkIcon(command.icon, at('icon'), error, warn);
    if (command.palette !== undefined && typeof command.palette !== 'boolean') error(at('palette'), '"palette" is true or false.');
  });
}

function checkTools(tools: unknown, offersTools: boolean, error: Report): void {
  const list = tools === undefined ? [] : tools;
  if (!Array.isArray(list)) return error('/contributes/tools', '"tools" must be a list.');
  if (list.length > 0 && !offersTools) error('/contributes/tools', 'Tools need the mcp.tools permission.');
  if (list.length === 0 && offersTools) error('/contributes/tools', 'The mcp.tools permission needs at least one tool.');
  if (list.length > MANIFEST_LIMITS.tools) error('/contributes/tools', `At most ${MANIFEST_LIMITS.tools} tools.`);
  list.forEach((tool, i) => {
    const at = (...rest: string[]) => pointer('contributes', 'tools', i, ...rest);
    if (!isObject(tool)) return error(at(), 'A tool is { name, description, inputSchema?, readOnly? }.');
    if (typeof tool.name !== 'string' || tool.name.length > MANIFEST_LIMITS.toolNameChars || !/^[a-z][a-z0-9_]*$/.test(tool.name)) {
      error(at('name'), `A tool's name is 1–${MANIFEST_LIMITS.toolNameChars} characters of a-z, 0-9 and "_", starting with a letter.`);
    }
    if (typeof tool.description !== 'string' || tool.description.trim() === '' || tool.description.length > MANIFEST_LIMITS.toolDescriptionChars) {
      error(at('description'), `A tool needs a description of at most ${MANIFEST_LIMITS.toolDescriptionChars} characters.`);
    }
    if (tool.inputSchema !== undefined) {
      if (!isObject(tool.inputSchema) || (tool.inputSchema.type !== undefined && tool.inputSchema.type !== 'object')) error(at('inputSchema'), "A tool's inputSchema is a JSON Schema of an object.");
      else if (new TextEncoder().encode(JSON.stringify(tool.inputSchema)).length > MANIFEST_LIMITS.toolSchemaBytes) error(at('inputSchema'), 'A tool\'s inputSchema is at most 16 KB.');
    }
    if (tool.readOnly !== undefined && typeof tool.readOnly !== 'boolean') error(at('readOnly'), '"readOnly" is true or false.');
  });
}
