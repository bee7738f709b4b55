import type { Messages } from '../en';

export const viewer = {
  untitled: '未命名',
  pageTitle: '{{name}} · Panel Designer',
  brokenTitle: '无法打开链接 · Panel Designer',
  cannotOpen: '无法打开此链接',
  unchanged: '此浏览器中的内容均未改动。',
  openDesigner: '打开 Panel Designer',
  openInDesigner: '在设计器中打开',
  handOffFailed: '此浏览器未能保存要交给设计器的设计：{{reason}}',
  api: 'Agentty API {{api}}',
  sendAsAgentty: '以 Agentty 身份发送',
  simulator: '模拟器',
  noTree: '屏幕“{{screen}}”没有可绘制的面板：其文本还不是有效的树。',
  bridgeErrors: '此设计的插件定义有错误，因此无法绘制设置界面。请在设计器中打开以查看错误。',
} satisfies Messages['viewer'];
