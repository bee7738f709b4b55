import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Issue } from '../../document/issue';
import { messages as ja } from '../../i18n/messages/ja';
import { messages as ko } from '../../i18n/messages/ko';
import { messages as zhCN } from '../../i18n/messages/zh-CN';
import { inEnglish, sayWith, type Say, type SayKey, type Translate } from '../../i18n/say';
import { unsentReason, type EventNode } from '../node-events';
import { analyzeReactions } from './check';
import { screens, todayScreens } from './fixtures';
import type { ScreenInput } from './elements';
import { zodIssues } from './issues';

/** Renders said words as the app does in another language. */
function translatorFor(lng: string, resources: object): Translate {
  const instance = createInstance();
  void instance.init({ lng, resources: { [lng]: { translation: resources } }, interpolation: { escapeValue: false }, initAsync: false });
  return (key, values) => (instance.t as unknown as (key: string, values: object) => string)(key, values);
}

const languages = { ko: translatorFor('ko', ko), ja: translatorFor('ja', ja), 'zh-CN': translatorFor('zh-CN', zhCN) };

/** The values said as they are in every language: node types, ids, event names, quoted values. */
function verbatim(said: Say): string[] {
  return Object.values(said.values ?? {}).flatMap((value) => (typeof value === 'object' ? verbatim(value) : typeof value === 'string' && value.trim() !== '' ? [value] : []));
}

/** Every key said anywhere in the words, nested ones too. */
function keysOf(said: Say): SayKey[] {
  return [said.key, ...Object.values(said.values ?? {}).flatMap((value) => (typeof value === 'object' ? keysOf(value) : []))];
}

/** Elements each of whose events is drawn out of reach, or whose names are none. */
const oddScreens: ScreenInput[] = [
  {
    name: 'Odd',
    tree: {
      type: 'column',
      children: [
        { type: 'flow', id: 'fixed', steps: [{ id: 'a', title: 'A' }] },
        { type: 'tabs', id: 'shut', tabs: [{ id: 'one', label: 'One' }], children: [] },
        { type: 'grid', id: 'rigid', children: [] },
        { type: 'grid', id: 'fluid', resizable: true, widths: ['1', '2'], children: [] },
        { type: 'image', id: 'pic', src: 'logo.png' },
        { type: 'graph', id: 'map', nodes: [{ id: 'n1', title: 'One' }] },
        { type: 'select', id: 'none', options: [] },
      ],
    },
  },
];

const notify = { do: 'notify', message: 'Hi', kind: 'info' };
const on = (element: string, event: string, filters: object = {}, actions: unknown[] = [notify]) => ({ element, event, ...filters, actions });

/** Hostile documents, each against the screens it is checked with: every branch of the checks that says a problem. */
const corpus: [string, unknown, readonly ScreenInput[]][] = [
  ['no element yet', [on('go', 'click')], []],
  ['an unknown element, with and without a guess', [on('fils', 'select'), on('zzzzzz', 'click')], screens],
  ['an event the type never emits', [on('back', 'change'), on('files', 'click'), on('pages', 'select')], [...screens, ...todayScreens]],
  ['an item on an event that carries none', [on('back', 'click', { item: 'readme' })], screens],
  ['an item no row, step or node has', [on('files', 'select', { item: 'readmee' }), on('runs', 'select', { item: 'zzzzzz' }), on('map', 'select', { item: 'n2' })], [...screens, ...todayScreens, ...oddScreens]],
  ['an action filter off the action event', [on('files', 'select', { action: 'open' })], screens],
  ['a row button no row has', [on('files', 'action', { item: 'license', action: 'open' }), on('files', 'action', { action: 'opn' })], screens],
  ['a value of the wrong kind', [on('dark', 'change', { value: 'on' }), on('query', 'change', { value: 3 }), on('go', 'click', { value: true })], screens],
  ['a grid width out of range', [on('split', 'resize', { value: 100 }), on('split', 'resize', { value: '320' })], todayScreens],
  [
    'a value none of the names is',
    [on('size', 'change', { value: 'xl' }), on('pages', 'change', { value: 'three' }), on('new', 'select', { value: 'folder' }), on('steps', 'move', { item: 'fetch', value: 'ship' }), on('none', 'change', { value: 'a' })],
    [...screens, ...todayScreens, ...oddScreens],
  ],
  [
    'an event the element as drawn never sends',
    [
      on('new', 'click'),
      on('plain', 'select'),
      on('fixed', 'move'),
      on('fixed', 'insert'),
      on('shut', 'close'),
      on('shut', 'add'),
      on('box', 'close'),
      on('rigid', 'resize'),
      on('fluid', 'resize'),
      on('pic', 'drop'),
      on('map', 'move'),
      on('off', 'click'),
    ],
    [...todayScreens, ...oddScreens],
  ],
  [
    'setValue on what cannot take the value',
    [
      on('go', 'click', {}, [{ do: 'setValue', element: 'drak', value: true }]),
      on('go', 'click', {}, [{ do: 'setValue', element: 'zzzzzz', value: true }]),
      on('go', 'click', {}, [{ do: 'setValue', element: 'back', value: true }]),
      on('go', 'click', {}, [{ do: 'setValue', element: 'dark', value: 'yes' }]),
      on('go', 'click', {}, [{ do: 'setValue', element: 'dark' }]),
      on('query', 'change', {}, [{ do: 'setValue', element: 'dark' }]),
    ],
    screens,
  ],
  ['a screen that is not there', [on('go', 'click', {}, [{ do: 'showScreen', screen: 'Details' }, { do: 'showScreen', screen: 'Zzzzzzzz' }])], screens],
  ['texts Agentty cuts or refuses', [on('go', 'click', {}, [{ do: 'setBadge', text: '123456789' }, { do: 'injectPrompt', text: 'ok', target: 'ask \ud800' }])], screens],
  ['unknown keys and no actions', [{ ...on('go', 'click', {}, [{ ...notify, knd: 'x' }, { ...notify, zzzzzz: 1 }]), evnt: 'x', zzzzzz: 2 }, on('back', 'click', {}, [])], screens],
  ['toasts that follow each other', [on('files', 'select', {}, [notify, { ...notify, message: 'Again' }]), on('files', 'select', { item: 'readme' }, [{ do: 'showScreen', screen: 'Detail' }, notify])], screens],
  [
    'zod: kinds, values, unions and missing fields',
    [
      on('go', 'click', {}, [{ do: 'notify', message: 'Hi', kind: 'fatal' }, { do: 'toast' }, { screen: 'Main' }, { do: 'showScreen' }, 7]),
      { element: 'go', event: 'click' },
      on('go', 'click', { value: null }),
      { element: 5, event: 'click', actions: [] },
      42,
    ],
    screens,
  ],
  ['zod: not an array', { element: 'go' }, screens],
];

/** Analyses the corpus; every issue with the case it came from. */
function corpusIssues(): { name: string; issue: Issue }[] {
  return corpus.flatMap(([name, document, against]) => analyzeReactions(JSON.stringify(document, null, 2), against).issues.map((issue) => ({ name, issue })));
}

/** Issues of schemas the reactions do not have today, through the reactions' zod words. */
function zodCodeIssues(): Issue[] {
  const schemas: [z.ZodType, unknown][] = [
    [z.object({ text: z.string().min(2) }), { text: 'a' }],
    [z.object({ text: z.string().min(1) }), { text: '' }],
    [z.object({ text: z.string().max(1) }), { text: 'abc' }],
    [z.object({ list: z.array(z.string()).min(2) }), { list: [] }],
    [z.object({ list: z.array(z.string()).max(1) }), { list: ['a', 'b'] }],
    [z.object({ n: z.number().min(3) }), { n: 1 }],
    [z.object({ n: z.number().gt(3) }), { n: 3 }],
    [z.object({ n: z.number().max(1) }), { n: 2 }],
    [z.object({ n: z.number().lt(1) }), { n: 1 }],
    [z.object({ n: z.number().multipleOf(2) }), { n: 3 }],
    [z.object({ mail: z.email() }), { mail: 'nobody' }],
    [z.object({ code: z.string().regex(/^a/) }), { code: 'b' }],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }],
    [z.object({ text: z.string().refine((text) => text !== 'no') }), { text: 'no' }],
  ];
  return schemas.flatMap(([schema, value]) => {
    const result = schema.safeParse(value);
    return result.success ? [] : zodIssues(result.error.issues, value);
  });
}

/** The words of every branch the checks convert: a branch that goes back to a plain string drops its key. */
const convertedKeys: SayKey[] = [
  'reactionIssues.noElementYet',
  'reactionIssues.noElement',
  'reactionIssues.noElementGuess',
  'reactionIssues.cannotEmit',
  'reactionIssues.itemNotCarried',
  'reactionIssues.noSuchItem',
  'reactionIssues.actionOnlyOnList',
  'reactionIssues.noRowButton',
  'reactionIssues.noRowButtonInRow',
  'reactionIssues.valueNeverMatches',
  'reactionIssues.resizeRange',
  'reactionIssues.noValueToMatch',
  'reactionIssues.noSuchName',
  'reactionIssues.noSuchNameOnTabs',
  'reactionIssues.namesAre',
  'reactionIssues.noNames',
  'reactionIssues.nameWithValue',
  'reactionIssues.nameWithId',
  'reactionIssues.didYouMean',
  'reactionIssues.neverSent',
  'reactionIssues.unsentButtonMenu',
  'reactionIssues.unsentButtonNoMenu',
  'reactionIssues.unsentFlowMove',
  'reactionIssues.unsentFlowInsert',
  'reactionIssues.unsentTabsClose',
  'reactionIssues.unsentTabsAdd',
  'reactionIssues.unsentCardClosable',
  'reactionIssues.unsentGridResizable',
  'reactionIssues.unsentGridFixed',
  'reactionIssues.unsentImageDrop',
  'reactionIssues.unsentGraphMove',
  'reactionIssues.disabled',
  'reactionIssues.setValueNoElement',
  'reactionIssues.setValueNoElementGuess',
  'reactionIssues.noValueToChange',
  'reactionIssues.valueDoesNotFit',
  'reactionIssues.noValueToSet',
  'reactionIssues.eventValueDoesNotFit',
  'reactionIssues.noScreen',
  'reactionIssues.noScreenGuess',
  'reactionIssues.badgeCut',
  'reactionIssues.loneSurrogate',
  'reactionIssues.unknownKeyOnReaction',
  'reactionIssues.unknownKeyOnReactionGuess',
  'reactionIssues.unknownKeyOnAction',
  'reactionIssues.unknownKeyOnActionGuess',
  'reactionIssues.doesNothing',
  'reactionIssues.toastFollows',
  'reactionIssues.toastAfterReaction',
  'reactionIssues.toastRule',
  'reactionIssues.mustBeOneOf',
  'reactionIssues.unknownAction',
  'reactionIssues.needsDo',
  'reactionIssues.missingPropOfAction',
  'reactionIssues.missingPropOfReaction',
  'reactionIssues.mustBeScalar',
  'reactionIssues.mustBe',
  'reactionIssues.notAction',
  'reactionIssues.notReaction',
  'reactionIssues.notArray',
];

const zodKeys: SayKey[] = [
  'reactionIssues.tooShort',
  'reactionIssues.tooLong',
  'reactionIssues.tooFew',
  'reactionIssues.tooMany',
  'reactionIssues.tooSmall',
  'reactionIssues.moreThan',
  'reactionIssues.tooBig',
  'reactionIssues.lessThan',
  'reactionIssues.notMultipleOf',
  'reactionIssues.badFormat',
  'reactionIssues.noPatternMatch',
  'reactionIssues.unknownKeys',
  'reactionIssues.notValid',
];

/** Every issue is said: its English is its message word for word, and each language says it in its own words, names kept. */
function expectSaid(issue: Issue, name: string): void {
  expect(issue.say, `${name}: ${issue.message}`).toBeDefined();
  const said = issue.say!;
  expect(inEnglish(said), name).toBe(issue.message);
  for (const [language, translate] of Object.entries(languages)) {
    const words = sayWith(said, translate);
    expect(words, `${language}, ${name}: ${issue.message}`).not.toBe(issue.message);
    for (const kept of verbatim(said)) expect(words, `${language} keeps ${kept}`).toContain(kept);
  }
}

describe('the reactions’ problems, said in every language', () => {
  const found = corpusIssues();

  test('every issue of a hostile corpus has words whose English is its message', () => {
    expect(found.length).toBeGreaterThan(60);
    for (const { name, issue } of found) expectSaid(issue, name);
  });

  test('every converted branch is reached, and none falls back to zod’s English', () => {
    const said = new Set(found.flatMap(({ issue }) => (issue.say ? keysOf(issue.say) : [])));
    expect(convertedKeys.filter((key) => !said.has(key))).toEqual([]);
    expect(said.has('reactionIssues.zodMessage')).toBe(false);
  });

  test('zod checks the reactions’ schema lacks today are said too, not passed through', () => {
    const issues = zodCodeIssues();
    for (const issue of issues) expectSaid(issue, issue.message);
    const said = new Set(issues.map((issue) => issue.say!.key));
    expect(zodKeys.filter((key) => !said.has(key))).toEqual([]);
    expect(said.has('reactionIssues.zodMessage')).toBe(false);
  });

  test('a Korean message keeps node types, ids and quoted names as written', () => {
    const korean = (document: unknown, against: readonly ScreenInput[]) =>
      analyzeReactions(JSON.stringify(document), against).issues.map((issue) => sayWith(issue.say!, languages.ko));
    expect(korean([on('pages', 'change', { value: 'three' })], todayScreens)).toEqual(['tabs "pages" 에는 탭 "three" 이(가) 없어요. 있는 탭: "one", "two".']);
    expect(korean([on('back', 'click', { item: 'readme' })], screens)).toEqual(['item 을 실어 보내는 건 list, flow, table 또는 graph 의 이벤트뿐이에요. "back" 의 노드 유형: button.']);
    expect(korean([on('go', 'click', {}, [{ do: 'setValue', element: 'back' }])], screens)).toEqual(['button 에는 바꿀 값이 없어요. setValue 는 input, toggle, checkbox, choice, select, tabs 의 값을 바꿔요.']);
    expect(korean([on('new', 'click')], todayScreens)).toEqual(['button "new" 에는 메뉴가 있어요. 항목을 고르면 "select" 을(를) 보내고 "click" 은(는) 보내지 않아요. 프로토타입에서 이 반응은 실행되지 않아요.']);
  });

  test('why an element never sends an event: the reasons no reaction reaches are said too', () => {
    const reasons: [EventNode, string][] = [
      [{ type: 'card' }, 'close'],
      [{ type: 'grid' }, 'resize'],
      [{ type: 'image' }, 'click'],
    ];
    for (const [node, event] of reasons) {
      const said = unsentReason(node, event, (text) => `\`${text}\``)!;
      expect(inEnglish(said)).toContain(`never sends \`${event}\``);
      for (const translate of Object.values(languages)) expect(sayWith(said, translate)).toContain(`\`${event}\``);
    }
  });
});
