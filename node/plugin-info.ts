import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { defaultSettings } from '../src/host/environment';
import { PERMISSIONS, type Grants, type HostSettings, type Permission } from '../src/host/contract';
import { NEWEST_API, type ApiVersion } from '../src/schema/nodes';
import type { Program } from './program';
import { MANIFEST_FILE } from '../src/manifest';

function readJson(path: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value.trim() !== '');

/** The plugin's id, name and version for initialize: from agentty-plugin.json or package.json when there is one, else the folder's name. */
export function pluginIdentity(dir: string): { id: string; name: string; version: string } {
  const manifest = readJson(join(dir, MANIFEST_FILE));
  const pkg = readJson(join(dir, 'package.json'));
  const folder = basename(dir);
  const name = text(manifest.name, pkg.name, folder) ?? 'plugin';
  const id = text(manifest.id) ?? (name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'plugin');
  return { id, name, version: text(manifest.version, pkg.version) ?? '0.0.0' };
}

/** A fresh data folder for one session, and how to remove it. */
export function makeDataDir(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'agentty-plugin-data-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * What Agentty grants: the permissions agentty-plugin.json declares, and no other. A folder without the
 * file is a plugin under development (Agentty would not install it): everything is granted, to be withheld on the Live page.
 */
export function manifestGrants(dir: string): Grants | undefined {
  if (!existsSync(join(dir, MANIFEST_FILE))) return undefined;
  const declared = readJson(join(dir, MANIFEST_FILE)).permissions;
  const list = Array.isArray(declared) ? declared : [];
  return Object.fromEntries(PERMISSIONS.map((permission) => [permission, list.includes(permission)])) as Record<Permission, boolean>;
}

/** Agentty's defaults for this plugin: its folder, its own data folder, its manifest's permissions, opened by panel/open; today's Agentty unless `api` says. */
export function settingsFor(program: Program, dataDir: string, api: ApiVersion = NEWEST_API): HostSettings {
  const settings = defaultSettings({ ...pluginIdentity(program.dir), dir: program.dir, dataDir }, api);
  const grants = manifestGrants(program.dir);
  return grants ? { ...settings, grants } : settings;
}
