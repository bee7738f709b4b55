import { tmpdir } from 'node:os';
import { describe, expect, test } from 'vitest';
import { NODE_MAIN, PYTHON_MAIN, pluginFiles, reactionMessages, sampleEvent, type Design, type Reaction } from '../src/export';
import { scratchDir } from '../src/export/harness';
import { gallery } from '../src/gallery';
import type { PanelNode } from '../src/schema';
import { parseScript, type Script } from '../src/host/script';
import { CHECK_LIMITS, checkPlugin } from './check';
import { settingsFor } from './plugin-info';
import { resolveProgram } from './program';

function designOf(starter: (typeof gallery)[number]): Design {
  const { doc } = starter;
  return { name: doc.name, screens: doc.screens.map((screen) => ({ name: screen.name, tree: JSON.parse(screen.text) as PanelNode })), reactions: JSON.parse(doc.reactions) as Reaction[] };
}

/** For every reaction: its sample event, then each message the preview says the plugin sends for it, in order (ids left out). */
export function scriptFromReactions(design: Design): Script {
  const steps = design.reactions.flatMap((reaction) => {
    const { context: _, ...params } = sampleEvent(design, reaction);
    const sent = reactionMessages(design, { ...params, context: {} });
    return [{ send: { event: params } }, ...sent.map((message) => ({ expect: { jsonrpc: '2.0', method: message.method, params: message.params } }))];
  });
  const checked = parseScript(JSON.stringify({ steps: [{ expect: { method: 'ui/setPanel', params: { tree: design.screens[0]?.tree } } }, ...steps] }));
  if (!checked.ok) throw new Error(checked.reason);
  return checked.value;
}

const runtimes = [
  ['node', NODE_MAIN],
  ['python', PYTHON_MAIN],
] as const;

// Agentty panel starters only: an Agent Bridge settings starter is not a plugin that runs
const panelStarters = gallery.filter((starter) => starter.doc.kind === 'panel');

// every panel starter, both exported plugins, unchanged: each reaction's event gets exactly the messages the preview shows
describe.concurrent.each(panelStarters.map((starter) => [starter.id, starter] as const))('the exported %s starter', (_, starter) => {
  test.each(runtimes)('%s plugin passes check-plugin with a script derived from its reactions', async (runtime, main) => {
    const design = designOf(starter);
    const files = pluginFiles(design);
    if (!files.ok) throw new Error(files.reason);
    const folder = scratchDir(Object.fromEntries(files.value.map((file) => [file.path, file.text])));
    try {
      const program = resolveProgram(folder.dir, runtime, main).program;
      const script = scriptFromReactions(design);
      const report = await checkPlugin(program, settingsFor(program, tmpdir()), script, { ...CHECK_LIMITS, initializeMs: 15_000 });
      const failed = report.steps.filter((step) => !step.ok);
      expect({ failed, violations: report.violations, log: report.log.filter((entry) => entry.stream !== 'host') }).toEqual({ failed: [], violations: [], log: [] });
      expect(report.steps.length).toBe(script.steps.length + 2);
      expect(report.wire.filter((entry) => entry.dropped)).toEqual([]);
      expect(report.status).toMatchObject({ state: 'exited', code: 0 });
    } finally {
      folder.remove();
    }
  }, 30_000);

  test('node plugin passes check-plugin without a script (an event for every interactive element of its first panel)', async () => {
    const files = pluginFiles(designOf(starter));
    if (!files.ok) throw new Error(files.reason);
    const folder = scratchDir(Object.fromEntries(files.value.map((file) => [file.path, file.text])));
    try {
      const program = resolveProgram(folder.dir, undefined, undefined).program;
      expect(program.command).toEqual(['node', NODE_MAIN]);
      // a shorter settle than the CLI's: toasts queued 750 ms apart keep a plugin busy, and nothing here waits for them
      // room for initialize and the first panel on busy cores; waiting costs a passing test nothing
      const report = await checkPlugin(program, settingsFor(program, tmpdir()), undefined, { ...CHECK_LIMITS, initializeMs: 15_000, firstPanelMs: 15_000, settleMs: 300 });
      expect({ failed: report.steps.filter((step) => !step.ok), violations: report.violations }).toEqual({ failed: [], violations: [] });
    } finally {
      folder.remove();
    }
  }, 30_000);
});
