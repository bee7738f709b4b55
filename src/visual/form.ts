import { z } from 'zod';
import { ChoiceOption, iconNames, MenuOption, ProgressNode, sinceOf, specOf, unwrapField, type ApiVersion, type NodeType } from '../schema';

// the inspector's form, read from the node schemas: a new prop in the registry gets a field without UI work

interface FieldBase {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  /** The plugin API version that added the prop (1 for the wire spec's own). */
  readonly since: ApiVersion;
}

/** A prop that names one entry of a list beside it: a choice's or select's value, a tabs' value, a table's selected row. */
export interface Pick {
  /** The list prop on the same object. */
  readonly list: string;
  /** The key of its entries the prop holds. */
  readonly key: string;
}

export type Field =
  | (FieldBase & { readonly kind: 'text'; readonly pick?: Pick })
  | (FieldBase & { readonly kind: 'boolean' })
  | (FieldBase & { readonly kind: 'enum'; readonly values: readonly string[] })
  /** A string, number or boolean, as a choice option's value. */
  | (FieldBase & { readonly kind: 'scalar'; readonly pick?: Pick })
  /** A number; `integer` when Agentty's field is a whole number (rows, columns, depth). */
  | (FieldBase & { readonly kind: 'number'; readonly integer: boolean; readonly min: number; readonly max: number; readonly step: number })
  /** A list of strings, as a table row's cells or a grid's widths. */
  | (FieldBase & { readonly kind: 'strings'; readonly itemName: string; readonly fresh: string; readonly sizedBy?: string })
  | (FieldBase & { readonly kind: 'list'; readonly itemName: string; readonly key?: string; readonly fields: readonly Field[] })
  /** An object of fields inside an entry, as a graph edge's `from` and `to`. */
  | (FieldBase & { readonly kind: 'object'; readonly fields: readonly Field[] });

export type ListField = Extract<Field, { kind: 'list' }>;
export type NumberField = Extract<Field, { kind: 'number' }>;
export type StringsField = Extract<Field, { kind: 'strings' }>;

/** The node's own structure is edited elsewhere: `type` is fixed, `children` is the outline's job. */
const STRUCTURAL = new Set(['type', 'children']);

// the one fractional number Agentty takes: a share of the bar, stepped in twentieths
const FRACTIONS = new Set<z.ZodType>([ProgressNode.shape.value]);
const FRACTION_STEP = 0.05;
// options and menu entries are told apart by their value, as the events send it
const KEYED_BY_VALUE = new Set<z.ZodType>([ChoiceOption, MenuOption]);
/** What a new string of a strings list holds: a grid column takes a share of 1. */
const FRESH_STRING: Readonly<Record<string, string>> = { widths: '1' };
/** A strings list with one entry per entry of another list on its owner: a table row's cells, one per column. */
const SIZED_BY: Readonly<Record<string, string>> = { cells: 'columns' };
/** Props that name an entry of a keyed list beside them. */
const PICKS = new Set(['value', 'selected']);

function fieldOf(name: string, schema: z.ZodType): Field | undefined {
  const inner = unwrapField(schema);
  const base: FieldBase = { name, description: schema.description ?? inner.description ?? '', required: !schema.safeParse(undefined).success, since: sinceOf(schema) };
  if (inner instanceof z.ZodString) return { ...base, kind: 'text' };
  if (inner instanceof z.ZodBoolean) return { ...base, kind: 'boolean' };
  if (inner instanceof z.ZodEnum) return { ...base, kind: 'enum', values: inner.options as string[] };
  if (inner instanceof z.ZodUnion) return { ...base, kind: 'scalar' };
  if (inner instanceof z.ZodNumber) {
    if (FRACTIONS.has(schema)) return { ...base, kind: 'number', integer: false, min: 0, max: 1, step: FRACTION_STEP };
    return { ...base, kind: 'number', integer: inner.isInt === true, min: inner.minValue ?? -Infinity, max: inner.maxValue ?? Infinity, step: 1 };
  }
  if (inner instanceof z.ZodObject) return { ...base, kind: 'object', fields: fieldsOf(inner) };
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    if (element instanceof z.ZodObject) {
      const fields = fieldsOf(element);
      const key = fields.some((field) => field.name === 'id') ? 'id' : KEYED_BY_VALUE.has(element) || fields.some((field) => field.name === 'value' && field.kind === 'scalar') ? 'value' : undefined;
      return { ...base, kind: 'list', itemName: itemNameOf(name), ...(key ? { key } : {}), fields };
    }
    if (element instanceof z.ZodString) {
      const sizedBy = SIZED_BY[name];
      return { ...base, kind: 'strings', itemName: singular(name), fresh: FRESH_STRING[name] ?? '', ...(sizedBy ? { sizedBy } : {}) };
    }
  }
  return undefined;
}

/** The fields of an object schema, in declaration order. */
export function fieldsOf(schema: z.ZodObject): Field[] {
  const fields: Field[] = [];
  for (const [name, prop] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (STRUCTURAL.has(name)) continue;
    const field = fieldOf(name, prop);
    if (field) fields.push(field);
  }
  // a value or selected prop beside a keyed list names one of its entries: it is picked from them
  const keyed = fields.find((field): field is ListField => field.kind === 'list' && field.key !== undefined);
  if (!keyed) return fields;
  return fields.map((field) => ((field.kind === 'text' || field.kind === 'scalar') && PICKS.has(field.name) ? { ...field, pick: { list: keyed.name, key: keyed.key! } } : field));
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

/** A menu's entries are entries (a button's `menu`, a flow's `insertMenu`); other lists name theirs in the singular. */
function itemNameOf(name: string): string {
  return /menu$/i.test(name) ? 'entry' : singular(name);
}

type Json = Record<string, unknown>;

const recordOf = (value: unknown): Json | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);

/**
 * A new list entry that is valid at once and draws something: its key (id, or an option's value) unused
 * among its siblings, other required text named after the entry ("Item 3", a pair's "Value 3"); an entry
 * that would hold nothing but its key (a row action, whose label and icon are optional) gets a label,
 * since the host draws it as an empty button. A strings list sized by a list of `owner` (a table row's
 * cells) gets one string per entry there, the first named after the entry.
 */
export function newEntry(field: ListField, siblings: readonly unknown[], owner?: Readonly<Json>): Json {
  const taken = (key: string) => new Set(siblings.map((sibling) => recordOf(sibling)?.[key]));
  let n = siblings.length + 1;
  const unique = (key: string) => {
    const used = taken(key);
    while (used.has(`${field.itemName}-${n}`)) n++;
    return `${field.itemName}-${n}`;
  };
  const entry: Json = {};
  // the key first: the entry's number follows it past taken ones, and its text uses the same number
  if (field.key !== undefined) entry[field.key] = unique(field.key);
  // a pair's value says it is one ("Value 3"); any other text is named after the entry ("Item 3")
  const named = (name: string) => `${capitalise(name === 'value' ? name : field.itemName)} ${n}`;
  for (const child of field.fields) {
    if (child.name === field.key) continue;
    if (child.kind === 'strings' && child.sizedBy !== undefined) {
      const along = owner?.[child.sizedBy];
      const count = Array.isArray(along) ? along.length : 0;
      if (count > 0) entry[child.name] = Array.from({ length: count }, (_, i) => (i === 0 ? named(field.itemName) : child.fresh));
      continue;
    }
    if (!child.required) continue;
    if (child.kind === 'scalar') entry[child.name] = unique(child.name);
    else if (child.kind === 'text') entry[child.name] = named(child.name);
    else if (child.kind === 'boolean') entry[child.name] = false;
    else if (child.kind === 'enum') entry[child.name] = child.values[0];
    else if (child.kind === 'number') entry[child.name] = Math.max(0, child.min);
    else if (child.kind === 'object') entry[child.name] = Object.fromEntries(child.fields.filter((inner) => inner.required).map((inner) => [inner.name, '']));
    else entry[child.name] = [];
  }
  if (field.name === 'edges' && owner) Object.assign(entry, newWire(owner));
  const label = field.fields.find((child) => child.name === 'label' && child.kind === 'text');
  if (label && Object.keys(entry).every((key) => key === field.key)) entry[label.name] = named(label.name);
  return entry;
}

const firstPort = (node: Json, side: 'inputs' | 'outputs'): string | undefined => {
  const ports = node[side];
  const id = Array.isArray(ports) ? recordOf(ports[0])?.id : undefined;
  return typeof id === 'string' ? id : undefined;
};

/** A new wire of a graph: from the first card with an output to another card with an input, so it draws at once. */
function newWire(graph: Readonly<Json>): Json {
  const cards = (Array.isArray(graph.nodes) ? graph.nodes : []).map(recordOf).filter((card): card is Json => card !== undefined && typeof card.id === 'string');
  const from = cards.find((card) => firstPort(card, 'outputs') !== undefined);
  const to = cards.find((card) => card !== from && firstPort(card, 'inputs') !== undefined);
  return {
    from: { node: from?.id ?? '', port: from ? firstPort(from, 'outputs') : '' },
    to: { node: to?.id ?? '', port: to ? firstPort(to, 'inputs') : '' },
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * What a number field's text holds: a number to write, nothing (`''`: the prop is removed), or text
 * on its way to a number ("0.", "-") that is not written yet, so the field keeps what is typed.
 */
export function readNumber(raw: string): number | '' | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  if (/[.eE+-]$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/** The value one arrow key away, within the field's range, without float noise (0.1 + 0.05 is 0.15). */
export function stepNumber(field: NumberField, current: unknown, direction: 1 | -1): number {
  const floor = Number.isFinite(field.min) ? field.min : 0;
  const start = typeof current === 'number' && Number.isFinite(current) ? current : floor;
  const decimals = (String(field.step).split('.')[1] ?? '').length;
  const next = Number((start + direction * field.step).toFixed(decimals));
  return Math.min(field.max, Math.max(field.min, next));
}

/** A scalar option value from what a person typed, in the kind they picked. */
export type ScalarKind = 'string' | 'number' | 'boolean';

export function scalarKind(value: unknown): ScalarKind {
  return typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
}

/** Converts a value to another kind, keeping what can be kept; undefined for a number that is not one. */
export function toScalar(raw: string, kind: ScalarKind): string | number | boolean | undefined {
  if (kind === 'string') return raw;
  if (kind === 'boolean') return raw === 'true';
  const trimmed = raw.trim();
  const number = Number(trimmed);
  return trimmed !== '' && Number.isFinite(number) ? number : undefined;
}

const forms = new Map<NodeType, Field[]>();

/** The inspector form of a node type (read once per type). */
export function formOf(type: NodeType): readonly Field[] {
  let fields = forms.get(type);
  if (!fields) forms.set(type, (fields = fieldsOf(specOf(type).schema)));
  return fields;
}

const MAX_ICON_SUGGESTIONS = 40;

/** Icon names for a field's suggestions: those starting with what is typed, then those containing it. */
export function iconSuggestions(typed: string): string[] {
  const query = typed.trim().toLowerCase();
  const starting: string[] = [];
  const containing: string[] = [];
  for (const name of iconNames) {
    if (name.startsWith(query)) starting.push(name);
    else if (query !== '' && name.includes(query)) containing.push(name);
    if (starting.length >= MAX_ICON_SUGGESTIONS) break;
  }
  return [...starting, ...containing].slice(0, MAX_ICON_SUGGESTIONS);
}

/** One line naming a list entry (a row, a row button, an option) in a long list's summary. */
export function entrySummary(entry: unknown): string {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return `not an object: ${JSON.stringify(entry) ?? 'nothing'}`;
  const record = entry as Record<string, unknown>;
  const cells = Array.isArray(record.cells) && record.cells.length > 0 ? record.cells.map((cell) => (typeof cell === 'string' ? cell : JSON.stringify(cell))).join(' · ') : undefined;
  const name = [record.title, record.label, record.tooltip, cells, record.id, record.value].find((value) => value !== undefined && value !== null && value !== '');
  return name === undefined ? '(empty)' : typeof name === 'string' ? name : JSON.stringify(name);
}
