import fc from 'fast-check';
import { expect, test } from 'vitest';
import { Align, ButtonVariant, FlowState, Gap, GRID_RESIZE_PX, nodeTypes, registry, TextStyle, Tone, type ListItem, type OptionValue, type PanelNode } from '../schema';
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

// ---- valid trees of all 25 node types: ids are made unique afterwards, so any generated shape is a valid document ----
/** An `Option` field of Agentty's: left out, null (advice, never an error) or a value. */
const option = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) }), { nil: undefined });
const tone = maybe(fc.constantFrom(...Tone.options));
const icon = option(fc.oneof(fc.constantFrom('search', 'file', 'check'), hostile));
const menu = fc.array(fc.record({ value: hostile, label: hostile }), { maxLength: 3 });
const item = fc.record(
  {
    id: hostile,
    title: hostile,
    subtitle: option(hostile),
    detail: option(hostile),
    icon,
    tone,
    actions: maybe(fc.array(fc.record({ id: hostile, label: option(hostile), icon, tooltip: option(hostile) }, { requiredKeys: ['id'] }), { maxLength: 2 })),
    depth: maybe(fc.nat({ max: 255 })),
    tag: option(hostile),
    tagTone: tone,
    selected: maybe(fc.boolean()),
  },
  { requiredKeys: ['id', 'title'] },
);
const step = fc.record(
  { id: hostile, title: hostile, subtitle: option(hostile), icon, state: maybe(fc.constantFrom(...FlowState.options)), selected: maybe(fc.boolean()), side: maybe(fc.boolean()) },
  { requiredKeys: ['id', 'title'] },
);
const tab = fc.record({ id: hostile, label: hostile, icon, badge: option(hostile), closable: maybe(fc.boolean()) }, { requiredKeys: ['id', 'label'] });
const column = fc.record({ label: hostile, align: maybe(fc.constantFrom(...Align.options)), grow: maybe(fc.nat({ max: 20 })) }, { requiredKeys: ['label'] });
const row = fc.record({ id: hostile, cells: maybe(fc.array(hostile, { maxLength: 3 })), tone }, { requiredKeys: ['id'] });
const pair = fc.record({ label: hostile, value: hostile, tone, mono: maybe(fc.boolean()) }, { requiredKeys: ['label', 'value'] });
const completion = fc.record({ label: hostile, insert: option(hostile), detail: option(hostile) }, { requiredKeys: ['label'] });
const width = fc.oneof(fc.integer({ min: 16, max: 1200 }).map((px) => `${px}px`), fc.integer({ min: 1, max: 12 }).map(String), hostile);
const gap = maybe(fc.constantFrom(...Gap.options));

const leaf: fc.Arbitrary<PanelNode> = fc.oneof(
  fc.record({ type: fc.constant('text'), text: hostile, style: maybe(fc.constantFrom(...TextStyle.options)) }),
  fc.record({ type: fc.constant('button'), id: hostile, label: hostile, icon, variant: maybe(fc.constantFrom(...ButtonVariant.options)), disabled: maybe(fc.boolean()), menu: maybe(menu) }),
  fc.record({
    type: fc.constant('input'),
    id: hostile,
    placeholder: maybe(hostile),
    value: maybe(hostile),
    rows: maybe(fc.nat({ max: 40 })),
    mono: maybe(fc.boolean()),
    completions: maybe(fc.array(completion, { maxLength: 3 })),
    language: option(fc.constantFrom('json', 'js', 'rust', '')),
  }),
  fc.record({ type: fc.constant('list'), id: hostile, items: fc.array(item, { maxLength: 3 }), empty: option(hostile) }),
  fc.record({ type: fc.constant('choice'), id: hostile, options: fc.array(fc.record({ value: scalar, label: hostile }), { maxLength: 3 }) }),
  fc.record({ type: fc.constant('toggle'), id: hostile, label: hostile, value: maybe(fc.boolean()) }),
  fc.record({ type: fc.constant('badge'), text: hostile, tone }),
  fc.record({ type: fc.constant('spinner'), text: maybe(hostile) }),
  fc.constant({ type: 'divider' as const }),
  fc.record({ type: fc.constant('flow'), id: hostile, steps: maybe(fc.array(step, { maxLength: 3 })), reorderable: maybe(fc.boolean()), insertMenu: maybe(menu) }),
  fc.record({ type: fc.constant('table'), id: hostile, columns: maybe(fc.array(column, { maxLength: 3 })), rows: maybe(fc.array(row, { maxLength: 3 })), empty: option(hostile), selected: option(hostile) }),
  fc.record({ type: fc.constant('keyValue'), items: maybe(fc.array(pair, { maxLength: 3 })) }),
  fc.record({ type: fc.constant('stat'), label: hostile, value: hostile, detail: option(hostile), icon, tone }),
  fc.record({ type: fc.constant('progress'), value: maybe(fc.double({ noNaN: true, noDefaultInfinity: true })), label: option(hostile), detail: option(hostile), tone }),
  fc.record({ type: fc.constant('callout'), text: hostile, title: option(hostile), icon, tone }),
  fc.record({ type: fc.constant('select'), id: hostile, options: maybe(menu), value: maybe(hostile), placeholder: option(hostile), disabled: maybe(fc.boolean()) }),
  fc.record({ type: fc.constant('checkbox'), id: hostile, label: hostile, value: maybe(fc.boolean()), description: option(hostile), disabled: maybe(fc.boolean()) }),
  fc.record({ type: fc.constant('code'), text: hostile, language: option(fc.constantFrom('rust', 'json', 'ts', 'sh', '')), title: option(hostile) }),
).map(withoutUndefined);

const { tree } = fc.letrec<{ tree: PanelNode }>((tie) => {
  const children = (maxLength: number) => maybe(fc.array(tie('tree'), { maxLength }));
  return {
    tree: fc.oneof(
      // the wrapping column and the screen's own nodes stay far below Agentty's 12 levels
      { depthSize: 'small', maxDepth: 6, withCrossShrink: true },
      leaf,
      fc.record({ type: fc.constant('column'), children: children(4), gap }),
      fc.record({ type: fc.constant('row'), children: children(3), gap, wrap: maybe(fc.boolean()) }),
      fc.record({ type: fc.constant('section'), title: hostile, children: children(3) }),
      fc.record({ type: fc.constant('popover'), id: hostile, title: hostile, children: children(2) }),
      fc.record({ type: fc.constant('card'), title: option(hostile), subtitle: option(hostile), icon, tone, children: children(2), id: option(hostile), closable: maybe(fc.boolean()) }),
      fc.record({
        type: fc.constant('grid'),
        children: children(3),
        columns: maybe(fc.nat({ max: 8 })),
        gap,
        widths: maybe(fc.array(width, { maxLength: 3 })),
        id: option(hostile),
        align: maybe(fc.constantFrom(...Align.options)),
        resizable: maybe(fc.boolean()),
        fill: maybe(fc.boolean()),
      }),
      fc.record({ type: fc.constant('tabs'), id: hostile, tabs: maybe(fc.array(tab, { maxLength: 3 })), value: maybe(hostile), children: children(2), fill: maybe(fc.boolean()), addMenu: maybe(menu) }),
    ).map(withoutUndefined),
  };
});

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** A deep copy without the keys optional record fields left undefined: a tree holds JSON values only. */
function jsonCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(jsonCopy) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, entry]) => (entry === undefined ? [] : [[key, jsonCopy(entry as unknown)]]))) as T;
}

/** Suffixes make every id unique (elements, list items, row actions, steps, tabs, rows), and repeated option values are dropped. */
function makeValid(root: PanelNode, place: string): PanelNode {
  let counter = 0;
  const unique = <T extends { id: string }>(entries: T[] | undefined, tag: string) => entries?.map((entry, i) => withoutUndefined({ ...entry, id: `${entry.id}#${tag}${i}` }));
  const distinct = <T extends { value: unknown }>(entries: T[] | undefined) => {
    const seen = new Set<string>();
    return entries?.filter((entry) => !seen.has(JSON.stringify(entry.value)) && seen.add(JSON.stringify(entry.value)));
  };
  const set = <T extends object, K extends keyof T>(node: T, key: K, value: T[K] | undefined) => {
    if (value !== undefined) node[key] = value;
  };
  for (const node of walk([root])) {
    // a card or grid id left out or null stays so: it is no element then
    if ('id' in node && typeof node.id === 'string') node.id = `${node.id}#${place}.${counter++}`;
    if (node.type === 'list') node.items = (node.items ?? []).map((entry, i): ListItem => withoutUndefined({ ...entry, id: `${entry.id}#${i}`, actions: unique(entry.actions ?? undefined, 'a') }));
    if (node.type === 'choice' || node.type === 'select') set(node, 'options', distinct(node.options));
    if (node.type === 'button') set(node, 'menu', distinct(node.menu));
    if (node.type === 'flow') {
      set(node, 'steps', unique(node.steps, 's'));
      set(node, 'insertMenu', distinct(node.insertMenu));
    }
    if (node.type === 'tabs') {
      set(node, 'tabs', unique(node.tabs, 't'));
      set(node, 'addMenu', distinct(node.addMenu));
    }
    if (node.type === 'table') set(node, 'rows', unique(node.rows, 'r'));
  }
  return root;
}

const elementIds = (screens: readonly { tree: PanelNode }[]) =>
  [...walk(screens.map((screen) => screen.tree))].filter((node): node is Extract<PanelNode, { id?: string | null }> & { id: string } => 'id' in node && typeof node.id === 'string' && registry[node.type].events.length > 0);

// item filters are drawn for every type whose events carry an item, once the reactions check accepts them there
// (it knows list items; flow steps and table rows are the reactions' own work, merged apart from this)
const itemFilterTypes = new Set(
  nodeTypes.filter((type) => {
    const spec = registry[type].events.find((event) => 'item' in event.params.shape);
    if (!spec) return false;
    const tree = { ...registry[type].example, id: 'x' } as PanelNode;
    const probe: Design = { name: 'probe', screens: [{ name: 's', tree }], reactions: [{ element: 'x', event: spec.event, item: 'nothing', actions: [] }] };
    return designProblems(probe).length === 0;
  }),
);

/** The entries a node offers as an event's item, and as its value, so filters can match. */
function itemsOf(node: PanelNode): string[] {
  if (node.type === 'list') return (node.items ?? []).map((entry) => entry.id);
  if (node.type === 'flow') return (node.steps ?? []).map((entry) => entry.id);
  if (node.type === 'table') return (node.rows ?? []).map((entry) => entry.id);
  return [];
}

function valueFilter(node: PanelNode, event: string): fc.Arbitrary<OptionValue> {
  const pick = (values: readonly OptionValue[]) => (values.length ? fc.constantFrom(...values) : hostile);
  const menuValues = (entries: readonly { value: string }[] | undefined) => (entries ?? []).map((entry) => entry.value);
  switch (node.type) {
    case 'choice':
      return pick((node.options ?? []).map((entry) => entry.value));
    case 'toggle':
    case 'checkbox':
      return fc.boolean();
    case 'grid':
      return fc.integer({ min: GRID_RESIZE_PX.min, max: GRID_RESIZE_PX.max });
    case 'select':
      return pick(menuValues(node.options));
    case 'button':
      return pick(menuValues(node.menu));
    case 'tabs':
      return pick(event === 'add' ? menuValues(node.addMenu) : (node.tabs ?? []).map((entry) => entry.id));
    case 'flow':
      return pick(event === 'insert' ? menuValues(node.insertMenu) : itemsOf(node));
    default:
      return hostile;
  }
}

const action = (screens: string[]): fc.Arbitrary<ReactionAction> =>
  fc.oneof(
    fc.constantFrom(...screens).map((screen) => ({ do: 'showScreen' as const, screen })),
    fc.record({ do: fc.constant('notify' as const), message: hostile, kind: fc.constantFrom('info' as const, 'success' as const, 'warning' as const, 'error' as const) }),
    fc.array(fc.oneof(hazard.filter((text) => [...text].length === 1), loneSurrogate, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), { maxLength: 8 }).map((chars) => ({ do: 'setBadge' as const, text: chars.join('') })),
    fc.record({ do: fc.constant('injectPrompt' as const), text: hostile, target: maybe(hostile) }).map(withoutUndefined),
  );

const design: fc.Arbitrary<Design> = fc
  .record({ name: hostile, screens: fc.array(fc.record({ name: hostile, trees: fc.array(tree, { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 3 }) })
  .chain(({ name, screens: drawn }) => {
    // every screen gets a button to the next one, so each tree is sent at least once
    const screens = drawn.map((screen, i) => ({
      name: `${screen.name}#${i}`,
      tree: { type: 'column' as const, children: [...screen.trees.map((drawnTree, j) => makeValid(jsonCopy(drawnTree), `${i}.${j}`)), { type: 'button' as const, id: `next#${i}`, label: screen.name }] },
    }));
    const names = screens.map((screen) => screen.name);
    const nav: Reaction[] = names.map((_, i) => ({ element: `next#${i}`, event: 'click', actions: [{ do: 'showScreen', screen: names[(i + 1) % names.length] as string }] }));
    const all = elementIds(screens);
    // the drawn elements get the reactions; the navigation buttons have theirs
    const drawnElements = all.filter((node) => !nav.some((reaction) => reaction.element === node.id));
    const reaction = fc.constantFrom(...(drawnElements.length ? drawnElements : all)).chain((node) =>
      fc.constantFrom(...registry[node.type].events).chain((spec) => {
        const items = itemsOf(node);
        const carriesItem = 'item' in spec.params.shape && itemFilterTypes.has(node.type);
        return fc
          .record({
            item: maybe(carriesItem ? (items.length ? fc.constantFrom(...items) : hostile) : fc.constant(undefined)),
            value: maybe('value' in spec.params.shape ? valueFilter(node, spec.event) : fc.constant(undefined)),
            actions: fc.array(action(names), { maxLength: 3 }),
          })
          .map(({ item, value, actions }) => withoutUndefined({ element: node.id, event: spec.event, actions, item, value }));
      }),
    );
    return fc.array(reaction, { minLength: 1, maxLength: 6 }).map((reactions) => ({ name, screens, reactions: [...nav, ...reactions] }));
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

test('the random trees hold every node type of the registry', () => {
  const seen = new Set<string>();
  for (const sample of fc.sample(tree, { numRuns: 400, seed: 22 })) for (const node of walk([sample])) seen.add(node.type);
  expect([...seen].sort()).toEqual([...nodeTypes].sort());
});

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
