import type { GraphItem, PanelNode } from '../../schema/nodes';
import { starter } from '../starter';

/** The pipeline's cards; `selected` names the one whose details are open. */
function cards(selected: string | undefined): GraphItem[] {
  const items: GraphItem[] = [
    { id: 'push', title: 'On push', subtitle: 'main', icon: 'git-branch', tone: 'info', state: 'done', x: 24, y: 40, width: 180, outputs: [{ id: 'commit', label: 'commit', tone: 'info' }] },
    {
      id: 'test',
      title: 'Run tests',
      subtitle: 'npm test',
      icon: 'terminal',
      state: 'active',
      x: 260,
      y: 40,
      width: 200,
      inputs: [{ id: 'commit', label: 'commit' }],
      outputs: [
        { id: 'passed', label: 'passed', tone: 'success' },
        { id: 'failed', label: 'failed', tone: 'error' },
      ],
    },
    {
      id: 'review',
      title: 'Agent review',
      icon: 'bot',
      tone: 'success',
      x: 520,
      y: 24,
      width: 220,
      inputs: [{ id: 'diff', label: 'diff' }],
      outputs: [{ id: 'approved', label: 'approved', tone: 'success' }],
      children: [{ type: 'progress', value: 0.6, label: '3 of 5 files' }],
    },
    { id: 'alert', title: 'Tell the team', icon: 'bell', tone: 'warning', state: 'error', x: 520, y: 250, width: 200, inputs: [{ id: 'failure', label: 'failure' }] },
    { id: 'deploy', title: 'Deploy', subtitle: 'prod', icon: 'rocket', state: 'off', x: 800, y: 40, width: 180, inputs: [{ id: 'build', label: 'build' }] },
  ];
  return items.map((item) => (item.id === selected ? { ...item, selected: true } : item));
}

function screen(selected: string | undefined, details: PanelNode[]): PanelNode {
  return {
    type: 'column',
    gap: 'medium',
    children: [
      { type: 'text', text: 'Release pipeline', style: 'title' },
      {
        type: 'graph',
        id: 'pipeline',
        movable: true,
        height: 380,
        nodes: cards(selected),
        edges: [
          { from: { node: 'push', port: 'commit' }, to: { node: 'test', port: 'commit' } },
          { from: { node: 'test', port: 'passed' }, to: { node: 'review', port: 'diff' } },
          { from: { node: 'test', port: 'failed' }, to: { node: 'alert', port: 'failure' } },
          { from: { node: 'review', port: 'approved' }, to: { node: 'deploy', port: 'build' }, idle: true },
        ],
      },
      ...details,
    ],
  };
}

export const workflowEditor = starter({
  id: 'workflow-editor',
  title: 'Workflow editor (graph)',
  description: 'A movable graph of steps wired by ports: clicking a card opens its details, dropping one says where.',
  screens: [
    ['pipeline', screen(undefined, [{ type: 'text', text: 'Click a card to see its step; drag a heading to move it.', style: 'muted' }])],
    [
      'tests',
      screen('test', [
        {
          type: 'card',
          title: 'Run tests',
          subtitle: 'Running for 1m 12s',
          icon: 'terminal',
          children: [
            { type: 'keyValue', items: [{ label: 'Command', value: 'npm test', mono: true }, { label: 'Passed', value: '214' }] },
            { type: 'button', id: 'stop-tests', label: 'Stop', icon: 'square', variant: 'danger' },
          ],
        },
      ]),
    ],
    [
      'review',
      screen('review', [
        {
          type: 'card',
          title: 'Agent review',
          subtitle: 'Reads the diff and approves or asks for changes.',
          icon: 'bot',
          tone: 'success',
          children: [{ type: 'button', id: 'ask-review', label: 'Ask the agent', icon: 'sparkles', variant: 'secondary' }],
        },
      ]),
    ],
  ],
  reactions: [
    { element: 'pipeline', event: 'select', item: 'test', actions: [{ do: 'showScreen', screen: 'tests' }] },
    { element: 'pipeline', event: 'select', item: 'review', actions: [{ do: 'showScreen', screen: 'review' }] },
    { element: 'pipeline', event: 'select', item: 'push', actions: [{ do: 'showScreen', screen: 'pipeline' }] },
    { element: 'pipeline', event: 'move', actions: [{ do: 'notify', message: 'The plugin saved where the card went', kind: 'info' }] },
    { element: 'stop-tests', event: 'click', actions: [{ do: 'notify', message: 'Tests stopped', kind: 'warning' }, { do: 'showScreen', screen: 'pipeline' }] },
    { element: 'ask-review', event: 'click', actions: [{ do: 'injectPrompt', text: 'Review the diff of the last push and list any risks.', target: 'ask' }] },
  ],
  settings: { width: 480 },
});
