import { starter } from '../starter';

export const loading = starter({
  id: 'loading',
  title: 'Loading',
  description: 'What to show while the plugin works: a spinner with text, and a way out.',
  screens: [
    [
      'loading',
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'text', text: 'Indexing the workspace', style: 'title' },
          { type: 'spinner', text: 'Reading 1,284 files…' },
          { type: 'text', text: 'This takes about a minute the first time; later runs only read what changed.', style: 'muted' },
          { type: 'button', id: 'cancel', label: 'Cancel', icon: 'x', variant: 'ghost' },
        ],
      },
    ],
  ],
  reactions: [{ element: 'cancel', event: 'click', actions: [{ do: 'notify', message: 'Indexing cancelled', kind: 'info' }] }],
});
