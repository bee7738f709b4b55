import { describe, expect, test } from 'vitest';
import { inEnglish } from '../../i18n/say';
import { analyzeReactions } from './check';
import { screens, todayScreens } from './fixtures';
import { reactTo } from './run';
import type { Reaction } from './schema';
import { findNode, withValue } from './set-value';
import { reactionsJsonSchema } from './schema';
import { reactionsSchemaContext } from './elements';

const main = screens[0]!.tree;
const state = { screens, nextRequestId: 1 };
const treeOf = (message: { params?: unknown }) => (message.params as { tree: unknown }).tree;

describe('the node walk', () => {
  test('finds the first node with the id, depth first, wherever it sits, and only nodes (objects with a type)', () => {
    expect(findNode(main, 'dark')).toMatchObject({ type: 'toggle', id: 'dark' });
    // a list row has an id but no type: not a node
    expect(findNode(main, 'readme')).toBeUndefined();
    expect(findNode(todayScreens[0]!.tree, 'runs')).toMatchObject({ type: 'table' });
    expect(findNode({ type: 'column', children: [{ type: 'text', id: 'x', text: '1' }, { type: 'text', id: 'x', text: '2' }] }, 'x')).toMatchObject({ text: '1' });
    expect(findNode('not a tree', 'x')).toBeUndefined();
  });

  test('withValue copies the tree and leaves the one it was given alone', () => {
    const before = JSON.stringify(main);
    const changed = withValue(main, 'dark', true);
    expect(findNode(changed, 'dark')).toMatchObject({ value: true });
    expect(JSON.stringify(main)).toBe(before);
    expect(withValue(main, 'nobody', true)).toBeUndefined();
  });
});

describe('setValue', () => {
  const flip: Reaction = { element: 'dark', event: 'change', actions: [{ do: 'setValue', element: 'dark' }] };

  test("sends the screen on show again with the element's value: the event's when the action gives none", () => {
    const outcome = reactTo([flip], { element: 'dark', event: 'change', value: true }, state);
    expect(outcome.messages).toHaveLength(1);
    expect(outcome.messages[0]!.method).toBe('ui/setPanel');
    expect(findNode(treeOf(outcome.messages[0]!), 'dark')).toEqual({ type: 'toggle', id: 'dark', label: 'Dark', value: true });
    expect(outcome.valuesSet).toEqual([{ element: 'dark', value: true }]);
    expect(outcome.shown).toBe(treeOf(outcome.messages[0]!));
    expect(outcome).not.toHaveProperty('nextScreen');
  });

  test('a given value wins, and a second setValue builds on the first', () => {
    const both: Reaction = { element: 'go', event: 'click', actions: [{ do: 'setValue', element: 'size', value: 'm' }, { do: 'setValue', element: 'query', value: 'a "quoted" </script> 🙂 שלום' }] };
    const outcome = reactTo([both], { element: 'go', event: 'click' }, state);
    expect(outcome.messages).toHaveLength(2);
    const last = treeOf(outcome.messages[1]!);
    expect(findNode(last, 'size')).toMatchObject({ value: 'm' });
    expect(findNode(last, 'query')).toMatchObject({ value: 'a "quoted" </script> 🙂 שלום' });
  });

  test('works on the tree on show: after showScreen, the new screen; the state carries over between events', () => {
    const go: Reaction = { element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Detail' }, { do: 'setValue', element: 'dark', value: true }] };
    const outcome = reactTo([go], { element: 'go', event: 'click' }, state);
    // Detail has no "dark": the redraw sends nothing and says why
    expect(outcome.messages.map((message) => message.method)).toEqual(['ui/setPanel']);
    expect(outcome.unsent.map(inEnglish)).toEqual(['setValue sent nothing: the screen on show has no element "dark".']);
    const back = reactTo([flip], { element: 'dark', event: 'change', value: false }, { ...state, shown: outcome.shown });
    expect(back.messages).toEqual([]);
    const onMain = reactTo([flip], { element: 'dark', event: 'change', value: false }, { ...state, shown: main });
    expect(findNode(onMain.shown, 'dark')).toMatchObject({ value: false });
  });

  test('an event without a value and an action without one send nothing', () => {
    const outcome = reactTo([{ element: 'go', event: 'click', actions: [{ do: 'setValue', element: 'dark' }] }], { element: 'go', event: 'click' }, state);
    expect(outcome.messages).toEqual([]);
    expect(outcome.unsent.map(inEnglish)).toEqual(['setValue of "dark" sent nothing: the event carries no value and the action gives none.']);
  });
});

describe('the checks of setValue', () => {
  const problems = (reactions: unknown) => analyzeReactions(JSON.stringify(reactions), screens).issues.map((issue) => `${issue.severity}: ${issue.message}`);

  test('a valid one has none', () => {
    expect(problems([{ element: 'dark', event: 'change', actions: [{ do: 'setValue', element: 'dark' }] }])).toEqual([]);
    expect(problems([{ element: 'go', event: 'click', actions: [{ do: 'setValue', element: 'size', value: 'm' }] }])).toEqual([]);
  });

  test('names an element that does not exist, or one without a value', () => {
    expect(problems([{ element: 'go', event: 'click', actions: [{ do: 'setValue', element: 'drak', value: true }] }])).toEqual([
      'error: No screen has an element with the id "drak" (did you mean "dark"?), so this sends nothing.',
    ]);
    expect(problems([{ element: 'go', event: 'click', actions: [{ do: 'setValue', element: 'files', value: 'x' }] }])).toEqual([
      'error: A list has no value to change; setValue changes an input, toggle, checkbox, choice, select or tabs.',
    ]);
  });

  test('a value that does not fit, or none where the event carries none', () => {
    expect(problems([{ element: 'go', event: 'click', actions: [{ do: 'setValue', element: 'dark', value: 'yes' }] }])).toEqual([
      'warning: The value of a toggle is true or false, so the string "yes" does not fit.',
    ]);
    expect(problems([{ element: 'go', event: 'click', actions: [{ do: 'setValue', element: 'dark' }] }])).toEqual([
      'error: "click" carries no value, so this setValue has nothing to set: give it a "value".',
    ]);
    expect(problems([{ element: 'dark', event: 'change', actions: [{ do: 'setValue', element: 'query' }] }])).toEqual([
      'warning: "change" carries true or false, but the value of an input is a string: give it a "value".',
    ]);
  });

  test('the editor completes its element with the element ids', () => {
    const schema = JSON.stringify(reactionsJsonSchema(reactionsSchemaContext(screens)));
    expect(schema).toContain('"element":{"type":"string","description":"The `id` of the element whose `value` changes');
    expect(schema).toMatch(/"element":\{[^}]*"enum":\["query","files","dark","size","go","back"\]/);
  });
});
