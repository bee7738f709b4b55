import { asRequest, notification, type Notification, type Request, type UiEventParams } from '../messages';
import { actionSpec, type ReactionAction } from './actions';
import type { ScreenInput } from './elements';
import type { Reaction } from './schema';

/** What the interpreter needs besides the event: the screens to show and the plugin's next own request id. */
export interface ReactionState {
  readonly screens: readonly ScreenInput[];
  /** The id the plugin's next request carries (from the wire log: `nextRequestId(log, 'fromPlugin')`). */
  readonly nextRequestId: number;
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

export type ActionOutcome = { readonly message: ReactionMessage; readonly shows?: string } | { readonly missingScreen: string };

/**
 * The message one action sends, built from its registry entry; `shows` is the screen a `ui/setPanel`
 * puts up. An action naming a screen that does not exist sends nothing and says which.
 */
export function actionMessage(action: ReactionAction, screens: readonly ScreenInput[], id: number): ActionOutcome {
  const spec = actionSpec(action.do);
  const fields: Readonly<Record<string, unknown>> = action;
  const params: Record<string, unknown> = {};
  let shows: string | undefined;
  for (const [key, source] of Object.entries(spec.sends.params)) {
    if (typeof source === 'string') {
      if (fields[source] !== undefined) params[key] = fields[source];
      continue;
    }
    const name = String(fields[source.treeOf]);
    const screen = screens.find((candidate) => candidate.name === name);
    if (!screen) return { missingScreen: name };
    params[key] = screen.tree;
    if (spec.sends.method === 'ui/setPanel') shows = name;
  }
  const sent = notification(spec.sends.method, params);
  return { message: spec.sends.request ? asRequest(sent, id) : sent, ...(shows === undefined ? {} : { shows }) };
}

/**
 * What the plugin sends when the host sends this `ui/event`: the single interpreter of reactions, used
 * by the preview and as the reference the generated plugins and their tests are checked against.
 */
export function reactTo(reactions: readonly Reaction[], event: ReactionEvent, state: ReactionState): ReactionOutcome {
  let nextRequestId = state.nextRequestId;
  let nextScreen: string | undefined;
  const messages: ReactionMessage[] = [];
  const missingScreens: string[] = [];
  for (const reaction of reactions) {
    if (!reactionMatches(reaction, event)) continue;
    for (const action of reaction.actions) {
      const outcome = actionMessage(action, state.screens, nextRequestId);
      if ('missingScreen' in outcome) {
        missingScreens.push(outcome.missingScreen);
        continue;
      }
      if ('id' in outcome.message) nextRequestId++;
      if (outcome.shows !== undefined) nextScreen = outcome.shows;
      messages.push(outcome.message);
    }
  }
  return { messages, ...(nextScreen === undefined ? {} : { nextScreen }), nextRequestId, missingScreens };
}
