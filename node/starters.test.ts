import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { folderName, pluginFiles, reactionSession, sampleEvent, SDK_FILE, type Design, type ExportChoice, type Reaction } from '../src/export';
import { sampleDesign, todayDesign } from '../src/export/fixtures';
import { SDK_DOUBLE } from '../src/export/harness';
import { gallery } from '../src/gallery';
import { nodesOf, type PanelNode } from '../src/schema';
import { parseScript, type Script } from '../src/host/script';
import { CHECK_LIMITS, checkPlugin } from './check';
import { settingsFor } from './plugin-info';
import { resolveProgram } from './program';
import { formatReport } from './report';

function designOf(starter: (typeof gallery)[number]): Design {
  const { doc } = starter;
  return { name: doc.name, screens: doc.screens.map((screen) => ({ name: screen.name, tree: JSON.parse(screen.text) as PanelNode })), reactions: JSON.parse(doc.reactions) as Reaction[] };
}

/** For every reaction in turn: its sample event, then each message the preview says the plugin sends for it, in order (ids left out). */
export function scriptFromReactions(design: Design): Script {
  // one plugin answers them all in turn, so the tree on show carries over from one event to the next
  const session = reactionSession(design);
  const steps = design.reactions.flatMap((reaction) => {
    const { context: _, ...params } = sampleEvent(design, reaction);
    const sent = session({ ...params, context: {} });
    return [{ send: { event: params } }, ...sent.map((message) => ({ expect: { jsonrpc: '2.0', method: message.method, params: message.params } }))];
  });
  const checked = parseScript(JSON.stringify({ steps: [{ expect: { method: 'ui/setPanel', params: { tree: design.screens[0]?.tree } } }, ...steps] }));
  if (!checked.ok) throw new Error(checked.reason);
  return checked.value;
}

/**
 * The exported folder as Agentty installs it: named by the manifest's id, with every file of the choice, and for the
 * SDK plugin the SDK beside main.mjs (the test double written from the SDK's documented API, unless AGENTTY_SDK names Agentty's).
 */
function installed(design: Design, choice: ExportChoice): { dir: string; remove: () => void } {
  const files = pluginFiles(design, choice);
  if (!files.ok) throw new Error(files.reason);
  const parent = mkdtempSync(join(tmpdir(), 'panel-export-'));
  const dir = join(parent, folderName(design));
  mkdirSync(dir);
  for (const file of files.value) writeFileSync(join(dir, file.path), file.text);
  if (choice === 'sdk') copyFileSync(SDK, join(dir, SDK_FILE));
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

// AGENTTY_SDK=<path of Agentty's agentty-plugin.mjs> runs the SDK plugins with Agentty's own SDK instead of the double
const SDK = process.env.AGENTTY_SDK || SDK_DOUBLE;

const choices: readonly ExportChoice[] = ['sdk', 'node', 'python'];

/** The fixture of hostile strings as a design for today's Agentty, which reads choice values as strings only. */
function hostileSample(): Design {
  const { api: _, ...design } = sampleDesign();
  const main = design.screens[0]!.tree;
  if (main.type !== 'column') throw new Error('the sample design changed');
  main.children = main.children?.map((child) => (child.type === 'choice' ? { ...child, options: child.options?.map((option) => ({ ...option, value: String(option.value) })) } : child));
  design.reactions = design.reactions.map((reaction) => (reaction.element === 'size' && reaction.value !== undefined ? { ...reaction, value: String(reaction.value) } : reaction));
  return design;
}

// Agentty panel starters only (an Agent Bridge settings starter is not a plugin that runs), and the fixtures of hostile strings
const designs: [string, Design][] = [
  ...gallery.filter((starter) => starter.doc.kind === 'panel').map((starter): [string, Design] => [starter.id, designOf(starter)]),
  ['hostile sample', hostileSample()],
  ['hostile today', todayDesign()],
];

// every panel starter, every export choice, unchanged: each reaction's event gets exactly the messages the preview shows
describe.concurrent.each(designs)('the exported %s design', (_, design) => {
  test.each(choices)('%s plugin passes check-plugin with a script derived from its reactions', async (choice) => {
    const folder = installed(design, choice);
    try {
      // as Agentty does: runtime and main from agentty-plugin.json
      const program = resolveProgram(folder.dir, undefined, undefined).program;
      expect(program.command).toEqual(choice === 'python' ? ['python3', 'plugin.py'] : ['node', choice === 'sdk' ? 'main.mjs' : 'plugin.mjs']);
      const script = scriptFromReactions(design);
      const report = await checkPlugin(program, settingsFor(program, tmpdir()), script, { ...CHECK_LIMITS, initializeMs: 15_000 });
      const failed = report.steps.filter((step) => !step.ok);
      expect({ failed, violations: report.violations, log: report.log.filter((entry) => entry.stream !== 'host') }).toEqual({ failed: [], violations: [], log: [] });
      expect(report.steps.length).toBe(script.steps.length + 2);
      expect(report.wire.filter((entry) => entry.dropped)).toEqual([]);
      expect(report.status).toMatchObject({ state: 'exited', code: 0 });
      expect(report.manifest.problems).toEqual([]);
    } finally {
      folder.remove();
    }
  }, 60_000);

  test.each(['sdk', 'node'] as const)('%s plugin passes check-plugin without a script (an event for every interactive element of its first panel)', async (choice) => {
    const folder = installed(design, choice);
    try {
      const program = resolveProgram(folder.dir, undefined, undefined).program;
      // a shorter settle than the CLI's: toasts queued 850 ms apart keep a plugin busy, and nothing here waits for them
      // room for initialize and the first panel on busy cores; waiting costs a passing test nothing
      const report = await checkPlugin(program, settingsFor(program, tmpdir()), undefined, { ...CHECK_LIMITS, initializeMs: 15_000, firstPanelMs: 15_000, settleMs: 300 });
      expect({ failed: report.steps.filter((step) => !step.ok), violations: report.violations, ok: report.ok }).toEqual({ failed: [], violations: [], ok: true });
    } finally {
      folder.remove();
    }
  }, 60_000);
});

// issue 25: the report of the default session on a plugin with several screens
describe('check-plugin without a script on the exported three-screen review flow', () => {
  test('every event comes from the panel on show, every screen is reached, and the report has whole values and no repeated lines', async () => {
    const starter = gallery.find((each) => each.id === 'review-flow');
    if (!starter) throw new Error('the review-flow starter is gone');
    const design = designOf(starter);
    expect(design.screens).toHaveLength(3);
    const folder = installed(design, 'node');
    try {
      const program = resolveProgram(folder.dir, undefined, undefined).program;
      const report = await checkPlugin(program, settingsFor(program, tmpdir()), undefined, { ...CHECK_LIMITS, initializeMs: 15_000, firstPanelMs: 15_000 });
      expect({ violations: report.violations, ok: report.ok }).toEqual({ violations: [], ok: true });

      // replay the wire: each ui/event names an element of the latest panel the plugin sent before it
      let onShow: unknown;
      const panels = new Set<string>();
      const elements: string[] = [];
      for (const entry of report.wire) {
        const message = JSON.parse(entry.line) as { method?: string; params?: { tree?: unknown; element?: string } };
        if (entry.direction === 'fromPlugin' && message.method === 'ui/setPanel') {
          onShow = message.params?.tree;
          panels.add(JSON.stringify(onShow));
        }
        if (entry.direction !== 'toPlugin' || message.method !== 'ui/event') continue;
        const ids = [...nodesOf(onShow)].map(({ node }) => (node as { id?: unknown }).id);
        expect(ids, `wire #${entry.seq}`).toContain(message.params?.element);
        elements.push(message.params?.element ?? '');
      }
      const designed = design.screens.flatMap((screen) => [...nodesOf(screen.tree)].flatMap(({ node }) => ('id' in node && typeof node.id === 'string' ? [node.id] : [])));
      expect(new Set(elements)).toEqual(new Set(designed));
      expect(panels.size).toBe(3);
      expect(report.steps.find((step) => step.step === 'events')?.detail).toMatch(/^\d+ events to 6 elements on 3 different panels: prs, back-142, /);

      const text = formatReport(report);
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      expect(lines.filter((line, index) => lines.indexOf(line) !== index)).toEqual([]);
      // whole values: each line of the wire log, or a pointer to the same line earlier
      for (const entry of report.wire) expect(text).toMatch(new RegExp(`\\n  #${entry.seq} [→←] (${escape(entry.line)}|\\(the same line as #\\d+\\))\\n`));
      expect(text).not.toContain('…');
    } finally {
      folder.remove();
    }
  }, 60_000);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
