import type { Messages } from '../en';

export const problems = {
  title: '问题',
  errors_one: '{{n}} 个错误',
  errors_other: '{{n}} 个错误',
  warnings_one: '{{n}} 个警告',
  warnings_other: '{{n}} 个警告',
  hints_one: '{{n}} 个提示',
  hints_other: '{{n}} 个提示',
  error: '错误',
  warning: '警告',
  info: '提示',
  elsewhere_one: '{{part}} 有 1 个错误：修正之前无法导出设计。',
  elsewhere_other: '{{part}} 有 {{n}} 个错误：修正之前无法导出设计。',
  open: '打开 {{part}}',
  partScreen: '屏幕 "{{name}}"',
  at: '第 {{line}} 行，第 {{column}} 列',
  more: '另有 {{n}} 个，请查看编辑器中的标记',
  nonePanel: '没有问题：此面板有效。',
  nonePlugin: '没有问题：此 agentty-plugin.json 有效。',
  noneReactions: '没有问题：此响应列表有效。',
  noneBridge: '没有问题：此插件定义有效。',
} satisfies Messages['problems'];
