import type { Messages } from '../en';

export const layout = {
  example: '关于此示例',
  exampleBefore: '这是一个示例面板，展示 Agentty 能绘制什么：可以随意修改，修改会保存为你自己的副本。要从头开始，请',
  exampleNew: '新建空白设计',
  exampleAfter: '，或在 **文档** 中选择一个起始模板。',
  dismissExample: '关闭示例说明',
  dismiss: '关闭',
  shownAt: '按 {{percent}}% 显示：面板宽 {{width}} px。',
  splitterHint: '{{label}}：拖动，或聚焦后使用方向键',
  splitterFoldHint: '{{label}}：拖动，或聚焦后使用方向键；按 Enter 折叠',
} satisfies Messages['layout'];
