import { describe, expect, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import type { Design } from '../../export/design';
import { reactionsSchemaContext } from './elements';
import { screens, todayScreens } from './fixtures';
import { ACTION_KINDS, ReactionActionSchema, ReactionSchema, ReactionsSchema, reactionsJsonSchema } from './schema';

type JsonSchema = { [key: string]: unknown };

describe('the zod schema', () => {
  test('produces exactly what the exporters take', () => {
    expectTypeOf<z.output<typeof ReactionsSchema>>().toEqualTypeOf<Design['reactions']>();
  });

  test('accepts every action and leaves absent optional keys out', () => {
    const document = [
      {
        element: 'files',
        event: 'action',
        item: 'readme',
        action: 'open',
        actions: [
          { do: 'showScreen', screen: 'Detail' },
          { do: 'notify', message: 'Opened', kind: 'success' },
          { do: 'setBadge', text: '1' },
          { do: 'injectPrompt', text: 'Explain README.md', target: 'ask' },
          { do: 'injectPrompt', text: 'Hi' },
        ],
      },
      { element: 'dark', event: 'change', value: true, actions: [] },
    ];
    const parsed = ReactionsSchema.parse(document);
    expect(parsed).toEqual(document);
    expect(parsed[0]!.actions[4]).not.toHaveProperty('target');
  });

  test('refuses a notify kind that is none of the four', () => {
    const result = ReactionActionSchema.safeParse({ do: 'notify', message: 'x', kind: 'fatal' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_value', path: ['kind'], values: ['info', 'success', 'warning', 'error'] });
  });

  test('every field is described, for hover docs', () => {
    const objects = [ReactionSchema, ...ReactionActionSchema.options];
    for (const object of objects) {
      expect(object.description).toBeTruthy();
      for (const [key, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
        expect(field.description, key).toBeTruthy();
      }
    }
  });
});

function walk(value: unknown, visit: (node: JsonSchema) => void): void {
  if (Array.isArray(value)) value.forEach((entry) => walk(entry, visit));
  else if (value !== null && typeof value === 'object') {
    visit(value as JsonSchema);
    Object.values(value).forEach((entry) => walk(entry, visit));
  }
}

describe('the JSON Schema for Monaco', () => {
  test('has no oneOf: one if/then per action kind instead', () => {
    const schema = reactionsJsonSchema();
    walk(schema, (node) => expect(node).not.toHaveProperty('oneOf'));
    const action = ((schema.items as JsonSchema).properties as Record<string, JsonSchema>).actions!.items as JsonSchema;
    expect((action.properties as Record<string, JsonSchema>).do!.enum).toEqual(ACTION_KINDS);
    const branches = action.allOf as { if: JsonSchema; then: JsonSchema }[];
    expect(branches.map((branch) => branch.if)).toEqual(ACTION_KINDS.map((kind) => ({ properties: { do: { const: kind } }, required: ['do'] })));
    const notify = branches[ACTION_KINDS.indexOf('notify')]!.then.properties as Record<string, JsonSchema>;
    expect(notify.kind).toMatchObject({ enum: ['info', 'success', 'warning', 'error'], description: expect.stringContaining('toast') });
  });

  test('carries the zod descriptions for hover', () => {
    const reaction = reactionsJsonSchema().items as JsonSchema;
    const properties = reaction.properties as Record<string, JsonSchema>;
    for (const key of ['element', 'event', 'item', 'action', 'value', 'actions']) expect(properties[key]!.description, key).toBeTruthy();
    expect(reaction.required).toEqual(['element', 'event', 'actions']);
  });

  test('completes the element ids, their events and the screen names of the screens', () => {
    const schema = reactionsJsonSchema(reactionsSchemaContext(screens));
    const reaction = schema.items as JsonSchema;
    const properties = reaction.properties as Record<string, JsonSchema>;
    expect(properties.element!.enum).toEqual(['query', 'files', 'dark', 'size', 'go', 'back']);
    expect(reaction.allOf).toContainEqual({
      if: { properties: { element: { const: 'files' } }, required: ['element'] },
      then: {
        properties: { event: { type: 'string', enum: ['select', 'action'], enumDescriptions: [expect.stringContaining('A row was clicked.'), expect.stringContaining('A row button was clicked.')] } },
        allOf: expect.any(Array),
      },
    });
    // a known element offers only its own events; any other element every event
    expect(properties.event!.enum).toBeUndefined();
    expect(reaction.allOf).toContainEqual({
      if: { properties: { element: { enum: ['query', 'files', 'dark', 'size', 'go', 'back'] } }, required: ['element'] },
      else: { properties: { event: { enum: expect.arrayContaining(['click', 'select', 'move', 'resize']), enumDescriptions: expect.any(Array) } } },
    });
    const branches = (properties.actions!.items as JsonSchema).allOf as { then: { properties: Record<string, JsonSchema> } }[];
    expect(branches[0]!.then.properties.screen!.enum).toEqual(['Main', 'Detail']);
    walk(schema, (node) => expect(node).not.toHaveProperty('oneOf'));
  });
});

describe("completion of today's elements", () => {
  const reaction = reactionsJsonSchema(reactionsSchemaContext(todayScreens)).items as JsonSchema;
  const branches = reaction.allOf as { if: JsonSchema; then: JsonSchema }[];
  const namesIn = (all: { if: JsonSchema; then: JsonSchema }[], element: string, event: string) => {
    const branch = all.find((each) => JSON.stringify(each.if) === JSON.stringify({ properties: { element: { const: element } }, required: ['element'] }));
    const named = (branch?.then.allOf ?? []) as { if: JsonSchema; then: JsonSchema }[];
    return named.find((each) => JSON.stringify(each.if) === JSON.stringify({ properties: { event: { const: event } }, required: ['event'] }))?.then;
  };
  const namesOf = (element: string, event: string) => namesIn(branches, element, event);

  test('each element offers the events it sends as drawn', () => {
    const events = new Map(reactionsSchemaContext(todayScreens).elements);
    expect(Object.fromEntries(events)).toEqual({
      new: ['select'],
      plain: ['click'],
      off: ['click'],
      steps: ['select', 'move', 'insert'],
      still: ['select'],
      pages: ['change', 'close', 'add'],
      runs: ['select'],
      method: ['change'],
      agree: ['change'],
      tip: ['close'],
      // not closable: what it could send, so the name still completes
      box: ['close'],
      split: ['resize'],
      settings: ['close'],
    });
  });

  test('once element and event are written, item and value complete the names they can carry', () => {
    expect(namesOf('pages', 'change')).toEqual({ properties: { value: { enum: ['one', 'two'] } } });
    expect(namesOf('pages', 'close')).toEqual({ properties: { value: { enum: ['two'] } } });
    expect(namesOf('pages', 'add')).toEqual({ properties: { value: { enum: ['blank'] } } });
    expect(namesOf('steps', 'move')).toEqual({ properties: { item: { enum: ['fetch', 'build'] }, value: { enum: ['fetch', 'build'] } } });
    expect(namesOf('steps', 'insert')).toEqual({ properties: { item: { enum: ['fetch', 'build'] }, value: { enum: ['wait'] } } });
    expect(namesOf('runs', 'select')).toEqual({ properties: { item: { enum: ['r1', 'r2'] } } });
    expect(namesOf('method', 'change')).toEqual({ properties: { value: { enum: ['GET', 'POST'] } } });
    expect(namesOf('new', 'select')).toEqual({ properties: { value: { enum: ['file', 'dir'] } } });
    expect(namesOf('split', 'resize')).toBeUndefined();
    expect(namesOf('agree', 'change')).toBeUndefined();
  });

  test('lists and choices complete their rows, row buttons and options too', () => {
    const branches = (reactionsJsonSchema(reactionsSchemaContext(screens)).items as JsonSchema).allOf as { if: JsonSchema; then: JsonSchema }[];
    const then = (element: string, event: string) => namesIn(branches, element, event);
    expect(then('files', 'select')).toEqual({ properties: { item: { enum: ['readme', 'license'] } } });
    expect(then('files', 'action')).toEqual({ properties: { item: { enum: ['readme', 'license'] }, action: { enum: ['open'] } } });
    expect(then('size', 'change')).toEqual({ properties: { value: { enum: ['s', 'm'] } } });
  });

  test('names shared by two screens are offered once; a huge list offers the first 500', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: `row-${i}`, cells: [] }));
    const big: typeof todayScreens = [
      { name: 'A', tree: { type: 'table', id: 't', rows } },
      { name: 'B', tree: { type: 'table', id: 't', rows: [{ id: 'row-0' }, { id: 'other "quoted" </script> 🎉' }] } },
    ];
    const names = reactionsSchemaContext(big).names?.get('t')?.get('select')?.item ?? [];
    expect(names).toHaveLength(500);
    expect(names.slice(0, 2)).toEqual(['row-0', 'row-1']);
    const small = reactionsSchemaContext([big[1]!, { name: 'C', tree: big[1]!.tree }]).names?.get('t')?.get('select')?.item;
    expect(small).toEqual(['row-0', 'other "quoted" </script> 🎉']);
  });
});

test('the reaction snippet starts with showScreen, its tab stops after the reaction\'s own, so no text lands in two fields', () => {
  const reaction = reactionsJsonSchema().items as { defaultSnippets: { body: { element: string; event: string; actions: Record<string, string>[] } }[] };
  const body = reaction.defaultSnippets[0]!.body;
  expect(body.actions[0]).toEqual({ do: 'showScreen', screen: '${3:screen}' });
  const stops = JSON.stringify(body).match(/\$\{\d+/g) ?? [];
  expect(stops).toEqual(['${1', '${2', '${3']);
});
