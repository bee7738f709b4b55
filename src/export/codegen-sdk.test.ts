import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gallery } from '../gallery';
import { matches } from '../host/script';
import type { JsonValue } from '../json';
import { nodeTypes, registry, type PanelNode } from '../schema';
import type * as Sdk from '../../tests/sdk-double/agentty-plugin.mjs';
import { generateSdkPlugin, nodeCode, printCode, SDK_BUILDERS, SDK_FILE, SDK_MAIN } from './codegen-sdk';
import type { Design } from './design';
import { deepTree, HOSTILE, sampleDesign, todayDesign } from './fixtures';
import { converse, INITIALIZE, PANEL_OPEN, scratchDir, SDK_UNDER_TEST, SHUTDOWN, uiEvent, withoutAddedDefaults, type Turn } from './harness';

// the SDK double, or Agentty's own SDK when AGENTTY_SDK names it
const sdk = (await import(SDK_UNDER_TEST)) as typeof Sdk;
import { reactionSession, sampleEvent } from './reactions';

const code = (node: object) => printCode(nodeCode(node as PanelNode));
/** What the SDK's builders make of the printed code: the double stands in for Agentty's SDK. */
const built = (node: object): unknown => new Function('ui', `return ${code(node)};`)(sdk.ui);

describe('the screens as SDK builder calls', () => {
  test('every node type has its builder, with the SDK\'s parameter order', () => {
    expect(Object.keys(SDK_BUILDERS).sort()).toEqual([...nodeTypes].sort());
    expect(Object.keys(sdk.ui)).toEqual(expect.arrayContaining([...nodeTypes]));
  });

  test('a field no builder option takes is exactly the list the SDK documents; such a node is a plain object', () => {
    const unsaid = nodeTypes.flatMap((type) => {
      const builder = SDK_BUILDERS[type];
      const said = new Set(['type', ...[...builder.params, ...(builder.options ?? [])].map((param) => param.key)]);
      return Object.keys(registry[type].schema.shape).filter((key) => !said.has(key)).map((key) => `${type}.${key}`);
    });
    expect(unsaid.sort()).toEqual(['button.menu', 'card.closable', 'card.id', 'flow.insertMenu', 'flow.reorderable', 'grid.align', 'grid.fill', 'grid.id', 'grid.resizable', 'input.completions', 'input.language', 'tabs.addMenu', 'tabs.fill']);
    expect(code({ type: 'button', id: 'b', label: 'B', menu: [{ value: 'v', label: 'V' }] })).toBe('{ type: "button", id: "b", label: "B", menu: [{ value: "v", label: "V" }] }');
    expect(code({ type: 'card', id: 'c', closable: true, children: [{ type: 'divider' }] })).toBe('{ type: "card", id: "c", closable: true, children: [ui.divider()] }');
    expect(code({ type: 'text', text: 'x', note: 'Agentty ignores unknown keys' })).toBe('{ type: "text", text: "x", note: "Agentty ignores unknown keys" }');
  });

  test('arguments equal to their defaults are left out, options hold only what differs', () => {
    expect(code({ type: 'text', text: 'Hi', style: 'body' })).toBe('ui.text("Hi")');
    expect(code({ type: 'text', text: 'Hi', style: 'title' })).toBe('ui.text("Hi", "title")');
    expect(code({ type: 'column', gap: 'medium', children: [] })).toBe('ui.column([])');
    expect(code({ type: 'column' })).toBe('ui.column([])');
    expect(code({ type: 'row', gap: 'small', wrap: false, children: [{ type: 'spinner', text: '' }] })).toBe('ui.row([ui.spinner()], { gap: "small" })');
    expect(code({ type: 'button', id: 'go', label: 'Go', variant: 'secondary', disabled: true, icon: 'play' })).toBe('ui.button("go", "Go", { icon: "play", disabled: true })');
    expect(code({ type: 'toggle', id: 't', label: 'T', value: false })).toBe('ui.toggle("t", "T")');
    expect(code({ type: 'badge', text: 'new', tone: 'neutral' })).toBe('ui.badge("new")');
    expect(code({ type: 'callout', text: 'Note', tone: 'info' })).toBe('ui.callout("Note")');
    expect(code({ type: 'callout', text: 'Note', tone: 'neutral' })).toBe('ui.callout("Note", { tone: "neutral" })');
    expect(code({ type: 'grid', columns: 2, gap: 'large', widths: ['240px', '1'], children: [] })).toBe('ui.grid([], { gap: "large", widths: ["240px", "1"] })');
    // a default before an argument that differs is written out: JavaScript cannot skip it
    expect(code({ type: 'select', id: 's', disabled: true })).toBe('ui.select("s", [], "", { disabled: true })');
    expect(code({ type: 'checkbox', id: 'c', label: 'C', description: 'more' })).toBe('ui.checkbox("c", "C", false, { description: "more" })');
    expect(code({ type: 'tabs', id: 't', tabs: [], children: [{ type: 'divider' }] })).toBe('ui.tabs("t", [], undefined, [ui.divider()])');
    expect(code({ type: 'progress', label: 'Upload' })).toBe('ui.progress(0, { label: "Upload" })');
    expect(code({ type: 'input', id: 'q', placeholder: '', value: 'x', rows: 3, mono: true })).toBe('ui.input("q", { value: "x", rows: 3, mono: true })');
  });

  test('what a builder would drop or change is a plain object instead: rows 0, mono false, an empty widths list, no value beside an option ""', () => {
    expect(code({ type: 'input', id: 'q', rows: 0 })).toBe('{ type: "input", id: "q", rows: 0 }');
    expect(code({ type: 'input', id: 'q', mono: false })).toBe('{ type: "input", id: "q", mono: false }');
    expect(code({ type: 'grid', widths: [], children: [] })).toBe('{ type: "grid", widths: [], children: [] }');
    // the SDK's default value "" would pick the option whose value is ""
    expect(code({ type: 'select', id: 's', options: [{ value: '', label: 'None' }] })).toBe('{ type: "select", id: "s", options: [{ value: "", label: "None" }] }');
    expect(code({ type: 'select', id: 's', options: [{ value: '', label: 'None' }], value: '' })).toBe('ui.select("s", [{ value: "", label: "None" }])');
  });

  test('hostile strings are written as exact, safe string literals', () => {
    expect(code({ type: 'text', text: HOSTILE.script })).toBe('ui.text("\\u003c/script><script>alert(1)\\u003c/script>\\u003c!-- -->")');
    expect(code({ type: 'text', text: HOSTILE.separators })).toBe('ui.text("a\\u2028b\\u2029c\\u0085d")');
    expect(code({ type: 'text', text: HOSTILE.loneSurrogates })).toContain('\\ud800');
    for (const text of Object.values(HOSTILE)) expect(built({ type: 'text', text })).toEqual({ type: 'text', text, style: 'body' });
  });

  // every screen the project knows: the starters, the fixtures, the registry's examples, the deepest trees
  const trees: [string, PanelNode][] = [
    ...gallery.filter((starter) => starter.doc.kind === 'panel').flatMap((starter) => starter.doc.screens.map((screen): [string, PanelNode] => [`${starter.id}/${screen.name}`, JSON.parse(screen.text) as PanelNode])),
    ...[sampleDesign(), todayDesign()].flatMap((design) => design.screens.map((screen): [string, PanelNode] => [`${design.name}/${screen.name}`, screen.tree])),
    ...nodeTypes.map((type): [string, PanelNode] => [`example ${type}`, registry[type].example]),
    ['deepest', deepTree()],
  ];

  test.each(trees)('%s: the SDK builds the designed tree, adding only keys at the defaults Agentty reads', (_, tree) => {
    const made = built(tree);
    expect(matches(tree as unknown as JsonValue, made)).toBe(true);
    const added: string[] = [];
    expect(withoutAddedDefaults(made, tree, added)).toEqual(tree);
    expect(added).toEqual([]);
  });

  test('no line is longer than 100 characters unless one string is', () => {
    for (const design of [sampleDesign(), todayDesign()]) {
      const long = generateSdkPlugin(design).split('\n').filter((line) => [...line].length > 100 && !line.trimStart().startsWith('//') && !/"[^"]{40,}"/.test(line));
      expect(long).toEqual([]);
    }
  });
});

// ---- main.mjs run with the SDK double beside it, as Agentty would run it ----

const setPanel = (tree: unknown) => ({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } });
/** Every message the plugin wrote, each matched against what the preview says (partial: the SDK adds request ids and defaults). */
function expectMessages(actual: unknown[], expected: readonly unknown[]): void {
  expect(actual.length, JSON.stringify(actual, null, 1)).toBe(expected.length);
  expected.forEach((want, i) => expect(matches(want as JsonValue, actual[i]), `message ${i}: ${JSON.stringify(actual[i])} should match ${JSON.stringify(want)}`).toBe(true));
}

/** A plugin folder: main.mjs and the SDK double as agentty-plugin.mjs. */
function sdkFolder(design: Design, commands: string[] = []) {
  const folder = scratchDir({ [SDK_MAIN]: generateSdkPlugin(design, commands) });
  copyFileSync(SDK_UNDER_TEST, join(folder.dir, SDK_FILE));
  return folder;
}

const initialized = { jsonrpc: '2.0', id: 1, result: { sdkVersion: sdk.SDK_VERSION, apiVersion: sdk.API_VERSION } };

describe('the generated SDK plugin, run with the SDK double', () => {
  const design = sampleDesign();
  let folder: ReturnType<typeof sdkFolder>;
  beforeAll(() => {
    folder = sdkFolder(design, ['demo.open']);
  });
  afterAll(() => folder.remove());

  test('answers initialize, draws the first screen on panel/open, runs every reaction in order, and exits on shutdown', async () => {
    const turns: Turn[] = [{ send: [INITIALIZE], until: 1 }, { send: [PANEL_OPEN], until: 2 }];
    const expected: unknown[] = [initialized, setPanel(design.screens[0]!.tree)];
    const session = reactionSession(design);
    for (const reaction of design.reactions) {
      const event = sampleEvent(design, reaction);
      expected.push(...session(event).map((message) => ({ jsonrpc: '2.0', method: message.method, params: message.params })));
      turns.push({ send: [uiEvent(event)], until: expected.length });
    }
    turns.push({ send: [SHUTDOWN], until: expected.length });
    const result = await converse('node', [SDK_MAIN], folder.dir, turns, { timeoutMs: 30_000 });
    expectMessages(result.messages, expected);
    expect([result.stderr, result.code]).toEqual(['', 0]);
  }, 40_000);

  test('an event filtered away, an unknown element and hostile values send nothing', async () => {
    const turns: Turn[] = [
      { send: [INITIALIZE, PANEL_OPEN], until: 2 },
      {
        send: [
          uiEvent({ element: 'query', event: 'change', value: HOSTILE.loneSurrogates.replace(/[\ud800-\udfff]/g, '\ufffd') }),
          uiEvent({ element: 'size', event: 'change', value: '1' }),
          uiEvent({ element: 'files', event: 'action', item: 'a', action: 'open' }),
          uiEvent({ element: 'nobody', event: 'click' }),
          uiEvent({ element: 'query', event: 'change', value: HOSTILE.loneSurrogates }),
        ],
        until: 3,
      },
    ];
    const result = await converse('node', [SDK_MAIN], folder.dir, turns);
    expectMessages(result.messages, [initialized, setPanel(design.screens[0]!.tree), { method: 'ui/setBadge', params: { text: 'lone' } }]);
    expect([result.stderr, result.code]).toEqual(['', 0]);
  });

  test('exits when stdin closes, with nothing on stderr', async () => {
    const result = await converse('node', [SDK_MAIN], folder.dir, [{ send: [INITIALIZE, PANEL_OPEN], until: 2 }]);
    expectMessages(result.messages, [initialized, setPanel(design.screens[0]!.tree)]);
    expect([result.stderr, result.code]).toEqual(['', 0]);
  });

  test('a command from the manifest draws the first screen and brings the panel forward', async () => {
    const command = { jsonrpc: '2.0', method: 'command/execute', params: { command: 'demo.open', args: {}, context: {} } };
    const result = await converse('node', [SDK_MAIN], folder.dir, [{ send: [INITIALIZE, command], until: 3 }]);
    expectMessages(result.messages, [initialized, setPanel(design.screens[0]!.tree), { method: 'ui/showPanel' }]);
    expect([result.stderr, result.code]).toEqual(['', 0]);
  });

  test('a second event while a reaction waits for Agentty runs after it, as in the preview: a value is set on the screen that was on show', async () => {
    const choice = { type: 'choice' as const, id: 'pick', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], value: 'a' };
    const main = { type: 'column' as const, children: [choice, { type: 'button' as const, id: 'go', label: 'Go' }] };
    const other = { type: 'column' as const, children: [{ type: 'button' as const, id: 'back', label: 'Back' }] };
    const overlapping: Design = {
      name: 'Overlap',
      screens: [{ name: 'Main', tree: main }, { name: 'Other', tree: other }],
      reactions: [
        { element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Other' }, { do: 'setBadge', text: '1' }, { do: 'setValue', element: 'pick', value: 'b' }] },
        { element: 'back', event: 'click', actions: [{ do: 'showScreen', screen: 'Main' }] },
      ],
    };
    const overlapFolder = sdkFolder(overlapping);
    try {
      // both clicks in one write: the SDK starts the second handler while the first waits for setBadge's answer
      const turns: Turn[] = [{ send: [INITIALIZE, PANEL_OPEN], until: 2 }, { send: [uiEvent({ element: 'go', event: 'click' }), uiEvent({ element: 'back', event: 'click' })], until: 5 }];
      const result = await converse('node', [SDK_MAIN], overlapFolder.dir, turns);
      // "pick" is not on Other, so setValue sends nothing; Main comes back as designed
      expectMessages(result.messages, [initialized, setPanel(main), setPanel(other), { method: 'ui/setBadge', params: { text: '1' } }, setPanel(main)]);
      expect([result.stderr, result.code]).toEqual(['', 0]);
    } finally {
      overlapFolder.remove();
    }
  });

  test('writes each toast at least 700 ms after the previous one, and keeps the order of everything else', async () => {
    const toasts: Design = {
      name: 'Toasts',
      screens: [{ name: 'Main', tree: { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }, { type: 'button', id: 'again', label: 'Again' }] } }],
      reactions: [
        { element: 'go', event: 'click', actions: [{ do: 'notify', message: 'one', kind: 'info' }, { do: 'notify', message: 'two', kind: 'success' }, { do: 'setBadge', text: '2' }] },
        { element: 'again', event: 'click', actions: [{ do: 'notify', message: 'three', kind: 'info' }] },
      ],
    };
    const toastFolder = sdkFolder(toasts);
    try {
      const turns: Turn[] = [
        { send: [INITIALIZE, PANEL_OPEN, uiEvent({ element: 'go', event: 'click' })], until: 5 },
        { send: [uiEvent({ element: 'again', event: 'click' })], until: 6 },
      ];
      const result = await converse('node', [SDK_MAIN], toastFolder.dir, turns);
      const notify = (message: string, kind: string) => ({ method: 'ui/notify', params: { message, kind } });
      expectMessages(result.messages, [initialized, setPanel(toasts.screens[0]!.tree), notify('one', 'info'), notify('two', 'success'), { method: 'ui/setBadge', params: { text: '2' } }, notify('three', 'info')]);
      const [, , one = 0, two = 0, , three = 0] = result.times;
      expect(two - one).toBeGreaterThanOrEqual(700);
      expect(three - two).toBeGreaterThanOrEqual(700);
      expect([result.stderr, result.code]).toEqual(['', 0]);
    } finally {
      toastFolder.remove();
    }
  }, 20_000);
});
