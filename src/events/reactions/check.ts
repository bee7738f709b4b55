import type { z } from 'zod';
import type { Issue, LocatedIssue } from '../../document/issue';
import type { JsonPath } from '../../document/json-path';
import { inEnglish, say, saying, type SayKey, type SayValues } from '../../i18n/say';
import { closest } from '../../document/suggest';
import { syntaxIssues } from '../../document/syntax';
import { isLone } from '../../document/surrogates';
import type { NodeType } from '../../schema/nodes';
import { nodeTypes, specOf } from '../../schema/registry';
import { sayValue } from '../../document/schema-issues';
import { eventSpec, eventsOf } from '../event-for';
import { RESIZE_RANGE, eventNames, isDisabled, isResizeWidth, nodeEvents, unsentReason, type EventNode, type NameSet, type Quote } from '../node-events';
import { ACTION_KINDS, ReactionActionSchema, actionKeys, actionSpec, isActionKind, screenFields, valueFields } from './actions';
import { indexElements, type ElementUse, type ScreenInput } from './elements';
import { locateIssues, zodIssues } from './issues';
import { ReactionsSchema, reactionKeys, type Reaction } from './schema';
import { toastIssues } from './toasts';
import { accepted, commaOrList, didYouMean, listed, nameOf, samples, sayKinds, sayType } from './words';
import { isRecord } from '../../json';

export interface ReactionsAnalysis {
  /** The reactions, as the exporters take them, when the text parses and fits the schema; cross-check problems do not clear it. */
  readonly reactions: Reaction[] | undefined;
  readonly issues: readonly LocatedIssue[];
  readonly hasErrors: boolean;
}

type Json = Record<string, unknown>;

const interactiveTypes = nodeTypes.filter((type) => specOf(type).interactive);

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

const typesOf = (uses: readonly ElementUse[]): NodeType[] => uses.map((use) => use.type);

const json: Quote = (name) => JSON.stringify(name);

/** Whether `event` of `type` carries the param. */
function carries(type: NodeType, event: string, param: 'item' | 'value'): boolean {
  const spec = eventSpec(type, event);
  return spec !== undefined && param in spec.params.shape;
}

/** "a list, a flow or a table": the types whose events carry an item, from the registry. */
const itemTypes = commaOrList(nodeTypes.filter((type) => specOf(type).events.some((spec) => 'item' in spec.params.shape)).map((type) => sayType(type)));

/** "The tabs … have": the one node type named in the plural takes a sentence of its own in English. */
const ownedBy = (type: NodeType, key: SayKey, tabsKey: SayKey): SayKey => (type === 'tabs' ? tabsKey : key);

/** The uses whose node limits what the param can be, with the names it can be. */
function namedSets(uses: readonly ElementUse[], event: string, param: 'item' | 'value'): { use: ElementUse; set: NameSet }[] {
  return uses.flatMap((use) => {
    const set = eventNames(use.node as EventNode, event)[param];
    return set ? [{ use, set }] : [];
  });
}

function ids(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => (isRecord(entry) && typeof entry.id === 'string' ? [entry.id] : []));
}

/** Checks the schema cannot express: names of elements, events and screens, and what filters can match. */
export function crossCheck(document: unknown, screens: readonly ScreenInput[]): Issue[] {
  // no reactions, nothing to check them against: indexing 100,000 nodes for nothing took 200 ms
  if (!Array.isArray(document) || document.length === 0) return [];
  const issues: Issue[] = [];
  const elements = indexElements(screens);
  const screenNames = screens.map((screen) => screen.name);
  const report = (severity: Issue['severity']) => (path: JsonPath, key: SayKey, values?: SayValues) => issues.push(saying({ code: 'schema', severity, path, target: 'value' } as const, key, values));
  const error = report('error');
  const warn = report('warning');

  // a reaction's keys, or those of an action of `kind`
  const unknownKeys = (value: Json, path: JsonPath, known: readonly string[], kind?: string) => {
    for (const key of Object.keys(value)) {
      if (known.includes(key)) continue;
      const guess = closest(key, known);
      const fields = { code: 'unknown-key', severity: 'warning', path: [...path, key], target: 'key' } as const;
      const values = { key, keys: known.join(', '), ...(kind === undefined ? {} : { kind }), ...(guess === undefined ? {} : { guess }) };
      const words: SayKey =
        kind === undefined
          ? guess === undefined ? 'reactionIssues.unknownKeyOnReaction' : 'reactionIssues.unknownKeyOnReactionGuess'
          : guess === undefined ? 'reactionIssues.unknownKeyOnAction' : 'reactionIssues.unknownKeyOnActionGuess';
      issues.push(saying(fields, words, values));
    }
  };

  const checkFilters = (reaction: Json, path: JsonPath, event: string, uses: readonly ElementUse[]) => {
    const element = String(reaction.element);
    if (typeof reaction.item === 'string') {
      const item = reaction.item;
      const carriers = uses.filter((use) => carries(use.type, event, 'item'));
      if (carriers.length === 0) error([...path, 'item'], 'reactionIssues.itemNotCarried', { types: itemTypes, id: element, kinds: sayKinds(typesOf(uses)) });
      else {
        const named = namedSets(carriers, event, 'item');
        if (named.length === carriers.length && !named.some(({ set }) => set.names.includes(item))) {
          const { use, set } = named[0]!;
          const known = named.flatMap(({ set: each }) => each.names.map(String));
          const key = ownedBy(use.type, 'reactionIssues.noSuchItem', 'reactionIssues.noSuchItemOnTabs');
          warn([...path, 'item'], key, { type: use.type, id: element, noun: set.noun, item, guess: didYouMean(item, known) });
        }
      }
    }
    if (typeof reaction.action === 'string') {
      const lists = uses.filter((use) => use.type === 'list');
      if (event !== 'action') error([...path, 'action'], 'reactionIssues.actionOnlyOnList', { event });
      else {
        const rows = lists.flatMap((use) => (Array.isArray(use.node.items) ? use.node.items.filter(isRecord) : []));
        const matching = typeof reaction.item === 'string' ? rows.filter((row) => row.id === reaction.item) : rows;
        const buttons = matching.flatMap((row) => ids(row.actions));
        if (matching.length && !buttons.includes(reaction.action)) {
          const values = { id: element, action: reaction.action, guess: didYouMean(reaction.action, buttons) };
          if (typeof reaction.item === 'string') warn([...path, 'action'], 'reactionIssues.noRowButtonInRow', { ...values, item: reaction.item });
          else warn([...path, 'action'], 'reactionIssues.noRowButton', values);
        }
      }
    }
    const value = reaction.value;
    // other values are the schema's to report
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const schemas = uses.flatMap((use) => {
        const schema = eventSpec(use.type, event)?.params.shape.value as z.ZodType | undefined;
        return schema ? [{ use, schema }] : [];
      });
      if (schemas.length === 0) {
        warn([...path, 'value'], 'reactionIssues.noValueToMatch', { event });
        return;
      }
      const fitting = schemas.filter(({ schema }) => schema.safeParse(value).success);
      if (fitting.length === 0) {
        const { use, schema } = schemas[0]!;
        warn([...path, 'value'], 'reactionIssues.valueNeverMatches', { event, kind: sayType(use.type), accepted: accepted(schema), got: sayValue(value) });
        return;
      }
      const grids = fitting.filter(({ use }) => use.type === 'grid');
      if (grids.length === fitting.length && !isResizeWidth(value)) {
        warn([...path, 'value'], 'reactionIssues.valueNeverMatches', { event, kind: sayType('grid'), accepted: RESIZE_RANGE, got: sayValue(value) });
        return;
      }
      const named = namedSets(fitting.map(({ use }) => use), event, 'value');
      if (named.length === fitting.length && !named.some(({ set }) => set.names.includes(value))) {
        const { use, set } = named[0]!;
        const names = distinct(named.flatMap(({ set: each }) => each.names));
        const known = names.length ? say('reactionIssues.namesAre', { plural: set.plural, names: listed(names) }) : say('reactionIssues.noNames', { plural: set.plural });
        const key = ownedBy(use.type, 'reactionIssues.noSuchName', 'reactionIssues.noSuchNameOnTabs');
        warn([...path, 'value'], key, { type: use.type, id: element, name: nameOf(set, value), names: known });
      }
    }
  };

  // an element whose value an action changes: it exists, takes a value, and gets one that fits
  const checkSetValue = (action: Json, at: JsonPath, fields: { element: string; value: string }, reaction: Json) => {
    const target = action[fields.element];
    if (typeof target !== 'string') return;
    const uses = elements.get(target);
    if (!uses) {
      const guess = closest(target, elements.keys());
      if (guess === undefined) error([...at, fields.element], 'reactionIssues.setValueNoElement', { id: target });
      else error([...at, fields.element], 'reactionIssues.setValueNoElementGuess', { id: target, guess });
      return;
    }
    const valued = uses.flatMap((use) => {
      const schema = (specOf(use.type).schema.shape as Record<string, z.ZodType>).value;
      return schema ? [{ use, schema }] : [];
    });
    if (valued.length === 0) {
      error([...at, fields.element], 'reactionIssues.noValueToChange', { kinds: sayKinds(typesOf(uses), true) });
      return;
    }
    const given = action[fields.value];
    if (given !== undefined) {
      if (typeof given === 'string' || typeof given === 'number' || typeof given === 'boolean') {
        const { use, schema } = valued[0]!;
        if (!valued.some((each) => each.schema.safeParse(given).success)) warn([...at, fields.value], 'reactionIssues.valueDoesNotFit', { kind: sayType(use.type), accepted: accepted(schema), got: sayValue(given) });
      }
      return;
    }
    // left out, the value is the event's: the event must carry one
    const source = typeof reaction.element === 'string' ? elements.get(reaction.element) : undefined;
    if (!source || typeof reaction.event !== 'string') return;
    const event = reaction.event;
    const carried = source.flatMap((use) => {
      const schema = eventSpec(use.type, event)?.params.shape.value as z.ZodType | undefined;
      return schema ? [schema] : [];
    });
    if (carried.length === 0) {
      error([...at, fields.element], 'reactionIssues.noValueToSet', { event });
      return;
    }
    const fits = samples.some(([sample]) => carried.some((schema) => schema.safeParse(sample).success) && valued.some(({ schema }) => schema.safeParse(sample).success));
    if (!fits) warn([...at, fields.element], 'reactionIssues.eventValueDoesNotFit', { event, carried: accepted(carried[0]!), kind: sayType(valued[0]!.use.type), accepted: accepted(valued[0]!.schema) });
  };

  document.forEach((reaction: unknown, index) => {
    if (!isRecord(reaction)) return;
    const path: JsonPath = [index];
    unknownKeys(reaction, path, reactionKeys);

    if (typeof reaction.element === 'string') {
      const uses = elements.get(reaction.element);
      if (!uses) {
        const known = [...elements.keys()];
        const guess = closest(reaction.element, known);
        const id = reaction.element;
        if (known.length === 0) error([...path, 'element'], 'reactionIssues.noElementYet', { id, types: interactiveTypes.join(', ') });
        else if (guess === undefined) error([...path, 'element'], 'reactionIssues.noElement', { id, ids: listed(known) });
        else error([...path, 'element'], 'reactionIssues.noElementGuess', { id, guess, ids: listed(known) });
      } else if (typeof reaction.event === 'string') {
        const event = reaction.event;
        const emitted = distinct(uses.flatMap((use) => eventsOf(use.type)));
        if (!emitted.includes(event)) {
          // name what this element as drawn sends: a button without a menu sends only "click"
          const drawn = distinct(uses.flatMap((use) => nodeEvents(use.node as EventNode)));
          error([...path, 'event'], 'reactionIssues.cannotEmit', { kinds: sayKinds(typesOf(uses), true), event, id: reaction.element, events: listed(drawn.length ? drawn : emitted) });
        } else {
          const senders = uses.filter((use) => eventSpec(use.type, event) !== undefined);
          const drawn = senders.filter((use) => unsentReason(use.node as EventNode, event, json) === undefined);
          const enabled = drawn.filter((use) => !isDisabled(use.node as EventNode));
          if (drawn.length === 0) warn([...path, 'event'], 'reactionIssues.neverSent', { reason: unsentReason(senders[0]!.node as EventNode, event, json) ?? '' });
          else if (enabled.length === 0) warn([...path, 'event'], 'reactionIssues.disabled', { type: drawn[0]!.type, id: reaction.element });
          else checkFilters(reaction, path, event, enabled);
        }
      }
    }

    if (!Array.isArray(reaction.actions)) return;
    if (reaction.actions.length === 0) warn([...path, 'actions'], 'reactionIssues.doesNothing', { kinds: ACTION_KINDS.join(', ') });
    reaction.actions.forEach((action: unknown, j) => {
      if (!isRecord(action) || !isActionKind(action.do)) return;
      const at: JsonPath = [...path, 'actions', j];
      unknownKeys(action, at, actionKeys(action.do), action.do);
      const spec = actionSpec(action.do);
      for (const field of screenFields(spec)) {
        const screen = action[field];
        if (typeof screen === 'string' && !screenNames.includes(screen)) {
          const guess = closest(screen, screenNames);
          if (guess === undefined) error([...at, field], 'reactionIssues.noScreen', { screen, screens: listed(screenNames) });
          else error([...at, field], 'reactionIssues.noScreenGuess', { screen, guess, screens: listed(screenNames) });
        }
      }
      for (const fields of valueFields(spec)) checkSetValue(action, at, fields, reaction);
      // the plugin copies these fields into its message, a line Agentty's parser refuses whole when one holds a lone surrogate
      for (const source of Object.values(spec.sends.params)) {
        const field = typeof source === 'string' ? source : 'shownWith' in source ? source.shownWith.value : undefined;
        if (field === undefined) continue;
        const text = action[field];
        if (typeof text === 'string' && isLone(text)) error([...at, field], 'reactionIssues.loneSurrogate', { method: spec.sends.method });
      }
      const parsed = ReactionActionSchema.safeParse(action);
      if (parsed.success) for (const problem of spec.check?.(parsed.data) ?? []) (problem.severity === 'warning' ? warn : error)([...at, problem.field], problem.say.key, problem.say.values);
    });
  });
  issues.push(...toastIssues(document));
  return issues;
}

/** Why a text holding half of a surrogate pair never reaches Agentty in the message the plugin writes. */
export function loneSurrogateMessage(method: string): string {
  return inEnglish(say('reactionIssues.loneSurrogate', { method }));
}

/** Text → parse → validate → cross-check against the screens → reactions and issues with text ranges. Pure. */
export function analyzeReactions(text: string, screens: readonly ScreenInput[]): ReactionsAnalysis {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    const issues: LocatedIssue[] =
      text.trim() === ''
        ? [saying({ code: 'syntax', severity: 'error', path: [], target: 'value', start: 0, end: 0 } as const, 'reactionIssues.empty')]
        : syntaxIssues(text);
    return { reactions: undefined, issues, hasErrors: true };
  }
  const parsed = ReactionsSchema.safeParse(document);
  const issues = locateIssues(text, [...(parsed.success ? [] : zodIssues(parsed.error.issues, document)), ...crossCheck(document, screens)]);
  return { reactions: parsed.success ? parsed.data : undefined, issues, hasErrors: issues.some((issue) => issue.severity === 'error') };
}
