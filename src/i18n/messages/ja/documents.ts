import type { Messages } from '../en';

export const documents = {
  name: 'ドキュメント名',
  menu: 'ドキュメント',
  new: '新規',
  newBridge: '新しいAgent Bridgeプラグイン設定',
  newBridgeHint: 'Agent Bridgeサーバープラグインの「設定 → プラグイン」画面を、pluginDefから新しく作ります',
  import: '.jsonをインポート…',
  export: '.jsonをエクスポート',
  paste: 'プラグインのログを貼り付け…',
  pasteLabel: 'プラグインのstdout（JSON-RPCの行）：ui/setPanelごとに1つの画面になります',
  importScreens: '画面をインポート',
  deleted: '「{{name}}」を削除しました。',
  undo: '元に戻す',
  yours: '保存したドキュメント',
  duplicate: '複製',
  duplicateNamed: '{{name}}を複製',
  delete: '削除',
  deleteNamed: '{{name}}を削除',
  empty: '保存したドキュメントはここに表示されます。',
  starters: 'スターター',
} satisfies Messages['documents'];
