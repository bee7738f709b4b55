import { starter } from '../starter';

export const settings = starter({
  id: 'settings',
  title: 'Settings form',
  description: 'Sections of toggles, choices and inputs: each sends change with its new value.',
  screens: [
    [
      'settings',
      {
        type: 'column',
        gap: 'large',
        children: [
          { type: 'text', text: 'Settings', style: 'title' },
          {
            type: 'section',
            title: 'Reviews',
            children: [
              { type: 'toggle', id: 'auto-review', label: 'Review every commit', value: true },
              { type: 'toggle', id: 'block-merge', label: 'Block merges with open findings', value: false },
              {
                type: 'choice',
                id: 'strictness',
                options: [
                  { value: 'relaxed', label: 'Relaxed' },
                  { value: 'normal', label: 'Normal' },
                  { value: 'strict', label: 'Strict' },
                ],
                value: 'normal',
              },
            ],
          },
          {
            type: 'section',
            title: 'Connection',
            children: [
              { type: 'input', id: 'endpoint', placeholder: 'https://review.example.com', value: 'https://review.example.com' },
              { type: 'input', id: 'token', placeholder: 'API token' },
              {
                type: 'choice',
                id: 'timeout',
                options: [
                  { value: '10', label: '10 s' },
                  { value: '30', label: '30 s' },
                  { value: '60', label: '1 min' },
                ],
                value: '30',
              },
            ],
          },
          {
            type: 'row',
            gap: 'small',
            children: [
              { type: 'button', id: 'save', label: 'Save', icon: 'check', variant: 'primary' },
              { type: 'button', id: 'reset', label: 'Reset to defaults', variant: 'ghost' },
            ],
          },
        ],
      },
    ],
  ],
  // Agentty changes nothing on a click: the plugin draws each new value (setValue), and Reset sends the screen as designed
  reactions: [
    { element: 'auto-review', event: 'change', actions: [{ do: 'setValue', element: 'auto-review' }] },
    { element: 'block-merge', event: 'change', actions: [{ do: 'setValue', element: 'block-merge' }] },
    { element: 'strictness', event: 'change', actions: [{ do: 'setValue', element: 'strictness' }] },
    { element: 'timeout', event: 'change', actions: [{ do: 'setValue', element: 'timeout' }] },
    { element: 'reset', event: 'click', actions: [{ do: 'showScreen', screen: 'settings' }] },
    { element: 'save', event: 'click', actions: [{ do: 'notify', message: 'Settings saved', kind: 'success' }] },
    { element: 'block-merge', event: 'change', value: true, actions: [{ do: 'notify', message: 'Merges now wait for a clean review', kind: 'warning' }] },
  ],
});
