import { encodeShareLink, LONG_LINK_CHARS } from '../../share/link';
import type { DesignDocument } from '../../share/document';

/** A share link ready to hand out, or why the design cannot travel as one. */
export type ShareOutcome = { readonly ok: true; readonly url: string; readonly long: boolean } | { readonly ok: false; readonly message: string };

/** The page a link opens: this page's address without query or fragment (injected, so it is testable). */
export type PageAddress = Pick<Location, 'origin' | 'pathname'>;

/** The full link to a design: this page with the design in the fragment, flagged when chat tools may cut it. */
export function shareLinkFor(doc: DesignDocument, page: PageAddress): ShareOutcome {
  let fragment: string;
  try {
    fragment = encodeShareLink(doc);
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, message: error.message };
    throw error;
  }
  const url = `${page.origin}${page.pathname}${fragment}`;
  return { ok: true, url, long: url.length > LONG_LINK_CHARS };
}

/** A file name for the design's `.json` file: its name with anything a file system may refuse replaced. */
export function designFileName(name: string): string {
  const safe = name
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/^\.+/, '')
    .slice(0, 80);
  return `${safe || 'design'}.json`;
}
