import { describe, expect, test } from 'vitest';
import { decodeShareLink, LONG_LINK_CHARS } from '../../share/link';
import { newDocument, type DesignDocument } from '../../share/document';
import { designErrorCount, designFileName, iframeSnippet } from './share-link';
import { shareLinkFor } from './share-url';

const page = { origin: 'https://panels.example', pathname: '/designer/' };

describe('share links for the Share button', () => {
  test('a link is this page with the design in the fragment, and opens the same design', () => {
    const doc = newDocument('Files');
    const outcome = shareLinkFor(doc, page);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.url.startsWith('https://panels.example/designer/#v2/')).toBe(true);
    expect(outcome.long).toBe(false);
    expect(decodeShareLink(new URL(outcome.url).hash)).toEqual({ ok: true, doc });
  });

  test('the embed link is the same link with ?embed, which the viewer reads as the bare panel', () => {
    const doc = newDocument('Files');
    const outcome = shareLinkFor(doc, page);
    if (!outcome.ok) throw new Error(outcome.message);
    const embed = new URL(outcome.embedUrl);
    expect(embed.searchParams.has('embed')).toBe(true);
    expect(embed.origin + embed.pathname).toBe('https://panels.example/designer/');
    expect(embed.hash).toBe(new URL(outcome.url).hash);
    expect(decodeShareLink(embed.hash)).toEqual({ ok: true, doc });
  });

  test('the iframe snippet embeds that link, as wide as the panel and its edge, with its name as title, escaped', () => {
    const doc: DesignDocument = { ...newDocument('Files & "more" <b>'), settings: { ...newDocument('x').settings, width: 'wide' } };
    const snippet = iframeSnippet(doc, 'https://panels.example/designer/?embed#v1/abc');
    expect(snippet).toBe(
      '<iframe src="https://panels.example/designer/?embed#v1/abc" title="Files &amp; &quot;more&quot; &lt;b> panel" width="505" height="520" style="border: 0" loading="lazy"></iframe>',
    );
    // a window-mode panel is drawn 520 × 640 under its title bar
    const windowed = iframeSnippet({ ...doc, settings: { ...doc.settings, mode: 'window' } }, 'https://panels.example/');
    expect(windowed).toContain('width="540" height="700"');
    const parsed = new DOMParserLike(snippet);
    expect(parsed.attribute('title')).toBe('Files & "more" <b> panel');
  });

  test('errors are counted across screens and reactions; a clean design has none', () => {
    const clean: DesignDocument = { ...newDocument('Clean'), screens: [{ name: 'main', text: '{"type": "divider"}' }] };
    expect(designErrorCount(clean)).toBe(0);
    const broken: DesignDocument = {
      ...clean,
      screens: [
        { name: 'main', text: '{"type": "divider",}' },
        // two errors Agentty refuses: a button without a label, a text without its text
        { name: 'other', text: '{"type": "row", "children": [{"type": "button", "id": "x"}, {"type": "text"}]}' },
      ],
      reactions: '[{"element": "nowhere", "event": "click", "actions": []}]',
    };
    expect(designErrorCount(broken)).toBeGreaterThanOrEqual(4);
    expect(designErrorCount({ ...broken, reactions: '[]' })).toBe(3);
  });

  test('a link over the chat-tool limit is flagged as long', () => {
    // random digits do not compress, so the link grows with them
    const noise = Array.from({ length: 12_000 }, (_, i) => ((i * 7919) % 10007).toString(36)).join('');
    const doc: DesignDocument = { ...newDocument('Big'), screens: [{ name: 'main', text: JSON.stringify({ type: 'text', text: noise }) }] };
    const outcome = shareLinkFor(doc, page);
    expect(outcome.ok && outcome.url.length > LONG_LINK_CHARS && outcome.long).toBe(true);
  });

  test('a design too big for any link comes back as a reason, not a throw', () => {
    const doc: DesignDocument = { ...newDocument('Huge'), screens: [{ name: 'main', text: 'x'.repeat(9 * 1024 * 1024) }] };
    const outcome = shareLinkFor(doc, page);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.message).toMatch(/Share the file instead/);
    // the sizes travel too, for the dialog to say in the interface language
    if (outcome.ok || !outcome.size) throw new Error('the sizes were expected');
    expect(outcome.size.bytes).toBeGreaterThan(outcome.size.max);
    expect(outcome.message).toContain(outcome.size.bytes.toLocaleString('en'));
  });

  test('the file name keeps the design name but nothing a file system refuses', () => {
    expect(designFileName('Files panel')).toBe('Files panel.json');
    expect(designFileName('a/b:c?')).toBe('a-b-c-.json');
    expect(designFileName('  ')).toBe('design.json');
    expect(designFileName('..hidden')).toBe('hidden.json');
  });
});

/** Reads one double-quoted attribute back the way an HTML parser does (the tests run without a DOM). */
class DOMParserLike {
  constructor(private readonly html: string) {}
  attribute(name: string): string | undefined {
    const match = new RegExp(`\\s${name}="([^"]*)"`).exec(this.html);
    return match?.[1]?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  }
}
