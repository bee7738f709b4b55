import type { Messages } from '../en';

export const bridge = {
  stale: '定義にエラーがあります。スキーマに合っていた最後の定義を表示しています。',
  serverDown: 'シミュレートしたサーバーは停止しています。保存するには、サーバーログからサーバーを再び起動してください。',
  empty: 'Agent Bridge の pluginDef（id、name、about、fields）を入力するか貼り付けると、ここに設定画面が表示されます。',
  originAssumed: '{{port}}（仮定）',
  originDefault: 'BRIDGE_ORIGIN なし：http://localhost:<PORT>、PORT {{port}}',
  macFolder: '{{mac}} のフォルダー',
  serverLog: 'サーバーログ',
  serverLogLines: 'サーバーログの行',
  stopServer: 'サーバーを停止',
  startServer: 'サーバーを起動',
  moveTarget: 'セッションメニューの移動先に表示されます',
  notMoveTarget: '移動先ではありません（オフ）',
  logEmpty: 'まだありません。プラグインをオンにして保存すると起動します。',
  lastSave: 'POST /api/plugins/{{id}}（最後の保存）',
  lastPick: 'POST /api/plugins/{{id}}/choices（最後の選択）',
  copyBlock: '{{title}} をコピー',
  copy: 'コピー',
  nothingYet: 'まだありません。',
  referenceLabel: 'プラグイン定義のリファレンス',
  referenceTitle: 'Agent Bridge のプラグイン定義',
  referenceIntro:
    '<code>pluginDef</code>（SPEC 1.309）と Panel Designer の <code>simulation</code> のすべてのキーです。エディターを検査するスキーマから作られています。<code>?</code> は省略できるキーを示します。',
  buildNote:
    'Agent Bridge のプラグイン設定はテキストで編集します。エディターが <code>pluginDef</code> と <code>simulation</code> のすべてのキーを補完し、ホバーで説明し、間違いをその場所に示します。パレット、アウトライン、インスペクターで組み立てられるのはパネルのツリーだけです。',
  export: 'エクスポート',
  exportRefused_one: '定義が有効になるまでエクスポートできるものはありません。エラーが{{count}}件あります（エディターの下の問題を確認してください）。',
  exportRefused_other: '定義が有効になるまでエクスポートできるものはありません。エラーが{{count}}件あります（エディターの下の問題を確認してください）。',
  exportHint:
    '<code>server/</code> 用の Go の定義（関数を <code>ALL_PLUGINS</code> に追加します）、定義が前提とする Go の型（仕様にはありません）、定義の <code>go test</code>、そして定義と <code>GET /api/plugins</code> のエントリーの JSON です。',
  files: 'ファイル',
  copyFile: '{{path}} をコピー',
  downloadFile: '{{path}} をダウンロード',
  copiedFile: '{{path}} をコピーしました',
} satisfies Messages['bridge'];
