import type { Messages } from '../en';

export const documents = {
  name: '文档名称',
  menu: '文档',
  new: '新建',
  newBridge: '新建 Agent Bridge 插件设置',
  newBridgeHint: '根据 pluginDef 新建 Agent Bridge 服务器插件的“设置 → 插件”界面',
  import: '导入 .json…',
  export: '导出 .json',
  paste: '粘贴插件日志…',
  pasteLabel: '插件 stdout（JSON-RPC 行）：每个 ui/setPanel 生成一个屏幕',
  importScreens: '导入屏幕',
  deleted: '已删除“{{name}}”。',
  undo: '撤销',
  yours: '我的文档',
  duplicate: '创建副本',
  duplicateNamed: '创建 {{name}} 的副本',
  delete: '删除',
  deleteNamed: '删除 {{name}}',
  empty: '保存的文档会显示在这里。',
  starters: '起始模板',
} satisfies Messages['documents'];
