import type { Messages } from '../en';

export const viewer = {
  untitled: '無題',
  pageTitle: '{{name}} · Panel Designer',
  brokenTitle: 'リンクを開けません · Panel Designer',
  cannotOpen: 'このリンクは開けません',
  unchanged: 'このブラウザーでは何も変更されていません。',
  openDesigner: 'Panel Designer を開く',
  openInDesigner: 'デザイナーで開く',
  handOffFailed: 'このブラウザーはデザイナーに渡すデザインを保存できませんでした：{{reason}}',
  api: 'Agentty API {{api}}',
  sendAsAgentty: 'Agentty として送信',
  simulator: 'シミュレーター',
  noTree: '画面「{{screen}}」には描けるパネルがありません。テキストがまだ有効なツリーではありません。',
  bridgeErrors: 'このデザインのプラグイン定義にエラーがあるため、設定画面を描けません。デザイナーで開いてエラーを確認してください。',
} satisfies Messages['viewer'];
