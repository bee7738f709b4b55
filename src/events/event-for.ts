import type { z } from 'zod';
import { registry, type EventSpec } from '../schema/registry';
import type { NodeType } from '../schema/nodes';
import type { JsonObject } from './json';
import { uiEvent, type EventValue, type Notification, type UiEventParams } from './messages';
import { RESIZE_RANGE, eventNames, isDisabled, isResizeWidth, unsentReason, type NameSet, type Quote } from './node-events';
import { isRecord } from '../json';
import { inEnglish, say, type Say, type SayValue, type SayValues } from '../i18n/say';
import { sayZodProblem } from '../document/value-words';
import { valueAt, type JsonPath } from '../document/json-path';

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
  /** `problem` in English (the CLI, the tests); `say`, the same words for the interface language. */
  | { readonly ok: false; readonly reason: EventRefusal; readonly problem: string; readonly say: Say };

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

function refuse(reason: EventRefusal, said: Say): EventResult {
  return { ok: false, reason, problem: inEnglish(said), say: said };
}

const refusing = (reason: EventRefusal, key: Parameters<typeof say>[0], values?: SayValues) => refuse(reason, say(key, values));

/** Words joined one after another ("`a` and `b` and `c`"): a nested `key` for each join, so each language joins its way. */
function joined(parts: readonly SayValue[], key: 'eventRefusals.and' | 'eventRefusals.also'): SayValue {
  return parts.slice(0, -1).reduceRight<SayValue>((rest, first) => say(key, { first, rest }), parts[parts.length - 1]!);
}

function describeIssue(issue: z.core.$ZodIssue, payload: EventPayload): Say {
  const problem = sayZodProblem(issue, valueAt(payload, issue.path as JsonPath));
  return issue.path.length ? say('eventRefusals.paramProblem', { param: issue.path.map(String).join('.'), problem }) : problem;
}

function a(type: NodeType): Say {
  return say(/^[aeiou]/.test(type) ? 'eventRefusals.anType' : 'eventRefusals.aType', { type });
}

/**
 * The `ui/event` params for `event` on a node of `type`, checked against the registry's event schema:
 * an event the type cannot emit, a missing or extra param, or a param of the wrong type is refused.
 */
export function buildEvent(type: NodeType, element: string, event: string, payload: EventPayload, context: JsonObject): EventResult {
  const spec = eventSpec(type, event);
  if (spec === undefined) {
    const events = eventsOf(type).map((name) => say('eventRefusals.event', { event: name }));
    const allowed = events.length ? say('eventRefusals.emitsOnly', { events: joined(events, 'eventRefusals.and') }) : say('eventRefusals.emitsNone');
    return refusing('not-emitted', 'eventRefusals.notEmitted', { aType: a(type), event, allowed });
  }
  if (element === '') return refusing('no-element-id', 'eventRefusals.noElementId', { type });
  const parsed = spec.params.strict().safeParse(payload);
  if (!parsed.success) {
    const problems = joined(parsed.error.issues.map((issue) => describeIssue(issue, payload)), 'eventRefusals.also');
    return refusing('invalid-params', 'eventRefusals.invalidParams', { event, aType: a(type), problems });
  }
  const data = parsed.data as { value?: UiEventParams['value']; item?: string; action?: string };
  const params: UiEventParams = { element, event, value: data.value, item: data.item, action: data.action, context };
  const notification = uiEvent(params);
  return { ok: true, params: notification.params, notification };
}

const tick: Quote = (name) => `\`${name}\``;

/** How a name shows in a refusal: ids in backticks, values as JSON. */
function shown(set: NameSet, name: EventValue): Say {
  return set.byValue ? say('eventRefusals.withValue', { noun: set.noun, value: JSON.stringify(name) }) : say('eventRefusals.named', { noun: set.noun, name: String(name) });
}

/** The refusal when a param names nothing the node has, or undefined when it names one of its entries. */
function unknownName(node: EventSource, element: string, param: 'item' | 'value', name: UiEventParams['value'] | undefined, set: NameSet | undefined): EventResult | undefined {
  if (set === undefined || name === undefined || typeof name === 'object' || set.names.some((known) => known === name)) return undefined;
  const reason = param === 'item' ? 'unknown-item' : 'unknown-option';
  // English says "the tabs … have"
  return refusing(reason, node.type === 'tabs' ? 'eventRefusals.unknownNamePlural' : 'eventRefusals.unknownName', { type: node.type, element, what: shown(set, name) });
}

/** Checks beyond the names: a list's row button must be on that row, a step is not dropped onto itself, a width in range. */
function otherChecks(node: EventSource, element: string, event: string, params: UiEventParams): EventResult | undefined {
  const { item, action, value } = params;
  if (node.type === 'list' && event === 'action' && item !== undefined && action !== undefined) {
    const row = Array.isArray(node.items) ? (node.items as unknown[]).find((entry) => isRecord(entry) && entry.id === item) : undefined;
    const buttons = isRecord(row) && Array.isArray(row.actions) ? row.actions.filter(isRecord).map((button) => button.id) : [];
    if (!buttons.includes(action)) return refusing('unknown-action', 'eventRefusals.noRowAction', { item, element, action });
  }
  if (node.type === 'flow' && event === 'move' && item !== undefined && item === value) {
    return refusing('unknown-item', 'eventRefusals.ontoItself', { element });
  }
  if (node.type === 'grid' && event === 'resize' && !isResizeWidth(value)) {
    return refusing('out-of-range', 'eventRefusals.outOfRange', { element, range: RESIZE_RANGE, value: JSON.stringify(value) });
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
  if (isDisabled(node)) return refusing('disabled', 'eventRefusals.disabled', { type: node.type });
  const element = typeof node.id === 'string' ? node.id : '';
  if (element === '') return buildEvent(node.type, element, event, payload, context);
  const unsent = unsentReason(node, event, tick);
  if (unsent !== undefined) return refuse('not-drawn', unsent);
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
