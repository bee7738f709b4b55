// 工具栏对文档形态和每个 Agentty API 版本的说明

export const versions = {
  note1: '协议规范：12 种节点类型，flow 和 popover',
  note2: '新增 host/timer 和窗格状态',
  note3: '新增应用内浏览器',
  note4: '新增当前的面板元素',
  note5: '新增 tools/call',
  note6: '当前的 Agentty：新增 terminal/setProxy',
  label: 'API {{version}} · {{note}}',
  short: 'API {{version}}',
  shortSpec: 'API 1（规范）',
  shortToday: 'API 6（当前）',
  tree: '面板树',
  params: 'ui/setPanel 的 params',
  message: 'ui/setPanel 消息',
  bridge: 'Agent Bridge 插件设置',
  treeHint: '编辑器中只有面板树：即 ui/setPanel 消息携带的 "tree"',
  paramsHint: '编辑器中是 ui/setPanel 消息的 params：{ "tree": … }',
  messageHint: '编辑器中是插件所写的完整 ui/setPanel JSON-RPC 消息',
  bridgeHint: '编辑器中是 JSON 形式的 Agent Bridge pluginDef，旁边可附 "simulation" 数据',
};
