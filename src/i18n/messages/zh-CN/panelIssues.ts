import type { Messages } from '../en';

export const panelIssues = {
  missingProp: '缺少必需的属性 {{prop}}：需要{{expected}}。$t(issueWords.agenttyRule)',
  missingPropOf: '缺少必需的属性 {{prop}}：需要{{expected}}（{{type}} 的属性：{{props}}）。$t(issueWords.agenttyRule)',
  missingRequired: '缺少必需的属性 {{prop}}。$t(issueWords.agenttyRule)',
  cannotBeNull: '{{prop}} 不能为 null：Agentty 中这个字段不是可选的，所以会拒绝这棵树。请省略这个属性，或给它{{expected}}。$t(issueWords.agenttyRule)',
  cannotBeNullOneOf: '{{prop}} 不能为 null：Agentty 中这个字段不是可选的，所以会拒绝这棵树。请省略这个属性，或给它 {{values}} 之一。$t(issueWords.agenttyRule)',
  expectedGot: '需要{{expected}}，实际是 {{got}}。$t(issueWords.agenttyRule)',
  mustBe: '{{prop}} 必须是{{expected}}，实际是 {{got}}。$t(issueWords.agenttyRule)',
  mustBeOneOf: '{{prop}} 必须是 {{values}} 之一；实际是 {{got}}。$t(issueWords.agenttyRule)',
  mustBeString: '{{prop}} 必须是字符串；实际是 {{got}}。$t(issueWords.agenttyRule)',
  mustBeWhole: '{{prop}} 必须是{{range}}整数，实际是 {{got}}。$t(issueWords.agenttyRule)',
  needsType: '节点需要一个 "type"：{{types}} 之一。$t(issueWords.agenttyRule)',
  unknownType: '未知的节点类型 {{named}}：Agentty 会拒绝这棵树。可用的类型有 {{types}}。$t(issueWords.agenttyRule)',
  unknownTypeGuess: '未知的节点类型 {{named}}（你是不是想写 "{{guess}}"？）：Agentty 会拒绝这棵树。可用的类型有 {{types}}。$t(issueWords.agenttyRule)',
  notAccepted: 'Agentty 不接受此处的 {{got}}。$t(issueWords.agenttyRule)',
  unknownKey: '{{what}} 上有未知的键 "{{key}}"：Agentty 会忽略它，所以它不起作用；这样的键多半是拼写错误。{{what}} 可用的键：{{keys}}。$t(issueWords.agenttyRule)',
  unknownKeyGuess:
    '{{what}} 上有未知的键 "{{key}}"（你是不是想写 "{{guess}}"？）：Agentty 会忽略它，所以它不起作用；这样的键多半是拼写错误。{{what}} 可用的键：{{keys}}。$t(issueWords.agenttyRule)',
  unknownIcon: '未知的图标 "{{name}}"：Agentty 没有这个名字的图标，会改为绘制拼图图标。',
  unknownIconGuess: '未知的图标 "{{name}}"：Agentty 没有这个名字的图标，会改为绘制拼图图标（你是不是想写 "{{guess}}"？）。',
  longText: '这段文本有 {{length, number}} 个字符：Agentty 会在 {{max, number}} 个字符处截断，并以 "…" 结尾。$t(issueWords.agenttyRule)',
  newerApi: '{{what}} 需要 API {{since}}；这个设计的目标是 API {{api}}，那个版本的 Agentty 不认识它。$t(issueWords.agenttyRule)',
  nullProp: '"{{key}}" 为 null：Agentty 会把它当作省略，所以请直接省略。$t(issueWords.designerRule)',
  emptyId: 'id 为空：Agentty 接受它，但 {{what}} 的事件会把它称为 ""。请给它起个名字。$t(issueWords.designerRule)',
  negativeZero: '"{{key}}" 必须是整数：Agentty 把 -0 读作小数并拒绝它。$t(issueWords.agenttyRule)',
  duplicateOptionValue: '选项值 {{value}} 重复：Agentty 接受它，但事件无法区分这些{{entries}}。$t(issueWords.designerRule)',
  duplicateEntryId: '这些{{entries}}中的{{noun}} {{value}} 重复：Agentty 接受它，但它们的事件无法区分。$t(issueWords.designerRule)',
  optionNumber: '{{written}} 是数字：Agentty 把 choice 的值读作字符串，会拒绝这棵树。请写成 "{{text}}"。$t(issueWords.agenttyRule)',
  optionBoolean: '{{written}} 是 true/false：Agentty 把 choice 的值读作字符串，会拒绝这棵树。请写成 "{{text}}"。$t(issueWords.agenttyRule)',
  optionNumberApi1:
    '{{written}} 是数字：通信规范（API 1）没有限定类型，但如今的 Agentty 把 choice 的值读作字符串，会拒绝它。请写成 "{{text}}"。$t(issueWords.agenttyRule)',
  optionBooleanApi1:
    '{{written}} 是 true/false：通信规范（API 1）没有限定类型，但如今的 Agentty 把 choice 的值读作字符串，会拒绝它。请写成 "{{text}}"。$t(issueWords.agenttyRule)',
  choiceValue: '选中的值 {{value}} 不是这个 choice 的选项值之一，所以不会显示任何选中项。$t(issueWords.designerRule)',
  nestedTooDeep: 'UI 树的嵌套超过 {{max}} 层：这个 {{type}} 在第 {{level}} 层（根为第 0 层），Agentty 会拒绝这棵树。$t(issueWords.agenttyRule)',
  missingChildren: '这个 {{type}} 没有 "children"：Agentty 把它当作没有子元素，所以什么也不绘制。$t(issueWords.designerRule)',
  missingChildrenContent: '这个 {{type}} 没有 "children"：Agentty 把它当作没有子元素，所以不绘制内容。$t(issueWords.designerRule)',
  emptyChildren: '这个 {{type}} 没有子元素，所以什么也不绘制。',
  duplicateId: 'id "{{id}}" 重复：{{others}}{{more}} 也在使用。Agentty 接受它，但它们的事件无法区分。$t(issueWords.designerRule)',
  tooManyElements:
    'UI 树的元素超过 {{max}} 个：共 {{total, number}} 个（{{parts}}），Agentty 会拒绝这棵树。{{where}} {{type}} 添加的最多：{{size, number}} 个，大多在它的 "{{field}}" 中。$t(issueWords.agenttyRule)',
} satisfies Messages['panelIssues'];
