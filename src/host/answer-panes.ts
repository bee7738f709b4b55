// The calls answered from the simulated workspaces, panes and sessions: prompt/inject, terminal/send, session/get, workspace/list.
import { z } from 'zod';
import type { JsonObject, JsonValue } from '../json';
import { invalid, optionalBool, optionalStr, quote, readParams, str, succeed, unavailable, type Answer } from './answer-types';
import type { Environment, SimPane, SimWorkspace } from './contract';
import { DEFAULT_MAX_TURNS, MOST_TURNS } from './decisions';
import { expected } from './json-text';
import { say } from '../i18n/say';

interface Located {
  readonly pane: SimPane;
  readonly workspace: SimWorkspace;
}

function findPane(environment: Environment, paneId: string): Located | undefined {
  for (const workspace of environment.workspaces) {
    const pane = workspace.panes.find((candidate) => candidate.id === paneId);
    if (pane) return { pane, workspace };
  }
  return undefined;
}

const noWindow = (method: string) => unavailable('no-window', say('hostAnswers.noWindowForPane', { method }));
const unknownPane = (method: string, paneId: string) => invalid('unknown-pane', say('hostAnswers.unknownPane', { method, id: quote(paneId) }));

/** The pane a call names, else the focused one; or the answer saying why there is none. */
function targetPane(method: string, environment: Environment, paneId: string | undefined): Located | Answer {
  if (!environment.windowOpen) return noWindow(method);
  const id = paneId ?? environment.focusedPaneId;
  if (id === null) return unavailable('no-focused-pane', say('hostAnswers.noFocusedPane', { method }));
  return findPane(environment, id) ?? unknownPane(method, id);
}

const isAnswer = (value: Located | Answer): value is Answer => 'ok' in value;

const PROMPT_INJECT = z.object({
  text: str,
  title: optionalStr,
  target: optionalStr,
  paneId: optionalStr,
  workspaceId: optionalStr,
  agent: optionalStr,
  cwd: optionalStr,
  submit: optionalBool,
});

/** With a paneId the prompt is typed into that pane ("sent"); without one Agentty asks the user where ("asked"). */
export function promptInject(params: JsonObject, environment: Environment): Answer {
  const read = readParams('prompt/inject', params, PROMPT_INJECT);
  if (!read.ok) return read.answer;
  const { paneId, workspaceId } = read.value;
  if (!environment.windowOpen) return noWindow('prompt/inject');
  if (workspaceId !== undefined && !environment.workspaces.some((workspace) => workspace.id === workspaceId)) {
    return invalid('unknown-workspace', say('hostAnswers.unknownWorkspace', { id: quote(workspaceId) }));
  }
  let result: JsonObject = { status: 'asked' };
  if (paneId !== undefined) {
    const found = findPane(environment, paneId);
    if (!found) return unknownPane('prompt/inject', paneId);
    if (workspaceId !== undefined && found.workspace.id !== workspaceId) {
      return invalid('unknown-pane', say('hostAnswers.paneInOtherWorkspace', { pane: quote(paneId), workspace: quote(found.workspace.id), asked: quote(workspaceId) }));
    }
    result = { status: 'sent', paneId };
  }
  return succeed(result, [{ kind: 'promptInject', params, result }]);
}

const TERMINAL_SEND = z.object({ paneId: optionalStr, text: str, submit: optionalBool });

export function terminalSend(params: JsonObject, environment: Environment): Answer {
  const read = readParams('terminal/send', params, TERMINAL_SEND);
  if (!read.ok) return read.answer;
  const target = targetPane('terminal/send', environment, read.value.paneId);
  if (isAnswer(target)) return target;
  const paneId = target.pane.id;
  return succeed({ paneId }, [{ kind: 'terminalSend', paneId, text: read.value.text, submit: read.value.submit ?? false }]);
}

const SESSION_GET = z.object({ paneId: optionalStr, maxTurns: z.number({ error: expected('a whole number from 1') }).optional() });

export function sessionGet(params: JsonObject, environment: Environment): Answer {
  const read = readParams('session/get', params, SESSION_GET);
  if (!read.ok) return read.answer;
  const { paneId, maxTurns = DEFAULT_MAX_TURNS } = read.value;
  if (!Number.isInteger(maxTurns) || maxTurns < 1) {
    return invalid('max-turns', say('hostAnswers.maxTurns', { max: MOST_TURNS, got: maxTurns }));
  }
  const target = targetPane('session/get', environment, paneId);
  if (isAnswer(target)) return target;
  const { pane } = target;
  if (pane.session === null) return unavailable('no-session', say('hostAnswers.noSession', { pane: quote(pane.id) }));
  const kept = Math.min(maxTurns, MOST_TURNS);
  const notes = maxTurns > MOST_TURNS ? [say('hostAnswers.turnsCapped', { asked: maxTurns, max: MOST_TURNS })] : [];
  const { session } = pane;
  const result: JsonObject = {
    paneId: pane.id,
    agent: pane.agent,
    sessionId: session.sessionId,
    title: session.title,
    cwd: pane.cwd,
    status: session.status,
    turnCount: session.turns.length,
    turns: session.turns.slice(-kept),
  };
  return succeed(result, [], notes);
}

export function workspaceList(environment: Environment): Answer {
  const result: JsonValue = environment.workspaces.map((workspace) => ({
    id: workspace.id,
    name: workspace.name,
    cwd: workspace.cwd,
    active: workspace.active,
    panes: workspace.panes.map((pane) => ({ id: pane.id, title: pane.title, cwd: pane.cwd, agent: pane.agent })),
  }));
  return succeed(result);
}
