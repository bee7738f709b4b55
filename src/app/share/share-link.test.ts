import { describe, expect, test } from 'vitest';
import { decodeShareLink, LONG_LINK_CHARS } from '../../share/link';
import { newDocument, type DesignDocument } from '../../share/document';
import { designFileName, shareLinkFor } from './share-link';

const page = { origin: 'https://panels.example', pathname: '/designer/' };

describe('share links for the Share button', () => {
  test('a link is this page with the design in the fragment, and opens the same design', () => {
    const doc = newDocument('Files');
    const outcome = shareLinkFor(doc, page);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.url.startsWith('https://panels.example/designer/#v1/')).toBe(true);
    expect(outcome.long).toBe(false);
    expect(decodeShareLink(new URL(outcome.url).hash)).toEqual({ ok: true, doc });
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
  });

  test('the file name keeps the design name but nothing a file system refuses', () => {
    expect(designFileName('Files panel')).toBe('Files panel.json');
    expect(designFileName('a/b:c?')).toBe('a-b-c-.json');
    expect(designFileName('  ')).toBe('design.json');
    expect(designFileName('..hidden')).toBe('hidden.json');
  });
});
