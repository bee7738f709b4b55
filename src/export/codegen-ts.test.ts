import { join } from 'node:path';
import { expect, test } from 'vitest';
import { nodeTypes, propNames, registry, type PanelNode } from '../schema';
import { generateNodeTypes, generateTypeScript, TS_FILE } from './codegen-ts';
import { sampleDesign } from './fixtures';
import { run, scratchDir } from './harness';

const tsc = join(process.cwd(), 'node_modules', 'typescript', 'bin', 'tsc');

test('declares an interface per node type with every prop of its schema', () => {
  const types = generateNodeTypes();
  for (const type of nodeTypes) {
    const body = new RegExp(`export interface \\w+ \\{\\n(?:.*\\n)*?  type: "${type}";\\n(?:.*\\n)*?\\}`).exec(types)?.[0] ?? '';
    for (const prop of propNames(type)) expect(body, `${type}.${prop}`).toMatch(new RegExp(`^  ${prop}\\??: `, 'm'));
  }
  expect(types).toContain('export interface ListItem {');
  expect(types).toContain('export interface ChoiceOption {');
  expect(types).toContain('value?: string | number | boolean;');
  expect(types.match(/event: "/g)).toHaveLength(nodeTypes.flatMap((type) => registry[type].events).length);
});

test('the generated TypeScript type-checks with tsc --strict, and a wrong tree does not', async () => {
  const design = sampleDesign();
  let deep: PanelNode = { type: 'divider' };
  for (let i = 0; i < 120; i++) deep = { type: 'column', children: [deep] };
  design.screens.push({ name: 'Extra keys', tree: JSON.parse('{"type":"divider","color":"red","__proto__":{}}') }, { name: 'Deep', tree: deep });
  const good = generateTypeScript(design);
  const bad = generateTypeScript(sampleDesign()).replace('variant: "primary"', 'variant: "loud"');
  const usage = `import { SCREENS, type PanelNode, type UiEventParams } from "./${TS_FILE.replace('.ts', '.js')}";
const first: PanelNode | undefined = SCREENS[0]?.tree;
const event: UiEventParams = { element: "go", event: "click", context: {} };
export { first, event };\n`;
  const folder = scratchDir({ [TS_FILE]: good, 'bad.ts': bad, 'usage.ts': usage });
  const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--skipLibCheck'];
  try {
    const ok = await run('node', [tsc, ...args, TS_FILE, 'usage.ts'], folder.dir, [], { closeStdin: true, timeoutMs: 60_000 });
    expect(ok.stdout).toBe('');
    expect(ok.code).toBe(0);
    const wrong = await run('node', [tsc, ...args, 'bad.ts'], folder.dir, [], { closeStdin: true, timeoutMs: 60_000 });
    expect(wrong.stdout).toContain('"loud"');
  } finally {
    folder.remove();
  }
}, 90_000);
