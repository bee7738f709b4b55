import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { defaultSettings } from '../src/host/environment';
import type { Grants, HostSettings } from '../src/host/contract';
import { grantsOf } from '../src/host/permissions';
import { NEWEST_API, type ApiVersion } from '../src/schema/nodes';
import type { Program } from './program';
import { readPluginManifest, type PluginManifest } from './manifest-file';

const text = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value.trim() !== '');

/** The plugin's id, name and version for initialize: from agentty-plugin.json or package.json when there is one, else the folder's name. */
export function pluginIdentity(dir: string, file: PluginManifest = readPluginManifest(dir)): { id: string; name: string; version: string } {
  const manifest = file.value ?? {};
  const pkg = readPackage(dir);
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
export function manifestGrants(manifest: PluginManifest): Grants | undefined {
  if (!manifest.report.found) return undefined;
  const declared = manifest.value?.permissions;
  return grantsOf(Array.isArray(declared) ? declared : []);
}

/** Agentty's defaults for this plugin: its folder, its own data folder, its manifest's permissions, opened by panel/open; today's Agentty unless `api` says. */
export function settingsFor(program: Program, dataDir: string, api: ApiVersion = NEWEST_API, manifest: PluginManifest = readPluginManifest(program.dir)): HostSettings {
  const settings = defaultSettings({ ...pluginIdentity(program.dir, manifest), dir: program.dir, dataDir }, api);
  const grants = manifestGrants(manifest);
  return grants ? { ...settings, grants } : settings;
}

function readPackage(dir: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
