import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PanelNode } from '../schema';
import { generateNodePlugin, NODE_MAIN } from './codegen-node';
import { generatePythonPlugin, PYTHON_MAIN } from './codegen-python';
import { generateNodeTest, NODE_TEST_FILE } from './codegen-test';
import { HOSTILE, sampleDesign } from './fixtures';
import { INITIALIZE, PANEL_OPEN, run, scratchDir, SHUTDOWN, uiEvent } from './harness';

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
  [uiEvent({ element: 'query', event: 'submit', value: 'x' }), [inject(1, { text: HOSTILE.template, target: 'ask' }), inject(2, { text: 'second' })]],
  [{ jsonrpc: '2.0', id: 1, result: { status: 'asked' } }, []],
  [{ jsonrpc: '2.0', id: 2, error: { code: -32001, message: 'denied' } }, []],
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

const plugins = [
  { runtime: 'node', command: 'node', main: NODE_MAIN, generate: generateNodePlugin },
  { runtime: 'python', command: 'python3', main: PYTHON_MAIN, generate: generatePythonPlugin },
] as const;

describe.each(plugins)('the generated $runtime plugin', ({ command, main: file, generate }) => {
  let folder: ReturnType<typeof scratchDir>;
  beforeAll(() => void (folder = scratchDir({ [file]: generate(design) })));
  afterAll(() => folder.remove());

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

  test('writes one compact line per message, lone surrogates escaped as \\udXXX like JSON.stringify', async () => {
    const result = await run(command, [file], folder.dir, [PANEL_OPEN], { closeStdin: true });
    expect(result.stdout).toBe(`${JSON.stringify(setPanel(main))}\n`);
  });
});

test('the generated node --test file passes against the generated plugin', async () => {
  const folder = scratchDir({ [NODE_MAIN]: generateNodePlugin(design), [NODE_TEST_FILE]: generateNodeTest(design) });
  try {
    const result = await run('node', ['--test', '--test-reporter=tap', NODE_TEST_FILE], folder.dir, [], { closeStdin: true, timeoutMs: 60_000 });
    expect(result.stdout).toMatch(new RegExp(`# pass ${design.reactions.length + 3}\\n`));
    expect(result.code).toBe(0);
  } finally {
    folder.remove();
  }
}, 90_000);

test('the generated test notices a plugin that sends the wrong tree', async () => {
  const broken = generateNodePlugin(design).replace('showScreen(SCREEN_MAIN);\n      break;', 'showScreen(SCREEN_DETAILS);\n      break;');
  const folder = scratchDir({ [NODE_MAIN]: broken, [NODE_TEST_FILE]: generateNodeTest(design) });
  try {
    const result = await run('node', ['--test', '--test-reporter=tap', NODE_TEST_FILE], folder.dir, [], { closeStdin: true, timeoutMs: 60_000 });
    expect(result.code).not.toBe(0);
  } finally {
    folder.remove();
  }
}, 90_000);
