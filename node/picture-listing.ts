// The plugin's files/ folder as image `src` values name its files: check-plugin compares them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURES_FOLDER } from '../src/files/design-file';

/** A folder with more entries than this is not walked further: its listing is advice, not worth a long wait. */
const MAX_ENTRIES = 10_000;

/** The paths inside `<pluginDir>/files` of its files (links are listed, not followed into folders); empty without the folder. */
export function pictureListing(pluginDir: string): Set<string> {
  const found = new Set<string>();
  let seen = 0;
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) return;
      const path = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${path}/`);
      else if (entry.isFile() || entry.isSymbolicLink()) found.add(path);
    }
  };
  walk(join(pluginDir, PICTURES_FOLDER), '');
  return found;
}
