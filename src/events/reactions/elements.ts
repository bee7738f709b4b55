import type { NodeType } from '../../schema/nodes';
import { nodesOf, specOf } from '../../schema';
import { eventsOf } from '../event-for';
import type { EventValue } from '../messages';
import { eventNames, nodeEvents, type EventNode } from '../node-events';
import type { EventParamNames, ReactionsSchemaContext } from './schema';

/** A screen as the app holds it: the tree may be invalid, so it is read defensively. */
export interface ScreenInput {
  readonly name: string;
  readonly tree: unknown;
}

/** One interactive node with an id, and the screen it is on. */
export interface ElementUse {
  readonly screen: string;
  readonly type: NodeType;
  readonly node: Readonly<Record<string, unknown>>;
}

/** Every interactive element id across the screens, with each node carrying it, in screen and document order. */
export function indexElements(screens: readonly ScreenInput[]): Map<string, ElementUse[]> {
  const elements = new Map<string, ElementUse[]>();
  for (const screen of screens) {
    for (const { node, type } of nodesOf(screen.tree)) {
      if (!specOf(type).interactive || typeof node.id !== 'string') continue;
      const uses = elements.get(node.id) ?? [];
      uses.push({ screen: screen.name, type, node });
      elements.set(node.id, uses);
    }
  }
  return elements;
}

/** Names offered per param: more would make the editor's schema slow to rebuild for little use. */
export const MAX_COMPLETED_NAMES = 500;

function merge(into: Map<string, EventValue[]>, param: string, names: readonly EventValue[]): void {
  const known = into.get(param) ?? [];
  for (const name of names) if (known.length < MAX_COMPLETED_NAMES && !known.includes(name)) known.push(name);
  into.set(param, known);
}

/**
 * What completion offers in the reactions editor for these screens: each element's events as drawn (a
 * button with a menu sends `select`, not `click`), and per event the names its item, action and value
 * can carry (row, step and tab ids, option and menu values).
 */
export function reactionsSchemaContext(screens: readonly ScreenInput[]): ReactionsSchemaContext {
  const elements = new Map<string, readonly string[]>();
  const names = new Map<string, Map<string, EventParamNames>>();
  for (const [id, uses] of indexElements(screens)) {
    const drawn = [...new Set(uses.flatMap((use) => nodeEvents(use.node as EventNode)))];
    // a card that is not closable yet still lists what it could send
    const events = drawn.length ? drawn : [...new Set(uses.flatMap((use) => eventsOf(use.type)))];
    elements.set(id, events);
    const byEvent = new Map<string, EventParamNames>();
    for (const event of events) {
      const params = new Map<string, EventValue[]>();
      for (const use of uses) {
        const sets = eventNames(use.node as EventNode, event);
        for (const param of ['item', 'action', 'value'] as const) {
          const set = sets[param];
          if (set) merge(params, param, set.names);
        }
      }
      if (params.size) byEvent.set(event, Object.fromEntries(params) as EventParamNames);
    }
    if (byEvent.size) names.set(id, byEvent);
  }
  return { elements, names, screens: screens.map((screen) => screen.name) };
}
