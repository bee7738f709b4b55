// Share links are compressed with a preset dictionary, and decoding needs the very same bytes:
// every link format version maps to one dictionary, and a version's dictionary never changes.

/**
 * Link format v1's dictionary: the protocol's words as they stood when v1 links were first shared
 * (node examples, props, enum values and events of the 12 node types, then the share document's frame
 * and the most common fragments last, nearest the end where deflate's distances are shortest).
 * Generated once from the schema registry and frozen here. NEVER CHANGE IT, not even a character:
 * every v1 link already shared would stop opening. A better dictionary is a new link format (v2).
 */
const DICTIONARY_V1 =
  '{"type":"column","gap":"medium","children":[]}{"type":"row","gap":"small","children":[]}"gap":"gap":"none"' +
  '"gap":"small""gap":"medium""gap":"large""wrap":{"type":"section","title":"Section","children":[]}"title":' +
  '"children":{"type":"text","text":"Text"}"style":"style":"body""style":"title""style":"muted""style":"small"' +
  '"style":"code""style":"error""style":"success"{"type":"button","id":"button","label":"Button"}"event":"click"' +
  '"icon":"variant":"variant":"primary""variant":"secondary""variant":"ghost""variant":"danger""disabled":' +
  '{"type":"input","id":"input","placeholder":"Type here"}"event":"submit""placeholder":' +
  '{"type":"list","id":"list","items":[{"id":"item-1","title":"Item"}],"empty":"Nothing here"}"event":"select"' +
  '"event":"action""items":"empty":' +
  '{"type":"choice","id":"choice","options":[{"value":"a","label":"A"},{"value":"b","label":"B"}],"value":"a"}' +
  '"options":{"type":"toggle","id":"toggle","label":"Toggle","value":false}"event":"change""id":"label":"value":' +
  '{"type":"badge","text":"Badge","tone":"info"}"tone":"tone":"neutral""tone":"info""tone":"success"' +
  '"tone":"warning""tone":"error"{"type":"spinner","text":"Loading\u2026"}"text":{"type":"divider"}"title":"' +
  '"subtitle":""detail":""tone":""actions":""id":""icon":""tooltip":""value":""label":"{"type":"column",' +
  '{"type":"row",{"type":"section",{"type":"text",{"type":"button",{"type":"input",{"type":"list",' +
  '{"type":"choice",{"type":"toggle",{"type":"badge",{"type":"spinner",{"type":"divider",' +
  '"settings":{"width":"narrow","hostTheme":"dark"}"settings":{"width":"wide","hostTheme":"light"}' +
  '{"do":"injectPrompt","text":""target":"ask"{"do":"setBadge","text":""kind":"success"}"kind":"info"}' +
  '{"do":"notify","message":"{"do":"showScreen","screen":""item":""actions":[{"do":"{"element":"' +
  '","event":"click","actions":[{"do":""reactions":[{"element":""context":{{"version":1,"name":"' +
  '"screens":[{"name":"main","text":{"type":"column","gap":"{"name":"","text":{"type":"column","children":[' +
  '"actions":[{"id":"","icon":"","subtitle":"","detail":"","tone":"","variant":"{"value":""options":[{"value":"' +
  '"items":[{"id":"{"type":"section","title":"{"type":"row","gap":"small","children":[{"type":"' +
  '{"type":"button","id":"","label":"{"type":"badge","text":"{"type":"text","text":"","style":"muted"},' +
  '","children":[{"type":""}]},{"type":""},{"type":""}]}"},{"id":"","title":"';

const utf8 = new TextEncoder();

/** Every link format this build can open, with its dictionary; the highest is the one it writes. */
const dictionaries: ReadonlyMap<number, Uint8Array> = new Map([[1, utf8.encode(DICTIONARY_V1)]]);

/** The link format this build writes. */
export const CURRENT_LINK_FORMAT = Math.max(...dictionaries.keys());

/** The preset dictionary of a link format version, or undefined for a version that never existed. */
export function linkDictionary(version: number): Uint8Array | undefined {
  return dictionaries.get(version);
}

/** The v1 preset dictionary for deflate-raw, as UTF-8 bytes. */
export const dictionaryV1: Uint8Array = dictionaries.get(1)!;
