// Test support: runs a sample plugin under the real runner and records everything it reports.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { HostEffect, HostSettings, PluginLogEntry, ProcessStatus } from '../src/host/contract';
import type { WireEntry } from '../src/events/wire-log';
import { settingsFor } from './plugin-info';
import { resolveProgram, type Program, type Runtime } from './program';
import { HostRunner } from './runner';
import { Watch } from './watch';
import { MANIFEST_FILE } from '../src/manifest';

export const PLUGINS = resolve(import.meta.dirname, '../tests/plugins');

export function samplePlugin(name: string, runtime?: Runtime, main?: string): Program {
  return resolveProgram(join(PLUGINS, name), runtime, main).program;
}

/** A throwaway plugin folder with one file; removed by `remove`. */
/** A plugin folder as Agentty installs it: `file` and an agentty-plugin.json whose id is the folder's name. */
export function scratchPlugin(file: string, text: string, runtime?: Runtime, mode = 0o644): { program: Program; remove: () => void } {
  const parent = mkdtempSync(join(tmpdir(), 'panel-host-test-'));
  const dir = join(parent, SCRATCH_ID);
  mkdirSync(dir);
  writeFileSync(join(dir, file), text);
  chmodSync(join(dir, file), mode);
  const program = resolveProgram(dir, runtime, file).program;
  const manifest = { id: SCRATCH_ID, name: 'Scratch plugin', version: '0.0.0', main: file, runtime: program.runtime };
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return { program, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

const SCRATCH_ID = 'scratch-plugin';

export interface Recording {
  readonly runner: HostRunner;
  readonly wire: WireEntry[];
  readonly log: PluginLogEntry[];
  readonly effects: HostEffect[];
  readonly statuses: ProcessStatus[];
  /** Resolves once `ready()` holds; rejects after `ms` with the recording so far, to show what happened instead. */
  until(ready: () => boolean, ms?: number): Promise<void>;
  exited(ms?: number): Promise<Extract<ProcessStatus, { state: 'exited' }>>;
  fromPlugin(): unknown[];
  toPlugin(): unknown[];
}

export function record(program: Program, change: (settings: HostSettings) => HostSettings = (settings) => settings): Recording {
  const watch = new Watch();
  const wire: WireEntry[] = [];
  const log: PluginLogEntry[] = [];
  const effects: HostEffect[] = [];
  const statuses: ProcessStatus[] = [];
  const runner = new HostRunner(program, change(settingsFor(program, tmpdir())), {
    step: (step) => {
      wire.push(...step.wire);
      log.push(...step.log);
      effects.push(...step.effects);
      watch.notify();
    },
    status: (status) => {
      statuses.push(status);
      watch.notify();
    },
  });
  const lines = (direction: WireEntry['direction']) => wire.filter((entry) => entry.direction === direction).map((entry) => JSON.parse(entry.line) as unknown);
  const recording: Recording = {
    runner,
    wire,
    log,
    effects,
    statuses,
    // waits only: a generous default costs a passing test nothing, and a plugin starts slowly on busy cores
    async until(ready, ms = 15_000) {
      if (await watch.until(ready, ms)) return;
      throw new Error(`Timed out after ${ms} ms. Status: ${JSON.stringify(runner.status)}\nWire:\n${wire.map((entry) => entry.line.slice(0, 200)).join('\n')}\nLog:\n${log.map((entry) => entry.text).join('\n')}`);
    },
    async exited(ms = 15_000) {
      // a program that cannot start keeps the last status until its error arrives
      await recording.until(() => runner.status.state === 'exited' && !runner.running, ms);
      return runner.status as Extract<ProcessStatus, { state: 'exited' }>;
    },
    fromPlugin: () => lines('fromPlugin'),
    toPlugin: () => lines('toPlugin'),
  };
  return recording;
}

export const effectsOf = <K extends HostEffect['kind']>(recording: Recording, kind: K) => recording.effects.filter((effect): effect is Extract<HostEffect, { kind: K }> => effect.kind === kind);
export const ruleNames = (recording: Recording) => effectsOf(recording, 'violation').map((effect) => effect.violation.rule);
