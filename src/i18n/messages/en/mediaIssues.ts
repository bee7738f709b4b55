// problems of images and graphs (src/document/media-checks.ts), and of the text itself (lexical.ts, surrogates.ts, whole-numbers.ts)

export const mediaIssues = {
  leavesFiles: "\"{{src}}\" leaves the plugin's files/ folder: Agentty reads a picture only from inside it, so it draws the empty slot. $t(issueWords.agenttyRule)",
  svg: 'Agentty never draws SVG, so this slot stays empty. Convert the picture to PNG or WebP. $t(issueWords.agenttyRule)',
  otherFormat: 'Agentty draws PNG, JPEG, WebP and GIF only, not .{{format}}, so this slot stays empty. Convert the picture to PNG or WebP. $t(issueWords.agenttyRule)',
  noFormat: 'Agentty draws PNG, JPEG, WebP and GIF only, so this slot stays empty. Convert the picture to PNG or WebP. $t(issueWords.agenttyRule)',
  noFile: "No file \"{{src}}\" in the design's files: Agentty accepts the tree and draws the empty slot. The design's pictures: {{names}}. $t(issueWords.designerRule)",
  noFileNoPictures: "No file \"{{src}}\" in the design's files: Agentty accepts the tree and draws the empty slot. The design has no pictures yet: add one under Files. $t(issueWords.designerRule)",
  dropNeedsId: '"drop" needs an id: without one Agentty takes no files here and sends nothing. $t(issueWords.agenttyRule)',
  tooManyGraphNodes: 'a graph has more than {{max}} nodes: this one has {{n, number}}, and Agentty refuses the tree. $t(issueWords.agenttyRule)',
  portsCut: '{{n}} {{side}}: Agentty draws the first {{max}} ports of a side and drops the rest, with their wires. $t(issueWords.agenttyRule)',
  edgesCut: '{{n, number}} edges: Agentty draws the first {{max}} and drops the rest. $t(issueWords.agenttyRule)',
  noNode: 'No node "{{node}}" in this graph, so Agentty drops the wire. Its nodes: {{names}}. $t(issueWords.agenttyRule)',
  noNodeEmpty: 'No node "{{node}}" in this graph, so Agentty drops the wire. The graph has no nodes. $t(issueWords.agenttyRule)',
  noOutputPort: 'Node "{{node}}" has no output port "{{port}}", so Agentty drops the wire. Its outputs: {{names}}. $t(issueWords.agenttyRule)',
  noOutputs: 'Node "{{node}}" has no output port "{{port}}", so Agentty drops the wire. It has no outputs. $t(issueWords.agenttyRule)',
  noInputPort: 'Node "{{node}}" has no input port "{{port}}", so Agentty drops the wire. Its inputs: {{names}}. $t(issueWords.agenttyRule)',
  noInputs: 'Node "{{node}}" has no input port "{{port}}", so Agentty drops the wire. It has no inputs. $t(issueWords.agenttyRule)',
  listedMore: '{{shown}} and {{n, number}} more',
  byteOrderMarkRead: 'The text starts with an invisible byte-order mark (U+FEFF), which JSON does not allow. Panel Designer reads past it, and exports leave it out.',
  duplicateKey: 'Duplicate key {{name}}: JSON keeps only the last one, so the {{name}} on line {{line}} is ignored.',
  numberTooLarge: '{{literal}} is too large for a JSON number: it becomes {{infinity}}, which JSON cannot carry (an export would write null). Use a smaller number, or a string.',
  decimalWhole:
    '"{{key}}" is written {{written}}: Agentty reads a number with a decimal point or an exponent as a decimal, and refuses it where it wants a whole number. Write {{number}}. $t(issueWords.agenttyRule)',
  loneSurrogateKey:
    "This key holds half of a UTF-16 surrogate pair (such as \\ud83d without the \\ude00 after it): Agentty's JSON parser refuses the whole line, so the panel never arrives. $t(issueWords.agenttyRule)",
  loneSurrogateString:
    "This string holds half of a UTF-16 surrogate pair (such as \\ud83d without the \\ude00 after it): Agentty's JSON parser refuses the whole line, so the panel never arrives. $t(issueWords.agenttyRule)",
};
