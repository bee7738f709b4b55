import { z } from 'zod';
import { iconNames, specOf, unwrapField, type NodeType } from '../schema';

// the inspector's form, read from the node schemas: a new prop in the registry gets a field without UI work

interface FieldBase {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
}

export type Field =
  | (FieldBase & { readonly kind: 'text' })
  | (FieldBase & { readonly kind: 'boolean' })
  | (FieldBase & { readonly kind: 'enum'; readonly values: readonly string[] })
  /** A string, number or boolean, as a choice option's value. */
  | (FieldBase & { readonly kind: 'scalar' })
  /** A number; `integer` when Agentty's field is a whole number (rows, columns, depth). */
  | (FieldBase & { readonly kind: 'number'; readonly integer: boolean })
  /** A list of strings, as a table row's cells or a grid's widths. */
  | (FieldBase & { readonly kind: 'strings' })
  | (FieldBase & { readonly kind: 'list'; readonly itemName: string; readonly fields: readonly Field[] });

/** The node's own structure is edited elsewhere: `type` is fixed, `children` is the outline's job. */
const STRUCTURAL = new Set(['type', 'children']);

function fieldOf(name: string, schema: z.ZodType): Field | undefined {
  const inner = unwrapField(schema);
  const base: FieldBase = { name, description: schema.description ?? inner.description ?? '', required: !schema.safeParse(undefined).success };
  if (inner instanceof z.ZodString) return { ...base, kind: 'text' };
  if (inner instanceof z.ZodBoolean) return { ...base, kind: 'boolean' };
  if (inner instanceof z.ZodEnum) return { ...base, kind: 'enum', values: inner.options as string[] };
  if (inner instanceof z.ZodUnion) return { ...base, kind: 'scalar' };
  if (inner instanceof z.ZodNumber) return { ...base, kind: 'number', integer: inner.isInt };
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    if (element instanceof z.ZodObject) return { ...base, kind: 'list', itemName: singular(name), fields: fieldsOf(element) };
    if (element instanceof z.ZodString) return { ...base, kind: 'strings' };
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
  return fields;
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

type Json = Record<string, unknown>;

/**
 * A new list entry that is valid at once and draws something: ids and values unused among its siblings,
 * other required text named after the entry ("Item 3"); an entry that would hold nothing but its id (a row
 * action, whose label and icon are optional) gets a label, since the host draws it as an empty button.
 */
export function newEntry(field: Extract<Field, { kind: 'list' }>, siblings: readonly unknown[]): Json {
  const taken = (key: string) => new Set(siblings.map((sibling) => (sibling !== null && typeof sibling === 'object' ? (sibling as Json)[key] : undefined)));
  let n = siblings.length + 1;
  const unique = (key: string) => {
    const used = taken(key);
    while (used.has(`${field.itemName}-${n}`)) n++;
    return `${field.itemName}-${n}`;
  };
  const entry: Json = {};
  for (const child of field.fields) {
    if (!child.required) continue;
    if (child.name === 'id' || child.kind === 'scalar') entry[child.name] = unique(child.name);
    else if (child.kind === 'text') entry[child.name] = `${capitalise(field.itemName)} ${n}`;
    else if (child.kind === 'boolean') entry[child.name] = false;
    else if (child.kind === 'enum') entry[child.name] = child.values[0];
    else entry[child.name] = [];
  }
  const label = field.fields.find((child) => child.name === 'label' && child.kind === 'text');
  if (label && Object.keys(entry).every((key) => key === 'id')) entry[label.name] = `${capitalise(field.itemName)} ${n}`;
  return entry;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
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
  const name = [record.title, record.label, record.tooltip, record.id, record.value].find((value) => value !== undefined && value !== '');
  return name === undefined ? '(empty)' : typeof name === 'string' ? name : JSON.stringify(name);
}
