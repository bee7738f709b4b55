import fc from 'fast-check';
import { expect, test } from 'vitest';
import { ButtonVariant, registry, TextStyle, Tone, type ListItem, type NodeType, type PanelNode } from '../schema';
import { generateNodePlugin, NODE_MAIN } from './codegen-node';
import { generatePythonPlugin, PYTHON_MAIN } from './codegen-python';
import { designProblems, type Design, type Reaction, type ReactionAction } from './design';
import { walk } from './elements';
import { HOSTILE } from './fixtures';
import { INITIALIZE, PANEL_OPEN, run, scratchDir, SHUTDOWN, uiEvent } from './harness';
import { reactionMessages, sampleEvent } from './reactions';

// ---- hostile strings: every hazard the generators must escape, mixed with arbitrary Unicode ----
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const hazard = fc.constantFrom(...Object.values(HOSTILE), '${', '</script>', '\u2028', '\u2029', '"', "'", '\\', '\n', '\t', '"""', '🚀', 'שלום');
const piece = fc.oneof(hazard, loneSurrogate, fc.string({ unit: 'binary', maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 4 }));
const hostile = fc.array(piece, { maxLength: 4 }).map((pieces) => pieces.join(''));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const scalar = fc.oneof(hostile, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean());

// ---- valid trees: ids are made unique afterwards, so any generated shape is a valid document ----
const item = fc.record(
  { id: hostile, title: hostile, subtitle: maybe(hostile), tone: maybe(fc.constantFrom(...Tone.options)), actions: maybe(fc.array(fc.record({ id: hostile, label: maybe(hostile) }), { maxLength: 2 })) },
  { requiredKeys: ['id', 'title'] },
);
const leaf: fc.Arbitrary<PanelNode> = fc.oneof(
  fc.record({ type: fc.constant('text'), text: hostile, style: maybe(fc.constantFrom(...TextStyle.options)) }),
  fc.record({ type: fc.constant('button'), id: hostile, label: hostile, variant: maybe(fc.constantFrom(...ButtonVariant.options)), disabled: maybe(fc.boolean()) }),
  fc.record({ type: fc.constant('input'), id: hostile, placeholder: maybe(hostile), value: maybe(hostile) }),
  fc.record({ type: fc.constant('list'), id: hostile, items: fc.array(item, { maxLength: 3 }), empty: maybe(hostile) }),
  fc.record({ type: fc.constant('choice'), id: hostile, options: fc.array(fc.record({ value: scalar, label: hostile }), { maxLength: 3 }) }),
  fc.record({ type: fc.constant('toggle'), id: hostile, label: hostile, value: maybe(fc.boolean()) }),
  fc.record({ type: fc.constant('badge'), text: hostile, tone: maybe(fc.constantFrom(...Tone.options)) }),
  fc.record({ type: fc.constant('spinner'), text: maybe(hostile) }),
  fc.constant({ type: 'divider' as const }),
).map(withoutUndefined);
const { tree } = fc.letrec<{ tree: PanelNode }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ type: fc.constant('column'), children: fc.array(tie('tree'), { maxLength: 4 }) }),
    fc.record({ type: fc.constant('section'), title: hostile, children: fc.array(tie('tree'), { maxLength: 3 }) }),
  ),
}));

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Suffixes make element, item and action ids unique, and duplicate option values are dropped. */
function makeValid(root: PanelNode, screen: number): PanelNode {
  let counter = 0;
  for (const node of walk([root])) {
    if ('id' in node) node.id = `${node.id}#${screen}.${counter++}`;
    if (node.type === 'list') {
      node.items = (node.items ?? []).map((entry, i): ListItem => withoutUndefined({ ...entry, id: `${entry.id}#${i}`, actions: entry.actions?.map((action, j) => withoutUndefined({ ...action, id: `${action.id}#${j}` })) }));
    }
    if (node.type === 'choice') {
      const seen = new Set<string>();
      node.options = (node.options ?? []).filter((option) => !seen.has(JSON.stringify(option.value)) && seen.add(JSON.stringify(option.value)));
    }
  }
  return root;
}

const action = (screens: string[]): fc.Arbitrary<ReactionAction> =>
  fc.oneof(
    fc.constantFrom(...screens).map((screen) => ({ do: 'showScreen' as const, screen })),
    fc.record({ do: fc.constant('notify' as const), message: hostile, kind: fc.constantFrom('info' as const, 'success' as const, 'warning' as const, 'error' as const) }),
    fc.array(fc.oneof(hazard.filter((text) => [...text].length === 1), loneSurrogate, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), { maxLength: 8 }).map((chars) => ({ do: 'setBadge' as const, text: chars.join('') })),
    fc.record({ do: fc.constant('injectPrompt' as const), text: hostile, target: maybe(hostile) }).map(withoutUndefined),
  );

const design: fc.Arbitrary<Design> = fc
  .record({ name: hostile, screens: fc.array(fc.record({ name: hostile, tree }), { minLength: 1, maxLength: 3 }) })
  .chain(({ name, screens: drawn }) => {
    // every screen gets a button to the next one, so each tree is sent at least once
    const screens = drawn.map((screen, i) => ({
      name: `${screen.name}#${i}`,
      tree: { type: 'column' as const, children: [makeValid(structuredClone(screen.tree), i), { type: 'button' as const, id: `next#${i}`, label: screen.name }] },
    }));
    const names = screens.map((screen) => screen.name);
    const nav: Reaction[] = names.map((_, i) => ({ element: `next#${i}`, event: 'click', actions: [{ do: 'showScreen', screen: names[(i + 1) % names.length] as string }] }));
    const elements = [...walk(screens.map((screen) => screen.tree))].filter((node): node is Extract<PanelNode, { id: string }> => 'id' in node);
    const reaction = fc.constantFrom(...elements).chain((node) =>
      fc
        .record({
          event: fc.constantFrom(...registry[node.type as NodeType].events.map((spec) => spec.event)),
          item: maybe(node.type === 'list' && node.items?.length ? fc.constantFrom(...node.items.map((entry) => entry.id)) : hostile),
          value: maybe(node.type === 'choice' && node.options?.length ? fc.constantFrom(...node.options.map((option) => option.value)) : node.type === 'toggle' ? fc.boolean() : hostile),
          actions: fc.array(action(names), { maxLength: 3 }),
        })
        .map(({ event, item, value, actions }) => withoutUndefined({ element: node.id, event, actions, item: node.type === 'list' ? item : undefined, value: node.type === 'list' ? undefined : value })),
    );
    return fc.array(reaction, { maxLength: 5 }).map((reactions) => ({ name, screens, reactions: [...nav, ...reactions] }));
  });

// ---- the round trip: generate, run with real node and python3, compare with the reference behaviour ----
async function roundTrip(subject: Design): Promise<void> {
  expect(designProblems(subject)).toEqual([]);
  const events = subject.reactions.map((reaction) => sampleEvent(subject, reaction));
  let nextId = 1;
  const expected: unknown[] = [{ jsonrpc: '2.0', id: 1, result: {} }, { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: subject.screens[0]?.tree } }];
  for (const event of events) {
    const messages = reactionMessages(subject, event, nextId);
    nextId += messages.filter((message) => 'id' in message).length;
    expected.push(...messages);
  }
  const lines = [INITIALIZE, PANEL_OPEN, ...events.map(uiEvent), SHUTDOWN];
  const files = { [NODE_MAIN]: generateNodePlugin(subject), [PYTHON_MAIN]: generatePythonPlugin(subject) };
  const dir = scratchDir(files);
  try {
    const [node, python] = await Promise.all([run('node', [NODE_MAIN], dir.dir, lines), run('python3', [PYTHON_MAIN], dir.dir, lines)]);
    // "equal after JSON parsing": -0 and 0 are one JSON number
    const want = JSON.parse(JSON.stringify(expected)) as unknown;
    expect(node.messages).toEqual(want);
    expect(python.messages).toEqual(want);
    expect([node.code, python.code, node.stderr, python.stderr]).toEqual([0, 0, '', '']);
  } finally {
    dir.remove();
  }
}

test('random valid designs with hostile strings come back unchanged from the Node.js and Python plugins', async () => {
  await fc.assert(fc.asyncProperty(design, roundTrip), { numRuns: 25 });
}, 300_000);

test('100 KB labels and trees too deep for a Python literal come back unchanged', async () => {
  let deep: PanelNode = { type: 'text', text: HOSTILE.loneSurrogates };
  for (let i = 0; i < 120; i++) deep = { type: 'column', children: [deep] };
  const label = Object.values(HOSTILE).join('').repeat(Math.ceil(100_000 / Object.values(HOSTILE).join('').length));
  const screens = [
    { name: 'Big', tree: { type: 'column' as const, children: [{ type: 'button' as const, id: 'go', label }, { type: 'text' as const, text: label }] } },
    { name: 'Deep', tree: deep },
  ];
  await roundTrip({ name: label, screens, reactions: [{ element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Deep' }, { do: 'notify', message: label, kind: 'info' }] }] });
}, 60_000);
