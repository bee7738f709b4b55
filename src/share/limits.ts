// the sizes links are held to, apart from the link code, which loads fflate

/** A link's design may not decompress to more than this: anything bigger is refused as a decompression bomb. */
export const MAX_DECODED_BYTES = 8 * 1024 * 1024;

/** Longer links than this get cut by some chat tools; the UI warns and offers the file instead. */
export const LONG_LINK_CHARS = 8000;
