import { getContext, setContext } from 'svelte';

/** One file dropped on an image, as the preview hands it over: the browser's File. */
export interface DroppedPicture {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  bytes(): Promise<Uint8Array>;
}

/**
 * Where the preview's images find their pictures: the design's files in the designer, the plugin's own
 * `files/` on the Live page, nothing on a bare preview. An image's `src` is a path inside the plugin's `files/` folder.
 */
export interface Pictures {
  /** A URL the browser can draw for a file the design has, or undefined (Agentty then draws the empty slot). */
  url(path: string): string | undefined;
  /** Whether the plugin may take dropped files: its manifest grants `files`. */
  readonly acceptsDrops: boolean;
  /**
   * Files dropped on an image: Agentty copies them into the plugin's own folder `folder` (a path inside the plugin's
   * folder), and the designer keeps them as the design's files at `folder/name`. The answer is the `drop` event's value.
   */
  drop(folder: string, files: readonly DroppedPicture[]): Promise<readonly DroppedFileValue[]>;
}

/** One entry of a `drop` event's value, as Agentty sends it: where the copy is, the name dropped, the size in bytes. */
export interface DroppedFileValue {
  readonly path: string;
  readonly name: string;
  readonly size: number;
}

/** No pictures, no drops: a preview without a design around it. */
const NONE: Pictures = { url: () => undefined, acceptsDrops: false, drop: () => Promise.resolve([]) };

const PICTURES = Symbol('preview-pictures');

export function setPictures(pictures: Pictures): void {
  setContext(PICTURES, pictures);
}

export function getPictures(): Pictures {
  return getContext<Pictures | undefined>(PICTURES) ?? NONE;
}
