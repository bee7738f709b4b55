import { describe, expect, test } from 'vitest';
import { describeAction, elementChanges, eventChanges, exampleReactions, newAction, newReaction, valueNames } from './form';
import { reactionsSchemaContext } from './elements';

const main = { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }, { type: 'choice', id: 'size', options: [{ label: 'S', value: 's' }, { label: 'M', value: 'm' }] }, { type: 'list', id: 'files', items: [{ id: 'a', title: 'A' }] }] };
const context = reactionsSchemaContext([{ name: 'main', tree: main }, { name: 'detail', tree: { type: 'text', text: 'Detail' } }]);

describe('the reactions form', () => {
  test("a new reaction answers an element's first event by showing another screen than its own", () => {
    expect(newReaction(context, 'go', { screen: 'main' })).toEqual({ element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'detail' }] });
    // one screen: a toast shows it worked
    const single = reactionsSchemaContext([{ name: 'main', tree: main }]);
    expect(newReaction(single, 'go').actions).toEqual([{ do: 'notify', message: 'Done', kind: 'info' }]);
  });

  test('new actions are filled from the design and the snippets', () => {
    expect(newAction('setValue', context)).toEqual({ do: 'setValue', element: 'size' });
    expect(newAction('setBadge', context)).toEqual({ do: 'setBadge', text: '1' });
    expect(newAction('injectPrompt', context)).toEqual({ do: 'injectPrompt', text: 'prompt' });
    expect(valueNames(context, 'size')).toEqual(['s', 'm']);
  });

  test('pointing a reaction at another element keeps only what that element sends', () => {
    const reaction = { element: 'files', event: 'select', item: 'a', actions: [] };
    expect(elementChanges(reaction, 2, 'go', context)).toEqual([
      { pointer: '/2/element', value: 'go' },
      { pointer: '/2/event', value: 'click' },
      { pointer: '/2/item', value: undefined },
    ]);
    expect(eventChanges({ element: 'size', event: 'change', value: 's' }, 0, 'change', context)).toEqual([{ pointer: '/0/event', value: 'change' }]);
  });

  test('the worked example starts from the first element, and is empty without one', () => {
    expect(exampleReactions(context, () => 'main')[0]).toEqual({
      element: 'go',
      event: 'click',
      actions: [{ do: 'showScreen', screen: 'detail' }, { do: 'notify', message: 'Done', kind: 'info' }],
    });
    expect(exampleReactions(reactionsSchemaContext([{ name: 'main', tree: { type: 'text', text: 'x' } }]))).toEqual([]);
    // one screen: a toast, then the badge
    const single = reactionsSchemaContext([{ name: 'main', tree: { type: 'column', children: [{ type: 'input', id: 'note' }, { type: 'button', id: 'go', label: 'Go' }] } }]);
    const [reaction] = exampleReactions(single);
    expect(reaction).toEqual({ element: 'go', event: 'click', actions: [{ do: 'notify', message: 'Done', kind: 'info' }, { do: 'setBadge', text: '1' }] });
    expect(reaction!.actions.map(describeAction).join(', then ')).toBe('show the toast "Done", then set the badge to "1"');
  });
});
