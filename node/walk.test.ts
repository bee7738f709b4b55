import { describe, expect, test } from 'vitest';
import type { JsonValue } from '../src/json';
import { PanelWalk } from './walk';

const button = (id: string) => ({ type: 'button', id, label: id });
const screen = (...ids: string[]): JsonValue => ({ type: 'column', children: ids.map(button) });

/** A plugin as a table: on a screen, a click on an element shows another screen (or stays); returns the clicks in order. */
function walkThrough(screens: Record<string, JsonValue>, clicks: Record<string, string>, start: string, limit = 100) {
  const walk = new PanelWalk(limit);
  const sent: string[] = [];
  let on = start;
  for (let choice = walk.next(screens[on]!); choice; choice = walk.next(screens[on]!)) {
    const { element } = choice.event.params;
    sent.push(`${on}:${element}${choice.again ? ' again' : ''}`);
    const before = screens[on]!;
    on = clicks[element] ?? on;
    walk.record(before, choice, screens[on]!, element === 'approve');
  }
  return { sent, summary: walk.summary() };
}

describe("the default session's walk", () => {
  test('each event comes from the screen on show; a dead end goes back by a known way to a screen with untried events', () => {
    const screens = { inbox: screen('open-a', 'open-b'), a: screen('approve', 'back-a', 'explain'), b: screen('back-b', 'reject') };
    const clicks = { 'open-a': 'a', 'open-b': 'b', 'back-a': 'inbox', 'back-b': 'inbox', approve: 'inbox' };
    const { sent, summary } = walkThrough(screens, clicks, 'inbox');
    expect(sent).toEqual([
      'inbox:open-a',
      'a:approve',
      'inbox:open-b',
      'b:back-b',
      'inbox:open-a again',
      'a:back-a',
      'inbox:open-a again',
      'a:explain',
      // back by back-a, not by approve, which did more than change the screen
      'a:back-a again',
      'inbox:open-b again',
      'b:reject',
    ]);
    expect(summary).toBe(
      '11 events to 7 elements on 3 different panels: open-a, approve, open-b, back-b, back-a, explain, reject; 4 of them sent again to get back to a panel with events not tried yet',
    );
  });

  test('a counter that changes its panel on every click is clicked once; a toggle is flipped and flipped back', () => {
    const walk = new PanelWalk(100);
    const counter = (count: number): JsonValue => ({ type: 'column', children: [{ type: 'text', text: String(count) }, button('plus')] });
    const first = walk.next(counter(0));
    expect(first?.event.params).toEqual({ element: 'plus', event: 'click' });
    walk.record(counter(0), first!, counter(1), false);
    expect(walk.next(counter(1))).toBeUndefined();

    const toggle = (value: boolean): JsonValue => ({ type: 'toggle', id: 'dark', label: 'Dark', value });
    const flips = new PanelWalk(100);
    const values: unknown[] = [];
    let value = false;
    for (let choice = flips.next(toggle(value)); choice; choice = flips.next(toggle(value))) {
      values.push(choice.event.params.value);
      const before = toggle(value);
      value = choice.event.params.value === true;
      flips.record(before, choice, toggle(value), false);
    }
    expect(values).toEqual([true, false]);
  });

  test('it stops at its limit and names what it did not try; a screen with no way back is named too', () => {
    const screens = { one: screen('a', 'b', 'c', 'd') };
    const limited = walkThrough(screens, {}, 'one', 2);
    expect(limited.sent).toEqual(['one:a', 'one:b']);
    expect(limited.summary).toBe('2 events to 2 elements on 1 different panel: a, b; stopped at the limit of 2 events, not tried: c, d');

    const trap = walkThrough({ start: screen('go', 'other'), trap: screen('stuck') }, { go: 'trap', stuck: 'trap' }, 'start');
    expect(trap.sent).toEqual(['start:go', 'trap:stuck']);
    expect(trap.summary).toBe('2 events to 2 elements on 2 different panels: go, stuck; no way found back to them, not tried: other');
  });
});
