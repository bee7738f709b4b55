import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  ButtonVariant,
  ChoiceOption,
  Completion,
  FlowStep,
  KeyValueItem,
  ListAction,
  ListItem,
  MenuOption,
  nodeTypes,
  PanelNode,
  propNames,
  registry,
  TabItem,
  TableColumn,
  TableRow,
  Tone,
  type NodeType,
} from '../schema';
import { analyze } from '../document';
import { entrySummary, fieldsOf, formOf, iconSuggestions, newEntry, readNumber, scalarKind, stepNumber, toScalar, type Field, type NumberField } from './form';

type ListField = Extract<Field, { kind: 'list' }>;

function field(fields: readonly Field[], name: string): Field {
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name} in ${fields.map((candidate) => candidate.name).join(', ')}`);
  return found;
}

function listField(fields: readonly Field[], name: string): ListField {
  const found = field(fields, name);
  if (found.kind !== 'list') throw new Error(`${name} is a ${found.kind} field, not a list`);
  return found;
}

/** Every field, nested list fields included. */
function allFields(fields: readonly Field[]): Field[] {
  return fields.flatMap((candidate) => [candidate, ...(candidate.kind === 'list' || candidate.kind === 'object' ? allFields(candidate.fields) : [])]);
}

const brief = (fields: readonly Field[]) => fields.map(({ name, kind, required }) => ({ name, kind, required }));

describe('fieldsOf the registry schemas', () => {
  test('button: id, label, icon, variant, disabled and the API-4 menu', () => {
    const fields = fieldsOf(registry.button.schema);
    expect(brief(fields)).toEqual([
      { name: 'id', kind: 'text', required: true },
      { name: 'label', kind: 'text', required: true },
      { name: 'icon', kind: 'text', required: false },
      { name: 'variant', kind: 'enum', required: false },
      { name: 'disabled', kind: 'boolean', required: false },
      { name: 'menu', kind: 'list', required: false },
    ]);
    expect(fields.map((candidate) => candidate.since)).toEqual([1, 1, 1, 1, 1, 4]);
    expect(listField(fields, 'menu')).toMatchObject({ itemName: 'entry', key: 'value' });
    expect(field(fields, 'variant')).toMatchObject({ kind: 'enum', values: ['primary', 'secondary', 'ghost', 'danger'] });
    expect(field(fields, 'variant')).toMatchObject({ values: ButtonVariant.options });
    expect(field(fields, 'variant').description).toBe('Visual weight of the button.');
    expect(field(fields, 'id').description).toBe('Id sent as `element` in its `click` and `select` events.');
    expect(field(fields, 'disabled').description).toBe('A disabled button cannot be clicked and sends nothing.');
  });

  test('list: items is a list of rows whose actions are a list too', () => {
    const fields = fieldsOf(registry.list.schema);
    expect(brief(fields)).toEqual([
      { name: 'id', kind: 'text', required: true },
      { name: 'items', kind: 'list', required: false },
      { name: 'empty', kind: 'text', required: false },
    ]);
    const items = listField(fields, 'items');
    expect(items.itemName).toBe('item');
    expect(brief(items.fields)).toEqual([
      { name: 'id', kind: 'text', required: true },
      { name: 'title', kind: 'text', required: true },
      { name: 'subtitle', kind: 'text', required: false },
      { name: 'detail', kind: 'text', required: false },
      { name: 'icon', kind: 'text', required: false },
      { name: 'tone', kind: 'enum', required: false },
      { name: 'actions', kind: 'list', required: false },
      { name: 'depth', kind: 'number', required: false },
      { name: 'tag', kind: 'text', required: false },
      { name: 'tagTone', kind: 'enum', required: false },
      { name: 'selected', kind: 'boolean', required: false },
    ]);
    expect(items.fields.map((candidate) => candidate.since)).toEqual([1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4]);
    expect(field(items.fields, 'depth')).toMatchObject({ integer: true, min: 0, max: 255, step: 1 });
    // a row's `selected` is its own flag, not a pick from a list
    expect(field(items.fields, 'selected')).not.toHaveProperty('pick');
    expect(field(items.fields, 'tone')).toMatchObject({ values: Tone.options });
    const actions = listField(items.fields, 'actions');
    expect(actions.itemName).toBe('action');
    expect(brief(actions.fields)).toEqual([
      { name: 'id', kind: 'text', required: true },
      { name: 'label', kind: 'text', required: false },
      { name: 'icon', kind: 'text', required: false },
      { name: 'tooltip', kind: 'text', required: false },
    ]);
  });

  test('choice: options with a scalar value and a label; the selected value is a scalar too', () => {
    const fields = fieldsOf(registry.choice.schema);
    expect(brief(fields)).toEqual([
      { name: 'id', kind: 'text', required: true },
      { name: 'options', kind: 'list', required: false },
      { name: 'value', kind: 'scalar', required: false },
    ]);
    expect(field(fields, 'value')).toMatchObject({ pick: { list: 'options', key: 'value' } });
    const options = listField(fields, 'options');
    expect(options.itemName).toBe('option');
    expect(brief(options.fields)).toEqual([
      { name: 'value', kind: 'scalar', required: true },
      { name: 'label', kind: 'text', required: true },
    ]);
    expect(field(fields, 'value').description).toBe('The selected option value.');
    expect(field(options.fields, 'value').description).toBe('Value sent in the `change` event when this option is chosen.');
  });

  test('the other node types', () => {
    expect(brief(fieldsOf(registry.toggle.schema))).toEqual([
      { name: 'id', kind: 'text', required: true },
      { name: 'label', kind: 'text', required: true },
      { name: 'value', kind: 'boolean', required: false },
    ]);
    expect(brief(fieldsOf(registry.row.schema))).toEqual([
      { name: 'gap', kind: 'enum', required: false },
      { name: 'wrap', kind: 'boolean', required: false },
    ]);
    expect(fieldsOf(registry.column.schema)).toEqual([
      { name: 'gap', kind: 'enum', required: false, description: 'Space between children.', since: 1, values: ['none', 'small', 'medium', 'large'] },
    ]);
    expect(brief(fieldsOf(registry.section.schema))).toEqual([{ name: 'title', kind: 'text', required: true }]);
    expect(brief(fieldsOf(registry.text.schema))).toEqual([
      { name: 'text', kind: 'text', required: true },
      { name: 'style', kind: 'enum', required: false },
    ]);
    expect(fieldsOf(registry.divider.schema)).toEqual([]);
  });

  test('no field for type or children; every other prop has one, in declaration order', () => {
    for (const type of nodeTypes) {
      const names = fieldsOf(registry[type].schema).map((candidate) => candidate.name);
      expect(names, type).not.toContain('type');
      expect(names, type).not.toContain('children');
      expect(names, type).toEqual(propNames(type).filter((name) => name !== 'type' && name !== 'children'));
    }
  });

  test('every field, nested ones included, has a description', () => {
    let count = 0;
    for (const type of nodeTypes) {
      for (const candidate of allFields(fieldsOf(registry[type].schema))) {
        count++;
        expect(candidate.description.trim(), `${type}.${candidate.name}`).not.toBe('');
      }
    }
    // a graph edge's from and to, and their node and port
    expect(count).toBe(179);
  });

  test('formOf: the fields of a node type, read once', () => {
    for (const type of nodeTypes) expect(formOf(type), type).toEqual(fieldsOf(registry[type].schema));
    expect(formOf('list')).toBe(formOf('list'));
    expect(formOf('list')).not.toBe(formOf('choice'));
  });

  test('unsupported props are left out rather than guessed; an object is a group of fields', () => {
    const schema = z.object({
      type: z.literal('x'),
      nested: z.object({ a: z.string() }),
      grid: z.array(z.array(z.string())),
      numbers: z.array(z.number()),
      name: z.string().describe('Name.'),
      flag: z.boolean().optional(),
    });
    expect(fieldsOf(schema)).toEqual([
      { name: 'nested', kind: 'object', required: true, description: '', since: 1, fields: [{ name: 'a', kind: 'text', required: true, description: '', since: 1 }] },
      { name: 'name', kind: 'text', required: true, description: 'Name.', since: 1 },
      { name: 'flag', kind: 'boolean', required: false, description: '', since: 1 },
    ]);
  });
});

describe('newEntry', () => {
  const items = listField(fieldsOf(registry.list.schema), 'items');
  const options = listField(fieldsOf(registry.choice.schema), 'options');
  const actions = listField(items.fields, 'actions');

  test('a list row: only the required props, numbered after the siblings', () => {
    expect(newEntry(items, [])).toEqual({ id: 'item-1', title: 'Item 1' });
    expect(newEntry(items, [{ id: 'a', title: 'A' }])).toEqual({ id: 'item-2', title: 'Item 2' });
    expect(ListItem.safeParse(newEntry(items, [])).success).toBe(true);
  });

  test('an id already used by a sibling is skipped', () => {
    const siblings = [{ id: 'item-2', title: 'Two' }];
    const entry = newEntry(items, siblings);
    expect(entry.id).not.toBe('item-2');
    expect(entry).toEqual({ id: 'item-3', title: 'Item 3' });
    const crowded = [{ id: 'item-4' }, { id: 'item-5' }, { id: 'item-6' }];
    expect(newEntry(items, crowded)).toEqual({ id: 'item-7', title: 'Item 7' });
    // gaps before the count do not matter, only a collision does
    expect(newEntry(items, [{ id: 'item-1' }, { id: 'item-3' }])).toMatchObject({ id: 'item-4' });
  });

  test('the entry is valid and unique however messy the siblings are', () => {
    const messy = [null, 'item-1', 7, { id: 'item-4' }, { id: 'item-5', title: 5 }, { title: 'no id' }];
    const entry = newEntry(items, messy);
    expect(entry).toEqual({ id: 'item-7', title: 'Item 7' });
    expect(ListItem.parse(entry)).toEqual(entry);
    const ids = new Set(messy.map((sibling) => (sibling !== null && typeof sibling === 'object' ? (sibling as { id?: unknown }).id : undefined)));
    expect(ids.has(entry.id)).toBe(false);
  });

  test('a choice option: a value unused among the options, and a label', () => {
    expect(newEntry(options, [])).toEqual({ value: 'option-1', label: 'Option 1' });
    const siblings = [
      { value: 'a', label: 'A' },
      { value: 'option-3', label: 'Three' },
    ];
    const entry = newEntry(options, siblings);
    expect(entry).toEqual({ value: 'option-4', label: 'Option 4' });
    expect(ChoiceOption.safeParse(entry).success).toBe(true);
    // an id named like the next value does not block it: only values are compared
    expect(newEntry(options, [{ id: 'option-2', value: 1, label: 'One' }])).toEqual({ value: 'option-2', label: 'Option 2' });
  });

  test('a row action: an id and a label, so the new button draws (label and icon are both optional)', () => {
    expect(newEntry(actions, [])).toEqual({ id: 'action-1', label: 'Action 1' });
    expect(newEntry(actions, [{ id: 'action-1' }])).toEqual({ id: 'action-2', label: 'Action 2' });
    expect(newEntry(actions, [{ id: 'action-2' }, { id: 'action-3' }])).toEqual({ id: 'action-4', label: 'Action 4' });
    expect(ListAction.safeParse(newEntry(actions, [{ id: 'action-1' }])).success).toBe(true);
  });

  test('every list the inspector can add to gets an entry with text to draw', () => {
    for (const list of [items, options, actions]) {
      const entry = newEntry(list, []);
      expect(Object.entries(entry).some(([key, value]) => (key === 'title' || key === 'label') && typeof value === 'string' && value !== ''), list.itemName).toBe(true);
    }
  });

  test('repeated additions never collide', () => {
    for (const [list, schema] of [
      [items, ListItem],
      [options, ChoiceOption],
      [actions, ListAction],
    ] as const) {
      const key = list === options ? 'value' : 'id';
      const siblings: Record<string, unknown>[] = [{ [key]: `${list.itemName}-2` }, { [key]: `${list.itemName}-3` }];
      for (let i = 0; i < 20; i++) {
        const entry = newEntry(list, siblings);
        expect(schema.safeParse(entry).success, list.itemName).toBe(true);
        expect(siblings.map((sibling) => sibling[key])).not.toContain(entry[key]);
        siblings.push(entry);
      }
      expect(new Set(siblings.map((sibling) => sibling[key])).size).toBe(22);
    }
  });

  test('required booleans, enums and lists get a valid default', () => {
    const Thing = z.object({
      id: z.string().describe('Id.'),
      name: z.string().describe('Name.'),
      on: z.boolean().describe('On.'),
      kind: z.enum(['first', 'second']).describe('Kind.'),
      tags: z.array(z.object({ tag: z.string().describe('Tag.') })).describe('Tags.'),
      note: z.string().describe('Note.').optional(),
    });
    const things = listField(fieldsOf(z.object({ things: z.array(Thing).describe('Things.') })), 'things');
    expect(things.itemName).toBe('thing');
    const entry = newEntry(things, [{ id: 'thing-1' }]);
    expect(entry).toEqual({ id: 'thing-2', name: 'Thing 2', on: false, kind: 'first', tags: [] });
    expect(Thing.safeParse(entry).success).toBe(true);
  });
});

describe("today's elements in the inspector", () => {
  const of = (type: NodeType, name: string) => field(formOf(type), name);
  const list = (type: NodeType, name: string) => listField(formOf(type), name);

  test('whole numbers are integer fields from 0; the progress value is a fraction from 0 to 1', () => {
    expect(of('grid', 'columns')).toMatchObject({ kind: 'number', integer: true, min: 0, step: 1, required: false });
    expect(of('input', 'rows')).toMatchObject({ kind: 'number', integer: true, min: 0, step: 1, since: 4 });
    expect(field(list('table', 'columns').fields, 'grow')).toMatchObject({ kind: 'number', integer: true, min: 0, max: 4_294_967_295 });
    expect(field(list('list', 'items').fields, 'depth')).toMatchObject({ kind: 'number', integer: true, max: 255, since: 4 });
    expect(of('progress', 'value')).toMatchObject({ kind: 'number', integer: false, min: 0, max: 1, step: 0.05 });
  });

  test("a table row's cells and a grid's widths are lists of strings; cells follow the columns, a new width is a share of 1", () => {
    expect(field(list('table', 'rows').fields, 'cells')).toEqual({
      name: 'cells',
      kind: 'strings',
      itemName: 'cell',
      fresh: '',
      sizedBy: 'columns',
      required: false,
      since: 1,
      description: 'One text per column, in the same order.',
    });
    expect(of('grid', 'widths')).toMatchObject({ kind: 'strings', itemName: 'width', fresh: '1' });
    expect(of('grid', 'widths')).not.toHaveProperty('sizedBy');
  });

  test('every item list of the new elements, with the key its entries are told apart by', () => {
    const lists = nodeTypes.flatMap((type) => allFields(formOf(type)).filter((candidate): candidate is ListField => candidate.kind === 'list').map((candidate) => `${type}.${candidate.name}: ${candidate.itemName} by ${candidate.key ?? 'nothing'}`));
    expect(lists).toEqual([
      'button.menu: entry by value',
      'input.completions: completion by nothing',
      'list.items: item by id',
      'list.actions: action by id',
      'choice.options: option by value',
      'flow.steps: step by id',
      'flow.insertMenu: entry by value',
      'tabs.tabs: tab by id',
      'tabs.addMenu: entry by value',
      'table.columns: column by nothing',
      'table.rows: row by id',
      'keyValue.items: item by nothing',
      'select.options: option by value',
      'graph.nodes: node by id',
      'graph.inputs: input by id',
      'graph.outputs: output by id',
      'graph.edges: edge by nothing',
    ]);
  });

  test("a select's value, a tabs' value and a table's selected row are picked from their lists; an input's value is typed", () => {
    expect(of('select', 'value')).toMatchObject({ kind: 'text', pick: { list: 'options', key: 'value' } });
    expect(of('tabs', 'value')).toMatchObject({ kind: 'text', pick: { list: 'tabs', key: 'id' } });
    expect(of('table', 'selected')).toMatchObject({ kind: 'text', pick: { list: 'rows', key: 'id' } });
    expect(of('input', 'value')).not.toHaveProperty('pick');
    expect(of('progress', 'value')).not.toHaveProperty('pick');
    expect(field(list('keyValue', 'items').fields, 'value')).not.toHaveProperty('pick');
  });

  test('props newer than their node say so; a newer node says so once, not on every prop', () => {
    const newer = nodeTypes.flatMap((type) => formOf(type).filter((candidate) => candidate.since > 1).map((candidate) => `${type}.${candidate.name}`));
    expect(newer).toEqual(['button.menu', 'input.rows', 'input.mono', 'input.completions', 'input.language', 'flow.reorderable', 'flow.insertMenu']);
    expect(field(list('tabs', 'tabs').fields, 'closable').since).toBe(4);
    expect(registry.card.since).toBe(4);
  });

  const schemas = [
    ['tabs', 'tabs', TabItem],
    ['table', 'columns', TableColumn],
    ['table', 'rows', TableRow],
    ['keyValue', 'items', KeyValueItem],
    ['flow', 'steps', FlowStep],
    ['flow', 'insertMenu', MenuOption],
    ['tabs', 'addMenu', MenuOption],
    ['button', 'menu', MenuOption],
    ['select', 'options', MenuOption],
    ['input', 'completions', Completion],
  ] as const;

  test.each(schemas)('a new %s %s entry is valid and draws text', (type, name, schema) => {
    const entry = newEntry(list(type, name), [], registry[type].example as Record<string, unknown>);
    expect(schema.safeParse(entry).success, JSON.stringify(entry)).toBe(true);
    expect(Object.values(entry).flat().some((value) => typeof value === 'string' && /^[A-Z]\w* 1$/.test(value)), JSON.stringify(entry)).toBe(true);
  });

  test('the new entries, one by one', () => {
    expect(newEntry(list('tabs', 'tabs'), [{ id: 'one', label: 'One' }, { id: 'two', label: 'Two' }])).toEqual({ id: 'tab-3', label: 'Tab 3' });
    expect(newEntry(list('flow', 'steps'), [{ id: 'step-1', title: 'Fetch' }])).toEqual({ id: 'step-2', title: 'Step 2' });
    expect(newEntry(list('keyValue', 'items'), [])).toEqual({ label: 'Item 1', value: 'Value 1' });
    expect(newEntry(list('table', 'columns'), [{ label: 'Name' }])).toEqual({ label: 'Column 2' });
    expect(newEntry(list('input', 'completions'), [])).toEqual({ label: 'Completion 1' });
    // a menu entry's value is a string, unused among the entries
    expect(newEntry(list('button', 'menu'), [{ value: 'entry-1', label: 'Copy' }])).toEqual({ value: 'entry-2', label: 'Entry 2' });
    expect(newEntry(list('select', 'options'), [{ value: 'option-2', label: 'B' }])).toEqual({ value: 'option-3', label: 'Option 3' });
  });

  test('a new table row has one cell per column, the first naming the row; without columns it has none', () => {
    const rows = list('table', 'rows');
    const owner = { type: 'table', id: 't', columns: [{ label: 'Name' }, { label: 'Status' }, { label: 'When' }], rows: [{ id: 'row-1', cells: [] }] };
    expect(newEntry(rows, owner.rows, owner)).toEqual({ id: 'row-2', cells: ['Row 2', '', ''] });
    expect(newEntry(rows, [], { type: 'table', id: 't' })).toEqual({ id: 'row-1' });
    // columns that are not a list (typed by hand) give no cells rather than a guess
    expect(newEntry(rows, [], { columns: 'Name' })).toEqual({ id: 'row-1' });
    expect(newEntry(rows, [])).toEqual({ id: 'row-1' });
    const table = { ...owner, rows: [...owner.rows, newEntry(rows, owner.rows, owner)] };
    expect(PanelNode.safeParse(table).success).toBe(true);
    expect(analyze(JSON.stringify(table)).issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  test('repeated additions to every keyed list never collide, however messy the siblings', () => {
    for (const [type, name, schema] of schemas) {
      const keyed = list(type, name);
      if (keyed.key === undefined) continue;
      const key = keyed.key;
      const siblings: unknown[] = [null, 'text', 7, { [key]: `${keyed.itemName}-2` }, { [key]: `${keyed.itemName}-4` }, { [key]: 5 }];
      for (let i = 0; i < 30; i++) {
        const entry = newEntry(keyed, siblings);
        expect(schema.safeParse(entry).success, `${type}.${name}`).toBe(true);
        expect(siblings.map((sibling) => (sibling !== null && typeof sibling === 'object' ? (sibling as Record<string, unknown>)[key] : undefined))).not.toContain(entry[key]);
        siblings.push(entry);
      }
    }
  });

  test("a long list's summary names a table row by its cells", () => {
    expect(entrySummary({ id: 'r1', cells: ['build', 'ok 😀'] })).toBe('build · ok 😀');
    expect(entrySummary({ id: 'r1', cells: [] })).toBe('r1');
    expect(entrySummary({ id: 'r1', cells: [3, null] })).toBe('3 · null');
    expect(entrySummary({ label: null, id: 'tab-1' })).toBe('tab-1');
  });
});

describe('number fields', () => {
  const columns = formOf('grid').find((candidate) => candidate.name === 'columns') as NumberField;
  const fraction = formOf('progress').find((candidate) => candidate.name === 'value') as NumberField;

  test('readNumber: a number to write, nothing to remove, or text on its way that is kept unwritten', () => {
    expect(readNumber('3')).toBe(3);
    expect(readNumber(' 0.5 ')).toBe(0.5);
    expect(readNumber('-2')).toBe(-2);
    expect(readNumber('1e3')).toBe(1000);
    expect(readNumber('')).toBe('');
    expect(readNumber('   ')).toBe('');
    for (const partial of ['0.', '-', '1e', '1e-', '+']) expect(readNumber(partial), partial).toBeUndefined();
    for (const junk of ['abc', '12px', 'Infinity', 'NaN', '1e400', '٣']) expect(readNumber(junk), junk).toBeUndefined();
  });

  test('stepNumber: an arrow key moves one step, within the range, without float noise', () => {
    expect(stepNumber(columns, 2, 1)).toBe(3);
    expect(stepNumber(columns, 0, -1)).toBe(0);
    expect(stepNumber(columns, undefined, 1)).toBe(1);
    expect(stepNumber(columns, 'two', 1)).toBe(1);
    expect(stepNumber(fraction, 0.1, 1)).toBe(0.15);
    expect(stepNumber(fraction, 0.95, 1)).toBe(1);
    expect(stepNumber(fraction, 1, 1)).toBe(1);
    expect(stepNumber(fraction, 0.05, -1)).toBe(0);
    expect(stepNumber(fraction, Number.NaN, 1)).toBe(0.05);
    // a value out of range comes back into it
    expect(stepNumber(fraction, 7, -1)).toBe(1);
  });
});

describe('scalar values', () => {
  test('scalarKind', () => {
    expect(scalarKind(3)).toBe('number');
    expect(scalarKind(0)).toBe('number');
    expect(scalarKind(Number.NaN)).toBe('number');
    expect(scalarKind(true)).toBe('boolean');
    expect(scalarKind(false)).toBe('boolean');
    expect(scalarKind('3')).toBe('string');
    expect(scalarKind('')).toBe('string');
    expect(scalarKind(undefined)).toBe('string');
    expect(scalarKind(null)).toBe('string');
  });

  test('toScalar to a string keeps the text exactly', () => {
    expect(toScalar('  padded  ', 'string')).toBe('  padded  ');
    expect(toScalar('', 'string')).toBe('');
    expect(toScalar('42', 'string')).toBe('42');
    expect(toScalar('😀 שלום', 'string')).toBe('😀 שלום');
  });

  test('toScalar to a boolean: only "true" is true', () => {
    expect(toScalar('true', 'boolean')).toBe(true);
    expect(toScalar('false', 'boolean')).toBe(false);
    expect(toScalar('', 'boolean')).toBe(false);
    expect(toScalar('yes', 'boolean')).toBe(false);
    expect(toScalar('1', 'boolean')).toBe(false);
  });

  test('toScalar to a number, or undefined when it is not one', () => {
    expect(toScalar('42', 'number')).toBe(42);
    expect(toScalar(' -4.5 ', 'number')).toBe(-4.5);
    expect(toScalar('1e3', 'number')).toBe(1000);
    expect(toScalar('0', 'number')).toBe(0);
    expect(toScalar('', 'number')).toBeUndefined();
    expect(toScalar('   ', 'number')).toBeUndefined();
    expect(toScalar('abc', 'number')).toBeUndefined();
    expect(toScalar('12px', 'number')).toBeUndefined();
    expect(toScalar('Infinity', 'number')).toBeUndefined();
    expect(toScalar('NaN', 'number')).toBeUndefined();
  });

  test('a value converted to its own kind and back is unchanged', () => {
    for (const value of ['text', 7, -0.25, true, false] as const) expect(toScalar(String(value), scalarKind(value))).toBe(value);
  });
});

describe('icon suggestions', () => {
  test("Agentty's names starting with what is typed come first, then names containing it, at most 40", () => {
    expect(iconSuggestions('arrow')).toEqual(['arrow-up-right', 'arrow-down', 'arrow-up', 'arrow-left', 'arrow-right']);
    expect(iconSuggestions('check')).toEqual(['check', 'cloud-check', 'circle-check']);
    const file = iconSuggestions('file-t');
    expect(file).toContain('file-text');
    expect(iconSuggestions('circle-check').at(0)).toBe('circle-check');
    expect(iconSuggestions('no-such-icon-at-all')).toEqual([]);
    expect(iconSuggestions('')).toHaveLength(40);
  });
});

describe("a graph's form", () => {
  const edges = listField(formOf('graph'), 'edges');
  const nodes = listField(formOf('graph'), 'nodes');

  test("cards, their ports and the edges' ends are all fields", () => {
    expect(brief(nodes.fields).map((entry) => entry.name)).toEqual(['id', 'title', 'subtitle', 'icon', 'tone', 'x', 'y', 'width', 'inputs', 'outputs', 'state', 'selected']);
    expect(listField(nodes.fields, 'inputs').fields.map((entry) => entry.name)).toEqual(['id', 'label', 'tone']);
    expect(brief(edges.fields)).toEqual([
      { name: 'from', kind: 'object', required: true },
      { name: 'to', kind: 'object', required: true },
      { name: 'tone', kind: 'enum', required: false },
      { name: 'idle', kind: 'boolean', required: false },
    ]);
    const from = field(edges.fields, 'from');
    expect(from.kind === 'object' && brief(from.fields)).toEqual([
      { name: 'node', kind: 'text', required: true },
      { name: 'port', kind: 'text', required: true },
    ]);
  });

  test('a new edge wires the first output to the first input of another card', () => {
    const graph = {
      type: 'graph',
      id: 'g',
      nodes: [
        { id: 'a', title: 'A', outputs: [{ id: 'out' }], inputs: [{ id: 'back' }] },
        { id: 'b', title: 'B', inputs: [{ id: 'in' }] },
      ],
    };
    const edge = newEntry(edges, [], graph);
    expect(edge).toEqual({ from: { node: 'a', port: 'out' }, to: { node: 'b', port: 'in' } });
    const drawn = analyze(JSON.stringify({ ...graph, edges: [edge] }));
    expect(drawn.issues).toEqual([]);
  });

  test('a new node card is a valid one', () => {
    expect(newEntry(nodes, [{ id: 'node-1', title: 'A' }])).toEqual({ id: 'node-2', title: 'Node 2' });
  });
});
