import { describe, expect, test } from 'vitest';
import type { PanelNode } from '../schema/nodes';
import { nodeTypes, registry } from '../schema/registry';
import { buildEvent, canEmit, eventFor, eventsOf, type EventResult } from './event-for';
import { toLine } from './messages';

const context = { pane: 'p1' };

function line(result: EventResult): string {
  if (!result.ok) throw new Error(result.problem);
  return toLine(result.notification);
}

function refusal(result: EventResult): string {
  if (result.ok) throw new Error(`expected a refusal, got ${toLine(result.notification)}`);
  return `${result.reason}: ${result.problem}`;
}

const list = {
  type: 'list',
  id: 'files',
  items: [
    { id: 'a.txt', title: 'a', actions: [{ id: 'open' }, { id: 'delete' }] },
    { id: 'b.txt', title: 'b' },
  ],
} as const;

describe('every node type emits the events of the spec, with exact lines', () => {
  test('button click', () => {
    expect(line(eventFor({ type: 'button', id: 'go', label: 'Go' }, 'click', {}, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"go","event":"click","context":{}}}',
    );
  });

  test('input change and submit with the text', () => {
    const input = { type: 'input', id: 'q' } as const;
    expect(line(eventFor(input, 'change', { value: 'he said "hi"\n</script>' }, context))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"q","event":"change","value":"he said \\"hi\\"\\n</script>","context":{"pane":"p1"}}}',
    );
    expect(line(eventFor(input, 'submit', { value: '🎉 مرحبا' }, context))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"q","event":"submit","value":"🎉 مرحبا","context":{"pane":"p1"}}}',
    );
    expect(line(eventFor(input, 'submit', { value: '' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"q","event":"submit","value":"","context":{}}}',
    );
  });

  test('list select with the item, action with item and action', () => {
    expect(line(eventFor(list, 'select', { item: 'b.txt' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"files","event":"select","item":"b.txt","context":{}}}',
    );
    expect(line(eventFor(list, 'action', { action: 'delete', item: 'a.txt' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"files","event":"action","item":"a.txt","action":"delete","context":{}}}',
    );
  });

  test('choice change sends the option value unchanged: string, number or boolean', () => {
    const choice = {
      type: 'choice',
      id: 'mode',
      options: [
        { value: 'fast', label: 'Fast' },
        { value: 2, label: 'Two' },
        { value: false, label: 'Off' },
      ],
    } as const;
    expect(line(eventFor(choice, 'change', { value: 'fast' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"mode","event":"change","value":"fast","context":{}}}',
    );
    expect(line(eventFor(choice, 'change', { value: 2 }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"mode","event":"change","value":2,"context":{}}}',
    );
    expect(line(eventFor(choice, 'change', { value: false }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"mode","event":"change","value":false,"context":{}}}',
    );
  });

  test('toggle change with the new boolean', () => {
    expect(line(eventFor({ type: 'toggle', id: 'dark', label: 'Dark' }, 'change', { value: true }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"dark","event":"change","value":true,"context":{}}}',
    );
  });

  test('the events come from the registry, for every type', () => {
    for (const type of nodeTypes) expect(eventsOf(type)).toEqual(registry[type].events.map((spec) => spec.event));
    expect(canEmit('toggle', 'change')).toBe(true);
    expect(canEmit('toggle', 'click')).toBe(false);
  });
});

describe('what the host would never send is refused', () => {
  test('a disabled button sends nothing', () => {
    expect(refusal(eventFor({ type: 'button', id: 'go', disabled: true }, 'click', {}, {}))).toBe('disabled: A disabled button sends nothing.');
  });

  test('an event the node type cannot emit', () => {
    expect(refusal(eventFor({ type: 'toggle', id: 't' }, 'click', {}, {}))).toBe('not-emitted: a toggle cannot emit `click`; it emits only `change`.');
    expect(refusal(eventFor({ type: 'input', id: 'q' }, 'select', { item: 'x' }, {}))).toBe(
      'not-emitted: an input cannot emit `select`; it emits only `change` and `submit`.',
    );
    expect(refusal(buildEvent('text', 'x', 'click', {}, {}))).toBe('not-emitted: a text cannot emit `click`; it emits no events.');
  });

  test('params of the wrong type, missing or extra', () => {
    expect(refusal(eventFor({ type: 'toggle', id: 't' }, 'change', { value: 'true' }, {}))).toMatch(/^invalid-params: Invalid params for `change` on a toggle: value: /);
    expect(refusal(eventFor({ type: 'input', id: 'q' }, 'change', {}, {}))).toMatch(/^invalid-params: .*value: /);
    expect(refusal(eventFor({ type: 'button', id: 'go' }, 'click', { value: 'x' }, {}))).toMatch(/^invalid-params: .*value/);
    expect(refusal(eventFor({ type: 'list', id: 'l', items: [] }, 'action', { item: 'a' }, {}))).toMatch(/^invalid-params: .*action: /);
    expect(refusal(eventFor({ type: 'choice', id: 'c', options: [{ value: 1 }] }, 'change', { value: Number.NaN }, {}))).toMatch(/^invalid-params/);
    expect(refusal(eventFor({ type: 'choice', id: 'c', options: [] }, 'change', { value: null }, {}))).toMatch(/^invalid-params/);
  });

  test('an element without an id', () => {
    expect(refusal(eventFor({ type: 'button', label: 'Go' }, 'click', {}, {}))).toBe('no-element-id: The button has no id, so its events have no `element`.');
    expect(refusal(eventFor({ type: 'button', id: 3 }, 'click', {}, {}))).toMatch(/^no-element-id/);
  });

  test('rows, row buttons and options that do not exist', () => {
    expect(refusal(eventFor(list, 'select', { item: 'c.txt' }, {}))).toBe('unknown-item: The list `files` has no item `c.txt`.');
    expect(refusal(eventFor(list, 'action', { item: 'b.txt', action: 'open' }, {}))).toBe(
      'unknown-action: The item `b.txt` of the list `files` has no action `open`.',
    );
    const choice = { type: 'choice', id: 'c', options: [{ value: 1, label: 'One' }] } as const;
    expect(refusal(eventFor(choice, 'change', { value: '1' }, {}))).toBe('unknown-option: The choice `c` has no option with the value "1".');
    expect(refusal(eventFor(choice, 'change', { value: true }, {}))).toMatch(/^unknown-option/);
  });

  test('buildEvent alone checks the type and params, not the node', () => {
    expect(line(buildEvent('list', 'l', 'select', { item: 'anything' }, {}))).toBe(
      '{"jsonrpc":"2.0","method":"ui/event","params":{"element":"l","event":"select","item":"anything","context":{}}}',
    );
  });
});

test('takes the schema node type and the preview loose node alike', () => {
  const node: PanelNode = { type: 'button', id: 'go', label: 'Go' };
  const loose: { readonly type: 'toggle'; readonly id?: unknown; readonly value?: unknown } = { type: 'toggle', id: 't' };
  expect(eventFor(node, 'click', {}, {}).ok).toBe(true);
  expect(eventFor(loose, 'change', { value: true }, {}).ok).toBe(true);
});
