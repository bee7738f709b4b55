import type { z } from 'zod';
import type { Issue, LocatedIssue } from '../../document/issue';
import type { JsonPath } from '../../document/json-path';
import { closest } from '../../document/suggest';
import { syntaxIssues } from '../../document/syntax';
import type { NodeType } from '../../schema/nodes';
import { nodeTypes, specOf } from '../../schema/registry';
import { eventSpec, eventsOf } from '../event-for';
import { ACTION_KINDS, ReactionActionSchema, actionKeys, actionSpec, isActionKind, screenFields } from './actions';
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

function quoted(names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMED).map((name) => JSON.stringify(name));
  return names.length > MAX_NAMED ? `${shown.join(', ')} and ${names.length - MAX_NAMED} more` : shown.join(', ');
}

function didYouMean(word: string, candidates: Iterable<string>): string {
  const guess = closest(word, candidates);
  return guess === undefined ? '' : ` (did you mean ${JSON.stringify(guess)}?)`;
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
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

  const unknownKeys = (value: Json, path: JsonPath, known: readonly string[], what: string) => {
    for (const key of Object.keys(value)) {
      if (known.includes(key)) continue;
      issues.push({
        code: 'unknown-key',
        severity: 'warning',
        message: `Unknown key "${key}" on ${what}${didYouMean(key, known)}: it is ignored. ${what} takes ${known.join(', ')}.`,
        path: [...path, key],
        target: 'key',
      });
    }
  };

  const checkFilters = (reaction: Json, path: JsonPath, event: string, uses: readonly ElementUse[]) => {
    const lists = uses.filter((use) => use.type === 'list');
    if (typeof reaction.item === 'string') {
      if (lists.length === 0) error([...path, 'item'], `Only a list's events carry an item; "${String(reaction.element)}" is ${kinds(uses)}.`);
      else if (!lists.some((use) => ids(use.node.items).includes(reaction.item as string))) {
        warn([...path, 'item'], `The list "${String(reaction.element)}" has no item "${reaction.item}"${didYouMean(reaction.item, lists.flatMap((use) => ids(use.node.items)))}, so this reaction never fires in the prototype.`);
      }
    }
    if (typeof reaction.action === 'string') {
      if (event !== 'action') error([...path, 'action'], `Only a list's "action" event carries an action; this reaction is for "${event}".`);
      else {
        const rows = lists.flatMap((use) => (Array.isArray(use.node.items) ? use.node.items.filter(isRecord) : []));
        const matching = typeof reaction.item === 'string' ? rows.filter((row) => row.id === reaction.item) : rows;
        const buttons = matching.flatMap((row) => ids(row.actions));
        if (matching.length && !buttons.includes(reaction.action)) {
          warn([...path, 'action'], `No row${typeof reaction.item === 'string' ? ` "${reaction.item}"` : ''} of the list "${String(reaction.element)}" has a button "${reaction.action}"${didYouMean(reaction.action, buttons)}, so this reaction never fires in the prototype.`);
        }
      }
    }
    const value = reaction.value;
    // other values are the schema's to report
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const emitters = uses.filter((use) => eventSpec(use.type, event) !== undefined);
      const schemas = emitters.flatMap((use) => {
        const schema = eventSpec(use.type, event)?.params.shape.value as z.ZodType | undefined;
        return schema ? [{ use, schema }] : [];
      });
      if (schemas.length === 0) {
        warn([...path, 'value'], `"${event}" carries no value, so a reaction that asks for one never fires.`);
        return;
      }
      const fitting = schemas.filter(({ schema }) => schema.safeParse(value).success);
      if (fitting.length === 0) {
        const { use, schema } = schemas[0]!;
        warn([...path, 'value'], `The "${event}" of ${a(use.type)} carries ${accepted(schema)}, so ${describeValue(value)} never matches.`);
        return;
      }
      const choices = fitting.filter(({ use }) => use.type === 'choice').map(({ use }) => use.node);
      const options = choices.flatMap((node) => (Array.isArray(node.options) ? node.options.filter(isRecord).map((option) => option.value) : []));
      if (choices.length === fitting.length && !options.includes(value)) {
        warn([...path, 'value'], `The choice "${String(reaction.element)}" has no option with the value ${JSON.stringify(value)}; its options are ${options.map((option) => JSON.stringify(option)).join(', ')}.`);
      }
    }
  };

  document.forEach((reaction: unknown, index) => {
    if (!isRecord(reaction)) return;
    const path: JsonPath = [index];
    unknownKeys(reaction, path, reactionKeys, 'a reaction');

    if (typeof reaction.element === 'string') {
      const uses = elements.get(reaction.element);
      if (!uses) {
        const known = [...elements.keys()];
        const which = known.length
          ? ` The element ids are ${quoted(known)}.`
          : ` The screens have no ${interactiveTypes.join(', ')} with an id yet.`;
        error([...path, 'element'], `No screen has an element with the id "${reaction.element}"${didYouMean(reaction.element, known)}.${which}`);
      } else if (typeof reaction.event === 'string') {
        const emitted = distinct(uses.flatMap((use) => eventsOf(use.type)));
        if (!emitted.includes(reaction.event)) {
          error([...path, 'event'], `${kinds(uses).replace(/^a/, 'A')} cannot emit "${reaction.event}"; "${reaction.element}" emits only ${quoted(emitted)}.`);
        } else checkFilters(reaction, path, reaction.event, uses);
      }
    }

    if (!Array.isArray(reaction.actions)) return;
    if (reaction.actions.length === 0) warn([...path, 'actions'], `This reaction does nothing: add an action (${ACTION_KINDS.join(', ')}).`);
    reaction.actions.forEach((action: unknown, j) => {
      if (!isRecord(action) || !isActionKind(action.do)) return;
      const at: JsonPath = [...path, 'actions', j];
      unknownKeys(action, at, actionKeys(action.do), `a ${action.do} action`);
      const spec = actionSpec(action.do);
      for (const field of screenFields(spec)) {
        const screen = action[field];
        if (typeof screen === 'string' && !screenNames.includes(screen)) {
          error([...at, field], `There is no screen "${screen}"${didYouMean(screen, screenNames)}. The screens are ${quoted(screenNames)}.`);
        }
      }
      const parsed = ReactionActionSchema.safeParse(action);
      if (parsed.success) for (const problem of spec.check?.(parsed.data) ?? []) error([...at, problem.field], problem.message);
    });
  });
  issues.push(...toastIssues(document));
  return issues;
}

const EMPTY_MESSAGE = 'The reactions document is empty: write [] for no reactions, or a list of { "element", "event", "actions" }.';

/** Text → parse → validate → cross-check against the screens → reactions and issues with text ranges. Pure. */
export function analyzeReactions(text: string, screens: readonly ScreenInput[]): ReactionsAnalysis {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    const issues: LocatedIssue[] =
      text.trim() === ''
        ? [{ code: 'syntax', severity: 'error', message: EMPTY_MESSAGE, path: [], target: 'value', start: 0, end: 0 }]
        : syntaxIssues(text);
    return { reactions: undefined, issues, hasErrors: true };
  }
  const parsed = ReactionsSchema.safeParse(document);
  const issues = locateIssues(text, [...(parsed.success ? [] : zodIssues(parsed.error.issues, document)), ...crossCheck(document, screens)]);
  return { reactions: parsed.success ? parsed.data : undefined, issues, hasErrors: issues.some((issue) => issue.severity === 'error') };
}
