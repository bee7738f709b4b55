// What the checks need to know of every object a tree holds (nodes, and the entries of their lists), read
// once from the zod schemas: these checks run over every node on every keystroke.
import { z } from 'zod';
import { acceptsNull, nodeTypes, sinceOf, specOf, unwrapField, type ApiVersion, type NodeType } from '../schema';

export interface ObjectShape {
  /** Where it sits, as `type` or `type.field…`: "button", "list.items", "list.items.actions". */
  readonly where: string;
  /** How messages name one: "button", "a list item". */
  readonly what: string;
  /** How the element count names several: "list items". */
  readonly plural: string;
  readonly keys: ReadonlySet<string>;
  readonly keyList: string;
  /** Fields that take `null` (an `Option` in Agentty). */
  readonly nullable: ReadonlySet<string>;
  /** Fields newer than API 1, with the version that added them. */
  readonly newer: ReadonlyMap<string, ApiVersion>;
  /** Whole-number fields (Agentty's unsigned integers). */
  readonly whole: ReadonlySet<string>;
  /** Lists of objects inside (children aside), by field. */
  readonly lists: ReadonlyMap<string, ObjectShape>;
  /** String fields, and lists of strings, that Agentty cuts at MAX_TEXT characters. */
  readonly cut: ReadonlySet<string>;
  /** The field that tells the entries of one list apart (an id, an option's value). */
  readonly idKey: string | undefined;
}

// how the entries of each list are named, by where they sit
const ENTRY_NAMES: Readonly<Record<string, readonly [what: string, plural: string]>> = {
  'list.items': ['a list item', 'list items'],
  'list.items.actions': ['a row action', 'row actions'],
  'choice.options': ['a choice option', 'options'],
  'select.options': ['a select option', 'options'],
  'button.menu': ['a menu entry', 'menu entries'],
  'flow.insertMenu': ['a menu entry', 'menu entries'],
  'tabs.addMenu': ['a menu entry', 'menu entries'],
  'flow.steps': ['a flow step', 'flow steps'],
  'tabs.tabs': ['a tab', 'tabs'],
  'table.columns': ['a table column', 'table columns'],
  'table.rows': ['a table row', 'table rows'],
  'keyValue.items': ['a key-value item', 'key-value items'],
  'input.completions': ['a completion', 'completions'],
  'graph.nodes': ['a graph node', 'graph nodes'],
  'graph.nodes.inputs': ['an input port', 'graph ports'],
  'graph.nodes.outputs': ['an output port', 'graph ports'],
  'graph.edges': ['a graph edge', 'graph edges'],
};

// the strings Agentty keeps whole (ids it matches events by, a choice's value, a tag it cuts to 8): every other is cut
const KEPT_WHOLE: ReadonlySet<string> = new Set([
  ...['button', 'input', 'list', 'choice', 'toggle', 'flow', 'popover', 'tabs', 'table', 'select', 'checkbox', 'image', 'graph'].map((type) => `${type}.id`),
  'image.src',
  'image.into',
  'graph.nodes.id',
  'graph.nodes.inputs.id',
  'graph.nodes.outputs.id',
  'choice.value',
  'list.items.id',
  'list.items.tag',
  'list.items.actions.id',
  'flow.steps.id',
]);

// the lists whose entries are told apart by their value rather than an id
const BY_VALUE: ReadonlySet<string> = new Set(['choice.options', 'select.options', 'button.menu', 'flow.insertMenu', 'tabs.addMenu']);

function shapeOf(object: z.ZodObject, where: string, what: string, plural: string, skip: ReadonlySet<string>): ObjectShape {
  const fields = Object.entries(object.shape as Record<string, z.ZodType>);
  const nullable = new Set<string>();
  const newer = new Map<string, ApiVersion>();
  const whole = new Set<string>();
  const lists = new Map<string, ObjectShape>();
  const cut = new Set<string>();
  for (const [key, schema] of fields) {
    if (skip.has(key)) continue;
    const inner = unwrapField(schema);
    if (acceptsNull(schema)) nullable.add(key);
    const since = sinceOf(schema);
    if (since > 1) newer.set(key, since);
    if (inner instanceof z.ZodNumber && inner.isInt) whole.add(key);
    const kept = KEPT_WHOLE.has(`${where}.${key}`);
    if (inner instanceof z.ZodString && !kept) cut.add(key);
    if (inner instanceof z.ZodArray) {
      const element = unwrapField(inner.element as z.ZodType);
      if (element instanceof z.ZodString) cut.add(key);
      if (element instanceof z.ZodObject) {
        const at = `${where}.${key}`;
        const [entry, entries] = ENTRY_NAMES[at] ?? [`an entry of "${key}"`, `entries of "${key}"`];
        lists.set(key, shapeOf(element, at, entry, entries, new Set()));
      }
    }
  }
  const keys = new Set(fields.map(([key]) => key));
  const idKey = BY_VALUE.has(where) ? 'value' : keys.has('id') && where.includes('.') ? 'id' : undefined;
  return { where, what, plural, keys, keyList: [...keys].join(', '), nullable, newer, whole, lists, cut, idKey };
}

const CHILDREN: ReadonlySet<string> = new Set(['children', 'type']);

/** Each node type's shape; its `children` are nodes, walked on their own. */
export const nodeShapes: ReadonlyMap<NodeType, ObjectShape> = new Map(
  nodeTypes.map((type) => [type, shapeOf(specOf(type).schema, type, type, 'nodes', CHILDREN)]),
);

/** The newest API version any type or field needs: a design targeting it (or later) needs no version checks. */
export const NEWEST_FEATURE: ApiVersion = (() => {
  let newest: ApiVersion = 1;
  const visit = (shape: ObjectShape) => {
    for (const since of shape.newer.values()) if (since > newest) newest = since;
    shape.lists.forEach(visit);
  };
  for (const type of nodeTypes) {
    const since = specOf(type).since;
    if (since > newest) newest = since;
    visit(nodeShapes.get(type)!);
  }
  return newest;
})();
