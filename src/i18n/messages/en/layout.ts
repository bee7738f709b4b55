// the note on the first visit's example, and the splitters between the columns
export const layout = {
  example: 'About this example',
  exampleBefore: 'This is an example panel, to show what Agentty can draw: change anything, it is saved as your own copy. To start your own,',
  exampleNew: 'start an empty design',
  exampleAfter: 'or pick a starter under **Documents**.',
  dismissExample: 'Dismiss the note about the example',
  dismiss: 'Dismiss',
  shownAt: 'Shown at {{percent}}%: the panel is {{width}} px wide.',
  splitterHint: '{{label}}: drag, or focus and use the arrow keys',
  splitterFoldHint: '{{label}}: drag, or focus and use the arrow keys; Enter folds it away',
};
