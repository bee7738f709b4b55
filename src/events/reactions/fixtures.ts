import type { ScreenInput } from './elements';

/** A two-screen prototype for tests: a list that opens a detail screen, and one of every interactive type. */
export const screens: ScreenInput[] = [
  {
    name: 'Main',
    tree: {
      type: 'column',
      children: [
        { type: 'input', id: 'query', placeholder: 'Search' },
        {
          type: 'list',
          id: 'files',
          items: [
            { id: 'readme', title: 'README.md', actions: [{ id: 'open', label: 'Open' }] },
            { id: 'license', title: 'LICENSE' },
          ],
        },
        { type: 'row', children: [{ type: 'toggle', id: 'dark', label: 'Dark' }] },
        { type: 'choice', id: 'size', options: [{ value: 's', label: 'Small' }, { value: 'm', label: 'Medium' }] },
        { type: 'button', id: 'go', label: 'Go' },
      ],
    },
  },
  {
    name: 'Detail',
    tree: {
      type: 'section',
      title: 'Detail',
      children: [
        { type: 'text', text: 'README.md' },
        { type: 'button', id: 'back', label: 'Back' },
        { type: 'button', id: 'go', label: 'Go again' },
      ],
    },
  },
];

/** One screen with one of each of today's interactive elements, for the checks and completion of their names. */
export const todayScreens: ScreenInput[] = [
  {
    name: 'Today',
    tree: {
      type: 'column',
      children: [
        { type: 'button', id: 'new', label: 'New', menu: [{ value: 'file', label: 'File' }, { value: 'dir', label: 'Folder' }] },
        { type: 'button', id: 'plain', label: 'Plain' },
        { type: 'button', id: 'off', label: 'Off', disabled: true },
        {
          type: 'flow',
          id: 'steps',
          steps: [{ id: 'fetch', title: 'Fetch' }, { id: 'build', title: 'Build' }],
          reorderable: true,
          insertMenu: [{ value: 'wait', label: 'Wait' }],
        },
        { type: 'flow', id: 'still', steps: [{ id: 'a', title: 'A' }] },
        {
          type: 'tabs',
          id: 'pages',
          tabs: [{ id: 'one', label: 'One' }, { id: 'two', label: 'Two', closable: true }],
          value: 'one',
          addMenu: [{ value: 'blank', label: 'Blank' }],
          children: [{ type: 'table', id: 'runs', columns: [{ label: 'Run' }], rows: [{ id: 'r1', cells: ['#1'] }, { id: 'r2', cells: ['#2'] }] }],
        },
        { type: 'select', id: 'method', options: [{ value: 'GET', label: 'GET' }, { value: 'POST', label: 'POST' }], value: 'GET' },
        { type: 'checkbox', id: 'agree', label: 'Agree' },
        { type: 'card', id: 'tip', closable: true, children: [] },
        { type: 'card', id: 'box', children: [] },
        { type: 'grid', id: 'split', resizable: true, widths: ['240px', '1'], children: [] },
        { type: 'popover', id: 'settings', title: 'Settings', children: [] },
      ],
    },
  },
];
