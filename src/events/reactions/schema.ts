import { z } from 'zod';
import { OptionValue } from '../../schema/nodes';
import { nodeTypes, specOf } from '../../schema/registry';
import type { JsonSchema } from '../../schema/json-schema';
import { ACTION_KINDS, ReactionActionSchema, actionSpec, screenFields, valueFields, type ActionKind } from './actions';

export { ACTION_KINDS, ReactionActionSchema, actionKeys, isActionKind, type ActionKind, type ReactionAction } from './actions';

const allEvents = [...new Set(nodeTypes.flatMap((type) => specOf(type).events.map((spec) => spec.event)))];

export const ReactionSchema = z
  .object({
    element: z.string().describe('The `id` of the element whose event triggers this reaction (any element that sends events, on any screen).'),
    event: z.string().describe(`The event that triggers it, as the element emits it: ${allEvents.join(', ')}.`),
    item: z.string().optional().describe('Only for this item id: a list row, a flow step or a table row (their `select`, `action`, `move` and `insert` events).'),
    action: z.string().optional().describe('Only for this row button id (list `action` events).'),
    value: OptionValue.optional().describe(
      "Only for this value: an input's text, the picked option or menu entry, a tab id, the step a step was dropped onto, a toggle's or checkbox's new state, a grid's width.",
    ),
    actions: z.array(ReactionActionSchema).describe('What happens, in order.'),
  })
  .describe('When `element` emits `event` (optionally only for this item, action or value), run `actions` in order.');

/** The reactions document: a JSON array of reactions. */
export const ReactionsSchema = z.array(ReactionSchema).describe('The reactions of the prototype: what happens when an element emits an event.');

/** When `element` emits `event` (optionally only for this item, action or value), run `actions` in order. */
export type Reaction = z.infer<typeof ReactionSchema>;

/** The keys each object in the document takes, for unknown-key warnings. */
export const reactionKeys: readonly string[] = Object.keys(ReactionSchema.shape);

/** The names one event of one element can carry, per param: row, step and tab ids, option and menu values. */
export interface EventParamNames {
  readonly item?: readonly (string | number | boolean)[];
  readonly action?: readonly (string | number | boolean)[];
  readonly value?: readonly (string | number | boolean)[];
}

/** What the editor knows about the screens, to complete element ids, events, their names and screen names. */
export interface ReactionsSchemaContext {
  /** Element ids with the events each can emit. */
  readonly elements?: ReadonlyMap<string, readonly string[]>;
  /** Per element id and event, the names its params can carry. */
  readonly names?: ReadonlyMap<string, ReadonlyMap<string, EventParamNames>>;
  readonly screens?: readonly string[];
}

function eventDescription(event: string): string {
  const emitters = nodeTypes.filter((type) => specOf(type).events.some((spec) => spec.event === event));
  return emitters.map((type) => `${type}: ${specOf(type).events.find((spec) => spec.event === event)?.description ?? ''}`).join(' ');
}

/** An action's snippet; inside a larger one its tab stops come after the first `after` of that one. */
function sample(kind: ActionKind, after = 0): Record<string, string> {
  const shifted = Object.entries(actionSpec(kind).snippet).map(([key, body]) => [key, body.replace(/\$\{(\d+)/g, (_, stop: string) => `\${${Number(stop) + after}`)]);
  return { do: kind, ...Object.fromEntries(shifted) };
}

/**
 * The reactions document as JSON Schema for Monaco's completion and hover, derived from the zod schema.
 * Actions become one `if {do: const} then {…}` per kind instead of zod's `oneOf` (see nodeJsonSchema);
 * known element ids, their events and screen names become enums (the editor's own validation is off,
 * so they only complete: the cross-checks are what mark wrong names).
 */
export function reactionsJsonSchema(context: ReactionsSchemaContext = {}): JsonSchema {
  const generated = z.toJSONSchema(ReactionsSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const reaction = generated.items as JsonSchema;
  const properties = { ...(reaction.properties as Record<string, JsonSchema>) };
  const actionsSchema = properties.actions as JsonSchema;
  const branches = (actionsSchema.items as { oneOf: JsonSchema[] }).oneOf;
  const screens = context.screens ?? [];
  const elements = context.elements ?? new Map<string, readonly string[]>();
  const elementIds = [...elements.keys()];

  const action: JsonSchema = {
    type: 'object',
    description: 'One thing the reaction does; `do` picks which.',
    properties: {
      do: {
        type: 'string',
        enum: ACTION_KINDS,
        enumDescriptions: ACTION_KINDS.map((kind) => actionSpec(kind).description),
        description: 'What to do.',
      },
    },
    required: ['do'],
    defaultSnippets: ACTION_KINDS.map((kind) => ({ label: kind, body: sample(kind) })),
    allOf: branches.map((branch) => {
      const kind = ((branch.properties as JsonSchema).do as JsonSchema).const as ActionKind;
      // fields that name a screen complete the screen names, fields that name an element the element ids
      const named = screens.length ? screenFields(actionSpec(kind)).reduce((schema, field) => withEnum(schema, field, screens), branch) : branch;
      const then = elementIds.length ? valueFields(actionSpec(kind)).reduce((schema, fields) => withEnum(schema, fields.element, elementIds), named) : named;
      return { if: { properties: { do: { const: kind } }, required: ['do'] }, then };
    }),
  };

  properties.actions = { ...actionsSchema, items: action };
  const everyEvent = { enum: allEvents, enumDescriptions: allEvents.map(eventDescription) };
  // completion offers the union of every enum that applies: a known element's events replace the full list
  if (!elements.size) properties.event = { ...properties.event, ...everyEvent };
  else properties.element = { ...properties.element, enum: [...elements.keys()] };
  // the names an event's item, action and value can take, once element and event are written; nested in
  // the element's branch, since the language service offers every `const` of an `if` as well
  const byElement: JsonSchema[] = [...elements].map(([id, events]) => {
    const named = [...(context.names?.get(id) ?? [])].map(([event, names]) => ({
      if: { properties: { event: { const: event } }, required: ['event'] },
      then: { properties: Object.fromEntries(Object.entries(names).map(([param, values]) => [param, { enum: values }])) },
    }));
    const event = { type: 'string', enum: events, enumDescriptions: events.map(eventDescription) };
    return { if: { properties: { element: { const: id } }, required: ['element'] }, then: { properties: { event }, ...(named.length ? { allOf: named } : {}) } };
  });
  if (elements.size) byElement.push({ if: { properties: { element: { enum: [...elements.keys()] } }, required: ['element'] }, else: { properties: { event: everyEvent } } });

  return {
    type: 'array',
    description: generated.description,
    items: {
      ...reaction,
      properties,
      // the common case first; the action's tab stops follow the reaction's own, so one text never lands in two places
      defaultSnippets: [{ label: 'reaction', body: { element: '${1:element}', event: '${2:click}', actions: [sample('showScreen', 2)] } }],
      ...(byElement.length ? { allOf: byElement } : {}),
    },
  };
}

function withEnum(branch: JsonSchema, key: string, values: readonly string[]): JsonSchema {
  const props = branch.properties as Record<string, JsonSchema>;
  return { ...branch, properties: { ...props, [key]: { ...props[key], enum: values } } };
}
