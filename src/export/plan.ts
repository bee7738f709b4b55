import type { PanelNode } from '../schema';
import { requireValidDesign, type Design, type Reaction } from './design';
import { collectElements } from './elements';
import { nameAll, screenConstant } from './names';

/** What every generator writes, worked out once: constant names for screens, handlers in a stable order. */
export interface Plan {
  readonly design: Design;
  readonly screens: readonly { name: string; constant: string; tree: PanelNode }[];
  /** One entry per element id: those in the screens (document order), then any only reactions mention. */
  readonly elements: readonly { id: string; reactions: Reaction[] }[];
  constantOf(screen: string): string;
}

export function plan(design: Design): Plan {
  requireValidDesign(design);
  const constants = nameAll(design.screens.map((screen) => screen.name), screenConstant);
  const constantOf = (name: string) => constants.get(name) ?? 'undefined';
  const screens = design.screens.map((screen) => ({ ...screen, constant: constantOf(screen.name) }));
  const ids = [...collectElements(design.screens.map((screen) => screen.tree)).keys(), ...design.reactions.map((reaction) => reaction.element)];
  const elements = [...new Set(ids)].map((id) => ({ id, reactions: design.reactions.filter((reaction) => reaction.element === id) }));
  return { design, screens, elements, constantOf };
}
