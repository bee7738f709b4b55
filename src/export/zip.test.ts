import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { generateNodePlugin } from './codegen-node';
import { sampleDesign } from './fixtures';
import { folderName, pluginFiles } from './zip';
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
