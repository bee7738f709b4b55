import type { z } from 'zod';
import { registry, type EventSpec } from '../schema/registry';
import type { NodeType } from '../schema/nodes';
import type { JsonObject } from './json';
import { uiEvent, type EventValue, type Notification, type UiEventParams } from './messages';
import { RESIZE_RANGE, eventNames, isDisabled, isResizeWidth, unsentReason, type NameSet, type Quote } from './node-events';
import { isRecord } from '../json';
import { inEnglish } from '../i18n/say';

/** The node an interaction happened on; props are unchecked, since the preview draws invalid trees too. */
export interface EventSource {
  readonly type: NodeType;
  readonly id?: unknown;
  readonly disabled?: unknown;
  readonly items?: unknown;
  readonly options?: unknown;
  readonly [prop: string]: unknown;
}

/** What the interaction carries besides element and event: `value`, `item`, `action`. */
export type EventPayload = Readonly<Record<string, unknown>>;

export type EventRefusal =
  | 'disabled'
  | 'no-element-id'
  | 'not-emitted'
  | 'invalid-params'
  | 'unknown-item'
  | 'unknown-action'
  | 'unknown-option'
  /** The node draws no control that sends the event (a button without a menu, a card that is not closable). */
  | 'not-drawn'
  /** A grid's width outside Agentty's drag range. */
  | 'out-of-range';

export type EventResult =
  | { readonly ok: true; readonly params: UiEventParams; readonly notification: Notification<'ui/event', UiEventParams> }
  | { readonly ok: false; readonly reason: EventRefusal; readonly problem: string };

/** The events a node type emits, from the registry (the one source of truth). */
export function eventsOf(type: NodeType): readonly string[] {
  return registry[type].events.map((spec) => spec.event);
}

export function eventSpec(type: NodeType, event: string): EventSpec | undefined {
  return registry[type].events.find((spec) => spec.event === event);
}

export function canEmit(type: NodeType, event: string): boolean {
  return eventSpec(type, event) !== undefined;
}

function refuse(reason: EventRefusal, problem: string): EventResult {
  return { ok: false, reason, problem };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}

function a(type: NodeType): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/**
 * The `ui/event` params for `event` on a node of `type`, checked against the registry's event schema:
 * an event the type cannot emit, a missing or extra param, or a param of the wrong type is refused.
 */
export function buildEvent(type: NodeType, element: string, event: string, payload: EventPayload, context: JsonObject): EventResult {
  const spec = eventSpec(type, event);
  if (spec === undefined) {
    const events = eventsOf(type);
    const allowed = events.length ? `only ${events.map((name) => `\`${name}\``).join(' and ')}` : 'no events';
    return refuse('not-emitted', `${a(type)} cannot emit \`${event}\`; it emits ${allowed}.`);
  }
  if (element === '') return refuse('no-element-id', `The ${type} has no id, so its events have no \`element\`.`);
  const parsed = spec.params.strict().safeParse(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(describeIssue).join('; ');
    return refuse('invalid-params', `Invalid params for \`${event}\` on ${a(type)}: ${issues}.`);
  }
  const data = parsed.data as { value?: UiEventParams['value']; item?: string; action?: string };
  const params: UiEventParams = { element, event, value: data.value, item: data.item, action: data.action, context };
  const notification = uiEvent(params);
  return { ok: true, params: notification.params, notification };
}

const tick: Quote = (name) => `\`${name}\``;

/** How a name shows in a refusal: ids in backticks, values as JSON. */
function shown(set: NameSet, name: EventValue): string {
  return set.byValue ? `${inEnglish(set.noun)} with the value ${JSON.stringify(name)}` : `${inEnglish(set.noun)} ${tick(String(name))}`;
}

function has(type: NodeType): string {
  return type === 'tabs' ? 'have' : 'has';
}

/** The refusal when a param names nothing the node has, or undefined when it names one of its entries. */
function unknownName(node: EventSource, element: string, param: 'item' | 'value', name: UiEventParams['value'] | undefined, set: NameSet | undefined): EventResult | undefined {
  if (set === undefined || name === undefined || typeof name === 'object' || set.names.some((known) => known === name)) return undefined;
  const reason = param === 'item' ? 'unknown-item' : 'unknown-option';
  return refuse(reason, `The ${node.type} ${tick(element)} ${has(node.type)} no ${shown(set, name)}.`);
}

/** Checks beyond the names: a list's row button must be on that row, a step is not dropped onto itself, a width in range. */
function otherChecks(node: EventSource, element: string, event: string, params: UiEventParams): EventResult | undefined {
  const { item, action, value } = params;
  if (node.type === 'list' && event === 'action' && item !== undefined && action !== undefined) {
    const row = Array.isArray(node.items) ? (node.items as unknown[]).find((entry) => isRecord(entry) && entry.id === item) : undefined;
    const buttons = isRecord(row) && Array.isArray(row.actions) ? row.actions.filter(isRecord).map((button) => button.id) : [];
    if (!buttons.includes(action)) return refuse('unknown-action', `The item ${tick(item)} of the list ${tick(element)} has no action ${tick(action)}.`);
  }
  if (node.type === 'flow' && event === 'move' && item !== undefined && item === value) {
    return refuse('unknown-item', `A step dropped onto itself sends nothing: \`move\` names another step of the flow ${tick(element)}.`);
  }
  if (node.type === 'grid' && event === 'resize' && !isResizeWidth(value)) {
    return refuse('out-of-range', `A \`resize\` of the grid ${tick(element)} carries ${inEnglish(RESIZE_RANGE)} (the drag is clamped and rounded), not ${JSON.stringify(value)}.`);
  }
  return undefined;
}

/**
 * The `ui/event` the host would send for an interaction with `node`, or why it sends nothing. Beyond
 * `buildEvent` it checks the node as drawn: a disabled control is silent, the control that sends the
 * event must be drawn (a button's menu, a closable card, a resizable grid…), and every item, action and
 * value must name one of the node's own rows, steps, tabs, options or menu entries.
 */
export function eventFor(node: EventSource, event: string, payload: EventPayload, context: JsonObject): EventResult {
  if (!canEmit(node.type, event)) return buildEvent(node.type, '', event, payload, context);
  if (isDisabled(node)) return refuse('disabled', `A disabled ${node.type} sends nothing.`);
  const element = typeof node.id === 'string' ? node.id : '';
  if (element === '') return buildEvent(node.type, element, event, payload, context);
  const unsent = unsentReason(node, event, tick);
  if (unsent !== undefined) return refuse('not-drawn', inEnglish(unsent));
  const result = buildEvent(node.type, element, event, payload, context);
  if (!result.ok) return result;
  const names = eventNames(node, event);
  const { item, value } = result.params;
  // a row button is checked against its own row (otherChecks), not against every row's
  return (
    unknownName(node, element, 'item', item, names.item) ??
    unknownName(node, element, 'value', value, names.value) ??
    otherChecks(node, element, event, result.params) ??
    result
  );
}
