// Which of a design's files a share link carries: small ones, so the link stays a link.
import { sizeText, type DesignFile } from '../files/design-file';

/**
 * 48 kB of files at most: their base64 grows by a third and pictures barely compress, so a link with its
 * files stays under about 70,000 characters, which every browser and most chat tools still carry.
 */
export const LINK_FILES_BUDGET = 48_000;

export interface LinkFiles {
  readonly carried: readonly DesignFile[];
  /** The files over the budget: the link opens without them, and images naming them draw the empty slot. */
  readonly leftOut: readonly DesignFile[];
}

/** The smallest files first, as many as fit the budget; the rest are left out, by name. */
export function filesForLink(files: readonly DesignFile[] = [], budget = LINK_FILES_BUDGET): LinkFiles {
  const carried: DesignFile[] = [];
  const leftOut: DesignFile[] = [];
  let used = 0;
  for (const file of [...files].sort((a, b) => a.bytes.length - b.bytes.length)) {
    if (used + file.bytes.length <= budget) {
      carried.push(file);
      used += file.bytes.length;
    } else leftOut.push(file);
  }
  const byPath = (a: DesignFile, b: DesignFile) => (a.path < b.path ? -1 : 1);
  return { carried: carried.sort(byPath), leftOut: leftOut.sort(byPath) };
}

/** "files/big.png (3 MB)": how a refusal names the files left out. */
export function leftOutText(files: readonly DesignFile[]): string {
  return files.map((file) => `${file.path} (${sizeText(file.bytes.length)})`).join(', ');
}
