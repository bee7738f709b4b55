// Answers each plugin → Agentty method of the spec from the settings and the simulated environment.
import { z } from 'zod';
import { uiFeatures } from '../schema/agentty';
import { API_VERSIONS, NEWEST_API, type ApiVersion } from '../schema/nodes';
import { ERROR_CODES, NOTIFY_KINDS, badgeCut, shownBadge, type NotifyKind } from '../events';
import { say } from '../i18n/say';
import type { JsonObject } from '../json';
import { setPanel } from './answer-panel';
import { promptInject, sessionGet, terminalSend, workspaceList } from './answer-panes';
import { fail, invalid, paramsObject, quote, readParams, str, succeed, type Answer, type CallContext } from './answer-types';
import type { Environment } from './contract';
import { LINK_BLOCK_MS, LINK_BLOCKED_METHODS } from './decisions';
import { answerFiles } from './answer-files';
import { hostCopy, hostTimer, netFetch } from './answer-net';
import { answerWorkspace } from './answer-workspace';
import { isHostMethod, isSimulated, methodSince } from './methods';
import { permissionFor, visibleContext } from './permissions';
import { answerStorage, memoryStorage } from './storage';

export { type Answer, type CallContext, type ErrorCode } from './answer-types';

/** The answer to one call: a result with what the host shows, or an error code with the rule the plugin broke. */
export function answer(method: string, params: unknown, call: CallContext): Answer {
  if (!isHostMethod(method)) return fail(ERROR_CODES.unknownMethod, 'unknown-method', say('hostAnswers.unknownMethod', { method: quote(method) }));
  const since = methodSince(method);
  if (since > simulatedApi(call.settings)) {
    return fail(ERROR_CODES.unknownMethod, 'unknown-method', say('hostAnswers.methodTooNew', { method: quote(method), api: simulatedApi(call.settings), since }));
  }
  const permission = permissionFor(method);
  if (permission !== undefined && !call.settings.grants[permission]) {
    return fail(ERROR_CODES.permissionDenied, 'permission-denied', say('hostAnswers.permissionDenied', { method, permission }));
  }
  const blockedUntil = call.linkBlockedUntil;
  // Agentty: the in-app browser is signed in as the user, so a link's author must not drive it either
  const linkBlocked = LINK_BLOCKED_METHODS.has(method) || method.startsWith('browser/');
  if (linkBlocked && blockedUntil !== undefined && call.now < blockedUntil) {
    const seconds = Math.ceil((blockedUntil - call.now) / 1000);
    return fail(ERROR_CODES.permissionDenied, 'link-block', say('hostAnswers.linkBlocked', { method, seconds, blockSeconds: LINK_BLOCK_MS / 1000 }));
  }
  if (!isSimulated(method)) {
    return fail(ERROR_CODES.unavailable, 'not-simulated', say('hostAnswers.notSimulated', { method }), [{ kind: 'notSimulated', method }]);
  }
  const object = paramsObject(method, params);
  if (!object.ok) return object.answer;
  if (method.startsWith('files/')) return answerFiles(method, object.value, call);
  if (method.startsWith('storage/')) return answerStorage(method, object.value, call.storage ?? memoryStorage());
  if (method.startsWith('workspace/') && method !== 'workspace/list') return answerWorkspace(method, object.value, call.settings.environment);
  return answerMethod(method, object.value, call);
}

function answerMethod(method: string, params: JsonObject, call: CallContext): Answer {
  const { settings } = call;
  const { environment } = settings;
  switch (method) {
    case 'ui/setPanel':
      return setPanel(params, simulatedApi(settings), call.line);
    case 'ui/showPanel':
      return succeed(null, [{ kind: 'showPanel' }]);
    case 'ui/notify':
      return notify(params, call.dropped ?? false);
    case 'ui/setBadge':
      return setBadge(params);
    case 'context/get':
      return succeed(visibleContext(settings.initialize.context, settings.grants));
    case 'host/info': {
      const api = simulatedApi(settings);
      return succeed({ version: settings.initialize.agentty.version, apiVersion: api, language: settings.initialize.language, uiFeatures: uiFeatures(api) });
    }
    case 'host/openUrl':
      return openUrl(params);
    case 'host/revealPath':
      return revealPath(params, call.pathExists ?? ((path) => knownFolders(environment).has(withoutTrailingSlash(path))));
    case 'prompt/inject':
      return promptInject(params, environment);
    case 'terminal/send':
      return terminalSend(params, environment);
    case 'session/get':
      return sessionGet(params, environment);
    case 'workspace/list':
      return workspaceList(environment);
    case 'net/fetch':
      return netFetch(params, call);
    case 'host/timer':
      return hostTimer(params, call);
    case 'host/copy':
      return hostCopy(params);
    default:
      return fail(ERROR_CODES.unknownMethod, 'unknown-method', say('hostAnswers.noSuchMethod', { method: quote(method) }));
  }
}

/** The Agentty the session simulates: the API version its initialize says, today's newest when it says none. */
export function simulatedApi(settings: CallContext['settings']): ApiVersion {
  const version = settings.initialize.apiVersion;
  return API_VERSIONS.find((known) => known === version) ?? NEWEST_API;
}

const NOTIFY = z.object({ message: str, kind: str });

function notify(params: JsonObject, dropped: boolean): Answer {
  const read = readParams('ui/notify', params, NOTIFY);
  if (!read.ok) return read.answer;
  const { message, kind } = read.value;
  if (!(NOTIFY_KINDS as readonly string[]).includes(kind)) {
    return invalid('notify-kind', say('hostAnswers.notifyKind', { kinds: NOTIFY_KINDS.join(', '), got: quote(kind) }));
  }
  // the 700 ms rule: answered normally, then discarded
  return succeed(null, dropped ? [] : [{ kind: 'toast', message, notifyKind: kind as NotifyKind }]);
}

function setBadge(params: JsonObject): Answer {
  const read = readParams('ui/setBadge', params, z.object({ text: str }));
  if (!read.ok) return read.answer;
  // Agentty keeps the first 8 characters rather than refusing the rest
  const problem = badgeCut(read.value.text);
  return succeed(null, [{ kind: 'badge', text: shownBadge(read.value.text) }], problem === undefined ? [] : [say('hostAnswers.badgeCut', { problem })]);
}

function openUrl(params: JsonObject): Answer {
  const read = readParams('host/openUrl', params, z.object({ url: str }));
  if (!read.ok) return read.answer;
  const { url } = read.value;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return invalid('url-invalid', say('hostAnswers.notUrl', { url: quote(url) }));
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    return invalid('url-scheme', say('hostAnswers.urlScheme', { scheme: quote(protocol.slice(0, -1)) }));
  }
  return succeed(null, [{ kind: 'openUrl', url }]);
}

// POSIX (/Users/…) as Agentty's, and Windows (C:\…) so the designer also works there
const ABSOLUTE = /^(\/|[A-Za-z]:[\\/])/;

function revealPath(params: JsonObject, pathExists: (path: string) => boolean): Answer {
  const read = readParams('host/revealPath', params, z.object({ path: str }));
  if (!read.ok) return read.answer;
  const { path } = read.value;
  if (!ABSOLUTE.test(path) || path.includes('\0')) {
    return invalid('path-not-absolute', say('hostAnswers.pathNotAbsolute', { path: quote(path) }));
  }
  if (!pathExists(path)) return invalid('path-missing', say('hostAnswers.pathMissing', { path: quote(path) }));
  return succeed(null, [{ kind: 'revealPath', path }]);
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/[\\/]+$/, '') : path;
}

/** The folders the simulated Agentty knows: what exists when no file system is at hand. */
function knownFolders(environment: Environment): Set<string> {
  const folders = environment.workspaces.flatMap((workspace) => [workspace.cwd, ...workspace.panes.map((pane) => pane.cwd)]);
  return new Set(folders.map(withoutTrailingSlash));
}
