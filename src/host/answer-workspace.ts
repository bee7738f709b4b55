// The plugin's own workspace (workspace/instances, setInstanceTitle, setInstanceStatus, closeInstance): see ./decisions.ts.
import type { JsonObject } from '../json';
import { invalid, succeed, unavailable, type Answer } from './answer-types';
import type { Environment } from './contract';
import { say } from '../i18n/say';

const STATES = ['working', 'idle', 'error'];
/** Agentty keeps a status line of at most 120 characters, on one line. */
const STATUS_CHARS = 120;

export function answerWorkspace(method: string, params: JsonObject, environment: Environment): Answer {
  if (method === 'workspace/setInstanceStatus') {
    const state = typeof params.state === 'string' ? params.state : '';
    if (!STATES.includes(state)) return invalid('instance-state', say('hostAnswers.instanceState'));
    const line = typeof params.text === 'string' ? params.text.replace(/\p{Cc}/gu, ' ').split(/\s+/).filter(Boolean).join(' ') : '';
    const said: Record<string, string> = line ? { state, text: [...line].slice(0, STATUS_CHARS).join('') } : { state };
    const status =
      typeof params.instance === 'string' && params.instance !== ''
        ? say(line ? 'hostAnswers.instanceStatusText' : 'hostAnswers.instanceStatus', { instance: params.instance, ...said })
        : say(line ? 'hostAnswers.statusText' : 'hostAnswers.status', said);
    return succeed(null, [], [status]);
  }
  // these reach Agentty's window, as the other window calls do
  if (!environment.windowOpen) return unavailable('no-window', say('hostAnswers.noWindow', { method }));
  if (method === 'workspace/instances') return succeed([]);
  return invalid('no-workspace', say('hostAnswers.noWorkspace', { method }));
}
