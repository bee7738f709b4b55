import type { z } from 'zod';
import { eventSpec } from '../events/event-for';
import { reactTo, type Reaction, type ReactionMessage } from '../events/reactions';
import type { EventValue, UiEventParams } from '../events/messages';
import { GRID_RESIZE_PX, type NodeOf, type NodeType } from '../schema';
import type { Design } from './design';
import { findElement } from './elements';

/** Every message the plugin sends for one event, in order, with request ids counted from `firstId`: the preview's interpreter. */
export function reactionMessages(design: Design, params: UiEventParams, firstId = 1): readonly ReactionMessage[] {
  return reactionSession(design, firstId)(params);
}

/**
 * The plugin's side of one session opened on the first screen: each call answers one event, request
 * ids and the tree on show (which `setValue` redraws) carried over to the next.
 */
export function reactionSession(design: Design, firstId = 1): (params: UiEventParams) => readonly ReactionMessage[] {
  let nextRequestId = firstId;
  let shown: unknown = design.screens[0]?.tree;
  return (params) => {
    const outcome = reactTo(design.reactions, params, { screens: design.screens, nextRequestId, shown });
    if (outcome.missingScreens.length) throw new Error(`There is no screen ${JSON.stringify(outcome.missingScreens[0])}.`);
    nextRequestId = outcome.nextRequestId;
    shown = outcome.shown;
    return outcome.messages;
  };
}

/** What an event carries besides element and event, as Agentty would send it for this node. */
interface Carried {
  readonly item?: string;
  readonly action?: string;
  readonly value?: EventValue;
}

type Sampler<T extends NodeType> = (node: NodeOf<T>, event: string, reaction: Reaction) => Carried;

/** The id of the first entry that is not `not`, else the first entry's. */
function otherThan(ids: readonly (string | undefined)[], not: string | undefined): string | undefined {
  return ids.find((id) => id !== undefined && id !== not) ?? ids[0];
}

/** A width the grid's first fixed column could be dragged to: 40 px wider, within Agentty's drag range. */
function resizedWidth(widths: readonly string[] | undefined): number {
  const fixed = widths?.map((width) => /^\s*(\d+(?:\.\d+)?)\s*px\s*$/i.exec(width)).find((match) => match !== null);
  const dragged = fixed ? Math.round(Number(fixed[1])) + 40 : 320;
  return Math.min(GRID_RESIZE_PX.max, Math.max(GRID_RESIZE_PX.min, dragged));
}

// a plausible event per interactive node type, for the params the reaction leaves open
const samplers: { readonly [T in NodeType]?: Sampler<T> } = {
  button: (node) => ({ value: node.menu?.[0]?.value ?? '' }),
  input: (node) => ({ value: node.value ?? '' }),
  list: (node, event, reaction) => {
    const items = node.items ?? [];
    const row = items.find((candidate) => candidate.id === reaction.item) ?? items[0];
    return { item: row?.id ?? 'item', action: reaction.action ?? row?.actions?.[0]?.id ?? 'action' };
  },
  choice: (node) => ({ value: node.options?.[0]?.value ?? '' }),
  toggle: (node) => ({ value: !(node.value ?? false) }),
  flow: (node, event, reaction) => {
    const ids = (node.steps ?? []).map((step) => step.id);
    const item = reaction.item ?? ids[0] ?? 'step';
    // move: dragged onto another step; insert: the "+" below `item`
    const value = event === 'move' ? (otherThan(ids, item) ?? item) : (node.insertMenu?.[0]?.value ?? '');
    return { item, value };
  },
  tabs: (node, event) => {
    const ids = (node.tabs ?? []).map((tab) => tab.id);
    if (event === 'add') return { value: node.addMenu?.[0]?.value ?? '' };
    if (event === 'close') return { value: node.tabs?.find((tab) => tab.closable === true)?.id ?? ids[0] ?? 'tab' };
    return { value: otherThan(ids, node.value ?? ids[0]) ?? 'tab' };
  },
  table: (node) => ({ item: otherThan((node.rows ?? []).map((row) => row.id), node.selected ?? undefined) ?? 'row' }),
  grid: (node) => ({ value: resizedWidth(node.widths) }),
  select: (node) => ({ value: otherThan((node.options ?? []).map((option) => option.value), node.value) ?? '' }),
  checkbox: (node) => ({ value: !(node.value ?? false) }),
};

/** The first of '', 0 and true that a param's schema takes: for an event of a node type without a sampler. */
function anyValue(schema: z.ZodType | undefined): EventValue {
  const candidates: readonly EventValue[] = ['', 0, true];
  return candidates.find((candidate) => schema?.safeParse(candidate).success) ?? '';
}

/** A plausible `ui/event` that triggers this reaction: its filters, plus whatever the event always carries. */
export function sampleEvent(design: Design, reaction: Reaction): UiEventParams {
  const node = findElement(design.screens.map((screen) => screen.tree), reaction.element);
  const spec = node ? eventSpec(node.type, reaction.event) : undefined;
  const carries = (spec?.params.shape ?? {}) as Record<string, z.ZodType>;
  const sampler = node ? (samplers[node.type] as Sampler<NodeType> | undefined) : undefined;
  const sample: Carried = node && sampler ? sampler(node, reaction.event, reaction) : {};
  const item = 'item' in carries ? (reaction.item ?? sample.item ?? 'item') : undefined;
  const action = 'action' in carries ? (reaction.action ?? sample.action ?? 'action') : undefined;
  const value = reaction.value ?? ('value' in carries ? (sample.value ?? anyValue(carries.value)) : undefined);
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
