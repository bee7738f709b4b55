// Which permission guards what: the spec names the permissions of the methods, and says only that
// "the context fields a plugin sees are limited by its permissions". Which fields is Panel Designer's decision, here.
import type { JsonObject } from '../json';
import { PERMISSIONS, type Grants, type Permission } from './contract';

/** Each top-level `context` key and the permission that reveals it (why, beside each); any key not listed is always visible. */
export const CONTEXT_FIELD_PERMISSIONS: Readonly<Record<string, Permission>> = {
  workspaceId: 'workspace.read', // names the workspace, which workspace/list reveals under the same permission
  workspaceName: 'workspace.read', // the workspace's name is part of what workspace/list reveals
  cwd: 'workspace.read', // a folder on disk, like the paths host/revealPath may show
  paneId: 'terminal.write', // a pane id is only of use to send to that pane
  agent: 'prompt.inject', // which agent runs tells where a prompt would go
  sessionId: 'session.read', // names the conversation that session/get reads
  sessionTitle: 'session.read', // the session's title is part of the conversation
};

/** The permission each plugin → Agentty method needs (agentty-today.md §2, Agentty's HOST_METHODS); a method not listed needs none. */
export const METHOD_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'host/revealPath': 'workspace.read',
  'workspace/list': 'workspace.read',
  'prompt/inject': 'prompt.inject',
  'terminal/send': 'terminal.write',
  'session/get': 'session.read',
  'net/fetch': 'net.request',
  ...Object.fromEntries(
    ['write', 'read', 'list', 'stat', 'remove', 'rename', 'copy', 'download', 'path', 'reveal', 'pick'].map((name) => [`files/${name}`, 'files' as const]),
  ),
  'media/svgToPng': 'files',
  'media/svgsToVideo': 'files',
  'media/htmlToVideo': 'files',
  'terminal/close': 'prompt.inject',
  'agent/list': 'prompt.inject',
  ...Object.fromEntries(
    ['sites', 'open', 'navigate', 'eval', 'wait', 'info', 'show', 'hide', 'close', 'signIn', 'profiles', 'removeProfile', 'viewport'].map((name) => [
      `browser/${name}`,
      'browser.control' as const,
    ]),
  ),
  'terminal/setProxy': 'terminal.proxy',
};

/** files/download reaches the network as net/fetch does: it needs net.request besides files (checked where it is answered). */
export const DOWNLOAD_ALSO_NEEDS: Permission = 'net.request';

/** The context as a plugin with these grants sees it: keys of a withheld permission are left out. */
export function visibleContext(context: JsonObject, grants: Grants): JsonObject {
  // fromEntries defines keys, so a "__proto__" key stays a key instead of becoming the prototype
  return Object.fromEntries(
    Object.entries(context).filter(([key]) => {
      const needs = Object.hasOwn(CONTEXT_FIELD_PERMISSIONS, key) ? CONTEXT_FIELD_PERMISSIONS[key] : undefined;
      return needs === undefined || grants[needs];
    }),
  );
}

/** The permission `method` needs, if any ("toString" is a method name a plugin may send, not a key of the table). */
export function permissionFor(method: string): Permission | undefined {
  return Object.hasOwn(METHOD_PERMISSIONS, method) ? METHOD_PERMISSIONS[method] : undefined;
}

/** The context keys a permission reveals, for the permissions panel and the README. */
export function fieldsRevealedBy(permission: Permission): string[] {
  return Object.entries(CONTEXT_FIELD_PERMISSIONS)
    .filter(([, needs]) => needs === permission)
    .map(([key]) => key);
}

/** Grants with exactly `granted` on (anything not a permission is left out), e.g. a manifest's "permissions". */
export function grantsOf(granted: Iterable<unknown>): Grants {
  const on = new Set(granted);
  return Object.fromEntries(PERMISSIONS.map((permission) => [permission, on.has(permission)])) as Record<Permission, boolean>;
}
