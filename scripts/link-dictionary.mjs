// node scripts/link-dictionary.mjs [--measure]: how the v2 share link dictionary was built from the schema registry.
// A format's dictionary is frozen once links are shared (src/share/dictionary.ts): this prints the text as it
// would be built today, to read and to start the next format from, never to replace a frozen one.
// --measure prints link lengths with the frozen dictionaries and with the text built now.
import { deflateSync } from 'fflate';
import { createServer } from 'vite';

const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'warn' });
try {
  const { nodeTypes, registry, unwrapField } = await server.ssrLoadModule('/src/schema/index.ts');
  const { ACTION_KINDS, actionSpec } = await server.ssrLoadModule('/src/events/reactions/index.ts');
  const { z } = await server.ssrLoadModule('zod');
  const text = dictionaryText({ nodeTypes, registry, unwrapField, z, ACTION_KINDS, actionSpec });
  if (process.argv.includes('--measure')) await measure(text);
  else console.log(asLiteral(text));
} finally {
  await server.close();
}

function dictionaryText({ nodeTypes, registry, unwrapField, z, ACTION_KINDS, actionSpec }) {
  const json = JSON.stringify;
  const words = [];
  const seen = new Set();
  const add = (...list) => {
    for (const word of list) {
      if (seen.has(word)) continue;
      seen.add(word);
      words.push(word);
    }
  };
  // an object schema and those of its item lists (steps, tabs, rows, options, …), depth first
  const objectsOf = (schema) => [
    schema,
    ...Object.values(schema.shape).flatMap((prop) => {
      const inner = unwrapField(prop);
      const element = inner instanceof z.ZodArray ? unwrapField(inner.element) : undefined;
      return element instanceof z.ZodObject ? objectsOf(element) : [];
    }),
  ];

  // 1. the protocol's words, rarest first: per node type its example, props, enum values and events
  for (const type of nodeTypes) {
    const spec = registry[type];
    add(json(spec.example));
    for (const object of objectsOf(spec.schema)) {
      for (const [name, prop] of Object.entries(object.shape)) {
        if (name === 'type') continue;
        add(`${json(name)}:`);
        const inner = unwrapField(prop);
        if (inner instanceof z.ZodEnum) add(...inner.options.map((value) => `${json(name)}:${json(value)}`));
      }
    }
    add(...spec.events.map((event) => `"event":${json(event.event)}`));
  }
  // 2. the document's frame: settings (api: a design's target Agentty), reactions and their actions
  add(
    '"settings":{"width":"narrow","hostTheme":"dark"}',
    '"settings":{"width":"wide","hostTheme":"light","api":4}',
    '"settings":{"api":1}',
    '"kind":"bridge"',
    '"context":{',
  );
  for (const kind of ACTION_KINDS) add(`{"do":${json(kind)},${Object.keys(actionSpec(kind).snippet).map((field) => `${json(field)}:"`).join('')}`);
  add('"kind":"info"}', '"kind":"success"}', '"kind":"warning"}', '"kind":"error"}', '"target":"ask"');
  const itemEvents = nodeTypes.flatMap((type) => registry[type].events.filter((event) => 'item' in event.params.shape).map((event) => event.event));
  const valueEvents = nodeTypes.flatMap((type) => registry[type].events.filter((event) => 'value' in event.params.shape).map((event) => event.event));
  add(...[...new Set(itemEvents)].map((event) => `","event":${json(event)},"item":"`));
  add(...[...new Set(valueEvents)].map((event) => `","event":${json(event)},"value":`));
  add('","event":"close","actions":[{"do":"', '"reactions":[{"element":"', '","event":"click","actions":[{"do":"');
  // 3. string props as they open, and every node's start, the most used words of all, nearest the end
  const stringProps = new Set();
  for (const type of nodeTypes) {
    for (const object of objectsOf(registry[type].schema)) {
      for (const [name, prop] of Object.entries(object.shape)) if (name !== 'type' && unwrapField(prop) instanceof z.ZodString) stringProps.add(name);
    }
  }
  add(...[...stringProps].map((name) => `","${name}":"`));
  add(...nodeTypes.map((type) => `{"type":${json(type)},`));
  add(
    '{"version":1,"name":"',
    '","screens":[{"name":"main","text":{"type":"column","gap":"medium","children":[{"type":"',
    '"},{"name":"',
    '","text":{"type":"',
    '"steps":[{"id":"',
    '"tabs":[{"id":"',
    '"columns":[{"label":"',
    '"rows":[{"id":"',
    '","cells":["',
    '"],"tone":"',
    '"items":[{"label":"',
    '"items":[{"id":"',
    '"options":[{"value":"',
    '"menu":[{"value":"',
    '"insertMenu":[{"value":"',
    '"addMenu":[{"value":"',
    '"},{"value":"',
    '"},{"label":"',
    '"},{"id":"',
    '","title":"',
    '","label":"',
    '","value":"',
    '","icon":"',
    '","tone":"',
    '","subtitle":"',
    '","style":"muted"},',
    '","variant":"',
    '"children":[{"type":"',
    '"}]},{"type":"',
    '"}]}]},{"type":"',
    '"},{"type":"',
    '"}]}',
  );
  return words.join('');
}

/** The text as a TypeScript string literal in lines of about 110 characters, as dictionary.ts writes it. */
function asLiteral(text) {
  const lines = [];
  let line = '';
  for (const char of text) {
    line += char;
    if (line.length >= 100 && (char === '}' || char === ',' || char === ':')) {
      lines.push(line);
      line = '';
    }
  }
  if (line) lines.push(line);
  const quote = (part) => `'${part.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replace(/[^\x20-\x7e]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
  return `const DICTIONARY_V2 =\n${lines.map((part) => `  ${quote(part)}`).join(' +\n')};\n// ${new TextEncoder().encode(text).length} bytes`;
}

async function measure(candidate) {
  const { shareLinkPayload } = await server.ssrLoadModule('/src/share/link.ts');
  const { linkDictionary } = await server.ssrLoadModule('/src/share/dictionary.ts');
  const { gallery } = await server.ssrLoadModule('/src/gallery/index.ts');
  const { todayDocuments } = await server.ssrLoadModule('/src/share/link-fixtures.ts');
  const utf8 = new TextEncoder();
  const dictionaries = [
    ['v1', linkDictionary(1)],
    ...(linkDictionary(2) ? [['v2', linkDictionary(2)]] : []),
    ['built now', utf8.encode(candidate)],
  ];
  const size = (payload, dictionary) => Math.ceil((deflateSync(utf8.encode(payload), { level: 9, mem: 12, dictionary }).length * 4) / 3);
  const docs = [...gallery.map((starter) => [starter.title, starter.doc]), ...todayDocuments.map((doc) => [doc.name, doc])];
  console.log(['document', ...dictionaries.map(([name]) => name)].join(' | '));
  const totals = dictionaries.map(() => 0);
  for (const [name, doc] of docs) {
    const sizes = dictionaries.map(([, dictionary]) => size(shareLinkPayload(doc), dictionary));
    sizes.forEach((value, i) => (totals[i] += value));
    console.log([name, ...sizes].join(' | '));
  }
  console.log(['total', ...totals].join(' | '));
}
