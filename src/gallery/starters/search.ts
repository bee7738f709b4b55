import { starter } from '../starter';

export const search = starter({
  id: 'search',
  title: 'Search with results',
  description: 'An input that sends submit, a results list that sends select, and row buttons that send action.',
  screens: [
    [
      'results',
      {
        type: 'column',
        gap: 'small',
        children: [
          {
            type: 'row',
            gap: 'small',
            children: [
              { type: 'input', id: 'query', placeholder: 'Search files…', value: 'panel' },
              { type: 'button', id: 'search', label: 'Search', icon: 'search', variant: 'primary' },
            ],
          },
          { type: 'text', text: '3 results in 2 folders', style: 'small' },
          {
            type: 'list',
            id: 'results',
            empty: 'No files match.',
            items: [
              {
                id: 'src/preview/Panel.svelte',
                title: 'Panel.svelte',
                subtitle: 'src/preview',
                detail: '12 hits',
                icon: 'file-text',
                tone: 'info',
                actions: [
                  { id: 'open', icon: 'external-link', tooltip: 'Open in editor' },
                  { id: 'copy', icon: 'copy', tooltip: 'Copy path' },
                ],
              },
              {
                id: 'src/preview/HostFrame.svelte',
                title: 'HostFrame.svelte',
                subtitle: 'src/preview',
                detail: '4 hits',
                icon: 'file-text',
                tone: 'info',
                actions: [
                  { id: 'open', icon: 'external-link', tooltip: 'Open in editor' },
                  { id: 'copy', icon: 'copy', tooltip: 'Copy path' },
                ],
              },
              {
                id: 'README.md',
                title: 'README.md',
                subtitle: 'project root',
                detail: '1 hit',
                icon: 'file-text',
                actions: [{ id: 'ask', label: 'Explain', icon: 'sparkles', tooltip: 'Ask the agent about this file' }],
              },
            ],
          },
        ],
      },
    ],
  ],
  reactions: [
    { element: 'results', event: 'action', action: 'copy', actions: [{ do: 'notify', message: 'Path copied', kind: 'success' }] },
    { element: 'results', event: 'action', action: 'ask', actions: [{ do: 'injectPrompt', text: 'Explain what README.md covers.', target: 'ask' }] },
  ],
});
