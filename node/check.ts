import type { JsonValue } from '../src/json';
import type { HostSettings, PluginLogEntry, ProcessStatus, Violation } from '../src/host/contract';
import type { WireEntry } from '../src/events/wire-log';
import { VIOLATION_RULES } from '../src/host/rules';
import { NOTIFY_SPACING_MS } from '../src/schema/decisions';
import { DEFAULT_EXPECT_MS, describeStep, matches, type Script, type ScriptStep } from '../src/host/script';
import type { Program } from './program';
import { inEnglish, say } from '../src/i18n/say';
import { HostRunner, RUNNER_RULES } from './runner';
import { sleep, Watch } from './watch';
import { PanelWalk } from './walk';
import { describeProblem, readPluginManifest, type ManifestReport, type PluginManifest } from './manifest-file';
import { missingPictureAdvice } from '../src/host/missing-pictures';
import { pictureListing } from './picture-listing';

/** check-plugin's limits (also in its help text and docs/check-plugin.md). */
export const CHECK_LIMITS: { readonly initializeMs: number; readonly firstPanelMs: number; readonly quietMs: number; readonly replyQuietMs: number; readonly settleMs: number; readonly events: number } = {
  /** The answer to initialize. */
  initializeMs: 5000,
  /** Without a script: the first valid panel after panel/open. */
  firstPanelMs: DEFAULT_EXPECT_MS,
  /** After each event and before shutdown: the plugin counts as done once it has been quiet this long… */
  quietMs: 150,
  /** …or, once something came back for the message sent, quiet this long after the last of it… */
  replyQuietMs: 50,
  /** …or after this long, whichever comes first. */
  settleMs: 1000,
  /** Without a script: the most events the walk through the plugin's panels sends. */
  events: 100,
} as const;

export const CHECK_RULES = {
  'start-failed': 'Agentty starts the plugin with the command of its runtime, in its folder.',
  'expect-failed': 'The script expected a message from the plugin (check-plugin).',
  'not-running': 'The script sent a message while the plugin was not running (check-plugin).',
  'time-limit': 'The whole check must finish within its time limit (check-plugin).',
  manifest: 'agentty-plugin.json follows Agentty\'s manifest rules (agentty-today.md §3).',
} as const;

export interface StepResult {
  readonly step: string;
  readonly ok: boolean;
  readonly detail?: string;
}

/** One warning on the plugin's panels: what Agentty accepts but Panel Designer advises against. */
export interface Advice {
  /** "tree.children[0].id: The id is empty: …" */
  readonly message: string;
  /** The wire entry of the first panel that had it. */
  readonly seq?: number;
  /** How many panels had it. */
  readonly count: number;
}

export interface CheckReport {
  /** No violation, and no advice either with --strict. */
  readonly ok: boolean;
  readonly strict: boolean;
  readonly program: Program;
  readonly steps: readonly StepResult[];
  readonly wire: readonly WireEntry[];
  readonly log: readonly PluginLogEntry[];
  /** Each with the text of the rule it breaks. */
  readonly violations: readonly (Violation & { readonly ruleText: string })[];
  /** The warnings on the panels the plugin sent, each once. */
  readonly advice: readonly Advice[];
  readonly status: ProcessStatus;
  readonly durationMs: number;
  /** What a person should know that breaks no rule, e.g. the plugin exited before shutdown. */
  readonly notes: readonly string[];
  /** agentty-plugin.json and the rules it breaks: an error is a violation, a warning is advice. */
  readonly manifest: ManifestReport;
}

const ruleText = (rule: string): string =>
  (VIOLATION_RULES as Record<string, string>)[rule] ?? (RUNNER_RULES as Record<string, string>)[rule] ?? (CHECK_RULES as Record<string, string>)[rule] ?? rule;

/** Agentty drops a toast sooner than 700 ms after the last one; exported plugins hold what follows a toast for NOTIFY_SPACING_MS, so wait past that. */
const TOAST_HOLD_MS = NOTIFY_SPACING_MS + 150;

const methodOf = (message: unknown) => (typeof message === 'object' && message !== null && 'method' in message ? message.method : undefined);
const isPanel = (message: unknown) => methodOf(message) === 'ui/setPanel';
/** A request or notification from the plugin, not an answer to one of the host's. */
const isCall = (message: unknown) => typeof methodOf(message) === 'string';

/** How much advice a report keeps: a plugin that repeats one panel repeats its warnings, counted instead. */
const ADVICE_LIMIT = 200;

/** Runs one scripted session headless with the live host's core and process code, then reports; with `strict`, advice fails it too. */
export async function checkPlugin(
  program: Program,
  settings: HostSettings,
  script: Script | undefined,
  limits: typeof CHECK_LIMITS = CHECK_LIMITS,
  { strict = false, manifest: file = readPluginManifest(program.dir) }: { readonly strict?: boolean; readonly manifest?: PluginManifest } = {},
): Promise<CheckReport> {
  const started = Date.now();
  const watch = new Watch();
  const received: { readonly seq: number; readonly value: unknown }[] = [];
  const advice = new Map<string, { seq?: number; count: number }>();
  /** The panel on show: the latest valid ui/setPanel tree. */
  let onScreen: JsonValue | undefined;
  /** The wire entries of the invalid panels sent before the first valid one. */
  const rejectedFirst: number[] = [];
  let firstValid: number | undefined;
  let lastSent: number | undefined;
  let initialized = false;
  /** The program ran (it may not: ENOENT, EACCES), and the host stopped it itself (flood, initialize timeout). */
  let startedRun = false;
  let hostStopped = false;
  let lastActivity = started;
  let lastToastAt = -Infinity;
  /** Methods of Agentty the plugin called that Panel Designer does not simulate: told in the notes, never failed. */
  const unsimulated = new Set<string>();
  const runner = new HostRunner(
    program,
    { ...settings, initializeTimeoutMs: limits.initializeMs, ...(script ? { starter: script.starter, grants: { ...settings.grants, ...script.grants } } : {}) },
    {
      step: (step) => {
        lastActivity = Date.now();
        for (const entry of step.wire) {
          if (entry.direction === 'toPlugin') lastSent = entry.seq;
          else received.push({ seq: entry.seq, value: JSON.parse(entry.line) as unknown });
          if (entry.direction === 'fromPlugin' && entry.method === 'ui/notify') lastToastAt = Date.now();
        }
        // a step answers one line: its panel came with the plugin's entry
        const seq = step.wire.find((entry) => entry.direction === 'fromPlugin')?.seq;
        for (const effect of step.effects) {
          if (effect.kind === 'panel') for (const message of effect.advice ?? []) noteAdvice(message, seq);
          // read at each panel: a plugin may write into its own files/ as it runs
          if (effect.kind === 'panel') for (const message of missingPictureAdvice(effect.tree, pictureListing(program.dir))) noteAdvice(message, seq);
          if (effect.kind === 'initialized') initialized = true;
          if (effect.kind === 'stop') hostStopped = true;
          if (effect.kind === 'notSimulated') unsimulated.add(effect.method);
          if (effect.kind === 'panel') {
            onScreen = effect.tree;
            firstValid ??= seq;
          }
          if (effect.kind === 'rejectedPanel' && onScreen === undefined && seq !== undefined) rejectedFirst.push(seq);
        }
        watch.notify();
      },
      status: (status) => {
        if (status.state === 'starting') startedRun = true;
        watch.notify();
      },
      // a long line still arriving is the plugin talking: the quiet period starts after it
      output: () => (lastActivity = Date.now()),
    },
    file,
  );
  function noteAdvice(message: string, seq: number | undefined): void {
    const seen = advice.get(message);
    if (seen) seen.count++;
    else if (advice.size < ADVICE_LIMIT) advice.set(message, { ...(seq === undefined ? {} : { seq }), count: 1 });
  }
  const steps: StepResult[] = [];
  const own: Violation[] = [];
  const fail = (rule: keyof typeof CHECK_RULES, message: string) => own.push({ time: Date.now(), rule, message });
  const notes: string[] = [];
  const manifest = file.report;
  for (const problem of manifest.problems) {
    if (problem.severity === 'error') fail('manifest', describeProblem(problem));
    else advice.set(describeProblem(problem), { count: 1 });
  }
  // a program that cannot start keeps the last status until its error arrives
  const exited = () => runner.status.state === 'exited' && !runner.running;
  // a fetch in flight, or a line half written (a long one, on a loaded machine): the plugin is still at work, however long it pauses
  const isBusy = () => runner.core.fetching || runner.midLine;
  /**
   * Until the plugin has been quiet for quietMs, or for replyQuietMs once something came back for what was `sent` (or `ready()`), at
   * most settleMs (counted from its last byte while a line is half written). It is not done while a net/fetch of its is in flight or a line of its is half written, nor, after `sent`, while nothing has come back and a toast
   * arrived so lately that what follows may be held behind the next one.
   */
  const quiet = async ({ ready = () => false, settleMs = limits.settleMs, sent }: { ready?: () => boolean; settleMs?: number; sent?: number } = {}): Promise<void> => {
    const settleBy = Date.now() + settleMs;
    for (;;) {
      const now = Date.now();
      const busy = isBusy();
      // a line still arriving keeps the plugin at work for as long as its bytes keep coming
      const deadline = runner.midLine ? Math.max(settleBy, lastActivity + settleMs) : settleBy;
      const unanswered = sent !== undefined && received.length === sent;
      const held = unanswered ? lastToastAt + TOAST_HOLD_MS : 0;
      const gap = sent !== undefined && !unanswered ? limits.replyQuietMs : limits.quietMs;
      const left = Math.min(busy ? deadline : Math.max(lastActivity + gap, held), deadline) - now;
      if (left <= 0 || exited() || ready()) break;
      await watch.until(() => exited() || ready() || isBusy() !== busy || (unanswered && received.length > sent), left);
    }
    await sleep(0);
  };
  let cursor = 0;

  const expect = async (step: Extract<ScriptStep, { kind: 'expect' }>): Promise<StepResult> => {
    const found = () => {
      const candidates = step.next ? received.slice(cursor, cursor + 1) : received.slice(cursor);
      const at = candidates.findIndex((message) => matches(step.match, message.value));
      return at === -1 ? undefined : cursor + at;
    };
    await watch.until(() => found() !== undefined || exited(), step.withinMs);
    const at = found();
    if (at !== undefined) {
      cursor = at + 1;
      return { step: describeStep(step), ok: true, detail: `matched wire #${received[at]?.seq}` };
    }
    const why = exited() ? 'the plugin exited first' : `none within ${step.withinMs} ms`;
    fail('expect-failed', `Expected a message matching ${JSON.stringify(step.match)}: ${why}.`);
    return { step: describeStep(step), ok: false, detail: why };
  };

  const run = async (step: ScriptStep, again = false): Promise<StepResult> => {
    if (step.kind === 'wait') return sleep(step.ms).then(() => ({ step: describeStep(step), ok: true }));
    if (step.kind === 'expect') return expect(step);
    const heard = received.length;
    const refused = runner.send(step.message);
    const refusal = refused && inEnglish(refused);
    if (refusal) fail('not-running', refusal);
    const seq = lastSent;
    await quiet({ sent: heard });
    const detail = refusal ?? [seq === undefined ? '' : `wire #${seq}`, again ? 'again, to get back to a panel with events not tried yet' : ''].filter(Boolean).join(', ');
    return { step: describeStep(step), ok: !refusal, ...(detail ? { detail } : {}) };
  };

  /** The first valid panel: an invalid one is waited past until the plugin falls quiet, in case a valid one follows. */
  const firstPanel = async (): Promise<JsonValue | undefined> => {
    await watch.until(() => onScreen !== undefined || rejectedFirst.length > 0 || exited(), limits.firstPanelMs);
    if (onScreen === undefined && rejectedFirst.length) await quiet({ ready: () => onScreen !== undefined, settleMs: limits.firstPanelMs });
    const count = rejectedFirst.length;
    const where = rejectedFirst.map((seq) => `wire #${seq}`).join(', ');
    if (onScreen === undefined) {
      const detail = count ? `only ${count === 1 ? 'an invalid panel' : 'invalid panels'} (${where}), so nothing was clicked` : `no ui/setPanel within ${limits.firstPanelMs} ms, so nothing was clicked`;
      steps.push({ step: 'first panel', ok: count === 0, detail });
      return undefined;
    }
    const passed = count ? `; the invalid ${count === 1 ? 'panel' : 'panels'} before it (${where}) passed over` : '';
    steps.push({ step: 'first panel', ok: true, detail: `wire #${firstValid}${passed}` });
    return onScreen;
  };

  /** Without a script: every event of the panel on show, re-read after each one, through every screen the events lead to. */
  const walkPanels = async (): Promise<void> => {
    if ((await firstPanel()) === undefined) return;
    const walk = new PanelWalk(limits.events);
    for (let before = onScreen; before !== undefined && runner.running; before = onScreen) {
      const choice = walk.next(before);
      if (!choice) break;
      const heard = received.length;
      steps.push(await run({ kind: 'send', message: choice.event }, choice.again));
      const sideEffects = received.slice(heard).some((message) => !isPanel(message.value) && isCall(message.value));
      walk.record(before, choice, onScreen ?? before, sideEffects);
    }
    steps.push({ step: 'events', ok: true, detail: walk.summary() });
  };

  const session = async (): Promise<void> => {
    runner.start();
    await watch.until(() => initialized || exited() || runner.status.state === 'stopping', limits.initializeMs + 1000);
    steps.push({ step: 'initialize', ok: initialized, ...(initialized ? {} : { detail: 'not answered' }) });
    if (!initialized) return;
    if (!script) return walkPanels();
    for (const step of script.steps) {
      if (!runner.running) return;
      steps.push(await run(step));
    }
  };

  const limitMs = script?.runLimitMs ?? 60_000;
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(() => resolve(void (timedOut = true)), limitMs)));
  await Promise.race([session(), limit]);
  clearTimeout(timer);
  if (timedOut) fail('time-limit', `The check did not finish within ${limitMs / 1000} s.`);
  const end = runner.status;
  if (end.state === 'exited' && !startedRun) fail('start-failed', end.reason);
  // the spec does not ask a plugin to run until shutdown: exiting is told, not failed
  else if (end.state === 'exited' && !hostStopped) notes.push(`${end.reason} It exited before shutdown was sent; the spec allows a plugin to exit.`);
  if (unsimulated.size) {
    const methods = [...unsimulated].join(', ');
    notes.push(`The plugin called ${methods}, which Panel Designer does not simulate: each was answered -32002 (unavailable), so check ${unsimulated.size === 1 ? 'it' : 'them'} in Agentty.`);
  }
  if (!timedOut && runner.running) await quiet();
  await (timedOut ? runner.quit() : runner.stop(say('hostRuns.checkDone')));
  steps.push({ step: 'shutdown', ok: runner.violations.length === 0 });

  const core = runner.core.snapshot();
  // the report is English: the words as data are for the Live page's languages
  const violations = [...core.violations, ...runner.violations, ...own].sort((a, b) => a.time - b.time).map(({ said: _said, ...violation }) => ({ ...violation, ruleText: ruleText(violation.rule) }));
  const advised = [...advice].map(([message, { seq, count }]) => ({ message, ...(seq === undefined ? {} : { seq }), count }));
  const ok = violations.length === 0 && !(strict && advised.length > 0);
  const log = core.log.map(({ said: _said, ...entry }) => entry);
  const { said: _said, ...status } = runner.status as ProcessStatus & { readonly said?: unknown };
  return { ok, strict, program, steps, wire: core.wire, log, violations, advice: advised, status: status as ProcessStatus, durationMs: Date.now() - started, manifest, notes };
}
