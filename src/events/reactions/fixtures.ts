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
