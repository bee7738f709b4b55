import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { generateNodePlugin, NODE_MAIN } from './codegen-node';
import { PYTHON_MAIN } from './codegen-python';
import { NODE_TEST_FILE } from './codegen-test';
import { TS_FILE } from './codegen-ts';
import { NEWEST_API } from '../schema';
import { targetNote, type Design } from './design';
import { sampleDesign, todayDesign } from './fixtures';
import { folderName, pluginFiles, type GeneratedFile } from './zip';
import { pluginZip } from './zip-archive';

test('the zip holds every generated file in one folder, byte for byte', () => {
  const design = sampleDesign();
  const zip = pluginZip(design);
  const files = pluginFiles(design);
  if (!zip.ok || !files.ok) throw new Error('sample design refused');
  const entries = unzipSync(zip.value);
  expect(Object.keys(entries).sort()).toEqual(files.value.map((file) => `demo-plugin/${file.path}`).sort());
  expect(strFromU8(entries['demo-plugin/plugin.mjs']!)).toBe(generateNodePlugin(design));
  expect(pluginZip(design)).toEqual(zip);
});

test('the README names runtime and main and says no other manifest fields are defined', () => {
  const files = pluginFiles(sampleDesign());
  const readme = files.ok ? files.value.find((file) => file.path === 'README.md')?.text : '';
  expect(readme).toContain('| `node` | `plugin.mjs` | `node plugin.mjs` |');
  expect(readme).toContain('| `python` | `plugin.py` | `python3 plugin.py` |');
  expect(readme).toContain('No other manifest fields are defined by the spec');
  expect(readme?.split('\n')[0]).toBe('# Agentty plugin: Demo "plugin"');
});

test('an invalid design is refused with its reason, and odd names still give a folder', () => {
  const design = sampleDesign();
  design.reactions.push({ element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Nowhere' }] });
  expect(pluginZip(design)).toEqual({ ok: false, reason: expect.stringContaining('"Nowhere"') });
  expect(folderName({ ...design, name: '🚀 </script>' })).toBe('script');
  expect(folderName({ ...design, name: '🚀' })).toBe('plugin');
});

test('the files carry the design’s warnings, such as two toasts for one click', () => {
  const design = sampleDesign();
  expect(pluginFiles(design)).not.toHaveProperty('warnings');
  design.reactions.push({ element: 'back', event: 'click', actions: [{ do: 'notify', message: 'a', kind: 'info' }, { do: 'notify', message: 'b', kind: 'info' }] });
  expect(pluginFiles(design)).toMatchObject({ ok: true, warnings: [expect.stringContaining('less than 700 ms')] });
});

test('the README and the plugins name the API version the design targets, the newest when it does not say', () => {
  const file = (design: Design, path: string) => (pluginFiles(design) as { value: GeneratedFile[] }).value.find((each) => each.path === path)?.text ?? '';
  const today = todayDesign();
  expect(today.api).toBeUndefined();
  const older = sampleDesign();
  expect(older.api).toBe(1);
  expect(file(today, 'README.md')).toContain(`The design targets **Agentty API ${NEWEST_API}**`);
  expect(file(older, 'README.md')).toContain('The design targets **Agentty API 1**');
  expect(file(today, 'README.md')).toContain('a tab strip\'s\n`change`, `close` and `add`');
  // the header of each plugin and of panels.ts, right under the first lines
  const header = (design: Design) => [
    file(design, NODE_MAIN).split('\n')[2],
    file(design, PYTHON_MAIN).split('\n')[3],
    file(design, TS_FILE).split('\n')[1],
    file(design, NODE_TEST_FILE).split('\n')[3],
  ];
  expect(header(older)).toEqual([
    "// Target: Agentty API 1, the design's setting; the screens use nothing newer.",
    "# Target: Agentty API 1, the design's setting; the screens use nothing newer.",
    "// Target: Agentty API 1, the design's setting; the screens use nothing newer. Types and props newer than API 1 say which version added them.",
    `// ${targetNote(older)}`,
  ]);
  expect(header(today)).toEqual([
    `// Target: Agentty API ${NEWEST_API}, the design's setting; the screens use nothing newer.`,
    `# Target: Agentty API ${NEWEST_API}, the design's setting; the screens use nothing newer.`,
    `// Target: Agentty API ${NEWEST_API}, the design's setting; the screens use nothing newer. Types and props newer than API 1 say which version added them.`,
    `// ${targetNote(today)}`,
  ]);
});

test('a design of today\'s elements zips every file, each naming its events', () => {
  const design = todayDesign();
  const zip = pluginZip(design);
  if (!zip.ok) throw new Error(zip.reason);
  const entries = unzipSync(zip.value);
  const folder = folderName(design);
  expect(folder).toBe('today-s-agentty-rocket-family-flag');
  expect(Object.keys(entries).sort()).toEqual(['README.md', 'panels.ts', 'plugin.mjs', 'plugin.py', 'plugin.test.mjs'].map((file) => `${folder}/${file}`));
  const python = strFromU8(entries[`${folder}/plugin.py`]!);
  for (const event of ['select', 'move', 'insert', 'change', 'close', 'add', 'resize']) expect(python).toContain(`event == "${event}":`);
  expect(strFromU8(entries[`${folder}/panels.ts`]!)).toContain('export interface TabsNode {');
});
