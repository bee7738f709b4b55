import { z } from 'zod';
import { OptionValue } from '../../schema/nodes';
import { badgeCut, NOTIFY_KINDS, type PluginMethod } from '../messages';
import type { Say } from '../../i18n/say';

/**
 * The reaction actions, each declared once: its schema (with the docs hover and the reference show),
 * a completion snippet, the message it becomes, and any check the schema cannot express. The
 * interpreter, the cross-checks, the editor's JSON Schema and the Node.js and Python generators all
 * read this registry, so a new action is one entry here.
 */

/**
 * Where one param of the message comes from: an action field copied as it is, the tree of the screen a
 * field names, or the tree on show with one element's `value` changed (the value left out: the event's).
 */
export type ParamSource<F extends string = string> = F | { readonly treeOf: F } | { readonly shownWith: { readonly element: F; readonly value: F } };

/** The tree on show with a value changed: the source of `setValue`'s tree. */
export type ShownWith<F extends string = string> = Extract<ParamSource<F>, { shownWith: unknown }>['shownWith'];

export interface MessageSpec<F extends string = string> {
  readonly method: PluginMethod;
  /** A request is answered, so it takes the plugin's next request id; a notification is not. */
  readonly request: boolean;
  /** The params in wire order; an optional field that is absent is left out. */
  readonly params: Readonly<Record<string, ParamSource<F>>>;
}

/** A problem with one field of an action, reported as an error on that field. */
export interface FieldProblem {
  readonly field: string;
  /** Said as data, so the interface shows it in its language. */
  readonly say: Say;
  /** What Agentty accepts but shows otherwise (a badge it cuts) is a warning; an error by default. */
  readonly severity?: 'warning';
}

export interface ActionSpec<S extends z.ZodObject = z.ZodObject> {
  /** The `do` value. */
  readonly kind: string;
  readonly schema: S;
  readonly description: string;
  /** The fields of a completion snippet, besides `do`. */
  readonly snippet: Readonly<Record<string, string>>;
  readonly sends: MessageSpec<keyof z.infer<S> & string>;
  /** Checks the schema cannot express, on an action that fits it. */
  check?(action: z.infer<S>): readonly FieldProblem[];
}

function action<S extends z.ZodObject>(spec: Omit<ActionSpec<S>, 'kind' | 'description'>): ActionSpec<S> {
  const kind = (spec.schema.shape.do as z.ZodLiteral<string>).value;
  return { ...spec, kind, description: spec.schema.description ?? '' };
}

const showScreen = action({
  schema: z
    .object({
      do: z.literal('showScreen').describe('Show another screen: the plugin sends `ui/setPanel` with that screen\'s tree.'),
      screen: z.string().describe('The name of the screen to show.'),
    })
    .describe('Show another screen (`ui/setPanel`).'),
  snippet: { screen: '${1:screen}' },
  sends: { method: 'ui/setPanel', request: false, params: { tree: { treeOf: 'screen' } } },
});

const notify = action({
  schema: z
    .object({
      do: z.literal('notify').describe('Show a toast: the plugin sends `ui/notify`. A toast less than 700 ms after the previous one is dropped by the host.'),
      message: z.string().describe('The text of the toast.'),
      kind: z.enum(NOTIFY_KINDS).describe('How the toast is styled: info, success, warning or error.'),
    })
    .describe('Show a toast (`ui/notify`).'),
  snippet: { message: '${1:Done}', kind: '${2|info,success,warning,error|}' },
  sends: { method: 'ui/notify', request: false, params: { message: 'message', kind: 'kind' } },
});

const setBadge = action({
  schema: z
    .object({
      do: z.literal('setBadge').describe("Set the badge on the panel's tab: the plugin sends `ui/setBadge`."),
      text: z.string().describe("The badge text: Agentty shows its first 8 characters (3 on the activity bar); an empty text clears the badge."),
    })
    .describe("Set the badge on the panel's tab (`ui/setBadge`)."),
  snippet: { text: '${1:1}' },
  sends: { method: 'ui/setBadge', request: false, params: { text: 'text' } },
  check: (badge) => {
    const cut = badgeCut(badge.text);
    return cut ? [{ field: 'text', say: cut, severity: 'warning' }] : [];
  },
});

const injectPrompt = action({
  schema: z
    .object({
      do: z.literal('injectPrompt').describe('Put a prompt in front of the agent: the plugin sends the request `prompt/inject`; the designer answers `{"status":"asked"}`.'),
      text: z.string().describe('The prompt text.'),
      target: z.string().optional().describe('Where the prompt goes, passed through as `target` (for example "ask").'),
    })
    .describe('Inject a prompt (`prompt/inject`).'),
  snippet: { text: '${1:prompt}', target: '${2:ask}' },
  sends: { method: 'prompt/inject', request: true, params: { text: 'text', target: 'target' } },
});

const setValue = action({
  schema: z
    .object({
      do: z
        .literal('setValue')
        .describe(
          "Change an element's value on the screen on show: the plugin sends `ui/setPanel` again with that element's `value` changed. In Agentty a click changes nothing on screen until the plugin does this.",
        ),
      element: z.string().describe('The `id` of the element whose `value` changes: an input, toggle, checkbox, choice, select or tabs on the screen on show.'),
      value: OptionValue.optional().describe("The new value. Left out, the event's own value: the toggle's new state, the option picked, the tab clicked, the text typed."),
    })
    .describe("Change an element's value (`ui/setPanel` with the screen on show, redrawn)."),
  snippet: { element: '${1:element}' },
  sends: { method: 'ui/setPanel', request: false, params: { tree: { shownWith: { element: 'element', value: 'value' } } } },
});

/** One thing a reaction does; `do` picks which. The order here is the order of completion and docs. */
export const ReactionActionSchema = z.discriminatedUnion('do', [showScreen.schema, setValue.schema, notify.schema, setBadge.schema, injectPrompt.schema]);
export type ReactionAction = z.infer<typeof ReactionActionSchema>;
export type ActionKind = ReactionAction['do'];

/** The registry: every action by its `do`. */
export const ACTIONS: { readonly [K in ActionKind]: ActionSpec } = { showScreen, setValue, notify, setBadge, injectPrompt };

/** The `do` values, in declaration order. */
export const ACTION_KINDS: readonly ActionKind[] = ReactionActionSchema.options.map((option) => option.shape.do.value);

export function isActionKind(value: unknown): value is ActionKind {
  return typeof value === 'string' && Object.hasOwn(ACTIONS, value);
}

/** The registry entry of an action. */
export function actionSpec(kind: ActionKind): ActionSpec {
  return ACTIONS[kind];
}

/** The keys an action of this kind takes, in declaration order. */
export function actionKeys(kind: ActionKind): readonly string[] {
  return Object.keys(actionSpec(kind).schema.shape);
}

/** Whether a field is optional in its action's schema. */
export function isOptionalField(spec: ActionSpec, field: string): boolean {
  const schema = (spec.schema.shape as Record<string, z.ZodType>)[field];
  return schema !== undefined && schema.safeParse(undefined).success;
}

/** The fields of an action that name a screen (their value must be a screen's name). */
export function screenFields(spec: ActionSpec): string[] {
  return Object.values(spec.sends.params).flatMap((source) => (typeof source === 'object' && 'treeOf' in source ? [source.treeOf] : []));
}

/** The fields of an action that name an element whose value it changes, with the field of the value. */
export function valueFields(spec: ActionSpec): ShownWith[] {
  return Object.values(spec.sends.params).flatMap((source) => (typeof source === 'object' && 'shownWith' in source ? [source.shownWith] : []));
}

/** Actions that show a toast, which Agentty drops when it comes less than 700 ms after the previous one. */
export function showsToast(kind: ActionKind): boolean {
  return actionSpec(kind).sends.method === 'ui/notify';
}
