import { starter } from '../starter';

export const tour = starter({
  id: 'tour',
  title: 'Tour of every node',
  description: 'All twelve node types with their props, each labelled, to learn the protocol at a glance.',
  settings: { hostTheme: 'dark' },
  screens: [
    [
      'tour',
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'text', text: 'column stacks its children; this text is style "title"', style: 'title' },
          {
            type: 'section',
            title: 'section: a titled group',
            children: [
              { type: 'text', text: 'text styles: body' },
              { type: 'text', text: 'muted', style: 'muted' },
              { type: 'text', text: 'small', style: 'small' },
              { type: 'text', text: 'code()', style: 'code' },
              { type: 'text', text: 'error', style: 'error' },
              { type: 'text', text: 'success', style: 'success' },
            ],
          },
          {
            type: 'section',
            title: 'row: side by side',
            children: [
              {
                type: 'row',
                gap: 'small',
                wrap: true,
                children: [
                  { type: 'button', id: 'primary', label: 'primary', icon: 'star', variant: 'primary' },
                  { type: 'button', id: 'secondary', label: 'secondary', variant: 'secondary' },
                  { type: 'button', id: 'ghost', label: 'ghost', variant: 'ghost' },
                  { type: 'button', id: 'danger', label: 'danger', icon: 'trash-2', variant: 'danger' },
                  { type: 'button', id: 'disabled', label: 'disabled', disabled: true },
                ],
              },
            ],
          },
          {
            type: 'section',
            title: 'input, choice, toggle',
            children: [
              { type: 'input', id: 'name', placeholder: 'input: sends change and submit' },
              {
                type: 'choice',
                id: 'size',
                options: [
                  { value: 'small', label: 'Small' },
                  { value: 'large', label: 'Large' },
                ],
                value: 'small',
              },
              { type: 'toggle', id: 'enabled', label: 'toggle: sends change with true or false', value: true },
            ],
          },
          {
            type: 'section',
            title: 'list: rows with icons, tones and buttons',
            children: [
              {
                type: 'list',
                id: 'files',
                empty: 'shown when items is empty',
                items: [
                  { id: 'a', title: 'title', subtitle: 'subtitle', detail: 'detail', icon: 'file-text', tone: 'info', actions: [{ id: 'open', label: 'Open', tooltip: 'a row button' }] },
                  { id: 'b', title: 'tone success', icon: 'circle-check', tone: 'success' },
                  { id: 'c', title: 'tone warning', icon: 'triangle-alert', tone: 'warning' },
                ],
              },
            ],
          },
          {
            type: 'row',
            gap: 'small',
            wrap: true,
            children: [
              { type: 'badge', text: 'neutral' },
              { type: 'badge', text: 'info', tone: 'info' },
              { type: 'badge', text: 'success', tone: 'success' },
              { type: 'badge', text: 'warning', tone: 'warning' },
              { type: 'badge', text: 'error', tone: 'error' },
            ],
          },
          { type: 'divider' },
          { type: 'spinner', text: 'spinner, with text' },
        ],
      },
    ],
  ],
  // Agentty changes nothing on a click: the plugin draws the new value (setValue)
  reactions: [
    { element: 'primary', event: 'click', actions: [{ do: 'notify', message: 'button sends click', kind: 'info' }] },
    { element: 'size', event: 'change', actions: [{ do: 'setValue', element: 'size' }] },
    { element: 'enabled', event: 'change', actions: [{ do: 'setValue', element: 'enabled' }] },
  ],
});
