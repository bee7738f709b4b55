import type { Messages } from '../en';

export const reference = {
  heading: 'ノードのリファレンス',
  intro:
    'Agentty が現在描画するノードタイプは {{count}} 種類です。ワイヤー仕様（API 1）の 12 種類、バージョンを上げずに追加された `flow` と `popover`、API 4 で追加された 11 種類、API 5 で追加された `image` と `graph` があり、API 4 で既存のタイプに加わった props も載せています。デザインの対象 API（ツールバー）より新しいものは拒否されます。アイコンは Agentty が描画する {{n}} 個の名前で、出典は',
  introAfter: ' です。それ以外の名前はパズルのアイコンで描画されます。',
  nullable: 'null にできます（Agentty は省略されたものとして読みます）。',
  events: 'イベント：',
  entryKeys: '{{name}}の各項目のキー',
} satisfies Messages['reference'];
