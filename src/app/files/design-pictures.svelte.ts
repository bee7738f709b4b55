import { untrack } from 'svelte';
import { filesPathOf, type DesignFile, type Refusal } from '../../files/design-file';
import { DEFAULT_DROP_FOLDER } from '../../schema/agentty';
import type { DroppedFileValue, DroppedPicture, Pictures } from '../../preview/pictures.svelte';
import type { DesignFiles } from './design-files.svelte';

interface Sources {
  readonly files: DesignFiles;
  /** The manifest grants `files`: only then does Agentty take drops. */
  readonly grantsFiles: () => boolean;
  /** The simulated plugin folder, where Agentty copies dropped files. */
  readonly pluginDir: () => string;
}

/** The designer's preview pictures: object URLs of the design's files, and drops kept as design files. */
export class DesignPictures implements Pictures {
  /** Object URLs by design file path; a file keeps its URL while its bytes are the same object. */
  #urls = $state.raw<ReadonlyMap<string, { readonly file: DesignFile; readonly url: string }>>(new Map());
  readonly #sources: Sources;
  /** Why the last drop kept nothing, for the Files panel to say. */
  refused = $state.raw<readonly Refusal[]>([]);

  constructor(sources: Sources) {
    this.#sources = sources;
  }

  /** Makes URLs for new or changed files and revokes those of files gone or changed. */
  update(files: readonly DesignFile[]): void {
    // called from an effect: reading the URLs it replaces must not make it run again
    const urls = untrack(() => this.#urls);
    const next = new Map<string, { file: DesignFile; url: string }>();
    for (const file of files) {
      const kept = urls.get(file.path);
      next.set(file.path, kept?.file.bytes === file.bytes ? kept : { file, url: URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type })) });
    }
    for (const [path, { url }] of urls) if (next.get(path)?.url !== url) URL.revokeObjectURL(url);
    this.#urls = next;
  }

  dispose(): void {
    this.update([]);
  }

  url(src: string): string | undefined {
    return this.#urls.get(filesPathOf(src))?.url;
  }

  get acceptsDrops(): boolean {
    return this.#sources.grantsFiles();
  }

  /** Keeps each dropped picture at `folder/name` (a same name replaces the earlier file) and answers where Agentty put it. */
  async drop(folder: string, files: readonly DroppedPicture[]): Promise<readonly DroppedFileValue[]> {
    const inside = folder.replace(/^\/+|\/+$/g, '') || DEFAULT_DROP_FOLDER;
    const { added, refused } = await this.#sources.files.addAll(inside, files);
    this.refused = refused;
    const dir = this.#sources.pluginDir().replace(/\/+$/, '');
    return added.map((file) => ({ path: `${dir}/${file.path}`, name: file.path.slice(file.path.lastIndexOf('/') + 1), size: file.bytes.length }));
  }
}
