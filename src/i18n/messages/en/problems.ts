// the Problems list under the editor (the problems' own messages are the *Issues groups, said by src/document/say.ts)

export const problems = {
  title: 'Problems',
  errors_one: '{{n}} error',
  errors_other: '{{n}} errors',
  warnings_one: '{{n}} warning',
  warnings_other: '{{n}} warnings',
  hints_one: '{{n}} hint',
  hints_other: '{{n}} hints',
  error: 'error',
  warning: 'warning',
  info: 'info',
  elsewhere_one: '{{part}} has 1 error: the design cannot be exported until it is fixed.',
  elsewhere_other: '{{part}} has {{n}} errors: the design cannot be exported until it is fixed.',
  open: 'Open {{part}}',
  partScreen: 'Screen "{{name}}"',
  at: 'Ln {{line}}, Col {{column}}',
  more: "{{n}} more in the editor's markers",
  nonePanel: 'No problems: this panel is valid.',
  nonePlugin: 'No problems: this agentty-plugin.json is valid.',
  noneReactions: 'No problems: this reactions list is valid.',
  noneBridge: 'No problems: this plugin definition is valid.',
};
