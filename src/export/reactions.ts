import { reactTo, type Reaction, type ReactionMessage } from '../events/reactions';
import type { UiEventParams } from '../events/messages';
import type { Design } from './design';
import { findElement } from './elements';

/** Every message the plugin sends for one event, in order, with request ids counted from `firstId`: the preview's interpreter. */
export function reactionMessages(design: Design, params: UiEventParams, firstId = 1): readonly ReactionMessage[] {
  const outcome = reactTo(design.reactions, params, { screens: design.screens, nextRequestId: firstId });
  if (outcome.missingScreens.length) throw new Error(`There is no screen ${JSON.stringify(outcome.missingScreens[0])}.`);
  return outcome.messages;
}

/** A plausible `ui/event` that triggers this reaction: its filters, plus whatever the event always carries. */
export function sampleEvent(design: Design, reaction: Reaction): UiEventParams {
  const node = findElement(design.screens.map((screen) => screen.tree), reaction.element);
  let item: string | undefined;
  let action: string | undefined;
  let value = reaction.value;
  if (node?.type === 'list') {
    const items = node.items ?? [];
    const row = items.find((candidate) => candidate.id === reaction.item) ?? items[0];
    item = reaction.item ?? row?.id ?? 'item';
    if (reaction.event === 'action') action = reaction.action ?? row?.actions?.[0]?.id ?? 'action';
  }
  if (value === undefined && node?.type === 'input') value = node.value ?? '';
  else if (value === undefined && node?.type === 'toggle') value = !(node.value ?? false);
  else if (value === undefined && node?.type === 'choice') value = node.options?.[0]?.value ?? '';
  // the generated test writes this object out, so its keys keep the order of the spec's params
  return {
    element: reaction.element,
    event: reaction.event,
    ...(item === undefined ? {} : { item }),
    ...(action === undefined ? {} : { action }),
    ...(value === undefined ? {} : { value }),
    context: {},
  };
}
