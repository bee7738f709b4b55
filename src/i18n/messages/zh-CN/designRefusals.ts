import type { Messages } from '../en';

export const designRefusals = {
  notObject: '这不是 Panel Designer 文档：它应是一个包含 "version" 和 "screens" 的 JSON 对象。',
  badVersion: '这不是 Panel Designer 文档：它的 "version" 是 {{version}}，不是整数。',
  noVersion: '这不是 Panel Designer 文档：它没有 "version"，也不是旧版只有一个屏幕的 { "text": … } 文档。',
  newer: '此文档由更新版本的 Panel Designer 创建（版本 {{version}}），当前版本最多只能读取版本 {{newest}}。请更新 Panel Designer 后再打开。',
  noMigration: 'Panel Designer 无法读取版本 {{version}} 的文档。',
  invalid: '这不是有效的 Panel Designer 文档：{{where}}：{{problem}}。',
  invalidMore_one: '这不是有效的 Panel Designer 文档：{{where}}：{{problem}}（另有 {{count}} 个问题）。',
  invalidMore_other: '这不是有效的 Panel Designer 文档：{{where}}：{{problem}}（另有 {{count}} 个问题）。',
  theDocument: '文档',
  noScreens: '设计至少需要一个屏幕',
  emptyScreenName: '屏幕名称不能为空',
  sameScreenName: '有两个屏幕都名为 {{name}}',
  widthOrPreset: '必须是宽度预设，或 {{min}} 到 {{max}} 之间的整数像素，实际是 {{got}}',
  fileNotJson: '此文件不是 JSON（第 {{line}} 行第 {{column}} 列：{{problem}}）。Panel Designer 可以打开它导出的 .json 文件、面板树和 ui/setPanel 行。',
  textNotJson:
    '粘贴的文本不是 JSON（第 {{line}} 行第 {{column}} 列：{{problem}}），也不是插件日志（没有任何一行是 JSON-RPC 消息）。Panel Designer 可以打开它导出的设计 .json、面板树、ui/setPanel 行、Agent Bridge 的 pluginDef，或每行一条 JSON-RPC 消息的插件 stdout。',
  namedNotJson:
    '{{file}} 不是 JSON（第 {{line}} 行第 {{column}} 列：{{problem}}），也不是插件日志（没有任何一行是 JSON-RPC 消息）。Panel Designer 可以打开它导出的设计 .json、面板树、ui/setPanel 行、Agent Bridge 的 pluginDef，或每行一条 JSON-RPC 消息的插件 stdout。',
  tooDeep: '{{what}}的嵌套超过 {{max}} 层，Panel Designer 不会打开它：它只能编辑和绘制最多 {{max}} 层深的树。',
  tooLarge: '{{what}}中有一个对 JSON 来说过大的数字（它被读作 {{number}}，就像 1e400 一样）：导入后该位置会变成 null。请把它改小或改为字符串，然后重新导入。',
  thePluginDef: '此文件中的插件定义',
  theTree: '此文件中的面板树',
  theLogTree: '第 {{n}} 条 ui/setPanel 消息（第 {{line}} 行）的树',
  logWithoutTree_one: '粘贴的日志中有 {{count}} 条 ui/setPanel 消息，但没有一条的 params 中带有 "tree"。',
  logWithoutTree_other: '粘贴的日志中有 {{count}} 条 ui/setPanel 消息，但没有一条的 params 中带有 "tree"。',
  logWithoutPanel_one: '粘贴的日志中有 {{count}} 条 JSON-RPC 消息，但没有 ui/setPanel，因此没有可导入的面板。请粘贴插件发送 ui/setPanel 的 stdout。',
  logWithoutPanel_other: '粘贴的日志中有 {{count}} 条 JSON-RPC 消息，但没有 ui/setPanel，因此没有可导入的面板。请粘贴插件发送 ui/setPanel 的 stdout。',
  noMessages: '在粘贴的文本中没有找到 JSON-RPC 消息。请粘贴插件的 stdout：每行一条 {"jsonrpc":"2.0","method":"ui/setPanel",…} 消息。',
} satisfies Messages['designRefusals'];
