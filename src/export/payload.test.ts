import { expect, test } from 'vitest';
import { MAX_LINE_BYTES, type PanelNode } from '../schema';
import { HOSTILE, todayDesign } from './fixtures';
import { analyze } from '../document/analyze';
import { exportableTree, exportableTreeOf, payloadFromText, setPanelPayload } from './payload';

// surrogate pairs, joiners and bidi controls: 4-byte UTF-8 and escapes in one line
const tree: PanelNode = { type: 'column', children: [{ type: 'button', id: 'go', label: HOSTILE.emoji + HOSTILE.rtl + HOSTILE.separators }] };

test('the notification is one newline-terminated line that parses back to the tree', () => {
  const { text, bytes, lineBytes, overLimit } = setPanelPayload(tree, { form: 'notification' });
  expect(text.endsWith('\n')).toBe(true);
  expect(text.slice(0, -1)).not.toContain('\n');
  expect(JSON.parse(text)).toEqual({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } });
  expect(bytes).toBe(Buffer.byteLength(text, 'utf8'));
  expect(lineBytes).toBe(bytes - 1);
  expect(overLimit).toBe(false);
});

test('a request carries the given id; params and the bare tree come compact or pretty', () => {
  expect(JSON.parse(setPanelPayload(tree, { form: 'request', id: 42 }).text)).toEqual({ jsonrpc: '2.0', id: 42, method: 'ui/setPanel', params: { tree } });
  expect(setPanelPayload(tree, { form: 'params' }).text).toBe(JSON.stringify({ tree }));
  expect(setPanelPayload(tree, { form: 'tree', pretty: true }).text).toBe(JSON.stringify(tree, null, 2));
  const pretty = setPanelPayload(tree, { form: 'request', pretty: true });
  expect(pretty.text).toContain('\n  "id": 1,');
  expect(pretty.lineBytes).toBe(Buffer.byteLength(JSON.stringify(JSON.parse(pretty.text))));
});

test('the bare tree is measured as the line it would travel in', () => {
  const { lineBytes } = setPanelPayload(tree, { form: 'tree' });
  expect(lineBytes).toBe(setPanelPayload(tree, { form: 'notification' }).lineBytes);
});

test('a line past 16 MB is flagged', () => {
  const big: PanelNode = { type: 'text', text: 'é'.repeat(MAX_LINE_BYTES / 2) };
  expect(setPanelPayload(big, { form: 'notification' }).overLimit).toBe(true);
  expect(setPanelPayload({ type: 'text', text: 'x' }, { form: 'notification' }).overLimit).toBe(false);
});

test('text with errors is refused with the first error messages as the reason', () => {
  const refused = payloadFromText('{"type":"button","id":"go"}', { form: 'notification' });
  expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('label') });
  expect(payloadFromText('{"type":', { form: 'tree' }).ok).toBe(false);
  expect(exportableTree('').ok).toBe(false);
});

test('any of the three document shapes exports its tree, and none with half a surrogate pair Agentty cannot parse', () => {
  const shapes = (text: string) => [text, `{"tree":${text}}`, `{"jsonrpc":"2.0","id":3,"method":"ui/setPanel","params":{"tree":${text}}}`];
  for (const document of shapes(JSON.stringify(tree))) expect(exportableTree(document)).toEqual({ ok: true, value: tree });
  const lone = JSON.stringify({ type: 'column', children: [{ type: 'button', id: 'go', label: HOSTILE.emoji + HOSTILE.loneSurrogates }] });
  expect(lone).toContain('\\ud800');
  for (const document of shapes(lone)) {
    const refused = exportableTree(document);
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining("half of a UTF-16 surrogate pair (such as \\ud83d without the \\ude00 after it): Agentty's JSON parser refuses the whole line") });
    // four halves in one label: the reason names the string once, not each half
    expect(refused.ok ? '' : refused.reason.split('\n')).toHaveLength(1);
  }
});

test('a tree holding a number JSON cannot carry is refused, never written as null', () => {
  const analysis = { ...analyze('{"type": "divider"}'), tree: { type: 'divider', weight: Infinity } };
  expect(exportableTreeOf(analysis)).toMatchObject({ ok: false, reason: expect.stringMatching(/Infinity.*JSON cannot carry/) });
  expect(exportableTreeOf({ ...analysis, tree: { type: 'column', children: [{ type: 'text', text: 'a', x: [-Infinity] }] } }).ok).toBe(false);
  expect(exportableTreeOf({ ...analysis, tree: { type: 'divider', n: NaN } }).ok).toBe(false);
  expect(() => setPanelPayload({ type: 'divider', weight: Infinity } as unknown as PanelNode, { form: 'notification' })).toThrow(/JSON cannot carry/);
  expect(() => setPanelPayload(tree, { form: 'request', id: Infinity })).toThrow(/JSON cannot carry/);
  expect(payloadFromText('{"type": "divider", "weight": 1e400}', { form: 'notification' })).toMatchObject({ ok: false, reason: expect.stringContaining('1e400 is too large for a JSON number') });
});

test('trees of today\'s elements export as the line a plugin writes, advice and all', () => {
  for (const screen of todayDesign().screens) {
    const text = JSON.stringify(screen.tree, null, 2);
    const payload = payloadFromText(text, { form: 'notification' });
    if (!payload.ok) throw new Error(payload.reason);
    expect(JSON.parse(payload.value.text)).toEqual({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: screen.tree } });
  }
  // Agentty accepts these, so the designer's advice never stops an export
  const advised = '{"type":"column","children":[{"type":"card","title":null},{"type":"grid"},{"type":"button","id":"","label":"x","icon":null}]}';
  expect(exportableTree(advised)).toEqual({ ok: true, value: JSON.parse(advised) });
  expect(analyze(advised).issues.filter((issue) => issue.severity === 'error')).toEqual([]);
});

test('what Agentty refuses in today\'s elements stops the export with its reason', () => {
  expect(payloadFromText('{"type":"flow","id":"f","steps":[{"id":"a","title":"A","state":"finished"}]}', { form: 'tree' })).toMatchObject({ ok: false, reason: expect.stringContaining('finished') });
  expect(payloadFromText('{"type":"tabs","id":"t","tabs":[{"id":"a"}]}', { form: 'tree' })).toMatchObject({ ok: false, reason: expect.stringContaining('label') });
  expect(payloadFromText('{"type":"select","id":"s","options":[{"value":1,"label":"One"}]}', { form: 'tree' }).ok).toBe(false);
  expect(payloadFromText('{"type":"grid","columns":2.5}', { form: 'tree' }).ok).toBe(false);
  expect(payloadFromText('{"type":"canvas"}', { form: 'tree', api: 4 })).toMatchObject({ ok: false, reason: expect.stringContaining('canvas') });
});
