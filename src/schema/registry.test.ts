import { describe, expect, test } from 'vitest';
import { ChoiceNode, ListItem, PanelNode, TabItem } from './nodes';
import { isNodeType, nodeTypes, propDocs, propNames, registry, shapeDocs, specOf } from './registry';
import { iconNames, isKnownIcon } from './icons';
import { MAX_LINE_BYTES } from './decisions';

describe('registry', () => {
  test('has the 12 node types of the spec, in the spec order, then the 15 of today\'s Agentty', () => {
    expect(nodeTypes).toEqual([
      'column', 'row', 'section', 'text', 'button', 'input', 'list', 'choice', 'toggle', 'badge', 'spinner', 'divider',
      'flow', 'popover', 'card', 'grid', 'tabs', 'table', 'keyValue', 'stat', 'progress', 'callout', 'select', 'checkbox', 'code', 'image', 'graph',
    ]);
    for (const type of nodeTypes) expect(registry[type].type).toBe(type);
  });

  test('each type names the API version that introduced it: flow and popover came without a bump', () => {
    const since = Object.fromEntries(nodeTypes.map((type) => [type, registry[type].since]));
    for (const type of nodeTypes.slice(0, 14)) expect(since[type], type).toBe(1);
    for (const type of nodeTypes.slice(14, 25)) expect(since[type], type).toBe(4);
    for (const type of nodeTypes.slice(25)) expect(since[type], type).toBe(5);
  });

  test('props added in API 4 to older types say so', () => {
    const newer = (type: Parameters<typeof propDocs>[0]) => propDocs(type).filter((prop) => prop.since > 1).map((prop) => prop.name);
    expect(newer('button')).toEqual(['menu']);
    expect(newer('input')).toEqual(['rows', 'mono', 'completions', 'language']);
    expect(newer('flow')).toEqual(['reorderable', 'insertMenu']);
    expect(newer('list')).toEqual([]);
    expect(shapeDocs(ListItem).filter((prop) => prop.since > 1).map((prop) => prop.name)).toEqual(['depth', 'tag', 'tagTone', 'selected']);
    expect(shapeDocs(TabItem).filter((prop) => prop.since > 1).map((prop) => prop.name)).toEqual(['closable']);
  });

  test('every node type and every prop has a description', () => {
    for (const type of nodeTypes) {
      expect(specOf(type).description, type).not.toBe('');
      for (const prop of propDocs(type)) expect(prop.description, `${type}.${prop.name}`).toMatch(/\S/);
    }
  });

  test('the props per type are those of Agentty\'s ui.rs', () => {
    expect(Object.fromEntries(nodeTypes.map((type) => [type, propNames(type)]))).toEqual({
      column: ['type', 'children', 'gap'],
      row: ['type', 'children', 'gap', 'wrap'],
      section: ['type', 'title', 'children'],
      text: ['type', 'text', 'style'],
      button: ['type', 'id', 'label', 'icon', 'variant', 'disabled', 'menu'],
      input: ['type', 'id', 'placeholder', 'value', 'rows', 'mono', 'completions', 'language'],
      list: ['type', 'id', 'items', 'empty'],
      choice: ['type', 'id', 'options', 'value'],
      toggle: ['type', 'id', 'label', 'value'],
      badge: ['type', 'text', 'tone'],
      spinner: ['type', 'text'],
      divider: ['type'],
      flow: ['type', 'id', 'steps', 'reorderable', 'insertMenu'],
      popover: ['type', 'id', 'title', 'children'],
      card: ['type', 'title', 'subtitle', 'icon', 'tone', 'children', 'id', 'closable'],
      grid: ['type', 'children', 'columns', 'gap', 'widths', 'id', 'align', 'resizable', 'fill'],
      tabs: ['type', 'id', 'tabs', 'value', 'children', 'fill', 'addMenu'],
      table: ['type', 'id', 'columns', 'rows', 'empty', 'selected'],
      keyValue: ['type', 'items'],
      stat: ['type', 'label', 'value', 'detail', 'icon', 'tone'],
      progress: ['type', 'value', 'label', 'detail', 'tone'],
      callout: ['type', 'text', 'title', 'icon', 'tone'],
      select: ['type', 'id', 'options', 'value', 'placeholder', 'disabled'],
      checkbox: ['type', 'id', 'label', 'value', 'description', 'disabled'],
      code: ['type', 'text', 'language', 'title'],
      image: ['type', 'src', 'alt', 'width', 'height', 'fit', 'caption', 'placeholder', 'id', 'drop', 'into'],
      graph: ['type', 'id', 'nodes', 'edges', 'height', 'movable', 'fill'],
    });
  });

  test('required props are those Agentty has no default for', () => {
    const required = Object.fromEntries(nodeTypes.map((type) => [type, propDocs(type).filter((prop) => prop.required && prop.name !== 'type').map((prop) => prop.name)]));
    expect(required).toEqual({
      column: [], row: [], section: ['title'], text: ['text'], button: ['id', 'label'], input: ['id'], list: ['id'], choice: ['id'],
      toggle: ['id', 'label'], badge: ['text'], spinner: [], divider: [], flow: ['id'], popover: ['id', 'title'], card: [], grid: [],
      tabs: ['id'], table: ['id'], keyValue: [], stat: ['label', 'value'], progress: [], callout: ['text'], select: ['id'],
      checkbox: ['id', 'label'], code: ['text'], image: [], graph: ['id'],
    });
  });

  test('null is taken exactly where Agentty\'s field is an Option', () => {
    const nullable = Object.fromEntries(nodeTypes.map((type) => [type, propDocs(type).filter((prop) => prop.nullable).map((prop) => prop.name)]));
    expect(nullable).toEqual({
      column: [], row: [], section: [], text: [], button: ['icon'], input: ['language'], list: ['empty'], choice: [], toggle: [], badge: [],
      spinner: [], divider: [], flow: [], popover: [], card: ['title', 'subtitle', 'icon', 'id'], grid: ['id'], tabs: [],
      table: ['empty', 'selected'], keyValue: [], stat: ['detail', 'icon'], progress: ['label', 'detail'], callout: ['title', 'icon'],
      select: ['placeholder'], checkbox: ['description'], code: ['language', 'title'],
      image: ['src', 'alt', 'width', 'height', 'caption', 'placeholder', 'id', 'into'], graph: ['height'],
    });
    expect(shapeDocs(ListItem).filter((prop) => prop.nullable).map((prop) => prop.name)).toEqual(['subtitle', 'detail', 'icon', 'tag']);
  });

  test('interactive types, and only they, have events: those Agentty sends', () => {
    const events = Object.fromEntries(nodeTypes.filter((type) => registry[type].interactive).map((type) => [type, registry[type].events.map((event) => [event.event, Object.keys(event.params.shape)])]));
    expect(events).toEqual({
      button: [['click', []], ['select', ['value']]],
      input: [['change', ['value']], ['submit', ['value']]],
      list: [['select', ['item']], ['action', ['item', 'action']]],
      choice: [['change', ['value']]],
      toggle: [['change', ['value']]],
      flow: [['select', ['item']], ['move', ['item', 'value']], ['insert', ['item', 'value']]],
      popover: [['close', []]],
      card: [['close', []]],
      grid: [['resize', ['value']]],
      tabs: [['change', ['value']], ['close', ['value']], ['add', ['value']]],
      table: [['select', ['item']]],
      select: [['change', ['value']]],
      checkbox: [['change', ['value']]],
      image: [['click', []], ['drop', ['value']]],
      graph: [['select', ['item']], ['move', ['item', 'value']]],
    });
    for (const type of nodeTypes) {
      for (const event of registry[type].events) expect(event.description, `${type} ${event.event}`).toMatch(/\S/);
      // every interactive node carries the id its events are sent with
      expect(propNames(type).includes('id')).toBe(registry[type].interactive);
    }
  });

  test('event params validate what the host sends', () => {
    const change = registry.choice.events[0]!.params;
    expect(change.safeParse({ value: 1 }).success).toBe(true);
    expect(change.safeParse({ value: 'a' }).success).toBe(true);
    expect(change.safeParse({ value: {} }).success).toBe(false);
    expect(registry.toggle.events[0]!.params.safeParse({ value: 'on' }).success).toBe(false);
    expect(registry.grid.events[0]!.params.safeParse({ value: 240 }).success).toBe(true);
    expect(registry.select.events[0]!.params.safeParse({ value: 1 }).success).toBe(false);
  });

  test('containers are the types with children', () => {
    expect(nodeTypes.filter((type) => registry[type].container)).toEqual(['column', 'row', 'section', 'popover', 'card', 'grid', 'tabs']);
  });

  test('isNodeType knows exactly the node types, not inherited names', () => {
    for (const type of nodeTypes) expect(isNodeType(type)).toBe(true);
    for (const value of ['Column', 'slider', 'toString', 'constructor', '__proto__', '', 1, null, undefined]) expect(isNodeType(value)).toBe(false);
  });

  test('every example validates against the zod schema', () => {
    for (const type of nodeTypes) {
      expect(PanelNode.safeParse(registry[type].example).success, type).toBe(true);
      expect(registry[type].schema.safeParse(registry[type].example).success, type).toBe(true);
      expect(registry[type].example.type).toBe(type);
    }
  });
});

describe('propDocs', () => {
  test('lists enum values for enum props', () => {
    const values = (type: Parameters<typeof propDocs>[0], name: string) => propDocs(type).find((prop) => prop.name === name)?.values;
    expect(values('column', 'gap')).toEqual(['none', 'small', 'medium', 'large']);
    expect(values('row', 'gap')).toEqual(['none', 'small', 'medium', 'large']);
    expect(values('text', 'style')).toEqual(['body', 'title', 'muted', 'small', 'code', 'error', 'success']);
    expect(values('button', 'variant')).toEqual(['primary', 'secondary', 'ghost', 'danger']);
    expect(values('badge', 'tone')).toEqual(['neutral', 'info', 'success', 'warning', 'error']);
    expect(values('button', 'label')).toBeUndefined();
  });

  test('marks required and optional props', () => {
    expect(propDocs('button').map((prop) => [prop.name, prop.required])).toEqual([
      ['type', true],
      ['id', true],
      ['label', true],
      ['icon', false],
      ['variant', false],
      ['disabled', false],
      ['menu', false],
    ]);
    expect(propDocs('spinner').map((prop) => [prop.name, prop.required])).toEqual([
      ['type', true],
      ['text', false],
    ]);
  });

  test('carries the description of optional props from inside the optional', () => {
    const gap = propDocs('column').find((prop) => prop.name === 'gap')!;
    expect(gap.description).toBe('Space between children.');
    const icon = propDocs('button').find((prop) => prop.name === 'icon')!;
    expect(icon.description).toContain('e.g. "search"');
  });
});

describe('node schemas', () => {
  test('a choice option value may be a string, number or boolean, but not null or an object', () => {
    const choice = (value: unknown) => ChoiceNode.safeParse({ type: 'choice', id: 'c', options: [{ value, label: 'L' }] }).success;
    expect([choice('a'), choice(1), choice(true), choice(null), choice({}), choice([1])]).toEqual([true, true, true, false, false, false]);
  });

  test('empty ids are accepted, as Agentty accepts them (the checks advise against them)', () => {
    expect(PanelNode.safeParse({ type: 'button', id: '', label: 'B' }).success).toBe(true);
    expect(PanelNode.safeParse({ type: 'list', id: 'l', items: [{ id: '', title: 'T' }] }).success).toBe(true);
    expect(PanelNode.safeParse({ type: 'list', id: 'l', items: [{ id: 'i', title: 'T', actions: [{ id: '' }] }] }).success).toBe(true);
  });

  test('whole-number fields refuse fractions and negatives; progress takes any number', () => {
    const input = (rows: unknown) => PanelNode.safeParse({ type: 'input', id: 'i', rows }).success;
    expect([input(3), input(0), input(2.5), input(-1), input('3')]).toEqual([true, true, false, false, false]);
    const depth = (value: unknown) => PanelNode.safeParse({ type: 'list', id: 'l', items: [{ id: 'a', title: 'A', depth: value }] }).success;
    expect([depth(8), depth(255), depth(256)]).toEqual([true, true, false]);
    expect(PanelNode.safeParse({ type: 'progress', value: 7.5 }).success).toBe(true);
  });

  test('options of select and menus take string values only', () => {
    expect(PanelNode.safeParse({ type: 'select', id: 's', options: [{ value: 1, label: 'One' }] }).success).toBe(false);
    expect(PanelNode.safeParse({ type: 'button', id: 'b', label: 'B', menu: [{ value: 'a', label: 'A' }] }).success).toBe(true);
  });

  test('a card without a title is valid, and containers need no children', () => {
    expect(PanelNode.safeParse({ type: 'card' }).success).toBe(true);
    expect(PanelNode.safeParse({ type: 'column' }).success).toBe(true);
  });

  test('nests recursively through every container', () => {
    const tree = { type: 'column', children: [{ type: 'row', children: [{ type: 'section', title: 'S', children: [{ type: 'divider' }] }] }] };
    expect(PanelNode.safeParse(tree).success).toBe(true);
    const bad = { type: 'column', children: [{ type: 'row', children: [{ type: 'section', title: 'S', children: [{ type: 'text' }] }] }] };
    const result = PanelNode.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['children', 0, 'children', 0, 'children', 0, 'text']);
  });
});

describe('icons and decisions', () => {
  test("icon names are Agentty's list (Lucide names, kebab-case); a Lucide icon Agentty lacks is unknown", () => {
    expect(iconNames.size).toBe(132);
    expect(isKnownIcon('puzzle')).toBe(true);
    expect(isKnownIcon('x-twitter')).toBe(true);
    expect(isKnownIcon('calendar-check')).toBe(false);
    expect(isKnownIcon('search')).toBe(true);
    expect(isKnownIcon('arrow-left')).toBe(true);
    expect(isKnownIcon('Search')).toBe(false);
    expect(isKnownIcon('arrowLeft')).toBe(false);
    expect(isKnownIcon('')).toBe(false);
  });

  test("every icon Agentty ships is known and drawn: Lucide's older names (trash-2) and stand-ins for Agentty's own", () => {
    // the ICONS list of Agentty's ui.rs (agentty-look.md §1.5)
    const agentty =
      'mic git-fork file lock lock-open graduation-cap x-twitter circle-dot key-round minus arrow-up-right bell bell-dot cloud-alert cloud-check cloud-off cloud-upload laptop remote-desktop monitor blocks brain chart-column chevron-down chevron-right columns-2 ellipsis folder folder-plus folder-git-2 git-branch history layout-panel-left pencil plus refresh-cw rows-2 settings smartphone star terminal workflow x chevron-up git-commit-horizontal check arrow-down arrow-up undo-2 picture-in-picture-2 search command sparkles bot globe arrow-left arrow-right rotate-cw package fold-vertical loader-circle maximize-2 minimize-2 grip-vertical panel-left-close panel-left-open message-circle-question shield-alert triangle-alert circle-pause link unlink users file-text square-plus folder-open copy info external-link square-terminal network list-tree circle-check circle-x clock app-window puzzle notebook-pen send save file-input trash-2 download upload power scroll-text zap wand-sparkles code file-plus list list-todo square-kanban message-square message-square-code notebook sticky-note bookmark calendar tag clipboard clipboard-paste git-pull-request bug rocket book-open hammer wrench database cloud eye play square lightbulb plug hash house at-sign mail image container pin'.split(' ');
    expect(agentty.filter((name) => !isKnownIcon(name))).toEqual([]);
    expect([...iconNames]).toEqual(agentty);
  });

  test('the line limit is 16 MiB', () => {
    expect(MAX_LINE_BYTES).toBe(16_777_216);
  });
});
