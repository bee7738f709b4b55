import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { checkManifest } from '../manifest';
import { NEWEST_API } from '../schema';
import { generateNodePlugin, NODE_MAIN } from './codegen-node';
import { PYTHON_MAIN } from './codegen-python';
import { generateSdkPlugin, SDK_FILE, SDK_MAIN } from './codegen-sdk';
import { NODE_TEST_FILE } from './codegen-test';
import { TS_FILE } from './codegen-ts';
import { targetNote, type Design } from './design';
import { sampleDesign, todayDesign } from './fixtures';
import { EXPORT_CHOICES, type ExportChoice } from './manifest';
import { folderName, pluginFiles, type GeneratedFile } from './zip';
import { pluginZip } from './zip-archive';

const file = (design: Design, path: string, choice: ExportChoice = 'sdk') => (pluginFiles(design, choice) as { value: GeneratedFile[] }).value.find((each) => each.path === path)?.text ?? '';

test('the SDK plugin comes first, then the dependency-free Node.js and Python plugins', () => {
  expect(EXPORT_CHOICES.map((choice) => [choice.value, choice.main, choice.runtime])).toEqual([
    ['sdk', SDK_MAIN, 'node'],
    ['node', NODE_MAIN, 'node'],
    ['python', PYTHON_MAIN, 'python'],
  ]);
  const paths = (choice?: ExportChoice) => (pluginFiles(sampleDesign(), choice) as { value: GeneratedFile[] }).value.map((each) => each.path);
  expect(paths()).toEqual([SDK_MAIN, 'agentty-plugin.json', 'README.md']);
  expect(paths('node')).toEqual([NODE_MAIN, 'agentty-plugin.json', 'README.md', NODE_TEST_FILE, TS_FILE]);
  expect(paths('python')).toEqual([PYTHON_MAIN, 'agentty-plugin.json', 'README.md']);
});

test.each(EXPORT_CHOICES.map((choice) => choice.value))('the %s zip holds every file in one folder named by the manifest id, byte for byte, and never the SDK', (choice) => {
  const design = sampleDesign();
  const zip = pluginZip(design, choice);
  const files = pluginFiles(design, choice);
  if (!zip.ok || !files.ok) throw new Error('sample design refused');
  const entries = unzipSync(zip.value);
  const manifest = JSON.parse(file(design, 'agentty-plugin.json', choice)) as { id: string };
  expect(manifest.id).toBe('demo-plugin');
  expect(folderName(design)).toBe(manifest.id);
  expect(Object.keys(entries).sort()).toEqual(files.value.map((each) => `demo-plugin/${each.path}`).sort());
  for (const each of files.value) expect(strFromU8(entries[`demo-plugin/${each.path}`]!)).toBe(each.text);
  expect(Object.keys(entries).some((path) => path.endsWith(SDK_FILE))).toBe(false);
  expect(pluginZip(design, choice)).toEqual(zip);
});

test('the zip of the SDK choice is the default one', () => {
  const design = sampleDesign();
  expect(pluginZip(design)).toEqual(pluginZip(design, 'sdk'));
  expect(file(design, SDK_MAIN)).toBe(generateSdkPlugin(design));
  expect(file(design, NODE_MAIN, 'node')).toBe(generateNodePlugin(design));
});

test.each([
  ['sdk', 'main.mjs', 'node'],
  ['node', 'plugin.mjs', 'node'],
  ['python', 'plugin.py', 'python'],
] as const)('the %s choice writes an agentty-plugin.json with main %s and runtime %s that passes Agentty\'s rules', (choice, main, runtime) => {
  const design = sampleDesign();
  const manifest = JSON.parse(file(design, 'agentty-plugin.json', choice)) as Record<string, unknown>;
  expect(manifest).toEqual({
    id: 'demo-plugin',
    name: 'Demo "plugin"',
    version: '0.1.0',
    description: '',
    main,
    runtime,
    apiVersion: 1,
    // a reaction asks the agent
    permissions: ['prompt.inject'],
    contributes: { panel: { title: 'Demo "plugin"', mode: 'push' } },
  });
  expect(checkManifest(manifest, 'demo-plugin')).toEqual([]);
});

test('the author\'s manifest is written as designed, with main and runtime set by the choice', () => {
  const manifest = { id: 'my-panel', name: 'Mine', version: '2.0.0', main: 'index.js', runtime: 'executable', apiVersion: 4, permissions: ['prompt.inject'], keywords: ['x'] };
  const design = { ...sampleDesign(), manifest };
  expect(JSON.parse(file(design, 'agentty-plugin.json', 'python'))).toEqual({ ...manifest, main: 'plugin.py', runtime: 'python' });
  expect(folderName(design)).toBe('my-panel');
  expect(file(design, 'README.md', 'python')).toContain('`~/.agentty/plugins/my-panel/agentty-plugin.json`');
});

test('a manifest that breaks Agentty\'s rules, or lacks a permission a reaction needs, refuses the export and says why', () => {
  const base = { id: 'my-panel', name: 'Mine', version: '2.0.0', main: 'x', permissions: ['prompt.inject'] };
  expect(pluginFiles({ ...sampleDesign(), manifest: { ...base, id: 'Not An Id' } })).toMatchObject({ ok: false, reason: expect.stringContaining('agentty-plugin.json /id: "Not An Id" is not a plugin id') });
  expect(pluginZip({ ...sampleDesign(), manifest: { ...base, permissions: [] } })).toMatchObject({
    ok: false,
    reason: expect.stringMatching(/^agentty-plugin\.json \/permissions: "prompt\.inject" is missing: reaction 3 \("query" submit\) sends prompt\/inject/),
  });
  // a warning is passed on, the export goes ahead
  expect(pluginFiles({ ...sampleDesign(), manifest: { ...base, icon: 'no-such-icon' } })).toMatchObject({ ok: true, warnings: [expect.stringContaining('agentty-plugin.json /icon: Unknown icon')] });
});

test('each README says how to install the folder in Agentty; the SDK one says where the SDK file comes from', () => {
  const design = sampleDesign();
  for (const choice of EXPORT_CHOICES) {
    const readme = file(design, 'README.md', choice.value);
    expect(readme.split('\n')[0]).toBe('# Agentty plugin: Demo "plugin"');
    expect(readme).toContain("the folder's\nname must be the `id` in `agentty-plugin.json`: this one is `demo-plugin`");
    expect(readme).toContain(`(manifest: \`runtime\` "${choice.runtime}", \`main\` "${choice.main}")`);
    expect(readme.includes(SDK_FILE)).toBe(choice.value === 'sdk');
  }
  const sdk = file(design, 'README.md');
  expect(sdk).toContain('Agentty writes it into every new plugin');
  expect(sdk).toContain('cp ~/.agentty/plugins/.sdk/agentty-plugin.mjs ~/.agentty/plugins/demo-plugin/');
});

test('an invalid design is refused with its reason, and odd names still give a folder', () => {
  const design = sampleDesign();
  design.reactions.push({ element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Nowhere' }] });
  expect(pluginZip(design)).toMatchObject({ ok: false, reason: expect.stringContaining('"Nowhere"') });
  expect(folderName({ ...design, name: '🚀 </script>' })).toBe('script');
  expect(folderName({ ...design, name: '🚀' })).toMatch(/^plugin-[a-z0-9]+$/);
});

test('the files carry the design’s warnings, such as two toasts for one click', () => {
  const design = sampleDesign();
  expect(pluginFiles(design)).not.toHaveProperty('warnings');
  design.reactions.push({ element: 'back', event: 'click', actions: [{ do: 'notify', message: 'a', kind: 'info' }, { do: 'notify', message: 'b', kind: 'info' }] });
  expect(pluginFiles(design)).toMatchObject({ ok: true, warnings: [expect.stringContaining('less than 700 ms')] });
});

test('the README and the plugins name the API version the design targets, the newest when it does not say', () => {
  const today = todayDesign();
  expect(today.api).toBeUndefined();
  const older = sampleDesign();
  expect(older.api).toBe(1);
  expect(file(today, 'README.md')).toContain(`The design targets **Agentty API ${NEWEST_API}**`);
  expect(file(older, 'README.md')).toContain('The design targets **Agentty API 1**');
  expect(file(today, 'README.md', 'node')).toContain('a tab strip\'s\n`change`, `close` and `add`');
  // the header of each plugin and of panels.ts, right under the first lines
  const header = (design: Design) => [
    file(design, SDK_MAIN).split('\n')[3],
    file(design, NODE_MAIN, 'node').split('\n')[2],
    file(design, PYTHON_MAIN, 'python').split('\n')[3],
    file(design, TS_FILE, 'node').split('\n')[1],
    file(design, NODE_TEST_FILE, 'node').split('\n')[3],
  ];
  expect(header(older)).toEqual([
    "// Target: Agentty API 1, the design's setting; the screens use nothing newer.",
    "// Target: Agentty API 1, the design's setting; the screens use nothing newer.",
    "# Target: Agentty API 1, the design's setting; the screens use nothing newer.",
    "// Target: Agentty API 1, the design's setting; the screens use nothing newer. Types and props newer than API 1 say which version added them.",
    `// ${targetNote(older)}`,
  ]);
  expect(header(today)).toEqual([
    `// Target: Agentty API ${NEWEST_API}, the design's setting; the screens use nothing newer.`,
    `// Target: Agentty API ${NEWEST_API}, the design's setting; the screens use nothing newer.`,
    `# Target: Agentty API ${NEWEST_API}, the design's setting; the screens use nothing newer.`,
    `// Target: Agentty API ${NEWEST_API}, the design's setting; the screens use nothing newer. Types and props newer than API 1 say which version added them.`,
    `// ${targetNote(today)}`,
  ]);
});

test('a design of today\'s elements zips every file, each naming its events', () => {
  const design = todayDesign();
  const folder = folderName(design);
  expect(folder).toBe('today-s-agentty-rocket-family-flag');
  const entries = (choice: ExportChoice) => {
    const zip = pluginZip(design, choice);
    if (!zip.ok) throw new Error(zip.reason);
    return unzipSync(zip.value);
  };
  const node = entries('node');
  expect(Object.keys(node).sort()).toEqual(['README.md', 'agentty-plugin.json', 'panels.ts', 'plugin.mjs', 'plugin.test.mjs'].map((each) => `${folder}/${each}`));
  expect(strFromU8(node[`${folder}/panels.ts`]!)).toContain('export interface TabsNode {');
  const python = strFromU8(entries('python')[`${folder}/plugin.py`]!);
  for (const event of ['select', 'move', 'insert', 'change', 'close', 'add', 'resize']) expect(python).toContain(`event == "${event}":`);
  const sdk = strFromU8(entries('sdk')[`${folder}/main.mjs`]!);
  for (const event of ['select', 'move', 'insert', 'change', 'close', 'add', 'resize']) expect(sdk).toContain(`event.event === "${event}"`);
});
