// Small real pictures for tests: each decodes in a browser.
import { fromBase64 } from './encoding';

/** A 1×1 PNG (70 bytes). */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const tinyPng = (): Uint8Array => fromBase64(TINY_PNG_BASE64)!;
/** A 1×1 GIF. */
export const tinyGif = (): Uint8Array => fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7')!;
export const svgBytes = (): Uint8Array => new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
