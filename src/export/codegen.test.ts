import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PanelNode } from '../schema';
import { generateNodePlugin, NODE_MAIN } from './codegen-node';
import { generatePythonPlugin, PYTHON_MAIN } from './codegen-python';
import { generateNodeTest, NODE_TEST_FILE } from './codegen-test';
import { designProblems, type Design } from './design';
import { HOSTILE, sampleDesign, todayDesign } from './fixtures';
import { INITIALIZE, PANEL_OPEN, run, scratchDir, SHUTDOWN, uiEvent } from './harness';
import { reactionSession } from './reactions';

const design = sampleDesign();
const [main, details] = design.screens.map((screen) => screen.tree) as [PanelNode, PanelNode];
const setPanel = (tree: PanelNode) => ({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } });
const notify = (message: string, kind: string) => ({ jsonrpc: '2.0', method: 'ui/notify', params: { message, kind } });
const badge = (text: string) => ({ jsonrpc: '2.0', method: 'ui/setBadge', params: { text } });
const inject = (id: number, params: object) => ({ jsonrpc: '2.0', id, method: 'prompt/inject', params });

// one session through every reaction and every kind of noise, with what the plugin must write in reply
const session: [input: string | object, output: object[]][] = [
  [INITIALIZE, [{ jsonrpc: '2.0', id: 1, result: {} }]],
  [PANEL_OPEN, [setPanel(main)]],
  ['not json at all', []],
  ['', []],
  ['[1,2]', []],
  ['null', []],
  [uiEvent({ element: 'go', event: 'click' }), [setPanel(details), badge('3')]],
  [uiEvent({ element: 'back', event: 'click' }), [setPanel(main)]],
  [uiEvent({ element: 'query', event: 'change', value: 'x' }), []],
  // a filter holding lone surrogates matches exactly them: not their U+FFFD replacements, not a string cut short
  [uiEvent({ element: 'query', event: 'change', value: HOSTILE.loneSurrogates.replace(/[\ud800-\udfff]/g, '\ufffd') }), []],
  [uiEvent({ element: 'query', event: 'change', value: HOSTILE.loneSurrogates.slice(0, -1) }), []],
  [uiEvent({ element: 'query', event: 'change', value: HOSTILE.loneSurrogates }), [badge('lone')]],
  [uiEvent({ element: 'query', event: 'submit', value: 'x' }), [inject(1, { text: HOSTILE.template, target: 'ask' }), inject(2, { text: 'second' })]],
  [{ jsonrpc: '2.0', id: 1, result: { status: 'asked' } }, []],
  [uiEvent({ element: 'files', event: 'action', item: 'a', action: 'open' }), []],
  [uiEvent({ element: 'files', event: 'action', item: 'a', action: 'delete' }), [notify(HOSTILE.tabs, 'warning')]],
  [uiEvent({ element: 'files', event: 'select', item: 'a' }), []],
  [uiEvent({ element: 'files', event: 'select', item: 'b' }), [notify(HOSTILE.controls, 'info')]],
  [uiEvent({ element: 'size', event: 'change', value: 1 }), [notify('one', 'success')]],
  ['{"jsonrpc":"2.0","method":"ui/event","params":{"element":"size","event":"change","value":1.0}}', [notify('one', 'success')]],
  [uiEvent({ element: 'size', event: 'change', value: '1' }), []],
  [uiEvent({ element: 'size', event: 'change', value: true }), [notify('yes', 'success')]],
  [uiEvent({ element: 'dark', event: 'change', value: 1 }), [notify('flipped', 'info')]],
  [uiEvent({ element: 'dark', event: 'change', value: true }), [badge('🌙'), inject(3, { text: HOSTILE.pythonish }), notify('flipped', 'info')]],
  [uiEvent({ element: 'nobody', event: 'click' }), []],
  [{ jsonrpc: '2.0', method: 'ui/event' }, []],
  [{ jsonrpc: '2.0', method: 'context/changed', params: { context: {} } }, []],
  [{ jsonrpc: '2.0', id: 7, method: 'made/up', params: {} }, [{ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'unknown method' } }]],
];

// two toasts and a badge for one click, and a third toast for another
const toasts: Design = {
  name: 'Toasts',
  screens: [{ name: 'Main', tree: { type: 'column', children: [{ type: 'button', id: 'go', label: 'Go' }, { type: 'button', id: 'again', label: 'Again' }] } }],
  reactions: [
    { element: 'go', event: 'click', actions: [{ do: 'notify', message: 'one', kind: 'info' }, { do: 'notify', message: 'two', kind: 'success' }, { do: 'setBadge', text: '2' }] },
    { element: 'again', event: 'click', actions: [{ do: 'notify', message: 'three', kind: 'info' }] },
  ],
};
const toastsTree = toasts.screens[0]!.tree;
const toastLines = [PANEL_OPEN, uiEvent({ element: 'go', event: 'click' }), uiEvent({ element: 'again', event: 'click' })];
const toastMessages = [setPanel(toastsTree), notify('one', 'info'), notify('two', 'success'), badge('2'), notify('three', 'info')];

// the plugin's own code (what a person adds where it says "put your logic here") sending half a surrogate pair
const sendsLone = {
  node: (source: string) => source.replace('case "panel/open":\n', 'case "panel/open":\n      setBadge("\\ud800\\u{1f680}\\udfff");\n'),
  python: (source: string) => source.replace('elif method == "panel/open":\n', 'elif method == "panel/open":\n        set_badge("\\ud800\\U0001f680\\udfff")\n'),
};

const plugins = [
  { runtime: 'node', command: 'node', main: NODE_MAIN, generate: generateNodePlugin, deepLog: /^$/, patch: sendsLone.node },
  { runtime: 'python', command: 'python3', main: PYTHON_MAIN, generate: generatePythonPlugin, deepLog: /nested too deeply/, patch: sendsLone.python },
] as const;

describe.each(plugins)('the generated $runtime plugin', ({ command, main: file, generate, deepLog, patch }) => {
  let folder: ReturnType<typeof scratchDir>;
  let toastFolder: ReturnType<typeof scratchDir>;
  beforeAll(() => {
    folder = scratchDir({ [file]: generate(design) });
    toastFolder = scratchDir({ [file]: generate(toasts) });
  });
  afterAll(() => {
    folder.remove();
    toastFolder.remove();
  });

  test('answers, shows screens and runs every reaction with its own request ids, then exits on shutdown', async () => {
    const result = await run(command, [file], folder.dir, [...session.map(([input]) => input), SHUTDOWN, PANEL_OPEN]);
    expect(result.stderr).toBe('');
    expect(result.messages).toEqual(session.flatMap(([, output]) => output));
    expect(result.code).toBe(0);
  });

  test('exits when stdin closes', async () => {
    const result = await run(command, [file], folder.dir, [INITIALIZE, PANEL_OPEN], { closeStdin: true });
    expect(result.messages).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }, setPanel(main)]);
    expect(result.code).toBe(0);
  });

  test('writes one compact line per message', async () => {
    const result = await run(command, [file], folder.dir, [PANEL_OPEN], { closeStdin: true });
    expect(result.stdout).toBe(`${JSON.stringify(setPanel(main))}\n`);
  });

  test('escapes half a surrogate pair its own code sends as \\udXXX, as JSON.stringify does, instead of failing', async () => {
    // no design puts one in a message (Agentty's parser refuses the line), but code added to the plugin may
    const patched = patch(generate(design));
    expect(patched).not.toBe(generate(design));
    const lone = scratchDir({ [file]: patched });
    try {
      const result = await run(command, [file], lone.dir, [PANEL_OPEN], { closeStdin: true });
      expect(result.stdout).toBe(`${JSON.stringify(badge('\ud800🚀\udfff'))}\n${JSON.stringify(setPanel(main))}\n`);
      expect(result.stdout).toContain('"\\ud800🚀\\udfff"');
      expect([result.stderr, result.code]).toEqual(['', 0]);
    } finally {
      lone.remove();
    }
  });

  test('logs an error answer to its own request to stderr, naming the request', async () => {
    const denied = { jsonrpc: '2.0', id: 2, error: { code: -32001, message: 'permission denied' } };
    const result = await run(command, [file], folder.dir, [PANEL_OPEN, uiEvent({ element: 'query', event: 'submit', value: 'x' }), denied, SHUTDOWN]);
    expect(result.messages).toEqual([setPanel(main), inject(1, { text: HOSTILE.template, target: 'ask' }), inject(2, { text: 'second' })]);
    expect(result.stderr).toMatch(/prompt\/inject \(id 2\).*-32001.*permission denied/);
    expect(result.code).toBe(0);
  });

  test('does not answer initialize sent as a notification', async () => {
    const { id: _, ...notification } = INITIALIZE;
    const result = await run(command, [file], folder.dir, [notification, PANEL_OPEN, SHUTDOWN]);
    expect(result.messages).toEqual([setPanel(main)]);
    expect([result.stderr, result.code]).toEqual(['', 0]);
  });

  test('ends lines at \\n only: a bare \\r is whitespace inside a line, and \\r\\n ends one', async () => {
    const click = (element: string) => JSON.stringify(uiEvent({ element, event: 'click' }));
    const result = await run(command, [file], folder.dir, [click('go').replace(',', ',\r'), `${click('back')}\r`, SHUTDOWN]);
    expect(result.messages).toEqual([setPanel(details), badge('3'), setPanel(main)]);
    expect([result.stderr, result.code]).toEqual(['', 0]);
  });

  test('survives a line nested deeper than any recursion limit', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const result = await run(command, [file], folder.dir, [deep, PANEL_OPEN, SHUTDOWN]);
    expect(result.messages).toEqual([setPanel(main)]);
    expect(result.stderr).toMatch(deepLog);
    expect(result.code).toBe(0);
  });

  test('writes each toast at least 700 ms after the previous one, and keeps the order of everything else', async () => {
    const result = await run(command, [file], toastFolder.dir, toastLines, { closeAfterLines: toastMessages.length });
    expect(result.messages).toEqual(toastMessages);
    const [opened = 0, one = 0, two = 0, shown = 0, three = 0] = result.times;
    expect(one - opened).toBeLessThan(500); // the first toast is not held back
    expect(two - one).toBeGreaterThanOrEqual(700);
    expect(shown).toBeGreaterThanOrEqual(two);
    expect(three - two).toBeGreaterThanOrEqual(700);
    expect([result.stderr, result.code]).toEqual(['', 0]);
  }, 20_000);

  test('on shutdown writes the toasts still waiting at once, and exits', async () => {
    const result = await run(command, [file], toastFolder.dir, [...toastLines, SHUTDOWN]);
    expect(result.messages).toEqual(toastMessages);
    expect(result.times[4]! - result.times[1]!).toBeLessThan(700);
    expect([result.stderr, result.code]).toEqual(['', 0]);
  });
});

// the generated test files mostly wait on the plugins they start (toasts are 700 ms apart): they run side by side
/** Runs the generated `node --test` file from another folder, against these plugin files. */
async function generatedTest(files: { node?: string; python?: string } = {}) {
  const folder = scratchDir({
    [NODE_MAIN]: files.node ?? generateNodePlugin(design),
    [PYTHON_MAIN]: files.python ?? generatePythonPlugin(design),
    [NODE_TEST_FILE]: generateNodeTest(design),
  });
  try {
    // started elsewhere: the test itself must run each plugin in the plugin folder
    return await run('node', ['--test', '--test-reporter=tap', join(folder.dir, NODE_TEST_FILE)], tmpdir(), [], { closeStdin: true, timeoutMs: 60_000 });
  } finally {
    folder.remove();
  }
}

test.concurrent('the generated node --test file passes against both generated plugins', async () => {
  const result = await generatedTest();
  expect(result.stdout).toMatch(new RegExp(`# pass ${2 * (design.reactions.length + 4)}\\n`));
  expect(result.stdout).toMatch(/^ok \d+ - python: reaction 1: /m);
  expect(result.code).toBe(0);
}, 90_000);

test.concurrent('the Node.js export\'s test file checks plugin.mjs alone, with no plugin.py in the folder', async () => {
  const folder = scratchDir({ [NODE_MAIN]: generateNodePlugin(design), [NODE_TEST_FILE]: generateNodeTest(design, ['node']) });
  try {
    const result = await run('node', ['--test', '--test-reporter=tap', join(folder.dir, NODE_TEST_FILE)], tmpdir(), [], { closeStdin: true, timeoutMs: 60_000 });
    expect(result.stdout).toMatch(new RegExp(`# pass ${design.reactions.length + 4}\\n`));
    expect(result.stdout).not.toContain('python');
    expect(result.code).toBe(0);
  } finally {
    folder.remove();
  }
}, 90_000);

test.concurrent('the generated test notices a Node.js or Python plugin that sends the wrong tree', async () => {
  const node = generateNodePlugin(design).replace('case "panel/open":\n      showScreen(SCREEN_MAIN);', 'case "panel/open":\n      showScreen(SCREEN_DETAILS);');
  const python = generatePythonPlugin(design).replace('"panel/open":\n        show_screen(SCREEN_MAIN)', '"panel/open":\n        show_screen(SCREEN_DETAILS)');
  expect([node === generateNodePlugin(design), python === generatePythonPlugin(design)]).toEqual([false, false]);
  const [brokenNode, brokenPython] = await Promise.all([generatedTest({ node }), generatedTest({ python })]);
  expect(brokenNode.stdout).toMatch(/^not ok \d+ - node: answers initialize/m);
  expect(brokenPython.stdout).toMatch(/^not ok \d+ - python: answers initialize/m);
  expect([brokenNode.code, brokenPython.code]).not.toContain(0);
}, 90_000);

test.concurrent('the generated test notices a plugin that writes to stderr in a normal session', async () => {
  const noisy = generateNodePlugin(design).replace('case "panel/open":\n', 'case "panel/open":\n      console.error("noise");\n');
  const result = await generatedTest({ node: noisy });
  expect(result.stdout).toMatch(/^not ok \d+ - node: answers initialize/m);
  expect(result.code).not.toBe(0);
}, 90_000);

describe('today\'s elements', () => {
  const today = todayDesign();
  const [board] = today.screens.map((screen) => screen.tree) as [PanelNode, PanelNode];
  // every event Agentty sends for them, as it sends it, and what the reference interpreter says the plugin writes back
  const events = [
    { element: 'more', event: 'select', value: '"quoted"' },
    { element: 'more', event: 'select', value: 'export' },
    { element: 'pipeline', event: 'move', item: 'fetch', value: 'ship' },
    { element: 'pipeline', event: 'insert', item: 'review "it"', value: HOSTILE.script },
    { element: 'pipeline', event: 'insert', item: 'fetch', value: 'lint' },
    { element: 'files', event: 'change', value: 'b\nc.ts' },
    { element: 'files', event: 'close', value: 'b\nc.ts' },
    { element: 'files', event: 'close', value: 'a.ts' },
    { element: 'files', event: 'add', value: 'new' },
    { element: 'runs', event: 'select', item: HOSTILE.separators },
    { element: 'layout', event: 'resize', value: 300 },
    { element: 'tip', event: 'close' },
    { element: 'model', event: 'change', value: 'fast' },
    { element: 'model', event: 'change', value: 'deep' },
    { element: 'strict', event: 'change', value: false },
    { element: 'strict', event: 'change', value: true },
    { element: 'strict', event: 'change', value: 1 },
    { element: 'pipeline', event: 'select', item: 'fetch' },
    { element: 'settings', event: 'close' },
  ];

  test.each(plugins)('the $runtime plugin answers every event of them as the reference does', async ({ command, main: file, generate }) => {
    const folder = scratchDir({ [file]: generate(today) });
    try {
      const session = reactionSession(today);
      const expected = events.flatMap((event) => session({ ...event, context: {} }));
      // a move with nothing to do, a tab closed that no reaction names, a toast, a screen change and back
      expect(expected.map((message) => message.method)).toEqual([
        'prompt/inject',
        'ui/notify',
        'ui/setBadge',
        'prompt/inject',
        'ui/notify',
        'ui/setBadge',
        'prompt/inject',
        'ui/setBadge',
        'ui/setBadge',
        'ui/notify',
        'ui/setBadge',
        'ui/setPanel',
        'ui/setPanel',
      ]);
      const result = await run(command, [file], folder.dir, [INITIALIZE, PANEL_OPEN, ...events.map(uiEvent), SHUTDOWN]);
      expect(result.messages).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }, setPanel(board), ...JSON.parse(JSON.stringify(expected))]);
      expect([result.stderr, result.code]).toEqual(['', 0]);
    } finally {
      folder.remove();
    }
  }, 30_000);

  test('each element\'s handler has a branch per event its node type sends, saying what the event carries', () => {
    const node = generateNodePlugin(today);
    const python = generatePythonPlugin(today);
    const handler = (source: string, start: string) => source.slice(source.indexOf(start), source.indexOf('\n\n', source.indexOf(start)));
    const flow = handler(node, '// element "pipeline" (flow)');
    expect(flow.match(/case "\w+":/g)).toEqual(['case "select":', 'case "move":', 'case "insert":']);
    expect(flow).toContain('case "move": // A step was dragged onto another (reorderable flows). params.item: The dragged step. params.value: The step it was dropped on.');
    expect(handler(python, '# element "files" (tabs)').match(/if event == "\w+"|elif event == "\w+"/g)).toEqual(['if event == "change"', 'elif event == "close"', 'elif event == "add"']);
    // a button sends select from its menu; a branch waits for it even without a reaction
    expect(handler(node, '// element "more" (button)').match(/case "\w+":/g)).toEqual(['case "click":', 'case "select":']);
    expect(handler(generatePythonPlugin(design), '# element "back" (button)')).toContain('    elif event == "select":\n        # An entry of the button\'s menu was picked. params["value"]: The picked menu entry\'s value.\n        # put your logic here\n        pass');
    for (const element of ['more', 'runs', 'layout', 'settings', 'tip', 'model', 'strict', 'prompt', 'tree']) expect(node).toContain(`// element "${element}" (`);
  });

  test.concurrent('the generated node --test file passes against both generated plugins', async () => {
    const folder = scratchDir({ [NODE_MAIN]: generateNodePlugin(today), [PYTHON_MAIN]: generatePythonPlugin(today), [NODE_TEST_FILE]: generateNodeTest(today) });
    try {
      const result = await run('node', ['--test', '--test-reporter=tap', join(folder.dir, NODE_TEST_FILE)], tmpdir(), [], { closeStdin: true, timeoutMs: 170_000 });
      expect(result.stdout).toMatch(new RegExp(`# pass ${2 * (today.reactions.length + 4)}\\n`));
      expect(result.stdout).toMatch(/^ok \d+ - python: reaction 8: "layout" resize/m);
      expect(result.code).toBe(0);
    } finally {
      folder.remove();
    }
  }, 180_000);
});

// the reactions check (not this module's) names which types' events carry an item it accepts as a filter
const stepFilter: Design = { ...todayDesign(), reactions: [{ element: 'pipeline', event: 'select', item: 'ship', actions: [{ do: 'setBadge', text: 'ship' }] }, { element: 'runs', event: 'select', item: 'r1', actions: [{ do: 'setBadge', text: 'r1' }] }] };
test.skipIf(designProblems(stepFilter).length > 0)('a reaction filters flow steps and table rows on their item', async () => {
  const folder = scratchDir({ [NODE_MAIN]: generateNodePlugin(stepFilter), [PYTHON_MAIN]: generatePythonPlugin(stepFilter) });
  try {
    const lines = [PANEL_OPEN, ...['fetch', 'ship'].map((item) => uiEvent({ element: 'pipeline', event: 'select', item })), ...['r1', 'r2'].map((item) => uiEvent({ element: 'runs', event: 'select', item })), SHUTDOWN];
    for (const [command, file] of [['node', NODE_MAIN], ['python3', PYTHON_MAIN]] as const) {
      const result = await run(command, [file], folder.dir, lines);
      expect(result.messages.slice(1)).toEqual([badge('ship'), badge('r1')]);
    }
  } finally {
    folder.remove();
  }
}, 30_000);
