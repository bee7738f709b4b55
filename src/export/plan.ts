import { registry, type EventSpec, type NodeType, type PanelNode } from '../schema';
import { requireValidDesign, type Design, type Reaction } from './design';
import { collectElements } from './elements';
import { nameAll, screenConstant } from './names';

/** One event of an element: what the registry says it carries, and the reactions it runs, in design order. */
export interface PlannedEvent {
  readonly event: string;
  /** Undefined for an event the registry does not list for the element's types (never in a valid design). */
  readonly spec: EventSpec | undefined;
  readonly reactions: Reaction[];
}

/** One element id: the node types carrying it, and a handler branch per event those types send. */
export interface PlannedElement {
  readonly id: string;
  readonly types: readonly NodeType[];
  readonly events: readonly PlannedEvent[];
  readonly reactions: Reaction[];
}

/** What every generator writes, worked out once: constant names for screens, handlers in a stable order. */
export interface Plan {
  readonly design: Design;
  readonly screens: readonly { name: string; constant: string; tree: PanelNode }[];
  /** One entry per element id: those in the screens (document order), then any only reactions mention. */
  readonly elements: readonly PlannedElement[];
  constantOf(screen: string): string;
}

/** The events of the types in registry order, then any other event a reaction names; each with its reactions. */
function eventsOf(types: readonly NodeType[], reactions: readonly Reaction[]): PlannedEvent[] {
  const specs = new Map<string, EventSpec>();
  for (const type of types) for (const spec of registry[type].events) if (!specs.has(spec.event)) specs.set(spec.event, spec);
  const names = [...new Set([...specs.keys(), ...reactions.map((reaction) => reaction.event)])];
  return names.map((event) => ({ event, spec: specs.get(event), reactions: reactions.filter((reaction) => reaction.event === event) }));
}

export function plan(design: Design): Plan {
  requireValidDesign(design);
  const constants = nameAll(design.screens.map((screen) => screen.name), screenConstant);
  const constantOf = (name: string) => constants.get(name) ?? 'undefined';
  const screens = design.screens.map((screen) => ({ ...screen, constant: constantOf(screen.name) }));
  const found = collectElements(design.screens.map((screen) => screen.tree));
  const ids = [...found.keys(), ...design.reactions.map((reaction) => reaction.element)];
  const elements = [...new Set(ids)].map((id) => {
    const types = [...(found.get(id) ?? [])];
    const reactions = design.reactions.filter((reaction) => reaction.element === id);
    return { id, types, events: eventsOf(types, reactions), reactions };
  });
  return { design, screens, elements, constantOf };
}

/** One comment line for an event's branch: what happened and what each param carries, `ref` naming a param in the target language. */
export function eventNote(planned: PlannedEvent, ref: (param: string) => string): string {
  if (!planned.spec) return 'An event its node type does not list.';
  const params = Object.entries(planned.spec.params.shape as Record<string, { description?: string }>).map(([name, schema]) => ` ${ref(name)}: ${schema.description ?? ''}`);
  // registry text, but a comment must stay on its line whatever it holds
  return `${planned.spec.description}${params.join('')}`.replace(/\s+/g, ' ').trim();
}
