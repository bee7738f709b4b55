import { starter } from '../starter';

export const reviewFlow = starter({
  id: 'review-flow',
  title: 'Review flow (screens and reactions)',
  description: 'Selecting a row shows a detail screen; buttons notify, set the badge, ask the agent, and go back.',
  context: { workspace: { name: 'shop', cwd: '/home/dana/shop' } },
  screens: [
    [
      'inbox',
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'text', text: 'Pull requests', style: 'title' },
          {
            type: 'list',
            id: 'prs',
            empty: 'Nothing to review.',
            items: [
              { id: 'pr-142', title: 'Fix checkout rounding', subtitle: '#142 by lee', detail: '+12 −4', icon: 'git-pull-request', tone: 'info' },
              { id: 'pr-139', title: 'Cache product images', subtitle: '#139 by sam', detail: '+210 −37', icon: 'git-pull-request', tone: 'warning' },
            ],
          },
        ],
      },
    ],
    [
      'pr-142',
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'button', id: 'back-142', label: 'All pull requests', icon: 'arrow-left', variant: 'ghost' },
          {
            type: 'section',
            title: '#142 Fix checkout rounding',
            children: [
              { type: 'text', text: 'Rounds each line before summing, so totals match the invoice.' },
              {
                type: 'row',
                gap: 'small',
                children: [
                  { type: 'badge', text: 'checks passed', tone: 'success' },
                  { type: 'badge', text: '2 files' },
                ],
              },
            ],
          },
          {
            type: 'row',
            gap: 'small',
            children: [
              { type: 'button', id: 'approve-142', label: 'Approve', icon: 'check', variant: 'primary' },
              { type: 'button', id: 'explain-142', label: 'Ask the agent', icon: 'sparkles', variant: 'secondary' },
            ],
          },
        ],
      },
    ],
    [
      'pr-139',
      {
        type: 'column',
        gap: 'medium',
        children: [
          { type: 'button', id: 'back-139', label: 'All pull requests', icon: 'arrow-left', variant: 'ghost' },
          {
            type: 'section',
            title: '#139 Cache product images',
            children: [
              { type: 'text', text: 'Adds a CDN cache in front of the image service.' },
              { type: 'badge', text: '1 check failing', tone: 'error' },
            ],
          },
          { type: 'button', id: 'request-changes', label: 'Request changes', icon: 'message-square', variant: 'danger' },
        ],
      },
    ],
  ],
  reactions: [
    { element: 'prs', event: 'select', item: 'pr-142', actions: [{ do: 'showScreen', screen: 'pr-142' }] },
    { element: 'prs', event: 'select', item: 'pr-139', actions: [{ do: 'showScreen', screen: 'pr-139' }] },
    { element: 'back-142', event: 'click', actions: [{ do: 'showScreen', screen: 'inbox' }] },
    { element: 'back-139', event: 'click', actions: [{ do: 'showScreen', screen: 'inbox' }] },
    {
      element: 'approve-142',
      event: 'click',
      actions: [
        { do: 'notify', message: '#142 approved', kind: 'success' },
        { do: 'setBadge', text: '1 left' },
        { do: 'showScreen', screen: 'inbox' },
      ],
    },
    { element: 'explain-142', event: 'click', actions: [{ do: 'injectPrompt', text: 'Review pull request #142 and list any risks.', target: 'ask' }] },
    { element: 'request-changes', event: 'click', actions: [{ do: 'notify', message: 'Changes requested on #139', kind: 'warning' }] },
  ],
});
