import type { PanelNode } from '../schema';
import type { Design, Reaction, ReactionAction } from './design';
import { findElement } from './elements';

/** The `ui/event` params a plugin reads (the host also sends `context`, which reactions ignore). */
export interface UiEventParams {
  element: string;
  event: string;
  item?: string;
  action?: string;
  value?: string | number | boolean;
  context?: Record<string, unknown>;
}

export type JsonRpcMessage =
  | { jsonrpc: '2.0'; method: string; params: Record<string, unknown> }
  | { jsonrpc: '2.0'; id: number; method: string; params: Record<string, unknown> };

/** Whether a reaction fires for an event: the reference every generated plugin must agree with. */
export function reactionMatches(reaction: Reaction, params: UiEventParams): boolean {
  return (
    reaction.element === params.element &&
    reaction.event === params.event &&
    (reaction.item === undefined || reaction.item === params.item) &&
    (reaction.action === undefined || reaction.action === params.action) &&
    (reaction.value === undefined || reaction.value === params.value)
  );
}

/** The message one action sends; `nextId` is the plugin's next own request id. */
export function actionMessage(design: Design, action: ReactionAction, nextId: number): JsonRpcMessage {
  switch (action.do) {
    case 'showScreen':
      return { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: screenTree(design, action.screen) } };
    case 'notify':
      return { jsonrpc: '2.0', method: 'ui/notify', params: { message: action.message, kind: action.kind } };
    case 'setBadge':
      return { jsonrpc: '2.0', method: 'ui/setBadge', params: { text: action.text } };
    case 'injectPrompt':
      return { jsonrpc: '2.0', id: nextId, method: 'prompt/inject', params: injectParams(action) };
  }
}

export function injectParams(action: Extract<ReactionAction, { do: 'injectPrompt' }>): { text: string; target?: string } {
  return action.target === undefined ? { text: action.text } : { text: action.text, target: action.target };
}

/** Every message the plugin sends for one event, in order, with request ids counted from `firstId`. */
export function reactionMessages(design: Design, params: UiEventParams, firstId = 1): JsonRpcMessage[] {
  let nextId = firstId;
  const messages: JsonRpcMessage[] = [];
  for (const reaction of design.reactions) {
    if (!reactionMatches(reaction, params)) continue;
    for (const action of reaction.actions) {
      const message = actionMessage(design, action, nextId);
      if ('id' in message) nextId++;
      messages.push(message);
    }
  }
  return messages;
}

export function screenTree(design: Design, name: string): PanelNode {
  const screen = design.screens.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`There is no screen ${JSON.stringify(name)}.`);
  return screen.tree;
}

/** A plausible `ui/event` that triggers this reaction: its filters, plus whatever the event always carries. */
export function sampleEvent(design: Design, reaction: Reaction): UiEventParams {
  const node = findElement(design.screens.map((screen) => screen.tree), reaction.element);
  const params: UiEventParams = { element: reaction.element, event: reaction.event };
  if (node?.type === 'list') {
    const item = node.items.find((candidate) => candidate.id === reaction.item) ?? node.items[0];
    params.item = reaction.item ?? item?.id ?? 'item';
    if (reaction.event === 'action') params.action = reaction.action ?? item?.actions?.[0]?.id ?? 'action';
  }
  if (reaction.value !== undefined) params.value = reaction.value;
  else if (node?.type === 'input') params.value = node.value ?? '';
  else if (node?.type === 'toggle') params.value = !(node.value ?? false);
  else if (node?.type === 'choice') params.value = node.options[0]?.value ?? '';
  params.context = {};
  return params;
}
