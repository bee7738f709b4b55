import { describe, expect, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import type { Design } from '../../export/design';
import { reactionsSchemaContext } from './elements';
import { screens } from './fixtures';
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
    const notify = branches[1]!.then.properties as Record<string, JsonSchema>;
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
      then: { properties: { event: { type: 'string', enum: ['select', 'action'] } } },
    });
    const branches = (properties.actions!.items as JsonSchema).allOf as { then: { properties: Record<string, JsonSchema> } }[];
    expect(branches[0]!.then.properties.screen!.enum).toEqual(['Main', 'Detail']);
    walk(schema, (node) => expect(node).not.toHaveProperty('oneOf'));
  });
});
