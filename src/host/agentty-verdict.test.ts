import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ApiVersion } from '../schema/nodes';
import { createHostCore } from './core';
import { defaultSettings } from './environment';

// A differential test of the live host's verdict on `ui/setPanel` against a compact model of Agentty's own.
// The model is written from the facts of crates/agentty-bridge/src/plugins/ui.rs (serde's field types, the
// `check()` limits), independently of src/schema: a table of fields and a literal reading of each Rust type.

// ---- the model

/** A field as its Rust type reads JSON: `!` marks a field without `#[serde(default)]` (required). */
type Kind =
  | 'str' // String
  | 'opt' // Option<String>: null or a string
  | 'bool'
  | 'f64'
  | 'optf' // Option<f32>: null or a number
  | 'u8'
  | 'u32'
  | 'usize'
  | 'nodes' // Vec<Node>
  | 'strs' // Vec<String>
  | `enum:${string}`
  | `obj:${string}` // one struct
  | `vec:${string}`;

const ENUMS: Record<string, readonly string[]> = {
  gap: ['none', 'small', 'medium', 'large'],
  style: ['body', 'title', 'muted', 'small', 'code', 'error', 'success'],
  variant: ['primary', 'secondary', 'ghost', 'danger'],
  tone: ['neutral', 'info', 'success', 'warning', 'error'],
  align: ['start', 'center', 'end'],
  state: ['off', 'on', 'active', 'done', 'error'],
  fit: ['contain', 'cover'],
};

// "name:kind", "name!:kind" when required, "name:kind@4" when added in API 4
const STRUCTS: Record<string, string> = {
  option: 'value!:str label!:str',
  item: 'id!:str title!:str subtitle:opt detail:opt icon:opt tone:enum:tone actions:vec:action depth:u8@4 tag:opt@4 tagTone:enum:tone@4 selected:bool@4',
  action: 'id!:str label:opt icon:opt tooltip:opt',
  completion: 'label!:str insert:opt detail:opt',
  step: 'id!:str title!:str subtitle:opt icon:opt state:enum:state selected:bool side:bool',
  tab: 'id!:str label!:str icon:opt badge:opt closable:bool',
  column: 'label!:str align:enum:align grow:u32',
  row: 'id!:str cells:strs tone:enum:tone',
  pair: 'label!:str value!:str tone:enum:tone mono:bool',
  port: 'id!:str label:opt tone:enum:tone',
  end: 'node!:str port!:str',
  edge: 'from!:obj:end to!:obj:end tone:enum:tone idle:bool',
  card: 'id!:str title!:str subtitle:opt icon:opt tone:enum:tone x:f64 y:f64 width:optf inputs:vec:port outputs:vec:port children:nodes state:enum:state selected:bool',
};

// the node types, each "since version: fields"
const NODES: Record<string, string> = {
  column: '1: children:nodes gap:enum:gap',
  row: '1: children:nodes gap:enum:gap wrap:bool',
  section: '1: title!:str children:nodes',
  text: '1: text!:str style:enum:style',
  button: '1: id!:str label!:str icon:opt variant:enum:variant disabled:bool menu:vec:option@4',
  input: '1: id!:str placeholder:str value:str rows:usize@4 mono:bool@4 completions:vec:completion@4 language:opt@4',
  list: '1: id!:str items:vec:item empty:opt',
  choice: '1: id!:str options:vec:option value:str',
  toggle: '1: id!:str label!:str value:bool',
  badge: '1: text!:str tone:enum:tone',
  spinner: '1: text:str',
  divider: '1:',
  flow: '1: id!:str steps:vec:step reorderable:bool@4 insertMenu:vec:option@4',
  popover: '1: id!:str title!:str children:nodes',
  card: '4: title:opt subtitle:opt icon:opt tone:enum:tone children:nodes id:opt closable:bool',
  grid: '4: children:nodes columns:usize gap:enum:gap widths:strs id:opt align:enum:align resizable:bool fill:bool',
  tabs: '4: id!:str tabs:vec:tab value:str children:nodes fill:bool addMenu:vec:option',
  table: '4: id!:str columns:vec:column rows:vec:row empty:opt selected:opt',
  keyValue: '4: items:vec:pair',
  stat: '4: label!:str value!:str detail:opt icon:opt tone:enum:tone',
  progress: '4: value:f64 label:opt detail:opt tone:enum:tone',
  callout: '4: text!:str title:opt icon:opt tone:enum:tone',
  select: '4: id!:str options:vec:option value:str placeholder:opt disabled:bool',
  checkbox: '4: id!:str label!:str value:bool description:opt disabled:bool',
  code: '4: text!:str language:opt title:opt',
  image: '5: src:opt alt:opt width:optf height:optf fit:enum:fit caption:opt placeholder:opt id:opt drop:bool into:opt',
  graph: '5: id!:str nodes:vec:card edges:vec:edge height:optf movable:bool fill:bool',
};

interface Field {
  readonly name: string;
  readonly kind: Kind;
  readonly required: boolean;
  readonly since: number;
}

const fieldsOf = (spec: string): Field[] =>
  spec
    .split(' ')
    .filter(Boolean)
    .map((entry) => {
      const [, name, bang, kind, since] = /^(\w+)(!?):([^@]+)(?:@(\d))?$/.exec(entry)!;
      return { name: name!, kind: kind as Kind, required: bang === '!', since: Number(since ?? 1) };
    });

const STRUCT_FIELDS = Object.fromEntries(Object.entries(STRUCTS).map(([name, spec]) => [name, fieldsOf(spec)]));
const NODE_SPECS = Object.fromEntries(
  Object.entries(NODES).map(([type, spec]) => {
    const [since, fields] = spec.split(':', 1).concat(spec.slice(spec.indexOf(':') + 1));
    return [type, { since: Number(since), fields: fieldsOf(fields!) }];
  }),
);
const TYPES = Object.keys(NODES);
const MAX_NODES = 2000;
const MAX_DEPTH = 12;
const MAX_COMPLETIONS = 500;
const MAX_GRAPH_NODES = 64;

/** A whole number the plugin writes as a decimal ("2.0"): JSON.parse reads 2, serde_json a float. */
class Decimal {
  constructor(readonly value: number) {}
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Decimal);
const uint = (value: unknown, below: number) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < below && !Object.is(value, -0);

/** serde's reading of one value as `kind`; `api` is the simulated Agentty (fields newer than it are refused). */
function reads(value: unknown, kind: Kind, api: number): boolean {
  if (kind === 'str') return typeof value === 'string';
  if (kind === 'opt') return value === null || typeof value === 'string';
  if (kind === 'bool') return typeof value === 'boolean';
  if (kind === 'f64') return typeof value === 'number' || value instanceof Decimal;
  if (kind === 'optf') return value === null || typeof value === 'number' || value instanceof Decimal;
  if (kind.startsWith('obj:')) return readsStruct(value, STRUCT_FIELDS[kind.slice(4)]!, api);
  if (kind === 'u8') return uint(value, 256);
  if (kind === 'u32') return uint(value, 2 ** 32);
  if (kind === 'usize') return uint(value, 2 ** 64);
  if (kind === 'strs') return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
  if (kind === 'nodes') return Array.isArray(value) && value.every((entry) => readsNode(entry, api));
  if (kind.startsWith('enum:')) return typeof value === 'string' && ENUMS[kind.slice(5)]!.includes(value);
  return Array.isArray(value) && value.every((entry) => readsStruct(entry, STRUCT_FIELDS[kind.slice(4)]!, api));
}

function readsStruct(value: unknown, fields: readonly Field[], api: number): boolean {
  if (!isObj(value)) return false;
  return fields.every((field) => {
    if (!Object.hasOwn(value, field.name)) return !field.required;
    return field.since <= api && reads(value[field.name], field.kind, api);
  });
}

function readsNode(value: unknown, api: number): boolean {
  if (!isObj(value) || typeof value.type !== 'string' || !Object.hasOwn(NODES, value.type)) return false;
  const spec = NODE_SPECS[value.type]!;
  if (spec.since > api) return false;
  // API 1 left a choice's values open (the designer's reading); Agentty's are strings
  if (api === 1 && value.type === 'choice') {
    const scalar = (entry: unknown) => ['string', 'number', 'boolean'].includes(typeof entry);
    const { options, ...rest } = value;
    const optionsOk = options === undefined || (Array.isArray(options) && options.every((option) => isObj(option) && Object.hasOwn(option, 'value') && scalar(option.value) && typeof option.label === 'string'));
    const choiceValue = !Object.hasOwn(rest, 'value') || scalar(rest.value);
    return optionsOk && choiceValue && typeof rest.id === 'string';
  }
  return readsStruct(value, spec.fields, api);
}

/** ui.rs `check()`: every node +1, then what it holds, refused past 2,000 elements or past level 12; the reason, or undefined. */
function limitBroken(root: Obj): 'elements' | 'depth' | 'graph' | undefined {
  let count = 0;
  let broken: 'elements' | 'depth' | 'graph' | undefined;
  const len = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  const visit = (node: Obj, depth: number): boolean => {
    count += 1;
    if (count > MAX_NODES || depth > MAX_DEPTH) {
      broken = count > MAX_NODES ? 'elements' : 'depth';
      return false;
    }
    switch (node.type) {
      case 'list':
        count += len(node.items);
        for (const item of (node.items as Obj[] | undefined) ?? []) count += len(item.actions);
        break;
      case 'input':
        count += Math.min(len(node.completions), MAX_COMPLETIONS);
        break;
      case 'button':
        count += len(node.menu);
        break;
      case 'choice':
      case 'select':
        count += len(node.options);
        break;
      case 'flow':
        count += len(node.steps) + len(node.insertMenu);
        break;
      case 'tabs':
        count += len(node.tabs) + len(node.addMenu);
        break;
      case 'table':
        count += len(node.columns);
        for (const row of (node.rows as Obj[] | undefined) ?? []) count += 1 + Math.min(len(row.cells), len(node.columns));
        break;
      case 'keyValue':
        count += len(node.items);
        break;
      case 'graph': {
        if (len(node.nodes) > MAX_GRAPH_NODES) {
          broken = 'graph';
          return false;
        }
        const cards = (node.nodes as Obj[] | undefined) ?? [];
        count += cards.length + len(node.edges);
        for (const card of cards) count += len(card.inputs) + len(card.outputs);
        if (count > MAX_NODES) {
          broken = 'elements';
          return false;
        }
        // a card's children sit two levels below the graph
        return cards.every((card) => ((card.children as Obj[] | undefined) ?? []).every((child) => visit(child, depth + 2)));
      }
    }
    if (count > MAX_NODES) {
      broken = 'elements';
      return false;
    }
    // only the types that hold nodes have children once serde has read them
    const holds = NODE_SPECS[node.type as string]!.fields.some((field) => field.kind === 'nodes');
    return !holds || ((node.children as Obj[] | undefined) ?? []).every((child) => visit(child, depth + 1));
  };
  visit(root, 0);
  return broken;
}

/** serde_json refuses a string (or key) holding half a surrogate pair: the whole line is not JSON to it. */
function wellFormed(value: unknown): boolean {
  const lone = (text: string) => [...text].some((char) => char.length === 1 && char.charCodeAt(0) >= 0xd800 && char.charCodeAt(0) <= 0xdfff);
  if (typeof value === 'string') return !lone(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (isObj(value)) return Object.keys(value).every((key) => !lone(key) && wellFormed(value[key]));
  return true;
}

/** How deep arrays and objects nest in a value (the value itself is level 1). */
function nesting(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(nesting));
  if (isObj(value)) return 1 + Math.max(0, ...Object.values(value).map(nesting));
  return 0;
}

/** Why Agentty refuses a tree (serde cannot read it, or a limit of check()), or undefined when it draws it. */
function agenttyRefusal(tree: unknown, api: number): 'serde' | 'elements' | 'depth' | 'graph' | undefined {
  // serde_json reads at most 127 levels in a line; the tree sits in the message's params
  const readable = wellFormed(tree) && nesting(tree) + 2 <= 127;
  return readable && readsNode(tree, api) ? limitBroken(tree as Obj) : 'serde';
}

const agenttyAccepts = (tree: unknown, api: number): boolean => agenttyRefusal(tree, api) === undefined;

// ---- the host's verdict, through its core as the live host and check-plugin run it

const plugin = { id: 'verdict', name: 'Verdict', version: '1.0.0', dir: '/p', dataDir: '/d' };

/** A JSON line as a plugin writes it: -0 stays -0 (JSON.stringify would write 0), a Decimal is written "2.0". */
function lineOf(value: unknown): string {
  const marked = JSON.stringify(value, (_key, entry: unknown) => (Object.is(entry, -0) ? '\u0000-0' : entry instanceof Decimal ? `\u0000${entry.value}.0` : entry));
  return marked.replace(/"\\u0000(-?[\d.]+)"/g, '$1');
}

function hostAccepts(tree: unknown, api: ApiVersion): boolean {
  const core = createHostCore(defaultSettings(plugin, api));
  core.start(0);
  core.receiveLine(JSON.stringify({ jsonrpc: '2.0', id: 1, result: {} }), 1);
  const step = core.receiveLine(lineOf({ jsonrpc: '2.0', id: 1, method: 'ui/setPanel', params: { tree } }), 2);
  const [answer] = step.toPlugin as readonly { error?: { code: number } }[];
  if (answer?.error && answer.error.code !== -32602) throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
  // a line Agentty cannot parse is logged and never answered: not drawn either
  const unreadable = step.effects.some((effect) => effect.kind === 'violation' && ['lone-surrogate', 'message-too-deep'].includes(effect.violation.rule));
  if (answer === undefined && !unreadable) throw new Error('no answer');
  return answer !== undefined && answer.error === undefined;
}

// ---- random trees: valid ones from the model's table, then mutated

const hostile = fc.constantFrom('', 'x', 'She said "hi"', 'line\nbreak', '</script>', '😀👩‍👩‍👧', 'שלום', ' ', 'a'.repeat(30));
const text = fc.oneof(fc.string({ maxLength: 12 }), hostile);

function valueOf(kind: Kind, depth: number): fc.Arbitrary<unknown> {
  if (kind === 'str') return text;
  if (kind === 'opt') return fc.oneof(text, fc.constant(null));
  if (kind === 'bool') return fc.boolean();
  if (kind === 'f64') return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, 0.5, 1));
  if (kind === 'optf') return fc.oneof(fc.constantFrom(null, 0, 16, 240, 5000), fc.double({ noNaN: true, noDefaultInfinity: true }));
  if (kind.startsWith('obj:')) return struct(STRUCT_FIELDS[kind.slice(4)]!, depth);
  if (kind === 'u8') return fc.integer({ min: 0, max: 255 });
  if (kind === 'u32') return fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(4_294_967_295));
  if (kind === 'usize') return fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(2 ** 60));
  if (kind === 'strs') return fc.array(text, { maxLength: 4 });
  if (kind === 'nodes') return depth <= 0 ? fc.constant([]) : fc.array(node(depth - 1), { maxLength: 3 });
  if (kind.startsWith('enum:')) return fc.constantFrom(...ENUMS[kind.slice(5)]!);
  return fc.array(struct(STRUCT_FIELDS[kind.slice(4)]!, depth), { maxLength: 4 });
}

function struct(fields: readonly Field[], depth: number): fc.Arbitrary<Obj> {
  const shape = Object.fromEntries(fields.map((field) => [field.name, valueOf(field.kind, depth)]));
  const required = fields.filter((field) => field.required).map((field) => field.name);
  return fc.record(shape, { requiredKeys: required }) as fc.Arbitrary<Obj>;
}

const nodesByDepth = new Map<number, fc.Arbitrary<Obj>>();
function node(depth: number): fc.Arbitrary<Obj> {
  let made = nodesByDepth.get(depth);
  if (!made) {
    made = fc.oneof(...TYPES.map((type) => struct(NODE_SPECS[type]!.fields, depth).map((fields) => ({ type, ...fields }))));
    nodesByDepth.set(depth, made);
  }
  return made;
}

/** Every object of a tree with the fields it is read with: nodes and the entries of their lists. */
function objectsOf(tree: Obj): { object: Obj; fields: readonly Field[]; node: boolean }[] {
  const out: { object: Obj; fields: readonly Field[]; node: boolean }[] = [];
  const visit = (object: Obj, fields: readonly Field[], isNode: boolean) => {
    out.push({ object, fields, node: isNode });
    for (const field of fields) {
      const value = object[field.name];
      if (!Array.isArray(value)) continue;
      if (field.kind === 'nodes') for (const child of value) if (isObj(child) && Object.hasOwn(NODES, child.type as string)) visit(child, NODE_SPECS[child.type as string]!.fields, true);
      if (field.kind.startsWith('vec:')) for (const entry of value) if (isObj(entry)) visit(entry, STRUCT_FIELDS[field.kind.slice(4)]!, false);
    }
    for (const field of fields) if (field.kind.startsWith('obj:') && isObj(object[field.name])) visit(object[field.name] as Obj, STRUCT_FIELDS[field.kind.slice(4)]!, false);
  };
  if (Object.hasOwn(NODES, tree.type as string)) visit(tree, NODE_SPECS[tree.type as string]!.fields, true);
  return out;
}

const deepArray = (levels: number): unknown => Array.from({ length: levels - 1 }).reduce<unknown>((inner) => [inner], []);
const WRONG: readonly unknown[] = [42, -1, 1.5, -0, 2 ** 32, 256, 2 ** 64, 'x', true, null, [], {}, [1], [{}], { type: 'divider' }, '\udc00', deepArray(118), deepArray(123)];
const UNKNOWN_KEYS = ['colour', 'lable', 'Type', '__proto__', '</script>', 'children', '\ud800key'];
// a copy: a later mutation may change the value it set, which must not reach WRONG (and every later tree through it)
const wrong = (index: number): unknown => structuredClone(WRONG[index % WRONG.length]);

type Mutation = readonly [kind: number, at: number, pick: number, size: number];

/** Applies one mutation in place, at an object chosen by `at`; the kinds cover what Agentty refuses and what it lets through. */
function mutate(tree: Obj, [kind, at, pick, size]: Mutation): Obj {
  const objects = objectsOf(tree);
  if (objects.length === 0) return tree;
  const { object, fields, node: isNode } = objects[at % objects.length]!;
  const field = fields.length ? fields[pick % fields.length] : undefined;
  const set = (key: string, value: unknown) => Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  switch (kind % 11) {
    case 0: // a field dropped (required or not)
      if (field) delete object[field.name];
      break;
    case 1: // a wrong JSON type, null, a fraction, a negative or a number out of range
      if (field) set(field.name, wrong(pick));
      break;
    case 2: // null
      if (field) set(field.name, null);
      break;
    case 3: {
      // an unknown enum value
      const enumField = fields.find((candidate) => candidate.kind.startsWith('enum:'));
      if (enumField) set(enumField.name, ['loud', 'Medium', 'purple', ''][pick % 4]);
      break;
    }
    case 4: // an unknown key
      set(UNKNOWN_KEYS[pick % UNKNOWN_KEYS.length]!, wrong(size));
      break;
    // (a string or key holding half a surrogate pair comes from WRONG and UNKNOWN_KEYS: rare, as it hides every other problem)
    case 5: // an unknown node type, or none
      if (isNode) set('type', ['canvas', 'Column', 'picture', 42][pick % 4]);
      break;
    case 6: // nesting around the root, 10 to 15 levels of containers
      return Array.from({ length: 10 + (size % 6) }).reduce<Obj>((inner, _, i) => ({ type: ['column', 'card', 'grid', 'tabs'][i % 4]!, ...(i % 4 === 3 ? { id: `t${i}` } : {}), children: [inner] }), tree);
    case 7: {
      // a long list, near 2,000 elements
      const n = 1_950 + (size % 100);
      const lists: Record<string, unknown> = {
        list: { type: 'list', id: 'long', items: Array.from({ length: n }, (_, i) => ({ id: `r${i}`, title: 'Row' })) },
        table: { type: 'table', id: 'long', columns: [{ label: 'A' }], rows: Array.from({ length: n >> 1 }, (_, i) => ({ id: `r${i}`, cells: ['a', 'b'] })) },
        input: { type: 'input', id: 'long', completions: Array.from({ length: n * 2 }, (_, i) => ({ label: `w${i}` })) },
        column: { type: 'column', children: Array.from({ length: n }, () => ({ type: 'divider' })) },
        // 60 to 69 graph nodes: Agentty refuses more than 64
        graph: { type: 'graph', id: 'long', nodes: Array.from({ length: 60 + (size % 10) }, (_, i) => ({ id: `n${i}`, title: 'Node', outputs: [{ id: 'o' }] })) },
      };
      return { type: 'column', children: [tree, Object.values(lists)[pick % 5]] };
    }
    case 8: // a choice value that is not a string, or an option value
      if (object.type === 'choice') set('value', [1, true, 'a'][pick % 3]);
      else if ('value' in object && !isNode) set('value', [1, false][pick % 2]);
      break;
    case 9: {
      // a number written as a decimal ("2.0"), at the first number field from here on: a whole number or a float
      const numeric = (candidate: Field) => ['u8', 'u32', 'usize', 'f64'].includes(candidate.kind);
      const holder = [...objects.slice(at % objects.length), ...objects].find((candidate) => candidate.fields.some(numeric));
      if (holder) Object.defineProperty(holder.object, holder.fields.find(numeric)!.name, { value: new Decimal(size % 3), enumerable: true, writable: true, configurable: true });
      break;
    }
    default: // -0, or a node where a field wants something else
      if (field) set(field.name, pick % 2 ? -0 : { type: 'text', text: 't' });
  }
  return tree;
}

const trees = (depth: number) =>
  fc.record({ tree: node(depth), mutations: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { maxLength: 3 }) }).map(({ tree, mutations }) => {
    const copy = structuredClone(tree);
    return { tree: mutations.reduce<Obj>(mutate, copy), mutated: mutations.length > 0 };
  });

// ---- the property

// 2,000 trees take about half a minute here; CI runs fewer unless told otherwise
const RUNS = Number(process.env.VERDICT_RUNS ?? (process.env.CI ? 500 : 2_000));

describe("the host's verdict on ui/setPanel is Agentty's", () => {
  test(`on ${RUNS.toLocaleString('en')} random trees of all ${TYPES.length} types, valid and mutated, for today's Agentty (API 6)`, () => {
    const tally = { trees: 0, accepted: 0, refused: 0, mutated: 0, agree: 0, serde: 0, elements: 0, depth: 0, graph: 0 };
    fc.assert(
      fc.property(trees(3), ({ tree, mutated }) => {
        const refusal = agenttyRefusal(tree, 6);
        const agentty = refusal === undefined;
        const host = hostAccepts(tree, 6);
        tally.trees++;
        tally.mutated += mutated ? 1 : 0;
        tally[agentty ? 'accepted' : 'refused']++;
        if (refusal) tally[refusal]++;
        if (agentty === host) tally.agree++;
        expect(host, lineOf(tree).slice(0, 2_000)).toBe(agentty);
      }),
      { numRuns: RUNS },
    );
    console.log(
      `verdicts (API 6): ${tally.agree} of ${tally.trees} agree; Agentty accepts ${tally.accepted}, refuses ${tally.refused} ` +
        `(${tally.serde} unreadable, ${tally.elements} over 2,000 elements, ${tally.depth} nested past 12, ${tally.graph} graphs over 64 nodes); ${tally.mutated} mutated`,
    );
    // both verdicts are common: the generator is not one-sided
    expect(Math.min(tally.accepted, tally.refused)).toBeGreaterThan(RUNS / 10);
    expect(Math.min(tally.serde, tally.elements, tally.depth)).toBeGreaterThan(RUNS / 100);
  }, 600_000);

  test('for an older Agentty (API 1 to 5), which refuses what it does not know', () => {
    const api = fc.constantFrom<ApiVersion>(1, 2, 3, 4, 5);
    fc.assert(
      fc.property(trees(2), api, ({ tree }, version) => {
        expect(hostAccepts(tree, version), `API ${version}: ${lineOf(tree).slice(0, 2_000)}`).toBe(agenttyAccepts(tree, version));
      }),
      { numRuns: Math.max(200, RUNS / 4) },
    );
  }, 600_000);

  test('the model itself: the facts it was written from', () => {
    expect(agenttyAccepts({ type: 'canvas' }, 6)).toBe(false);
    const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `n${i}`, title: 'N' }));
    expect(agenttyRefusal({ type: 'graph', id: 'g', nodes: cards(64) }, 6)).toBeUndefined();
    expect(agenttyRefusal({ type: 'graph', id: 'g', nodes: cards(65) }, 6)).toBe('graph');
    expect(agenttyAccepts({ type: 'image' }, 5)).toBe(true);
    expect(agenttyAccepts({ type: 'image' }, 4)).toBe(false);
    expect(agenttyAccepts({ type: 'card' }, 6)).toBe(true);
    expect(agenttyAccepts({ type: 'card' }, 3)).toBe(false);
    expect(agenttyAccepts({ type: 'input', id: 'i', placeholder: null }, 6)).toBe(false);
    expect(agenttyAccepts({ type: 'input', id: 'i', language: null }, 6)).toBe(true);
    expect(agenttyAccepts({ type: 'column', children: Array.from({ length: 1_999 }, () => ({ type: 'divider' })) }, 6)).toBe(true);
    expect(agenttyAccepts({ type: 'column', children: Array.from({ length: 2_000 }, () => ({ type: 'divider' })) }, 6)).toBe(false);
    expect(agenttyAccepts({ type: 'grid', columns: -0 }, 6)).toBe(false);
    expect(agenttyAccepts({ type: 'choice', id: 'c', value: 1 }, 6)).toBe(false);
    expect(agenttyAccepts({ type: 'choice', id: 'c', value: 1 }, 1)).toBe(true);
    expect(agenttyAccepts({ type: 'text', text: '😀' }, 6)).toBe(true);
    expect(agenttyAccepts({ type: 'divider', junk: deepArray(124) }, 6)).toBe(true);
    expect(agenttyAccepts({ type: 'divider', junk: deepArray(125) }, 6)).toBe(false);
    expect(agenttyAccepts({ type: 'input', id: 'i', rows: new Decimal(2) }, 6)).toBe(false);
    expect(agenttyAccepts({ type: 'progress', value: new Decimal(1) }, 6)).toBe(true);
    expect(lineOf({ rows: new Decimal(2), n: -0, text: '2.0' })).toBe('{"rows":2.0,"n":-0,"text":"2.0"}');
    expect(agenttyAccepts({ type: 'text', text: '\ud83d' }, 6)).toBe(false);
    expect(agenttyAccepts({ type: 'divider', ['\udc00']: 1 }, 6)).toBe(false);
  });
});
