import { addFile, pictureSources, removeFile, renameFile, safeName, tooBig, type DesignFile, type Outcome, type Refusal } from '../../files/design-file';

/** A file as the browser hands it over: its name, its size, and its bytes, read off the page's own frame. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  bytes(): Promise<Uint8Array>;
}

/** A browser File as a picked file. */
export const pickedFile = (file: File): PickedFile => ({ name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) });

/** The design's files as the designer edits them; every change is handed on to be saved and to re-check the screens. */
export class DesignFiles {
  list = $state.raw<readonly DesignFile[]>([]);
  /** The `src` values the files answer (their paths inside files/): what the analysis checks images against. */
  readonly sources = $derived(pictureSources(this.list));
  readonly #changed: (files: readonly DesignFile[]) => void;

  constructor(initial: readonly DesignFile[], changed: (files: readonly DesignFile[]) => void) {
    this.list = initial;
    this.#changed = changed;
  }

  #apply(result: Outcome<readonly DesignFile[]>): Outcome<readonly DesignFile[]> {
    if (result.ok && result.value !== this.list) {
      this.list = result.value;
      this.#changed(result.value);
    }
    return result;
  }

  add(path: string, bytes: Uint8Array): Outcome<readonly DesignFile[]> {
    return this.#apply(addFile(this.list, path, bytes));
  }

  rename(from: string, to: string): Outcome<readonly DesignFile[]> {
    return this.#apply(renameFile(this.list, from, to));
  }

  remove(path: string): void {
    this.#apply({ ok: true, value: removeFile(this.list, path) });
  }

  /** Picked or dropped files, each kept at `folder/name` (a same name replaces the earlier file); the refusals, each with its reason. */
  async addAll(folder: string, picked: readonly PickedFile[]): Promise<{ readonly added: readonly DesignFile[]; readonly refused: readonly Refusal[] }> {
    const added: DesignFile[] = [];
    const refused: Refusal[] = [];
    for (const file of picked) {
      const path = `${folder}/${safeName(file.name)}`;
      // a file over the limit is refused before its bytes are read
      const result = tooBig(safeName(file.name), file.size) ?? this.add(path, await file.bytes());
      if (result.ok) added.push(result.value.find((kept) => kept.path === path)!);
      else refused.push(result);
    }
    return { added, refused };
  }
}
