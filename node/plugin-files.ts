// files/* on disk: the plugin's own folder (<dataDir>/files), made 0700, files 0600, never through a link (Agentty's files.rs rules).
import { chmodSync, closeSync, copyFileSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { FILES_LIMITS } from '../src/host/decisions';
import { pathParts } from '../src/host/files-path';
import type { FileEntry, PluginFiles } from '../src/host/services';

const lstat = (path: string): Stats | undefined => lstatSync(path, { throwIfNoEntry: false });
const entryOf = (name: string, stats: Stats): FileEntry => ({ name, dir: stats.isDirectory(), size: stats.isDirectory() ? 0 : stats.size, modifiedMs: Math.floor(stats.mtimeMs) });

/** The plugin's folder under `root()` (read at each call: the Live page may change the data folder). */
export function pluginFiles(root: () => string): PluginFiles {
  function folder(): string {
    const dir = root();
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  }

  /** `relative` inside the folder, refused when its text is not a plain relative path or a link is on the way. */
  function resolve(relative: string): string {
    const parts = pathParts(relative);
    if (!parts.ok) throw new Error(parts.problem);
    let at = folder();
    for (const part of parts.parts) {
      at = join(at, part);
      if (lstat(at)?.isSymbolicLink()) throw new Error(`${relative} goes through a link`);
    }
    return at;
  }

  const isRoot = (path: string) => path === folder();
  const madeParent = (path: string) => mkdirSync(dirname(path), { recursive: true, mode: 0o700 });

  return {
    resolve,
    write(relative, bytes, append) {
      const path = resolve(relative);
      if (lstat(path)?.isDirectory()) throw new Error(`${relative} is a folder`);
      madeParent(path);
      if (append) {
        const size = lstat(path)?.size ?? 0;
        if (size + bytes.length > FILES_LIMITS.fileBytes) throw new Error(`a file is at most ${FILES_LIMITS.fileBytes} bytes`);
        writeFileSync(path, bytes, { flag: 'a', mode: 0o600 });
        return size + bytes.length;
      }
      // whole or not at all: written beside it, then moved into place
      const temporary = join(dirname(path), `.${relative.split('/').pop() ?? 'file'}.tmp-${process.pid}`);
      writeFileSync(temporary, bytes, { mode: 0o600 });
      renameSync(temporary, path);
      return bytes.length;
    },
    read(relative, offset, length) {
      const path = resolve(relative);
      let fd: number;
      try {
        fd = openSync(path, 'r');
      } catch {
        throw new Error(`${relative} is not there`);
      }
      try {
        const size = statSync(path).size;
        const start = Math.min(offset, size);
        const bytes = new Uint8Array(Math.max(0, Math.min(length, FILES_LIMITS.readBytes, size - start)));
        const read = readSync(fd, bytes, 0, bytes.length, start);
        return { bytes: bytes.subarray(0, read), size };
      } finally {
        closeSync(fd);
      }
    },
    list(relative) {
      const path = resolve(relative);
      let names: string[];
      try {
        names = readdirSync(path);
      } catch {
        return [];
      }
      // half-written files are not the plugin's to see, nor links
      return names
        .slice(0, FILES_LIMITS.list)
        .filter((name) => !name.startsWith('.') && !name.includes('.part'))
        .flatMap((name) => {
          const stats = lstat(join(path, name));
          return stats && !stats.isSymbolicLink() ? [entryOf(name, stats)] : [];
        })
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    stat(relative) {
      const path = resolve(relative);
      const stats = lstat(path);
      return stats ? entryOf(relative.split('/').filter(Boolean).pop() ?? '', stats) : null;
    },
    remove(relative) {
      const path = resolve(relative);
      if (isRoot(path)) throw new Error("the plugin's folder itself is not removed");
      if (!lstat(path)) return false;
      rmSync(path, { recursive: true, force: true });
      return true;
    },
    rename(from, to) {
      const [source, target] = [resolve(from), resolve(to)];
      if (isRoot(source) || isRoot(target)) throw new Error("the plugin's folder itself is not moved");
      madeParent(target);
      try {
        renameSync(source, target);
      } catch {
        throw new Error(`could not move ${from} to ${to}`);
      }
    },
    copy(from, to) {
      const [source, target] = [resolve(from), resolve(to)];
      if (!lstat(source)?.isFile()) throw new Error(`${from} is not a file`);
      madeParent(target);
      copyFileSync(source, target);
      chmodSync(target, 0o600);
      return statSync(target).size;
    },
  };
}
