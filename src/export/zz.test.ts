import { test } from 'vitest';
import { designProblems, designWarnings } from './design';
import { todayDesign } from './fixtures';
import { generateNodePlugin } from './codegen-node';
import { generatePythonPlugin } from './codegen-python';
import { generateTypeScript } from './codegen-ts';
import { sampleEvent } from './reactions';
import { writeFileSync } from 'node:fs';
test('x', () => {
  const d = todayDesign();
  console.log(designProblems(d), designWarnings(d));
  console.log(JSON.stringify(d.reactions.map((r) => sampleEvent(d, r))));
  writeFileSync('/tmp/today.mjs', generateNodePlugin(d)); writeFileSync('/tmp/today.py', generatePythonPlugin(d)); writeFileSync('/tmp/today.ts', generateTypeScript(d));
});
