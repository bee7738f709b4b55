// The simulated Agentty a Live-mode plugin talks to, and every setting of a session: schemas, an example, defaults.
import { z } from 'zod';
import type { JsonObject } from '../json';
import { NEWEST_API, type ApiVersion } from '../schema/nodes';
import { machineUtcOffsetMinutes } from '../events/messages';
import { PERMISSIONS, type Environment, type Grants, type HostSettings, type Permission } from './contract';
import { DEFAULT_INITIALIZE_TIMEOUT_MS } from './decisions';
import { expected, kindSaid, parseJsonText, pathLabel, type CheckedText, type TextWords } from './json-text';
import { valueAt, type JsonPath } from '../document/json-path';
import { say, type Say, type SayKey } from '../i18n/say';

const text = (what: string) => z.string({ error: expected(what) });
const name = (what: string) => text(what).min(1, 'cannot be empty');
const flag = z.boolean({ error: expected('true or false') });
const json = z.json({ error: expected('a JSON value') });
const jsonObject = z.record(z.string(), json, { error: expected('a JSON object') });
// strict: a misspelt key ("focusedPane") is named rather than silently ignored
const object = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, { error: expected('an object') });

const SESSION = object({
  sessionId: name('a string, the session id'),
  title: text('a string'),
  status: text('a string, e.g. "idle" or "working"'),
  turns: z.array(jsonObject, { error: expected('an array of turns, objects such as {"role": "user", "text": "…"}') }),
});

const PANE = object({
  id: name('a string, the pane id'),
  title: text('a string'),
  cwd: name('a string, the working directory'),
  agent: name('a string such as "claude", or null').nullable(),
  session: SESSION.nullable(),
});

const WORKSPACE = object({
  id: name('a string, the workspace id'),
  name: text('a string'),
  cwd: name('a string, the working directory'),
  active: flag,
  panes: z.array(PANE, { error: expected('an array of panes') }),
});

export const ENVIRONMENT: z.ZodType<Environment> = object({
  windowOpen: flag,
  focusedPaneId: name('a pane id or null').nullable(),
  workspaces: z.array(WORKSPACE, { error: expected('an array of workspaces') }),
}).superRefine((environment, ctx) => {
  const workspaces = new Map<string, number>();
  const panes = new Map<string, readonly (string | number)[]>();
  let active: number | undefined;
  environment.workspaces.forEach((workspace, w) => {
    const seen = workspaces.get(workspace.id);
    if (seen !== undefined) {
      const other = `workspaces[${seen}]`;
      ctx.addIssue({ code: 'custom', message: `is also the id of ${other}: workspace ids must differ`, path: ['workspaces', w, 'id'], params: { said: say('hostChecks.sameWorkspaceId', { other }) } });
    }
    workspaces.set(workspace.id, w);
    if (workspace.active && active !== undefined) {
      const other = `workspaces[${active}].active`;
      ctx.addIssue({ code: 'custom', message: `is true, and so is ${other}: at most one workspace is active`, path: ['workspaces', w, 'active'], params: { said: say('hostChecks.twoActive', { other }) } });
    }
    if (workspace.active) active ??= w;
    workspace.panes.forEach((pane, p) => {
      const path = ['workspaces', w, 'panes', p];
      const other = panes.get(pane.id);
      if (other) {
        const message = `is also the id of ${pathLabel(other)}: pane ids must differ across workspaces`;
        ctx.addIssue({ code: 'custom', message, path: [...path, 'id'], params: { said: say('hostChecks.samePaneId', { other: pathLabel(other) }) } });
      }
      panes.set(pane.id, path);
    });
  });
  const focused = environment.focusedPaneId;
  if (focused !== null && !panes.has(focused)) {
    ctx.addIssue({ code: 'custom', message: `names no pane: it must be the id of a pane below, or null (no pane has the focus)`, path: ['focusedPaneId'], params: { said: say('hostChecks.noSuchPane') } });
  }
});

// what each field of the environment takes, by its key (an id by what holds it), as its schema's English says it
const FIELD_WORDS: Readonly<Record<string, SayKey>> = {
  windowOpen: 'issueWords.trueOrFalse',
  active: 'issueWords.trueOrFalse',
  focusedPaneId: 'hostChecks.focusedPaneId',
  workspaces: 'hostChecks.workspaces',
  panes: 'hostChecks.panes',
  name: 'issueWords.aString',
  title: 'issueWords.aString',
  cwd: 'hostChecks.cwd',
  agent: 'hostChecks.agent',
  session: 'issueWords.anObject',
  sessionId: 'hostChecks.sessionId',
  status: 'hostChecks.status',
  turns: 'hostChecks.turns',
};

function expectedAt(path: JsonPath): Say | undefined {
  const last = path[path.length - 1];
  if (last === undefined) return say('issueWords.anObject');
  if (typeof last === 'number') return path[path.length - 2] === 'turns' ? say('hostChecks.aJsonObject') : say('issueWords.anObject');
  if (last === 'id') return say(path[path.length - 3] === 'panes' ? 'hostChecks.paneId' : 'hostChecks.workspaceId');
  if (path.includes('turns')) return say('hostChecks.aJsonValue');
  const key = FIELD_WORDS[last];
  return key && say(key);
}

const isSaid = (value: unknown): value is Say => typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

/** The environment's problems in words: the same sentences as its schema's English. */
const ENVIRONMENT_WORDS: TextWords = {
  what: say('hostChecks.theEnvironment'),
  problem: (issue, value) => {
    if (issue.code === 'unrecognized_keys') return say('hostChecks.unknownKey', { keys: issue.keys.map((key) => JSON.stringify(key)).join(', ') });
    if (issue.code === 'custom') return isSaid(issue.params?.said) ? issue.params.said : undefined;
    if (issue.code === 'too_small') return say('hostChecks.cannotBeEmpty');
    const path = issue.path as JsonPath;
    const expectedWords = expectedAt(path);
    if (!expectedWords) return undefined;
    const found = valueAt(value, path);
    return found === undefined ? say('hostChecks.missing', { expected: expectedWords }) : say('hostChecks.mustBe', { expected: expectedWords, got: kindSaid(found) });
  },
};

/** Parses the environment editor's text; a problem says where it is (line, column and offsets), and in words. */
export function parseEnvironment(source: string): CheckedText<Environment> {
  return parseJsonText(source, ENVIRONMENT, 'The environment', ENVIRONMENT_WORDS);
}

const turns = (...pairs: readonly (readonly [string, string])[]): JsonObject[] => pairs.map(([role, said]) => ({ role, text: said }));

/** Two workspaces, three panes (claude, codex, and a plain shell without a session); the first pane has the focus. */
export const EXAMPLE_ENVIRONMENT: Environment = {
  windowOpen: true,
  focusedPaneId: 'pane-1',
  workspaces: [
    {
      id: 'ws-web',
      name: 'web-app',
      cwd: '/Users/dana/code/web-app',
      active: true,
      panes: [
        {
          id: 'pane-1',
          title: 'claude — web-app',
          cwd: '/Users/dana/code/web-app',
          agent: 'claude',
          session: {
            sessionId: 'sess-7f3a21',
            title: 'Fix the login redirect',
            status: 'idle',
            turns: turns(
              ['user', 'After signing in, the login page redirects to /undefined. Can you find why?'],
              ['assistant', 'The redirect reads `next` from the query string before the router has parsed it. I moved the read into the `onMount` callback in src/routes/login/+page.svelte.'],
              ['user', 'Great. Add a test for it.'],
              ['assistant', 'Added tests/login-redirect.test.ts: it signs in with ?next=/settings and expects /settings. All 48 tests pass.'],
            ),
          },
        },
        {
          id: 'pane-2',
          title: 'codex — api',
          cwd: '/Users/dana/code/web-app/api',
          agent: 'codex',
          session: {
            sessionId: 'sess-91c2e4',
            title: 'Rate-limit the upload endpoint',
            status: 'working',
            turns: turns(['user', 'Limit POST /upload to 10 requests a minute per user.'], ['assistant', 'Reading api/routes/upload.ts and the middleware folder…']),
          },
        },
      ],
    },
    {
      id: 'ws-notes',
      name: 'notes',
      cwd: '/Users/dana/notes',
      active: false,
      panes: [{ id: 'pane-3', title: 'zsh — notes', cwd: '/Users/dana/notes', agent: null, session: null }],
    },
  ],
};

/** The context of the focused pane of the example, so each permission has a field to reveal. */
export const EXAMPLE_CONTEXT: JsonObject = {
  workspaceId: 'ws-web',
  workspaceName: 'web-app',
  cwd: '/Users/dana/code/web-app',
  paneId: 'pane-1',
  agent: 'claude',
  sessionId: 'sess-7f3a21',
  sessionTitle: 'Fix the login redirect',
};

const INITIALIZE = object({
  apiVersion: z
    .int({ error: expected('a whole number') })
    .min(1, 'must be 1 or more')
    .max(NEWEST_API, `must be at most ${NEWEST_API}, the newest Agentty's API version`)
    .optional(),
  agentty: object({ version: name('a string, e.g. "1.0.0"') }),
  plugin: object({
    id: name('a string, the plugin id'),
    name: text('a string'),
    version: text('a string'),
    dir: text('a string, the plugin folder'),
    dataDir: text('a string, the plugin data folder'),
  }),
  language: name('a language code such as "en" or "ko"'),
  utcOffsetMinutes: z
    .int({ error: expected('a whole number of minutes east of UTC, e.g. 540 or -300') })
    .min(-24 * 60, 'must be at least -1440 (minutes)')
    .max(24 * 60, 'must be at most 1440 (minutes)')
    .optional(),
  context: jsonObject,
});

const STARTER = z.discriminatedUnion(
  'kind',
  [
    object({ kind: z.literal('panel/open') }),
    object({ kind: z.literal('command/execute'), command: name('a string, the command id'), args: json }),
    object({ kind: z.literal('url/open'), path: text('a string'), query: z.record(z.string(), text('a string'), { error: expected('an object of strings') }) }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? 'must be "panel/open", "command/execute" or "url/open"' : expected('an object such as {"kind": "panel/open"}')(issue),
  },
);

const GRANTS = object(Object.fromEntries(PERMISSIONS.map((permission) => [permission, flag])) as Record<Permission, typeof flag>);

export const HOST_SETTINGS: z.ZodType<HostSettings> = object({
  initialize: INITIALIZE,
  starter: STARTER,
  grants: GRANTS,
  environment: ENVIRONMENT,
  initializeTimeoutMs: z
    .int({ error: expected('a whole number of milliseconds') })
    .min(100, 'must be at least 100 ms')
    .max(600_000, 'must be at most 600000 ms (10 minutes)'),
});

// a plugin under development is shown what it asks for; withholding a permission in the panel shows its -32001
const ALL_GRANTED = Object.fromEntries(PERMISSIONS.map((permission) => [permission, true])) as Record<Permission, boolean> satisfies Grants;

/**
 * A session as Agentty would start it: the example environment, everything granted, opened by panel/open;
 * today's Agentty (the newest API) unless `api` says which one to simulate, with this machine's UTC offset.
 */
export function defaultSettings(plugin: { id: string; name: string; version: string; dir: string; dataDir: string }, api: ApiVersion = NEWEST_API): HostSettings {
  return {
    initialize: {
      apiVersion: api,
      agentty: { version: '1.0.0' },
      plugin: { id: plugin.id, name: plugin.name, version: plugin.version, dir: plugin.dir, dataDir: plugin.dataDir },
      language: 'en',
      utcOffsetMinutes: machineUtcOffsetMinutes(),
      context: EXAMPLE_CONTEXT,
    },
    starter: { kind: 'panel/open' },
    grants: ALL_GRANTED,
    environment: EXAMPLE_ENVIRONMENT,
    initializeTimeoutMs: DEFAULT_INITIALIZE_TIMEOUT_MS,
  };
}
