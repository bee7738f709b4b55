// ドキュメントの形と Agentty の API バージョンごとに、ツールバーが示す言葉

export const versions = {
  note1: 'プロトコル仕様：ノードタイプ 12 種、flow と popover',
  note2: 'host/timer とペインの状態を追加',
  note3: 'アプリ内ブラウザーを追加',
  note4: '現在のパネル要素を追加',
  note5: 'tools/call を追加',
  note6: '現在の Agentty：terminal/setProxy を追加',
  label: 'API {{version}} · {{note}}',
  short: 'API {{version}}',
  shortSpec: 'API 1（仕様）',
  shortToday: 'API 6（現在）',
  tree: 'パネルツリー',
  params: 'ui/setPanel の params',
  message: 'ui/setPanel メッセージ',
  bridge: 'Agent Bridge プラグイン設定',
  treeHint: 'エディターにはパネルツリーだけがあります。ui/setPanel メッセージが運ぶ "tree" です',
  paramsHint: 'エディターには ui/setPanel メッセージの params があります：{ "tree": … }',
  messageHint: 'エディターには、プラグインが書くとおりの ui/setPanel JSON-RPC メッセージ全体があります',
  bridgeHint: 'エディターには Agent Bridge の pluginDef が JSON であり、"simulation" データを添えられます',
};
