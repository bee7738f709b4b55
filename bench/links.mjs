// node bench/links.mjs: share link lengths, ours next to lz-string's compressToEncodedURIComponent and to the same
// design as a v1 link. Numbers, not pass/fail.
import { createServer } from 'vite';
import { deflateSync } from 'fflate';
import lzString from 'lz-string';
import { treeOfSize } from './trees.mjs';

const GOAL = 0.6;

// vite loads the TypeScript (and the virtual modules the schema needs) exactly as the app does
const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'warn' });
try {
  const { encodeShareLink, decodeShareLink, shareLinkPayload, LINK_PREFIX } = await server.ssrLoadModule('/src/share/link.ts');
  const { encodeBase64Url } = await server.ssrLoadModule('/src/share/base64url.ts');
  const { gallery } = await server.ssrLoadModule('/src/gallery/index.ts');
  const { newDocument } = await server.ssrLoadModule('/src/share/document.ts');
  const { todayDocuments } = await server.ssrLoadModule('/src/share/link-fixtures.ts');

  const cases = gallery.map((starter) => ({ name: `gallery: ${starter.title}`, doc: starter.doc }));
  cases.push(...todayDocuments.map((doc) => ({ name: `today: ${doc.name}`, doc })));
  for (const [what, make] of [['tree', treeOfSize], ['tree of today\'s types', todayTreeOfSize]]) {
    for (const nodes of [30, 300, 3000]) {
      const doc = newDocument(`${nodes} nodes`);
      doc.screens[0].text = JSON.stringify(make(nodes), null, 2);
      cases.push({ name: `${what}, ${nodes.toLocaleString('en')} nodes`, doc });
    }
  }

  const rows = cases.map(({ name, doc }) => {
    const ours = encodeShareLink(doc);
    const decoded = decodeShareLink(ours);
    if (!decoded.ok) throw new Error(`${name}: the link does not decode: ${decoded.message}`);
    // lz-string gets the same document, as the compact JSON a naive implementation would send
    const theirs = lzString.compressToEncodedURIComponent(JSON.stringify(compact(doc)));
    const raw = encodeURIComponent(JSON.stringify(compact(doc))).length;
    // the strictest comparison: lz-string on the very JSON we deflate, and that JSON deflated without the dictionary
    const payload = shareLinkPayload(doc);
    const lzWire = lzString.compressToEncodedURIComponent(payload).length;
    const plain = LINK_PREFIX.length + encodeBase64Url(deflateSync(new TextEncoder().encode(payload), { level: 9, mem: 12 })).length;
    const v1 = encodeShareLink(doc, 1).length;
    return { name, raw, lz: theirs.length, lzWire, plain, v1, ours: ours.length, ratio: ours.length / theirs.length, ratioWire: ours.length / lzWire };
  });

  const pad = (value, width) => String(value).padStart(width);
  const nameWidth = Math.max(...rows.map((row) => row.name.length));
  const n = (value) => value.toLocaleString('en');
  const columns = ['URI JSON', 'lz-string', 'lz (wire)', 'no dict', 'v1 link', 'ours (v2)', 'v2/v1', 'ours/lz', 'ours/lz (wire)'];
  console.log(`${'document'.padEnd(nameWidth)} | ${columns.join(' | ')}`);
  console.log(`${'-'.repeat(nameWidth)}-|${columns.map((column) => '-'.repeat(column.length + 2)).join('|')}`);
  for (const row of rows) {
    const cells = [n(row.raw), n(row.lz), n(row.lzWire), n(row.plain), n(row.v1), n(row.ours), `${(row.ours / row.v1).toFixed(2)}×`, `${row.ratio.toFixed(2)}×`, `${row.ratioWire.toFixed(2)}×`];
    const mark = row.ratio <= GOAL ? '' : '  (over goal)';
    console.log(`${row.name.padEnd(nameWidth)} | ${cells.map((cell, i) => pad(cell, columns[i].length)).join(' | ')}${mark}`);
  }
  const worst = Math.max(...rows.map((row) => row.ratio));
  const worstWire = Math.max(...rows.map((row) => row.ratioWire));
  console.log(`
URI JSON: encodeURIComponent of the document JSON; lz-string: compressToEncodedURIComponent of the same JSON
(the document with compact screen texts, as a naive share would send it); lz (wire): lz-string of the exact JSON
we deflate (texts as JSON values, defaults left out); no dict: our link without the preset dictionary; v1: the same
design as a link of format v1 (the dictionary of the twelve API-1 types); ours (v2): the link this build writes.
ours / lz-string: worst ${worst.toFixed(2)}×, goal ≤ ${GOAL}× (${worst <= GOAL ? 'met' : 'not met'}); against lz (wire): worst ${worstWire.toFixed(2)}×`);
} finally {
  await server.close();
}

// the document with every JSON text compacted, so lz-string is not handed pretty-printing to squeeze
function compact(doc) {
  const tight = (text) => {
    try {
      return JSON.stringify(JSON.parse(text));
    } catch {
      return text;
    }
  };
  return { ...doc, screens: doc.screens.map((screen) => ({ ...screen, text: tight(screen.text) })), reactions: tight(doc.reactions), context: tight(doc.context) };
}

// A realistic tree of today's node types: cards of stats, tables with cells, tabs, flows and key values in grids.
function todayTreeOfSize(nodes) {
  const children = [];
  let count = 1;
  for (let n = 0; count < nodes; n++) {
    const part = n % 5;
    if (part === 0) {
      children.push({ type: 'grid', columns: 3, gap: 'small', children: [0, 1, 2].map((i) => ({ type: 'stat', label: `Metric ${n}.${i}`, value: String(n * 7 + i), detail: `+${i}`, tone: 'success' })) });
      count += 4;
    } else if (part === 1) {
      const rows = [0, 1, 2].map((i) => ({ id: `r${n}-${i}`, cells: [`#${n}${i}`, 'main', i % 2 ? 'failed' : 'passed'], tone: i % 2 ? 'error' : 'success' }));
      children.push({ type: 'card', title: `Runs ${n}`, icon: 'list', children: [{ type: 'table', id: `t${n}`, columns: [{ label: 'Run', grow: 2 }, { label: 'Branch' }, { label: 'Status', align: 'end' }], rows }] });
      count += 2;
    } else if (part === 2) {
      children.push({
        type: 'tabs',
        id: `tabs${n}`,
        value: 'log',
        tabs: [{ id: 'log', label: 'Log' }, { id: 'env', label: 'Env', closable: true }],
        children: [{ type: 'code', text: `$ npm test\n${n} passed`, language: 'sh' }, { type: 'keyValue', items: [{ label: 'Commit', value: `3f9c${n}`, mono: true }, { label: 'Runner', value: 'ubuntu' }] }],
      });
      count += 3;
    } else if (part === 3) {
      const steps = ['Fetch', 'Test', 'Deploy'].map((title, i) => ({ id: `s${n}-${i}`, title, subtitle: `step ${i}`, state: ['done', 'active', 'off'][i] }));
      children.push({ type: 'flow', id: `flow${n}`, steps, reorderable: true });
      count += 1;
    } else {
      children.push({ type: 'progress', value: (n % 10) / 10, label: `Job ${n}`, tone: 'info' }, { type: 'callout', text: `Note ${n}`, tone: 'warning' });
      count += 2;
    }
  }
  return { type: 'column', gap: 'medium', children };
}
