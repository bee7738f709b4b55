import { GRID_RESIZE_PX, MAX_COLUMNS } from '../schema/agentty';
import type { NodeType } from '../schema/nodes';
import { registry } from '../schema/registry';
import { isRecord } from '../json';
import { say, type Say, type SayKey } from '../i18n/say';
import type { EventValue } from './messages';

// What a node as drawn can send: the registry says what a type emits, these say what one node's props
// let through (a button with a menu sends `select`, never `click`) and which names its params can carry.
// eventFor, the reactions' checks and completion, the default check-plugin session and the wire log's
// pointing all read them, so they agree.

/** A node as the preview draws it: props unchecked, since invalid trees are drawn too. */
export interface EventNode {
  readonly type: NodeType;
  readonly [prop: string]: unknown;
}

/** The names one param of an event can take on a node, and what one of them is called. */
export interface NameSet {
  readonly names: readonly EventValue[];
  /** "step", "closable tab", "option": one of the names. */
  readonly noun: Say;
  /** "steps", "closable tabs", "options". */
  readonly plural: Say;
  /** The names are values (quoted as JSON: `with the value "a"`), not ids. */
  readonly byValue: boolean;
}

/** For each param of an event (`item`, `action`, `value`) the names it can carry; absent where any value goes. */
export interface EventNames {
  readonly item?: NameSet;
  readonly action?: NameSet;
  readonly value?: NameSet;
}

function records(list: unknown): Record<string, unknown>[] {
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

function idsOf(list: unknown, keep: (entry: Record<string, unknown>) => boolean = () => true): string[] {
  return records(list).flatMap((entry) => (typeof entry.id === 'string' && keep(entry) ? [entry.id] : []));
}

/** The values of options or menu entries: Agentty's are strings; a choice of the wire spec's also takes numbers and booleans. */
function valuesOf(list: unknown): EventValue[] {
  return records(list).flatMap((entry) => {
    const value = entry.value;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? [value] : [];
  });
}

function nonEmpty(list: unknown): boolean {
  return Array.isArray(list) && list.length > 0;
}

interface Called {
  readonly noun: Say;
  readonly plural: Say;
}

const called = (noun: SayKey, plural: SayKey): Called => ({ noun: say(noun), plural: say(plural) });
const ITEM = called('reactionIssues.item', 'reactionIssues.items');
const ROW_BUTTON = called('reactionIssues.rowButton', 'reactionIssues.rowButtons');
const MENU_ENTRY = called('reactionIssues.menuEntry', 'reactionIssues.menuEntries');
const STEP = called('reactionIssues.step', 'reactionIssues.steps');
const INSERT_MENU_ENTRY = called('reactionIssues.insertMenuEntry', 'reactionIssues.insertMenuEntries');
const OPTION = called('reactionIssues.option', 'reactionIssues.options');
const TAB = called('reactionIssues.tab', 'reactionIssues.tabs');
const CLOSABLE_TAB = called('reactionIssues.closableTab', 'reactionIssues.closableTabs');
const ADD_MENU_ENTRY = called('reactionIssues.addMenuEntry', 'reactionIssues.addMenuEntries');
const ROW = called('reactionIssues.row', 'reactionIssues.rows');
const GRAPH_NODE = called('reactionIssues.node', 'reactionIssues.nodes');

const ids = (names: readonly EventValue[], words: Called): NameSet => ({ names, ...words, byValue: false });
const values = (names: readonly EventValue[], words: Called): NameSet => ({ names, ...words, byValue: true });

/** The names `event` on `node` can carry in each param, from the node's own entries. */
export function eventNames(node: EventNode, event: string): EventNames {
  switch (node.type) {
    case 'button':
      return event === 'select' ? { value: values(valuesOf(node.menu), MENU_ENTRY) } : {};
    case 'list': {
      if (event === 'select') return { item: ids(idsOf(node.items), ITEM) };
      if (event !== 'action') return {};
      const buttons = [...new Set(records(node.items).flatMap((row) => idsOf(row.actions)))];
      return { item: ids(idsOf(node.items), ITEM), action: ids(buttons, ROW_BUTTON) };
    }
    case 'choice':
      return event === 'change' ? { value: values(valuesOf(node.options), OPTION) } : {};
    case 'flow': {
      const steps = ids(idsOf(node.steps), STEP);
      if (event === 'select') return { item: steps };
      if (event === 'move') return { item: steps, value: steps };
      if (event === 'insert') return { item: steps, value: values(valuesOf(node.insertMenu), INSERT_MENU_ENTRY) };
      return {};
    }
    case 'tabs':
      if (event === 'change') return { value: ids(idsOf(node.tabs), TAB) };
      if (event === 'close') return { value: ids(idsOf(node.tabs, (tab) => tab.closable === true), CLOSABLE_TAB) };
      if (event === 'add') return { value: values(valuesOf(node.addMenu), ADD_MENU_ENTRY) };
      return {};
    case 'table':
      return event === 'select' ? { item: ids(idsOf(node.rows), ROW) } : {};
    case 'select':
      return event === 'change' ? { value: values(valuesOf(node.options), OPTION) } : {};
    case 'graph':
      return event === 'select' || event === 'move' ? { item: ids(idsOf(node.nodes), GRAPH_NODE) } : {};
    default:
      return {};
  }
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Whether a grid width is a fixed one ("240px"), read as Agentty reads it: trimmed, "px", a finite number. */
export function isFixedWidth(width: unknown): boolean {
  if (typeof width !== 'string') return false;
  const text = width.trim();
  if (!text.endsWith('px')) return false;
  const number = text.slice(0, -2).trim();
  return NUMBER.test(number) && Number.isFinite(Number(number));
}

/** Whether a grid draws its drag handle: Agentty puts it on the first fixed column of its `widths`. */
function hasFixedColumn(widths: unknown): boolean {
  return Array.isArray(widths) && widths.slice(0, MAX_COLUMNS).some(isFixedWidth);
}

/** Whether `value` is a width a grid's `resize` can carry: whole pixels in Agentty's drag range. */
export function isResizeWidth(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= GRID_RESIZE_PX.min && value <= GRID_RESIZE_PX.max;
}

/** The widths a grid's `resize` carries, as a message names them. */
export const RESIZE_RANGE: Say = say('reactionIssues.resizeRange', { min: GRID_RESIZE_PX.min, max: GRID_RESIZE_PX.max });

/** Whether the node is a control drawn disabled: it sends nothing at all. */
export function isDisabled(node: EventNode): boolean {
  return (node.type === 'button' || node.type === 'select' || node.type === 'checkbox') && node.disabled === true;
}

/** How a message names things: backticks in the simulator's notices, JSON quotes in the reactions' problems. */
export type Quote = (name: string) => string;

/**
 * Why `node` draws nothing that sends `event`, although its type emits it, or undefined when it can
 * (disabled aside: see isDisabled). Agentty draws the control only when the props ask for it.
 */
export function unsentReason(node: EventNode, event: string, q: Quote): Say | undefined {
  const id = typeof node.id === 'string' ? ` ${q(node.id)}` : '';
  // the events a reason names, quoted as the caller quotes names
  const why = (key: SayKey, ...events: string[]): Say => say(key, { id, ...Object.fromEntries(events.map((name) => [name, q(name)])) });
  switch (node.type) {
    case 'button':
      if (event === 'click' && nonEmpty(node.menu)) return why('reactionIssues.unsentButtonMenu', 'select', 'click');
      if (event === 'select' && !nonEmpty(node.menu)) return why('reactionIssues.unsentButtonNoMenu', 'click', 'select');
      return undefined;
    case 'flow':
      if (event === 'move' && node.reorderable !== true) return why('reactionIssues.unsentFlowMove', 'move');
      if (event === 'insert' && !nonEmpty(node.insertMenu)) return why('reactionIssues.unsentFlowInsert', 'insert');
      return undefined;
    case 'tabs':
      if (event === 'close' && idsOf(node.tabs, (tab) => tab.closable === true).length === 0) return why('reactionIssues.unsentTabsClose', 'close');
      if (event === 'add' && !nonEmpty(node.addMenu)) return why('reactionIssues.unsentTabsAdd', 'add');
      return undefined;
    case 'card':
      if (event !== 'close') return undefined;
      if (typeof node.id !== 'string') return why('reactionIssues.unsentCardNoId', 'close');
      if (node.closable !== true) return why('reactionIssues.unsentCardClosable', 'close');
      return undefined;
    case 'grid':
      if (event !== 'resize') return undefined;
      if (typeof node.id !== 'string') return why('reactionIssues.unsentGridNoId', 'resize');
      if (node.resizable !== true) return why('reactionIssues.unsentGridResizable', 'resize');
      if (!hasFixedColumn(node.widths)) return why('reactionIssues.unsentGridFixed', 'resize');
      return undefined;
    case 'image':
      if (typeof node.id !== 'string' || node.id === '') return say('reactionIssues.unsentImageNoId', { event: q(event) });
      if (event === 'drop' && node.drop !== true) return why('reactionIssues.unsentImageDrop', 'drop');
      return undefined;
    case 'graph':
      if (event === 'move' && node.movable !== true) return why('reactionIssues.unsentGraphMove', 'move');
      return undefined;
    default:
      return undefined;
  }
}

const plain: Quote = (name) => name;

/** The events of the node's type that this node draws a control for, in the registry's order. */
export function nodeEvents(node: EventNode): string[] {
  return registry[node.type].events.map((spec) => spec.event).filter((event) => unsentReason(node, event, plain) === undefined);
}
