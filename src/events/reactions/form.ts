import type { EventValue } from '../messages';
import { actionKeys, actionSpec, isOptionalField, screenFields, valueFields, type ActionKind, type ReactionAction } from './actions';
import type { Reaction, ReactionsSchemaContext } from './schema';

/**
 * The reactions form's rules: what a new reaction or action holds, and what else changes when a field
 * does, so that every edit from the form leaves a reaction that still fits its element.
 */

type Json = Record<string, unknown>;
/** One value to write at a JSON Pointer inside the reactions array (undefined removes it). */
export interface FormChange {
  readonly pointer: string;
  readonly value: unknown;
}

export const FILTERS = ['item', 'action', 'value'] as const;
export type Filter = (typeof FILTERS)[number];

const eventsOf = (context: ReactionsSchemaContext, element: string): readonly string[] => context.elements?.get(element) ?? [];

/** The names an element's event can carry in one param: what a filter offers. */
export function filterNames(context: ReactionsSchemaContext, element: string, event: string, filter: Filter): readonly EventValue[] {
  return context.names?.get(element)?.get(event)?.[filter] ?? [];
}

/** Every value an element's events carry: what `setValue` offers for that element. */
export function valueNames(context: ReactionsSchemaContext, element: string): EventValue[] {
  const names = [...(context.names?.get(element)?.values() ?? [])].flatMap((params) => params.value ?? []);
  return [...new Set(names)];
}

/** A new action of this kind with its fields filled from the design: the screen, the element it names. */
export function newAction(kind: ActionKind, context: ReactionsSchemaContext, hint: { readonly screen?: string | undefined } = {}): ReactionAction {
  const screens = context.screens ?? [];
  const elementIds = [...(context.elements?.keys() ?? [])];
  const spec = actionSpec(kind);
  const fields: Json = { do: kind };
  for (const field of screenFields(spec)) fields[field] = screens.find((screen) => screen !== hint.screen) ?? screens[0] ?? 'main';
  for (const { element } of valueFields(spec)) fields[element] = elementIds.find((id) => valueNames(context, id).length > 0) ?? elementIds[0] ?? 'element';
  // the snippet's defaults for the plain text fields ("Done", "info")
  for (const key of actionKeys(kind)) {
    if (key in fields || isOptionalField(spec, key)) continue;
    const snippet = spec.snippet[key];
    fields[key] = snippet === undefined ? '' : snippetDefault(snippet);
  }
  return fields as ReactionAction;
}

/** `${1:Done}` → Done; `${2|info,success|}` → info. */
function snippetDefault(snippet: string): string {
  const choice = /^\$\{\d+\|([^,|]*)/.exec(snippet);
  if (choice) return choice[1]!;
  const placeholder = /^\$\{\d+:([^}]*)\}$/.exec(snippet);
  return placeholder ? placeholder[1]! : snippet;
}

/** A new reaction for an element (the first one with events when none is given): its first event, and a first action. */
export function newReaction(context: ReactionsSchemaContext, element?: string, hint: { readonly screen?: string | undefined } = {}): Reaction {
  const ids = [...(context.elements?.keys() ?? [])];
  const id = element ?? ids[0] ?? 'element';
  const event = eventsOf(context, id)[0] ?? 'click';
  // going to another screen is what most reactions do; with one screen a toast shows it worked
  const kind: ActionKind = (context.screens?.length ?? 0) > 1 ? 'showScreen' : 'notify';
  return { element: id, event, actions: [newAction(kind, context, hint)] };
}

/** The changes that point a reaction at another element: its event and filters follow when the new element lacks them. */
export function elementChanges(reaction: Json, index: number, element: string, context: ReactionsSchemaContext): FormChange[] {
  const at = `/${index}`;
  const changes: FormChange[] = [{ pointer: `${at}/element`, value: element }];
  const events = eventsOf(context, element);
  const event = typeof reaction.event === 'string' && events.includes(reaction.event) ? reaction.event : (events[0] ?? reaction.event);
  if (event !== reaction.event) changes.push({ pointer: `${at}/event`, value: event });
  changes.push(...staleFilters(reaction, at, element, String(event), context));
  return changes;
}

/** The changes that switch a reaction to another event: filters the event does not carry go. */
export function eventChanges(reaction: Json, index: number, event: string, context: ReactionsSchemaContext): FormChange[] {
  const at = `/${index}`;
  return [{ pointer: `${at}/event`, value: event }, ...staleFilters(reaction, at, String(reaction.element), event, context)];
}

function staleFilters(reaction: Json, at: string, element: string, event: string, context: ReactionsSchemaContext): FormChange[] {
  const known = context.names?.get(element)?.get(event) ?? {};
  // a typed value filter (an input's text) has no list to fit; an item or action the event does not carry goes
  return (['item', 'action'] as const).filter((filter) => reaction[filter] !== undefined && !(known[filter] ?? []).includes(reaction[filter] as EventValue)).map((filter) => ({ pointer: `${at}/${filter}`, value: undefined }));
}

/** A worked example for an empty reactions list, made from the design: a button (else the first element) leads somewhere. */
export function exampleReactions(context: ReactionsSchemaContext, screenOf: (element: string) => string | undefined = () => undefined): Reaction[] {
  const ids = [...(context.elements?.keys() ?? [])];
  const id = ids.find((candidate) => eventsOf(context, candidate)[0] === 'click') ?? ids[0];
  if (id === undefined) return [];
  const reaction = newReaction(context, id, { screen: screenOf(id) });
  // a second action of another kind: the example shows that actions run in order
  reaction.actions.push(newAction(reaction.actions[0]?.do === 'showScreen' ? 'notify' : 'setBadge', context));
  return [reaction];
}

/** "show the screen "detail"": what an action does, in words, for the example's caption. */
export function describeAction(action: ReactionAction): string {
  switch (action.do) {
    case 'showScreen':
      return `show the screen "${action.screen}"`;
    case 'notify':
      return `show the toast "${action.message}"`;
    case 'setBadge':
      return `set the badge to "${action.text}"`;
    case 'setValue':
      return `redraw ${action.element} with ${action.value === undefined ? 'the new value' : JSON.stringify(action.value)}`;
    case 'injectPrompt':
      return 'ask the agent';
  }
}
