import { expect, test } from 'vitest';
import { MAX_NESTING, MAX_TREE_NESTING_IN_LINE, type PanelNode } from '../schema';
import { checkDesign, designProblems, designWarnings, type Design } from './design';
import { deepTree, HOSTILE, sampleDesign, todayDesign } from './fixtures';
import { reactionMessages, sampleEvent } from './reactions';

test('the sample design has no problems', () => {
  expect(designProblems(sampleDesign())).toEqual([]);
});

test('unknown screens, elements and events, duplicate names and trees Agentty refuses are problems; a long badge, which Agentty cuts, is a warning', () => {
  const design: Design = {
    name: 'x',
    screens: [
      { name: 'A', tree: { type: 'button', id: 'go', label: 'Go' } },
      { name: 'A', tree: { type: 'button', id: '', label: 'Go' } },
      { name: 'C', tree: JSON.parse('{"type":"canvas"}') as PanelNode },
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
    expect.stringMatching(/^Screen "C": .*"canvas"/),
    'Reaction 1 ("go" "click"): There is no screen "B" (did you mean "A"?). The screens are "A", "A", "C".',
    'Reaction 2 ("nope" "click"): No screen has an element with the id "nope". The element ids are "go", "".',
    // named as drawn: a button sends `select` only from a menu, and "go" has none
    'Reaction 3 ("go" "change"): A button cannot emit "change"; "go" emits only "click".',
  ]);
  expect(checkDesign(design)).toMatchObject({ ok: false, reason: problems.slice(0, 3).join('\n') });
  expect(designWarnings(design)).toContain('Reaction 1 ("go" "click"): Agentty shows a badge\'s first 8 characters (the activity bar 3); this one has 9, so it shows "12345678".');
  expect(designProblems({ name: 'x', screens: [], reactions: [] })).toHaveLength(1);
});

test('the sample design targets API 1, where number and true/false choice values pass; from API 2, and by default, Agentty refuses them', () => {
  const { api, ...newest } = sampleDesign();
  expect(api).toBe(1);
  const refused = [
    'Screen "Main": 1 is a number: Agentty reads choice values as strings and refuses the tree. Write "1". (Agentty\'s rule.)',
    'Screen "Main": true is true/false: Agentty reads choice values as strings and refuses the tree. Write "true". (Agentty\'s rule.)',
  ];
  expect(designProblems({ ...newest, api: 2 })).toEqual(refused);
  expect(designProblems(newest)).toEqual(refused);
  expect(checkDesign(newest)).toMatchObject({ ok: false, reason: refused.join('\n') });
});

test('the deepest tree Agentty reads is no problem; one level more, of nodes or of brackets, is', () => {
  const design = (tree: PanelNode): Design => ({ name: 'deep', screens: [{ name: 'Deep', tree }], reactions: [] });
  expect(JSON.stringify(deepTree(MAX_NESTING, MAX_TREE_NESTING_IN_LINE))).toMatch(/^(\{"type":"column","children":\[){12}\{"type":"text","text":"level 12","nest":\[{100}"bottom"/);
  expect(designProblems(design(deepTree()))).toEqual([]);
  expect(designProblems(design(deepTree(MAX_NESTING, MAX_TREE_NESTING_IN_LINE)))).toEqual([]);
  expect(designProblems(design(deepTree(MAX_NESTING + 1)))).toEqual([expect.stringMatching(/^Screen "Deep": UI tree is nested deeper than 12 levels: this text is at level 13/)]);
  expect(designProblems(design(deepTree(MAX_NESTING, MAX_TREE_NESTING_IN_LINE + 1)))).toEqual([expect.stringMatching(/^Screen "Deep": The tree is nested deeper than 125 levels of arrays and objects/)]);
});

test('half a surrogate pair is a problem in a tree and in a text a reaction sends, never in a name or a filter', () => {
  const design = sampleDesign();
  // the sample already holds lone surrogates in a value filter; the design name is only written into comments
  expect(design.reactions.some((reaction) => reaction.value === HOSTILE.loneSurrogates)).toBe(true);
  design.name = HOSTILE.loneSurrogates;
  expect(designProblems(design)).toEqual([]);
  design.screens[1]!.tree = { type: 'section', title: 'Details', children: [{ type: 'button', id: 'back', label: `back ${HOSTILE.loneSurrogates}` }] };
  design.reactions.push({ element: 'go', event: 'click', actions: [{ do: 'setBadge', text: '🚀' }, { do: 'notify', message: `🚀${HOSTILE.loneSurrogates}`, kind: 'info' }] });
  expect(designProblems(design)).toEqual([
    'Screen "Details": This string holds half of a UTF-16 surrogate pair (such as \\ud83d without the \\ude00 after it): Agentty\'s JSON parser refuses the whole line, so the panel never arrives. (Agentty\'s rule.)',
    `Reaction ${design.reactions.length} ("go" "click"): This text holds half of a UTF-16 surrogate pair (such as \\ud83d without the \\ude00 after it): Agentty's JSON parser refuses the whole ui/notify line, so it never arrives. (Agentty's rule.)`,
  ]);
});

// (a repeated id is advice too, once the tree checks make it a warning; they are not this module's)
test('what Agentty accepts is never a problem: an empty id, null in an Option field, a container without children', () => {
  const design: Design = {
    name: 'advice',
    screens: [
      {
        name: 'main',
        tree: {
          type: 'column',
          children: [
            { type: 'button', id: '', label: 'Empty id' },
            { type: 'button', id: 'once', label: 'One', icon: null },
            { type: 'card', title: null },
            { type: 'grid' },
            { type: 'tabs', id: 'tabs', tabs: [{ id: 'a', label: 'A' }] },
            { type: 'section', title: 'No children' },
          ],
        },
      },
    ],
    reactions: [{ element: 'once', event: 'click', actions: [{ do: 'notify', message: 'one', kind: 'info' }] }],
  };
  expect(designProblems(design)).toEqual([]);
  expect(checkDesign(design)).toMatchObject({ ok: true, value: design });
});

test('a reaction on each event of today\'s elements is exported; the design of them has no problems', () => {
  const design = todayDesign();
  expect(designProblems(design)).toEqual([]);
  const events = new Set(design.reactions.map((reaction) => `${reaction.element} ${reaction.event}`));
  expect([...events]).toEqual(expect.arrayContaining(['more select', 'pipeline select', 'pipeline move', 'pipeline insert', 'files change', 'files close', 'files add', 'runs select', 'model change', 'strict change', 'settings close', 'tip close', 'layout resize']));
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

test('a sample event of today\'s elements is one Agentty could send: a step, a tab, a row, an option, a width', () => {
  const design = todayDesign();
  const sample = (element: string, event: string, filters: { item?: string; value?: string | number | boolean } = {}) => {
    const { context: _, ...rest } = sampleEvent(design, { element, event, ...filters, actions: [] });
    return rest;
  };
  expect(sample('more', 'click')).toEqual({ element: 'more', event: 'click' });
  expect(sample('more', 'select')).toEqual({ element: 'more', event: 'select', value: 'export' });
  expect(sample('pipeline', 'select')).toEqual({ element: 'pipeline', event: 'select', item: 'fetch' });
  // dragged onto another step; a "+" picks an insertMenu entry below the step
  expect(sample('pipeline', 'move')).toEqual({ element: 'pipeline', event: 'move', item: 'fetch', value: 'review "it"' });
  expect(sample('pipeline', 'move', { item: 'review "it"' })).toEqual({ element: 'pipeline', event: 'move', item: 'review "it"', value: 'fetch' });
  expect(sample('pipeline', 'insert')).toEqual({ element: 'pipeline', event: 'insert', item: 'fetch', value: 'lint' });
  // another tab than the open one; the closable one; an addMenu entry
  expect(sample('files', 'change')).toEqual({ element: 'files', event: 'change', value: 'b\nc.ts' });
  expect(sample('files', 'close')).toEqual({ element: 'files', event: 'close', value: 'b\nc.ts' });
  expect(sample('files', 'add')).toEqual({ element: 'files', event: 'add', value: 'new' });
  expect(sample('runs', 'select')).toEqual({ element: 'runs', event: 'select', item: HOSTILE.separators });
  expect(sample('model', 'change')).toEqual({ element: 'model', event: 'change', value: 'deep' });
  expect(sample('strict', 'change')).toEqual({ element: 'strict', event: 'change', value: true });
  expect(sample('settings', 'close')).toEqual({ element: 'settings', event: 'close' });
  expect(sample('tip', 'close')).toEqual({ element: 'tip', event: 'close' });
  // the 240px column dragged 40 px wider
  expect(sample('layout', 'resize')).toEqual({ element: 'layout', event: 'resize', value: 280 });
  // a filter is what the event carries
  expect(sample('files', 'change', { value: 'a.ts' })).toEqual({ element: 'files', event: 'change', value: 'a.ts' });
});

test('a grid resize sample stays within the widths Agentty lets a column be dragged to', () => {
  const grid = (widths?: string[]): Design => ({ name: 'g', screens: [{ name: 's', tree: { type: 'grid', id: 'g', resizable: true, ...(widths ? { widths } : {}) } }], reactions: [] });
  const width = (widths?: string[]) => sampleEvent(grid(widths), { element: 'g', event: 'resize', actions: [] }).value;
  expect([width(), width(['1', '2']), width(['100px', '1']), width(['16px']), width(['1200px', '1']), width(['700px'])]).toEqual([320, 320, 160, 160, 720, 720]);
});

test('two toasts for one event are exported with a warning that names the 700 ms rule', () => {
  const design = sampleDesign();
  expect(checkDesign(design)).toEqual({ ok: true, value: design });
  design.reactions.push({ element: 'go', event: 'click', actions: [{ do: 'notify', message: 'a', kind: 'info' }, { do: 'notify', message: 'b', kind: 'info' }] });
  const warnings = designWarnings(design);
  expect(warnings).toEqual([expect.stringMatching(new RegExp(`^Reaction ${design.reactions.length} \\("go" "click"\\): This toast follows another one for the same event\\. Agentty drops a ui/notify .*700 ms`))]);
  expect(checkDesign(design)).toMatchObject({ ok: true, value: design, warnings });
});
