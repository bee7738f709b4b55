import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Checked, Design } from './design';
import type { ExportChoice } from './manifest';
import { folderName, pluginFiles } from './zip';

// fflate is loaded with this module, when a zip is asked for: it is not start-up code

/** A fixed date, so the same design always zips to the same bytes. */
const ZIP_DATE = new Date(2020, 0, 1);

/** One zip with the whole plugin folder (named by the manifest's id, as Agentty requires), or the reason the design cannot be exported. */
export function pluginZip(design: Design, choice: ExportChoice = 'sdk'): Checked<Uint8Array> {
  const files = pluginFiles(design, choice);
  if (!files.ok) return files;
  const folder = folderName(design);
  const entries: Zippable = {};
  for (const file of files.value) entries[`${folder}/${file.path}`] = [strToU8(file.text), { mtime: ZIP_DATE }];
  // pictures are compressed already: stored, not deflated again
  for (const file of design.files ?? []) entries[`${folder}/${file.path}`] = [file.bytes, { mtime: ZIP_DATE, level: 0 }];
  return { ok: true, value: zipSync(entries, { level: 6 }) };
}
