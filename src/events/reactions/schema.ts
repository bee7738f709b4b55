import { z } from 'zod';
import { OptionValue } from '../../schema/nodes';
import { nodeTypes, specOf } from '../../schema/registry';
import type { JsonSchema } from '../../schema/json-schema';
import { NOTIFY_KINDS } from '../messages';

export type { Reaction, ReactionAction } from '../../export/design';

export const ShowScreenAction = z
  .object({
    do: z.literal('showScreen').describe('Show another screen: the plugin sends `ui/setPanel` with that screen\'s tree.'),
    screen: z.string().describe('The name of the screen to show.'),
  })
  .describe('Show another screen (`ui/setPanel`).');

export const NotifyAction = z
  .object({
    do: z.literal('notify').describe('Show a toast: the plugin sends `ui/notify`. A toast less than 700 ms after the previous one is dropped by the host.'),
    message: z.string().describe('The text of the toast.'),
    kind: z.enum(NOTIFY_KINDS).describe('How the toast is styled: info, success, warning or error.'),
  })
  .describe('Show a toast (`ui/notify`).');

export const SetBadgeAction = z
  .object({
    do: z.literal('setBadge').describe("Set the badge on the panel's tab: the plugin sends `ui/setBadge`."),
    text: z.string().describe('The badge text, at most 8 characters; an empty text clears the badge.'),
  })
  .describe("Set the badge on the panel's tab (`ui/setBadge`).");

export const InjectPromptAction = z
  .object({
    do: z.literal('injectPrompt').describe('Put a prompt in front of the agent: the plugin sends the request `prompt/inject`; the designer answers `{"status":"asked"}`.'),
    text: z.string().describe('The prompt text.'),
    target: z.string().optional().describe('Where the prompt goes, passed through as `target` (for example "ask").'),
  })
  .describe('Inject a prompt (`prompt/inject`).');

/** One thing a reaction does; `do` picks which. */
export const ReactionActionSchema = z.discriminatedUnion('do', [ShowScreenAction, NotifyAction, SetBadgeAction, InjectPromptAction]);

/** The `do` values, in declaration order. */
export const ACTION_KINDS = ReactionActionSchema.options.map((option) => option.shape.do.value);
export type ActionKind = (typeof ACTION_KINDS)[number];

export const ReactionSchema = z
  .object({
    element: z.string().describe('The `id` of the element whose event triggers this reaction (a button, input, list, choice or toggle on any screen).'),
    event: z.string().describe('The event that triggers it: click, change, submit, select or action, as the element emits it.'),
    item: z.string().optional().describe('Only for this list item id (list `select` and `action` events).'),
    action: z.string().optional().describe('Only for this row button id (list `action` events).'),
    value: OptionValue.optional().describe('Only for this value: the text of an input, the chosen option of a choice, or a toggle\'s new state.'),
    actions: z.array(ReactionActionSchema).describe('What happens, in order.'),
  })
  .describe('When `element` emits `event` (optionally only for this item, action or value), run `actions` in order.');

/** The reactions document: a JSON array of reactions. */
export const ReactionsSchema = z.array(ReactionSchema).describe('The reactions of the prototype: what happens when an element emits an event.');

/** The keys each object in the document takes, for unknown-key warnings. */
export const reactionKeys: readonly string[] = Object.keys(ReactionSchema.shape);
export function actionKeys(kind: ActionKind): readonly string[] {
  const option = ReactionActionSchema.options.find((candidate) => candidate.shape.do.value === kind);
  return option ? Object.keys(option.shape) : [];
}

/** What the editor knows about the screens, to complete element ids, events and screen names. */
export interface ReactionsSchemaContext {
  /** Element ids with the events each can emit. */
  readonly elements?: ReadonlyMap<string, readonly string[]>;
  readonly screens?: readonly string[];
}

const allEvents = [...new Set(nodeTypes.flatMap((type) => specOf(type).events.map((spec) => spec.event)))];

function eventDescription(event: string): string {
  const emitters = nodeTypes.filter((type) => specOf(type).events.some((spec) => spec.event === event));
  return emitters.map((type) => `${type}: ${specOf(type).events.find((spec) => spec.event === event)?.description ?? ''}`).join(' ');
}

function sample(kind: ActionKind): Record<string, string> {
  switch (kind) {
    case 'showScreen':
      return { do: kind, screen: '${1:screen}' };
    case 'notify':
      return { do: kind, message: '${1:Done}', kind: '${2|info,success,warning,error|}' };
    case 'setBadge':
      return { do: kind, text: '${1:1}' };
    case 'injectPrompt':
      return { do: kind, text: '${1:prompt}', target: '${2:ask}' };
  }
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

  const action: JsonSchema = {
    type: 'object',
    description: 'One thing the reaction does; `do` picks which.',
    properties: {
      do: {
        type: 'string',
        enum: ACTION_KINDS,
        enumDescriptions: ACTION_KINDS.map((kind) => ReactionActionSchema.options.find((option) => option.shape.do.value === kind)?.description ?? ''),
        description: 'What to do.',
      },
    },
    required: ['do'],
    defaultSnippets: ACTION_KINDS.map((kind) => ({ label: kind, body: sample(kind) })),
    allOf: branches.map((branch) => {
      const kind = ((branch.properties as JsonSchema).do as JsonSchema).const;
      const then = kind === 'showScreen' && screens.length ? withEnum(branch, 'screen', screens) : branch;
      return { if: { properties: { do: { const: kind } }, required: ['do'] }, then };
    }),
  };

  const elements = context.elements ?? new Map<string, readonly string[]>();
  properties.actions = { ...actionsSchema, items: action };
  properties.event = { ...properties.event, enum: allEvents, enumDescriptions: allEvents.map(eventDescription) };
  if (elements.size) properties.element = { ...properties.element, enum: [...elements.keys()] };
  const byElement = [...elements].map(([id, events]) => ({
    if: { properties: { element: { const: id } }, required: ['element'] },
    then: { properties: { event: { type: 'string', enum: events } } },
  }));

  return {
    type: 'array',
    description: generated.description,
    items: {
      ...reaction,
      properties,
      defaultSnippets: [{ label: 'reaction', body: { element: '${1:element}', event: '${2:click}', actions: [sample('notify')] } }],
      ...(byElement.length ? { allOf: byElement } : {}),
    },
  };
}

function withEnum(branch: JsonSchema, key: string, values: readonly string[]): JsonSchema {
  const props = branch.properties as Record<string, JsonSchema>;
  return { ...branch, properties: { ...props, [key]: { ...props[key], enum: values } } };
}
