import { join } from 'node:path';
import { expect, test } from 'vitest';
import { MAX_NESTING, MAX_TREE_NESTING_IN_LINE, nodeTypes, propNames, registry } from '../schema';
import { generateNodeTypes, generateTypeScript, TS_FILE } from './codegen-ts';
import { deepTree, sampleDesign, todayDesign } from './fixtures';
import { run, scratchDir } from './harness';

const tsc = join(process.cwd(), 'node_modules', 'typescript', 'bin', 'tsc');

test('declares an interface per node type with every prop of its schema', () => {
  const types = generateNodeTypes();
  for (const type of nodeTypes) {
    const body = new RegExp(`export interface \\w+ \\{\\n(?:.*\\n)*?  type: "${type}";\\n(?:.*\\n)*?\\}`).exec(types)?.[0] ?? '';
    for (const prop of propNames(type)) expect(body, `${type}.${prop}`).toMatch(new RegExp(`^  ${prop}\\??: `, 'm'));
  }
  for (const name of ['ListItem', 'ListAction', 'ChoiceOption', 'MenuOption', 'Completion', 'FlowStep', 'TabItem', 'TableColumn', 'TableRow', 'KeyValueItem']) {
    expect(types.match(new RegExp(`^export interface ${name} \\{$`, 'gm')), name).toHaveLength(1);
  }
  // one menu entry type for every menu: a button's, a flow's "+", a tab strip's "+", a select's options
  expect(types.match(/(menu|insertMenu|addMenu|options)\?: \w+\[\];/g)).toEqual(['menu?: MenuOption[];', 'options?: ChoiceOption[];', 'insertMenu?: MenuOption[];', 'addMenu?: MenuOption[];', 'options?: MenuOption[];']);
  expect(types).toContain('export type ListItemAction = ListAction;');
  expect(types.match(/event: "/g)).toHaveLength(nodeTypes.flatMap((type) => registry[type].events).length);
});

test('an Option field of Agentty\'s takes null, and what is newer than API 1 names the version that added it', () => {
  const types = generateNodeTypes();
  const body = (name: string) => new RegExp(`export interface ${name} \\{\\n(?:.*\\n)*?\\}`).exec(types)?.[0] ?? '';
  expect(body('CardNode')).toContain('  title?: string | null;');
  expect(body('TableNode')).toContain('  selected?: string | null;');
  expect(body('ListItem')).toContain('  tag?: string | null;');
  // whole numbers and required fields take no null
  expect(body('GridNode')).toContain('  columns?: number;');
  expect(body('TabItem')).toContain('  label: string;');
  expect(types).toMatch(/\/\*\* A raised box around what belongs together, with an optional heading\. \(API 4\) \*\/\nexport interface CardNode/);
  expect(body('ButtonNode')).toMatch(/\(API 4\) \*\/\n {2}menu\?: MenuOption\[\];/);
  expect(body('TabItem')).toMatch(/\(API 4\) \*\/\n {2}closable\?: boolean;/);
  // API-1 types and props, flow and popover (no version bump) say nothing
  expect(types).not.toMatch(/\(API 1\)/);
  expect(body('FlowNode')).not.toMatch(/\(API \d\) \*\/\n {2}steps/);
  expect(types).toMatch(/\*\/\nexport interface PopoverNode/);
  expect(types).not.toMatch(/\(API 4\) \*\/\nexport interface PopoverNode/);
  expect(types).toContain('| { element: string; event: "move"; item: string; value: string; context: Record<string, unknown> } // flow:');
  expect(types).toContain('| { element: string; event: "resize"; value: number; context: Record<string, unknown> } // grid:');
});

test('a choice value is a string for the Agentty a design targets from API 2 on, any JSON scalar for API 1', () => {
  const body = (types: string, name: string) => new RegExp(`export interface ${name} \\{\\n(?:.*\\n)*?\\}`).exec(types)?.[0] ?? '';
  const choiceEvent = (value: string) => `| { element: string; event: "change"; value: ${value}; context: Record<string, unknown> } // choice:`;
  for (const types of [generateNodeTypes(), generateNodeTypes(2)]) {
    expect(body(types, 'ChoiceOption')).toContain('  value: string;');
    expect(body(types, 'ChoiceNode')).toContain('  value?: string;');
    expect(types).toContain(choiceEvent('string'));
  }
  const api1 = generateNodeTypes(1);
  expect(body(api1, 'ChoiceOption')).toContain('  value: string | number | boolean;');
  expect(body(api1, 'ChoiceNode')).toContain('  value?: string | number | boolean;');
  expect(api1).toContain(choiceEvent('string | number | boolean'));
  // everything else is the same for every target
  expect(api1.replaceAll('string | number | boolean', 'string')).toBe(generateNodeTypes());
  expect(generateTypeScript(sampleDesign())).toContain(api1);
  expect(generateTypeScript(todayDesign())).toContain(generateNodeTypes());
});

test('the generated TypeScript type-checks with tsc --strict, and a wrong tree does not', async () => {
  // the deepest trees Agentty reads: 12 levels of nodes, checked strictly; an unknown key nesting the tree 125 deep, asserted
  const extras = [
    { name: 'Extra keys', tree: JSON.parse('{"type":"divider","color":"red","__proto__":{}}') },
    { name: 'Deepest', tree: deepTree() },
    { name: 'Deepest line', tree: deepTree(MAX_NESTING, MAX_TREE_NESTING_IN_LINE) },
  ];
  const today = todayDesign();
  today.screens.push(...extras);
  // API 1, whose choice values may be numbers and true/false
  const older = sampleDesign();
  older.screens.push(...extras);
  const good = generateTypeScript(today);
  expect(good).toContain('export const SCREEN_DEEPEST: PanelNode = {');
  expect(good).toContain('export const SCREEN_DEEPEST_LINE = {');
  const bad = generateTypeScript(sampleDesign()).replace('variant: "primary"', 'variant: "loud"');
  // a wrong enum value in today's elements, a null where Agentty's field is not an Option, a number where it reads a string
  const numeric = 'export const numeric: PanelNode = { type: "choice", id: "n", options: [{ value: 1, label: "One" }], value: true };\n';
  const badToday = `${generateTypeScript(todayDesign()).replace('state: "done"', 'state: "finished"').replace('closable: true', 'closable: null')}${numeric}`;
  const usage = `import { SCREENS, type PanelNode, type UiEventParams } from "./${TS_FILE.replace('.ts', '.js')}";
import { SCREENS as OLDER, type PanelNode as OlderNode } from "./older.js";
const first: PanelNode | undefined = SCREENS[0]?.tree;
const event: UiEventParams = { element: "go", event: "click", context: {} };
const moved: UiEventParams = { element: "pipeline", event: "move", item: "fetch", value: "ship", context: {} };
const older: OlderNode | undefined = OLDER[0]?.tree;
${numeric.replace('PanelNode', 'OlderNode')}export { first, event, moved, older };\n`;
  const folder = scratchDir({ [TS_FILE]: good, 'older.ts': generateTypeScript(older), 'bad.ts': bad, 'bad-today.ts': badToday, 'usage.ts': usage });
  const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--skipLibCheck'];
  try {
    const ok = await run('node', [tsc, ...args, TS_FILE, 'older.ts', 'usage.ts'], folder.dir, [], { closeStdin: true, timeoutMs: 60_000 });
    expect(ok.stdout).toBe('');
    expect(ok.code).toBe(0);
    const wrong = await run('node', [tsc, ...args, 'bad.ts'], folder.dir, [], { closeStdin: true, timeoutMs: 60_000 });
    expect(wrong.stdout).toContain('"loud"');
    const wrongToday = await run('node', [tsc, ...args, 'bad-today.ts'], folder.dir, [], { closeStdin: true, timeoutMs: 60_000 });
    expect(wrongToday.stdout).toContain('"finished"');
    expect(wrongToday.stdout).toMatch(/Type 'null' is not assignable to type 'boolean/);
    expect(wrongToday.stdout).toMatch(/Type 'number' is not assignable to type 'string'/);
    expect(wrongToday.stdout).toMatch(/Type 'boolean' is not assignable to type 'string'/);
  } finally {
    folder.remove();
  }
}, 90_000);
