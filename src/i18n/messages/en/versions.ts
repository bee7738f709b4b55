// what the toolbar says of the document's shape and of each Agentty API version (agentty-today.md §0, §2)

export const versions = {
  note1: 'the wire spec: 12 node types, flow and popover',
  note2: 'adds host/timer and pane status',
  note3: 'adds the in-app browser',
  note4: "adds today's panel elements",
  note5: 'adds tools/call',
  note6: "today's Agentty: adds terminal/setProxy",
  label: 'API {{version}} · {{note}}',
  short: 'API {{version}}',
  shortSpec: 'API 1 (spec)',
  shortToday: 'API 6 (today)',
  tree: 'Panel tree',
  params: 'ui/setPanel params',
  message: 'ui/setPanel message',
  bridge: 'Agent Bridge plugin settings',
  treeHint: 'The editor holds a panel tree alone: the "tree" that a ui/setPanel message carries',
  paramsHint: 'The editor holds the params of a ui/setPanel message: { "tree": … }',
  messageHint: 'The editor holds a whole ui/setPanel JSON-RPC message, as a plugin writes it',
  bridgeHint: 'The editor holds an Agent Bridge pluginDef as JSON, with optional "simulation" data beside it',
};
