import { starter } from '../starter';

// each element is named by its type, in its title or in a small text just above it
const label = (text: string) => ({ type: 'text', text, style: 'small' }) as const;

export const today = starter({
  id: 'today',
  title: "Tour of today's Agentty",
  description: 'Every element Agentty draws today, each labelled with its type: tabs, table, flow, grid, cards, menus and more.',
  settings: { hostTheme: 'dark', width: 'wide' },
  screens: [
    [
      'today',
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'text', text: "Today's Agentty: every element", style: 'title' },
          { type: 'text', text: 'Each element is named by its type. Everything below the wire spec needs plugin API 4, except flow and popover; image and graph need API 5.', style: 'muted' },
          {
            type: 'section',
            title: 'section: layout with card, grid and tabs',
            children: [
              {
                type: 'card',
                id: 'release',
                closable: true,
                title: 'card: closable, with an icon and a tone',
                subtitle: 'Release v2.8.1',
                icon: 'package',
                tone: 'info',
                children: [{ type: 'text', text: 'text in the card: ready to ship, 14 commits since v2.8.0, all checks green.' }],
              },
              label('grid with widths ["240px", "1"]: a fixed column beside one that takes the rest'),
              {
                type: 'grid',
                widths: ['240px', '1'],
                gap: 'small',
                children: [
                  {
                    type: 'column',
                    gap: 'small',
                    children: [
                      label('keyValue'),
                      {
                        type: 'keyValue',
                        items: [
                          { label: 'Branch', value: 'main', mono: true },
                          { label: 'Commit', value: '9f3c2e1', mono: true },
                          { label: 'Status', value: 'passing', tone: 'success' },
                          { label: 'Owner', value: 'Dana Levi' },
                        ],
                      },
                    ],
                  },
                  {
                    type: 'column',
                    gap: 'small',
                    children: [
                      label('code with a language'),
                      { type: 'code', title: 'code: deploy.sh', language: 'sh', text: '#!/bin/sh\nset -e\nnpm ci\nnpm run build\n./scripts/ship.sh "$BRANCH"' },
                    ],
                  },
                ],
              },
              label('grid with columns 3, of stat'),
              {
                type: 'grid',
                columns: 3,
                gap: 'small',
                children: [
                  { type: 'stat', label: 'stat: runs today', value: '128', detail: '+12 on yesterday', icon: 'play', tone: 'success' },
                  { type: 'stat', label: 'stat: failures', value: '3', detail: '2 more than usual', icon: 'circle-x', tone: 'error' },
                  { type: 'stat', label: 'stat: median time', value: '2m 10s', detail: 'steady' },
                ],
              },
              label('tabs: two tabs, the second closable, and a "+" menu; the picked tab shows a table'),
              {
                type: 'tabs',
                id: 'views',
                tabs: [
                  { id: 'runs', label: 'Runs', icon: 'play', badge: '3' },
                  { id: 'logs', label: 'Logs', icon: 'file-text', closable: true },
                ],
                value: 'runs',
                addMenu: [
                  { value: 'artifacts', label: 'Artifacts' },
                  { value: 'timings', label: 'Timings' },
                ],
                children: [
                  label('table: a selected row and toned rows'),
                  {
                    type: 'table',
                    id: 'runs-table',
                    columns: [{ label: 'Run' }, { label: 'Branch', grow: 2 }, { label: 'Status' }, { label: 'Time', align: 'end' }],
                    rows: [
                      { id: 'run-128', cells: ['#128', 'main', 'running', '1m 02s'] },
                      { id: 'run-127', cells: ['#127', 'fix/checkout-rounding', 'passed', '2m 10s'], tone: 'success' },
                      { id: 'run-126', cells: ['#126', 'feat/image-cache', 'failed', '1m 42s'], tone: 'error' },
                    ],
                    selected: 'run-127',
                    empty: 'No runs yet.',
                  },
                ],
              },
            ],
          },
          {
            type: 'section',
            title: 'section: progress and callouts',
            children: [
              { type: 'progress', label: 'progress: uploading artifacts', value: 0.62, tone: 'info' },
              { type: 'progress', label: 'progress with a detail', value: 1, detail: '12 of 12 files', tone: 'success' },
              { type: 'callout', title: 'callout (info, the default)', text: 'Deploys pause at 18:00 on Fridays.' },
              { type: 'callout', title: 'callout (success)', text: 'All 412 tests passed.', tone: 'success' },
              { type: 'callout', title: 'callout (warning)', text: 'The staging certificate expires in 6 days.', tone: 'warning' },
              { type: 'callout', title: 'callout (error)', text: 'Run #126 failed: 2 tests in checkout.spec.ts.', tone: 'error', icon: 'bug' },
            ],
          },
          {
            type: 'section',
            title: 'section: flow',
            children: [
              label('flow: every step state, a side step, reorderable, with a "+" menu between steps'),
              {
                type: 'flow',
                id: 'pipeline',
                reorderable: true,
                insertMenu: [
                  { value: 'test', label: 'Test step' },
                  { value: 'approval', label: 'Approval' },
                ],
                steps: [
                  { id: 'checkout', title: 'Check out', subtitle: 'done', icon: 'git-branch', state: 'done' },
                  { id: 'unit', title: 'Unit tests', subtitle: 'error: 2 failing', icon: 'bug', state: 'error' },
                  { id: 'lint', title: 'Lint', subtitle: 'on, a side step', state: 'on', side: true },
                  { id: 'build', title: 'Build', subtitle: 'active, selected', icon: 'hammer', state: 'active', selected: true },
                  { id: 'ship', title: 'Deploy', subtitle: 'off: waits for approval', icon: 'rocket', state: 'off' },
                ],
              },
            ],
          },
          {
            type: 'section',
            title: 'section: controls',
            children: [
              {
                type: 'row',
                gap: 'small',
                wrap: true,
                children: [
                  { type: 'button', id: 'deploy', label: 'button', icon: 'rocket', variant: 'primary' },
                  {
                    type: 'button',
                    id: 'run-menu',
                    label: 'button with a menu',
                    icon: 'chevron-down',
                    menu: [
                      { value: 'rerun', label: 'Rerun failed jobs' },
                      { value: 'cancel', label: 'Cancel the run' },
                      { value: 'copy-link', label: 'Copy a link' },
                    ],
                  },
                ],
              },
              label('input with rows, mono, a language and completions (type {{ to see them)'),
              {
                type: 'input',
                id: 'script',
                rows: 4,
                mono: true,
                language: 'sh',
                value: 'npm ci\nnpm test -- --grep {{branch}}',
                completions: [
                  { label: 'branch', detail: 'main' },
                  { label: 'commit', detail: '9f3c2e1' },
                  { label: 'workspace', insert: '{{workspace.cwd}}', detail: '/home/dana/shop' },
                ],
              },
              { type: 'input', id: 'search', placeholder: 'input: one line, sends change and submit' },
              {
                type: 'select',
                id: 'environment',
                placeholder: 'select: pick an environment',
                options: [
                  { value: 'staging', label: 'Staging' },
                  { value: 'production', label: 'Production' },
                  { value: 'preview', label: 'Preview' },
                ],
                value: 'staging',
              },
              { type: 'checkbox', id: 'notify', label: 'checkbox: notify the team', description: 'Posts to #deploys when the run ends.', value: true },
              {
                type: 'choice',
                id: 'speed',
                options: [
                  { value: 'fast', label: 'choice: fast' },
                  { value: 'thorough', label: 'thorough' },
                ],
                value: 'fast',
              },
              { type: 'toggle', id: 'watch', label: 'toggle: rerun on every push', value: false },
            ],
          },
          {
            type: 'section',
            title: 'section: list with depth, tag and selected',
            children: [
              {
                type: 'list',
                id: 'endpoints',
                empty: 'No endpoints.',
                items: [
                  { id: 'users', title: 'users', subtitle: 'list: depth 0', icon: 'folder' },
                  { id: 'get-users', title: '/users', detail: 'depth 1, selected', tag: 'GET', tagTone: 'info', depth: 1, selected: true },
                  { id: 'post-users', title: '/users', tag: 'POST', tagTone: 'success', depth: 1 },
                  {
                    id: 'delete-user',
                    title: '/users/:id',
                    tag: 'DELETE',
                    tagTone: 'error',
                    depth: 1,
                    actions: [{ id: 'try', label: 'Try', tooltip: 'Send a test request' }],
                  },
                ],
              },
            ],
          },
          {
            type: 'section',
            title: 'section: text and status',
            children: [
              { type: 'text', text: 'text: body, and style code:' },
              { type: 'text', text: 'npm run check-plugin', style: 'code' },
              {
                type: 'row',
                gap: 'small',
                wrap: true,
                children: [
                  { type: 'badge', text: 'badge' },
                  { type: 'badge', text: 'passing', tone: 'success' },
                  { type: 'badge', text: 'flaky', tone: 'warning' },
                  { type: 'badge', text: 'failed', tone: 'error' },
                ],
              },
              { type: 'divider' },
              { type: 'spinner', text: 'spinner: waiting for run #128' },
            ],
          },
          {
            type: 'section',
            title: 'section: image and graph (API 5)',
            children: [
              { type: 'image', id: 'cover', height: 96, placeholder: "image: a picture from the plugin's files/ folder (none here yet)" },
              label('graph: movable node cards with ports and wires'),
              {
                type: 'graph',
                id: 'stages',
                height: 220,
                movable: true,
                nodes: [
                  { id: 'build', title: 'Build', subtitle: '#128', icon: 'hammer', tone: 'success', state: 'done', x: 16, y: 24, width: 150, outputs: [{ id: 'artifact', label: 'artifact', tone: 'success' }] },
                  { id: 'deploy', title: 'Deploy', icon: 'rocket', state: 'active', x: 200, y: 88, width: 150, inputs: [{ id: 'artifact', label: 'artifact' }] },
                ],
                edges: [{ from: { node: 'build', port: 'artifact' }, to: { node: 'deploy', port: 'artifact' } }],
              },
            ],
          },
          {
            type: 'popover',
            id: 'run-settings',
            title: 'popover: run settings, beside the panel',
            children: [
              { type: 'checkbox', id: 'retry', label: 'checkbox: retry flaky tests once', value: true },
              { type: 'text', text: 'Closing it sends close.', style: 'muted' },
            ],
          },
        ],
      },
    ],
  ],
  // Agentty changes nothing on a click: the plugin draws each new value (setValue)
  reactions: [
    { element: 'views', event: 'change', actions: [{ do: 'setValue', element: 'views' }] },
    { element: 'environment', event: 'change', actions: [{ do: 'setValue', element: 'environment' }] },
    { element: 'notify', event: 'change', actions: [{ do: 'setValue', element: 'notify' }] },
    { element: 'speed', event: 'change', actions: [{ do: 'setValue', element: 'speed' }] },
    { element: 'watch', event: 'change', actions: [{ do: 'setValue', element: 'watch' }] },
    { element: 'retry', event: 'change', actions: [{ do: 'setValue', element: 'retry' }] },
    { element: 'run-menu', event: 'select', value: 'rerun', actions: [{ do: 'notify', message: 'Rerunning the failed jobs of #126', kind: 'info' }] },
    { element: 'views', event: 'change', value: 'logs', actions: [{ do: 'setBadge', text: 'logs' }] },
  ],
});
