import { newDocument, type DesignDocument } from './document';

// Designs of today's elements as people make them, for link sizes: the v2 test and bench/links.mjs.

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function documentOf(name: string, screens: [string, unknown][], reactions: unknown[] = [], settings: Partial<DesignDocument['settings']> = {}): DesignDocument {
  const doc = newDocument(name);
  return {
    ...doc,
    screens: screens.map(([screen, tree]) => ({ name: screen, text: pretty(tree) })),
    reactions: reactions.length ? pretty(reactions) : '[]',
    settings: { ...doc.settings, ...settings },
  };
}

/** A CI dashboard: stats in a grid, a run table, tabs with logs, key values, a progress bar and a callout. */
export const dashboardDocument = documentOf(
  'CI dashboard',
  [
    [
      'main',
      {
        type: 'column',
        gap: 'medium',
        children: [
          {
            type: 'grid',
            columns: 3,
            gap: 'small',
            children: [
              { type: 'stat', label: 'Runs today', value: '128', detail: '+12 since yesterday', icon: 'activity', tone: 'success' },
              { type: 'stat', label: 'Failures', value: '3', detail: '-2 since yesterday', icon: 'circle-x', tone: 'error' },
              { type: 'stat', label: 'Median time', value: '4m 12s', detail: '+8s', icon: 'clock', tone: 'warning' },
            ],
          },
          { type: 'progress', value: 0.72, label: 'Nightly build', detail: '18 of 25 jobs', tone: 'info' },
          {
            type: 'card',
            title: 'Recent runs',
            icon: 'list',
            children: [
              {
                type: 'table',
                id: 'runs',
                columns: [{ label: 'Run', grow: 2 }, { label: 'Branch', grow: 2 }, { label: 'Status' }, { label: 'Time', align: 'end' }],
                rows: [
                  { id: 'run-981', cells: ['#981 deploy', 'main', 'passed', '3m 58s'], tone: 'success' },
                  { id: 'run-980', cells: ['#980 test', 'feature/login', 'failed', '6m 02s'], tone: 'error' },
                  { id: 'run-979', cells: ['#979 test', 'main', 'passed', '4m 11s'], tone: 'success' },
                  { id: 'run-978', cells: ['#978 lint', 'fix/typo', 'running', '1m 20s'], tone: 'info' },
                ],
                selected: 'run-980',
                empty: 'No runs yet',
              },
            ],
          },
          {
            type: 'tabs',
            id: 'details',
            value: 'log',
            tabs: [
              { id: 'log', label: 'Log', icon: 'file-text' },
              { id: 'env', label: 'Environment', icon: 'settings' },
              { id: 'artifacts', label: 'Artifacts', badge: '2', closable: true },
            ],
            children: [
              { type: 'code', text: '$ npm test\n> vitest run\n\n FAIL  src/login.test.ts\n   expected 200, got 401', language: 'sh', title: 'Run #980' },
              {
                type: 'keyValue',
                items: [
                  { label: 'Commit', value: '3f9c2e1a', mono: true },
                  { label: 'Runner', value: 'ubuntu-24.04' },
                  { label: 'Node', value: '20.19.4', mono: true },
                  { label: 'Result', value: 'failed', tone: 'error' },
                ],
              },
            ],
          },
          { type: 'callout', title: 'Flaky test', text: 'src/login.test.ts failed 3 times this week. Retry it before looking closer.', tone: 'warning' },
        ],
      },
    ],
  ],
  [
    { element: 'runs', event: 'select', item: 'run-980', actions: [{ do: 'injectPrompt', text: 'Why did run #980 fail?', target: 'ask' }] },
    { element: 'details', event: 'change', value: 'env', actions: [{ do: 'setBadge', text: 'env' }] },
    { element: 'details', event: 'close', value: 'artifacts', actions: [{ do: 'notify', message: 'Artifacts closed', kind: 'info' }] },
  ],
  { width: 'wide' },
);

/** A pipeline editor: a flow of steps with a "+" menu, a settings popover with a select, checkboxes and an input. */
export const pipelineDocument = documentOf(
  'Pipeline editor',
  [
    [
      'steps',
      {
        type: 'grid',
        id: 'layout',
        widths: ['280px', '1'],
        resizable: true,
        fill: true,
        children: [
          {
            type: 'flow',
            id: 'pipeline',
            reorderable: true,
            insertMenu: [{ value: 'lint', label: 'Lint' }, { value: 'test', label: 'Test' }, { value: 'deploy', label: 'Deploy' }],
            steps: [
              { id: 'checkout', title: 'Checkout', subtitle: 'git clone', icon: 'git-branch', state: 'done' },
              { id: 'install', title: 'Install', subtitle: 'npm ci', icon: 'package', state: 'done' },
              { id: 'test', title: 'Test', subtitle: 'npm test', icon: 'flask-conical', state: 'active', selected: true },
              { id: 'notify', title: 'Notify', subtitle: 'on failure', icon: 'bell', state: 'off', side: true },
              { id: 'deploy', title: 'Deploy', subtitle: 'to staging', icon: 'rocket', state: 'on' },
            ],
          },
          {
            type: 'popover',
            id: 'step-settings',
            title: 'Test step',
            children: [
              { type: 'select', id: 'runner', options: [{ value: 'ubuntu', label: 'Ubuntu' }, { value: 'macos', label: 'macOS' }, { value: 'windows', label: 'Windows' }], value: 'ubuntu', placeholder: 'Pick a runner' },
              { type: 'checkbox', id: 'retry', label: 'Retry on failure', description: 'Runs the step once more before failing the pipeline.', value: true },
              { type: 'checkbox', id: 'cache', label: 'Cache node_modules', value: false },
              {
                type: 'input',
                id: 'command',
                value: 'npm test -- --coverage',
                rows: 3,
                mono: true,
                completions: [{ label: 'branch', insert: '{{branch}}', detail: 'the branch being built' }, { label: 'commit', insert: '{{commit}}', detail: 'the commit hash' }],
              },
              {
                type: 'row',
                gap: 'small',
                children: [
                  { type: 'button', id: 'save', label: 'Save', variant: 'primary' },
                  { type: 'button', id: 'more', label: 'More', icon: 'ellipsis', variant: 'ghost', menu: [{ value: 'duplicate', label: 'Duplicate' }, { value: 'delete', label: 'Delete' }] },
                ],
              },
            ],
          },
        ],
      },
    ],
  ],
  [
    { element: 'pipeline', event: 'select', item: 'test', actions: [{ do: 'showScreen', screen: 'steps' }] },
    { element: 'pipeline', event: 'move', actions: [{ do: 'notify', message: 'Step moved', kind: 'info' }] },
    { element: 'pipeline', event: 'insert', value: 'deploy', actions: [{ do: 'notify', message: 'Deploy step added', kind: 'success' }] },
    { element: 'runner', event: 'change', value: 'macos', actions: [{ do: 'setBadge', text: 'mac' }] },
    { element: 'retry', event: 'change', value: false, actions: [{ do: 'notify', message: 'No retries', kind: 'warning' }] },
    { element: 'more', event: 'select', value: 'delete', actions: [{ do: 'notify', message: 'Step deleted', kind: 'error' }] },
    { element: 'layout', event: 'resize', actions: [{ do: 'setBadge', text: 'w' }] },
    { element: 'step-settings', event: 'close', actions: [{ do: 'showScreen', screen: 'steps' }] },
  ],
  { hostTheme: 'dark' },
);

/** A file browser: a tree list with tags, tabs with an add menu, a closable card and code. */
export const filesDocument = documentOf('Files', [
  [
    'browser',
    {
      type: 'tabs',
      id: 'open-files',
      value: 'app',
      fill: true,
      addMenu: [{ value: 'file', label: 'New file' }, { value: 'folder', label: 'New folder' }],
      tabs: [
        { id: 'app', label: 'app.ts', icon: 'file-code', closable: true },
        { id: 'readme', label: 'README.md', icon: 'file-text', closable: true },
      ],
      children: [
        {
          type: 'list',
          id: 'tree',
          items: [
            { id: 'src', title: 'src', icon: 'folder', depth: 0, tag: 'DIR', tagTone: 'info' },
            { id: 'src/app.ts', title: 'app.ts', icon: 'file-code', depth: 1, tag: 'M', tagTone: 'warning', selected: true },
            { id: 'src/util.ts', title: 'util.ts', icon: 'file-code', depth: 1 },
            { id: 'README.md', title: 'README.md', icon: 'file-text', depth: 0, tag: 'A', tagTone: 'success' },
          ],
        },
        {
          type: 'card',
          id: 'hint',
          closable: true,
          title: 'Unsaved changes',
          subtitle: 'app.ts',
          icon: 'circle-alert',
          tone: 'warning',
          children: [{ type: 'code', text: 'export function main(): void {\n  console.log("hello");\n}', language: 'ts' }],
        },
      ],
    },
  ],
], [
  { element: 'open-files', event: 'add', value: 'file', actions: [{ do: 'notify', message: 'New file', kind: 'info' }] },
  { element: 'open-files', event: 'close', actions: [{ do: 'setBadge', text: '1' }] },
  { element: 'hint', event: 'close', actions: [{ do: 'setBadge', text: '' }] },
]);

/** Every design above. */
export const todayDocuments: readonly DesignDocument[] = [dashboardDocument, pipelineDocument, filesDocument];
