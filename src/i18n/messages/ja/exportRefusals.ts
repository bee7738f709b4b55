import type { Messages } from '../en';

export const exportRefusals = {
  line: '{{text}}',
  noScreens: 'デザインに画面がありません。プラグインには panel/open で表示する画面が 1 つ必要です。',
  twoScreens: '{{name}} という名前の画面が 2 つあります。',
  onScreen: '画面 {{name}}：{{problem}}',
  onScreenAt: '画面 {{name}}（{{line}} 行 {{column}} 列）：{{problem}}',
  onReaction: 'リアクション {{n}}（{{element}} {{event}}）：{{problem}}',
  onReactions: 'リアクション：{{problem}}',
  onReactionsAt: 'リアクション（{{line}} 行 {{column}} 列）：{{problem}}',
  reactionsDoNotParse: '読み取れません。',
  onManifest: 'agentty-plugin.json：{{problem}}',
  onManifestField: 'agentty-plugin.json {{path}}：{{problem}}',
  onPlugin: 'プラグイン（agentty-plugin.json）：{{problem}}',
  onPluginAt: 'プラグイン（agentty-plugin.json、{{line}} 行 {{column}} 列）：{{problem}}',
  pluginDoesNotParse: '読み取れません。',
  noTree: 'ドキュメントにエクスポートするパネルツリーがありません。',
  cannotCarry: 'ツリーに {{number}} が含まれています。JSON では表せない数値なので、JSON.stringify は null と書きます。',
} satisfies Messages['exportRefusals'];
