import fc from 'fast-check';
import { expect, test } from 'vitest';
import { nodeShapes, type ObjectShape } from '../document/object-shapes';
import {
  Align,
  ButtonVariant,
  FlowState,
  Gap,
  GRID_RESIZE_PX,
  MAX_NESTING,
  MAX_TREE_NESTING_IN_LINE,
  NEWEST_API,
  nodeTypes,
  registry,
  TextStyle,
  Tone,
  type ApiVersion,
  type ListItem,
  type OptionValue,
  type PanelNode,
} from '../schema';
import { OPTION_VALUE_STRING_FROM } from '../schema/decisions';
import { generateNodePlugin, NODE_MAIN } from './codegen-node';
import { generatePythonPlugin, PYTHON_MAIN } from './codegen-python';
import { designProblems, targetApi, targetNote, type Design, type Reaction, type ReactionAction } from './design';
import { walk } from './elements';
import { deepTree, HOSTILE, HOSTILE_TEXT } from './fixtures';
import { converse, INITIALIZE, PANEL_OPEN, run, scratchDir, SDK_UNDER_TEST, SHUTDOWN, uiEvent, withoutAddedDefaults, type Turn } from './harness';
import { generateSdkPlugin, nodeCode, printCode, SDK_FILE, SDK_MAIN } from './codegen-sdk';
import { matches } from '../host/script';
import type { JsonValue } from '../json';
import type * as Sdk from '../../tests/sdk-double/agentty-plugin.mjs';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { reactionSession, sampleEvent } from './reactions';

// the SDK double, or Agentty's own SDK when AGENTTY_SDK names it
const sdk = (await import(SDK_UNDER_TEST)) as typeof Sdk;

// ---- hostile strings: every hazard the generators must escape, mixed with arbitrary Unicode ----
// what a line to Agentty may carry (trees, toasts, badges, prompts): all but half a surrogate pair, which its parser refuses
const hazard = fc.constantFrom(...HOSTILE_TEXT, '${', '</script>', '\u2028', '\u2029', '"', "'", '\\', '\n', '\t', '"""', '🚀', 'שלום');
// whole code points only: a "binary" string never holds a surrogate half
const piece = fc.oneof(hazard, fc.string({ unit: 'binary', maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 4 }));
const text = fc.array(piece, { maxLength: 4 }).map((pieces) => pieces.join(''));
// design and screen names and reaction filters never reach a line, so they hold lone surrogates as well: the code must still say them exactly
const loneSurrogate = fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), fc.constant(HOSTILE.loneSurrogates));
const hostile = fc.array(fc.oneof(piece, loneSurrogate), { maxLength: 4 }).map((pieces) => pieces.join(''));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const scalar = fc.oneof(text, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean());

// ---- valid trees of all 25 node types: ids are made unique afterwards, so any generated shape is a valid document ----
/** An `Option` field of Agentty's: left out, null (advice, never an error) or a value. */
const option = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) }), { nil: undefined });
const tone = maybe(fc.constantFrom(...Tone.options));
const icon = option(fc.oneof(fc.constantFrom('search', 'file', 'check'), text));
const menu = fc.array(fc.record({ value: text, label: text }), { maxLength: 3 });
const item = fc.record(
  {
    id: text,
    title: text,
    subtitle: option(text),
    detail: option(text),
    icon,
    tone,
    actions: maybe(fc.array(fc.record({ id: text, label: option(text), icon, tooltip: option(text) }, { requiredKeys: ['id'] }), { maxLength: 2 })),
    depth: maybe(fc.nat({ max: 255 })),
    tag: option(text),
    tagTone: tone,
    selected: maybe(fc.boolean()),
  },
  { requiredKeys: ['id', 'title'] },
);
const step = fc.record(
  { id: text, title: text, subtitle: option(text), icon, state: maybe(fc.constantFrom(...FlowState.options)), selected: maybe(fc.boolean()), side: maybe(fc.boolean()) },
  { requiredKeys: ['id', 'title'] },
);
const tab = fc.record({ id: text, label: text, icon, badge: option(text), closable: maybe(fc.boolean()) }, { requiredKeys: ['id', 'label'] });
const column = fc.record({ label: text, align: maybe(fc.constantFrom(...Align.options)), grow: maybe(fc.nat({ max: 20 })) }, { requiredKeys: ['label'] });
const row = fc.record({ id: text, cells: maybe(fc.array(text, { maxLength: 3 })), tone }, { requiredKeys: ['id'] });
const pair = fc.record({ label: text, value: text, tone, mono: maybe(fc.boolean()) }, { requiredKeys: ['label', 'value'] });
const completion = fc.record({ label: text, insert: option(text), detail: option(text) }, { requiredKeys: ['label'] });
const width = fc.oneof(fc.integer({ min: 16, max: 1200 }).map((px) => `${px}px`), fc.integer({ min: 1, max: 12 }).map(String), text);
const gap = maybe(fc.constantFrom(...Gap.options));
const port = fc.record({ id: text, label: option(text), tone }, { requiredKeys: ['id'] });
const end = fc.record({ node: text, port: text });

/** Drops what the target's Agentty does not know: node types (drawn again) and fields newer than it. */
const knownTo = (api: ApiVersion) => (node: PanelNode) => registry[node.type].since <= api;

function withoutNewer(object: Record<string, unknown>, shape: ObjectShape, api: ApiVersion): void {
  for (const key of Object.keys(object)) {
    if ((shape.newer.get(key) ?? 1) > api) delete object[key];
    const list = shape.lists.get(key);
    const entries = object[key];
    if (list && Array.isArray(entries)) for (const entry of entries) withoutNewer(entry as Record<string, unknown>, list, api);
  }
}

/** Every node fits the target: a field newer than it is left out. */
function fitApi(root: PanelNode, api: ApiVersion): PanelNode {
  for (const node of walk([root])) withoutNewer(node as unknown as Record<string, unknown>, nodeShapes.get(node.type)!, api);
  return root;
}

/** The trees a design for `api` holds: its node types and fields, and choice values of the type its Agentty reads. */
function treesFor(api: ApiVersion): fc.Arbitrary<PanelNode> {
  const choiceValue = api < OPTION_VALUE_STRING_FROM ? scalar : text;
  const leaf: fc.Arbitrary<PanelNode> = fc
    .oneof(
      fc.record({ type: fc.constant('text'), text, style: maybe(fc.constantFrom(...TextStyle.options)) }),
      fc.record({ type: fc.constant('button'), id: text, label: text, icon, variant: maybe(fc.constantFrom(...ButtonVariant.options)), disabled: maybe(fc.boolean()), menu: maybe(menu) }),
      fc.record({
        type: fc.constant('input'),
        id: text,
        placeholder: maybe(text),
        value: maybe(text),
        rows: maybe(fc.nat({ max: 40 })),
        mono: maybe(fc.boolean()),
        completions: maybe(fc.array(completion, { maxLength: 3 })),
        language: option(fc.constantFrom('json', 'js', 'rust', '')),
      }),
      fc.record({ type: fc.constant('list'), id: text, items: fc.array(item, { maxLength: 3 }), empty: option(text) }),
      fc.record({ type: fc.constant('choice'), id: text, options: fc.array(fc.record({ value: choiceValue, label: text }), { maxLength: 3 }) }),
      fc.record({ type: fc.constant('toggle'), id: text, label: text, value: maybe(fc.boolean()) }),
      fc.record({ type: fc.constant('badge'), text, tone }),
      fc.record({ type: fc.constant('spinner'), text: maybe(text) }),
      fc.constant({ type: 'divider' as const }),
      fc.record({ type: fc.constant('flow'), id: text, steps: maybe(fc.array(step, { maxLength: 3 })), reorderable: maybe(fc.boolean()), insertMenu: maybe(menu) }),
      fc.record({ type: fc.constant('table'), id: text, columns: maybe(fc.array(column, { maxLength: 3 })), rows: maybe(fc.array(row, { maxLength: 3 })), empty: option(text), selected: option(text) }),
      fc.record({ type: fc.constant('keyValue'), items: maybe(fc.array(pair, { maxLength: 3 })) }),
      fc.record({ type: fc.constant('stat'), label: text, value: text, detail: option(text), icon, tone }),
      fc.record({ type: fc.constant('progress'), value: maybe(fc.double({ noNaN: true, noDefaultInfinity: true })), label: option(text), detail: option(text), tone }),
      fc.record({ type: fc.constant('callout'), text, title: option(text), icon, tone }),
      fc.record({ type: fc.constant('select'), id: text, options: maybe(menu), value: maybe(text), placeholder: option(text), disabled: maybe(fc.boolean()) }),
      fc.record({ type: fc.constant('checkbox'), id: text, label: text, value: maybe(fc.boolean()), description: option(text), disabled: maybe(fc.boolean()) }),
      fc.record({ type: fc.constant('code'), text, language: option(fc.constantFrom('rust', 'json', 'ts', 'sh', '')), title: option(text) }),
      fc.record({
        type: fc.constant('image'),
        src: option(fc.constantFrom('logo.png', 'shots/a b.webp', 'x.svg', '')),
        alt: option(text),
        width: option(fc.integer({ min: 0, max: 3000 })),
        height: option(fc.double({ noNaN: true, noDefaultInfinity: true })),
        fit: maybe(fc.constantFrom('contain' as const, 'cover' as const)),
        caption: option(text),
        placeholder: option(text),
        id: option(text),
        drop: maybe(fc.boolean()),
        into: option(text),
      }),
    )
    .filter(knownTo(api))
    .map(withoutUndefined);

  const { tree } = fc.letrec<{ tree: PanelNode }>((tie) => {
    const children = (maxLength: number) => maybe(fc.array(tie('tree'), { maxLength }));
    return {
      tree: fc
        .oneof(
          // the wrapping column and the screen's own nodes stay far below Agentty's 12 levels
          { depthSize: 'small', maxDepth: 6, withCrossShrink: true },
          leaf,
          fc.record({ type: fc.constant('column'), children: children(4), gap }),
          fc.record({ type: fc.constant('row'), children: children(3), gap, wrap: maybe(fc.boolean()) }),
          fc.record({ type: fc.constant('section'), title: text, children: children(3) }),
          fc.record({ type: fc.constant('popover'), id: text, title: text, children: children(2) }),
          fc.record({ type: fc.constant('card'), title: option(text), subtitle: option(text), icon, tone, children: children(2), id: option(text), closable: maybe(fc.boolean()) }),
          fc.record({
            type: fc.constant('grid'),
            children: children(3),
            columns: maybe(fc.nat({ max: 8 })),
            gap,
            widths: maybe(fc.array(width, { maxLength: 3 })),
            id: option(text),
            align: maybe(fc.constantFrom(...Align.options)),
            resizable: maybe(fc.boolean()),
            fill: maybe(fc.boolean()),
          }),
          fc.record({ type: fc.constant('tabs'), id: text, tabs: maybe(fc.array(tab, { maxLength: 3 })), value: maybe(text), children: children(2), fill: maybe(fc.boolean()), addMenu: maybe(menu) }),
          fc.record({
            type: fc.constant('graph'),
            id: text,
            nodes: maybe(fc.array(fc.record({ id: text, title: text, subtitle: option(text), icon, tone, x: maybe(fc.integer({ min: -10, max: 30_000 })), y: maybe(fc.double({ noNaN: true, noDefaultInfinity: true })), width: option(fc.nat({ max: 1000 })), inputs: maybe(fc.array(port, { maxLength: 2 })), outputs: maybe(fc.array(port, { maxLength: 2 })), children: children(1), state: maybe(fc.constantFrom(...FlowState.options)), selected: maybe(fc.boolean()) }, { requiredKeys: ['id', 'title'] }), { maxLength: 3 })),
            edges: maybe(fc.array(fc.record({ from: end, to: end, tone, idle: maybe(fc.boolean()) }, { requiredKeys: ['from', 'to'] }), { maxLength: 3 })),
            height: option(fc.nat({ max: 5000 })),
            movable: maybe(fc.boolean()),
            fill: maybe(fc.boolean()),
          }),
        )
        .filter(knownTo(api))
        .map(withoutUndefined),
    };
  });
  return tree.map((drawn) => fitApi(jsonCopy(drawn), api));
}

const trees = new Map<ApiVersion, fc.Arbitrary<PanelNode>>();
const treeFor = (api: ApiVersion) => trees.get(api) ?? trees.set(api, treesFor(api)).get(api)!;

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

/** A value that fits a node's `value`, for setValue. */
function fittingValue(node: PanelNode): fc.Arbitrary<OptionValue> {
  if (node.type === 'toggle' || node.type === 'checkbox') return fc.boolean();
  if (node.type === 'choice') return node.options?.length ? fc.constantFrom(...node.options.map((option) => option.value)) : text;
  return text;
}

const VALUED = new Set<string>(['input', 'toggle', 'checkbox', 'choice', 'select', 'tabs']);

const action = (screens: string[], elements: readonly (PanelNode & { id: string })[] = []): fc.Arbitrary<ReactionAction> => {
  const valued = elements.filter((node) => VALUED.has(node.type));
  const setValue = valued.length
    ? [fc.constantFrom(...valued).chain((node) => fittingValue(node).map((value) => ({ do: 'setValue' as const, element: node.id, value })))]
    : [];
  return fc.oneof(
    fc.constantFrom(...screens).map((screen) => ({ do: 'showScreen' as const, screen })),
    ...setValue,
    fc.record({ do: fc.constant('notify' as const), message: text, kind: fc.constantFrom('info' as const, 'success' as const, 'warning' as const, 'error' as const) }),
    fc.array(fc.oneof(hazard.filter((chars) => [...chars].length === 1), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), { maxLength: 8 }).map((chars) => ({ do: 'setBadge' as const, text: chars.join('') })),
    fc.record({ do: fc.constant('injectPrompt' as const), text, target: maybe(text) }).map(withoutUndefined),
  );
};

// the newest Agentty most often (left out, as a design that does not say), API 1 (the wire spec's types, any scalar as a choice value), the others
const target = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constant(1 as const) },
  { weight: 1, arbitrary: fc.constantFrom(...([2, 3, 4, 5, 6] as const)) },
);

const design: fc.Arbitrary<Design> = target.chain((api) =>
  fc
    .record({ name: hostile, screens: fc.array(fc.record({ name: hostile, label: text, trees: fc.array(treeFor(api ?? NEWEST_API), { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 3 }) })
    .chain(({ name, screens: drawn }) => designOf(name, drawn, api)),
);

function designOf(name: string, drawn: { name: string; label: string; trees: PanelNode[] }[], api: ApiVersion | undefined): fc.Arbitrary<Design> {
  // every screen gets a button to the next one, so each tree is sent at least once
  const screens = drawn.map((screen, i) => ({
    name: `${screen.name}#${i}`,
    tree: { type: 'column' as const, children: [...screen.trees.map((drawnTree, j) => makeValid(jsonCopy(drawnTree), `${i}.${j}`)), { type: 'button' as const, id: `next#${i}`, label: screen.label }] },
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
          actions: fc.array(action(names, all), { maxLength: 3 }),
        })
        .map(({ item, value, actions }) => withoutUndefined({ element: node.id, event: spec.event, actions, item, value }));
    }),
  );
  return fc.array(reaction, { minLength: 1, maxLength: 6 }).map((reactions) => ({ name, screens, reactions: [...nav, ...reactions], ...(api === undefined ? {} : { api }) }));
}

// ---- the round trip: generate, run with real node and python3, compare with the reference behaviour ----
async function roundTrip(subject: Design): Promise<void> {
  expect(designProblems(subject)).toEqual([]);
  const events = subject.reactions.map((reaction) => sampleEvent(subject, reaction));
  const session = reactionSession(subject);
  const expected: unknown[] = [{ jsonrpc: '2.0', id: 1, result: {} }, { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: subject.screens[0]?.tree } }];
  for (const event of events) expected.push(...session(event));
  const lines = [INITIALIZE, PANEL_OPEN, ...events.map(uiEvent), SHUTDOWN];
  const files = { [NODE_MAIN]: generateNodePlugin(subject), [PYTHON_MAIN]: generatePythonPlugin(subject) };
  for (const source of Object.values(files)) expect(source).toContain(targetNote(subject));
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

test('the random trees hold every node type their target knows, and choice values of the type its Agentty reads', () => {
  const drawn = (api: ApiVersion) => fc.sample(treeFor(api), { numRuns: 400, seed: 22 }).flatMap((sample) => [...walk([sample])]);
  const types = (nodes: PanelNode[]) => [...new Set(nodes.map((node) => node.type))].sort();
  const choiceValues = (nodes: PanelNode[]) => [...new Set(nodes.flatMap((node) => (node.type === 'choice' ? (node.options ?? []).map((entry) => typeof entry.value) : [])))].sort();
  expect(types(drawn(NEWEST_API))).toEqual([...nodeTypes].sort());
  expect(types(drawn(4))).toEqual(nodeTypes.filter((type) => registry[type].since <= 4).sort());
  expect(types(drawn(1))).toEqual(nodeTypes.filter((type) => registry[type].since === 1).sort());
  expect(types(drawn(3))).toEqual(types(drawn(1)));
  expect(choiceValues(drawn(1))).toEqual(['boolean', 'number', 'string']);
  expect(choiceValues(drawn(2))).toEqual(['string']);
  expect(choiceValues(drawn(NEWEST_API))).toEqual(['string']);
});

test('a random tree is one the Agentty its design targets accepts: no newer type or field, no lone surrogate', () => {
  for (const api of [1, 2, 4, NEWEST_API] as const) {
    for (const tree of fc.sample(treeFor(api), { numRuns: 100, seed: api })) {
      expect(designProblems({ name: 'one tree', screens: [{ name: 'tree', tree }], reactions: [], api })).toEqual([]);
    }
  }
  // the newest fields were drawn, and left out for API 1
  const fields = (api: ApiVersion) => new Set(fc.sample(treeFor(api), { numRuns: 400, seed: 4 }).flatMap((tree) => [...walk([tree])].flatMap((node) => Object.keys(node).map((key) => `${node.type}.${key}`))));
  for (const field of ['button.menu', 'input.completions', 'flow.insertMenu']) {
    expect(fields(NEWEST_API)).toContain(field);
    expect(fields(1)).not.toContain(field);
  }
});

test('random designs target the newest Agentty, API 1 and the versions between', () => {
  const targets = new Set(fc.sample(design, { numRuns: 60, seed: 22 }).map(targetApi));
  expect([...targets].sort()).toEqual(expect.arrayContaining([1, NEWEST_API]));
  expect(targets.size).toBeGreaterThan(2);
});

test('the same seed gives the same random designs, so a failing seed can be run again', () => {
  const sample = () => JSON.stringify(fc.sample(design, { numRuns: 12, seed: 2026 }));
  expect(sample()).toBe(sample());
});

test('random valid designs with hostile strings come back unchanged from the Node.js and Python plugins', async () => {
  await fc.assert(fc.asyncProperty(design, roundTrip), { numRuns: 25 });
}, 300_000);

test('100 KB labels and the deepest trees Agentty reads come back unchanged, from the SDK plugin too', async () => {
  const hundredKb = (strings: readonly string[]) => strings.join('').repeat(Math.ceil(100_000 / strings.join('').length));
  const label = hundredKb(HOSTILE_TEXT);
  const screens = [
    { name: 'Big', tree: { type: 'column' as const, children: [{ type: 'button' as const, id: 'go', label }, { type: 'text' as const, text: label }] } },
    // 12 levels of nodes, and brackets nested to the 125 Agentty reads
    { name: 'Deepest', tree: deepTree() },
    { name: 'Deepest line', tree: deepTree(MAX_NESTING, MAX_TREE_NESTING_IN_LINE) },
  ];
  // the name is only written into comments, so it keeps the lone surrogates
  const name = hundredKb(Object.values(HOSTILE));
  const actions: ReactionAction[] = [{ do: 'showScreen', screen: 'Deepest' }, { do: 'showScreen', screen: 'Deepest line' }, { do: 'notify', message: label, kind: 'info' }];
  await roundTrip({ name, screens, reactions: [{ element: 'go', event: 'click', actions }] });
  await sdkRoundTrip({ name, screens, reactions: [{ element: 'go', event: 'click', actions }] });
}, 60_000);

// ---- the SDK plugin: the same designs, main.mjs run with the SDK double beside it ----
/** Each reaction's event written once the plugin has answered the previous one; every message matched (the SDK adds ids and defaults). */
async function sdkRoundTrip(subject: Design): Promise<void> {
  expect(designProblems(subject)).toEqual([]);
  const expected: unknown[] = [{ jsonrpc: '2.0', id: 1, result: {} }, { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: subject.screens[0]?.tree } }];
  const turns: Turn[] = [{ send: [INITIALIZE, PANEL_OPEN], until: 2 }];
  const session = reactionSession(subject);
  for (const reaction of subject.reactions) {
    const event = sampleEvent(subject, reaction);
    expected.push(...session(event).map((message) => ({ jsonrpc: '2.0', method: message.method, params: message.params })));
    turns.push({ send: [uiEvent(event)], until: expected.length });
  }
  turns.push({ send: [SHUTDOWN], until: expected.length });
  const source = generateSdkPlugin(subject);
  expect(source).toContain(targetNote(subject));
  const dir = scratchDir({ [SDK_MAIN]: source });
  copyFileSync(SDK_UNDER_TEST, join(dir.dir, SDK_FILE));
  try {
    const result = await converse('node', [SDK_MAIN], dir.dir, turns, { timeoutMs: 60_000 });
    const want = JSON.parse(JSON.stringify(expected)) as JsonValue[];
    expect(result.messages).toHaveLength(want.length);
    want.forEach((message, i) => expect(matches(message, result.messages[i]), `message ${i}: ${JSON.stringify(result.messages[i])}`).toBe(true));
    expect([result.code, result.stderr]).toEqual([0, '']);
  } finally {
    dir.remove();
  }
}

test('random trees of every target, written with the SDK builders, build exactly the designed tree plus the defaults Agentty reads', () => {
  for (const api of [1, 4, NEWEST_API] as const) {
    fc.assert(
      fc.property(treeFor(api), (tree) => {
        const made: unknown = new Function('ui', `return ${printCode(nodeCode(tree))};`)(sdk.ui);
        const added: string[] = [];
        // "equal after JSON": -0 and 0 are one JSON number
        expect(withoutAddedDefaults(made, tree, added)).toEqual(JSON.parse(JSON.stringify(tree)));
        expect(added).toEqual([]);
      }),
      { numRuns: 150, seed: api },
    );
  }
});

test('random valid designs with hostile strings run the same from the SDK plugin, with the SDK double beside it', async () => {
  // toasts wait 850 ms each, so fewer designs than the other plugins; a failure is reported as found: shrinking
  // re-runs plugins that each wait up to 60 s, past the test's time (a CI run timed out so, hiding the design)
  await fc.assert(fc.asyncProperty(design, sdkRoundTrip), { numRuns: 8, endOnFailure: true });
}, 300_000);
