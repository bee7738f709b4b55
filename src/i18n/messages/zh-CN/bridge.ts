import type { Messages } from '../en';

export const bridge = {
  stale: '定义有错误：这里显示的是最后一个符合 schema 的定义。',
  serverDown: '模拟服务器已停止：请在服务器日志中重新启动它，然后再保存。',
  empty: '输入或粘贴 Agent Bridge 的 pluginDef（id、name、about、fields），即可在此看到其设置界面。',
  originAssumed: '{{port}}（假定）',
  originDefault: '无 BRIDGE_ORIGIN：http://localhost:<PORT>，PORT {{port}}',
  macFolder: '{{mac}} 的文件夹',
  serverLog: '服务器日志',
  serverLogLines: '服务器日志行',
  stopServer: '停止服务器',
  startServer: '启动服务器',
  moveTarget: '会出现在会话菜单的移动目标中',
  notMoveTarget: '不是移动目标（未开启）',
  logEmpty: '暂无内容：开启插件并保存即可启动。',
  lastSave: 'POST /api/plugins/{{id}}（最近一次保存）',
  lastPick: 'POST /api/plugins/{{id}}/choices（最近一次选择）',
  copyBlock: '复制 {{title}}',
  copy: '复制',
  nothingYet: '暂无内容。',
  referenceLabel: '插件定义参考',
  referenceTitle: 'Agent Bridge 插件定义',
  referenceIntro:
    '<code>pluginDef</code>（SPEC 1.309）和 Panel Designer 的 <code>simulation</code> 的所有键，取自检查编辑器内容的 schema。<code>?</code> 表示可省略的键。',
  buildNote:
    'Agent Bridge 插件设置以文本方式编辑：编辑器会补全 <code>pluginDef</code> 和 <code>simulation</code> 的每个键，悬停时给出说明，并在出错的位置标出错误。组件面板、大纲和检查器只用于构建面板树。',
  export: '导出',
  exportRefused_one: '定义有效之前没有可导出的内容：它有 {{count}} 个错误（请查看编辑器下方的问题）。',
  exportRefused_other: '定义有效之前没有可导出的内容：它有 {{count}} 个错误（请查看编辑器下方的问题）。',
  exportHint:
    '用于 <code>server/</code> 的 Go 定义（将该函数加入 <code>ALL_PLUGINS</code>）、定义所假定的 Go 类型（规范中没有给出）、定义的 <code>go test</code>，以及定义和 <code>GET /api/plugins</code> 条目的 JSON。',
  files: '文件',
  copyFile: '复制 {{path}}',
  downloadFile: '下载 {{path}}',
  copiedFile: '已复制 {{path}}',
} satisfies Messages['bridge'];
