import { say, type Say } from '../../i18n/say';
import { asRequest, notification, type EventValue, type Notification, type Request, type UiEventParams } from '../messages';
import { actionSpec, type ReactionAction } from './actions';
import type { ScreenInput } from './elements';
import type { Reaction } from './schema';
import { withValue } from './set-value';

/** What the interpreter needs besides the event: the screens to show and the plugin's next own request id. */
export interface ReactionState {
  readonly screens: readonly ScreenInput[];
  /** The id the plugin's next request carries (from the wire log: `nextRequestId(log, 'fromPlugin')`). */
  readonly nextRequestId: number;
  /** The tree the plugin last sent, which `setValue` changes; left out, the first screen's (sent on panel/open). */
  readonly shown?: unknown;
}

/** A plugin → Agentty message a reaction sends. */
export type ReactionMessage = Notification | Request;

export interface ReactionOutcome {
  /** In order: every matching reaction's actions, in order. Hand each to `pluginSends`, which answers requests. */
  readonly messages: readonly ReactionMessage[];
  /** The screen shown last, when any `showScreen` ran. */
  readonly nextScreen?: string;
  /** The request id after those used here. */
  readonly nextRequestId: number;
  /** `showScreen` actions naming a screen that does not exist: skipped, since there is no tree to send. */
  readonly missingScreens: readonly string[];
  /** The tree on show after these messages (the plugin's last `ui/setPanel`). */
  readonly shown: unknown;
  /** The values `setValue` changed on that tree, in order; a `showScreen` after them starts again. */
  readonly valuesSet: readonly ValueSet[];
  /** Why a `setValue` sent nothing: no such element on the screen on show, or no value to set. */
  readonly unsent: readonly Say[];
}

/** One value a `setValue` action changed on the screen on show. */
export interface ValueSet {
  readonly element: string;
  readonly value: EventValue;
}

/** The event fields reactions filter on (`context` is ignored). */
export type ReactionEvent = Pick<UiEventParams, 'element' | 'event' | 'item' | 'action' | 'value'>;

/** Whether a reaction fires for an event: the rule the generated plugins follow too. */
export function reactionMatches(reaction: Reaction, event: ReactionEvent): boolean {
  return (
    reaction.element === event.element &&
    reaction.event === event.event &&
    (reaction.item === undefined || reaction.item === event.item) &&
    (reaction.action === undefined || reaction.action === event.action) &&
    (reaction.value === undefined || reaction.value === event.value)
  );
}

export type ActionOutcome =
  | { readonly message: ReactionMessage; readonly shows?: string; readonly set?: ValueSet }
  | { readonly missingScreen: string }
  | { readonly unsent: Say };

/** What an action reads besides its own fields: the tree on show and the event's value. */
export interface ActionContext {
  readonly shown?: unknown;
  readonly eventValue?: EventValue;
}

/**
 * The message one action sends, built from its registry entry; `shows` is the screen a `ui/setPanel`
 * puts up, `set` the value a redraw changed. An action naming a screen that does not exist sends
 * nothing and says which; a `setValue` with no such element on show, or no value, says why.
 */
export function actionMessage(action: ReactionAction, screens: readonly ScreenInput[], id: number, context: ActionContext = {}): ActionOutcome {
  const spec = actionSpec(action.do);
  const fields: Readonly<Record<string, unknown>> = action;
  const params: Record<string, unknown> = {};
  let shows: string | undefined;
  let set: ValueSet | undefined;
  for (const [key, source] of Object.entries(spec.sends.params)) {
    if (typeof source === 'string') {
      if (fields[source] !== undefined) params[key] = fields[source];
      continue;
    }
    if ('shownWith' in source) {
      const element = String(fields[source.shownWith.element]);
      const value = (fields[source.shownWith.value] ?? context.eventValue) as EventValue | undefined;
      if (value === undefined) return { unsent: say('eventRefusals.setValueNoValue', { element }) };
      const tree = context.shown === undefined ? undefined : withValue(context.shown, element, value);
      if (tree === undefined) return { unsent: say('eventRefusals.setValueNotShown', { element }) };
      params[key] = tree;
      set = { element, value };
      continue;
    }
    const name = String(fields[source.treeOf]);
    const screen = screens.find((candidate) => candidate.name === name);
    if (!screen) return { missingScreen: name };
    params[key] = screen.tree;
    if (spec.sends.method === 'ui/setPanel') shows = name;
  }
  const sent = notification(spec.sends.method, params);
  return { message: spec.sends.request ? asRequest(sent, id) : sent, ...(shows === undefined ? {} : { shows }), ...(set === undefined ? {} : { set }) };
}

/**
 * What the plugin sends when the host sends this `ui/event`: the single interpreter of reactions, used
 * by the preview and as the reference the generated plugins and their tests are checked against.
 */
export function reactTo(reactions: readonly Reaction[], event: ReactionEvent, state: ReactionState): ReactionOutcome {
  let nextRequestId = state.nextRequestId;
  let nextScreen: string | undefined;
  let shown = 'shown' in state ? state.shown : state.screens[0]?.tree;
  let valuesSet: ValueSet[] = [];
  const messages: ReactionMessage[] = [];
  const missingScreens: string[] = [];
  const unsent: Say[] = [];
  for (const reaction of reactions) {
    if (!reactionMatches(reaction, event)) continue;
    for (const action of reaction.actions) {
      // a graph's {x, y} and a drop's file list fill no scalar slot
      const eventValue = typeof event.value === 'object' ? undefined : event.value;
      const outcome = actionMessage(action, state.screens, nextRequestId, { shown, eventValue });
      if ('missingScreen' in outcome) {
        missingScreens.push(outcome.missingScreen);
        continue;
      }
      if ('unsent' in outcome) {
        unsent.push(outcome.unsent);
        continue;
      }
      if ('id' in outcome.message) nextRequestId++;
      if (outcome.message.method === 'ui/setPanel') shown = (outcome.message.params as { tree?: unknown }).tree;
      if (outcome.shows !== undefined) {
        nextScreen = outcome.shows;
        valuesSet = [];
      }
      if (outcome.set !== undefined) valuesSet.push(outcome.set);
      messages.push(outcome.message);
    }
  }
  return { messages, ...(nextScreen === undefined ? {} : { nextScreen }), nextRequestId, missingScreens, shown, valuesSet, unsent };
}
