import { Inflate, deflateSync } from 'fflate';
import { decodeBase64Url, encodeBase64Url } from './base64url';
import { CURRENT_LINK_FORMAT, linkDictionary } from './dictionary';
import { parseDesignDocument, type DesignDocument, type DocumentRefusal, type DocumentResult } from './document';
import { canonicalJsonValue } from './json-text';
import { encodeFiles, type EncodedFile } from '../files/encoding';
import { englishMessage } from '../i18n/english';
import { shareLink } from '../i18n/messages/en/shareLink';

/** The link format this build writes: the wire layout and its preset dictionary (not the document version). */
export const LINK_FORMAT_VERSION = CURRENT_LINK_FORMAT;

/** The versioned prefix of a share link's fragment. */
export const LINK_PREFIX = `#v${LINK_FORMAT_VERSION}/`;

/**
 * The settings a link of each format leaves out: a setting travels only when it differs from its value here,
 * and one not listed (added after the format) always travels, so a new setting needs no new format. Frozen
 * with the format, like its dictionary, so a default that moves later (the newest API) never changes what a
 * link already shared means: a v2 link without "api" targets API 6.
 */
const SETTINGS_LEFT_OUT: Readonly<Record<number, Readonly<Record<string, unknown>>>> = {
  1: { width: 'default', hostTheme: 'light' },
  2: { width: 'default', hostTheme: 'light', api: 6 },
};

export { LONG_LINK_CHARS, MAX_DECODED_BYTES } from './limits';
import { MAX_DECODED_BYTES } from './limits';

// compressed bytes fed to the inflater per step: deflate expands at most ~1032×, so one step adds ≤ ~1 MB
const INFLATE_STEP = 1024;

/** A text as the link carries it: valid JSON travels as its value (no escaped quotes), anything else verbatim. */
type WireText = string | object;

interface WireDocument {
  version: number;
  name: string;
  kind?: DesignDocument['kind'];
  screens: { name: string; text: WireText }[];
  reactions?: WireText;
  context?: WireText;
  plugin?: WireText;
  settings?: Record<string, unknown>;
  /** The files the link carries (see link-files.ts), as a `.json` design holds them. */
  files?: EncodedFile[];
}

function toWire(text: string): WireText {
  return canonicalJsonValue(text) ?? text;
}

function fromWire(text: unknown): unknown {
  return text !== null && typeof text === 'object' ? `${JSON.stringify(text, null, 2)}\n` : text;
}

/** Only what differs from a new document's defaults travels; settings, from the format's SETTINGS_LEFT_OUT. */
function wireDocument(doc: DesignDocument, format: number): WireDocument {
  const wire: WireDocument = {
    version: doc.version,
    name: doc.name,
    screens: doc.screens.map((screen) => ({ name: screen.name, text: toWire(screen.text) })),
  };
  if (doc.kind !== 'panel') wire.kind = doc.kind;
  if (doc.reactions !== '[]') wire.reactions = toWire(doc.reactions);
  if (doc.context !== '{}') wire.context = toWire(doc.context);
  if (doc.plugin !== undefined) wire.plugin = toWire(doc.plugin);
  const leftOut = SETTINGS_LEFT_OUT[format] ?? {};
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc.settings as Record<string, unknown>)) {
    if (JSON.stringify(value) !== JSON.stringify(leftOut[key])) settings[key] = value;
  }
  if (Object.keys(settings).length) wire.settings = settings;
  if (doc.files?.length) wire.files = encodeFiles(doc.files);
  return wire;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function documentFromWire(wire: unknown, format: number): unknown {
  if (!isObject(wire)) return wire;
  const { screens, reactions, context, plugin, settings, ...rest } = wire;
  return {
    ...rest,
    // what the link left out comes back; settings that are no object are the schema's to refuse
    settings: settings === undefined ? { ...SETTINGS_LEFT_OUT[format] } : isObject(settings) ? { ...SETTINGS_LEFT_OUT[format], ...settings } : settings,
    screens: Array.isArray(screens)
      ? screens.map((screen: unknown) =>
          screen !== null && typeof screen === 'object' && !Array.isArray(screen) ? { ...screen, text: fromWire((screen as Record<string, unknown>).text) } : screen,
        )
      : screens,
    ...(reactions === undefined ? {} : { reactions: fromWire(reactions) }),
    ...(context === undefined ? {} : { context: fromWire(context) }),
    ...(plugin === undefined ? {} : { plugin: fromWire(plugin) }),
  };
}

/** The JSON a link carries before compression (exposed for the benchmark and tests). */
export function shareLinkPayload(doc: DesignDocument, format: number = LINK_FORMAT_VERSION): string {
  return JSON.stringify(wireDocument(doc, format));
}

/**
 * The share link fragment for a document: `#v2/` and the document as compact JSON, deflated
 * (raw, with a preset dictionary of the protocol's words) and base64url-encoded without padding.
 * Texts that are valid JSON travel compact and come back pretty-printed (2 spaces, a final newline); any other
 * text, including half-typed JSON, travels exactly as typed. `JSON.stringify` escapes lone
 * surrogates, so they survive UTF-8. Throws a RangeError when the document is too big to be
 * opened from a link (over MAX_DECODED_BYTES of JSON).
 */
export function encodeShareLink(doc: DesignDocument, format: number = LINK_FORMAT_VERSION): string {
  // an older format is written only to compare with (tests, bench/links.mjs): the app writes the current one
  const dictionary = linkDictionary(format);
  if (!dictionary) throw new RangeError(`There is no link format v${String(format)}.`);
  const json = new TextEncoder().encode(shareLinkPayload(doc, format));
  if (json.length > MAX_DECODED_BYTES) {
    throw new RangeError(`This design is ${json.length.toLocaleString('en')} bytes of JSON; a link holds at most ${MAX_DECODED_BYTES.toLocaleString('en')}. Share the file instead.`);
  }
  const compressed = deflateSync(json, { level: 9, mem: 12, dictionary });
  return `#v${String(format)}/${encodeBase64Url(compressed)}`;
}

type Inflated = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: 'corrupt' | 'too-large' };

/** Inflates at most `limit` bytes, stopping as soon as the output passes it instead of building it all. */
export function inflateCapped(data: Uint8Array, limit: number, dictionary?: Uint8Array): Inflated {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = false;
  let ended = false;
  const inflater = new Inflate(dictionary ? { dictionary } : {}, (chunk, final) => {
    size += chunk.length;
    if (size > limit) tooLarge = true;
    else chunks.push(chunk);
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < data.length && !tooLarge; at += INFLATE_STEP) {
      const end = Math.min(at + INFLATE_STEP, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
    }
    if (data.length === 0) inflater.push(data, true);
  } catch {
    return tooLarge ? { ok: false, reason: 'too-large' } : { ok: false, reason: 'corrupt' };
  }
  if (tooLarge) return { ok: false, reason: 'too-large' };
  if (!ended) return { ok: false, reason: 'corrupt' };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
}

const FRAGMENT = /^#?v(\d+)\/(.*)$/s;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Why a link does not open: a message of the `shareLink` group and its values, so the share page says it in its language. */
export interface LinkRefusal {
  readonly key: keyof typeof shareLink;
  readonly values?: Readonly<Record<string, string | number>>;
  /** The design itself is what is refused: the share page says why in its language (`values.reason` is English). */
  readonly design?: DocumentRefusal;
}

export type LinkReading = { readonly ok: true; readonly doc: DesignDocument } | { readonly ok: false; readonly refusal: LinkRefusal };

/** A refusal in English, the words decodeShareLink gives. */
export function refusalInEnglish({ key, values = {} }: LinkRefusal): string {
  return englishMessage(shareLink, key, values);
}

/**
 * The document in a share link fragment (with or without the leading `#`). Links are untrusted
 * input: every way one can be wrong (not ours, newer, damaged, cut short, a decompression bomb,
 * not a design) comes back as its own refusal, and nothing is thrown.
 */
export function readShareLink(fragment: string): LinkReading {
  const refuse = (key: LinkRefusal['key'], values?: LinkRefusal['values'], design?: DocumentRefusal): LinkReading => ({ ok: false, refusal: { key, ...(values && { values }), ...(design && { design }) } });
  const match = FRAGMENT.exec(fragment.trim());
  if (!match) return refuse('notOurs', { prefix: LINK_PREFIX });
  const format = match[1]!;
  const version = Number(format);
  if (version > LINK_FORMAT_VERSION) return refuse('newer', { format, newest: String(LINK_FORMAT_VERSION) });
  // older formats keep opening: each version decodes with its own frozen dictionary
  const dictionary = linkDictionary(version);
  if (!dictionary) return refuse('noFormat', { format });

  const encoded = match[2] ?? '';
  if (!BASE64URL.test(encoded)) return refuse('badCharacters');
  // a length base64 cannot have: characters were lost
  const data = decodeBase64Url(encoded);
  if (!data) return refuse('cutShort');
  if (data.length === 0) return refuse('empty', { format: String(version) });

  const inflated = inflateCapped(data, MAX_DECODED_BYTES, dictionary);
  if (!inflated.ok) return inflated.reason === 'too-large' ? refuse('tooLarge', { megabytes: String(MAX_DECODED_BYTES / 1024 / 1024) }) : refuse('cutShort');

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes));
  } catch {
    return refuse('notJson');
  }
  let wire: unknown;
  try {
    wire = documentFromWire(json, version);
  } catch {
    // JSON.stringify recurses: a text nested millions deep overflows the stack
    return refuse('tooDeep');
  }
  const result = parseDesignDocument(wire);
  if (!result.ok) return refuse('notDesign', { reason: result.message }, result);
  return result;
}

/** readShareLink, with a refusal given as its English message. */
export function decodeShareLink(fragment: string): DocumentResult {
  const reading = readShareLink(fragment);
  return reading.ok ? reading : { ok: false, message: refusalInEnglish(reading.refusal) };
}
