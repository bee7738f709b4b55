// The plugin's own workspace (workspace/instances, setInstanceTitle, setInstanceStatus, closeInstance): see ./decisions.ts.
import type { JsonObject } from '../json';
import { invalid, succeed, unavailable, type Answer } from './answer-types';
import type { Environment } from './contract';

const STATES = ['working', 'idle', 'error'];
/** Agentty keeps a status line of at most 120 characters, on one line. */
const STATUS_CHARS = 120;

export function answerWorkspace(method: string, params: JsonObject, environment: Environment): Answer {
  if (method === 'workspace/setInstanceStatus') {
    const state = typeof params.state === 'string' ? params.state : '';
    if (!STATES.includes(state)) return invalid('instance-state', 'workspace/setInstanceStatus: state must be "working", "idle" or "error".');
    const line = typeof params.text === 'string' ? params.text.replace(/\p{Cc}/gu, ' ').split(/\s+/).filter(Boolean).join(' ') : '';
    const instance = typeof params.instance === 'string' && params.instance !== '' ? ` of ${params.instance}` : '';
    return succeed(null, [], [`status${instance}: ${state}${line ? ` — ${[...line].slice(0, STATUS_CHARS).join('')}` : ''}`]);
  }
  // these reach Agentty's window, as the other window calls do
  if (!environment.windowOpen) return unavailable('no-window', `${method}: no Agentty window is open (unavailable).`);
  if (method === 'workspace/instances') return succeed([]);
  return invalid('no-workspace', `${method}: the plugin has no workspace (Panel Designer does not simulate a plugin's own workspace).`);
}
