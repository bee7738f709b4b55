import type { Messages } from '../en';

export const shareLink = {
  notOurs: 'Panel Designer の共有リンクではありません。リンクの # 以降は {{prefix}} で始まる必要があります。',
  newer: 'このリンクは新しいバージョンの Panel Designer で作られています（リンク形式 v{{format}}）。このバージョンで開けるのはリンク形式 v{{newest}} までです。開くには Panel Designer を更新してください。',
  noFormat: 'Panel Designer の共有リンクではありません。リンク形式 v{{format}} は存在しません。',
  badCharacters: 'リンクが壊れています。共有リンクには含まれない文字があります（使えるのは base64url の英字、数字、- と _ だけです）。',
  cutShort: 'リンクが壊れているか、途中で切れています。データを展開できません。リンクか .json ファイルをもう一度送ってもらってください。',
  empty: '空のリンクです。#v{{format}}/ の後にデザインがありません。',
  tooLarge: 'このリンクは展開すると {{megabytes}} MB を超えます。どのデザインにも必要のない大きさなので、開きませんでした。',
  notJson: 'リンクが壊れています。展開はできますが、デザインではありません（JSON テキストではありません）。',
  tooDeep: 'このリンクには有効なデザインがありません。中のテキストの入れ子が深すぎて表示できません。',
  notDesign: 'このリンクには有効なデザインがありません。{{reason}}',
} satisfies Messages['shareLink'];
