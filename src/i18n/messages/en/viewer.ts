// the share page (src/viewer/): what a person sees opening a share link; why a link does not open is in shareLink
export const viewer = {
  untitled: 'Untitled',
  pageTitle: '{{name}} · Panel Designer',
  brokenTitle: 'Link cannot be opened · Panel Designer',
  cannotOpen: 'This link cannot be opened',
  unchanged: 'Nothing in this browser was changed.',
  openDesigner: 'Open Panel Designer',
  openInDesigner: 'Open in designer',
  handOffFailed: 'This browser would not store the design for the designer: {{reason}}',
  api: 'Agentty API {{api}}',
  sendAsAgentty: 'Send as Agentty',
  simulator: 'Simulator',
  noTree: 'The screen "{{screen}}" has no panel to draw: its text is not a valid tree yet.',
  bridgeErrors: "This design's plugin definition has errors, so there is no settings screen to draw. Open it in the designer to see them.",
};
