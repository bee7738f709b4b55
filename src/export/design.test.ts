import { expect, test } from 'vitest';
import { checkDesign, designProblems, designWarnings, type Design } from './design';
import { sampleDesign } from './fixtures';
import { reactionMessages, sampleEvent } from './reactions';

test('the sample design has no problems', () => {
  expect(designProblems(sampleDesign())).toEqual([]);
});

test('unknown screens, elements and events, long badges, duplicate names and invalid trees are problems', () => {
  const design: Design = {
    name: 'x',
    screens: [
      { name: 'A', tree: { type: 'button', id: 'go', label: 'Go' } },
      { name: 'A', tree: { type: 'button', id: '', label: 'Go' } },
    ],
    reactions: [
      { element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'B' }, { do: 'setBadge', text: '123456789' }] },
      { element: 'nope', event: 'click', actions: [] },
      { element: 'go', event: 'change', actions: [] },
    ],
  };
  const problems = designProblems(design);
  expect(problems).toEqual([
    'Two screens are named "A".',
    expect.stringMatching(/^Screen "A": .*empty/),
    'Reaction 1 ("go" "click"): There is no screen "B" (did you mean "A"?). The screens are "A", "A".',
    'Reaction 1 ("go" "click"): A badge has at most 8 characters; this one has 9.',
    'Reaction 2 ("nope" "click"): No screen has an element with the id "nope". The element ids are "go", "".',
    'Reaction 3 ("go" "change"): A button cannot emit "change"; "go" emits only "click".',
  ]);
  expect(checkDesign(design)).toEqual({ ok: false, reason: problems.slice(0, 3).join('\n') });
  expect(designProblems({ name: 'x', screens: [], reactions: [] })).toHaveLength(1);
});

test('a badge of 8 emoji fits: the limit counts characters, not UTF-16 units', () => {
  const design = sampleDesign();
  design.reactions.push({ element: 'go', event: 'click', actions: [{ do: 'setBadge', text: '🚀'.repeat(8) }] });
  expect(designProblems(design)).toEqual([]);
});

test('the reference behaviour runs every matching reaction in order and counts request ids', () => {
  const design = sampleDesign();
  const dark = design.reactions.find((reaction) => reaction.element === 'dark' && reaction.value === true);
  const messages = reactionMessages(design, sampleEvent(design, dark ?? design.reactions[0]!), 5);
  expect(messages.map((message) => [message.method, 'id' in message ? message.id : undefined])).toEqual([
    ['ui/setBadge', undefined],
    ['prompt/inject', 5],
    ['ui/notify', undefined],
  ]);
});

test('a sample event carries what its event always carries', () => {
  const design = sampleDesign();
  const files = design.reactions.find((reaction) => reaction.event === 'action');
  expect(sampleEvent(design, files!)).toEqual({ element: 'files', event: 'action', item: 'a', action: 'delete', context: {} });
  expect(sampleEvent(design, { element: 'query', event: 'change', actions: [] })).toEqual({ element: 'query', event: 'change', value: '', context: {} });
});

test('two toasts for one event are exported with a warning that names the 700 ms rule', () => {
  const design = sampleDesign();
  expect(checkDesign(design)).toEqual({ ok: true, value: design });
  design.reactions.push({ element: 'go', event: 'click', actions: [{ do: 'notify', message: 'a', kind: 'info' }, { do: 'notify', message: 'b', kind: 'info' }] });
  const warnings = designWarnings(design);
  expect(warnings).toEqual([expect.stringMatching(/^Reaction 10 \("go" "click"\): This toast follows another one for the same event\. Agentty drops a ui\/notify .*700 ms/)]);
  expect(checkDesign(design)).toEqual({ ok: true, value: design, warnings });
});
