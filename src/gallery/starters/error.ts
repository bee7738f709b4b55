import { starter } from '../starter';

export const error = starter({
  id: 'error',
  title: 'Error state',
  description: 'Say what failed in plain words, show the detail as code, and offer a retry.',
  screens: [
    [
      'error',
      {
        type: 'column',
        gap: 'medium',
        children: [
          {
            type: 'row',
            gap: 'small',
            children: [
              { type: 'text', text: 'Could not reach the CI server', style: 'title' },
              { type: 'badge', text: 'offline', tone: 'error' },
            ],
          },
          { type: 'text', text: 'The last 3 attempts timed out. Check your VPN, then try again.', style: 'error' },
          { type: 'text', text: 'GET https://ci.example.com/api/builds → ETIMEDOUT after 30 s', style: 'code' },
          {
            type: 'row',
            gap: 'small',
            children: [
              { type: 'button', id: 'retry', label: 'Try again', icon: 'refresh-cw', variant: 'primary' },
              { type: 'button', id: 'settings', label: 'Connection settings', icon: 'settings', variant: 'secondary' },
            ],
          },
        ],
      },
    ],
  ],
  reactions: [{ element: 'retry', event: 'click', actions: [{ do: 'notify', message: 'Still offline', kind: 'error' }] }],
});
