// What the checks need to know of every object a tree holds (nodes, and the entries of their lists), read
// once from the zod schemas: these checks run over every node on every keystroke.
import { z } from 'zod';
import { say, type Say, type SayKey, type SayValue } from '../i18n/say';
import { acceptsNull, nodeTypes, sinceOf, specOf, unwrapField, type ApiVersion, type NodeType } from '../schema';

export interface ObjectShape {
  /** Where it sits, as `type` or `type.field…`: "button", "list.items", "list.items.actions". */
  readonly where: string;
  /** How messages name one: "button" (a node type stays as it is), "a list item". */
  readonly what: SayValue;
  /** How the element count names several: "list items". */
  readonly plural: Say;
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
const ENTRY_NAMES: Readonly<Record<string, readonly [what: SayKey, plural: SayKey]>> = {
  'list.items': ['issueWords.listItem', 'issueWords.listItems'],
  'list.items.actions': ['issueWords.rowAction', 'issueWords.rowActions'],
  'choice.options': ['issueWords.choiceOption', 'issueWords.options'],
  'select.options': ['issueWords.selectOption', 'issueWords.options'],
  'button.menu': ['issueWords.menuEntry', 'issueWords.menuEntries'],
  'flow.insertMenu': ['issueWords.menuEntry', 'issueWords.menuEntries'],
  'tabs.addMenu': ['issueWords.menuEntry', 'issueWords.menuEntries'],
  'flow.steps': ['issueWords.flowStep', 'issueWords.flowSteps'],
  'tabs.tabs': ['issueWords.tab', 'issueWords.tabs'],
  'table.columns': ['issueWords.tableColumn', 'issueWords.tableColumns'],
  'table.rows': ['issueWords.tableRow', 'issueWords.tableRows'],
  'keyValue.items': ['issueWords.keyValueItem', 'issueWords.keyValueItems'],
  'input.completions': ['issueWords.completion', 'issueWords.completions'],
  'graph.nodes': ['issueWords.graphNode', 'issueWords.graphNodes'],
  'graph.nodes.inputs': ['issueWords.inputPort', 'issueWords.graphPorts'],
  'graph.nodes.outputs': ['issueWords.outputPort', 'issueWords.graphPorts'],
  'graph.edges': ['issueWords.graphEdge', 'issueWords.graphEdges'],
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

function shapeOf(object: z.ZodObject, where: string, what: SayValue, plural: Say, skip: ReadonlySet<string>): ObjectShape {
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
        const names = ENTRY_NAMES[at];
        const entry = names ? say(names[0]) : say('issueWords.entryOf', { key });
        const entries = names ? say(names[1]) : say('issueWords.entriesOf', { key });
        lists.set(key, shapeOf(element, at, entry, entries, new Set()));
      }
    }
  }
  const keys = new Set(fields.map(([key]) => key));
  const idKey = BY_VALUE.has(where) ? 'value' : keys.has('id') && where.includes('.') ? 'id' : undefined;
  return { where, what, plural, keys, keyList: [...keys].join(', '), nullable, newer, whole, lists, cut, idKey };
}

/** What the element count calls nodes and table cells (one object each, to count by). */
export const NODES = say('issueWords.nodes');
export const TABLE_CELLS = say('issueWords.tableCells');

const CHILDREN: ReadonlySet<string> = new Set(['children', 'type']);

/** Each node type's shape; its `children` are nodes, walked on their own. */
export const nodeShapes: ReadonlyMap<NodeType, ObjectShape> = new Map(
  nodeTypes.map((type) => [type, shapeOf(specOf(type).schema, type, type, NODES, CHILDREN)]),
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
