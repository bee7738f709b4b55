import type { JsonValue } from '../src/json';
import { nodesOf, type PanelNode } from '../src/schema';
import type { SendMessage } from '../src/host/script';

/** The text typed into every input when check-plugin runs without a script. */
export const SAMPLE_TEXT = 'test';

type EventParams = Extract<SendMessage, { type: 'event' }>['params'];
const event = (params: EventParams): SendMessage => ({ type: 'event', params });

/**
 * One plausible `ui/event` per interaction of every interactive element in the tree, in screen order:
 * click a button (unless disabled), change then submit an input, select the first list item and press each
 * of its row buttons, pick each option of a choice, flip a toggle.
 */
export function defaultEvents(tree: JsonValue): SendMessage[] {
  const events: SendMessage[] = [];
  for (const { node: raw } of nodesOf(tree)) {
    const node = raw as unknown as PanelNode;
    switch (node.type) {
      case 'button':
        if (node.disabled !== true) events.push(event({ element: node.id, event: 'click' }));
        break;
      case 'input':
        events.push(event({ element: node.id, event: 'change', value: SAMPLE_TEXT }), event({ element: node.id, event: 'submit', value: SAMPLE_TEXT }));
        break;
      case 'list': {
        const [item] = node.items ?? [];
        if (!item) break;
        events.push(event({ element: node.id, event: 'select', item: item.id }));
        for (const action of item.actions ?? []) events.push(event({ element: node.id, event: 'action', item: item.id, action: action.id }));
        break;
      }
      case 'choice':
        for (const option of node.options ?? []) events.push(event({ element: node.id, event: 'change', value: option.value }));
        break;
      case 'toggle':
        events.push(event({ element: node.id, event: 'change', value: !(node.value ?? false) }));
        break;
    }
  }
  return events;
}
