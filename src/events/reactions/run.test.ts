import { describe, expect, test } from 'vitest';
import type { Design } from '../../export/design';
import { reactionMessages, sampleEvent } from '../../export/reactions';
import { PanelNode } from '../../schema/nodes';
import { toLine } from '../messages';
import { createWireLog, nextRequestId, pluginSends } from '../wire-log';
import { screens } from './fixtures';
import { reactTo } from './run';
import type { Reaction } from './schema';

const state = { screens, nextRequestId: 1 };
const lines = (reactions: Reaction[], event: Parameters<typeof reactTo>[1], from = state) => reactTo(reactions, event, from).messages.map(toLine);

describe('each action sends the message it stands for', () => {
  test('showScreen sends ui/setPanel with the screen’s tree and moves to that screen', () => {
    const outcome = reactTo([{ element: 'files', event: 'select', actions: [{ do: 'showScreen', screen: 'Detail' }] }], { element: 'files', event: 'select', item: 'readme' }, state);
    expect(outcome.messages.map(toLine)).toEqual([JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: screens[1]!.tree } })]);
    expect(outcome.nextScreen).toBe('Detail');
    expect(outcome.nextRequestId).toBe(1);
  });

  test('notify sends ui/notify with message and kind', () => {
    expect(lines([{ element: 'go', event: 'click', actions: [{ do: 'notify', message: 'Saved "x"', kind: 'success' }] }], { element: 'go', event: 'click' })).toEqual([
      '{"jsonrpc":"2.0","method":"ui/notify","params":{"message":"Saved \\"x\\"","kind":"success"}}',
    ]);
  });

  test('setBadge sends ui/setBadge', () => {
    expect(lines([{ element: 'go', event: 'click', actions: [{ do: 'setBadge', text: '3' }] }], { element: 'go', event: 'click' })).toEqual([
      '{"jsonrpc":"2.0","method":"ui/setBadge","params":{"text":"3"}}',
    ]);
  });

  test('injectPrompt sends the request prompt/inject with the next plugin request ids, target only when given', () => {
    const outcome = reactTo(
      [{ element: 'go', event: 'click', actions: [{ do: 'injectPrompt', text: 'Hello', target: 'ask' }, { do: 'injectPrompt', text: 'Again' }] }],
      { element: 'go', event: 'click' },
      { screens, nextRequestId: 5 },
    );
    expect(outcome.messages.map(toLine)).toEqual([
      '{"jsonrpc":"2.0","id":5,"method":"prompt/inject","params":{"text":"Hello","target":"ask"}}',
      '{"jsonrpc":"2.0","id":6,"method":"prompt/inject","params":{"text":"Again"}}',
    ]);
    expect(outcome.nextRequestId).toBe(7);
    expect(outcome).not.toHaveProperty('nextScreen');
  });

  test('a showScreen naming no screen sends nothing and is reported', () => {
    const outcome = reactTo([{ element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Gone' }, { do: 'setBadge', text: '!' }] }], { element: 'go', event: 'click' }, state);
    expect(outcome.messages.map((message) => message.method)).toEqual(['ui/setBadge']);
    expect(outcome.missingScreens).toEqual(['Gone']);
    expect(outcome).not.toHaveProperty('nextScreen');
  });
});

describe('which reactions fire', () => {
  const reactions: Reaction[] = [
    { element: 'files', event: 'select', item: 'readme', actions: [{ do: 'setBadge', text: 'readme' }] },
    { element: 'files', event: 'select', actions: [{ do: 'setBadge', text: 'any' }] },
    { element: 'files', event: 'action', action: 'open', actions: [{ do: 'setBadge', text: 'open' }] },
    { element: 'dark', event: 'change', value: true, actions: [{ do: 'setBadge', text: 'on' }] },
    { element: 'size', event: 'change', value: 'm', actions: [{ do: 'setBadge', text: 'm' }] },
    { element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Detail' }, { do: 'showScreen', screen: 'Main' }] },
  ];
  const badges = (event: Parameters<typeof reactTo>[1]) => reactTo(reactions, event, state).messages.map((message) => (message.params as { text?: string }).text);

  test('every matching reaction, in document order, each action in order', () => {
    expect(badges({ element: 'files', event: 'select', item: 'readme' })).toEqual(['readme', 'any']);
  });

  test('an item filter holds back other rows', () => {
    expect(badges({ element: 'files', event: 'select', item: 'license' })).toEqual(['any']);
  });

  test('an action filter matches the row button, whatever the row', () => {
    expect(badges({ element: 'files', event: 'action', item: 'license', action: 'open' })).toEqual(['open']);
    expect(badges({ element: 'files', event: 'action', item: 'license', action: 'delete' })).toEqual([]);
  });

  test('a value filter matches exactly: true is not "true", "m" is not "s"', () => {
    expect(badges({ element: 'dark', event: 'change', value: true })).toEqual(['on']);
    expect(badges({ element: 'dark', event: 'change', value: false })).toEqual([]);
    expect(badges({ element: 'size', event: 'change', value: 'm' })).toEqual(['m']);
    expect(badges({ element: 'size', event: 'change', value: 's' })).toEqual([]);
  });

  test('other elements and events do nothing', () => {
    expect(badges({ element: 'back', event: 'click' })).toEqual([]);
    expect(badges({ element: 'files', event: 'click' })).toEqual([]);
  });

  test('the last screen shown is the next screen', () => {
    expect(reactTo(reactions, { element: 'go', event: 'click' }, state).nextScreen).toBe('Main');
  });
});

test('the preview and the generated plugins send the same lines for the same event', () => {
  const design: Design = {
    name: 'Files',
    screens: screens.map((screen) => ({ name: screen.name, tree: PanelNode.parse(screen.tree) })),
    reactions: [
      { element: 'files', event: 'select', actions: [{ do: 'showScreen', screen: 'Detail' }, { do: 'injectPrompt', text: 'Explain', target: 'ask' }] },
      { element: 'back', event: 'click', actions: [{ do: 'notify', message: 'Back', kind: 'info' }, { do: 'setBadge', text: '' }, { do: 'injectPrompt', text: 'Bye' }] },
      { element: 'dark', event: 'change', value: true, actions: [{ do: 'showScreen', screen: 'Main' }] },
    ],
  };
  for (const reaction of design.reactions) {
    const event = sampleEvent(design, reaction);
    const ours = reactTo(design.reactions, event, { screens: design.screens, nextRequestId: 3 }).messages.map(toLine);
    expect(ours).toEqual(reactionMessages(design, event, 3).map((message) => JSON.stringify(message)));
  }
});

test('in the wire log, prompt/inject is answered {"status":"asked"} and ids count on', () => {
  let log = pluginSends(createWireLog(), { jsonrpc: '2.0', id: 1, method: 'ui/setPanel', params: { tree: screens[0]!.tree } }, 0).log;
  const outcome = reactTo(
    [{ element: 'go', event: 'click', actions: [{ do: 'injectPrompt', text: 'Hello', target: 'ask' }] }],
    { element: 'go', event: 'click' },
    { screens, nextRequestId: nextRequestId(log, 'fromPlugin') },
  );
  for (const message of outcome.messages) log = pluginSends(log, message, 1000).log;
  expect(log.entries.slice(-2).map((entry) => entry.line)).toEqual([
    '{"jsonrpc":"2.0","id":2,"method":"prompt/inject","params":{"text":"Hello","target":"ask"}}',
    '{"jsonrpc":"2.0","id":2,"result":{"status":"asked"}}',
  ]);
  expect(nextRequestId(log, 'fromPlugin')).toBe(outcome.nextRequestId);
});

describe('the simulated host applies the 700 ms rule to what reactions send', () => {
  const twoToasts: Reaction[] = [{ element: 'go', event: 'click', actions: [{ do: 'notify', message: 'One', kind: 'info' }, { do: 'notify', message: 'Two', kind: 'info' }] }];
  const toasts = (times: readonly number[]) => {
    let log = createWireLog();
    const messages = reactTo(twoToasts, { element: 'go', event: 'click' }, state).messages;
    messages.forEach((message, i) => (log = pluginSends(log, message, times[i] ?? 0).log));
    return log.entries.map((entry) => [JSON.parse(entry.line).params.message, entry.dropped ?? false]);
  };

  test('a second toast sent at once is answered and then dropped, as Agentty does', () => {
    expect(toasts([1000, 1000])).toEqual([['One', false], ['Two', true]]);
    expect(toasts([1000, 1699])).toEqual([['One', false], ['Two', true]]);
  });

  test('a toast 700 ms after the previous one shows', () => {
    expect(toasts([1000, 1700])).toEqual([['One', false], ['Two', false]]);
  });
});
