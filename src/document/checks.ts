import { ChoiceOption, ListAction, ListItem, NEWEST_API, isKnownIcon, nodesOf, nodeTypes, propNames, specOf, type ApiVersion, type NodeType } from '../schema';
import { CHOICE_VALUE_NOT_OPTION_SEVERITY, DESIGNER_RULE, EMPTY_CHILDREN_SEVERITY, ICON_SET, UNKNOWN_KEY_SEVERITY } from '../schema/decisions';
import type { Issue } from './issue';
import { toPointer, type JsonPath } from './json-path';
import { closest } from './suggest';
import { isRecord } from '../json';

type Json = Record<string, unknown>;

// key sets built once: these checks run over every node on every keystroke
const itemKeys = new Set(Object.keys(ListItem.shape));
const actionKeys = new Set(Object.keys(ListAction.shape));
const optionKeys = new Set(Object.keys(ChoiceOption.shape));
const nodeKeys = new Map(nodeTypes.map((type) => [type, new Set(propNames(type))]));

function objects(value: unknown): [Json, number][] {
  if (!Array.isArray(value)) return [];
  const out: [Json, number][] = [];
  value.forEach((entry, index) => isRecord(entry) && out.push([entry, index]));
  return out;
}

/** A warning for every key of `value` that `known` lacks, with a "did you mean" for a near miss. */
export function unknownKeyIssues(value: Json, path: JsonPath, known: ReadonlySet<string>, what: string, why: string): Issue[] {
  const issues: Issue[] = [];
  for (const key in value) {
    if (known.has(key)) continue;
    const guess = closest(key, known);
    issues.push({
      code: 'unknown-key',
      severity: UNKNOWN_KEY_SEVERITY,
      message: `Unknown key "${key}" on ${what}${guess ? ` (did you mean "${guess}"?)` : ''}: ${why}. ${what} takes ${[...known].join(', ')}.`,
      path: [...path, key],
      target: 'key',
    });
  }
  return issues;
}

/** Checks the schema cannot express: uniqueness, cross-references, unknown keys and icons. */
export function semanticIssues(tree: unknown, treePath: JsonPath, api: ApiVersion = NEWEST_API): Issue[] {
  void api; // the target's checks (types and props newer than it) come with the validation work
  const issues: Issue[] = [];
  const ids = new Map<string, { path: JsonPath; type: NodeType }[]>();

  const unknownKeys = (value: Json, path: JsonPath, known: ReadonlySet<string>, what: string) =>
    issues.push(...unknownKeyIssues(value, path, known, what, 'Panel Designer assumes Agentty ignores it (the spec is silent)'));

  const icon = (owner: Json, path: JsonPath) => {
    if (typeof owner.icon !== 'string' || isKnownIcon(owner.icon)) return;
    issues.push({
      code: 'unknown-icon',
      severity: 'warning',
      message: `Unknown icon "${owner.icon}": not a ${ICON_SET.name} icon name (see ${ICON_SET.url}).`,
      path: [...path, 'icon'],
      target: 'value',
    });
  };

  const duplicates = <T>(entries: [T, JsonPath][], report: (key: T, path: JsonPath, others: number) => Issue) => {
    if (entries.length < 2) return;
    const seen = new Map<T, JsonPath[]>();
    for (const [key, path] of entries) {
      const paths = seen.get(key);
      if (paths) paths.push(path);
      else seen.set(key, [path]);
    }
    for (const [key, paths] of seen) if (paths.length > 1) for (const path of paths) issues.push(report(key, path, paths.length - 1));
  };

  const listChecks = (list: Json, path: JsonPath) => {
    const items = objects(list.items);
    duplicates(
      items.filter(([item]) => typeof item.id === 'string').map(([item, i]) => [item.id as string, [...path, 'items', i, 'id']]),
      (id, at) => ({ code: 'duplicate-item-id', severity: 'error', message: `Duplicate item id "${id}" in this list: select and action events could not tell the rows apart. ${DESIGNER_RULE}`, path: at, target: 'value' }),
    );
    for (const [item, i] of items) {
      const itemPath = [...path, 'items', i];
      unknownKeys(item, itemPath, itemKeys, 'a list item');
      icon(item, itemPath);
      if (item.actions === undefined) continue;
      const actions = objects(item.actions);
      duplicates(
        actions.filter(([a]) => typeof a.id === 'string').map(([a, j]) => [a.id as string, [...itemPath, 'actions', j, 'id']]),
        (id, at) => ({ code: 'duplicate-action-id', severity: 'error', message: `Duplicate action id "${id}" in this row: action events could not tell the buttons apart. ${DESIGNER_RULE}`, path: at, target: 'value' }),
      );
      for (const [action, j] of actions) {
        unknownKeys(action, [...itemPath, 'actions', j], actionKeys, 'a row action');
        icon(action, [...itemPath, 'actions', j]);
      }
    }
  };

  const choiceChecks = (choice: Json, path: JsonPath) => {
    const options = objects(choice.options);
    const values = options.filter(([o]) => 'value' in o).map(([o, i]): [unknown, JsonPath] => [o.value, [...path, 'options', i, 'value']]);
    duplicates(values, (value, at) => ({
      code: 'duplicate-option-value',
      severity: 'error',
      message: `Duplicate option value ${JSON.stringify(value)}: a change event could not tell these options apart. ${DESIGNER_RULE}`,
      path: at,
      target: 'value',
    }));
    for (const [option, i] of options) unknownKeys(option, [...path, 'options', i], optionKeys, 'a choice option');
    if ('value' in choice && !values.some(([value]) => value === choice.value)) {
      issues.push({
        code: 'choice-value',
        severity: CHOICE_VALUE_NOT_OPTION_SEVERITY,
        message: `The selected value ${JSON.stringify(choice.value)} is not one of this choice's option values, so nothing shows as selected. ${DESIGNER_RULE}`,
        path: [...path, 'value'],
        target: 'value',
      });
    }
  };

  for (const { node, type, path: below } of nodesOf(tree)) {
    const path = [...treePath, ...below];
    const spec = specOf(type);
    unknownKeys(node, path, nodeKeys.get(type)!, type);
    if ('icon' in node) icon(node, path);
    if (spec.interactive && typeof node.id === 'string' && node.id !== '') {
      const uses = ids.get(node.id);
      if (uses) uses.push({ path: [...path, 'id'], type });
      else ids.set(node.id, [{ path: [...path, 'id'], type }]);
    }
    if (type === 'list') listChecks(node, path);
    if (type === 'choice') choiceChecks(node, path);
    if (spec.container && Array.isArray(node.children)) {
      if (node.children.length === 0) {
        issues.push({ code: 'empty-children', severity: EMPTY_CHILDREN_SEVERITY, message: `This ${type} has no children, so it draws nothing.`, path: [...path, 'children'], target: 'value' });
      }
    }
  }

  for (const [id, uses] of ids) {
    if (uses.length < 2) continue;
    for (const use of uses) {
      // name at most three others: listing them all is quadratic in the number of uses
      const others = uses.slice(0, 4).filter((other) => other !== use).slice(0, 3).map((other) => `${other.type} at ${toPointer(other.path.slice(treePath.length, -1)) || '/'}`);
      const more = uses.length - 1 > others.length ? ` and ${(uses.length - 1 - others.length).toLocaleString('en')} more` : '';
      issues.push({
        code: 'duplicate-id',
        severity: 'error',
        message: `Duplicate id "${id}": also used by the ${others.join(', the ')}${more}. Their events could not be told apart.`,
        path: use.path,
        target: 'value',
      });
    }
  }
  return issues;
}
