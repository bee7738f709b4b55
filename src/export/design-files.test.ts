import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { tinyPng } from '../files/fixtures';
import { NEWEST_API, type PanelNode } from '../schema';
import { checkDesign, type Design } from './design';
import { todayDesign } from './fixtures';
import { EXPORT_CHOICES } from './manifest';
import { folderName, pluginFiles, type GeneratedFile } from './zip';
import { pluginZip } from './zip-archive';

function withPictures(): Design {
  const design = todayDesign();
  const image = { type: 'image', src: 'logo.png' } as unknown as PanelNode;
  return { ...design, api: NEWEST_API, screens: [{ name: 'pictures', tree: image }, ...design.screens], files: [{ path: 'files/logo.png', type: 'image/png', bytes: tinyPng() }, { path: 'dropped/cat.png', type: 'image/png', bytes: tinyPng() }] };
}

test.each(EXPORT_CHOICES.map((choice) => choice.value))('the %s zip holds the design files at their paths, byte for byte', (choice) => {
  const design = withPictures();
  const zip = pluginZip(design, choice);
  if (!zip.ok) throw new Error(zip.reason);
  const entries = unzipSync(zip.value);
  const folder = folderName(design);
  expect(entries[`${folder}/files/logo.png`]).toEqual(tinyPng());
  expect(entries[`${folder}/dropped/cat.png`]).toEqual(tinyPng());
  const readme = strFromU8(entries[`${folder}/README.md`]!);
  expect(readme).toContain('| `files/logo.png` | a picture: an image with `src` "logo.png" draws it (70 bytes) |');
  expect(readme).toContain('| `dropped/cat.png` | a file the design keeps (a drop left it) (70 bytes) |');
});

test('an image naming a picture the design lacks is an export warning, not a refusal', () => {
  const design = { ...withPictures(), files: [] };
  const checked = checkDesign(design);
  expect(checked.ok).toBe(true);
  const pictureNotes = (checked: ReturnType<typeof checkDesign>) => (checked.ok ? (checked.warnings ?? []) : []).filter((note) => note.startsWith('Screen'));
  expect(pictureNotes(checked)).toEqual([expect.stringMatching(/^Screen "pictures": No file "logo.png" in the design's files/)]);
  expect(pictureNotes(checkDesign(withPictures()))).toEqual([]);
  const files = pluginFiles(design) as { value: GeneratedFile[] };
  expect(files.value.map((file) => file.path)).not.toContain('files/logo.png');
});
