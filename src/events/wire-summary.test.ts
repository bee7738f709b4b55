import { describe, expect, test } from 'vitest';
import { errorResponse, initialize, notification, panelOpen, promptInject, response, uiEvent, uiNotify, uiSetBadge, uiSetPanel, type Message } from './messages';
import { createWireLog, pluginSends, record } from './wire-log';
import { SUMMARY_TEXT_CHARS, brief, countNodes, fieldText, lineHead, shortText, summarize } from './wire-summary';

const plugin = { id: 'hello', name: 'Hello', version: '1.0.0', dir: '/p', dataDir: '/d' };
const text = (message: Message, answers?: string) => {
  const { label, fields } = summarize(message, answers);
  return [label, ...fields.map((field) => fieldText(field))].join('  ');
};
const event = (params: Record<string, unknown>) => notification('ui/event', params);

describe('a wire line in short', () => {
  test('a ui/event names its element and event, then value, item and action', () => {
    expect(text(uiEvent({ element: 'note', event: 'change', value: 'hello world', context: {} }))).toBe('ui/event  note · change  value "hello world"');
    expect(text(uiEvent({ element: 'files', event: 'action', item: 'row-3', action: 'open', context: {} }))).toBe('ui/event  files · action  item "row-3"  action "open"');
    expect(text(uiEvent({ element: 'on', event: 'change', value: false, context: {} }))).toBe('ui/event  on · change  value false');
    expect(text(uiEvent({ element: 'grid', event: 'resize', value: 320, context: {} }))).toBe('ui/event  grid · resize  value 320');
  });

  test('a long value is cut with an ellipsis, the context never shows', () => {
    // parsed, as lines are: a repeated string is a rope that the first slice would flatten
    const huge = JSON.parse(JSON.stringify('x'.repeat(20_000_000))) as string;
    const started = performance.now();
    const summary = text(uiEvent({ element: 'note', event: 'change', value: huge, context: { huge } }));
    expect(performance.now() - started).toBeLessThan(100);
    expect(summary).toBe(`ui/event  note · change  value "${'x'.repeat(SUMMARY_TEXT_CHARS)}…"`);
  });

  test('hostile text stays on one line and in its own field: newlines, quotes, emoji, RTL, markup', () => {
    const [, value] = summarize(uiEvent({ element: 'a', event: 'change', value: 'one\ntwo\r\nthree\tfour', context: {} })).fields;
    expect(value).toBe('value "one↵two↵three four"');
    expect(summarize(uiEvent({ element: 'a', event: 'change', value: 'say "hi"', context: {} })).fields[1]).toBe('value "say "hi""');
    expect(summarize(uiEvent({ element: '</script><b>', event: 'click', context: {} })).fields).toEqual(['</script><b> · click']);
    // an emoji family is one grapheme: cut around it, never through it
    const family = '👨‍👩‍👧‍👦';
    expect(shortText(family.repeat(40), 3)).toBe(`${family.repeat(3)}…`);
    expect(shortText('שלום עולם')).toBe('שלום עולם');
    // an override character would flip the text after it, so it shows as a replacement mark
    expect(shortText('abc\u202Edef\u0000')).toBe('abc\uFFFDdef\uFFFD');
  });

  test('arrays and objects as values are shown in brief: a drop list, a point', () => {
    const files = [
      { path: '/home/me/a.png', name: 'a.png', size: 10 },
      { path: '/home/me/b.png', name: 'b.png', size: 20 },
      { path: '/home/me/c.png', name: 'c.png', size: 30 },
      { path: '/home/me/d.png', name: 'd.png', size: 40 },
    ];
    const drop = fieldText(summarize(event({ element: 'pic', event: 'drop', value: files, context: {} })).fields[1]!);
    expect(drop).toMatch(/^value \[4\] \{path: "\/home\/me\/a\.png"/);
    expect(drop.length).toBeLessThan(160);
    expect(summarize(event({ element: 'g', event: 'move', item: 'n1', value: { x: 10, y: -4 }, context: {} })).fields).toEqual(['g · move', 'value {x: 10, y: -4}', 'item "n1"']);
    expect(brief([])).toBe('[]');
    expect(brief({})).toBe('{}');
    expect(brief([[[[1]]]])).toBe('[1] [1] [1] [1] 1');
  });

  test('a huge array or object is not walked to be shown: only the items shown are read', () => {
    let reads = 0;
    const counted = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(object, key, receiver) {
          if (typeof key === 'string' && /^(\d+|k\d+)$/.test(key)) reads++;
          return Reflect.get(object, key, receiver) as unknown;
        },
      });
    const many = counted(Array.from({ length: 200_000 }, (_, i) => i));
    expect(brief(many)).toBe('[200000] 0, 1, 2, …');
    expect(reads).toBeLessThanOrEqual(3);
    reads = 0;
    const wide = counted(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])));
    expect(brief(wide)).toBe('{k0: 0, k1: 1, k2: 2, k3: 3, …}');
    expect(reads).toBeLessThanOrEqual(4);
  });

  test('missing or mistyped params still give a line', () => {
    expect(text(notification('ui/event', undefined))).toBe('ui/event  ? · ?');
    expect(text(notification('ui/event', 'not an object'))).toBe('ui/event  ? · ?');
    expect(text(notification('ui/notify', {}))).toBe('ui/notify  info');
    expect(text(notification('ui/setPanel', {}))).toBe('ui/setPanel  tree null');
    expect(text(notification('ui/setPanel', { tree: [1] }))).toBe('ui/setPanel  tree [1] 1');
    expect(text(notification('ui/setPanel', { tree: { children: [] } }))).toBe('ui/setPanel  ?  0 nodes');
    expect(text(notification('my/own', { a: 1 }))).toBe('my/own  {a: 1}');
    expect(text(notification('my/own', {}))).toBe('my/own');
  });

  test('a setPanel names its root and counts its nodes', () => {
    const tree = { type: 'column', id: 'detail', children: [{ type: 'text', text: 'Hi' }, { type: 'list', id: 'l', items: [{ id: 'a', title: 'A' }] }] };
    expect(text(uiSetPanel(tree))).toBe('ui/setPanel  column "detail"  3 nodes');
    expect(text(uiSetPanel({ type: 'text', text: 'one' }))).toBe('ui/setPanel  text  1 node');
  });

  test('a setPanel of 100,000 nodes is counted quickly, and a deep one without recursion', () => {
    const wide = { type: 'column', children: Array.from({ length: 100_000 }, (_, i) => ({ type: 'text', text: `Text number ${i}` })) };
    let started = performance.now();
    expect(text(uiSetPanel(wide))).toBe('ui/setPanel  column  100001 nodes');
    expect(performance.now() - started).toBeLessThan(500);
    let deep: Record<string, unknown> = { type: 'text', text: 'leaf' };
    for (let i = 0; i < 200_000; i++) deep = { type: 'column', children: [deep] };
    started = performance.now();
    expect(countNodes(deep)).toEqual({ nodes: 200_001, more: false });
    expect(performance.now() - started).toBeLessThan(500);
  });

  test('notify, badge, prompt, initialize and the host messages', () => {
    expect(text(uiNotify({ message: 'Saved', kind: 'success' }))).toBe('ui/notify  success  "Saved"');
    expect(text(uiSetBadge('3'))).toBe('ui/setBadge  "3"');
    expect(text(promptInject(7, { text: 'Fix the build', target: 'ask' }))).toBe('prompt/inject  #7  "Fix the build"  target "ask"');
    expect(text(initialize(1, { agentty: { version: '1' }, plugin, language: 'en', context: {} }))).toBe('initialize  #1  plugin "hello"  en  api 1');
    expect(text(panelOpen({ workspace: 'w' }))).toBe('panel/open');
    expect(text(notification('command/execute', { command: 'hello.run', args: ['x'], context: {} }))).toBe('command/execute  hello.run  args [1] "x"');
  });

  test('a response names its id and the method it answers, an error its code and message', () => {
    expect(text(response(3, null), 'ui/setPanel')).toBe('result  #3  ui/setPanel  null');
    expect(text(response(1, { status: 'sent', paneId: 'p1' }), 'prompt/inject')).toBe('result  #1  prompt/inject  {status: "sent", paneId: "p1"}');
    expect(text(errorResponse(2, -32601, 'Unknown method my/own'), 'my/own')).toBe('error  #2  my/own  -32601  "Unknown method my/own"');
    expect(text(response(9, {}))).toBe('result  #9  {}');
  });

  test('the wire log records each line with its summary, a response with the method it answers', () => {
    let log = createWireLog();
    log = record(log, 'toPlugin', uiEvent({ element: 'note', event: 'change', value: 'hi', context: {} }), 0).log;
    log = pluginSends(log, { ...uiNotify({ message: 'Saved', kind: 'info' }), id: 1 }, 1).log;
    expect(log.entries.map((entry) => [entry.summary.label, ...entry.summary.fields].join('  '))).toEqual([
      'ui/event  note · change  value "hi"',
      'ui/notify  #1  info  "Saved"',
      'result  #1  ui/notify  null',
    ]);
  });
});

describe('the head of a huge line', () => {
  test('a line up to the limit is kept whole, a longer one is cut and says how much is left', () => {
    expect(lineHead('{"a":1}', 10)).toBe('{"a":1}');
    expect(lineHead('x'.repeat(12), 10)).toBe(`${'x'.repeat(10)}… (2 more characters)`);
    expect(lineHead(`${'x'.repeat(9)}😀${'y'.repeat(5000)}`, 10)).toBe(`${'x'.repeat(9)}… (5,002 more characters)`);
  });

  test('the tail and a node count are written by the words given (the interface language)', () => {
    expect(lineHead('x'.repeat(2012), 10, (left) => `…（残り${left.toLocaleString('ja')}文字）`)).toBe(`${'x'.repeat(10)}…（残り2,002文字）`);
    const [, count] = summarize(uiSetPanel({ type: 'column', children: [{ type: 'text', text: 'a' }] })).fields;
    expect(fieldText(count!)).toBe('2 nodes');
    expect(fieldText(count!, ({ nodes, more }) => `${nodes}${more ? '+' : ''} 个节点`)).toBe('2 个节点');
  });
});
