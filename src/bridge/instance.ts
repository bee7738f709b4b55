import type { SimHostCall, SimStatus, Simulation } from '../schema/bridge';
import { HostError, logLine, type BridgeWorld, type PluginHost } from './host';

// the running instance of the designer's simulated plugin: start and stop as the server calls them, the host
// calls the scenario lists, each written to the server log in the spec's line format

/** How long a log line's answer may be before it is cut (the whole answer is in the API tab's log). */
const ANSWER_MAX = 400;
export const CONNECTING: SimStatus = { state: 'connecting', note: '' };
export const OFF: SimStatus = { state: 'off', note: '' };

/** What start() settles in: the simulation's status, or error when start throws. */
export function startedStatus(sim: Simulation): SimStatus {
  if (sim.startError !== undefined) return { state: 'error', note: sim.startError };
  return { state: sim.status?.state ?? 'on', note: sim.status?.note ?? '' };
}

const show = (value: unknown) => {
  const text = value === undefined ? '—' : JSON.stringify(value);
  // a code point is at most two UTF-16 units: the head decides, so a megabyte answer is not split into characters
  const head = Array.from(text.slice(0, ANSWER_MAX * 2 + 1));
  return head.length > ANSWER_MAX ? `${head.slice(0, ANSWER_MAX).join('')}…` : text;
};

/** What a host call gave: its answer, or the 400 note it was refused with. */
export type CallOutcome = { readonly answer: unknown } | { readonly refused: string };

/** One host call of the scenario, made on `host`. */
export function callHost(host: PluginHost, call: SimHostCall): CallOutcome {
  const args = call.args ?? [];
  const arg = (i: number) => args[i] ?? '';
  try {
    switch (call.call) {
      case 'Origin': return { answer: host.Origin() };
      case 'Code': return { answer: host.Code() };
      case 'Sessions': return { answer: host.Sessions() };
      case 'Find': return { answer: host.Find(arg(0)) };
      case 'Command': return { answer: host.Command(arg(0)) };
      case 'Seat': return { answer: host.Seat(arg(0)) };
      case 'Summary': return { answer: host.Summary(arg(0)) };
      case 'SeatUrl': return { answer: host.SeatUrl(arg(0), arg(1)) };
      case 'MoveTo': return { answer: host.MoveTo(arg(0), arg(1)) };
      case 'Send': return { answer: host.Send(arg(0), arg(1), args.slice(2)) };
      case 'Start': return { answer: host.Start(arg(0), arg(1), arg(2)) };
      case 'save': return { answer: host.save() };
      case 'changed': return { answer: host.changed() };
      case 'log': return { answer: host.log(arg(0)) };
    }
  } catch (error) {
    if (error instanceof HostError) return { refused: error.note };
    throw error;
  }
}

/** One host call of the scenario, written to the server log with its answer (log() writes its own line, as the server does). */
export function runHostCall(host: PluginHost, world: BridgeWorld, call: SimHostCall): void {
  const outcome = callHost(host, call);
  if (call.call === 'log') return;
  const shown = `${call.call}(${(call.args ?? []).map((value) => JSON.stringify(value)).join(', ')})`;
  const result = 'refused' in outcome ? `400 ${outcome.refused}` : show(outcome.answer);
  world.log.push(logLine(host.pluginId, host.uid, `${shown} → ${result}`));
}

/** What the simulated server holds of one running instance. */
export interface Running {
  readonly host: PluginHost;
}

/** start(config, host): the instance comes up, or throws; returns the instance (undefined after a throw) and its statuses. */
export function startInstance(world: BridgeWorld, sim: Simulation, host: PluginHost): { running: Running | undefined; statuses: SimStatus[] } {
  const line = (text: string) => world.log.push(logLine(host.pluginId, host.uid, text));
  const final = startedStatus(sim);
  if (sim.startError !== undefined) {
    line(`start(config, host) threw: ${sim.startError} → state error`);
    return { running: undefined, statuses: [CONNECTING, final] };
  }
  line('start(config, host)');
  for (const call of sim.calls ?? []) runHostCall(host, world, call);
  line(`status() → ${show(final)}`);
  return { running: { host }, statuses: [CONNECTING, final] };
}

/** stop(): called when turned off, on a settings change, on removal and when the server ends; its errors are ignored. */
export function stopInstance(world: BridgeWorld, sim: Simulation, running: Running, why: StopReason): void {
  const thrown = sim.stopError === undefined ? '' : ` threw: ${sim.stopError} (ignored)`;
  world.log.push(logLine(running.host.pluginId, running.host.uid, `stop() (${why})${thrown}`));
}

export type StopReason = 'turned off' | 'settings changed' | 'removed' | 'server ends';
