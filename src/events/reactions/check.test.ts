import { describe, expect, test } from 'vitest';
import type { LocatedIssue } from '../../document/issue';
import { badgeProblem } from '../messages';
import { analyzeReactions, loneSurrogateMessage } from './check';
import { screens, todayScreens } from './fixtures';

const marked = (text: string, issue: LocatedIssue) => text.slice(issue.start, issue.end);

/** The text of a document, pretty-printed as a person would write it. */
const textOf = (document: unknown) => JSON.stringify(document, null, 2);

/** The only issue of a document, with the text it marks. */
function only(document: unknown) {
  const text = textOf(document);
  const { issues, reactions, hasErrors } = analyzeReactions(text, screens);
  expect(issues, JSON.stringify(issues)).toHaveLength(1);
  const issue = issues[0]!;
  return { text, issue, at: marked(text, issue), reactions, hasErrors };
}

const notify = { do: 'notify', message: 'Hi', kind: 'info' };

describe('a valid document', () => {
  test('gives the reactions and no issues', () => {
    const document = [
      { element: 'files', event: 'select', item: 'readme', actions: [{ do: 'showScreen', screen: 'Detail' }] },
      { element: 'back', event: 'click', actions: [{ do: 'showScreen', screen: 'Main' }, { do: 'setBadge', text: '12345678' }] },
      { element: 'files', event: 'action', item: 'readme', action: 'open', actions: [{ do: 'injectPrompt', text: 'Explain', target: 'ask' }] },
      { element: 'dark', event: 'change', value: true, actions: [notify] },
      { element: 'size', event: 'change', value: 'm', actions: [notify] },
      { element: 'query', event: 'submit', value: 'hello', actions: [notify] },
    ];
    expect(analyzeReactions(textOf(document), screens)).toEqual({ reactions: document, issues: [], hasErrors: false });
  });

  test('an empty list is no reactions', () => {
    expect(analyzeReactions('[]', screens)).toEqual({ reactions: [], issues: [], hasErrors: false });
  });

  test('an id used on two screens takes the events of both', () => {
    const text = textOf([{ element: 'go', event: 'click', actions: [notify] }]);
    expect(analyzeReactions(text, screens).issues).toEqual([]);
  });
});

describe('cross-checks, each at its place', () => {
  test('an element id that exists in no screen is an error on that id', () => {
    const { at, issue, hasErrors, reactions } = only([{ element: 'fils', event: 'select', actions: [notify] }]);
    expect(at).toBe('"fils"');
    expect(issue).toMatchObject({ severity: 'error', path: [0, 'element'] });
    expect(issue.message).toBe(
      'No screen has an element with the id "fils" (did you mean "files"?). The element ids are "query", "files", "dark", "size", "go", "back".',
    );
    // the schema holds, so the preview can still run the other reactions
    expect(hasErrors).toBe(true);
    expect(reactions).toHaveLength(1);
  });

  test('an event the node type cannot emit is an error on the event, naming the events it can emit', () => {
    const { at, issue } = only([{ element: 'back', event: 'change', actions: [notify] }]);
    expect(at).toBe('"change"');
    expect(issue).toMatchObject({ severity: 'error', path: [0, 'event'], message: 'A button cannot emit "change"; "back" emits only "click".' });
  });

  test('the event message names every event of a list', () => {
    const { issue } = only([{ element: 'files', event: 'click', actions: [notify] }]);
    expect(issue.message).toBe('A list cannot emit "click"; "files" emits only "select", "action".');
  });

  test('an item filter on an element whose events carry no item is an error on the item', () => {
    const { at, issue } = only([{ element: 'back', event: 'click', item: 'readme', actions: [notify] }]);
    expect(at).toBe('"readme"');
    expect(issue).toMatchObject({ severity: 'error', path: [0, 'item'], message: 'Only the events of a list, a flow, a table or a graph carry an item; "back" is a button.' });
  });

  test('an item no row of the list has is a warning on the item', () => {
    const { at, issue } = only([{ element: 'files', event: 'select', item: 'readmee', actions: [notify] }]);
    expect(at).toBe('"readmee"');
    expect(issue).toMatchObject({ severity: 'warning', message: expect.stringContaining('has no item "readmee" (did you mean "readme"?)') });
  });

  test('an action filter on an event other than `action` is an error on the action', () => {
    const { at, issue } = only([{ element: 'files', event: 'select', action: 'open', actions: [notify] }]);
    expect(at).toBe('"open"');
    expect(issue).toMatchObject({ severity: 'error', path: [0, 'action'], message: 'Only a list\'s "action" event carries an action; this reaction is for "select".' });
  });

  test('a row button the row does not have is a warning on the action', () => {
    const { at, issue } = only([{ element: 'files', event: 'action', item: 'license', action: 'open', actions: [notify] }]);
    expect(at).toBe('"open"');
    expect(issue).toMatchObject({ severity: 'warning', path: [0, 'action'], message: expect.stringContaining('No row "license" of the list "files" has a button "open"') });
  });

  test('a string value filter on a toggle is a warning on the value', () => {
    const { at, issue } = only([{ element: 'dark', event: 'change', value: 'on', actions: [notify] }]);
    expect(at).toBe('"on"');
    expect(issue).toMatchObject({
      severity: 'warning',
      path: [0, 'value'],
      message: 'The "change" of a toggle carries true or false, so the string "on" never matches.',
    });
  });

  test('a number value filter on an input is a warning on the value', () => {
    const { at, issue } = only([{ element: 'query', event: 'change', value: 3, actions: [notify] }]);
    expect(at).toBe('3');
    expect(issue.message).toBe('The "change" of an input carries a string, so number 3 never matches.');
  });

  test('a value filter on an event without a value is a warning', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', value: true, actions: [notify] }]);
    expect(at).toBe('true');
    expect(issue).toMatchObject({ severity: 'warning', message: '"click" carries no value, so a reaction that asks for one never fires.' });
  });

  test('a value that is none of the choice options is a warning', () => {
    const { at, issue } = only([{ element: 'size', event: 'change', value: 'xl', actions: [notify] }]);
    expect(at).toBe('"xl"');
    expect(issue).toMatchObject({ severity: 'warning', message: 'The choice "size" has no option with the value "xl"; its options are "s", "m".' });
  });

  test('showScreen naming a screen that does not exist is an error on the name', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', actions: [notify, { do: 'showScreen', screen: 'Details' }] }]);
    expect(at).toBe('"Details"');
    expect(issue).toMatchObject({
      severity: 'error',
      path: [0, 'actions', 1, 'screen'],
      message: 'There is no screen "Details" (did you mean "Detail"?). The screens are "Main", "Detail".',
    });
  });

  test('a badge text over 8 characters is a warning on the text: Agentty cuts it', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', actions: [{ do: 'setBadge', text: '123456789' }] }]);
    expect(at).toBe('"123456789"');
    expect(issue).toMatchObject({ severity: 'warning', path: [0, 'actions', 0, 'text'], message: badgeProblem('123456789') });
  });

  test('half a surrogate pair in a text the plugin sends is an error on that text: Agentty never reads the line', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', actions: [{ do: 'injectPrompt', text: 'ok 🚀', target: 'ask \ud800' }] }]);
    expect(at).toBe('"ask \\ud800"');
    expect(issue).toMatchObject({ severity: 'error', path: [0, 'actions', 0, 'target'], message: loneSurrogateMessage('prompt/inject') });
    expect(issue.message).toContain('refuses the whole prompt/inject line');
    // a filter is compared, never sent; a whole pair is one character
    const { issues } = analyzeReactions(textOf([{ element: 'files', event: 'select', item: '\udfff', actions: [{ do: 'notify', message: '\ud83d\ude00', kind: 'info' }] }]), screens);
    expect(issues.filter((each) => each.severity === 'error')).toEqual([]);
  });

  test('a badge of 8 characters, counted as code points, is fine', () => {
    expect(analyzeReactions(textOf([{ element: 'go', event: 'click', actions: [{ do: 'setBadge', text: '👋👋👋👋👋👋👋👋' }] }]), screens).issues).toEqual([]);
  });

  test('an empty actions list is a warning on the list', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', actions: [] }]);
    expect(at).toBe('[]');
    expect(issue).toMatchObject({ severity: 'warning', path: [0, 'actions'] });
  });

  test('an unknown key is a warning on the key, with a guess', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', actions: [{ do: 'notify', message: 'Hi', kind: 'info', knd: 'x' }] }]);
    expect(at).toBe('"knd"');
    expect(issue).toMatchObject({ severity: 'warning', code: 'unknown-key', message: expect.stringContaining('(did you mean "kind"?)') });
  });
});

describe('the 700 ms rule for toasts', () => {
  test('a second toast in one reaction is a warning on its "do"', () => {
    const { at, issue, hasErrors } = only([{ element: 'go', event: 'click', actions: [notify, { do: 'setBadge', text: '1' }, { ...notify, message: 'Again' }] }]);
    expect(at).toBe('"notify"');
    expect(issue).toMatchObject({ severity: 'warning', path: [0, 'actions', 2, 'do'] });
    expect(issue.message).toMatch(/^This toast follows another one for the same event\. Agentty drops a ui\/notify that arrives less than 700 ms after the previous one: the preview drops this toast, and the exported plugins hold it back until 850 ms/);
    expect(hasErrors).toBe(false);
  });

  test('a toast after an earlier reaction’s toast for the same event is a warning naming that reaction', () => {
    const { issue } = only([
      { element: 'files', event: 'select', actions: [notify] },
      { element: 'files', event: 'select', item: 'readme', actions: [{ do: 'showScreen', screen: 'Detail' }, notify] },
    ]);
    expect(issue).toMatchObject({ severity: 'warning', path: [1, 'actions', 1, 'do'], message: expect.stringMatching(/^Reaction 1 also shows a toast for this event, just before this one\./) });
  });

  test('reactions that never fire together do not warn', () => {
    const document = [
      { element: 'files', event: 'select', item: 'readme', actions: [notify] },
      { element: 'files', event: 'select', item: 'license', actions: [notify] },
      { element: 'files', event: 'action', item: 'readme', action: 'open', actions: [notify] },
      { element: 'size', event: 'change', value: 's', actions: [notify] },
      { element: 'size', event: 'change', value: 'm', actions: [notify] },
    ];
    expect(analyzeReactions(textOf(document), screens).issues).toEqual([]);
  });
});

describe('schema errors, each at its place', () => {
  test('a notify kind that is none of the four is an error on the kind', () => {
    const { at, issue, reactions } = only([{ element: 'go', event: 'click', actions: [{ do: 'notify', message: 'Hi', kind: 'fatal' }] }]);
    expect(at).toBe('"fatal"');
    expect(issue).toMatchObject({ severity: 'error', message: '"kind" must be one of "info", "success", "warning", "error"; got the string "fatal".' });
    expect(reactions).toBeUndefined();
  });

  test('an unknown action is an error on its `do`', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', actions: [{ do: 'toast' }] }]);
    expect(at).toBe('"toast"');
    expect(issue.message).toBe('Unknown action the string "toast": "do" is one of showScreen, setValue, notify, setBadge, injectPrompt.');
  });

  test('an action without `do` is marked at its first key', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', actions: [{ screen: 'Main' }] }]);
    expect(at).toBe('"screen"');
    expect(issue).toMatchObject({ code: 'missing-prop', message: 'An action needs a "do": one of showScreen, setValue, notify, setBadge, injectPrompt.' });
  });

  test('a missing field is marked in its object and names what the object takes', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', actions: [{ do: 'showScreen' }] }]);
    expect(at).toBe('"do"');
    expect(issue).toMatchObject({ code: 'missing-prop', message: 'Missing required "screen": expected a string (a showScreen action takes do, screen).' });
  });

  test('a reaction without actions', () => {
    const { at, issue } = only([{ element: 'go', event: 'click' }]);
    expect(at).toBe('"element"');
    expect(issue.message).toBe('Missing required "actions": expected an array (a reaction takes element, event, item, action, value, actions).');
  });

  test('a mistyped field is an error on its value', () => {
    const { at, issue } = only([{ element: 'go', event: 'click', value: null, actions: [notify] }]);
    expect(at).toBe('null');
    expect(issue.message).toBe('"value" must be a string, a number or true/false; got null.');
  });

  test('a document that is not an array', () => {
    const { text, issue } = only({ element: 'go' });
    expect(issue).toMatchObject({ code: 'shape', start: 0, end: text.length, message: 'The reactions document must be an array of reactions, got an object.' });
  });

  test('a reaction that is not an object', () => {
    const { at, issue } = only([42]);
    expect(at).toBe('42');
    expect(issue.message).toBe('Expected a reaction object { "element", "event", "actions" }, got number 42.');
  });
});

describe('syntax', () => {
  test('strict JSON: a trailing comma is an error at the comma’s place, and there are no reactions', () => {
    const text = '[{"element":"go","event":"click","actions":[],}]';
    const { reactions, issues } = analyzeReactions(text, screens);
    expect(reactions).toBeUndefined();
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect([issue.code, marked(text, issue)]).toEqual(['syntax', ',']);
  });

  test('an empty document says how to write none', () => {
    const { issues } = analyzeReactions('  ', screens);
    expect(issues).toEqual([expect.objectContaining({ code: 'syntax', start: 0, end: 0, message: expect.stringContaining('write []') })]);
  });
});

test('issues come sorted by place, several per document', () => {
  const text = textOf([
    { element: 'nope', event: 'click', actions: [{ do: 'showScreen', screen: 'Gone' }] },
    { element: 'go', event: 'click', actions: [] },
  ]);
  const { issues } = analyzeReactions(text, screens);
  expect(issues.map((issue) => [issue.severity, marked(text, issue)])).toEqual([
    ['error', '"nope"'],
    ['error', '"Gone"'],
    ['warning', '[]'],
  ]);
});

test('screens with invalid or very deep trees are read without throwing', () => {
  let deep: unknown = { type: 'button', id: 'deep', label: 'Deep' };
  for (let i = 0; i < 20_000; i++) deep = { type: 'column', children: [deep] };
  const odd = [
    { name: 'Broken', tree: null },
    { name: 'Odd', tree: { type: 'column', children: 'nope' } },
    { name: 'Deep', tree: deep },
  ];
  const text = textOf([{ element: 'deep', event: 'click', actions: [{ do: 'showScreen', screen: 'Odd' }] }]);
  expect(analyzeReactions(text, odd).issues).toEqual([]);
});

describe("reactions on today's elements", () => {
  const check = (document: unknown) => {
    const text = textOf(document);
    const { issues } = analyzeReactions(text, todayScreens);
    return issues.map((issue) => ({ severity: issue.severity, at: marked(text, issue), message: issue.message }));
  };

  test('every event each element draws, with names it has, is valid', () => {
    const document = [
      { element: 'new', event: 'select', value: 'dir', actions: [notify] },
      { element: 'plain', event: 'click', actions: [notify] },
      { element: 'steps', event: 'select', item: 'build', actions: [notify] },
      { element: 'steps', event: 'move', item: 'fetch', value: 'build', actions: [notify] },
      { element: 'steps', event: 'insert', item: 'build', value: 'wait', actions: [notify] },
      { element: 'pages', event: 'change', value: 'two', actions: [{ do: 'showScreen', screen: 'Today' }] },
      { element: 'pages', event: 'close', value: 'two', actions: [notify] },
      { element: 'pages', event: 'add', value: 'blank', actions: [notify] },
      { element: 'runs', event: 'select', item: 'r2', actions: [notify] },
      { element: 'method', event: 'change', value: 'POST', actions: [notify] },
      { element: 'agree', event: 'change', value: true, actions: [notify] },
      { element: 'tip', event: 'close', actions: [notify] },
      { element: 'split', event: 'resize', value: 320, actions: [notify] },
      { element: 'settings', event: 'close', actions: [notify] },
    ];
    expect(check(document)).toEqual([]);
  });

  test('a name the element does not have is a warning at the item or value, listing what it has', () => {
    expect(check([{ element: 'pages', event: 'change', value: 'three', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"three"', message: 'The tabs "pages" have no tab "three"; its tabs are "one", "two".' },
    ]);
    expect(check([{ element: 'pages', event: 'close', value: 'one', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"one"', message: 'The tabs "pages" have no closable tab "one"; its closable tabs are "two".' },
    ]);
    expect(check([{ element: 'pages', event: 'add', value: 'two', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"two"', message: 'The tabs "pages" have no addMenu entry with the value "two"; its addMenu entries are "blank".' },
    ]);
    expect(check([{ element: 'new', event: 'select', value: 'folder', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"folder"', message: 'The button "new" has no menu entry with the value "folder"; its menu entries are "file", "dir".' },
    ]);
    expect(check([{ element: 'method', event: 'change', value: 'PUT', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"PUT"', message: 'The select "method" has no option with the value "PUT"; its options are "GET", "POST".' },
    ]);
    expect(check([{ element: 'steps', event: 'insert', value: 'sleep', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"sleep"', message: 'The flow "steps" has no insertMenu entry with the value "sleep"; its insertMenu entries are "wait".' },
    ]);
    expect(check([{ element: 'steps', event: 'move', item: 'fetch', value: 'ship', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"ship"', message: 'The flow "steps" has no step "ship"; its steps are "fetch", "build".' },
    ]);
  });

  test('an item no step or row has is a warning with a guess', () => {
    expect(check([{ element: 'steps', event: 'select', item: 'biuld', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"biuld"', message: 'The flow "steps" has no step "biuld" (did you mean "build"?), so this reaction never fires in the prototype.' },
    ]);
    expect(check([{ element: 'runs', event: 'select', item: 'r3', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"r3"', message: 'The table "runs" has no row "r3" (did you mean "r1"?), so this reaction never fires in the prototype.' },
    ]);
  });

  test('an item on an event that carries none is an error; a value of the wrong kind a warning', () => {
    expect(check([{ element: 'pages', event: 'change', item: 'two', actions: [notify] }])).toEqual([
      { severity: 'error', at: '"two"', message: 'Only the events of a list, a flow, a table or a graph carry an item; "pages" is a tabs.' },
    ]);
    expect(check([{ element: 'agree', event: 'change', value: 'yes', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"yes"', message: 'The "change" of a checkbox carries true or false, so the string "yes" never matches.' },
    ]);
    expect(check([{ element: 'method', event: 'change', value: 2, actions: [notify] }])).toEqual([
      { severity: 'warning', at: '2', message: 'The "change" of a select carries a string, so number 2 never matches.' },
    ]);
    expect(check([{ element: 'tip', event: 'close', value: 'tip', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"tip"', message: '"close" carries no value, so a reaction that asks for one never fires.' },
    ]);
  });

  test('a grid width outside the drag range never matches', () => {
    expect(check([{ element: 'split', event: 'resize', value: 100, actions: [notify] }])).toEqual([
      { severity: 'warning', at: '100', message: 'The "resize" of a grid carries a whole number of pixels from 160 to 720, so number 100 never matches.' },
    ]);
    expect(check([{ element: 'split', event: 'resize', value: 320.5, actions: [notify] }])).toHaveLength(1);
    expect(check([{ element: 'split', event: 'resize', value: '320', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"320"', message: 'The "resize" of a grid carries a number, so the string "320" never matches.' },
    ]);
  });

  test('an event the element as drawn never sends is a warning on the event, saying why', () => {
    expect(check([{ element: 'new', event: 'click', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"click"', message: 'The button "new" has a menu: picking an entry sends "select", never "click". This reaction never fires in the prototype.' },
    ]);
    expect(check([{ element: 'plain', event: 'select', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"select"', message: 'The button "plain" has no menu, so it sends "click", never "select". This reaction never fires in the prototype.' },
    ]);
    expect(check([{ element: 'still', event: 'move', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"move"', message: 'The flow "still" is not reorderable, so its steps cannot be dragged and it never sends "move". This reaction never fires in the prototype.' },
    ]);
    expect(check([{ element: 'box', event: 'close', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"close"', message: 'The card "box" is not closable, so it draws no close button and never sends "close". This reaction never fires in the prototype.' },
    ]);
    expect(check([{ element: 'off', event: 'click', actions: [notify] }])).toEqual([
      { severity: 'warning', at: '"click"', message: 'The button "off" is disabled, so it sends nothing and this reaction never fires in the prototype.' },
    ]);
  });

  test('an event the type never emits is an error naming what the element as drawn sends', () => {
    expect(check([{ element: 'new', event: 'change', actions: [notify] }])).toEqual([
      { severity: 'error', at: '"change"', message: 'A button cannot emit "change"; "new" emits only "select".' },
    ]);
    expect(check([{ element: 'pages', event: 'select', actions: [notify] }])).toEqual([
      { severity: 'error', at: '"select"', message: 'A tabs cannot emit "select"; "pages" emits only "change", "close", "add".' },
    ]);
  });
});
