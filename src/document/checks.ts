import { MAX_COMPLETIONS, MAX_ELEMENTS, MAX_NESTING, MAX_TEXT, NEWEST_API, iconNames, isKnownIcon, isNodeType, specOf, type ApiVersion, type NodeType } from '../schema';
import {
  CHOICE_VALUE_NOT_OPTION_SEVERITY,
  DUPLICATE_ID_SEVERITY,
  EMPTY_CHILDREN_SEVERITY,
  EMPTY_ID_SEVERITY,
  MISSING_CHILDREN_SEVERITY,
  NULL_OPTIONAL_SEVERITY,
  OPTION_VALUE_STRING_FROM,
  UNKNOWN_KEY_SEVERITY,
} from '../schema/decisions';
import type { Issue, IssueCode } from './issue';
import { toPointer, type JsonPath } from './json-path';
import { NEWEST_FEATURE, NODES, TABLE_CELLS, nodeShapes, type ObjectShape } from './object-shapes';
import { graphIssues, imageIssues } from './media-checks';
import { closest } from './suggest';
import { say, saying, type Say, type SayKey, type SayValue } from '../i18n/say';
import { isRecord } from '../json';

type Json = Record<string, unknown>;

/** The two sentences an unknown key's warning is said with: without and with a "did you mean". */
export interface UnknownKeyWords {
  readonly plain: SayKey;
  readonly guessed: SayKey;
}

const NODE_KEY_WORDS: UnknownKeyWords = { plain: 'panelIssues.unknownKey', guessed: 'panelIssues.unknownKeyGuess' };

/** A warning for every key of `value` that `known` lacks, with a "did you mean" for a near miss. */
export function unknownKeyIssues(value: Json, path: JsonPath, known: ReadonlySet<string>, what: SayValue, words: UnknownKeyWords): Issue[] {
  const issues: Issue[] = [];
  for (const key in value) if (!known.has(key)) issues.push(unknownKey(key, [...path, key], known, [...known].join(', '), what, words));
  return issues;
}

function unknownKey(key: string, path: JsonPath, known: ReadonlySet<string>, keys: string, what: SayValue, words: UnknownKeyWords): Issue {
  const guess = closest(key, known);
  const fields = { code: 'unknown-key', severity: UNKNOWN_KEY_SEVERITY, path, target: 'key' } as const;
  return guess ? saying(fields, words.guessed, { key, what, guess, keys }) : saying(fields, words.plain, { key, what, keys });
}


/** A place in the tree, walked without recursion; its path is built only when an issue needs it. */
interface Place {
  readonly node: Json;
  readonly parent: Place | undefined;
  readonly index: number;
  /** The root is level 0; each `children` one level deeper. */
  readonly level: number;
  /** A graph node's child sits at nodes[n].children[index] of its graph. */
  readonly graphNode?: number;
}

function nodePath(place: Place, treePath: JsonPath): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Place | undefined = place; at?.parent !== undefined; at = at.parent) {
    path.push(at.index, 'children');
    if (at.graphNode !== undefined) path.push(at.graphNode, 'nodes');
  }
  return [...treePath, ...path.reverse()];
}

/** How many code points a string has: Agentty's MAX_TEXT counts characters, not UTF-16 units. */
function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) i++;
    count++;
  }
  return count;
}

// the code and noun of a repeated id, by the list it is repeated in
const DUPLICATE: Readonly<Record<string, readonly [IssueCode, SayKey]>> = {
  'list.items': ['duplicate-item-id', 'issueWords.itemId'],
  'list.items.actions': ['duplicate-action-id', 'issueWords.actionId'],
  'flow.steps': ['duplicate-entry-id', 'issueWords.stepId'],
  'tabs.tabs': ['duplicate-entry-id', 'issueWords.tabId'],
  'table.rows': ['duplicate-entry-id', 'issueWords.rowId'],
  'graph.nodes': ['duplicate-entry-id', 'issueWords.nodeId'],
  'graph.nodes.inputs': ['duplicate-entry-id', 'issueWords.portId'],
  'graph.nodes.outputs': ['duplicate-entry-id', 'issueWords.portId'],
};

/**
 * Everything the schema cannot say, in one walk over the tree: Agentty's limits (elements, nesting), the
 * design's target API, and the advice that is not an error (unknown keys, null, empty and repeated ids,
 * icons, containers without children, long texts).
 */
export function semanticIssues(tree: unknown, treePath: JsonPath, api: ApiVersion = NEWEST_API, files?: ReadonlySet<string>): Issue[] {
  const issues: Issue[] = [];
  const checkVersions = api < NEWEST_FEATURE;
  const optionsAreStrings = api >= OPTION_VALUE_STRING_FROM;
  const ids = new Map<string, { path: JsonPath; type: NodeType }[]>();
  // the element count, as Agentty's check() counts it, by what makes it up
  const counts = new Map<Say, number>();
  let total = 0;
  let biggest: Biggest | undefined;
  let tooDeep = false;
  const add = (plural: Say, n: number) => {
    counts.set(plural, (counts.get(plural) ?? 0) + n);
    total += n;
  };

  const icon = (name: string, path: () => JsonPath) => {
    if (isKnownIcon(name)) return;
    const guess = closest(name, iconNames);
    const fields = { code: 'unknown-icon', severity: 'warning', path: path(), target: 'value' } as const;
    issues.push(guess === undefined ? saying(fields, 'panelIssues.unknownIcon', { name }) : saying(fields, 'panelIssues.unknownIconGuess', { name, guess }));
  };

  const longText = (text: string, path: JsonPath) => {
    const length = codePoints(text);
    if (length <= MAX_TEXT) return;
    issues.push(saying({ code: 'long-text', severity: 'warning', path, target: 'value' } as const, 'panelIssues.longText', { length, max: MAX_TEXT }));
  };

  const newer = (what: Say, since: ApiVersion, path: JsonPath, target: Issue['target']) =>
    issues.push(saying({ code: 'newer-api', severity: 'error', path, target }, 'panelIssues.newerApi', { what, since, api }));

  /** The checks every object of the tree gets from its shape; returns the elements its lists add. */
  const checkObject = (object: Json, shape: ObjectShape, path: () => JsonPath, versions: boolean): number => {
    let added = 0;
    for (const key in object) {
      const value = object[key];
      if (!shape.keys.has(key)) {
        issues.push(unknownKey(key, [...path(), key], shape.keys, shape.keyList, shape.what, NODE_KEY_WORDS));
        continue;
      }
      if (versions) {
        const since = shape.newer.get(key);
        if (since !== undefined && since > api) newer(say('issueWords.keyOn', { key, what: shape.what }), since, [...path(), key], 'key');
      }
      if (value === null) {
        if (shape.nullable.has(key)) {
          issues.push(saying({ code: 'null-prop', severity: NULL_OPTIONAL_SEVERITY, path: [...path(), key], target: 'value' } as const, 'panelIssues.nullProp', { key }));
        }
        continue;
      }
      if (typeof value === 'string') {
        if (value.length > MAX_TEXT && shape.cut.has(key)) longText(value, [...path(), key]);
        if (key === 'icon') icon(value, () => [...path(), key]);
        else if (key === 'id' && value === '') {
          issues.push(saying({ code: 'empty-id', severity: EMPTY_ID_SEVERITY, path: [...path(), key], target: 'value' } as const, 'panelIssues.emptyId', { what: shape.what }));
        }
      } else if (typeof value === 'number') {
        if (Object.is(value, -0) && shape.whole.has(key)) {
          issues.push(saying({ code: 'schema', severity: 'error', path: [...path(), key], target: 'value' } as const, 'panelIssues.negativeZero', { key }));
        }
      } else if (Array.isArray(value)) {
        const list = shape.lists.get(key);
        if (list) added += checkList(value, list, () => [...path(), key], versions);
        else if (shape.cut.has(key)) for (let i = 0; i < value.length; i++) if (typeof value[i] === 'string' && (value[i] as string).length > MAX_TEXT) longText(value[i] as string, [...path(), key, i]);
      }
    }
    return added;
  };

  const checkList = (entries: unknown[], shape: ObjectShape, path: () => JsonPath, versions: boolean): number => {
    // Agentty drops the completions past MAX_COMPLETIONS before counting
    const counted = shape.where === 'input.completions' ? Math.min(entries.length, MAX_COMPLETIONS) : entries.length;
    add(shape.plural, counted);
    let added = counted;
    const idKey = shape.idKey;
    let keyed: Map<unknown, number[]> | undefined;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      if (!isRecord(entry)) continue;
      added += checkObject(entry, shape, () => [...path(), i], versions);
      if (idKey === undefined || entries.length < 2) continue;
      const id = entry[idKey];
      if (id === undefined || id === null || id === '' || typeof id === 'object') continue;
      keyed ??= new Map();
      const at = keyed.get(id);
      if (at) at.push(i);
      else keyed.set(id, [i]);
    }
    if (keyed && keyed.size < entries.length) {
      for (const [id, at] of keyed) {
        if (at.length < 2) continue;
        const [code, noun] = DUPLICATE[shape.where] ?? ['duplicate-option-value', undefined];
        const value = String(JSON.stringify(id));
        for (const i of at) {
          const fields = { code, severity: DUPLICATE_ID_SEVERITY, path: [...path(), i, idKey!], target: 'value' } as const;
          issues.push(noun ? saying(fields, 'panelIssues.duplicateEntryId', { noun: say(noun), value, entries: shape.plural }) : saying(fields, 'panelIssues.duplicateOptionValue', { value, entries: shape.plural }));
        }
      }
    }
    return added;
  };

  /** Choice option values and a choice's value are strings in Agentty; API 1 left them open. */
  const optionValue = (value: unknown, path: JsonPath) => {
    if (typeof value !== 'number' && typeof value !== 'boolean') return;
    const number = typeof value === 'number';
    const key = optionsAreStrings ? (number ? 'panelIssues.optionNumber' : 'panelIssues.optionBoolean') : number ? 'panelIssues.optionNumberApi1' : 'panelIssues.optionBooleanApi1';
    issues.push(saying({ code: 'option-value-type', severity: optionsAreStrings ? 'error' : 'warning', path, target: 'value' } as const, key, { written: JSON.stringify(value), text: String(value) }));
  };

  const choiceChecks = (choice: Json, path: () => JsonPath) => {
    const options = Array.isArray(choice.options) ? choice.options : [];
    for (let i = 0; i < options.length; i++) {
      const option: unknown = options[i];
      if (isRecord(option) && 'value' in option) optionValue(option.value, [...path(), 'options', i, 'value']);
    }
    if (!('value' in choice)) return;
    optionValue(choice.value, [...path(), 'value']);
    if (!options.some((option: unknown) => isRecord(option) && option.value === choice.value)) {
      issues.push(saying({ code: 'choice-value', severity: CHOICE_VALUE_NOT_OPTION_SEVERITY, path: [...path(), 'value'], target: 'value' } as const, 'panelIssues.choiceValue', { value: String(JSON.stringify(choice.value)) }));
    }
  };

  // an explicit stack in document order: hostile trees nest deeper than the call stack allows
  const stack: Place[] = isRecord(tree) ? [{ node: tree, parent: undefined, index: 0, level: 0 }] : [];
  for (let place = stack.pop(); place !== undefined; place = stack.pop()) {
    const { node } = place;
    const type = node.type;
    if (!isNodeType(type)) continue;
    const spec = specOf(type);
    const shape = nodeShapes.get(type)!;
    let cached: JsonPath | undefined;
    const at = place;
    const path = () => (cached ??= nodePath(at, treePath));
    add(NODES, 1);
    if (place.level > MAX_NESTING && !tooDeep) {
      tooDeep = true;
      issues.push(saying({ code: 'nested-too-deep', severity: 'error', path: [...path(), 'type'], target: 'value' } as const, 'panelIssues.nestedTooDeep', { max: MAX_NESTING, type, level: place.level }));
    }
    const typeIsNewer = checkVersions && spec.since > api;
    if (typeIsNewer) newer(say('issueWords.typeName', { type }), spec.since, [...path(), 'type'], 'value');
    let own = checkObject(node, shape, path, checkVersions && !typeIsNewer);
    let field = '';
    let fieldSize = 0;
    if (own > 0) for (const [key] of shape.lists) if (Array.isArray(node[key]) && (node[key] as unknown[]).length > fieldSize) [field, fieldSize] = [key, (node[key] as unknown[]).length];
    if (type === 'table') own += tableCells(node, add);
    if (type === 'choice') choiceChecks(node, path);
    if (type === 'image') issues.push(...imageIssues(node, path, files));
    if (type === 'graph') {
      issues.push(...graphIssues(node, path));
      // a card's children sit two levels below the graph (Agentty's depth + 2)
      const cards = Array.isArray(node.nodes) ? node.nodes : [];
      for (let n = cards.length - 1; n >= 0; n--) {
        const card: unknown = cards[n];
        const inside = isRecord(card) && Array.isArray(card.children) ? (card.children as unknown[]) : [];
        own += inside.length;
        for (let i = inside.length - 1; i >= 0; i--) {
          const child = inside[i];
          if (isRecord(child)) stack.push({ node: child, parent: place, index: i, level: place.level + 2, graphNode: n });
        }
      }
    }
    if (spec.interactive && typeof node.id === 'string' && node.id !== '') {
      const uses = ids.get(node.id);
      const use = { path: [...path(), 'id'], type };
      if (uses) uses.push(use);
      else ids.set(node.id, [use]);
    }
    if (spec.container) {
      const children = node.children;
      if (children === undefined) {
        const draws = type === 'column' || type === 'row' || type === 'grid' ? 'panelIssues.missingChildren' : 'panelIssues.missingChildrenContent';
        issues.push(saying({ code: 'missing-children', severity: MISSING_CHILDREN_SEVERITY, path: [...path(), 'children'], target: 'missing' } as const, draws, { type }));
      } else if (Array.isArray(children)) {
        if (children.length === 0) {
          issues.push(saying({ code: 'empty-children', severity: EMPTY_CHILDREN_SEVERITY, path: [...path(), 'children'], target: 'value' } as const, 'panelIssues.emptyChildren', { type }));
        }
        own += children.length;
        if (children.length >= fieldSize) [field, fieldSize] = ['children', children.length];
        for (let i = children.length - 1; i >= 0; i--) {
          const child: unknown = children[i];
          if (isRecord(child)) stack.push({ node: child, parent: place, index: i, level: place.level + 1 });
        }
      }
    }
    if (own > (biggest?.size ?? 0)) biggest = { size: own, place, field };
  }

  if (total > MAX_ELEMENTS && biggest) issues.push(tooMany(total, counts, biggest, treePath));

  for (const [id, uses] of ids) {
    if (uses.length < 2) continue;
    for (const use of uses) {
      // name at most three others: listing them all is quadratic in the number of uses
      const others = uses.slice(0, 4).filter((other) => other !== use).slice(0, 3).map((other) => say('issueWords.typeAt', { type: other.type, pointer: toPointer(other.path.slice(treePath.length, -1)) || '/' }));
      const [a, b, c] = others;
      const listed = c ? say('issueWords.othersThree', { a: a!, b: b!, c }) : b ? say('issueWords.othersTwo', { a: a!, b }) : say('issueWords.othersOne', { a: a! });
      const more = uses.length - 1 > others.length ? say('issueWords.andMore', { n: uses.length - 1 - others.length }) : '';
      issues.push(saying({ code: 'duplicate-id', severity: DUPLICATE_ID_SEVERITY, path: use.path, target: 'value' } as const, 'panelIssues.duplicateId', { id, others: listed, more }));
    }
  }
  return issues;
}

/** A table row counts 1 plus its cells, cut to the number of columns, as Agentty draws them. */
function tableCells(table: Json, add: (plural: Say, n: number) => void): number {
  if (!Array.isArray(table.rows)) return 0;
  const columns = Array.isArray(table.columns) ? table.columns.length : 0;
  let cells = 0;
  for (const row of table.rows as unknown[]) if (isRecord(row) && Array.isArray(row.cells)) cells += Math.min(row.cells.length, columns);
  add(TABLE_CELLS, cells);
  return cells;
}

/** The node that adds the most elements by itself (its children and its lists), and its largest field. */
interface Biggest {
  readonly size: number;
  readonly place: Place;
  readonly field: string;
}

/** "UI tree has more than 2000 elements: 2,140 (812 nodes, 1,300 list items, 28 row actions)", on the biggest contributor. */
function tooMany(total: number, counts: ReadonlyMap<Say, number>, biggest: Biggest, treePath: JsonPath): Issue {
  const parts = [...counts]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([plural, n]) => (plural === NODES ? say('issueWords.nodeCount', { count: n }) : say('issueWords.counted', { n, what: plural })));
  const path = nodePath(biggest.place, treePath);
  const type = String(biggest.place.node.type);
  const pointer = toPointer(path.slice(treePath.length));
  const where = pointer ? say('issueWords.atPointer', { pointer }) : say('issueWords.atRoot');
  return saying({ code: 'too-many-elements', severity: 'error', path: [...path, biggest.field], target: 'key' } as const, 'panelIssues.tooManyElements', {
    max: MAX_ELEMENTS,
    total,
    parts: listOf(parts),
    type,
    where,
    size: biggest.size,
    field: biggest.field,
  });
}

/** Parts of a count, each said in the interface language, joined as a list. */
function listOf(parts: readonly Say[]): Say {
  return parts.slice(1).reduce<Say>((list, part) => say('issueWords.listMore', { list, part }), parts[0] ?? say('issueWords.nodes'));
}
