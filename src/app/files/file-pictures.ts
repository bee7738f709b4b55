import { filesPathOf, type DesignFile } from '../../files/design-file';
import type { DroppedFileValue, Pictures } from '../../preview/pictures.svelte';

/** Pictures of a fixed set of files (a shared design): object URLs made once, no drops kept. */
export class FilePictures implements Pictures {
  readonly #urls: ReadonlyMap<string, string>;
  readonly acceptsDrops = false;

  constructor(files: readonly DesignFile[]) {
    this.#urls = new Map(files.map((file) => [file.path, URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }))]));
  }

  url(src: string): string | undefined {
    return this.#urls.get(filesPathOf(src));
  }

  drop(): Promise<readonly DroppedFileValue[]> {
    return Promise.resolve([]);
  }

  dispose(): void {
    for (const url of this.#urls.values()) URL.revokeObjectURL(url);
  }
}
