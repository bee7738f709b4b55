import { reactionMatches } from '../../export/reactions';
import { promptInject, uiNotify, uiSetBadge, uiSetPanel, type Notification, type Request, type UiEventParams } from '../messages';
import type { ScreenInput } from './elements';
import type { Reaction, ReactionAction } from './schema';

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

/**
 * What the plugin sends when the host sends this `ui/event`: the single interpreter of reactions, with
 * the generated plugins' matching rule (`reactionMatches`) and their messages (`reactionMessages`),
 * but built with the wire builders and reading screens as the app holds them.
 */
export function reactTo(reactions: readonly Reaction[], event: ReactionEvent, state: ReactionState): ReactionOutcome {
  let nextRequestId = state.nextRequestId;
  let nextScreen: string | undefined;
  const messages: ReactionMessage[] = [];
  const missingScreens: string[] = [];
  const perform = (action: ReactionAction) => {
    switch (action.do) {
      case 'showScreen': {
        const screen = state.screens.find((candidate) => candidate.name === action.screen);
        if (!screen) {
          missingScreens.push(action.screen);
          break;
        }
        nextScreen = screen.name;
        messages.push(uiSetPanel(screen.tree));
        break;
      }
      case 'notify':
        messages.push(uiNotify({ message: action.message, kind: action.kind }));
        break;
      case 'setBadge':
        messages.push(uiSetBadge(action.text));
        break;
      case 'injectPrompt':
        messages.push(promptInject(nextRequestId++, { text: action.text, target: action.target }));
        break;
    }
  };
  for (const reaction of reactions) if (reactionMatches(reaction, event)) reaction.actions.forEach(perform);
  return { messages, ...(nextScreen === undefined ? {} : { nextScreen }), nextRequestId, missingScreens };
}
