import { describe, expect, test } from 'vitest';
import { checkManifest, isManifestId, MANIFEST_PERMISSIONS, type ManifestProblem } from './rules';
import { defaultManifest, manifestIdFrom } from './defaults';

const valid = {
  id: 'git-status',
  name: 'Git status',
  version: '1.2.0',
  main: 'main.mjs',
  permissions: ['prompt.inject'],
  contributes: { panel: { title: 'Git', icon: 'git-branch', surface: 'pane', mode: 'push' }, commands: [{ id: 'refresh', title: 'Refresh' }] },
};

const at = (problems: ManifestProblem[]) => problems.map((problem) => `${problem.severity} ${problem.path}`);

describe('agentty-plugin.json rules', () => {
  test('a complete manifest has no problems, and unknown keys are ignored as Agentty ignores them', () => {
    expect(checkManifest(valid, 'git-status')).toEqual([]);
    expect(checkManifest({ ...valid, paneBar: true, when: 'agent' })).toEqual([]);
  });

  test.each([
    ['ab', true],
    ['a'.repeat(40), true],
    ['my-plugin-2', true],
    ['a', false],
    ['a'.repeat(41), false],
    ['-lead', false],
    ['trail-', false],
    ['Upper', false],
    ['under_score', false],
    ['한글', false],
  ])('id %j is %s', (id, ok) => expect(isManifestId(id)).toBe(ok));

  test('required fields are named at their place, and the id must be the folder name', () => {
    expect(at(checkManifest({}))).toEqual(['error /id', 'error /name', 'error /version', 'error /main']);
    expect(checkManifest({ ...valid, name: '  ' })).toEqual([expect.objectContaining({ path: '/name', message: '"name" must not be blank.', severity: 'error' })]);
    expect(checkManifest(valid, 'other')[0]?.message).toBe('The id "git-status" must be the plugin folder\'s name ("other").');
    expect(at(checkManifest(null))).toEqual(['error ']);
    expect(at(checkManifest([]))).toEqual(['error ']);
  });

  test('runtime, main and apiVersion', () => {
    expect(at(checkManifest({ ...valid, runtime: 'deno' }))).toEqual(['error /runtime']);
    expect(at(checkManifest({ ...valid, runtime: 'wasm' }))).toEqual(['error /main']);
    expect(checkManifest({ ...valid, runtime: 'wasm', main: 'plugin.wasm' })).toEqual([]);
    expect(at(checkManifest({ ...valid, main: '../outside.mjs' }))).toEqual(['error /main']);
    expect(at(checkManifest({ ...valid, main: '/abs.mjs' }))).toEqual(['error /main']);
    expect(checkManifest({ ...valid, apiVersion: 7 })[0]?.message).toBe('This plugin needs API 7; Agentty offers API 6.');
    expect(at(checkManifest({ ...valid, apiVersion: 1.5 }))).toEqual(['error /apiVersion']);
    expect(checkManifest({ ...valid, apiVersion: 6 })).toEqual([]);
  });

  test('permissions are Agentty\'s nine, each problem at its index', () => {
    expect(checkManifest({ ...valid, permissions: [...MANIFEST_PERMISSIONS].filter((p) => p !== 'browser.control' && p !== 'mcp.tools') })).toEqual([]);
    expect(at(checkManifest({ ...valid, permissions: ['prompt.inject', 'net', 3] }))).toEqual(['error /permissions/2', 'error /permissions/1']);
    expect(at(checkManifest({ ...valid, permissions: 'files' }))).toEqual(['error /permissions']);
  });

  test('https only, with the lengths Agentty allows', () => {
    expect(at(checkManifest({ ...valid, homepage: 'http://example.com' }))).toEqual(['error /homepage']);
    expect(at(checkManifest({ ...valid, homepage: 'https://example.com/a b' }))).toEqual(['error /homepage']);
    expect(at(checkManifest({ ...valid, homepage: `https://example.com/${'a'.repeat(300)}` }))).toEqual(['error /homepage']);
    const link = { label: 'Docs', url: 'https://example.com' };
    expect(checkManifest({ ...valid, links: Array(6).fill(link) })).toEqual([]);
    expect(at(checkManifest({ ...valid, links: Array(7).fill(link) }))).toEqual(['error /links']);
    expect(at(checkManifest({ ...valid, links: [{ label: '', url: 'ftp://x' }, { label: 'x'.repeat(41), url: 'https://x.org' }] }))).toEqual(['error /links/0/label', 'error /links/0/url', 'error /links/1/label']);
    expect(at(checkManifest({ ...valid, requires: { url: 'http://x' } }))).toEqual(['error /requires/name', 'error /requires/url']);
  });

  test('icons and logos Agentty replaces or ignores are warnings', () => {
    expect(at(checkManifest({ ...valid, icon: 'no-such-icon', logo: 'https://x.org/logo.png' }))).toEqual(['warning /icon', 'warning /logo']);
    expect(at(checkManifest({ ...valid, logo: '../logo.png' }))).toEqual(['warning /logo']);
    expect(at(checkManifest({ ...valid, logo: 'logo.svg' }))).toEqual(['warning /logo']);
    expect(checkManifest({ ...valid, logo: 'assets/logo.webp' })).toEqual([]);
  });

  test('panel surface and mode, commands unique and titled', () => {
    const contributes = (extra: object) => ({ ...valid, contributes: { ...valid.contributes, ...extra } });
    expect(at(checkManifest(contributes({ panel: { title: '', surface: 'floating', mode: 'modal' } })))).toEqual([
      'error /contributes/panel/title',
      'error /contributes/panel/surface',
      'error /contributes/panel/mode',
    ]);
    expect(checkManifest(contributes({ commands: [{ id: 'a', title: 'A' }, { id: 'a', title: 'B' }, { id: ' ', title: 'C', palette: 'yes' }] })).map((p) => `${p.path} ${p.message}`)).toEqual([
      '/contributes/commands/1/id The command id "a" is used twice.',
      '/contributes/commands/2/id A command needs an id.',
      '/contributes/commands/2/palette "palette" is true or false.',
    ]);
  });

  test('tools come with mcp.tools and browser sites with browser.control, each way round', () => {
    const tool = { name: 'search_files', description: 'Finds files.', inputSchema: { type: 'object', properties: {} } };
    expect(checkManifest({ ...valid, permissions: ['mcp.tools'], contributes: { tools: [tool] } })).toEqual([]);
    expect(at(checkManifest({ ...valid, contributes: { tools: [tool] } }))).toEqual(['error /contributes/tools']);
    expect(at(checkManifest({ ...valid, permissions: ['mcp.tools'] }))).toEqual(['error /contributes/tools']);
    expect(at(checkManifest({ ...valid, permissions: ['mcp.tools'], contributes: { tools: [{ name: 'Bad-Name', description: 'x'.repeat(1001), inputSchema: { type: 'string' } }] } }))).toEqual([
      'error /contributes/tools/0/name',
      'error /contributes/tools/0/description',
      'error /contributes/tools/0/inputSchema',
    ]);
    const big = { type: 'object', description: 'x'.repeat(17 * 1024) };
    expect(at(checkManifest({ ...valid, permissions: ['mcp.tools'], contributes: { tools: [{ ...tool, inputSchema: big }] } }))).toEqual(['error /contributes/tools/0/inputSchema']);
    expect(at(checkManifest({ ...valid, permissions: ['browser.control'] }))).toEqual(['error /browser']);
    expect(at(checkManifest({ ...valid, browser: { sites: [{ host: 'example.com' }] } }))).toEqual(['error /browser']);
    expect(checkManifest({ ...valid, permissions: ['browser.control'], browser: { sites: [{ host: 'example.com' }] } })).toEqual([]);
    expect(at(checkManifest({ ...valid, permissions: ['browser.control'], browser: { sites: Array(9).fill({ host: 'a.org' }) } }))).toEqual(['error /browser/sites']);
  });

  test('agents are claude or codex, once each', () => {
    expect(at(checkManifest({ ...valid, agents: ['claude', 'gemini', 'claude'] }))).toEqual(['error /agents/1', 'error /agents/2']);
  });
});

describe('a manifest from the design name alone', () => {
  test.each([
    ['Git status', 'git-status'],
    ['  Café Menu!! ', 'cafe-menu'],
    ['Déjà vu 2', 'deja-vu-2'],
    ['x'.repeat(60), 'x'.repeat(40)],
    [`${'a'.repeat(39)} b`, 'a'.repeat(39)],
  ])('%j gives the id %j', (name, id) => expect(manifestIdFrom(name)).toBe(id));

  test.each(['깃 상태', 'جلسة', '🎉', '', 'a', '----'])('%j still gets a valid, stable id', (name) => {
    const id = manifestIdFrom(name);
    expect(isManifestId(id)).toBe(true);
    expect(manifestIdFrom(name)).toBe(id);
  });

  test('different non-Latin names get different ids', () => {
    expect(manifestIdFrom('깃 상태')).not.toBe(manifestIdFrom('깃 기록'));
  });

  test('the default manifest passes every rule, with the design\'s permissions', () => {
    for (const name of ['Git status', '깃 상태', '</script> "quoted"', '']) {
      const manifest = defaultManifest({ name, main: 'main.mjs', runtime: 'node', apiVersion: 6, permissions: ['prompt.inject'] });
      expect(checkManifest(manifest, String(manifest.id)), name).toEqual([]);
    }
  });
});
