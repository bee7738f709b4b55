import type { Messages } from '../en';

export const mediaIssues = {
  leavesFiles: '"{{src}}" はプラグインの files/ フォルダーの外を指しています。Agentty は絵をその中からしか読まないため、空の枠を描きます。$t(issueWords.agenttyRule)',
  svg: 'Agentty は SVG を描かないため、この枠は空のままです。絵を PNG か WebP に変換してください。$t(issueWords.agenttyRule)',
  otherFormat: 'Agentty が描くのは PNG、JPEG、WebP、GIF だけで、.{{format}} は描かないため、この枠は空のままです。絵を PNG か WebP に変換してください。$t(issueWords.agenttyRule)',
  noFormat: 'Agentty が描くのは PNG、JPEG、WebP、GIF だけなので、この枠は空のままです。絵を PNG か WebP に変換してください。$t(issueWords.agenttyRule)',
  noFile: 'デザインのファイルに "{{src}}" がありません。Agentty はツリーを受け付け、空の枠を描きます。デザインの絵: {{names}}。$t(issueWords.designerRule)',
  noFileNoPictures: 'デザインのファイルに "{{src}}" がありません。Agentty はツリーを受け付け、空の枠を描きます。デザインにはまだ絵がありません。ファイルから追加してください。$t(issueWords.designerRule)',
  dropNeedsId: '"drop" には id が必要です。id がないと、Agentty はここでファイルを受け取らず、何も送りません。$t(issueWords.agenttyRule)',
  tooManyGraphNodes: 'グラフのノードが {{max}} 個を超えています。このグラフには {{n, number}} 個あり、Agentty はツリーを拒否します。$t(issueWords.agenttyRule)',
  portsCut: '{{side}} が {{n}} 個あります。Agentty は片側のポートを最初の {{max}} 個だけ描き、残りは接続線ごと捨てます。$t(issueWords.agenttyRule)',
  edgesCut: 'エッジが {{n, number}} 本あります。Agentty は最初の {{max}} 本だけ描き、残りを捨てます。$t(issueWords.agenttyRule)',
  noNode: 'このグラフにノード "{{node}}" がないため、Agentty は接続線を捨てます。グラフのノード: {{names}}。$t(issueWords.agenttyRule)',
  noNodeEmpty: 'このグラフにノード "{{node}}" がないため、Agentty は接続線を捨てます。グラフにはノードがありません。$t(issueWords.agenttyRule)',
  noOutputPort: 'ノード "{{node}}" に出力ポート "{{port}}" がないため、Agentty は接続線を捨てます。このノードの出力ポート: {{names}}。$t(issueWords.agenttyRule)',
  noOutputs: 'ノード "{{node}}" に出力ポート "{{port}}" がないため、Agentty は接続線を捨てます。このノードには出力ポートがありません。$t(issueWords.agenttyRule)',
  noInputPort: 'ノード "{{node}}" に入力ポート "{{port}}" がないため、Agentty は接続線を捨てます。このノードの入力ポート: {{names}}。$t(issueWords.agenttyRule)',
  noInputs: 'ノード "{{node}}" に入力ポート "{{port}}" がないため、Agentty は接続線を捨てます。このノードには入力ポートがありません。$t(issueWords.agenttyRule)',
  listedMore: '{{shown}} ほか {{n, number}} 個',
  byteOrderMarkRead: 'テキストが見えないバイトオーダーマーク (U+FEFF) で始まっています。JSON では使えませんが、Panel Designer は読み飛ばし、エクスポートでは省きます。',
  duplicateKey: 'キー {{name}} が重複しています。JSON は最後のものだけを残すため、{{line}} 行目の {{name}} は無視されます。',
  numberTooLarge: '{{literal}} は JSON の数値としては大きすぎます。{{infinity}} になり、JSON では表せません (エクスポートでは null になります)。もっと小さい数値か文字列を使ってください。',
  decimalWhole:
    '"{{key}}" が {{written}} と書かれています。Agentty は小数点や指数のある数値を小数として読むため、整数が必要な場所では拒否します。{{number}} と書いてください。$t(issueWords.agenttyRule)',
  loneSurrogateKey:
    'このキーには UTF-16 サロゲートペアの片方だけがあります (\\ude00 を伴わない \\ud83d など)。Agentty の JSON パーサーは行全体を拒否するため、パネルは届きません。$t(issueWords.agenttyRule)',
  loneSurrogateString:
    'この文字列には UTF-16 サロゲートペアの片方だけがあります (\\ude00 を伴わない \\ud83d など)。Agentty の JSON パーサーは行全体を拒否するため、パネルは届きません。$t(issueWords.agenttyRule)',
} satisfies Messages['mediaIssues'];
