// JetBrains Mono, as Agentty bundles it (agentty-look.md §1.1), self-hosted from @fontsource/jetbrains-mono.
// Its faces are declared the first time code text is drawn, so a panel without code never fetches it.
import type { Attachment } from 'svelte/attachments';
import latin400 from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url';
import latin500 from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff2?url';
import latinExt400 from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-ext-400-normal.woff2?url';
import latinExt500 from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-ext-500-normal.woff2?url';
import { MONO_FAMILY } from './agentty-look';

// the package's own unicode ranges (its unicode.json): the browser fetches a subset only for text in it
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** Regular for code, Medium for a list row's tag. */
const FACES: readonly { url: string; weight: 400 | 500; range: string }[] = [
  { url: latin400, weight: 400, range: LATIN },
  { url: latin500, weight: 500, range: LATIN },
  { url: latinExt400, weight: 400, range: LATIN_EXT },
  { url: latinExt500, weight: 500, range: LATIN_EXT },
];

export const MONO_FONT_STYLE_ID = 'pd-mono-font';

/** Declares the faces once per document; the browser then fetches the ones the drawn text needs. */
export function loadMonoFont(doc: Document = document): void {
  if (doc.getElementById(MONO_FONT_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = MONO_FONT_STYLE_ID;
  style.textContent = FACES.map(
    (face) =>
      `@font-face{font-family:"${MONO_FAMILY}";font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${JSON.stringify(face.url)}) format("woff2");unicode-range:${face.range}}`,
  ).join('\n');
  doc.head.append(style);
}

/** Put on an element that draws code text: the font is declared when it first appears. */
export const monoFont: Attachment<Element> = (element) => {
  loadMonoFont(element.ownerDocument);
};
