import { describe, expect, test } from 'vitest';
import { eventFor } from '../src/events/event-for';
import type { EventNode } from '../src/events/node-events';
import { nodesOf, registry, nodeTypes } from '../src/schema';
import type { JsonValue } from '../src/json';
import { SAMPLE_TEXT, SAMPLE_WIDTH, defaultEvents } from './default-events';

const paramsOf = (tree: unknown) => defaultEvents(tree as JsonValue).map((message) => (message.type === 'event' ? message.params : message));

describe('the default check-plugin session', () => {
  test('the elements of API 1 get their events; a list gets a select for each of its first three rows', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'button', id: 'go', label: 'Go' },
        { type: 'button', id: 'off', label: 'Off', disabled: true },
        { type: 'input', id: 'q' },
        {
          type: 'list',
          id: 'files',
          items: [{ id: 'a', title: 'A', actions: [{ id: 'open' }, { id: 'pin' }] }, { id: 'b', title: 'B', actions: [{ id: 'open' }] }, { id: 'c', title: 'C' }, { id: 'd', title: 'D' }],
        },
        { type: 'choice', id: 'size', options: [{ value: 's', label: 'S' }, { value: 'm', label: 'M' }] },
        { type: 'toggle', id: 'dark', label: 'Dark', value: true },
      ],
    };
    expect(paramsOf(tree)).toEqual([
      { element: 'go', event: 'click' },
      { element: 'q', event: 'change', value: SAMPLE_TEXT },
      { element: 'q', event: 'submit', value: SAMPLE_TEXT },
      { element: 'files', event: 'select', item: 'a' },
      { element: 'files', event: 'action', item: 'a', action: 'open' },
      { element: 'files', event: 'action', item: 'a', action: 'pin' },
      // rows often lead to screens of their own: the first three are selected, the row buttons of the first pressed
      { element: 'files', event: 'select', item: 'b' },
      { element: 'files', event: 'select', item: 'c' },
      { element: 'size', event: 'change', value: 's' },
      { element: 'size', event: 'change', value: 'm' },
      { element: 'dark', event: 'change', value: false },
    ]);
  });

  test("one plausible event for each interaction today's elements draw", () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'button', id: 'new', label: 'New', menu: [{ value: 'file', label: 'File' }, { value: 'dir', label: 'Folder' }] },
        { type: 'flow', id: 'steps', steps: [{ id: 'fetch', title: 'Fetch' }, { id: 'build', title: 'Build' }], reorderable: true, insertMenu: [{ value: 'wait', label: 'Wait' }] },
        {
          type: 'tabs',
          id: 'pages',
          tabs: [{ id: 'one', label: 'One' }, { id: 'two', label: 'Two', closable: true }],
          value: 'one',
          addMenu: [{ value: 'blank', label: 'Blank' }],
          children: [{ type: 'table', id: 'runs', columns: [{ label: 'Run' }], rows: ['r1', 'r2', 'r3', 'r4'].map((id) => ({ id, cells: [id] })) }],
        },
        { type: 'select', id: 'method', options: [{ value: 'GET', label: 'GET' }, { value: 'POST', label: 'POST' }], value: 'GET' },
        { type: 'checkbox', id: 'agree', label: 'Agree' },
        { type: 'card', id: 'tip', closable: true, children: [] },
        { type: 'grid', id: 'split', resizable: true, widths: ['240px', '1'], children: [] },
        { type: 'popover', id: 'settings', title: 'Settings', children: [] },
      ],
    };
    expect(paramsOf(tree)).toEqual([
      { element: 'new', event: 'select', value: 'file' },
      { element: 'steps', event: 'select', item: 'fetch' },
      { element: 'steps', event: 'move', item: 'fetch', value: 'build' },
      { element: 'steps', event: 'insert', item: 'fetch', value: 'wait' },
      { element: 'pages', event: 'change', value: 'two' },
      { element: 'pages', event: 'close', value: 'two' },
      { element: 'pages', event: 'add', value: 'blank' },
      { element: 'runs', event: 'select', item: 'r1' },
      { element: 'runs', event: 'select', item: 'r2' },
      { element: 'runs', event: 'select', item: 'r3' },
      { element: 'method', event: 'change', value: 'POST' },
      { element: 'agree', event: 'change', value: true },
      { element: 'tip', event: 'close' },
      { element: 'split', event: 'resize', value: SAMPLE_WIDTH },
      { element: 'settings', event: 'close' },
    ]);
  });

  test('what Agentty would not draw or not send is left out', () => {
    const tree = {
      type: 'column',
      children: [
        { type: 'flow', id: 'still', steps: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }] },
        { type: 'flow', id: 'same', steps: [{ id: 'x', title: 'X' }, { id: 'x', title: 'X again' }], reorderable: true },
        { type: 'flow', id: 'empty', steps: [], reorderable: true, insertMenu: [{ value: 'wait', label: 'Wait' }] },
        { type: 'tabs', id: 'one-tab', tabs: [{ id: 'only', label: 'Only' }], value: 'only' },
        { type: 'tabs', id: 'no-tabs' },
        { type: 'table', id: 'no-rows', columns: [{ label: 'A' }] },
        { type: 'select', id: 'off', options: [{ value: 'a', label: 'A' }], disabled: true },
        { type: 'select', id: 'none', options: [] },
        { type: 'checkbox', id: 'locked', label: 'Locked', value: true, disabled: true },
        { type: 'card', id: 'box', children: [] },
        { type: 'card', closable: true, children: [] },
        { type: 'grid', id: 'fixed', widths: ['240px'], children: [] },
        { type: 'grid', id: 'shares', resizable: true, widths: ['1', '2'], children: [] },
        { type: 'grid', resizable: true, widths: ['240px'], children: [] },
        { type: 'button', id: 'menu-off', label: 'Menu', menu: [{ value: 'a', label: 'A' }], disabled: true },
        { type: 'button', id: 'empty-menu', label: 'Empty menu', menu: [] },
        { type: 'image', src: 'a.png' },
        { type: 'graph', id: 'fixed-graph', nodes: [{ id: 'n', title: 'N' }] },
      ],
    };
    expect(paramsOf(tree)).toEqual([
      { element: 'still', event: 'select', item: 'a' },
      { element: 'same', event: 'select', item: 'x' },
      // its only tab picked again: Agentty sends change for that too
      { element: 'one-tab', event: 'change', value: 'only' },
      { element: 'empty-menu', event: 'click' },
      // not movable: selected only
      { element: 'fixed-graph', event: 'select', item: 'n' },
    ]);
  });

  test('an image with an id is clicked (a drop needs real files); a movable graph selects its first three nodes and drags the first 40 px', () => {
    const cards = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, title: id.toUpperCase(), x: i * 100 + 0.4, y: 10 }));
    const tree = { type: 'column', children: [{ type: 'image', id: 'cover', drop: true }, { type: 'graph', id: 'flow', movable: true, nodes: cards }] };
    expect(paramsOf(tree)).toEqual([
      { element: 'cover', event: 'click' },
      { element: 'flow', event: 'select', item: 'a' },
      { element: 'flow', event: 'select', item: 'b' },
      { element: 'flow', event: 'select', item: 'c' },
      { element: 'flow', event: 'move', item: 'a', value: { x: 40, y: 50 } },
    ]);
  });

  test('every event it sends is one the preview would send for that tree, for every interactive type', () => {
    const tree = { type: 'column', children: nodeTypes.filter((type) => registry[type].interactive).map((type) => registry[type].example) };
    const nodes = new Map([...nodesOf(tree)].map(({ node }) => [node.id, node as unknown as EventNode]));
    const events = paramsOf(tree);
    expect(events.length).toBeGreaterThan(0);
    for (const params of events) {
      if (!('element' in params)) throw new Error('not an event');
      const { element, event, ...payload } = params;
      const result = eventFor(nodes.get(element)!, event, payload, {});
      expect(result.ok, `${element} ${event}: ${result.ok ? '' : result.problem}`).toBe(true);
    }
  });

  test('hostile names pass through unchanged', () => {
    const id = 'tab "1"\n</script> 🎉 مرحبا';
    const events = paramsOf({ type: 'tabs', id: 'x', tabs: [{ id: 'a', label: 'A' }, { id, label: 'B' }], value: 'a' });
    expect(events).toEqual([{ element: 'x', event: 'change', value: id }]);
  });
});
