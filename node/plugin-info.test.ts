import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { PERMISSIONS } from '../src/host/contract';
import { grantsOf } from '../src/host/permissions';
import { contributesOf, readPluginManifest } from './manifest-file';
import { manifestGrants, pluginIdentity, settingsFor } from './plugin-info';
import { resolveProgram } from './program';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(name: string, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'plugin-info-'));
  made.push(root);
  const dir = join(root, name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

test('initialize carries the id, name and version of agentty-plugin.json', () => {
  const dir = folder('git-status', { 'agentty-plugin.json': JSON.stringify({ id: 'git-status', name: 'Git 상태 "quoted"', version: '1.2.0' }), 'package.json': '{"name":"pkg","version":"9.9.9"}' });
  expect(pluginIdentity(dir)).toEqual({ id: 'git-status', name: 'Git 상태 "quoted"', version: '1.2.0' });
});

test('file names Agentty does not read are not manifests: package.json, then the folder name', () => {
  const dir = folder('my-tool', { 'agentty.json': '{"id":"wrong","name":"Wrong"}', 'plugin.json': '{"name":"Wrong"}', 'manifest.json': '{"name":"Wrong"}' });
  expect(pluginIdentity(dir)).toEqual({ id: 'my-tool', name: 'my-tool', version: '0.0.0' });
  expect(pluginIdentity(folder('x', { 'package.json': '{"name":"From Package","version":"2.0.0"}' }))).toEqual({ id: 'from-package', name: 'From Package', version: '2.0.0' });
});

test('a broken agentty-plugin.json is read as none', () => {
  expect(pluginIdentity(folder('broken', { 'agentty-plugin.json': '{ "id": ' }))).toEqual({ id: 'broken', name: 'broken', version: '0.0.0' });
});

test('the permissions granted are those agentty-plugin.json declares; without the file, all of them', () => {
  const declared = folder('git-status', { 'agentty-plugin.json': JSON.stringify({ id: 'git-status', permissions: ['prompt.inject', 'net.request', 'bogus'] }) });
  const granted = manifestGrants(readPluginManifest(declared));
  expect(Object.keys(granted ?? {})).toEqual([...PERMISSIONS]);
  expect(Object.entries(granted ?? {}).filter(([, on]) => on)).toEqual([
    ['net.request', true],
    ['prompt.inject', true],
  ]);
  expect(manifestGrants(readPluginManifest(folder('none', { 'agentty-plugin.json': '{"id":"none"}' })))).toEqual(grantsOf([]));
  expect(manifestGrants(readPluginManifest(folder('bare', {})))).toBeUndefined();
});

test('the session reads agentty-plugin.json once: the settings come from the manifest already read', () => {
  const dir = folder('git-status', { 'agentty-plugin.json': JSON.stringify({ id: 'git-status', name: 'On disk', version: '1.0.0', main: 'plugin.mjs', permissions: [] }), 'plugin.mjs': '' });
  const { program, manifest } = resolveProgram(dir, undefined, undefined);
  expect(manifest.value?.name).toBe('On disk');
  const read = { ...manifest, value: { ...manifest.value, name: 'As read', permissions: ['files'] } };
  const settings = settingsFor(program, '/tmp/data', undefined, read);
  expect(settings.initialize.plugin.name).toBe('As read');
  expect(settings.grants).toEqual(grantsOf(['files']));
});

test("the Live page's heading: the panel's title and icon, else the plugin's name and icon; and where Agentty places the panel", () => {
  const read = (manifest: object) => contributesOf(readPluginManifest(folder('p', { 'agentty-plugin.json': JSON.stringify(manifest) })));
  expect(read({ name: 'Tasks', icon: 'list-todo', contributes: { panel: { title: 'My tasks' } } }).panel).toEqual({ title: 'My tasks', icon: 'list-todo', mode: 'full', surface: 'pane' });
  expect(read({ name: 'Tasks', permissions: ['prompt.inject'], contributes: { panel: { title: 'T', icon: 'calendar', surface: 'sidebar' } } }).panel).toEqual({ title: 'T', icon: 'calendar', mode: 'push', surface: 'sidebar' });
  expect(read({ name: 'Tasks' }).panel).toEqual({ title: 'Tasks', icon: 'puzzle', mode: 'full', surface: 'pane' });
  expect(contributesOf(readPluginManifest(folder('none', {})))).toEqual({ commands: [] });
});
