// problems of a panel tree against Agentty's node grammar and the designer's advice (src/document/schema-issues.ts, checks.ts)

export const panelIssues = {
  missingProp: 'Missing required {{prop}}: expected {{expected}}. $t(issueWords.agenttyRule)',
  missingPropOf: 'Missing required {{prop}}: expected {{expected}} ({{type}} takes {{props}}). $t(issueWords.agenttyRule)',
  missingRequired: 'Missing required {{prop}}. $t(issueWords.agenttyRule)',
  cannotBeNull: "{{prop}} cannot be null: Agentty's field is not optional, so it refuses the tree. Leave the prop out, or give it {{expected}}. $t(issueWords.agenttyRule)",
  cannotBeNullOneOf: "{{prop}} cannot be null: Agentty's field is not optional, so it refuses the tree. Leave the prop out, or give it one of {{values}}. $t(issueWords.agenttyRule)",
  expectedGot: 'Expected {{expected}}, got {{got}}. $t(issueWords.agenttyRule)',
  mustBe: '{{prop}} must be {{expected}}, got {{got}}. $t(issueWords.agenttyRule)',
  mustBeOneOf: '{{prop}} must be one of {{values}}; got {{got}}. $t(issueWords.agenttyRule)',
  mustBeString: '{{prop}} must be a string; got {{got}}. $t(issueWords.agenttyRule)',
  mustBeWhole: '{{prop}} must be a whole number {{range}}, got {{got}}. $t(issueWords.agenttyRule)',
  needsType: 'A node needs a "type": one of {{types}}. $t(issueWords.agenttyRule)',
  unknownType: 'Unknown node type {{named}}: Agentty refuses the tree. It knows {{types}}. $t(issueWords.agenttyRule)',
  unknownTypeGuess: 'Unknown node type {{named}} (did you mean "{{guess}}"?): Agentty refuses the tree. It knows {{types}}. $t(issueWords.agenttyRule)',
  notAccepted: 'Agentty does not accept {{got}} here. $t(issueWords.agenttyRule)',
  unknownKey: 'Unknown key "{{key}}" on {{what}}: Agentty ignores it, so it does nothing; most such keys are typos. {{what, capitalize}} takes {{keys}}. $t(issueWords.agenttyRule)',
  unknownKeyGuess:
    'Unknown key "{{key}}" on {{what}} (did you mean "{{guess}}"?): Agentty ignores it, so it does nothing; most such keys are typos. {{what, capitalize}} takes {{keys}}. $t(issueWords.agenttyRule)',
  unknownIcon: 'Unknown icon "{{name}}": Agentty has no icon by that name and draws its puzzle icon instead.',
  unknownIconGuess: 'Unknown icon "{{name}}": Agentty has no icon by that name and draws its puzzle icon instead (did you mean "{{guess}}"?).',
  longText: 'This text is {{length, number}} characters long: Agentty cuts it after {{max, number}} and ends it with "…". $t(issueWords.agenttyRule)',
  newerApi: '{{what}} needs API {{since}}; this design targets API {{api}}, whose Agentty does not know it. $t(issueWords.agenttyRule)',
  nullProp: '"{{key}}" is null: Agentty reads it as left out, so leave it out. $t(issueWords.designerRule)',
  emptyId: 'The id is empty: Agentty accepts it, but the events of {{what}} then name it "". Give it a name. $t(issueWords.designerRule)',
  negativeZero: '"{{key}}" must be a whole number: Agentty reads -0 as a decimal and refuses it. $t(issueWords.agenttyRule)',
  duplicateOptionValue: 'Duplicate option value {{value}}: Agentty accepts it, but an event could not tell these {{entries}} apart. $t(issueWords.designerRule)',
  duplicateEntryId: 'Duplicate {{noun}} {{value}} among these {{entries}}: Agentty accepts it, but their events could not tell them apart. $t(issueWords.designerRule)',
  optionNumber: '{{written}} is a number: Agentty reads choice values as strings and refuses the tree. Write "{{text}}". $t(issueWords.agenttyRule)',
  optionBoolean: '{{written}} is true/false: Agentty reads choice values as strings and refuses the tree. Write "{{text}}". $t(issueWords.agenttyRule)',
  optionNumberApi1:
    "{{written}} is a number: the wire spec (API 1) leaves the type open, but today's Agentty reads choice values as strings and refuses it. Write \"{{text}}\". $t(issueWords.agenttyRule)",
  optionBooleanApi1:
    "{{written}} is true/false: the wire spec (API 1) leaves the type open, but today's Agentty reads choice values as strings and refuses it. Write \"{{text}}\". $t(issueWords.agenttyRule)",
  choiceValue: "The selected value {{value}} is not one of this choice's option values, so nothing shows as selected. $t(issueWords.designerRule)",
  nestedTooDeep: 'UI tree is nested deeper than {{max}} levels: this {{type}} is at level {{level}} (the root is level 0), and Agentty refuses the tree. $t(issueWords.agenttyRule)',
  missingChildren: 'This {{type}} has no "children": Agentty reads it as none, so it draws nothing. $t(issueWords.designerRule)',
  missingChildrenContent: 'This {{type}} has no "children": Agentty reads it as none, so it draws no content. $t(issueWords.designerRule)',
  emptyChildren: 'This {{type}} has no children, so it draws nothing.',
  duplicateId: 'Duplicate id "{{id}}": also used by the {{others}}{{more}}. Agentty accepts it, but their events could not be told apart. $t(issueWords.designerRule)',
  tooManyElements:
    'UI tree has more than {{max}} elements: {{total, number}} ({{parts}}), and Agentty refuses the tree. The {{type}} {{where}} adds the most: {{size, number}}, most of them in its "{{field}}". $t(issueWords.agenttyRule)',
};
