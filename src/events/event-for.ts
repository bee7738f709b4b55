import type { z } from 'zod';
import { registry, type EventSpec } from '../schema/registry';
import type { NodeType } from '../schema/nodes';
import type { JsonObject } from './json';
import { uiEvent, type EventValue, type Notification, type UiEventParams } from './messages';

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
  | 'unknown-option';

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
  const data = parsed.data as { value?: EventValue; item?: string; action?: string };
  const params: UiEventParams = { element, event, value: data.value, item: data.item, action: data.action, context };
  const notification = uiEvent(params);
  return { ok: true, params: notification.params, notification };
}

function ids(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string' ? [entry.id] : [],
  );
}

function findById(list: unknown, id: string): Record<string, unknown> | undefined {
  if (!Array.isArray(list)) return undefined;
  const found: unknown = list.find((entry: unknown) => typeof entry === 'object' && entry !== null && 'id' in entry && entry.id === id);
  return typeof found === 'object' && found !== null ? (found as Record<string, unknown>) : undefined;
}

function optionValues(options: unknown): unknown[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown) => (typeof option === 'object' && option !== null && 'value' in option ? [option.value] : []));
}

/**
 * The `ui/event` the host would send for an interaction with `node`, or why it sends nothing. Beyond
 * `buildEvent` it checks the node itself: a disabled button is silent, a list row or row button must
 * exist, and a choice can only send one of its options' values.
 */
export function eventFor(node: EventSource, event: string, payload: EventPayload, context: JsonObject): EventResult {
  if (!canEmit(node.type, event)) return buildEvent(node.type, '', event, payload, context);
  if (node.type === 'button' && node.disabled === true) return refuse('disabled', 'A disabled button sends nothing.');
  const element = typeof node.id === 'string' ? node.id : '';
  const result = buildEvent(node.type, element, event, payload, context);
  if (!result.ok) return result;
  const { item, action, value } = result.params;
  if (node.type === 'list' && item !== undefined) {
    const row = findById(node.items, item);
    if (row === undefined) return refuse('unknown-item', `The list \`${element}\` has no item \`${item}\`.`);
    if (action !== undefined && !ids(row.actions).includes(action)) {
      return refuse('unknown-action', `The item \`${item}\` of the list \`${element}\` has no action \`${action}\`.`);
    }
  }
  if (node.type === 'choice' && !optionValues(node.options).some((option) => option === value)) {
    return refuse('unknown-option', `The choice \`${element}\` has no option with the value ${JSON.stringify(value)}.`);
  }
  return result;
}
