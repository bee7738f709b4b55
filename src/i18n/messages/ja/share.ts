import type { Messages } from '../en';

export const share = {
  button: '共有',
  dialog: '共有リンク',
  errors_one: 'このデザインにはエラーが{{errors}}件あります。リンクからもエラーがある状態で開きます。',
  errors_other: 'このデザインにはエラーが{{errors}}件あります。リンクからもエラーがある状態で開きます。',
  leftOut_one:
    'デザインのファイルがリンクには大きすぎるため（リンクに入るファイルは最大{{budget}}です）、このリンクには次のファイルが含まれません：{{files}}。これを参照する画像は空の枠で表示されます。ファイルも共有するには、デザインをファイルとして送ってください。',
  leftOut_other:
    'デザインのファイルがリンクには大きすぎるため（リンクに入るファイルは最大{{budget}}です）、このリンクには次のファイルが含まれません：{{files}}。これを参照する画像は空の枠で表示されます。ファイルも共有するには、デザインをファイルとして送ってください。',
  link: 'このデザインへのリンク',
  linkWithout: 'このデザインへのリンク（上記のファイルを除く）',
  copy: 'コピー',
  copyLink: 'リンクをコピー',
  copyEmbed: '埋め込みリンクをコピー',
  copySnippet: 'iframeコードをコピー',
  length: '{{length}}文字',
  long: 'このリンクは{{max}}文字を超えています。長いリンクを切ってしまうチャットツールもあるため、デザインはファイルとして送ってください。',
  embed: '埋め込みリンク：ほかのページに置くパネル単体',
  snippet: '埋め込み用のHTML',
  tooBig: 'このデザインはリンクにするには大きすぎます。',
  tooBigSize: 'このデザインのJSONは{{bytes}}バイトですが、リンクに入るのは最大{{max}}バイトです。ファイルで共有してください。',
  download: '.jsonファイルをダウンロード',
  close: '閉じる',
  copiedLink: 'リンクをクリップボードにコピーしました',
  copiedEmbed: '埋め込みリンクをクリップボードにコピーしました',
  copiedSnippet: 'iframeコードをクリップボードにコピーしました',
  copyFailed: 'コピーできませんでした（{{reason}}）。選択してコピーしてください。',
  bytes_one: '{{bytes}}バイト',
  bytes_other: '{{bytes}}バイト',
} satisfies Messages['share'];
