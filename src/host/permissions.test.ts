import { describe, expect, it } from 'vitest';
import { PLUGIN_METHODS } from '../events';
import { PERMISSIONS, type Grants, type Permission } from './contract';
import { isHostMethod } from './methods';
import { CONTEXT_FIELD_PERMISSIONS, METHOD_PERMISSIONS, fieldsRevealedBy, grantsOf, permissionFor, visibleContext } from './permissions';

const none: Grants = grantsOf([]);
const only = (permission: Permission): Grants => ({ ...none, [permission]: true });

const context = {
  workspaceId: 'ws-web',
  workspaceName: 'web-app',
  cwd: '/Users/dana/code/web-app',
  paneId: 'pane-1',
  agent: 'claude',
  sessionId: 'sess-1',
  sessionTitle: 'Fix it',
  theme: 'dark',
  nested: { cwd: '/kept/inside' },
};

describe('visibleContext', () => {
  it('shows only the always-visible keys without any grant', () => {
    expect(visibleContext(context, none)).toEqual({ theme: 'dark', nested: { cwd: '/kept/inside' } });
  });

  it.each([
    ['workspace.read', ['workspaceId', 'workspaceName', 'cwd']],
    ['terminal.write', ['paneId']],
    ['prompt.inject', ['agent']],
    ['session.read', ['sessionId', 'sessionTitle']],
  ] as const)('%s reveals %j', (permission, keys) => {
    expect(Object.keys(visibleContext(context, only(permission)))).toEqual([...keys, 'theme', 'nested'].sort((a, b) => Object.keys(context).indexOf(a) - Object.keys(context).indexOf(b)));
    expect(fieldsRevealedBy(permission)).toEqual(keys);
  });

  it('shows everything with every grant, in the same order', () => {
    const all = Object.fromEntries(PERMISSIONS.map((permission) => [permission, true])) as unknown as Grants;
    expect(visibleContext(context, all)).toEqual(context);
    expect(Object.keys(visibleContext(context, all))).toEqual(Object.keys(context));
  });

  it('keeps a "__proto__" key a key, and never reads the table’s prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "constructor": "c", "toString": "t"}');
    const visible = visibleContext(hostile, none);
    expect(Object.keys(visible)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getPrototypeOf(visible)).toBe(Object.prototype);
    expect((visible as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the permission tables', () => {
  it('guard the methods the spec lists with a permission, and what today\'s Agentty added with its own', () => {
    expect(Object.entries(METHOD_PERMISSIONS).filter(([method]) => (PLUGIN_METHODS as readonly string[]).includes(method))).toEqual([
      ['host/revealPath', 'workspace.read'],
      ['workspace/list', 'workspace.read'],
      ['prompt/inject', 'prompt.inject'],
      ['terminal/send', 'terminal.write'],
      ['session/get', 'session.read'],
    ]);
    expect(PLUGIN_METHODS.filter((method) => permissionFor(method) === undefined)).toEqual(['ui/setPanel', 'ui/showPanel', 'ui/notify', 'ui/setBadge', 'context/get', 'host/info', 'host/openUrl']);
    // agentty-today.md §2: net/fetch [net.request], files/* and media/* [files], browser/* [browser.control], …
    expect(permissionFor('net/fetch')).toBe('net.request');
    expect(permissionFor('files/download')).toBe('files');
    expect(permissionFor('media/svgToPng')).toBe('files');
    expect(permissionFor('browser/eval')).toBe('browser.control');
    expect(permissionFor('terminal/setProxy')).toBe('terminal.proxy');
    expect(permissionFor('agent/list')).toBe('prompt.inject');
    expect(permissionFor('terminal/close')).toBe('prompt.inject');
    for (const method of ['storage/get', 'storage/set', 'storage/keys', 'host/copy', 'host/timer', 'workspace/instances', 'workspace/setInstanceStatus']) expect(permissionFor(method)).toBeUndefined();
    for (const method of Object.keys(METHOD_PERMISSIONS)) expect(isHostMethod(method)).toBe(true);
    expect(new Set(Object.values(METHOD_PERMISSIONS))).toEqual(new Set(PERMISSIONS.filter((permission) => permission !== 'mcp.tools')));
  });

  it('have no inherited entries', () => {
    expect(permissionFor('toString')).toBeUndefined();
    expect(permissionFor('__proto__')).toBeUndefined();
    expect(visibleContext({ hasOwnProperty: 1 }, none)).toEqual({ hasOwnProperty: 1 });
  });

  it('name a known permission for each context field', () => {
    expect(Object.keys(CONTEXT_FIELD_PERMISSIONS)).toEqual(['workspaceId', 'workspaceName', 'cwd', 'paneId', 'agent', 'sessionId', 'sessionTitle']);
    for (const permission of Object.values(CONTEXT_FIELD_PERMISSIONS)) expect(PERMISSIONS).toContain(permission);
  });
});
