import type { z } from 'zod';
import type { Issue, LocatedIssue } from '../../document/issue';
import type { JsonPath } from '../../document/json-path';
import { say, saying, type Say, type SayKey, type SayValue, type SayValues } from '../../i18n/say';
import { closest } from '../../document/suggest';
import { syntaxIssues } from '../../document/syntax';
import { isLone } from '../../document/surrogates';
import { AGENTTY_RULE } from '../../schema/agentty';
import type { NodeType } from '../../schema/nodes';
import { nodeTypes, specOf } from '../../schema/registry';
import { eventSpec, eventsOf } from '../event-for';
import type { EventValue } from '../messages';
import { RESIZE_RANGE_TEXT, eventNames, isDisabled, isResizeWidth, nodeEvents, unsentReason, type EventNode, type NameSet, type Quote } from '../node-events';
import { ACTION_KINDS, ReactionActionSchema, actionKeys, actionSpec, isActionKind, screenFields, valueFields } from './actions';
import { indexElements, type ElementUse, type ScreenInput } from './elements';
import { describeValue, locateIssues, zodIssues } from './issues';
import { ReactionsSchema, reactionKeys, type Reaction } from './schema';
import { toastIssues } from './toasts';
import { isRecord } from '../../json';

export interface ReactionsAnalysis {
  /** The reactions, as the exporters take them, when the text parses and fits the schema; cross-check problems do not clear it. */
  readonly reactions: Reaction[] | undefined;
  readonly issues: readonly LocatedIssue[];
  readonly hasErrors: boolean;
}

type Json = Record<string, unknown>;

const interactiveTypes = nodeTypes.filter((type) => specOf(type).interactive);
const MAX_NAMED = 12;

function a(type: NodeType): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function quoted(names: readonly string[], quote = true): string {
  const shown = names.slice(0, MAX_NAMED).map((name) => (quote ? JSON.stringify(name) : name));
  return names.length > MAX_NAMED ? `${shown.join(', ')} and ${names.length - MAX_NAMED} more` : shown.join(', ');
}

/** Names as a message lists them: quoted, the first dozen, then how many more. */
function listed(names: readonly string[]): SayValue {
  const shown = names.slice(0, MAX_NAMED).map((name) => JSON.stringify(name)).join(', ');
  return names.length > MAX_NAMED ? say('mediaIssues.listedMore', { shown, n: names.length - MAX_NAMED }) : shown;
}

function didYouMean(word: string, candidates: Iterable<string>): string {
  const guess = closest(word, candidates);
  return guess === undefined ? '' : ` (did you mean ${JSON.stringify(guess)}?)`;
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** kinds() in the interface language: each type with its article, joined by "or". */
function sayKinds(uses: readonly ElementUse[]): Say {
  const [first, ...rest] = distinct(uses.map((use) => use.type)).map((type) => say(/^[aeiou]/.test(type) ? 'reactionIssues.anType' : 'reactionIssues.aType', { type }));
  return rest.reduce<Say>((list, part) => say('reactionIssues.orList', { list, part }), first!);
}

/** "a button", "a button or a list": the node types that carry an element id. */
function kinds(uses: readonly ElementUse[]): string {
  return distinct(uses.map((use) => use.type)).map(a).join(' or ');
}

// which JSON scalars a value schema accepts, read from the schema itself rather than a list per node type
const samples: [unknown, string][] = [
  ['', 'a string'],
  [0, 'a number'],
  [true, 'true or false'],
];

function accepted(schema: z.ZodType): string {
  return samples.filter(([sample]) => schema.safeParse(sample).success).map(([, what]) => what).join(' or ');
}

const json: Quote = (name) => JSON.stringify(name);

function has(type: NodeType): string {
  return type === 'tabs' ? 'have' : 'has';
}

/** "option with the value "xl"", "tab "x"": a name as the reactions' problems quote it. */
function nameOf(set: NameSet, name: EventValue): string {
  return set.byValue ? `${set.noun} with the value ${JSON.stringify(name)}` : `${set.noun} ${JSON.stringify(name)}`;
}

/** Whether `event` of `type` carries the param. */
function carries(type: NodeType, event: string, param: 'item' | 'value'): boolean {
  const spec = eventSpec(type, event);
  return spec !== undefined && param in spec.params.shape;
}

/** "a list, a flow or a table": the types whose events carry an item, from the registry. */
const itemTypes = (() => {
  const types = nodeTypes.filter((type) => specOf(type).events.some((spec) => 'item' in spec.params.shape)).map(a);
  return types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : types.join('');
})();

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
  const error = (path: JsonPath, message: string, target: Issue['target'] = 'value') => issues.push({ code: 'schema', severity: 'error', message, path, target });
  const warn = (path: JsonPath, message: string, target: Issue['target'] = 'value') => issues.push({ code: 'schema', severity: 'warning', message, path, target });

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
  const sayError = (path: JsonPath, key: SayKey, values: SayValues) => issues.push(saying({ code: 'schema', severity: 'error', path, target: 'value' } as const, key, values));

  const checkFilters = (reaction: Json, path: JsonPath, event: string, uses: readonly ElementUse[]) => {
    const element = String(reaction.element);
    if (typeof reaction.item === 'string') {
      const item = reaction.item;
      const carriers = uses.filter((use) => carries(use.type, event, 'item'));
      if (carriers.length === 0) error([...path, 'item'], `Only the events of ${itemTypes} carry an item; "${element}" is ${kinds(uses)}.`);
      else {
        const named = namedSets(carriers, event, 'item');
        if (named.length === carriers.length && !named.some(({ set }) => set.names.includes(item))) {
          const { use, set } = named[0]!;
          const known = named.flatMap(({ set: each }) => each.names.map(String));
          warn([...path, 'item'], `The ${use.type} "${element}" ${has(use.type)} no ${set.noun} "${item}"${didYouMean(item, known)}, so this reaction never fires in the prototype.`);
        }
      }
    }
    if (typeof reaction.action === 'string') {
      const lists = uses.filter((use) => use.type === 'list');
      if (event !== 'action') error([...path, 'action'], `Only a list's "action" event carries an action; this reaction is for "${event}".`);
      else {
        const rows = lists.flatMap((use) => (Array.isArray(use.node.items) ? use.node.items.filter(isRecord) : []));
        const matching = typeof reaction.item === 'string' ? rows.filter((row) => row.id === reaction.item) : rows;
        const buttons = matching.flatMap((row) => ids(row.actions));
        if (matching.length && !buttons.includes(reaction.action)) {
          warn([...path, 'action'], `No row${typeof reaction.item === 'string' ? ` "${reaction.item}"` : ''} of the list "${element}" has a button "${reaction.action}"${didYouMean(reaction.action, buttons)}, so this reaction never fires in the prototype.`);
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
        issues.push(saying({ code: 'schema', severity: 'warning', path: [...path, 'value'], target: 'value' } as const, 'reactionIssues.noValueToMatch', { event }));
        return;
      }
      const fitting = schemas.filter(({ schema }) => schema.safeParse(value).success);
      if (fitting.length === 0) {
        const { use, schema } = schemas[0]!;
        warn([...path, 'value'], `The "${event}" of ${a(use.type)} carries ${accepted(schema)}, so ${describeValue(value)} never matches.`);
        return;
      }
      const grids = fitting.filter(({ use }) => use.type === 'grid');
      if (grids.length === fitting.length && !isResizeWidth(value)) {
        warn([...path, 'value'], `The "${event}" of a grid carries ${RESIZE_RANGE_TEXT}, so ${describeValue(value)} never matches.`);
        return;
      }
      const named = namedSets(fitting.map(({ use }) => use), event, 'value');
      if (named.length === fitting.length && !named.some(({ set }) => set.names.includes(value))) {
        const { use, set } = named[0]!;
        const names = distinct(named.flatMap(({ set: each }) => each.names));
        const listed = names.length ? `its ${set.plural} are ${quoted(names.map((name) => JSON.stringify(name)), false)}` : `it has no ${set.plural}`;
        warn([...path, 'value'], `The ${use.type} "${element}" ${has(use.type)} no ${nameOf(set, value)}; ${listed}.`);
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
      if (guess === undefined) sayError([...at, fields.element], 'reactionIssues.setValueNoElement', { id: target });
      else sayError([...at, fields.element], 'reactionIssues.setValueNoElementGuess', { id: target, guess });
      return;
    }
    const valued = uses.flatMap((use) => {
      const schema = (specOf(use.type).schema.shape as Record<string, z.ZodType>).value;
      return schema ? [{ use, schema }] : [];
    });
    if (valued.length === 0) {
      error([...at, fields.element], `${kinds(uses).replace(/^a/, 'A')} has no value to change; setValue changes an input, toggle, checkbox, choice, select or tabs.`);
      return;
    }
    const given = action[fields.value];
    if (given !== undefined) {
      if (typeof given === 'string' || typeof given === 'number' || typeof given === 'boolean') {
        const { use, schema } = valued[0]!;
        if (!valued.some((each) => each.schema.safeParse(given).success)) warn([...at, fields.value], `The value of ${a(use.type)} is ${accepted(schema)}, so ${describeValue(given)} does not fit.`);
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
      sayError([...at, fields.element], 'reactionIssues.noValueToSet', { event });
      return;
    }
    const fits = samples.some(([sample]) => carried.some((schema) => schema.safeParse(sample).success) && valued.some(({ schema }) => schema.safeParse(sample).success));
    if (!fits) warn([...at, fields.element], `"${event}" carries ${accepted(carried[0]!)}, but the value of ${a(valued[0]!.use.type)} is ${accepted(valued[0]!.schema)}: give it a "value".`);
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
        if (known.length === 0) sayError([...path, 'element'], 'reactionIssues.noElementYet', { id, types: interactiveTypes.join(', ') });
        else if (guess === undefined) sayError([...path, 'element'], 'reactionIssues.noElement', { id, ids: listed(known) });
        else sayError([...path, 'element'], 'reactionIssues.noElementGuess', { id, guess, ids: listed(known) });
      } else if (typeof reaction.event === 'string') {
        const event = reaction.event;
        const emitted = distinct(uses.flatMap((use) => eventsOf(use.type)));
        if (!emitted.includes(event)) {
          // name what this element as drawn sends: a button without a menu sends only "click"
          const drawn = distinct(uses.flatMap((use) => nodeEvents(use.node as EventNode)));
          sayError([...path, 'event'], 'reactionIssues.cannotEmit', { kinds: sayKinds(uses), event, id: reaction.element, events: listed(drawn.length ? drawn : emitted) });
        } else {
          const senders = uses.filter((use) => eventSpec(use.type, event) !== undefined);
          const drawn = senders.filter((use) => unsentReason(use.node as EventNode, event, json) === undefined);
          const enabled = drawn.filter((use) => !isDisabled(use.node as EventNode));
          if (drawn.length === 0) warn([...path, 'event'], `${unsentReason(senders[0]!.node as EventNode, event, json) ?? ''} This reaction never fires in the prototype.`);
          else if (enabled.length === 0) issues.push(saying({ code: 'schema', severity: 'warning', path: [...path, 'event'], target: 'value' } as const, 'reactionIssues.disabled', { type: drawn[0]!.type, id: reaction.element }));
          else checkFilters(reaction, path, event, enabled);
        }
      }
    }

    if (!Array.isArray(reaction.actions)) return;
    if (reaction.actions.length === 0) issues.push(saying({ code: 'schema', severity: 'warning', path: [...path, 'actions'], target: 'value' } as const, 'reactionIssues.doesNothing', { kinds: ACTION_KINDS.join(', ') }));
    reaction.actions.forEach((action: unknown, j) => {
      if (!isRecord(action) || !isActionKind(action.do)) return;
      const at: JsonPath = [...path, 'actions', j];
      unknownKeys(action, at, actionKeys(action.do), action.do);
      const spec = actionSpec(action.do);
      for (const field of screenFields(spec)) {
        const screen = action[field];
        if (typeof screen === 'string' && !screenNames.includes(screen)) {
          const guess = closest(screen, screenNames);
          if (guess === undefined) sayError([...at, field], 'reactionIssues.noScreen', { screen, screens: listed(screenNames) });
          else sayError([...at, field], 'reactionIssues.noScreenGuess', { screen, guess, screens: listed(screenNames) });
        }
      }
      for (const fields of valueFields(spec)) checkSetValue(action, at, fields, reaction);
      // the plugin copies these fields into its message, a line Agentty's parser refuses whole when one holds a lone surrogate
      for (const source of Object.values(spec.sends.params)) {
        const field = typeof source === 'string' ? source : 'shownWith' in source ? source.shownWith.value : undefined;
        if (field === undefined) continue;
        const text = action[field];
        if (typeof text === 'string' && isLone(text)) sayError([...at, field], 'reactionIssues.loneSurrogate', { method: spec.sends.method });
      }
      const parsed = ReactionActionSchema.safeParse(action);
      if (parsed.success) for (const problem of spec.check?.(parsed.data) ?? []) (problem.severity === 'warning' ? warn : error)([...at, problem.field], problem.message);
    });
  });
  issues.push(...toastIssues(document));
  return issues;
}

/** Why a text holding half of a surrogate pair never reaches Agentty in the message the plugin writes. */
export function loneSurrogateMessage(method: string): string {
  return `This text holds half of a UTF-16 surrogate pair (such as \\ud83d without the \\ude00 after it): Agentty's JSON parser refuses the whole ${method} line, so it never arrives. ${AGENTTY_RULE}`;
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
