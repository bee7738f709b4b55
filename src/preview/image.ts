// How Agentty sizes an image's frame and which dropped files it takes (agentty-look.md §5.27).
import { clampSize, IMAGE_FORMATS, IMAGE_HEIGHT, IMAGE_PX } from '../schema';
import type { DroppedPicture } from './pictures.svelte';

/** The frame in px: `width` when given (else the full width), `height` or 240, both clamped 16 … 2400. */
export function imageFrame(width: unknown, height: unknown): { readonly width: number | undefined; readonly height: number } {
  const given = typeof width === 'number' && Number.isFinite(width);
  return { width: given ? clampSize(width, IMAGE_PX, IMAGE_HEIGHT) : undefined, height: clampSize(height, IMAGE_PX, IMAGE_HEIGHT) };
}

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Whether a dropped file is a picture Agentty takes: by its type, else by its extension. */
export function isPictureFile(file: { readonly name: string; readonly type: string }): boolean {
  if (file.type !== '') return PICTURE_TYPES.has(file.type);
  const dot = file.name.lastIndexOf('.');
  return dot > 0 && (IMAGE_FORMATS as readonly string[]).includes(file.name.slice(dot + 1).toLowerCase());
}

/** The pictures among dropped files, as the preview hands them on. */
export function picturesOf(files: FileList | null | undefined): DroppedPicture[] {
  return [...(files ?? [])].filter(isPictureFile).map((file) => ({ name: file.name, size: file.size, type: file.type, bytes: async () => new Uint8Array(await file.arrayBuffer()) }));
}
