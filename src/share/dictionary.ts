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

/**
 * Link format v2's dictionary: the words of today's Agentty (25 node types: their examples, props, enum
 * values such as "state":"done" and "align":"center", events), then the document's frame (settings with
 * "api", a design's target Agentty; reactions and the events that carry an item or a value), string props
 * as they open and every node's start, and the most common fragments last. Built once by
 * scripts/link-dictionary.mjs from the registry and frozen here: NEVER CHANGE IT, not even a character,
 * or every v2 link already shared stops opening. Newer node types belong to a v3.
 */
const DICTIONARY_V2 =
  '{"type":"column","gap":"medium","children":[]}"children":"gap":"gap":"none""gap":"small""gap":"medium""gap":' +
  '"large"{"type":"row","gap":"small","children":[]}"wrap":{"type":"section","title":"Section","children":' +
  '[]}"title":{"type":"text","text":"Text"}"text":"style":"style":"body""style":"title""style":"muted""style":' +
  '"small""style":"code""style":"error""style":"success"{"type":"button","id":"button","label":"Button"}' +
  '"id":"label":"icon":"variant":"variant":"primary""variant":"secondary""variant":"ghost""variant":"danger""disabled":' +
  '"menu":"value":"event":"click""event":"select"{"type":"input","id":"input","placeholder":"Type here"}' +
  '"placeholder":"rows":"mono":"completions":"language":"insert":"detail":"event":"change""event":"submit"{"type":' +
  '"list","id":"list","items":[{"id":"item-1","title":"Item"}],"empty":"Nothing here"}"items":"empty":"subtitle":' +
  '"tone":"tone":"neutral""tone":"info""tone":"success""tone":"warning""tone":"error""actions":"depth":' +
  '"tag":"tagTone":"tagTone":"neutral""tagTone":"info""tagTone":"success""tagTone":"warning""tagTone":"error""selected":' +
  '"tooltip":"event":"action"{"type":"choice","id":"choice","options":[{"value":"a","label":"A"},{"value":' +
  '"b","label":"B"}],"value":"a"}"options":{"type":"toggle","id":"toggle","label":"Toggle","value":false}' +
  '{"type":"badge","text":"Badge","tone":"info"}{"type":"spinner","text":"Loading\u2026"}{"type":"divider"}{"type":' +
  '"flow","id":"flow","steps":[{"id":"step-1","title":"Fetch","state":"done"},{"id":"step-2","title":"Review",' +
  '"state":"active"}]}"steps":"reorderable":"insertMenu":"state":"state":"off""state":"on""state":"active""state":' +
  '"done""state":"error""side":"event":"move""event":"insert"{"type":"popover","id":"popover","title":"Settings",' +
  '"children":[]}"event":"close"{"type":"card","title":"Card","children":[]}"closable":{"type":"grid","columns":' +
  '2,"children":[]}"columns":"widths":"align":"align":"start""align":"center""align":"end""resizable":"fill":' +
  '"event":"resize"{"type":"tabs","id":"tabs","tabs":[{"id":"one","label":"One"},{"id":"two","label":"Two"}' +
  '],"value":"one","children":[]}"tabs":"addMenu":"badge":"event":"add"{"type":"table","id":"table","columns":' +
  '[{"label":"Name"},{"label":"Status"}],"rows":[{"id":"row-1","cells":["build","ok"]}]}"grow":"cells":' +
  '{"type":"keyValue","items":[{"label":"Branch","value":"main"}]}{"type":"stat","label":"Runs","value":' +
  '"42"}{"type":"progress","value":0.5,"label":"Progress"}{"type":"callout","text":"Note"}{"type":"select",' +
  '"id":"select","options":[{"value":"a","label":"A"},{"value":"b","label":"B"}],"value":"a"}{"type":"checkbox",' +
  '"id":"checkbox","label":"Checkbox","value":false}"description":{"type":"code","text":"npm test","language":' +
  '"sh"}"settings":{"width":"narrow","hostTheme":"dark"}"settings":{"width":"wide","hostTheme":"light",' +
  '"api":4}"settings":{"api":1}"kind":"bridge""context":{{"do":"showScreen","screen":"{"do":"notify","message":' +
  '""kind":"{"do":"setBadge","text":"{"do":"injectPrompt","text":""target":""kind":"info"}"kind":"success"}' +
  '"kind":"warning"}"kind":"error"}"target":"ask"","event":"select","item":"","event":"action","item":"",' +
  '"event":"move","item":"","event":"insert","item":"","event":"select","value":","event":"change","value":' +
  '","event":"submit","value":","event":"move","value":","event":"insert","value":","event":"resize","value":' +
  '","event":"close","value":","event":"add","value":","event":"close","actions":[{"do":""reactions":[{"element":' +
  '"","event":"click","actions":[{"do":"","title":"","text":"","id":"","label":"","icon":"","value":"",' +
  '"placeholder":"","language":"","insert":"","detail":"","empty":"","subtitle":"","tag":"","tooltip":"",' +
  '"badge":"","selected":"","description":"{"type":"column",{"type":"row",{"type":"section",{"type":"text",' +
  '{"type":"button",{"type":"input",{"type":"list",{"type":"choice",{"type":"toggle",{"type":"badge",{"type":' +
  '"spinner",{"type":"divider",{"type":"flow",{"type":"popover",{"type":"card",{"type":"grid",{"type":"tabs",' +
  '{"type":"table",{"type":"keyValue",{"type":"stat",{"type":"progress",{"type":"callout",{"type":"select",' +
  '{"type":"checkbox",{"type":"code",{"version":1,"name":"","screens":[{"name":"main","text":{"type":"column",' +
  '"gap":"medium","children":[{"type":""},{"name":"","text":{"type":""steps":[{"id":""tabs":[{"id":""columns":' +
  '[{"label":""rows":[{"id":"","cells":[""],"tone":""items":[{"label":""items":[{"id":""options":[{"value":' +
  '""menu":[{"value":""insertMenu":[{"value":""addMenu":[{"value":""},{"value":""},{"label":""},{"id":"",' +
  '"tone":"","style":"muted"},","variant":""children":[{"type":""}]},{"type":""}]}]},{"type":""},{"type":' +
  '""}]}';

const utf8 = new TextEncoder();

/** Every link format this build can open, with its dictionary; the highest is the one it writes. */
const dictionaries: ReadonlyMap<number, Uint8Array> = new Map([
  [1, utf8.encode(DICTIONARY_V1)],
  [2, utf8.encode(DICTIONARY_V2)],
]);

/** The link format this build writes. */
export const CURRENT_LINK_FORMAT = Math.max(...dictionaries.keys());

/** The preset dictionary of a link format version, or undefined for a version that never existed. */
export function linkDictionary(version: number): Uint8Array | undefined {
  return dictionaries.get(version);
}

/** The v1 preset dictionary for deflate-raw, as UTF-8 bytes. */
export const dictionaryV1: Uint8Array = dictionaries.get(1)!;

/** The v2 preset dictionary for deflate-raw, as UTF-8 bytes. */
export const dictionaryV2: Uint8Array = dictionaries.get(2)!;
