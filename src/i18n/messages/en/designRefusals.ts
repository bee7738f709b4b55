// why an imported file, a pasted log or a share link's design does not open (src/share/document.ts, import.ts)

export const designRefusals = {
  notObject: 'This is not a Panel Designer document: it should be a JSON object with "version" and "screens".',
  badVersion: 'This is not a Panel Designer document: its "version" is {{version}}, not a whole number.',
  noVersion: 'This is not a Panel Designer document: it has no "version", and it is not an older single-screen { "text": … } document either.',
  newer: 'This document was made by a newer Panel Designer (version {{version}}); this one reads up to version {{newest}}. Update Panel Designer to open it.',
  noMigration: 'Panel Designer cannot read documents of version {{version}}.',
  invalid: 'This is not a valid Panel Designer document: {{where}}: {{problem}}.',
  invalidMore_one: 'This is not a valid Panel Designer document: {{where}}: {{problem}} (and {{count}} more problem).',
  invalidMore_other: 'This is not a valid Panel Designer document: {{where}}: {{problem}} (and {{count}} more problems).',
  theDocument: 'the document',
  noScreens: 'a design needs at least one screen',
  emptyScreenName: 'a screen name cannot be empty',
  sameScreenName: 'two screens are named {{name}}',
  widthOrPreset: 'it should be a width preset or whole pixels from {{min}} to {{max}}, not {{got}}',
  fileNotJson: 'This file is not JSON (line {{line}}, column {{column}}: {{problem}}) Panel Designer opens the .json files it exports, panel trees and ui/setPanel lines.',
  textNotJson:
    "The pasted text is not JSON (line {{line}}, column {{column}}: {{problem}}) and not a plugin log either (no JSON-RPC message on any line). Panel Designer opens a design .json it exported, a panel tree, a ui/setPanel line, an Agent Bridge pluginDef, or a plugin's stdout with one JSON-RPC message per line.",
  namedNotJson:
    "{{file}} is not JSON (line {{line}}, column {{column}}: {{problem}}) and not a plugin log either (no JSON-RPC message on any line). Panel Designer opens a design .json it exported, a panel tree, a ui/setPanel line, an Agent Bridge pluginDef, or a plugin's stdout with one JSON-RPC message per line.",
  tooDeep: '{{what}} is nested deeper than {{max}} levels, which Panel Designer does not open: it edits and draws trees up to {{max}} levels deep.',
  tooLarge: '{{what}} holds a number too large for JSON (it reads as {{number}}, as 1e400 does): importing it would write null in its place. Make it smaller, or a string, and import again.',
  thePluginDef: 'The plugin definition in this file',
  theTree: 'The panel tree in this file',
  theLogTree: 'The tree of ui/setPanel message {{n}} (line {{line}})',
  logWithoutTree_one: 'The pasted log has {{count}} ui/setPanel message, but none with a "tree" in its params.',
  logWithoutTree_other: 'The pasted log has {{count}} ui/setPanel messages, but none with a "tree" in its params.',
  logWithoutPanel_one: "The pasted log has {{count}} JSON-RPC message, but no ui/setPanel: there is no panel to import. Paste the plugin's stdout, where it sends ui/setPanel.",
  logWithoutPanel_other: "The pasted log has {{count}} JSON-RPC messages, but no ui/setPanel: there is no panel to import. Paste the plugin's stdout, where it sends ui/setPanel.",
  noMessages: 'No JSON-RPC messages found in the pasted text. Paste a plugin\'s stdout: one {"jsonrpc":"2.0","method":"ui/setPanel",…} message per line.',
};
