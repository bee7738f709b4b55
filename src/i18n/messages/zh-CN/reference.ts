import type { Messages } from '../en';

export const reference = {
  heading: '节点参考',
  intro:
    'Agentty 目前绘制 {{count}} 种节点类型：线路规范（API 1）中的 12 种，未升版本而加入的 `flow` 和 `popover`，API 4 新增的 11 种，以及 API 5 新增的 `image` 和 `graph`，并列出 API 4 为旧类型新增的 props。设计的目标 API（在工具栏中）会拒绝比它更新的内容。图标是 Agentty 绘制的 {{n}} 个名称，来自',
  introAfter: '；其他名称会绘制为拼图图标。',
  nullable: '可以为 null（Agentty 视为省略）。',
  events: '事件：',
  entryKeys: '{{name}} 中每一项的键',
} satisfies Messages['reference'];
