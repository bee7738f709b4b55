import type { Messages } from '../en';

export const exportRefusals = {
  line: '{{text}}',
  noScreens: '设计中没有屏幕：插件需要一个屏幕在 panel/open 时显示。',
  twoScreens: '有两个屏幕都叫 {{name}}。',
  onScreen: '屏幕 {{name}}：{{problem}}',
  onScreenAt: '屏幕 {{name}}（第 {{line}} 行第 {{column}} 列）：{{problem}}',
  onReaction: '响应 {{n}}（{{element}} {{event}}）：{{problem}}',
  onReactions: '响应：{{problem}}',
  onReactionsAt: '响应（第 {{line}} 行第 {{column}} 列）：{{problem}}',
  reactionsDoNotParse: '无法解析。',
  onManifest: 'agentty-plugin.json：{{problem}}',
  onManifestField: 'agentty-plugin.json {{path}}：{{problem}}',
  onPlugin: '插件（agentty-plugin.json）：{{problem}}',
  onPluginAt: '插件（agentty-plugin.json，第 {{line}} 行第 {{column}} 列）：{{problem}}',
  pluginDoesNotParse: '无法解析。',
  noTree: '文档中没有可导出的面板树。',
  cannotCarry: '树中含有 {{number}}，这是 JSON 无法表示的数字：JSON.stringify 会把它写成 null。',
} satisfies Messages['exportRefusals'];
