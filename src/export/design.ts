import { analyze } from '../document/analyze';
import { specOf, type PanelNode } from '../schema';
import { collectElements } from './elements';

/** Everything the plugin generators need: the screens (first one opens) and what events do. */
export interface Design {
  name: string;
  screens: { name: string; tree: PanelNode }[];
  reactions: Reaction[];
}

export type ReactionAction =
  | { do: 'showScreen'; screen: string }
  | { do: 'notify'; message: string; kind: 'info' | 'success' | 'warning' | 'error' }
  | { do: 'setBadge'; text: string }
  | { do: 'injectPrompt'; text: string; target?: string };

/** When `element` emits `event` (optionally only for this item/action/value), run `actions` in order. */
export interface Reaction {
  element: string;
  event: string;
  item?: string;
  action?: string;
  value?: string | number | boolean;
  actions: ReactionAction[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** How many problems a refusal names: enough to act on, short enough to read. */
export const MAX_REASONS = 3;

/** Everything that would make the generated plugin wrong; empty when the design can be exported. */
export function designProblems(design: Design): string[] {
  const problems: string[] = [];
  if (design.screens.length === 0) problems.push('The design has no screens: a plugin needs one to show on panel/open.');
  const names = new Set<string>();
  for (const screen of design.screens) {
    if (names.has(screen.name)) problems.push(`Two screens are named ${JSON.stringify(screen.name)}.`);
    names.add(screen.name);
    const analysis = analyze(JSON.stringify(screen.tree));
    for (const issue of analysis.issues) {
      if (issue.severity === 'error') problems.push(`Screen ${JSON.stringify(screen.name)}: ${issue.message}`);
    }
  }
  const elements = collectElements(design.screens.map((screen) => screen.tree));
  design.reactions.forEach((reaction, index) => {
    const where = `Reaction ${index + 1} (${JSON.stringify(reaction.element)} ${JSON.stringify(reaction.event)})`;
    const types = elements.get(reaction.element);
    if (!types) problems.push(`${where}: no screen has an element with this id.`);
    else if (![...types].some((type) => specOf(type).events.some((spec) => spec.event === reaction.event))) {
      problems.push(`${where}: a ${[...types].join(' or ')} never sends this event.`);
    }
    for (const action of reaction.actions) {
      if (action.do === 'showScreen' && !names.has(action.screen)) problems.push(`${where}: there is no screen ${JSON.stringify(action.screen)}.`);
      if (action.do === 'setBadge' && [...action.text].length > 8) problems.push(`${where}: a badge holds at most 8 characters.`);
    }
  });
  return problems;
}

/** The design back when it can be exported, or the first problems as the reason. */
export function checkDesign(design: Design): Checked<Design> {
  const problems = designProblems(design);
  return problems.length === 0 ? { ok: true, value: design } : { ok: false, reason: problems.slice(0, MAX_REASONS).join('\n') };
}

/** Generators refuse invalid designs loudly instead of writing a plugin that misbehaves. */
export function requireValidDesign(design: Design): void {
  const checked = checkDesign(design);
  if (!checked.ok) throw new Error(`This design cannot be exported:\n${checked.reason}`);
}
