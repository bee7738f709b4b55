import { describe, expect, test } from 'vitest';
import { ChoiceNode, PanelNode } from './nodes';
import { isNodeType, nodeTypes, propDocs, propNames, registry, specOf } from './registry';
import { iconNames, isKnownIcon } from './icons';
import { MAX_LINE_BYTES } from './decisions';

describe('registry', () => {
  test('has the 12 node types of the spec, in the spec order', () => {
    expect(nodeTypes).toEqual(['column', 'row', 'section', 'text', 'button', 'input', 'list', 'choice', 'toggle', 'badge', 'spinner', 'divider']);
    for (const type of nodeTypes) expect(registry[type].type).toBe(type);
  });

  test('every node type and every prop has a description', () => {
    for (const type of nodeTypes) {
      expect(specOf(type).description, type).not.toBe('');
      for (const prop of propDocs(type)) expect(prop.description, `${type}.${prop.name}`).toMatch(/\S/);
    }
  });

  test('the props per type match the spec', () => {
    expect(Object.fromEntries(nodeTypes.map((type) => [type, propNames(type)]))).toEqual({
      column: ['type', 'children', 'gap'],
      row: ['type', 'children', 'gap', 'wrap'],
      section: ['type', 'title', 'children'],
      text: ['type', 'text', 'style'],
      button: ['type', 'id', 'label', 'icon', 'variant', 'disabled'],
      input: ['type', 'id', 'placeholder', 'value'],
      list: ['type', 'id', 'items', 'empty'],
      choice: ['type', 'id', 'options', 'value'],
      toggle: ['type', 'id', 'label', 'value'],
      badge: ['type', 'text', 'tone'],
      spinner: ['type', 'text'],
      divider: ['type'],
    });
  });

  test('interactive types, and only they, have events: those of the spec', () => {
    const events = Object.fromEntries(nodeTypes.map((type) => [type, registry[type].events.map((event) => [event.event, Object.keys(event.params.shape)])]));
    expect(events).toEqual({
      column: [],
      row: [],
      section: [],
      text: [],
      button: [['click', []]],
      input: [
        ['change', ['value']],
        ['submit', ['value']],
      ],
      list: [
        ['select', ['item']],
        ['action', ['item', 'action']],
      ],
      choice: [['change', ['value']]],
      toggle: [['change', ['value']]],
      badge: [],
      spinner: [],
      divider: [],
    });
    expect(nodeTypes.filter((type) => registry[type].interactive)).toEqual(['button', 'input', 'list', 'choice', 'toggle']);
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
  });

  test('containers are the types with children', () => {
    expect(nodeTypes.filter((type) => registry[type].container)).toEqual(['column', 'row', 'section']);
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

  test('ids cannot be empty, on nodes, items and actions', () => {
    expect(PanelNode.safeParse({ type: 'button', id: '', label: 'B' }).success).toBe(false);
    expect(PanelNode.safeParse({ type: 'list', id: 'l', items: [{ id: '', title: 'T' }] }).success).toBe(false);
    expect(PanelNode.safeParse({ type: 'list', id: 'l', items: [{ id: 'i', title: 'T', actions: [{ id: '' }] }] }).success).toBe(false);
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
  test('icon names come from Lucide, kebab-case', () => {
    expect(iconNames.size).toBeGreaterThan(1000);
    expect(isKnownIcon('search')).toBe(true);
    expect(isKnownIcon('arrow-left')).toBe(true);
    expect(isKnownIcon('Search')).toBe(false);
    expect(isKnownIcon('arrowLeft')).toBe(false);
    expect(isKnownIcon('')).toBe(false);
  });

  test('the line limit is 16 MiB', () => {
    expect(MAX_LINE_BYTES).toBe(16_777_216);
  });
});
