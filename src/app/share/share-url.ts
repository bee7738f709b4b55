import { encodeShareLink, shareLinkPayload } from '../../share/link';
import { LONG_LINK_CHARS, MAX_DECODED_BYTES } from '../../share/limits';
import type { DesignDocument } from '../../share/document';
import { filesForLink } from '../../share/link-files';
import type { DesignFile } from '../../files/design-file';

// the link code (and fflate, which compresses it) loads when Share is first clicked: it is not start-up code

/**
 * A share link ready to hand out (`url`; `embedUrl` opens the bare panel, as the viewer does for `?embed`),
 * or why the design cannot travel as one.
 */
export type ShareOutcome =
  | { readonly ok: true; readonly url: string; readonly embedUrl: string; readonly long: boolean; readonly leftOut: readonly DesignFile[] }
  | { readonly ok: false; readonly message: string; readonly size?: { readonly bytes: number; readonly max: number } };

/** The page a link opens: this page's address without query or fragment (injected, so it is testable). */
export type PageAddress = Pick<Location, 'origin' | 'pathname'>;

/**
 * The full link to a design: this page with the design in the fragment, flagged when chat tools may cut it.
 * Files over the link's budget stay out of it (named in `leftOut`): the link still opens, their images empty.
 */
export function shareLinkFor(doc: DesignDocument, page: PageAddress): ShareOutcome {
  const { carried, leftOut } = filesForLink(doc.files);
  let fragment: string;
  try {
    fragment = encodeShareLink({ ...doc, files: carried });
  } catch (error) {
    if (error instanceof RangeError) {
      // the sizes too, so the dialog can say it in the interface language (measured again only on this rare path)
      const bytes = new TextEncoder().encode(shareLinkPayload({ ...doc, files: carried })).length;
      return { ok: false, message: error.message, ...(bytes > MAX_DECODED_BYTES && { size: { bytes, max: MAX_DECODED_BYTES } }) };
    }
    throw error;
  }
  const url = `${page.origin}${page.pathname}${fragment}`;
  return { ok: true, url, embedUrl: `${page.origin}${page.pathname}?embed${fragment}`, long: url.length > LONG_LINK_CHARS, leftOut };
}
