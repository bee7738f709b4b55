import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { gallery } from '../gallery';
import { encodeBase64Url } from './base64url';
import { dictionaryV1, linkDictionary } from './dictionary';
import { todayDocuments } from './link-fixtures';
import { newDocument, type DesignDocument } from './document';
import { LINK_FORMAT_VERSION, LINK_PREFIX, MAX_DECODED_BYTES, decodeShareLink, encodeShareLink, inflateCapped, shareLinkPayload, readShareLink } from './link';

function decoded(fragment: string): DesignDocument {
  const result = decodeShareLink(fragment);
  if (!result.ok) throw new Error(result.message);
  return result.doc;
}

function refusal(fragment: string): string {
  const result = decodeShareLink(fragment);
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

/** A link around any bytes, compressed the way links of that format are. */
function linkOf(bytes: Uint8Array, format = LINK_FORMAT_VERSION): string {
  return `#v${format}/${encodeBase64Url(deflateSync(bytes, { dictionary: linkDictionary(format)! }))}`;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function documentWith(texts: { name?: string; screens: [string, string][]; reactions?: string; context?: string }): DesignDocument {
  return {
    ...newDocument(texts.name ?? 'doc'),
    screens: texts.screens.map(([name, text]) => ({ name, text })),
    reactions: texts.reactions ?? '[]',
    context: texts.context ?? '{}',
  };
}

describe('encodeShareLink and decodeShareLink', () => {
  test('every gallery document comes back exactly', () => {
    for (const { doc } of gallery) expect(decoded(encodeShareLink(doc))).toEqual(doc);
  });

  test('the fragment is #v2/ and base64url characters only', () => {
    expect(encodeShareLink(gallery[0]!.doc)).toMatch(/^#v2\/[A-Za-z0-9_-]+$/);
  });

  test('v1 links still open, and written again as v1 they come back exactly', () => {
    for (const doc of [...gallery.map((starter) => starter.doc), ...todayDocuments]) {
      const v1 = encodeShareLink(doc, 1);
      expect(v1.startsWith('#v1/')).toBe(true);
      expect(decoded(v1)).toEqual(doc);
      expect(decoded(encodeShareLink(doc))).toEqual(doc);
    }
    expect(() => encodeShareLink(newDocument('x'), 3)).toThrow(/no link format v3/);
  });

  test('the leading # is optional and surrounding whitespace is ignored', () => {
    const link = encodeShareLink(newDocument('x'));
    expect(decoded(link.slice(1))).toEqual(newDocument('x'));
    expect(decoded(` ${link}\n`)).toEqual(newDocument('x'));
  });

  test('valid JSON texts come back pretty-printed with two spaces', () => {
    const doc = documentWith({ screens: [['a', '{"type":"column","children":[{"type":"divider"}]}']], reactions: '[ ]', context: '{"user":{"id":1}}' });
    const back = decoded(encodeShareLink(doc));
    expect(back.screens[0]!.text).toBe('{\n  "type": "column",\n  "children": [\n    {\n      "type": "divider"\n    }\n  ]\n}\n');
    expect(back.reactions).toBe('[]\n');
    expect(back.context).toBe('{\n  "user": {\n    "id": 1\n  }\n}\n');
  });

  test('valid JSON travels as JSON, not as an escaped string', () => {
    const payload = shareLinkPayload(documentWith({ screens: [['a', '{ "type": "divider" }']] }));
    expect(payload).toContain('"text":{"type":"divider"}');
  });

  test('half-typed and non-canonical texts come back exactly as typed', () => {
    const texts = ['{ "type": "column", "children": [ { "type": "butt', '', '   ', '"just a string"', '42', '{"value": 1.0}', '{"n": 12345678901234567890}', '{"t":"caf\\u00e9"}', '{"a":1,"a":2}'];
    const doc = documentWith({ screens: texts.map((text, i) => [`s${i}`, text]), reactions: '[{"element":', context: 'not json' });
    expect(decoded(encodeShareLink(doc))).toEqual(doc);
  });

  test('settings travel only when they differ from the defaults, and come back either way', () => {
    // the v2 format leaves out light, the default when it was frozen: a new design's dark travels
    const plain = { ...newDocument('x'), settings: { width: 'default', hostTheme: 'light', api: 6 } } as const;
    expect(shareLinkPayload(plain)).not.toContain('settings');
    expect(shareLinkPayload(newDocument('x'))).toContain('"settings":{"hostTheme":"dark"}');
    expect(decoded(encodeShareLink(newDocument('x')))).toEqual(newDocument('x'));
    const dark = { ...plain, settings: { width: 'narrow', hostTheme: 'dark', api: 6 } } as const;
    expect(decoded(encodeShareLink(dark))).toEqual(dark);
    const first = { ...plain, settings: { ...plain.settings, api: 1 } } as const;
    expect(shareLinkPayload(first)).toContain('"settings":{"api":1}');
    expect(decoded(encodeShareLink(first))).toEqual(first);
    expect(shareLinkPayload({ ...plain, settings: { width: 'wide', hostTheme: 'light', api: 6 } })).toContain('"settings":{"width":"wide"}');
  });

  test('any other setting travels as it is, with no new link format: a target API version, or one added later', () => {
    const plain = { ...newDocument('x'), settings: { width: 'default', hostTheme: 'light', api: 6 } } as const;
    // settings the document schema does not hold yet, as a later build's would
    const withSettings = (extra: Record<string, unknown>) => ({ ...plain, settings: { ...plain.settings, ...extra } as DesignDocument['settings'] });
    expect(shareLinkPayload(withSettings({ api: 1 }))).toContain('"settings":{"api":1}');
    expect(shareLinkPayload(withSettings({ api: 4, zoom: { level: 2 } }))).toContain('"settings":{"api":4,"zoom":{"level":2}}');
    // v2 leaves out API 6, today's newest, and means API 6 by it for good; a v1 link leaves nothing of it out
    expect(shareLinkPayload(withSettings({ api: 6 }))).not.toContain('settings');
    expect(shareLinkPayload(withSettings({ api: 6 }), 1)).toContain('"settings":{"api":6}');
    // the setting reaches the document schema, which decides what it keeps
    expect(decoded(encodeShareLink(withSettings({ api: 1 }))).settings).toEqual({ ...plain.settings, api: 1 });
  });

  test('a v2 link of today\'s elements is shorter than the same design as a v1 link', { timeout: 30_000 }, () => {
    const sizes = todayDocuments.map((doc) => ({ name: doc.name, v1: encodeShareLink(doc, 1).length, v2: encodeShareLink(doc).length }));
    for (const size of sizes) expect(size.v2, size.name).toBeLessThan(size.v1 * 0.95);
    const total = (format: 'v1' | 'v2') => sizes.reduce((sum, size) => sum + size[format], 0);
    expect(total('v2')).toBeLessThan(total('v1') * 0.92);
    // and the designs of the twelve older types are no longer as v2 than as v1, give or take a few characters
    for (const { doc, title } of gallery) expect(encodeShareLink(doc).length, title).toBeLessThanOrEqual(encodeShareLink(doc, 1).length + 16);
  });

  test.each([
    ['quotes and backslashes', 'say "hi" \\ \\" \'single\''],
    ['newlines and tabs', 'a\nb\r\nc\td'],
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['emoji', '🚀 👩‍👩‍👧 🇰🇷'],
    ['right-to-left text', 'مرحبا بالعالم שלום'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['U+2028 and NUL', 'a\u2028b\u0000c'],
  ])('%s survive in names, invalid texts and valid texts', (_, hostile) => {
    const doc = documentWith({
      name: hostile,
      screens: [
        [hostile, hostile],
        ['valid', `${JSON.stringify({ type: 'text', text: hostile }, null, 2)}\n`],
      ],
      context: `${JSON.stringify({ note: hostile }, null, 2)}\n`,
    });
    expect(decoded(encodeShareLink(doc))).toEqual(doc);
  });

  test('lone surrogates survive because the JSON escapes them before UTF-8 (TextEncoder would turn them into U+FFFD)', () => {
    const doc = documentWith({ screens: [['a', '\ud83d']] });
    expect(shareLinkPayload(doc)).toContain('\\ud83d');
    expect(decoded(encodeShareLink(doc)).screens[0]!.text).toBe('\ud83d');
  });

  test('a document of 3,000 nodes comes back', () => {
    const children = Array.from({ length: 3000 }, (_, i) => ({ type: 'button', id: `b${i}`, label: `Button ${i} "quoted" 🚀` }));
    const doc = documentWith({ screens: [['big', `${JSON.stringify({ type: 'column', children }, null, 2)}\n`]] });
    const link = encodeShareLink(doc);
    expect(decoded(link)).toEqual(doc);
    expect(link.length).toBeLessThan(60_000);
  });

  test('a document too big to be opened from a link is refused when encoding', () => {
    const doc = documentWith({ screens: [['a', 'x'.repeat(MAX_DECODED_BYTES)]] });
    expect(() => encodeShareLink(doc)).toThrow(RangeError);
  });
});

describe('decodeShareLink refuses bad and hostile links with a message each', () => {
  const good = encodeShareLink(gallery[1]!.doc);

  test('a fragment that is not a share link', () => {
    for (const fragment of ['', '#', '#hello', '#code/abc', 'https://example.com/#v1/abc', '#v/abc', '#V1/abc']) {
      expect(refusal(fragment)).toMatch(/not a Panel Designer share link/);
    }
  });

  test('a link from a newer version', () => {
    expect(refusal('#v3/abc')).toMatch(/made by a newer version of Panel Designer \(link format v3\); this one opens link formats up to v2/);
    expect(refusal('#v99999999999999999999/abc')).toMatch(/newer version/);
  });

  test('a link format that never existed', () => {
    expect(refusal('#v0/abc')).toMatch(/there is no link format v0/);
  });

  test('characters base64url never has', () => {
    for (const data of ['ab+c', 'ab/c', 'abc=', 'a%20b', 'ab c', 'ça']) {
      expect(refusal(`#v1/${data}`)).toMatch(/damaged: its data has characters/);
    }
  });

  test('no data at all', () => {
    expect(refusal('#v1/')).toMatch(/empty/);
  });

  test('every truncation of a good link is refused, never half-opened', () => {
    for (let length = LINK_PREFIX.length + 1; length < good.length; length++) {
      const result = decodeShareLink(good.slice(0, length));
      expect(result.ok, `cut at ${length}`).toBe(false);
    }
  });

  test('a link cut short says so, whatever length it is cut to', () => {
    for (let cut = 1; cut <= 4; cut++) expect(refusal(good.slice(0, good.length - cut))).toMatch(/damaged or cut short/);
  });

  test('random data never throws and never opens', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 400 }), (bytes) => {
        const result = decodeShareLink(LINK_PREFIX + encodeBase64Url(bytes));
        expect(result.ok).toBe(false);
      }),
    );
  });

  test('random text after the prefix never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(decodeShareLink(LINK_PREFIX + text).ok).toBe(false);
      }),
    );
  });

  // building the bomb takes seconds on a busy machine; the refusal itself is held to 2 s
  test('a decompression bomb (50 MB of zeros) is stopped early', { timeout: 30_000 }, () => {
    const bomb = linkOf(new Uint8Array(50 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(refusal(bomb)).toMatch(/unpacks to more than 8 MB/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('a bomb inside a valid-looking design is refused too', () => {
    const json = `{"version":1,"name":"x","screens":[{"name":"a","text":"${'a'.repeat(MAX_DECODED_BYTES)}"}]}`;
    expect(refusal(linkOf(utf8(json)))).toMatch(/unpacks to more than 8 MB/);
  });

  test('a design just under the cap still opens', () => {
    const doc = documentWith({ screens: [['a', 'a'.repeat(MAX_DECODED_BYTES - 200)]] });
    expect(decoded(encodeShareLink(doc)).screens[0]!.text.length).toBe(MAX_DECODED_BYTES - 200);
  });

  test('compressed data that is not UTF-8 or not JSON', () => {
    expect(refusal(linkOf(new Uint8Array([0xff, 0xfe, 0x7b])))).toMatch(/not JSON text/);
    expect(refusal(linkOf(utf8('{"version":1,')))).toMatch(/not JSON text/);
  });

  test('JSON that is not a design', () => {
    expect(refusal(linkOf(utf8('[1,2,3]')))).toMatch(/does not hold a valid design.*not a Panel Designer document/);
    expect(refusal(linkOf(utf8('{"version":1,"name":"x","screens":[]}')))).toMatch(/does not hold a valid design.*at least one screen/);
    expect(refusal(linkOf(utf8('{"version":1,"name":"x","screens":[{"name":"a","text":{"t":1}},{"name":"a","text":""}]}')))).toMatch(/two screens are named "a"/);
    // the design's own refusal rides along as words, so the share page says it in its language
    const reading = readShareLink(linkOf(utf8('{"version":1,"name":"x","screens":[]}')));
    expect(reading.ok || reading.refusal.design?.say?.key).toBe('designRefusals.invalid');
  });

  test('a text nested a million levels deep is refused, not thrown', { timeout: 30_000 }, () => {
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    expect(refusal(linkOf(utf8(`{"version":1,"name":"x","screens":[{"name":"a","text":${deep}}]}`)))).toMatch(/nested too deeply/);
  });

  test('a deeply nested text is shared as typed', () => {
    const doc = documentWith({ screens: [['a', `${'['.repeat(100_000)}${']'.repeat(100_000)}`]] });
    expect(decoded(encodeShareLink(doc))).toEqual(doc);
  });

  test('a design from a newer Panel Designer inside a link of either format', () => {
    for (const format of [1, 2]) expect(refusal(linkOf(utf8('{"version":2,"name":"x","screens":[]}'), format))).toMatch(/newer Panel Designer \(version 2\)/);
  });

  test('settings that are not an object are refused, not thrown', () => {
    for (const settings of ['[]', '"dark"', 'null', '1', '{"width":"huge"}']) {
      expect(refusal(linkOf(utf8(`{"version":1,"name":"x","screens":[{"name":"a","text":""}],"settings":${settings}}`)))).toMatch(/does not hold a valid design.*settings/);
    }
  });

  test('a v1 link read with the v2 dictionary, or the other way round, does not open', () => {
    const doc = todayDocuments[0]!;
    const v2 = encodeShareLink(doc);
    expect(decodeShareLink(`#v1/${v2.slice('#v2/'.length)}`)).not.toEqual({ ok: true, doc });
    const v1 = encodeShareLink(doc, 1);
    expect(decodeShareLink(`#v2/${v1.slice('#v1/'.length)}`)).not.toEqual({ ok: true, doc });
  });
});

describe('inflateCapped', () => {
  test('stops producing output soon after the cap instead of inflating everything', () => {
    const data = deflateSync(new Uint8Array(20 * 1024 * 1024));
    const result = inflateCapped(data, 1024 * 1024);
    expect(result).toEqual({ ok: false, reason: 'too-large' });
  });

  test('gives back the bytes when under the cap, with or without a dictionary', () => {
    const bytes = utf8('{"type":"column","children":[]}'.repeat(100));
    expect(inflateCapped(deflateSync(bytes), 1 << 20)).toEqual({ ok: true, bytes });
    expect(inflateCapped(deflateSync(bytes, { dictionary: dictionaryV1 }), 1 << 20, dictionaryV1)).toEqual({ ok: true, bytes });
  });
});

describe('the plugin manifest in a link', () => {
  test('an edited agentty-plugin.json travels (as its value when it parses, verbatim when it does not); an unedited one adds nothing', () => {
    const doc = newDocument('Tasks');
    expect(shareLinkPayload(doc)).not.toContain('plugin');
    const manifest = { id: 'tasks', name: 'Tasks "📋" </script>', version: '1.0.0', main: 'main.mjs', contributes: { panel: { title: 'مهام', icon: 'list-todo' } } };
    const edited = { ...doc, plugin: `${JSON.stringify(manifest, null, 2)}\n` };
    const back = decodeShareLink(encodeShareLink(edited));
    expect(back.ok && back.doc.plugin).toBe(edited.plugin);
    const broken = { ...doc, plugin: '{ "id": "tasks",\n' };
    const again = decodeShareLink(encodeShareLink(broken));
    expect(again.ok && again.doc.plugin).toBe(broken.plugin);
  });
});
