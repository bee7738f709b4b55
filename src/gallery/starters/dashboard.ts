import { starter } from '../starter';

export const dashboard = starter({
  id: 'dashboard',
  title: 'Status dashboard',
  description: 'Badges and row tones show health at a glance; a wrapping row keeps badges tidy at any width.',
  settings: { width: 'wide' },
  screens: [
    [
      'status',
      {
        type: 'column',
        gap: 'medium',
        children: [
          {
            type: 'row',
            gap: 'small',
            wrap: true,
            children: [
              { type: 'badge', text: '4 healthy', tone: 'success' },
              { type: 'badge', text: '1 degraded', tone: 'warning' },
              { type: 'badge', text: '1 down', tone: 'error' },
              { type: 'badge', text: 'deploy in 2 h', tone: 'info' },
              { type: 'badge', text: 'v2.8.1' },
            ],
          },
          {
            type: 'section',
            title: 'Services',
            children: [
              {
                type: 'list',
                id: 'services',
                items: [
                  { id: 'api', title: 'API', subtitle: 'eu-west-1', detail: '99.98 %', icon: 'database', tone: 'success' },
                  { id: 'db', title: 'Database', subtitle: 'primary', detail: '99.95 %', icon: 'database', tone: 'success' },
                  { id: 'queue', title: 'Job queue', subtitle: '312 waiting', detail: 'slow', icon: 'chart-column', tone: 'warning' },
                  {
                    id: 'search',
                    title: 'Search',
                    subtitle: 'since 09:12',
                    detail: 'down',
                    icon: 'circle-x',
                    tone: 'error',
                    actions: [{ id: 'page', label: 'Page on-call', icon: 'bell' }],
                  },
                ],
              },
            ],
          },
          {
            type: 'section',
            title: 'Last deploy',
            children: [
              { type: 'text', text: 'v2.8.1 by dana, 40 minutes ago', style: 'body' },
              { type: 'text', text: 'All checks passed', style: 'success' },
            ],
          },
          { type: 'button', id: 'refresh', label: 'Refresh', icon: 'refresh-cw', variant: 'secondary' },
        ],
      },
    ],
  ],
  reactions: [
    { element: 'services', event: 'action', item: 'search', action: 'page', actions: [{ do: 'notify', message: 'On-call paged', kind: 'warning' }] },
    { element: 'refresh', event: 'click', actions: [{ do: 'setBadge', text: '1 down' }] },
  ],
});
