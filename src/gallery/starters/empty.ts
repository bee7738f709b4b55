import { starter } from '../starter';

export const empty = starter({
  id: 'empty',
  title: 'Empty state',
  description: "A list with no items shows its empty text; say why, and offer the next step.",
  screens: [
    [
      'empty',
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'text', text: 'Snippets', style: 'title' },
          { type: 'list', id: 'snippets', items: [], empty: 'No snippets yet.' },
          { type: 'text', text: 'Save a prompt you use often and send it to any pane with one click.', style: 'muted' },
          { type: 'button', id: 'new-snippet', label: 'New snippet', icon: 'plus', variant: 'primary' },
        ],
      },
    ],
  ],
});
