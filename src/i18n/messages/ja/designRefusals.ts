import type { Messages } from '../en';

export const designRefusals = {
  notObject: 'Panel Designer のドキュメントではありません。"version" と "screens" を持つ JSON オブジェクトである必要があります。',
  badVersion: 'Panel Designer のドキュメントではありません。"version" が整数ではなく {{version}} です。',
  noVersion: 'Panel Designer のドキュメントではありません。"version" がなく、以前の 1 画面だけの { "text": … } ドキュメントでもありません。',
  newer: 'このドキュメントは新しい Panel Designer で作られています（バージョン {{version}}）。この Panel Designer で読めるのはバージョン {{newest}} までです。開くには Panel Designer を更新してください。',
  noMigration: 'Panel Designer はバージョン {{version}} のドキュメントを読めません。',
  invalid: '有効な Panel Designer のドキュメントではありません。{{where}}：{{problem}}。',
  invalidMore_one: '有効な Panel Designer のドキュメントではありません。{{where}}：{{problem}}（ほかに問題が {{count}} 件あります）。',
  invalidMore_other: '有効な Panel Designer のドキュメントではありません。{{where}}：{{problem}}（ほかに問題が {{count}} 件あります）。',
  theDocument: 'ドキュメント',
  noScreens: 'デザインには画面が 1 つ以上必要です',
  emptyScreenName: '画面の名前は空にできません',
  sameScreenName: '{{name}} という名前の画面が 2 つあります',
  widthOrPreset: '幅のプリセットか、{{min}}〜{{max}} の整数のピクセル数でなければなりませんが、{{got}} です',
  fileNotJson: 'このファイルは JSON ではありません（{{line}} 行 {{column}} 列：{{problem}}）。Panel Designer で開けるのは、Panel Designer がエクスポートした .json ファイル、パネルツリー、ui/setPanel の行です。',
  textNotJson:
    '貼り付けたテキストは JSON ではなく（{{line}} 行 {{column}} 列：{{problem}}）、プラグインのログでもありません（JSON-RPC メッセージの行がありません）。Panel Designer で開けるのは、エクスポートしたデザインの .json、パネルツリー、ui/setPanel の行、Agent Bridge の pluginDef、1 行に 1 つずつ JSON-RPC メッセージが並ぶプラグインの stdout です。',
  namedNotJson:
    '{{file}} は JSON ではなく（{{line}} 行 {{column}} 列：{{problem}}）、プラグインのログでもありません（JSON-RPC メッセージの行がありません）。Panel Designer で開けるのは、エクスポートしたデザインの .json、パネルツリー、ui/setPanel の行、Agent Bridge の pluginDef、1 行に 1 つずつ JSON-RPC メッセージが並ぶプラグインの stdout です。',
  tooDeep: '{{what}}は {{max}} 階層より深く入れ子になっているため、Panel Designer では開けません。編集と描画ができるのは {{max}} 階層までのツリーです。',
  tooLarge: '{{what}}に JSON には大きすぎる数値があります（1e400 と同じく {{number}} として読まれます）。インポートするとその場所に null が書き込まれます。数値を小さくするか文字列にしてから、もう一度インポートしてください。',
  thePluginDef: 'このファイルのプラグイン定義',
  theTree: 'このファイルのパネルツリー',
  theLogTree: 'ui/setPanel メッセージ {{n}}（{{line}} 行目）のツリー',
  logWithoutTree_one: '貼り付けたログには ui/setPanel メッセージが {{count}} 件ありますが、params に "tree" があるものはありません。',
  logWithoutTree_other: '貼り付けたログには ui/setPanel メッセージが {{count}} 件ありますが、params に "tree" があるものはありません。',
  logWithoutPanel_one: '貼り付けたログには JSON-RPC メッセージが {{count}} 件ありますが、ui/setPanel がないため、インポートするパネルがありません。プラグインが ui/setPanel を送る stdout を貼り付けてください。',
  logWithoutPanel_other: '貼り付けたログには JSON-RPC メッセージが {{count}} 件ありますが、ui/setPanel がないため、インポートするパネルがありません。プラグインが ui/setPanel を送る stdout を貼り付けてください。',
  noMessages: '貼り付けたテキストに JSON-RPC メッセージが見つかりません。プラグインの stdout を貼り付けてください。1 行に 1 つずつ {"jsonrpc":"2.0","method":"ui/setPanel",…} のメッセージが必要です。',
} satisfies Messages['designRefusals'];
