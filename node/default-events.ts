import type { JsonValue } from '../src/json';
import { eventNames, isDisabled, unsentReason, type EventNode } from '../src/events/node-events';
import { nodesOf, type PanelNode } from '../src/schema';
import type { SendMessage } from '../src/host/script';

/** The text typed into every input when check-plugin runs without a script. */
export const SAMPLE_TEXT = 'test';

/** The width a resizable grid's column is dragged to: a width Agentty's drag can give (160..720 px). */
export const SAMPLE_WIDTH = 320;

/** How far the first node of a movable graph is dragged, right and down, in graph pixels. */
export const SAMPLE_SHIFT = 40;

/** How many rows of a list or table are selected: rows often lead to screens of their own, a long list need not be walked. */
export const ROWS_TRIED = 3;

type EventParams = Extract<SendMessage, { type: 'event' }>['params'];
type EventPayload = Omit<EventParams, 'element' | 'event'>;

/** The first of `names` other than `current`, else the first. */
function another<T>(names: readonly T[], current: unknown): T | undefined {
  return names.find((name) => name !== current) ?? names[0];
}

/**
 * The interactions to try on one node, as payloads per event: those Agentty's drawing of the node offers
 * (a button with a menu picks its first entry instead of clicking).
 */
function tries(node: PanelNode): [string, EventPayload][] {
  const loose = node as unknown as EventNode;
  const names = (event: string) => eventNames(loose, event);
  const first = <T>(list: readonly T[] | undefined) => list?.[0];
  switch (node.type) {
    case 'button': {
      const entry = first(names('select').value?.names);
      return entry === undefined ? [['click', {}]] : [['select', { value: entry }]];
    }
    case 'input':
      return [
        ['change', { value: SAMPLE_TEXT }],
        ['submit', { value: SAMPLE_TEXT }],
      ];
    case 'list': {
      const [top, ...others] = (node.items ?? []).slice(0, ROWS_TRIED);
      if (!top) return [];
      const actions = (top.actions ?? []).map((action): [string, EventPayload] => ['action', { item: top.id, action: action.id }]);
      return [['select', { item: top.id }], ...actions, ...others.map((item): [string, EventPayload] => ['select', { item: item.id }])];
    }
    case 'choice':
      return (node.options ?? []).map((option): [string, EventPayload] => ['change', { value: option.value }]);
    case 'toggle':
    case 'checkbox':
      return [['change', { value: !(node.value ?? false) }]];
    case 'flow': {
      const steps = names('select').item?.names ?? [];
      const step = steps[0];
      if (typeof step !== 'string') return [];
      const out: [string, EventPayload][] = [['select', { item: step }]];
      // Agentty sends nothing for a step dropped onto itself
      const target = another(steps, step);
      if (target !== undefined && target !== step) out.push(['move', { item: step, value: target }]);
      const entry = first(names('insert').value?.names);
      if (entry !== undefined) out.push(['insert', { item: step, value: entry }]);
      return out;
    }
    case 'tabs': {
      const out: [string, EventPayload][] = [];
      const tab = another(names('change').value?.names ?? [], node.value);
      if (tab !== undefined) out.push(['change', { value: tab }]);
      const closable = first(names('close').value?.names);
      if (closable !== undefined) out.push(['close', { value: closable }]);
      const entry = first(names('add').value?.names);
      if (entry !== undefined) out.push(['add', { value: entry }]);
      return out;
    }
    case 'table':
      return (names('select').item?.names ?? [])
        .filter((row): row is string => typeof row === 'string')
        .slice(0, ROWS_TRIED)
        .map((row): [string, EventPayload] => ['select', { item: row }]);
    case 'select': {
      const option = another(names('change').value?.names ?? [], node.value);
      return option === undefined ? [] : [['change', { value: option }]];
    }
    case 'card':
    case 'popover':
      return [['close', {}]];
    case 'grid':
      return [['resize', { value: SAMPLE_WIDTH }]];
    // a drop needs real files and the files permission: the default session only clicks
    case 'image':
      return [['click', {}]];
    case 'graph': {
      const cards = (node.nodes ?? []).slice(0, ROWS_TRIED);
      const out = cards.map((card): [string, EventPayload] => ['select', { item: card.id }]);
      const first = cards[0];
      if (first) out.push(['move', { item: first.id, value: { x: Math.max(0, Math.round(first.x ?? 0)) + SAMPLE_SHIFT, y: Math.max(0, Math.round(first.y ?? 0)) + SAMPLE_SHIFT } }]);
      return out;
    }
    default:
      return [];
  }
}

/**
 * One plausible `ui/event` per interaction of every interactive element in the tree, in screen order, each
 * one Agentty could send for the tree as drawn: click a button (or pick its first menu entry), change then
 * submit an input, select a list's first row and press each of its row buttons, then select its next two rows, pick each option of a
 * choice, flip a toggle or checkbox, pick another tab and select, close a closable tab, card or popover,
 * add from a tab strip's "+", select the first step, drag the first step onto the second, insert
 * below the first step, select the first three table rows, resize a resizable grid, click an image, select a graph's first three
 * nodes and drag the first one 40 px (movable graphs). Disabled controls and controls not drawn are skipped.
 */
export function defaultEvents(tree: JsonValue): SendMessage[] {
  const events: SendMessage[] = [];
  for (const { node: raw } of nodesOf(tree)) {
    const node = raw as unknown as PanelNode;
    const loose = raw as unknown as EventNode;
    if (isDisabled(loose)) continue;
    const element = typeof loose.id === 'string' ? loose.id : undefined;
    if (element === undefined) continue;
    for (const [event, payload] of tries(node)) {
      if (unsentReason(loose, event, String) === undefined) events.push({ type: 'event', params: { element, event, ...payload } });
    }
  }
  return events;
}
