import { describe, expect, test } from 'vitest';
import { PLUGIN_METHODS } from '../messages';
import { inEnglish } from '../../i18n/say';
import { ACTION_KINDS, ACTIONS, ReactionActionSchema, actionKeys, isOptionalField, screenFields, showsToast, type ReactionAction } from './actions';
import { screens } from './fixtures';
import { actionMessage } from './run';

describe.each(ACTION_KINDS)('the registry entry of %s', (kind) => {
  const spec = ACTIONS[kind];
  const fields = actionKeys(kind).filter((key) => key !== 'do');

  test('is declared under its own `do`, with docs and a snippet of its fields', () => {
    expect(spec.kind).toBe(kind);
    expect(spec.description).toBeTruthy();
    expect(Object.keys(spec.snippet).every((key) => fields.includes(key))).toBe(true);
  });

  test('becomes a plugin method, its params read from its own fields, optional ones last', () => {
    expect(PLUGIN_METHODS).toContain(spec.sends.method);
    const sources = Object.values(spec.sends.params).flatMap((source) =>
      typeof source === 'string' ? [source] : 'treeOf' in source ? [source.treeOf] : [source.shownWith.element, source.shownWith.value],
    );
    expect(sources.every((field) => fields.includes(field))).toBe(true);
    const optional = sources.map((field) => isOptionalField(spec, field));
    expect(optional).toEqual([...optional].sort((a, b) => Number(a) - Number(b)));
  });
});

test('each action becomes its message, built from the registry', () => {
  const sent = (action: ReactionAction) => {
    const outcome = actionMessage(action, screens, 4);
    return 'message' in outcome ? JSON.stringify(outcome.message) : outcome;
  };
  expect(sent({ do: 'showScreen', screen: 'Detail' })).toBe(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree: screens[1]!.tree } }));
  expect(sent({ do: 'notify', message: 'Hi', kind: 'success' })).toBe('{"jsonrpc":"2.0","method":"ui/notify","params":{"message":"Hi","kind":"success"}}');
  expect(sent({ do: 'setBadge', text: '3' })).toBe('{"jsonrpc":"2.0","method":"ui/setBadge","params":{"text":"3"}}');
  expect(sent({ do: 'injectPrompt', text: 'Hi' })).toBe('{"jsonrpc":"2.0","id":4,"method":"prompt/inject","params":{"text":"Hi"}}');
  expect(sent({ do: 'showScreen', screen: 'Gone' })).toEqual({ missingScreen: 'Gone' });
});

test('what the cross-checks and the 700 ms rule read from the registry', () => {
  expect(ACTION_KINDS.filter((kind) => screenFields(ACTIONS[kind]).length > 0)).toEqual(['showScreen']);
  expect(ACTION_KINDS.filter(showsToast)).toEqual(['notify']);
  const problems = ACTIONS.setBadge.check?.({ do: 'setBadge', text: '123456789' }) ?? [];
  expect(problems).toEqual([{ field: 'text', say: expect.objectContaining({ key: 'reactionIssues.badgeCut' }), severity: 'warning' }]);
  expect(inEnglish(problems[0]!.say)).toContain('first 8 characters');
});

test('the action union is the registry’s schemas, in registry order', () => {
  expect(ReactionActionSchema.options).toEqual(ACTION_KINDS.map((kind) => ACTIONS[kind].schema));
  expect(Object.keys(ACTIONS)).toEqual(ACTION_KINDS);
});
