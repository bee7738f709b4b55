import type { Messages } from '../en';

export const problems = {
  title: '問題',
  errors_one: 'エラー {{n}} 件',
  errors_other: 'エラー {{n}} 件',
  warnings_one: '警告 {{n}} 件',
  warnings_other: '警告 {{n}} 件',
  hints_one: 'ヒント {{n}} 件',
  hints_other: 'ヒント {{n}} 件',
  error: 'エラー',
  warning: '警告',
  info: 'ヒント',
  elsewhere_one: '{{part}} にエラーが 1 件あります。修正するまでデザインはエクスポートできません。',
  elsewhere_other: '{{part}} にエラーが {{n}} 件あります。修正するまでデザインはエクスポートできません。',
  open: '{{part}} を開く',
  partScreen: '画面 "{{name}}"',
  at: '{{line}} 行、{{column}} 列',
  more: '残り {{n}} 件はエディターのマーカーで確認できます',
  nonePanel: '問題はありません。このパネルは有効です。',
  nonePlugin: '問題はありません。この agentty-plugin.json は有効です。',
  noneReactions: '問題はありません。このリアクション一覧は有効です。',
  noneBridge: '問題はありません。このプラグイン定義は有効です。',
} satisfies Messages['problems'];
