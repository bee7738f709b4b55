import type { NodeType } from '../../schema/nodes';
import { nodesOf, specOf } from '../../schema';
import { eventsOf } from '../event-for';
import type { ReactionsSchemaContext } from './schema';

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

/** What completion offers in the reactions editor for these screens. */
export function reactionsSchemaContext(screens: readonly ScreenInput[]): ReactionsSchemaContext {
  const elements = new Map<string, readonly string[]>();
  for (const [id, uses] of indexElements(screens)) elements.set(id, [...new Set(uses.flatMap((use) => eventsOf(use.type)))]);
  return { elements, screens: screens.map((screen) => screen.name) };
}
