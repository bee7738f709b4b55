// why a screen or a design cannot be exported, and what its plugin warns of (src/export/); names stay as written

export const exportRefusals = {
  line: '{{text}}',
  noScreens: 'The design has no screens: a plugin needs one to show on panel/open.',
  twoScreens: 'Two screens are named {{name}}.',
  onScreen: 'Screen {{name}}: {{problem}}',
  onScreenAt: 'Screen {{name}}, line {{line}}, column {{column}}: {{problem}}',
  onReaction: 'Reaction {{n}} ({{element}} {{event}}): {{problem}}',
  onReactions: 'Reactions: {{problem}}',
  onReactionsAt: 'Reactions, line {{line}}, column {{column}}: {{problem}}',
  reactionsDoNotParse: 'they do not parse.',
  onManifest: 'agentty-plugin.json: {{problem}}',
  onManifestField: 'agentty-plugin.json {{path}}: {{problem}}',
  onPlugin: 'Plugin (agentty-plugin.json): {{problem}}',
  onPluginAt: 'Plugin (agentty-plugin.json), line {{line}}, column {{column}}: {{problem}}',
  pluginDoesNotParse: 'it does not parse.',
  noTree: 'The document has no panel tree to export.',
  cannotCarry: 'The tree holds {{number}}, a number JSON cannot carry: JSON.stringify would write it as null.',
};
