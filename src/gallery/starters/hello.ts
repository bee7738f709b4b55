import { starter } from '../starter';

export const hello = starter({
  id: 'hello',
  title: 'Hello, agent',
  description: "The spec's own example: one button whose click puts a prompt in front of the agent.",
  screens: [
    [
      'main',
      {
        type: 'column',
        children: [
          { type: 'text', text: 'Say hello to the agent in the focused pane.', style: 'muted' },
          { type: 'button', id: 'go', label: 'Go', icon: 'sparkles', variant: 'primary' },
        ],
      },
    ],
  ],
  reactions: [{ element: 'go', event: 'click', actions: [{ do: 'injectPrompt', text: 'Hello', target: 'ask' }] }],
});
